"""Dense linear algebra JAX lowers to LAPACK on CPU, computed from shardflow's own ops: Cholesky
(jnp.linalg.cholesky, jax.scipy.linalg.cholesky / cho_factor: `lapack_?potrf_ffi`, and
`stablehlo.cholesky`), triangular solves (solve_triangular, cho_solve and the solves inside
jnp.linalg.solve and inv: `lapack_?trsm_ffi`, `stablehlo.triangular_solve`) and partial-pivoting
LU (jnp.linalg.solve, inv, det, slogdet, lax.linalg.lu, lu_factor: `lapack_?getrf_ffi`) and
Householder QR (jnp.linalg.qr, orthogonal initializers: `lapack_?geqrf_ffi`, then
`lapack_?orgqr_ffi` for Q), for f32 and f64 matrices with any leading batch dims; and the same
routines as JAX's CUDA and ROCm lowerings call them (`cusolver_*_ffi`, `hipsolver_*_ffi`, and
`cu_lu_pivots_to_permutation`, which the CPU lowering writes as StableHLO), so that a module
exported on a GPU machine compiles too.

IREE 3.13 has none of them (it refuses stablehlo.cholesky and triangular_solve). The importer
replaces each call with its algorithm (`_graph`) written out column by column (row by row for a
solve) as masked vector operations, so propagation, partitioning, the reference, the simulator
and every lowering see ordinary ops: a batch split over the mesh is factored where it lies, the
matrix dims are gathered first. Written as a loop instead, IREE 3.13 miscompiled or failed on
programs with several of them, so the order (the loop's length) is limited to MAX_ORDER, which
keeps the compile time in tens of seconds.

LAPACK's conventions are kept where JAX reads them: a factorization leaves the triangle it does
not reference as it was, reports `info` (the 1-based column where Cholesky met a non-positive
pivot, or where LU met an exactly zero one; 0 otherwise), and LU's pivots are 1-based rows.
Gradients are the exporter's (JAX differentiates through its own solves); printing
(`shardflow-opt`) keeps the calls as they are.
"""
from __future__ import annotations

import math
import re

import numpy as np

from .. import dtypes

FLOATS = ("f32", "f64")
#: the largest order (columns factored, rows solved) written out
MAX_ORDER = 64
#: LAPACK routine -> op kind, with its outputs in the custom call's order
_ROUTINES = {"potrf": ("cholesky", ("factor", "info")), "trsm": ("triangular_solve", ("x",)),
             "getrf": ("lu", ("lu", "pivots", "info")), "geqrf": ("qr", ("qr", "tau")),
             "orgqr": ("householder_product", ("q",))}
#: LAPACK (JAX's CPU lowering: the type letter in the name) or cuSOLVER / hipSOLVER (its CUDA and ROCm
#: lowerings: the operand's type says), which JAX calls with the same operands and results
_LAPACK = re.compile(r"(?:lapack_([sdcz])|(?:cu|hip)solver_)(potrf|trsm|getrf|geqrf|orgqr)_ffi$")
#: JAX's GPU lowering of lax.linalg.lu_pivots_to_permutation (on CPU it writes StableHLO)
_PIVOTS = re.compile(r"(?:cu|hip)_lu_pivots_to_permutation$")
#: the other solver routines JAX's lowerings call (eigendecompositions, SVD, pivoted QR, ...)
OTHER_LAPACK = re.compile(r"(?:lapack_[sdcz]|(?:cu|hip)solver_)\w+$")


