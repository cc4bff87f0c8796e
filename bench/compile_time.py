"""Compile time against the device count and against XLA, measured side by side in one run (issue 9).

The model: a stack of `--layers` pre-layernorm transformer blocks (samples/transformer_block.py via
bench/models.py: attention + MLP, Megatron shardings, the weights shared by every layer; on a mesh
with a `data` axis the batch is split over it), forward only. For every mesh (default `1 2 4 2x2`:
a `model` axis of 1, 2 and 4 CPU devices, and data=2 x model=2) it is compiled with
`sfc.compile(..., mode="multi-device")` and, when jax is installed, with
`jax.jit(f).lower(*args).compile()` on as many host CPU devices
(`XLA_FLAGS=--xla_force_host_platform_device_count=N`), the same shardings.

One row per mesh:
- shardflow's compile time split into its stages (`CompiledProgram.timing`: trace, propagate,
  partition, lower, iree-compile) and their total, from the round with the best total;
- `xN`: that total over the 1-device total (the same model on one device; the first mesh is
  the base when `1` is not among the meshes);
- `cpu`: CPU seconds iree-compile used in that round (user + system of the compiler process;
  steadier than wall time on a loaded machine);
- `kB`: the `.vmfb` size;
- `run`: milliseconds per call (global NumPy arrays in, NumPy out), best of `--run-repeats`;
- the XLA columns: `jax.jit` lower + compile seconds (best round), shardflow total / XLA, and XLA's
  milliseconds per call (NumPy in, NumPy out, like shardflow's). Without jax they say
  "jax not installed"; with more devices than cores XLA's run column says "not-run" (its CPU
  collectives deadlock there) while its compile is still timed.

Compiles are repeated `--repeats` times, the meshes and the two compilers interleaved, so load on the
machine hits all alike. Before anything is timed, every program's output is checked against the
NumPy reference (and XLA's against shardflow's 1-device output).

Targets (issue 9, item 5), printed PASS/FAIL (exit status 1 when one fails; `--no-check`: print
only): 4 devices <= 1.3x the 1-device compile; the 2x2 compile <= 3x XLA's; run time on N devices
no worse than XLA's is information only.

    python bench/compile_time.py [--layers 8] [--meshes 1 2 4 2x2] [--repeats 2] [--run-repeats 20]
                                 [--iree-flag=FLAG ...] [--no-check] [-q]
    python bench/compile_time.py --layers 32 --meshes 1 2x2    # the 32-block 2x2 stack vs XLA
    python bench/compile_time.py --layers 32 --meshes 1 2x2 --shape 8 128 256 1024 8 --outline
                                                               # blocks as calls (SHARDFLOW_OUTLINE=1)
    python bench/compile_time.py --quick --no-check            # the test's smoke run: 1 small block,
                                                               # meshes 1 and 2, QUICK_IREE_FLAGS

Progress lines go to stderr (`-q`: none); the table to stdout.
"""
from __future__ import annotations

import argparse
import math
import os
import resource
import sys
import time
from dataclasses import dataclass, field

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

STAGES = ("trace", "propagate", "partition", "lower", "iree-compile")
MESHES = {"1": {"model": 1}, "2": {"model": 2}, "4": {"model": 4}, "8": {"model": 8},
          "2x2": {"data": 2, "model": 2}, "2x4": {"data": 2, "model": 4}}
#: (batch, seq, d_model, d_ff, heads)
SHAPE = (8, 16, 64, 256, 8)
QUICK_SHAPE = (2, 4, 16, 32, 2)
#: N devices / 1 device compile time, and shardflow / XLA compile time on the 2x2 mesh.
DEVICE_TARGET = ("4", 1.3)
XLA_TARGET = ("2x2", 3.0)
#: --quick compiles with these (as bench/staged.py): a smoke test needs rows, not fast code.
QUICK_IREE_FLAGS = ("--iree-llvmcpu-target-cpu=generic", "--iree-opt-data-tiling=false",
                    "--iree-opt-const-eval=false", "--iree-llvmcpu-enable-ukernels=none")


@dataclass
class Row:
    mesh: str
    devices: int
    timing: dict[str, float]               # the best round's stages (seconds)
    cpu: float                             # iree-compile CPU seconds in that round
    vmfb: int                              # bytes
    run: float = math.nan                  # seconds per call
    xla_compile: float | None = None       # seconds; None: not measured (see xla_note)
    xla_run: float | None = None
    xla_note: str = ""
    rounds: list[float] = field(default_factory=list)   # every round's total

    @property
    def total(self) -> float:
        return sum(self.timing.values())


