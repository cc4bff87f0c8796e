"""Cholesky, triangular solves, LU and QR (compiler/ops/linalg.py): LAPACK's custom calls as JAX's CPU
lowering writes them, and StableHLO's own cholesky / triangular_solve, computed from shardflow's
ops. The reference is checked against NumPy and SciPy for every variant; IREE runs a batch split
over 4 devices. JAX-exported programs (GP likelihood, solve / inv / det, LU) are in
test_jax_interop.py (tests/data/jax/make_linalg.py)."""
import itertools
import warnings

import numpy as np
import pytest
import scipy.linalg as sl

from shardflow.compiler import compile_graph, evaluate
from shardflow.compiler.importer import StableHLOImportError, import_module

RNG = np.random.default_rng(7)


def _layout(t: str) -> str:
    """JAX's layout for a `tensor<t>`: matrices column-major (then batch dims), others row-major."""
    dims = t.split("x")[:-1]
    r = len(dims)
    order = [r - 2, r - 1, *range(r - 3, -1, -1)] if r >= 2 and not t.endswith("i32") else list(range(r - 1, -1, -1))
    return f"dense<{order if order else ''}> : tensor<{r}xindex>"


def lapack_module(target: str, shapes, results, config: str = "", mesh: int | None = None) -> str:
    """A module calling `target` on f32 arguments of `shapes` ("4x4"), returning `results` ("4x4xf32")."""
    def split(s):   # the leading (batch) dim over the mesh
        return f' {{sdy.sharding = #sdy.sharding<@mesh, [{{"x"}}{", {}" * (len(s.split("x")) - 1)}]>}}'
    args = ", ".join(f"%a{k}: tensor<{s}xf32>{split(s) if mesh else ''}" for k, s in enumerate(shapes))
    operands = ", ".join(f"%a{k}" for k in range(len(shapes)))
    in_types = ", ".join(f"tensor<{s}xf32>" for s in shapes)
    layouts = ", ".join(_layout(f"{s}xf32") for s in shapes)
    out_layouts = ", ".join(_layout(r) for r in results)
    rtypes = ", ".join(f"tensor<{r}>" for r in results)
    n = len(results)
    lhs = "%0:" + str(n) if n > 1 else "%0"
    rets = ", ".join(f"%0#{k}" for k in range(n)) if n > 1 else "%0"
    head = f'  sdy.mesh @mesh = <["x"={mesh}]>\n' if mesh else ""
    return (f"module {{\n{head}  func.func @main({args}) -> ({rtypes}) {{\n"
            f"    {lhs} = stablehlo.custom_call @{target}({operands}) {{mhlo.backend_config = {{{config}}}, "
            f"operand_layouts = [{layouts}], result_layouts = [{out_layouts}]}} : ({in_types}) -> ({rtypes})\n"
            f"    return {rets} : {rtypes}\n  }}\n}}\n")


def spd(shape):
    a = RNG.standard_normal(shape).astype(np.float32)
    return (a @ np.swapaxes(a, -1, -2) + shape[-1] * np.eye(shape[-1])).astype(np.float32)


# -- the reference -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("uplo", ["L", "U"])
def test_cholesky_keeps_the_other_triangle_and_reports_info(uplo):
    a = spd((3, 6, 6))
    a[2, 3, 3] = -50.0   # not positive definite from column 4 on (1-based)
    text = lapack_module("lapack_spotrf_ffi", ["3x6x6"], ["3x6x6xf32", "3xi32"], f"uplo = {ord(uplo)} : ui8")
    factor, info = evaluate(import_module(text), [a])
    np.testing.assert_array_equal(info, [0, 0, 4])
    for k in range(2):
        want = np.linalg.cholesky(a[k]) if uplo == "L" else np.linalg.cholesky(a[k]).T
        keep = np.tril(np.ones((6, 6), bool)) if uplo == "L" else np.triu(np.ones((6, 6), bool))
        np.testing.assert_allclose(factor[k][keep], want[keep], rtol=2e-5, atol=2e-6)
        np.testing.assert_array_equal(factor[k][~keep], a[k][~keep])   # untouched, as LAPACK leaves it


@pytest.mark.parametrize("left, lower, trans, unit", list(itertools.product([True, False], [True, False],
                                                                            ["N", "T"], [False, True])))