# -- the algorithms ------------------------------------------------------------------------------------------
def _graph(kind: str, types, attrs, mesh=None):
    """A Graph computing every output of `kind` (in _ROUTINES order) from shardflow's own ops."""
    from .. import functional as F
    from ..trace import Spec, trace

    def written_out(n, step, state):
        """`step(j, state)` for j = 0 .. n-1, each step's ops written out (see the module doc)."""
        for j in range(n):
            state = step(j, state)
        return state

    def zeros(shape, dtype):
        return F.broadcast_in_dim(F.constant(np.array(0, dtypes.to_numpy(dtype))), shape, ())

    def column(x, j):
        """x[:, :, j] of x [B, m, n] as [B, m]."""
        b, m, _ = x.shape
        return F.reshape(F.dynamic_slice(x, (0, 0, j), (b, m, 1)), (b, m))

    def row(x, i):
        """x[:, i, :] of x [B, m, n] as [B, n]."""
        b, _, n = x.shape
        return F.reshape(F.dynamic_slice(x, (0, i, 0), (b, 1, n)), (b, n))

    def entry(v, j):
        """v[:, j] of v [B, n] as [B, 1]."""
        return F.dynamic_slice(v, (0, j), (v.shape[0], 1))

    def matvec(x, v):
        """[B, m, n] x [B, n] -> [B, m], as a product and a sum (a matrix-vector product gains
        nothing from a contraction's data tiling)."""
        return F.reduce(x * F.broadcast_in_dim(v, x.shape, (0, 2)), (2,), "add")

    def cholesky(a):
        t = types[0]
        batch, n = t.shape[:-2], t.shape[-1]
        b = math.prod(batch)
        x = F.reshape(a, (b, n, n))
        if not attrs["lower"]:
            x = F.transpose(x, (0, 2, 1))
        rows = F.iota((b, n), 1)

        def step(j, state):
            low, info = state
            v = column(x, j) - matvec(low, row(low, j))
            d = entry(v, j)
            info = F.select((info == 0) & F.reshape(~(d > 0), (b,)), j + 1, info)
            s = F.sqrt(d)
            c = F.select(rows == j, F.broadcast_in_dim(s, (b, n), (0, 1)), F.select(rows > j, v / s, 0.0))
            return F.dynamic_update_slice(low, F.reshape(c, (b, n, 1)), (0, 0, j)), info
        low, info = written_out(n, step, (zeros((b, n, n), t.dtype), zeros((b,), "i32")))
        out = F.select(F.iota((b, n, n), 1) >= F.iota((b, n, n), 2), low, x)
        if not attrs["lower"]:
            out = F.transpose(out, (0, 2, 1))
        return F.reshape(out, t.shape), F.reshape(info, batch)

    def solve(a, rhs):
        ta, tb = types
        batch, m = ta.shape[:-2], ta.shape[-1]
        b = math.prod(batch)
        a = F.reshape(a, (b, m, m))
        x = F.reshape(rhs, (b,) + tb.shape[-2:])
        flip = not attrs["left_side"]
        transpose = (attrs["transpose_a"] != "NO_TRANSPOSE") ^ flip
        lower = attrs["lower"] ^ transpose
        if flip:
            x = F.transpose(x, (0, 2, 1))
        if transpose:
            a = F.transpose(a, (0, 2, 1))
        if not lower:
            a, x = F.reverse(a, (1, 2)), F.reverse(x, (1,))
        n = x.shape[-1]
        cols = F.iota((b, m), 1)

        def step(i, y):
            r = F.reshape(matvec(F.transpose(y, (0, 2, 1)), F.select(cols < i, row(a, i), 0.0)), (b, 1, n))
            v = F.dynamic_slice(x, (0, i, 0), (b, 1, n)) - r
            if not attrs["unit_diagonal"]:
                v = v / F.dynamic_slice(a, (0, i, i), (b, 1, 1))
            return F.dynamic_update_slice(y, v, (0, i, 0))
        y = written_out(m, step, zeros((b, m, n), ta.dtype))
        if not lower:
            y = F.reverse(y, (1,))
        if flip:
            y = F.transpose(y, (0, 2, 1))
        return (F.reshape(y, tb.shape),)

    def matrices(a, t):
        """a [..., m, n] as [B, m, n], with the row iota of [B, m] and the row and column iotas of
        [B, m, n] the masks are made of: (batch, m, n, B, a, rows2, rows3, cols3)."""
        batch, (m, n) = t.shape[:-2], t.shape[-2:]
        b = math.prod(batch)
        return (batch, m, n, b, F.reshape(a, (b, m, n)), F.iota((b, m), 1), F.iota((b, m, n), 1),
                F.iota((b, m, n), 2))

    def lu(a):
        t = types[0]
        batch, m, n, b, x, r2, r3, c3 = matrices(a, t)
        k = min(m, n)

        def step(j, state):
            x, piv, info = state
            mag = F.select(r2 >= j, abs(column(x, j)), -1.0)
            best = F.reduce(mag, (1,), "max")
            p = F.reduce(F.select(mag == F.broadcast_in_dim(best, (b, m), (0,)), r2, m), (1,), "min")
            p = F.select(p >= m, j, p)   # (a column of NaNs: no row compares equal to its max)
            piv = F.dynamic_update_slice(piv, F.reshape(p + 1, (b, 1)), (0, j))
            at_j, at_p = r3 == j, r3 == F.broadcast_in_dim(p, (b, m, n), (0,))
            row_j = F.reduce(F.select(at_j, x, 0.0), (1,), "add")
            row_p = F.reduce(F.select(at_p, x, 0.0), (1,), "add")
            x = F.select(at_j, F.broadcast_in_dim(row_p, (b, m, n), (0, 2)),
                         F.select(at_p, F.broadcast_in_dim(row_j, (b, m, n), (0, 2)), x))
            d = entry(row_p, j)
            info = F.select((info == 0) & F.reshape(d == 0, (b,)), j + 1, info)
            col = column(x, j)
            low = F.select(F.broadcast_in_dim(d, (b, m), (0, 1)) != 0, col / d, col)
            low3 = F.broadcast_in_dim(low, (b, m, n), (0, 1))
            x = F.select((r3 > j) & (c3 > j), x - low3 * F.broadcast_in_dim(row_p, (b, m, n), (0, 2)), x)
            x = F.select((r3 > j) & (c3 == j), low3, x)
            return x, piv, info
        x, piv, info = written_out(k, step, (x, zeros((b, k), "i32"), zeros((b,), "i32")))
        return F.reshape(x, t.shape), F.reshape(piv, batch + (k,)), F.reshape(info, batch)

    def reflect(u, tau, x, where):
        """x with H = I - tau u u^T applied from the left where `where` holds (u [B, m], tau [B, 1])."""
        w = F.reduce(x * F.broadcast_in_dim(u, x.shape, (0, 1)), (1,), "add")             # u^T x: [B, n]
        update = F.broadcast_in_dim(u * tau, x.shape, (0, 1)) * F.broadcast_in_dim(w, x.shape, (0, 2))
        return F.select(where, x - update, x)

    def qr(a):
        """LAPACK's geqrf: R on and above the diagonal, each reflector's vector below it (its leading
        1 implied), and tau; xLARFG's choice of reflector (beta = -sign(alpha) * norm; none for a
        zero column)."""
        t = types[0]
        batch, m, n, b, x, r2, r3, c3 = matrices(a, t)
        k = min(m, n)

        def step(j, state):
            x, taus = state
            col = column(x, j)
            alpha = entry(col, j)
            below = F.select(r2 > j, col, 0.0)
            norm = F.sqrt(F.reduce(below * below, (1,), "add"))
            plain = F.reshape(norm == 0, (b, 1))
            size = F.sqrt(alpha * alpha + F.reshape(norm * norm, (b, 1)))
            beta = F.select(plain, alpha, F.select(alpha >= 0, -size, size))
            tau = F.select(plain, 0.0, (beta - alpha) / F.select(plain, 1.0, beta))
            v = below * F.broadcast_in_dim(F.select(plain, 0.0, 1.0 / F.select(plain, 1.0, alpha - beta)),
                                           (b, m), (0, 1))
            u = F.select(r2 == j, 1.0, v)
            x = reflect(u, tau, x, c3 > j)
            here = F.select(r2 == j, F.broadcast_in_dim(beta, (b, m), (0, 1)), v)
            x = F.select((c3 == j) & (r3 >= j), F.broadcast_in_dim(here, (b, m, n), (0, 1)), x)
            return x, F.dynamic_update_slice(taus, tau, (0, j))
        x, taus = written_out(k, step, (x, zeros((b, k), t.dtype)))
        return F.reshape(x, t.shape), F.reshape(taus, batch + (k,))

    def householder_product(a, taus):
        """LAPACK's orgqr: the first n columns of H_0 H_1 ... H_{k-1}, the reflectors' vectors read below
        the diagonal of a's first k columns (what geqrf leaves there)."""
        t = types[0]
        batch, m, n, b, x, r2, r3, c3 = matrices(a, t)
        k = types[1].shape[-1]
        taus = F.reshape(taus, (b, k))
        q = F.select(r3 == c3, F.constant(np.array(1, dtypes.to_numpy(t.dtype))), 0.0)

        def step(i, q):
            j = k - 1 - i
            u = F.select(r2 == j, 1.0, F.select(r2 > j, column(x, j), 0.0))
            return reflect(u, entry(taus, j), q, r3 >= j)
        return (F.reshape(written_out(k, step, q), t.shape),)

    def permutation(pivots):
        """lax.linalg.lu_pivots_to_permutation: 0..P-1 with rows i and pivots[i] (0-based) swapped in turn."""
        t = types[0]
        batch, k, size = t.shape[:-1], t.shape[-1], attrs["size"]
        b = math.prod(batch)
        pivots = F.reshape(pivots, (b, k))
        cols = F.iota((b, size), 1)

        def step(i, perm):
            p = F.broadcast_in_dim(F.reshape(entry(pivots, i), (b,)), (b, size), (0,))
            at_i, at_p = F.broadcast_in_dim(entry(perm, i), (b, size), (0, 1)), \
                F.broadcast_in_dim(F.reduce(F.select(cols == p, perm, 0), (1,), "add"), (b, size), (0,))
            return F.select(cols == i, at_p, F.select(cols == p, at_i, perm))
        return (F.reshape(written_out(k, step, cols), batch + (size,)),)

    fn = {"cholesky": cholesky, "triangular_solve": solve, "lu": lu, "qr": qr,
          "householder_product": householder_product, "permutation": permutation}[kind]
    return trace(lambda *xs: fn(*xs), *[Spec(t.shape, t.dtype) for t in types], mesh=mesh, name=kind)