# -- the model --------------------------------------------------------------------------------------

def stack(layers: int, mesh_axes: dict, shape):
    """(fn, specs) of `layers` transformer blocks sharing one set of weights."""
    from models import specs
    batch, seq, d, ff, heads = shape
    block, sp, _ = specs("block", mesh_axes, batch=batch, seq=seq, d=d, ff=ff, heads=heads)

    def fn(x, *w):
        for _ in range(layers):
            x = block(x, *w)
        return x
    return fn, sp


def make_inputs(specs) -> list[np.ndarray]:
    rng = np.random.default_rng(0)
    out = [(rng.standard_normal(s.shape) / (np.sqrt(s.shape[0]) if len(s.shape) == 2 else 1)).astype(np.float32)
           for s in specs]
    out[1] = out[6] = np.ones(specs[1].shape, np.float32)   # the layer norms' gains
    return out


def jax_stack(layers: int, shape):
    """The same stack in jax.numpy (layer_norm without bias, tanh GELU, as the sample)."""
    import jax
    import jax.numpy as jnp
    _, _, _, _, heads = shape

    def ln(x, g):
        mu = x.mean(-1, keepdims=True)
        xc = x - mu
        return xc * jax.lax.rsqrt((xc * xc).mean(-1, keepdims=True) + 1e-5) * g

    def attention(x, wq, wk, wv, wo):
        b, s, dm = x.shape
        hd = wq.shape[1] // heads

        def split(t):
            return t.reshape(b, s, heads, hd).transpose(0, 2, 1, 3)
        q, k, v = split(x @ wq), split(x @ wk), split(x @ wv)
        scores = jnp.einsum("bhqd,bhkd->bhqk", q, k) * (1.0 / math.sqrt(hd))
        o = jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(scores, -1), v)
        return o.transpose(0, 2, 1, 3).reshape(b, s, heads * hd) @ wo

    def block(x, g1, wq, wk, wv, wo, g2, w1, w2):
        h = x + attention(ln(x, g1), wq, wk, wv, wo)
        return h + jax.nn.gelu(ln(h, g2) @ w1, approximate=True) @ w2

    def fn(x, *w):
        for _ in range(layers):
            x = block(x, *w)
        return x
    return fn


def _jax(n: int):
    """(jax, why XLA's run is skipped or None), or (None, why jax is not compared)."""
    try:
        import jax
    except ImportError:
        return None, "jax not installed"
    if len(jax.devices()) < n:
        return None, f"jax has {len(jax.devices())} devices"
    cores = len(os.sched_getaffinity(0))
    return jax, ("not-run" if n > 1 and n > cores else None)


def _jax_args(jax, mesh_axes: dict, specs, n: int):
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    names = tuple(mesh_axes)
    mesh = Mesh(np.array(jax.devices()[:n]).reshape(tuple(mesh_axes.values())), names)
    out = []
    for s in specs:
        dims = s.sharding.dims if s.sharding is not None else ()
        spec = P(*[tuple(a) if len(a) > 1 else (a[0] if a else None) for a in dims])
        out.append(jax.ShapeDtypeStruct(s.shape, np.float32, sharding=NamedSharding(mesh, spec)))
    return out


# -- measuring --------------------------------------------------------------------------------------

def cpu_group(n: int, mesh_axes: dict):
    from shardflow.runtime import Device
    opts = Device.group_options([Device.cpu(i) for i in range(n)])
    return (opts.mesh(**mesh_axes) if len(mesh_axes) > 1 else opts).init()


#: how shardflow compiles (`--mode`): one multi-device module, or host-staged stages compiled once
MODE = "multi-device"


def compile_once(fn, specs, group, iree_flags):
    """(CompiledProgram, iree-compile CPU seconds)."""
    from shardflow import compiler as sfc
    from shardflow.compiler.compile_cache import disabled
    with disabled():   # (a cached module would time nothing)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        c = sfc.compile(fn, *specs, group=group, mode=MODE, iree_flags=list(iree_flags))
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return c, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def xla_compile_once(jax, jfn, args):
    """(compiled XLA executable, seconds to lower and compile a fresh jit)."""
    f = jax.jit(lambda *a: jfn(*a))   # a new function each time: no trace or compile cache hit
    t = time.perf_counter()
    compiled = f.lower(*args).compile()
    return compiled, time.perf_counter() - t


