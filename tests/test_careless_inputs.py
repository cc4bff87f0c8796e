"""Careless inputs get one clear error, never a traceback or a crash (issue 13, part 1).

Command-line cases run the real console entry points in a subprocess and check the exit status,
the one `shardflow: error: ...` line and that no Python traceback is printed. API cases check the
shardflow exception type and that its message says what was wrong and what to do. A damaged
`.vmfb` is loaded in a subprocess, so that a crash in IREE's native code fails the test instead of
killing pytest.
"""
from __future__ import annotations

import sys
import textwrap
import zipfile

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import OpError, Spec
from shardflow.compiler.importer import StableHLOImportError, import_module
from shardflow.compiler.reference import evaluate
from shardflow.compiler.trace import TraceError
from shardflow.runtime import Device, GroupError, InputError, LoadError, SaveError, ShardflowError, load
from shardflow.runtime import digest, dtypes
import bounded_run

ADD = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
# 2^40 f32 elements: 4 TiB, more than any test machine holds
HUGE = """func.func @main(%a: tensor<f32>) -> tensor<1024x1024x1024x1024xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<1024x1024x1024x1024xf32>
  return %0 : tensor<1024x1024x1024x1024xf32>
}
"""


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """A folder with add.mlir, its compiled (sealed) add.vmfb, a copy with one byte of native code
    flipped, huge.mlir and some files that are not what they claim to be."""
    from shardflow.compiler.driver import compile_graph
    d = tmp_path_factory.mktemp("careless")
    (d / "add.mlir").write_text(ADD)
    good = compile_graph(import_module(ADD), target="cpu").vmfb
    (d / "add.vmfb").write_bytes(good)
    start, size = native_code(good)
    (d / "flipped.vmfb").write_bytes(good[:start + size // 2] + bytes([good[start + size // 2] ^ 0xFF])
                                     + good[start + size // 2 + 1:])
    (d / "huge.mlir").write_text(HUGE)
    (d / "noise.mlir").write_bytes(bytes([0x80, 0xff, 0x00, 0x41]))
    (d / "folder.vmfb").mkdir()
    (d / "taken").write_text("a file")
    (d / "text.npy").write_text("1 2 3 4\n")
    np.savez(d / "both.npz", np.zeros(4, np.float32))
    np.save(d / "whole.npy", np.arange(4, dtype=np.float32))
    (d / "cut.npy").write_bytes((d / "whole.npy").read_bytes()[:-6])   # a write cut short
    np.save(d / "objects.npy", np.array([1, "a", None, 2.0], dtype=object), allow_pickle=True)
    return d


#: name -> (program, arguments): every command-line case, run in one subprocess (`cli`)
CLI_CASES = {
    "opt_vmfb": ("opt", ["add.vmfb"]),
    "explain_vmfb": ("main", ["explain", "add.vmfb"]),
    "compile_vmfb": ("main", ["compile", "add.vmfb", "-o", "x.vmfb"]),
    "explain_noise": ("main", ["explain", "noise.mlir"]),
    "run_missing": ("main", ["run", "missing.vmfb"]),
    "run_folder": ("main", ["run", "folder.vmfb"]),
    "compile_missing_dir": ("main", ["compile", "add.mlir", "-o", "missing_dir/x.vmfb"]),
    "run_out_is_a_file": ("main", ["run", "add.vmfb", "--random-inputs", "0", "-o", "taken"]),
    "npy_text": ("main", ["run", "add.vmfb", "-i", "text.npy", "text.npy"]),
    "npy_npz": ("main", ["run", "add.vmfb", "-i", "both.npz", "both.npz"]),
    "npy_cut": ("main", ["run", "add.vmfb", "-i", "cut.npy", "whole.npy"]),
    "npy_objects": ("main", ["run", "add.vmfb", "-i", "objects.npy", "objects.npy"]),
    "huge": ("main", ["run", "huge.mlir", "--random-inputs", "0"]),
    "huge_staged": ("main", ["run", "huge.mlir", "--random-inputs", "0", "--mode", "host-staged"]),
    "flipped": ("main", ["run", "flipped.vmfb", "--random-inputs", "0"]),
}

# Runs each case as the console scripts do (`sys.exit(main())`), with its own stdout/stderr; an
# exception escaping main() is printed as the interpreter would print it (a traceback).
CLI_HARNESS = textwrap.dedent("""
    import contextlib, importlib, io, json, sys, traceback
    results = {}
    for name, (prog, args) in json.loads(sys.argv[1]).items():
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                rc = importlib.import_module("shardflow.compiler.cli." + prog).main(args)
            except SystemExit as e:
                rc = e.code if isinstance(e.code, int) else 1
            except BaseException:
                traceback.print_exc()
                rc = 1
        results[name] = [rc, out.getvalue(), err.getvalue()]
    print(json.dumps(results))
""")


@pytest.fixture(scope="module")
def cli(files):
    """name -> (exit status, stdout, stderr) of every CLI_CASES entry."""
    import json
    r = bounded_run.run([sys.executable, "-c", CLI_HARNESS, json.dumps(CLI_CASES)], cwd=files, timeout=300)
    assert r.returncode == 0, f"exit {r.returncode} (negative: killed by that signal)\n{r.stderr}"
    return {k: tuple(v) for k, v in json.loads(r.stdout.strip().splitlines()[-1]).items()}


def one_error(result, name="shardflow"):
    """The message of the single `NAME: error: ...` line of a failed command."""
    rc, _, err = result
    assert rc == 1, err
    assert "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{name}: error: "), err
    return lines[0][len(f"{name}: error: "):]


# -- command line ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("case", ["opt_vmfb", "explain_vmfb", "compile_vmfb"])
def test_a_binary_file_given_as_mlir(cli, case):
    msg = one_error(cli[case], "shardflow-opt" if case == "opt_vmfb" else "shardflow")
    assert msg == "add.vmfb is not StableHLO MLIR text but a compiled module (.vmfb): run it with `shardflow run`; " \
                  "give a .mlir file", msg


def test_a_binary_file_that_is_no_module(cli):
    assert one_error(cli["explain_noise"]) == "noise.mlir is not StableHLO MLIR text but a binary file (byte 0 is " \
                                              "not UTF-8); give a .mlir file"


def test_run_a_missing_module_or_a_folder(cli):
    assert one_error(cli["run_missing"]) == "cannot read missing.vmfb: No such file or directory"
    assert one_error(cli["run_folder"]) == "cannot read folder.vmfb: Is a directory"


def test_unwritable_outputs(cli, files):
    assert one_error(cli["compile_missing_dir"]) == "-o missing_dir/x.vmfb: the folder missing_dir does not " \
                                                    "exist; create it first or write elsewhere"
    assert not (files / "missing_dir").exists()
    assert one_error(cli["run_out_is_a_file"]) == "-o taken: is a file, not a folder; -o names the folder the " \
                                                  "outputs go to"


def test_inputs_that_are_not_npy_files(cli):
    assert one_error(cli["npy_text"]) == "input text.npy is not a .npy file: each -i file must be written by numpy.save"
    assert one_error(cli["npy_npz"]) == "input both.npz is a .npz archive (give one .npy per input): each -i file " \
                                        "must be written by numpy.save"
    cut = one_error(cli["npy_cut"])    # NumPy's own words in the middle
    assert cut.startswith("input cut.npy is a damaged .npy file (") and cut.endswith(
        "); write it again with numpy.save"), cut
    assert one_error(cli["npy_objects"]).startswith("input objects.npy holds Python objects (an object-dtype "
                                                    "array), not numbers")


def test_buffers_larger_than_the_device(cli):
    msg = one_error(cli["huge"])
    assert msg.startswith("out of device memory on 1 cpu device(s) (Device.cpu(0))"), msg
    assert "output 'out0' (tensor<1024x1024x1024x1024xf32>) needs 4.0 TiB (4398046511104 bytes) per device" in msg, msg
    assert msg.endswith("shard it over more devices or make it smaller"), msg
    staged = one_error(cli["huge_staged"])
    assert staged.startswith("out of device memory on member 0 (Device.cpu(0))"), staged
    assert staged.endswith(msg[msg.index(": output 'out0'"):]), staged


# -- Python API ------------------------------------------------------------------------------------------

def test_mesh_axes_given_twice_or_not_identifiers():
    opts = Device.group_options([Device.cpu(i) for i in range(2)])
    with pytest.raises(GroupError, match=r"mesh axis 'x' is given twice in \[\('x', 1\), \('x', 2\)\]; each axis "
                                         r"needs its own name"):
        opts.mesh([("x", 1), ("x", 2)])
    for bad in ("my axis", "1x", "a-b", ""):
        with pytest.raises(GroupError, match="is not an identifier"):
            opts.mesh({bad: 2})
    assert opts.mesh([("data", 1), ("model", 2)]).init().mesh == {"data": 1, "model": 2}


X = np.array([-7, -4, -1, 0, 1, 3, 4, 9], np.int32)
F = X.astype(np.float32)

#: (traced expression, what NumPy gives with the scalar's promotion made explicit): a Python float with
#: an integer tensor computes in f32, a Python int keeps i32, an int with a boolean tensor gives i32
PROMOTIONS = [
    (lambda x: x * 0.5, F * np.float32(0.5)),
    (lambda x: x / 2.0, F / np.float32(2.0)),
    (lambda x: 1.5 - x, np.float32(1.5) - F),
    (lambda x: x < 0.5, F < np.float32(0.5)),
    (lambda x: sfc.where(x > 0, x, 0.5), np.where(X > 0, F, np.float32(0.5))),
    (lambda x: sfc.clip(x, 0.5, 3), np.clip(F, np.float32(0.5), np.float32(3))),
    (lambda x: x ** 2.0, F * F),
    (lambda x: x + 3, X + np.int32(3)),
    (lambda x: x / 2, np.trunc(X / 2).astype(np.int32)),      # integer `/` truncates (StableHLO divide)
    (lambda x: (x > 0) + 1, (X > 0).astype(np.int32) + np.int32(1)),
]


def test_python_numbers_promote_like_numpy_and_jax():
    def f(x):
        return tuple(g(x) for g, _ in PROMOTIONS)
    compiled = sfc.compile(f, Spec((8,), "i32"))
    got = [np.asarray(v) for v in compiled(X)]
    ref = evaluate(sfc.trace(f, Spec((8,), "i32")), [X])
    for k, (g, r, (_, want)) in enumerate(zip(got, ref, PROMOTIONS, strict=True)):
        assert g.dtype == want.dtype and np.array_equal(g, want), (k, g, want)
        assert r.dtype == want.dtype and np.array_equal(r, want), (k, r, want)
    compiled.close()


def test_an_integer_literal_that_does_not_fit():
    line = sys._getframe().f_lineno + 2
    with pytest.raises(TraceError) as e:
        sfc.trace(lambda x: x + 2 ** 40, Spec((8,), "i32"))
    assert str(e.value) == (f"test_careless_inputs.py:{line}: the integer 1099511627776 does not fit the tensor's "
                            f"dtype i32 (-2147483648..2147483647); convert the tensor first (x.astype(...)) or use "
                            f"a smaller number")
    with pytest.raises(TraceError, match="the integer -1 does not fit the tensor's dtype ui8"):
        sfc.trace(lambda x: x * -1, Spec((8,), "ui8"))


@pytest.mark.parametrize("op", [lambda x: ~x, lambda x: x & x, lambda x: x | x, lambda x: x ^ x,
                                sfc.logical_not, lambda x: sfc.logical_xor(x, x)])
def test_bitwise_and_logical_ops_on_floats(op):
    """A float operand of and/or/xor/not is a clear error at trace time (MLIR refused it before)."""
    with pytest.raises(OpError, match=r"takes booleans or integers, not bf16; compare the floats first"):
        sfc.trace(op, Spec((4, 2), "bf16"))


@pytest.mark.parametrize("shape,fragment", [
    ((4.5, 4), "dimension 4.5 is a float, not an int"),
    ((True, 4), "dimension True is a bool, not an int"),
    ((0, 4), "has a zero-size dimension"),
    ((4, -1), "has a negative dimension"),
    ("44", "must be a sequence of ints"),
])
def test_spec_shapes(shape, fragment):
    with pytest.raises(TraceError, match=fragment):
        Spec(shape)
    assert Spec((np.int64(4), 2)).shape == (4, 2)


def _mlp(x, w1, w2):
    return sfc.relu(x @ w1) @ w2


MLP_SPECS = (Spec((8, 16)), Spec((16, 32)), Spec((32, 16)))


@pytest.mark.parametrize("count", [2, 4])
def test_a_spec_count_that_is_not_the_functions_arity(count):
    specs = (MLP_SPECS * 2)[:count]
    with pytest.raises(TraceError, match=r"_mlp\(x, w1, w2\) was given %d Spec\(s\).*one Spec per argument" % count):
        sfc.trace(_mlp, *specs)


def test_numpy_functions_on_a_traced_tensor():
    with pytest.raises(TraceError, match=r"no concrete value, so NumPy cannot take it.*sfc\.exp"):
        sfc.trace(lambda x: np.exp(x), Spec((4, 2)))
    with pytest.raises(TraceError, match="NumPy cannot take it"):
        sfc.trace(lambda x: np.asarray(x), Spec((4, 2)))


def test_len_and_iteration_follow_the_first_dimension():
    g = sfc.trace(lambda x: sum(row for row in x) * len(x), Spec((3, 2)))
    x = np.arange(6, dtype=np.float32).reshape(3, 2)
    np.testing.assert_array_equal(evaluate(g, [x])[0], x.sum(0) * 3)
    with pytest.raises(TraceError, match="len\\(\\) of a 0-d Tensor"):
        sfc.trace(lambda x: x * len(x.sum()), Spec((3, 2)))


@pytest.mark.parametrize("mode", ["multi-device", "host-staged"])
def test_keyword_inputs_and_unwritable_saves(tmp_path, mode):
    group = Device.group_options([Device.cpu(0), Device.cpu(1)]).init()
    compiled = sfc.compile(_mlp, *MLP_SPECS, group=group, mode=mode)
    x, w1, w2 = (np.ones(s.shape, np.float32) for s in MLP_SPECS)
    with pytest.raises(InputError, match="take their inputs by position.*w2=: pass them positionally"):
        compiled(x, w1, w2=w2)
    with pytest.raises(SaveError, match="its folder must exist"):
        compiled.save(tmp_path / "missing" / "mlp.vmfb")
    with pytest.raises(SaveError, match="give a file name, not a directory"):
        compiled.save(tmp_path)
    compiled.save(tmp_path / "mlp.vmfb")
    with load(tmp_path / "mlp.vmfb", group) as prog:
        with pytest.raises(InputError, match="take their inputs by position.*w2="):
            prog(x, w1, w2=w2)
        np.testing.assert_allclose(np.asarray(prog(x, w1, w2)), np.maximum(x @ w1, 0) @ w2)
    group.close()


DIVISION_DTYPES = ("i32", "i64", "ui8", "ui32")


def _division_case(dt: str):
    """(a, b, a / b, a % b) covering x / 0, 0 / 0, MIN / 0, MIN / -1 and ordinary quotients, with the
    results the documented rule gives (XLA's: x / 0 is all ones, x % 0 is x, MIN / -1 wraps to MIN)."""
    info = np.iinfo(dtypes.to_numpy(dt))
    signed = info.min < 0
    a = np.array([7, 9, 0, info.min, info.min, 7, 6, info.max], info.dtype)
    b = np.array([0, 0, 0, 0, -1 if signed else 3, 2, 4, 1], info.dtype)
    ones = np.array(-1).astype(info.dtype) if signed else info.max
    q = np.array([ones, ones, ones, ones, info.min if signed else 0, 3, 1, info.max], info.dtype)
    r = np.array([7, 9, 0, info.min, 0, 1, 2, 0], info.dtype)
    return a, b, q, r


def test_integer_division_by_zero_agrees_with_the_reference():
    cases = [_division_case(dt) for dt in DIVISION_DTYPES]
    specs = [Spec((8,), dt) for dt in DIVISION_DTYPES for _ in range(2)]

    def f(*xs):
        return tuple(v for x, y in zip(xs[::2], xs[1::2], strict=True) for v in (x / y, x % y))
    inputs = [v for a, b, _, _ in cases for v in (a, b)]
    want = [v for _, _, q, r in cases for v in (q, r)]
    compiled = sfc.compile(f, *specs)
    got = [np.asarray(v) for v in compiled(*inputs)]
    ref = evaluate(sfc.trace(f, *specs), inputs)
    for g, r, w in zip(got, ref, want, strict=True):
        assert g.dtype == w.dtype and np.array_equal(g, w), (g, w)
        assert r.dtype == w.dtype and np.array_equal(r, w), (r, w)
    compiled.close()


def test_a_ragged_list_as_an_input():
    compiled = sfc.compile(lambda x: x * 2.0, Spec((2, 2), "f32"))
    with pytest.raises(InputError) as e:
        compiled([[1.0, 2.0], [3.0]])
    assert str(e.value).startswith("arg0 (input 0) is not a rectangular array"), e.value
    assert str(e.value).endswith("every row of a nested list must have the same length; pass a NumPy array of "
                                 "shape [2, 2]"), e.value
    compiled.close()


# -- import ----------------------------------------------------------------------------------------------

def _partitioned(form: str, parts: int) -> str:
    if form == "shardy":
        return (f'module @m attributes {{mhlo.num_partitions = {parts} : i32}} {{\n'
                f'  sdy.mesh @mesh = <["x"=4]>\n'
                f'  func.func @main(%a: tensor<8xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}]>}}) '
                f'-> tensor<8xf32> {{\n'
                f'    return %a : tensor<8xf32>\n  }}\n}}\n')
    return (f'module @m attributes {{mhlo.num_partitions = {parts} : i32}} {{\n'
            f'  func.func @main(%a: tensor<8xf32> {{mhlo.sharding = "{{devices=[4]<=[4]}}"}}) -> tensor<8xf32> {{\n'
            f'    return %a : tensor<8xf32>\n  }}\n}}\n')


@pytest.mark.parametrize("form", ["shardy", "gspmd"])
def test_num_partitions_that_disagree_with_the_mesh(form):
    assert import_module(_partitioned(form, 4)).mesh.size == 4
    with pytest.raises(StableHLOImportError) as e:
        import_module(_partitioned(form, 2), source_name="m.mlir")
    msg = str(e.value)
    assert msg.startswith("m.mlir: "), msg
    if form == "shardy":
        assert msg == ('m.mlir: the module\'s mesh @mesh = <["x"=4]> has 4 devices but its mhlo.num_partitions is 2; '
                       'export it again, or fix one of the two'), msg
    else:
        assert msg == ("m.mlir: cannot infer the device mesh: GSPMD sharding '{devices=[4]<=[4]}' spans 4 devices "
                       "but the module has 2 partitions"), msg


@pytest.mark.parametrize("propagate", [False, True])
def test_a_called_functions_malformed_signature_sharding(propagate):
    """A sharding on a called function's result with the wrong rank is refused at the function,
    whether the module is compiled or printed (it was read only under --keep-open)."""
    text = textwrap.dedent("""\
        sdy.mesh @mesh = <["x"=2, "y"=2]>
        func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
          %0 = func.call @f(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
          return %0 : tensor<8x8xf32>
        }
        func.func private @f(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}, {}]>}) {
          return %arg0 : tensor<8x8xf32>
        }
        """)
    with pytest.raises(StableHLOImportError) as e:
        if propagate:
            from shardflow.compiler.importer import import_module_info
            import_module_info(text, source_name="m.mlir", keep_unused=True, print_only=True, apply_constraints=True)
        else:
            import_module(text, source_name="m.mlir")
    assert str(e.value) == ('m.mlir:6:1: sharding #sdy.sharding<@mesh, [{"y"}, {}, {}]> has 3 dimension entries for a '
                            'value of type tensor<8x8xf32> (rank 2); a Shardy sharding gives one {...} per dimension'), \
        str(e.value)


# -- damaged artifacts -----------------------------------------------------------------------------------

def native_code(vmfb: bytes) -> tuple[int, int]:
    """(offset, size) of the first embedded ELF shared object (an executable's native code)."""
    start = vmfb.find(b"\x7fELF")
    assert start > 0, "no embedded ELF in the module"
    with zipfile.ZipFile(__import__("io").BytesIO(vmfb)) as z:
        sizes = [i.file_size for i in z.infolist() if i.filename.endswith(".so")]
    return start, sizes[0]


FLIP_SCRIPT = textwrap.dedent("""
    import sys
    import numpy as np
    import shardflow.runtime as sf
    refused = 0
    for path in sys.argv[1:]:
        group = sf.Device.group_options([sf.Device.cpu(0)]).init()
        try:
            with sf.load(path, group) as prog:
                np.asarray(prog(np.ones(4, np.float32), np.ones(4, np.float32)))
        except sf.LoadError as e:
            assert "is damaged: its SHA-256 is" in str(e), e
            refused += 1
        group.close()
    print("refused", refused)
""")


def test_flipped_bytes_in_the_native_code_are_refused(files, tmp_path):
    good = (files / "add.vmfb").read_bytes()
    start, size = native_code(good)
    paths = []
    for k in range(16):   # 16 positions spread over the shared object, every bit of the byte flipped
        at = start + 64 + k * (size - 128) // 16
        bad = bytearray(good)
        bad[at] ^= 0xFF
        paths.append(tmp_path / f"flip{k}.vmfb")
        paths[-1].write_bytes(bytes(bad))
    r = bounded_run.run([sys.executable, "-c", FLIP_SCRIPT, *map(str, paths)],
                       timeout=120)
    assert r.returncode == 0, f"exit {r.returncode} (a negative one is the signal that killed it)\n{r.stderr}"
    assert r.stdout.split() == ["refused", "16"], r.stdout
    with pytest.raises(LoadError, match="the module bytes is damaged"):   # from bytes too
        load(paths[0].read_bytes(), Device.group_options([Device.cpu(0)]).init())


def test_a_damaged_module_on_the_command_line(cli):
    msg = one_error(cli["flipped"])
    assert msg.startswith("flipped.vmfb is damaged: its SHA-256 is ") and msg.endswith(
        "refusing to run its native code: copy or compile the module again"), msg


def test_a_module_without_a_digest_still_loads(files):
    sealed = (files / "add.vmfb").read_bytes()
    assert digest.sealed_digest(sealed) is not None
    with zipfile.ZipFile(files / "add.vmfb") as z:   # still a ZIP: the trailer is its comment
        assert z.testzip() is None and z.comment.startswith(digest.MAGIC)
    bare = sealed[:-digest.TRAILER_SIZE]              # as iree-compile wrote it (but for the comment length)
    bare = bare[:-2] + b"\0\0"
    assert digest.sealed_digest(bare) is None and digest.seal(bare) == sealed
    group = Device.group_options([Device.cpu(0)]).init()
    with load(bare, group) as prog:
        out = np.asarray(prog(np.ones(4, np.float32), np.full(4, 2.0, np.float32)))
    assert np.array_equal(out, np.full(4, 3.0, np.float32))
    group.close()


def test_every_error_here_is_a_shardflow_error():
    for cls in (TraceError, StableHLOImportError, InputError, LoadError, SaveError, GroupError):
        assert issubclass(cls, ShardflowError)
    from shardflow.runtime.errors import DeviceMemoryError
    assert issubclass(DeviceMemoryError, ShardflowError)