# -- import -------------------------------------------------------------------------------------------------
def _column_major(imp, op, where, what: str, matrices: int) -> None:
    """LAPACK reads column-major matrices: JAX's layouts of the first `matrices` operands say so
    (minor to major: rows, columns, batch; a vector's, such as orgqr's tau, is its batch's)."""
    if "operand_layouts" not in op.attributes:
        return
    layouts = re.findall(r"dense<\[?([\d,\s]*)\]?>", str(op.attributes["operand_layouts"]))
    for k, text in enumerate(layouts[:matrices]):
        order = [int(d) for d in text.replace(" ", "").split(",") if d]
        r = len(order)
        if r >= 2 and order != [r - 2, r - 1] + list(range(r - 3, -1, -1)):
            raise imp.fail(where, f"{what}: operand {k}'s layout {order} is not a column-major matrix (minor to "
                                  f"major: rows, columns, then batch dims), the only one JAX writes")


def _config_char(imp, config, key: str, where: str, what: str, allowed: str) -> str:
    try:
        c = chr(int(config[key].value))
    except (KeyError, ValueError, AttributeError, TypeError):
        raise imp.fail(where, f"{what}: mhlo.backend_config has no {key} character") from None
    if c not in allowed:
        raise imp.fail(where, f"{what}: {key} = '{c}' is not one of {', '.join(repr(a) for a in allowed)}")
    return c