def best_call(fns: dict, repeats: int) -> dict[str, float]:
    """Best seconds per call of each function, their calls interleaved (one warm-up each)."""
    for f in fns.values():
        f()
    best = {k: math.inf for k in fns}
    for _ in range(repeats):
        for k, f in fns.items():
            t = time.perf_counter()
            f()
            best[k] = min(best[k], time.perf_counter() - t)
    return best


def measure(args, shape, iree_flags, log) -> list[Row]:
    from shardflow import compiler as sfc
    meshes = {m: MESHES[m] for m in args.meshes}
    sizes = {m: math.prod(a.values()) for m, a in meshes.items()}
    models = {m: stack(args.layers, a, shape) for m, a in meshes.items()}
    groups = {m: cpu_group(sizes[m], a) for m, a in meshes.items()}
    jaxes = {m: _jax(sizes[m]) for m in meshes}
    jfn = jax_stack(args.layers, shape) if any(j for j, _ in jaxes.values()) else None
    rows = {m: None for m in meshes}
    xla = {m: None for m in meshes}
    progs = {}
    try:
        for r in range(args.repeats):
            for m in meshes:
                fn, specs = models[m]
                c, cpu = compile_once(fn, specs, groups[m], iree_flags)
                total = sum(c.timing.values())
                log(f"round {r + 1}: {m}: {total:.2f} s ({', '.join(f'{k} {v:.2f}' for k, v in c.timing.items())})")
                row = rows[m]
                if row is None or total < row.total:
                    if m in progs:
                        progs[m].close()
                    progs[m] = c
                    rounds = row.rounds if row else []
                    rows[m] = row = Row(m, sizes[m], dict(c.timing), cpu, len(c.vmfb), rounds=rounds)
                else:
                    c.close()
                row.rounds.append(total)
                jax, why = jaxes[m]
                if jax is not None:
                    exe, secs = xla_compile_once(jax, jfn, _jax_args(jax, meshes[m], specs, sizes[m]))
                    log(f"round {r + 1}: {m}: XLA {secs:.2f} s")
                    if xla[m] is None or secs < xla[m][1]:
                        xla[m] = (exe, secs)
        # every program against the reference, then their calls side by side
        from shardflow.compiler import Mesh
        first = args.meshes[0]
        fn, specs = models[first]
        inputs = make_inputs(specs)
        want = sfc.evaluate(sfc.trace(fn, *specs, mesh=Mesh.of(meshes[first])), inputs)[0]
        calls = {}
        for m in meshes:
            out = progs[m](*inputs)
            got = np.asarray(out[0] if isinstance(out, (list, tuple)) else out)
            np.testing.assert_allclose(got, want, rtol=2e-3, atol=2e-3, err_msg=f"shardflow on mesh {m}")
            calls[m] = (lambda p: lambda: np.asarray(p(*inputs)))(progs[m])
            jax, why = jaxes[m]
            row = rows[m]
            if jax is None:
                row.xla_note = why
                continue
            row.xla_compile = xla[m][1]
            if why is not None:
                row.xla_note = why
                continue
            np.testing.assert_allclose(np.asarray(xla[m][0](*inputs)), want, rtol=2e-3, atol=2e-3,
                                       err_msg=f"XLA on mesh {m}")
            calls["xla " + m] = (lambda e: lambda: np.asarray(e(*inputs)))(xla[m][0])
        log(f"outputs match the reference; timing calls ({args.run_repeats} each, interleaved)")
        best = best_call(calls, args.run_repeats)
        for m in meshes:
            rows[m].run = best[m]
            rows[m].xla_run = best.get("xla " + m)
    finally:
        for p in progs.values():
            p.close()
        for g in groups.values():
            g.close()
    return list(rows.values())


# -- the table --------------------------------------------------------------------------------------

def ratio_text(x: float | None) -> str:
    return "-" if x is None or not math.isfinite(x) else f"{x:.2f}"