def test_triangular_solve_variants_match_scipy(left, lower, trans, unit):
    a = spd((2, 5, 5))
    a[:, np.triu_indices(5, 1)[0], np.triu_indices(5, 1)[1]] *= -1   # not symmetric
    b = RNG.standard_normal((2, 5, 3) if left else (2, 3, 5)).astype(np.float32)
    config = (f"diag = {ord('U' if unit else 'N')} : ui8, side = {ord('L' if left else 'R')} : ui8, "
              f"trans_x = {ord(trans)} : ui8, uplo = {ord('L' if lower else 'U')} : ui8")
    shape_b = "x".join(map(str, b.shape))
    text = lapack_module("lapack_strsm_ffi", ["2x5x5", shape_b], [f"{shape_b}xf32"], config)
    (x,) = evaluate(import_module(text), [a, b])
    for k in range(2):
        t = (np.tril(a[k]) if lower else np.triu(a[k])).astype(np.float64)
        if unit:
            np.fill_diagonal(t, 1.0)
        op = t.T if trans == "T" else t
        want = np.linalg.solve(op, b[k]) if left else np.linalg.solve(op.T, b[k].T).T
        np.testing.assert_allclose(x[k], want, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("shape", [(3, 6, 6), (4, 7), (7, 4)])
@pytest.mark.filterwarnings("ignore::scipy.linalg.LinAlgWarning")
def test_lu_matches_lapack(shape):
    a = RNG.standard_normal(shape).astype(np.float32)
    if len(shape) == 3:
        a[1, :, 2] = 0.0   # singular: U[2, 2] is exactly zero (info = 3)
    batch, (m, n) = shape[:-2], shape[-2:]
    k = min(m, n)
    text = lapack_module("lapack_sgetrf_ffi", ["x".join(map(str, shape))],
                         ["x".join(map(str, shape)) + "xf32", "x".join(map(str, batch + (k,))) + "xi32",
                          "x".join(map(str, batch)) + "xi32" if batch else "i32"])
    lu, piv, info = evaluate(import_module(text), [a])
    for idx in np.ndindex(*batch):
        want_lu, want_piv = sl.lu_factor(a[idx].astype(np.float64), check_finite=False)
        np.testing.assert_array_equal(piv[idx], want_piv[:k] + 1)
        np.testing.assert_allclose(lu[idx], want_lu, rtol=1e-4, atol=1e-5)
    if batch:
        np.testing.assert_array_equal(info, [0, 3, 0])


@pytest.mark.parametrize("shape", [(3, 6, 4), (4, 6), (5, 5)])
def test_qr_matches_lapacks_geqrf_and_orgqr(shape):
    """geqrf's R and reflectors and tau as NumPy's LAPACK leaves them (mode="raw"); orgqr turns them
    into Q, reduced and complete (its input padded with zero columns, as jnp.linalg.qr(mode="complete")
    does)."""
    m, n = shape[-2:]
    k = min(m, n)
    a = RNG.standard_normal(shape).astype(np.float32)
    dims, batch = "x".join(map(str, shape)), shape[:-2]
    taus = "x".join(map(str, batch + (k,)))
    h, tau = evaluate(import_module(lapack_module("lapack_sgeqrf_ffi", [dims], [f"{dims}xf32", f"{taus}xf32"])), [a])
    for idx in np.ndindex(batch):
        want_h, want_tau = np.linalg.qr(a[idx].astype(np.float64), mode="raw")
        np.testing.assert_allclose(h[idx], want_h.T, rtol=1e-5, atol=1e-5)
        np.testing.assert_allclose(tau[idx], want_tau, rtol=1e-5, atol=1e-5)
    if m < n:
        return
    square = "x".join(map(str, batch + (m, m)))
    reduced = lapack_module("lapack_sorgqr_ffi", [dims, taus], [f"{dims}xf32"])
    complete = lapack_module("lapack_sorgqr_ffi", [square, taus], [f"{square}xf32"])
    (q,) = evaluate(import_module(reduced), [h, tau])
    padded = np.concatenate([h, np.zeros(batch + (m, m - n), np.float32)], axis=-1)
    (qc,) = evaluate(import_module(complete), [padded, tau])
    for idx in np.ndindex(batch):
        np.testing.assert_allclose(q[idx], np.linalg.qr(a[idx].astype(np.float64))[0], rtol=1e-5, atol=1e-5)
        np.testing.assert_allclose(qc[idx], np.linalg.qr(a[idx].astype(np.float64), mode="complete")[0],
                                   rtol=1e-5, atol=1e-5)


def test_a_zero_column_gets_no_reflector():
    a = np.zeros((4, 3), np.float32)
    a[:, 1] = [1, 2, 3, 4]
    h, tau = evaluate(import_module(lapack_module("lapack_sgeqrf_ffi", ["4x3"], ["4x3xf32", "3xf32"])), [a])
    want_h, want_tau = np.linalg.qr(a.astype(np.float64), mode="raw")
    assert tau[0] == 0.0 and want_tau[0] == 0.0
    np.testing.assert_allclose(h, want_h.T, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(tau, want_tau, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("lower", [True, False])
def test_cusolver_calls_compute_what_the_lapack_ones_do(lower):
    """JAX's CUDA lowering (a module exported on a GPU machine): cusolver_potrf_ffi says its triangle
    with a bool, the routines take the type from the operand; the results equal LAPACK's."""
    a = spd((2, 5, 5))
    gpu = lapack_module("cusolver_potrf_ffi", ["2x5x5"], ["2x5x5xf32", "2xi32"], f"lower = {str(lower).lower()}")
    cpu = lapack_module("lapack_spotrf_ffi", ["2x5x5"], ["2x5x5xf32", "2xi32"], f"uplo = {ord('L' if lower else 'U')} : ui8")
    for got, want in zip(evaluate(import_module(gpu), [a]), evaluate(import_module(cpu), [a]), strict=True):
        np.testing.assert_array_equal(got, want)
    b = RNG.standard_normal((2, 5, 3)).astype(np.float32)
    for target in ("getrf", "geqrf"):
        outs = ["2x5x3xf32", "2x3xi32", "2xi32"] if target == "getrf" else ["2x5x3xf32", "2x3xf32"]
        got = evaluate(import_module(lapack_module(f"cusolver_{target}_ffi", ["2x5x3"], outs)), [b])
        want = evaluate(import_module(lapack_module(f"lapack_s{target}_ffi", ["2x5x3"], outs)), [b])
        for g, w in zip(got, want, strict=True):
            np.testing.assert_array_equal(g, w)


# -- on IREE -------------------------------------------------------------------------------------------------
def test_factorizations_of_a_split_batch_run_on_four_devices():
    """Each device factors and solves its part of the batch; every output matches the reference."""
    a, s = RNG.standard_normal((8, 5, 5)).astype(np.float32), spd((8, 5, 5))
    cases = [(lapack_module("lapack_sgetrf_ffi", ["8x5x5"], ["8x5x5xf32", "8x5xi32", "8xi32"], mesh=4), [a]),
             (lapack_module("lapack_spotrf_ffi", ["8x5x5"], ["8x5x5xf32", "8xi32"], f"uplo = {ord('U')} : ui8",
                            mesh=4), [s]),
             (lapack_module("lapack_strsm_ffi", ["8x5x5", "8x5x3"], ["8x5x3xf32"],
                            "diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8", mesh=4),
              [s, RNG.standard_normal((8, 5, 3)).astype(np.float32)]),
             (lapack_module("lapack_sgeqrf_ffi", ["8x5x5"], ["8x5x5xf32", "8x5xf32"], mesh=4), [a]),
             (lapack_module("lapack_sorgqr_ffi", ["8x5x5", "8x3"], ["8x5x5xf32"], mesh=4),
              [a, RNG.uniform(1, 2, (8, 3)).astype(np.float32)])]
    for text, xs in cases:
        g = import_module(text)
        want = evaluate(g, xs)
        with warnings.catch_warnings():
            warnings.simplefilter("error")   # (no fallback compile either)
            got = compile_graph(g, target="cpu")(*xs)
        got = got if isinstance(got, (list, tuple)) else [got]
        for w, y in zip(want, got, strict=True):
            np.testing.assert_allclose(np.asarray(y), w, rtol=1e-5, atol=1e-5)


# -- what it refuses -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, why", [
    (lapack_module("lapack_cpotrf_ffi", ["4x4"], ["4x4xf32", "i32"], "uplo = 76 : ui8"),
     "complex solver routines are not supported"),
    (lapack_module("lapack_spotrf_ffi", ["4x4"], ["4x4xf32", "i32"], "uplo = 76 : ui8").replace(
        "operand_layouts = [dense<[0, 1]>", "operand_layouts = [dense<[1, 0]>"), r"layout \[1, 0\] is not a column-major"),
    (lapack_module("lapack_spotrf_ffi", ["4x4"], ["4x4xf32", "i32"], "uplo = 88 : ui8"), "uplo = 'X' is not one of"),
    (lapack_module("lapack_spotrf_ffi", ["65x65"], ["65x65xf32", "i32"], "uplo = 76 : ui8"),
     "up to order 64"),
    (lapack_module("lapack_sgeqrf_ffi", ["70x65"], ["70x65xf32", "65xf32"]), "up to order 64"),
    (lapack_module("cusolver_potrf_ffi", ["4x4"], ["4x4xf32", "i32"]), "mhlo.backend_config has no lower = true/false"),
    (lapack_module("cusolver_syevd_ffi", ["4x4"], ["4x4xf32", "4xf32", "i32"]), "eigendecomposition, SVD"),
    (lapack_module("lapack_sorgqr_ffi", ["4x5", "3"], ["4x5xf32"]), r"k <= n <= m for a \[\.\.\., m, n\]"),
    (lapack_module("lapack_ssyevd_ffi", ["4x4"], ["4x4xf32", "4xf32", "i32"]), "eigendecomposition, SVD, pivoted QR"),
])
def test_refusals_name_the_call_and_the_reason(text, why):
    with pytest.raises(StableHLOImportError, match=rf"m\.mlir:\d+:\d+: .*{why}"):
        import_module(text, source_name="m.mlir")


def test_stablehlo_cholesky_and_triangular_solve_are_computed_and_printed_as_read(tmp_path, capsys):
    from shardflow.compiler.cli.opt import main as opt
    text = """module {
  func.func @main(%a: tensor<4x4xf32>, %b: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %l = stablehlo.cholesky %a, lower = true : tensor<4x4xf32>
    %x = "stablehlo.triangular_solve"(%l, %b) {left_side = true, lower = true, unit_diagonal = false,
                                               transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    return %x : tensor<4x2xf32>
  }
}
"""
    a, b = spd((4, 4)), RNG.standard_normal((4, 2)).astype(np.float32)
    (x,) = evaluate(import_module(text), [a, b])
    np.testing.assert_allclose(x, np.linalg.solve(np.linalg.cholesky(a), b), rtol=1e-5, atol=1e-5)
    path = tmp_path / "m.mlir"
    path.write_text(text)
    assert opt([str(path)]) == 0
    out = capsys.readouterr().out
    assert "stablehlo.cholesky" in out and "stablehlo.triangular_solve" in out


def test_printed_solves_pass_their_batch_layout_on(tmp_path, capsys):
    """shardflow-opt --propagate: stablehlo.cholesky and triangular_solve (JAX's CUDA lowering writes
    the solve) share their batch dims, as Shardy's registry has it, and keep the matrix dims whole:
    the lines jaxlib 0.10.2's sdy-propagation-pipeline prints for this module."""
    from shardflow.compiler.cli.opt import main as opt
    text = """sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<4x3x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}, {}]>},
                %b: tensor<4x5x3xf32>) -> (tensor<4x5x3xf32>, tensor<4x3x3xf32>) {
  %l = stablehlo.cholesky %a, lower = true : tensor<4x3x3xf32>
  %x = "stablehlo.triangular_solve"(%l, %b) {left_side = false, lower = true, unit_diagonal = false,
                                             transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<4x3x3xf32>, tensor<4x5x3xf32>) -> tensor<4x5x3xf32>
  return %x, %l : tensor<4x5x3xf32>, tensor<4x3x3xf32>
}
"""
    path = tmp_path / "m.mlir"
    path.write_text(text)
    assert opt([str(path), "--propagate"]) == 0
    out = capsys.readouterr().out
    assert 'stablehlo.cholesky %arg0, lower = true {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}, {}]>]>}' in out
    assert ('"stablehlo.triangular_solve"(%0, %arg1) <{left_side = false, lower = true, transpose_a = '
            '#stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> {sdy.sharding = '
            '#sdy.sharding_per_value<[<@mesh, [{"x"}, {}, {}]>]>}') in out
    assert '%arg1: tensor<4x5x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}' in out