def lapack_custom_call(imp, op, target: str, ins, where):
    """The values of a solver custom call JAX's lowerings write (`lapack_?potrf_ffi`, ...,
    `cusolver_getrf_ffi`, ..., `cu_lu_pivots_to_permutation`), or None for another target."""
    what = f"custom_call @{target}"
    if _PIVOTS.match(target):
        if len(op.results) != 1 or len(ins) != 1:
            raise imp.fail(where, f"{what} takes 1 operand and has 1 result")
        size = imp.tensor_type(op.results[0].type, where, f"the result of {what}").shape
        return computed(imp, "permutation", list(ins), {"size": size[-1] if size else 0}, where, what)
    m = _LAPACK.match(target)
    if m is None:
        return None
    if (m.group(1) or "") in "cz" and (m.group(1) or any(dtypes.is_complex(v.type.dtype) for v in ins)):
        raise imp.fail(where, f"{what}: complex solver routines are not supported (shardflow computes Cholesky, "
                              f"triangular solves, LU and QR of f32 and f64 matrices)")
    kind, outputs = _ROUTINES[m.group(2)]
    _column_major(imp, op, where, what, matrices=1 if kind == "householder_product" else len(ins))
    config = op.attributes["mhlo.backend_config"] if "mhlo.backend_config" in op.attributes else {}
    operands = list(ins)
    if kind == "cholesky" and m.group(1) is None:   # (cuSOLVER / hipSOLVER: a bool)
        if "lower" not in config or str(config["lower"]) not in ("true", "false"):
            raise imp.fail(where, f"{what}: mhlo.backend_config has no lower = true/false")
        attrs = {"lower": str(config["lower"]) == "true"}
    elif kind == "cholesky":
        attrs = {"lower": _config_char(imp, config, "uplo", where, what, "LU") == "L"}
    elif kind == "triangular_solve":
        attrs = {"left_side": _config_char(imp, config, "side", where, what, "LR") == "L",
                 "lower": _config_char(imp, config, "uplo", where, what, "LU") == "L",
                 "transpose_a": {"N": "NO_TRANSPOSE", "T": "TRANSPOSE", "C": "ADJOINT"}[
                     _config_char(imp, config, "trans_x", where, what, "NTC")],
                 "unit_diagonal": _config_char(imp, config, "diag", where, what, "NU") == "U"}
        if len(ins) == 3 and ins[2].type.rank == 0:   # b scaled by alpha first
            alpha = imp.add("broadcast_in_dim", [ins[2]], {"shape": ins[1].shape, "broadcast_dimensions": ()}, where)
            operands = [ins[0], imp.add("multiply", [ins[1], alpha], where)]
    else:
        attrs = {}
    results = computed(imp, kind, operands, attrs, where, what)
    if len(op.results) != len(outputs):
        raise imp.fail(where, f"{what} has {len(op.results)} results; JAX writes {len(outputs)}")
    for name, r, v in zip(outputs, op.results, results, strict=True):
        want = imp.tensor_type(r.type, where, f"a result of {what}")
        if v.type != want:
            raise imp.fail(where, f"{what}: its {name} result is {want}, expected {v.type}")
    return results