def print_table(rows: list[Row], args, shape) -> None:
    base = next((r for r in rows if r.devices == 1), rows[0])
    b, s, d, ff, h = shape
    print(f"compile time: {args.layers} transformer block(s) (batch {b}, seq {s}, d {d}, ff {ff}, {h} heads) "
          f"f32 forward, {MODE} CPU{', blocks as calls' if args.outline else ''}; best of {args.repeats} "
          f"compile(s), run best of {args.run_repeats}")
    head = (f"{'mesh':<5} {'devs':>4} " + " ".join(f"{k:>9}" for k in ("trace", "propagate", "partition", "lower",
                                                                       "iree")) +
            f" {'total':>8} {'xN':>5} {'cpu':>7} {'kB':>7} {'run_ms':>8} | {'xla_s':>7} {'sf/xla':>6} {'xla_ms':>8}")
    print(head)
    for r in rows:
        stages = " ".join(f"{r.timing.get(k, 0.0):9.3f}" for k in STAGES)
        xla = (f"{r.xla_compile:7.3f} {ratio_text(r.total / r.xla_compile):>6} "
               f"{(r.xla_run * 1e3 if r.xla_run is not None else math.nan):8.3f}" if r.xla_compile is not None
               else r.xla_note)
        if r.xla_compile is not None and r.xla_run is None:
            xla = f"{r.xla_compile:7.3f} {ratio_text(r.total / r.xla_compile):>6} {r.xla_note:>8}"
        print(f"{r.mesh:<5} {r.devices:>4} {stages} {r.total:8.3f} {ratio_text(r.total / base.total):>5} "
              f"{r.cpu:7.2f} {r.vmfb / 1e3:7.1f} {r.run * 1e3:8.3f} | {xla}")


def checks(rows: list[Row]) -> list[tuple[str, float, float, bool]]:
    """(what, measured, target, passed) of the targets whose meshes were measured."""
    by = {r.mesh: r for r in rows}
    base = next((r for r in rows if r.devices == 1), None)
    out = []
    mesh, limit = DEVICE_TARGET
    if base is not None and mesh in by:
        x = by[mesh].total / base.total
        out.append((f"{mesh}-device / 1-device compile", x, limit, x <= limit))
    mesh, limit = XLA_TARGET
    if mesh in by and by[mesh].xla_compile:
        x = by[mesh].total / by[mesh].xla_compile
        out.append((f"{mesh} compile / XLA", x, limit, x <= limit))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int)
    ap.add_argument("--meshes", nargs="+", choices=list(MESHES))
    ap.add_argument("--shape", type=int, nargs=5, metavar=("BATCH", "SEQ", "D", "FF", "HEADS"))
    ap.add_argument("--repeats", type=int)
    ap.add_argument("--run-repeats", type=int)
    ap.add_argument("--iree-flag", action="append", metavar="FLAG", help="passed to iree-compile")
    ap.add_argument("--quick", action="store_true", help="1 small block on meshes 1 and 2, fast IREE flags")
    ap.add_argument("--mode", choices=["multi-device", "host-staged"], default="multi-device",
                    help="host-staged: the stages are compiled once, for one device, whatever the mesh")
    ap.add_argument("--no-check", action="store_true", help="print the targets' ratios without PASS/FAIL")
    ap.add_argument("--outline", action="store_true",
                    help="SHARDFLOW_OUTLINE=1: runs of identical blocks written once, as functions called "
                         "per block (experimental; see README)")
    ap.add_argument("-q", action="store_true", help="no progress lines")
    args = ap.parse_args(argv)
    if args.outline:
        from shardflow.compiler.lower import repeats
        os.environ[repeats.ENV] = "1"
    global MODE
    MODE = args.mode
    args.layers = args.layers or (1 if args.quick else 8)
    args.meshes = args.meshes or (["1", "2"] if args.quick else ["1", "2", "4", "2x2"])
    args.repeats = args.repeats or (1 if args.quick else 2)
    args.run_repeats = args.run_repeats or (2 if args.quick else 20)
    shape = tuple(args.shape or (QUICK_SHAPE if args.quick else SHAPE))
    iree_flags = list(args.iree_flag) if args.iree_flag is not None else list(QUICK_IREE_FLAGS if args.quick else ())
    most = max(math.prod(MESHES[m].values()) for m in args.meshes)
    flags = os.environ.get("XLA_FLAGS", "")
    if "xla_force_host_platform_device_count" not in flags and "jax" not in sys.modules:
        os.environ["XLA_FLAGS"] = f"{flags} --xla_force_host_platform_device_count={most}".strip()

    def log(msg: str) -> None:
        if not args.q:
            print(msg, file=sys.stderr, flush=True)

    rows = measure(args, shape, iree_flags, log)
    print_table(rows, args, shape)
    failed = 0
    for what, x, limit, ok in checks(rows):
        verdict = "-" if args.no_check else ("PASS" if ok else "FAIL")
        failed += not ok
        print(f"target: {what} {x:.2f} (<= {limit}) {verdict}")
    if args.no_check or not failed:
        print("OK" + (" (targets not checked)" if args.no_check else ""))
        return 0
    print(f"FAILED: {failed} target(s) missed")
    return 1


if __name__ == "__main__":
    sys.exit(main())