def computed(imp, kind: str, operands, attrs: dict, where: str, what: str):
    """`kind`'s values from `operands`: its algorithm's ops (`_graph`), added to the importer's graph."""
    types = [v.type for v in operands]
    expected = 2 if kind in ("triangular_solve", "householder_product") else 1
    if len(types) != expected:
        raise imp.fail(where, f"{what} takes {expected} operand(s), got {len(types)}")
    a = types[0]
    if kind == "permutation":
        if a.dtype != "i32" or a.rank < 1 or a.shape[-1] > attrs["size"]:
            raise imp.fail(where, f"{what} takes i32 pivots [..., k] and gives a permutation of at least k entries; "
                                  f"got {a} -> {attrs['size']} entries")
    else:
        for t in types:
            if t.dtype not in FLOATS or (t is a and t.rank < 2):
                raise imp.fail(where, f"{what}: shardflow computes it for f32 and f64 matrices [..., m, n], got {t}")
    if kind in ("cholesky", "triangular_solve") and a.shape[-1] != a.shape[-2]:
        raise imp.fail(where, f"{what} takes square matrices, got {a}")
    order = {"lu": min(a.shape[-2:]), "qr": min(a.shape[-2:])}.get(kind, a.shape[-1])   # (the steps written out)
    if order > MAX_ORDER:
        raise imp.fail(where, f"{what} of {a}: shardflow writes it out step by step and does so up to order "
                              f"{MAX_ORDER} (at most {MAX_ORDER} columns or pivots); split the problem or "
                              f"compute it outside the sharded program")
    if kind == "triangular_solve":
        b = types[1]
        m = b.shape[-2] if attrs["left_side"] else b.shape[-1]
        if b.dtype != a.dtype or b.shape[:-2] != a.shape[:-2] or m != a.shape[-1]:
            raise imp.fail(where, f"{what}: b {b} must have a's dtype and batch dims and {a.shape[-1]} "
                                  f"{'rows' if attrs['left_side'] else 'columns'} (a is {a})")
    if kind == "householder_product":
        tau = types[1]
        if (tau.dtype != a.dtype or tau.shape[:-1] != a.shape[:-2] or tau.rank != a.rank - 1
                or not tau.shape[-1] <= a.shape[-1] <= a.shape[-2]):
            raise imp.fail(where, f"{what}: tau {tau} must have a's dtype and batch dims and k entries, with "
                                  f"k <= n <= m for a [..., m, n] (a is {a})")
    from .control import inline
    g = _graph(kind, types, attrs, imp.graph.mesh)
    for inner in g.ops:   # (errors name the call, not the line of this module that traced the op)
        inner.loc = where
    return inline(imp.graph, g, list(operands))


def _import_cholesky(imp, op, ins, where):
    if imp.print_only:
        return imp.opaque_op(op, ins, where)
    lower = "lower" in op.attributes and str(op.attributes["lower"]) == "true"
    return computed(imp, "cholesky", list(ins), {"lower": lower}, where, "stablehlo.cholesky")[:1]


def _import_solve(imp, op, ins, where):
    if imp.print_only:
        return imp.opaque_op(op, ins, where)
    from ..importer.attrs import enum_word

    def flag(name):
        return name in op.attributes and str(op.attributes[name]) == "true"
    transpose = enum_word(op.attributes["transpose_a"]) if "transpose_a" in op.attributes else "NO_TRANSPOSE"
    attrs = {"left_side": flag("left_side"), "lower": flag("lower"), "transpose_a": transpose,
             "unit_diagonal": flag("unit_diagonal")}
    return computed(imp, "triangular_solve", list(ins), attrs, where, "stablehlo.triangular_solve")


#: StableHLO's own ops of these (JAX writes them for TPU), computed the same way when compiling
IMPORTS = {"stablehlo.cholesky": _import_cholesky, "stablehlo.triangular_solve": _import_solve}
