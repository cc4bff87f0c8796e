"""Elementwise ops: shapes must match exactly (the builder broadcasts explicitly, as StableHLO does)."""
from __future__ import annotations

import math

import numpy as np

from .. import dtypes
from ..importer.attrs import enum_word
from ..ir import TensorType
from .registry import FORWARD, FactorRule, OpDef, OpError, is_float_array, register, round_result
from .vjp_kit import F, no_gradient, zeros_like

COMPARE_DIRECTIONS = ("EQ", "NE", "LT", "LE", "GT", "GE")


def pointwise_factors(operand_types, result_types, attrs) -> FactorRule:
    """Every dimension is one factor shared by all operands and results (scalars take none)."""
    shape = result_types[0].shape
    dims = [[d] for d in range(len(shape))]
    ops = [dims if t.rank == len(shape) else [] for t in operand_types]
    return FactorRule(ops, [dims for _ in result_types], list(shape))


def _same_shapes(name, types):
    for t in types[1:]:
        if t.shape != types[0].shape:
            raise OpError(f"{name}: operand shapes differ: {[list(t.shape) for t in types]}; "
                          f"broadcast explicitly (broadcast_in_dim) or use the builder's operators")


def _same_dtypes(name, types):
    for t in types[1:]:
        if t.dtype != types[0].dtype:
            raise OpError(f"{name}: operand dtypes differ: {[t.dtype for t in types]}; insert a convert")


def _upcast(fn):
    """Compute low-precision floats in f32 and round back once, as the compiled code does."""
    def run(*xs):
        dt = xs[0].dtype
        if dtypes.is_narrow_numpy(dt):   # f16, bf16, f8 (through f16, as XLA rounds it: round_result)
            return round_result(fn(*[x.astype(np.float32) for x in xs]), dt)
        return np.asarray(fn(*xs)).astype(dt)
    return run


def _int_divisor(a, b):
    """(b == 0, a == MIN and b == -1, b with both replaced by 1): the cases integer division defines itself."""
    zero = b == 0
    over = (a == np.iinfo(a.dtype).min) & (b == -1) if a.dtype.kind == "i" else np.zeros(np.shape(b), bool)
    return zero, over, np.where(zero | over, 1, b).astype(b.dtype)


def _int_divide(a, b):
    """StableHLO/XLA integer division: truncates toward zero; x / 0 is all ones (-1 signed, the maximum
    unsigned) and MIN / -1 is MIN (it wraps), as the compiled code computes them."""
    zero, _, safe = _int_divisor(a, b)
    q = (a - np.fmod(a, safe)) // safe          # exact: no rounding left to do (MIN / -1 became MIN / 1)
    return np.where(zero, ~np.zeros_like(a), q).astype(a.dtype)


def _int_remainder(a, b):
    """StableHLO/XLA integer remainder: the dividend's sign (C's %); x % 0 is x and MIN % -1 is 0."""
    zero, _, safe = _int_divisor(a, b)
    return np.where(zero, a, np.fmod(a, safe)).astype(a.dtype)


def _int_power(a, b):
    out = np.ones_like(a)
    base, exp = a.copy(), b.copy()
    neg = exp < 0
    exp = np.where(neg, 0, exp)
    while np.any(exp > 0):
        out = np.where(exp % 2 == 1, out * base, out)
        base = base * base
        exp = exp // 2
    # a**negative is 0 except for |a| == 1 (StableHLO semantics)
    negval = np.where(a == 1, 1, np.where(a == -1, np.where(b % 2 == 0, 1, -1), 0)).astype(a.dtype)
    return np.where(neg, negval, out).astype(a.dtype)


def _binary(name, fn, *, floats_only=False, floats_ok=True, int_fn=None, bool_ok=False, complex_ok=False,
            **record):
    def infer(types, attrs):
        if len(types) != 2:
            raise OpError(f"{name} takes 2 operands, got {len(types)}")
        _same_shapes(name, types)
        _same_dtypes(name, types)
        dt = types[0].dtype
        if floats_only and not (dtypes.is_float(dt) or dtypes.is_complex(dt)):
            raise OpError(f"{name} needs floating-point operands, got {dt}")
        if not floats_ok and dtypes.is_float(dt):
            raise OpError(f"{name} takes booleans or integers, not {dt}; compare the floats first "
                          "(x > 0) or convert them")
        if dt == "i1" and not bool_ok:
            raise OpError(f"{name} does not take i1 (boolean) operands; convert them first")
        return [types[0]]

    fl = _upcast(fn)

    def reference(xs, attrs):
        a, b = xs
        if is_float_array(a) or a.dtype.kind == "c":
            return [fl(a, b)]
        return [np.asarray((int_fn or fn)(a, b)).astype(a.dtype)]

    register(OpDef(name, infer, reference, pointwise_factors, elementwise=True, takes_complex=complex_ok,
                   **record))  # vjp, partial_linear, ...


def _unary(name, fn, *, floats_only=True, floats_ok=True, int_fn=None, bool_ok=False, unsigned_ok=True,
           complex_ok=False, real_of_complex=False, **record):
    def infer(types, attrs):
        if len(types) != 1:
            raise OpError(f"{name} takes 1 operand, got {len(types)}")
        dt = types[0].dtype
        if dtypes.is_complex(dt) and real_of_complex:   # (|z|)
            return [TensorType(types[0].shape, dtypes.complex_part(dt))]
        if floats_only and not (dtypes.is_float(dt) or dtypes.is_complex(dt)):
            raise OpError(f"{name} needs a floating-point operand, got {dt}; convert it first")
        if not floats_ok and dtypes.is_float(dt):
            raise OpError(f"{name} takes booleans or integers, not {dt}; compare the floats first "
                          "(x > 0) or convert them")
        if dt == "i1" and not bool_ok:
            raise OpError(f"{name} does not take an i1 (boolean) operand")
        if dtypes.is_unsigned(dt) and not unsigned_ok:
            raise OpError(f"{name} takes signed integers or floats, not {dt}")
        return [types[0]]

    fl = _upcast(fn)

    def reference(xs, attrs):
        (a,) = xs
        if a.dtype.kind == "c":
            out = np.asarray(fn(a))
            return [out.astype(a.real.dtype if out.dtype.kind == "f" else a.dtype)]
        if is_float_array(a):
            return [fl(a)]
        return [np.asarray((int_fn or fn)(a)).astype(a.dtype)]

    register(OpDef(name, infer, reference, pointwise_factors, elementwise=True, takes_complex=complex_ok,
                   **record))  # vjp, partial_linear, ...


def _round_half_away(x):
    """Round to the nearest integer, halves away from zero (x - trunc(x) is exact)."""
    t = np.trunc(x)
    return np.where(np.abs(x - t) >= 0.5, t + np.sign(x), t)


# -- gradients (vjp_kit) ---------------------------------------------------------------------------
def _divide_vjp(op, ins, outs, g):
    a, b = ins
    return [g / b, -g * outs[0] / b]


def _chooser(first_wins):
    """maximum / minimum: the cotangent goes to the chosen operand, half to each on a tie."""
    def rule(op, ins, outs, g):
        a, b = ins
        win = (a > b) if first_wins else (a < b)
        tie = a == b
        half = g * 0.5
        zero = zeros_like(g)
        return [F.where(win, g, F.where(tie, half, zero)), F.where(win, zero, F.where(tie, half, g))]
    return rule


def _power_vjp(op, ins, outs, g):
    a, b = ins
    c = splat_value(op.operands[1])
    if c is not None:
        # a constant exponent (one power_rewrite left as a power, e.g. 2.5): c * a ** (c - 1) with a
        # constant exponent again, which the builder may rewrite; no gradient flows into a constant
        c = float(c)
        return [g * c * F.power(a, c - 1.0), None]
    da = g * b * F.power(a, b - 1.0)
    safe = F.where(a > 0.0, a, F.broadcast_in_dim(F.constant(np.ones((), dtypes.to_numpy(a.dtype))), a.shape, ()))
    db = F.where(a > 0.0, g * outs[0] * F.log(safe), zeros_like(g))
    return [da, db]


def _remainder_vjp(op, ins, outs, g):
    a, b = ins
    return [g, -g * F.convert(F.convert(a / b, "i64"), a.dtype)]  # fmod: a - trunc(a/b) * b


def _power_for_iree(types, attrs):
    """A float power as C's pow (XLA's and NumPy's): IREE 3.13 computes exp(y * log(x)), NaN for
    every negative base (-2.5 ** 2.0), for 0 ** 0 and 1 ** inf. IREE's power of |x| keeps the
    magnitude; the sign, the exact cases (y = 0, x = 1, 1 ** inf) and NaN for a negative finite
    base to a non-integer power are written out."""
    from .iree_forms import ElementwiseForm
    if not dtypes.is_float(types[0].dtype) or attrs.get("positive_base"):
        return None
    e = ElementwiseForm(types[0], "power")
    x, y = e.x, e.arg(types[1])
    ax = e.op("abs", x)
    p = e.op("power", ax, y, positive_base=True)
    integral = e.eq(e.op("floor", y), y)   # (+-inf included: x ** +-inf is |x| ** +-inf)
    odd = e.op("and", e.op("and", integral, e.op("is_finite", y)),
               e.op("compare", e.op("remainder", y, e.c(2.0)), e.c(0.0), comparison_direction="NE"))
    r = e.where(e.op("and", e.signbit(x), odd), e.op("negate", p), p)
    finite_negative = e.op("and", e.lt(x, e.c(0.0)), e.op("is_finite", x))
    r = e.where(e.op("and", finite_negative, e.op("not", integral)), e.c(math.nan), r)
    inf_y = e.op("not", e.op("or", e.op("is_finite", y), e.op("compare", y, y, comparison_direction="NE")))
    one = e.op("or", e.op("or", e.eq(x, e.c(1.0)), e.eq(y, e.c(0.0))),
               e.op("and", e.eq(ax, e.c(1.0)), inf_y))
    return e.finish(e.where(one, e.c(1.0), r))


def _atan2_for_iree(types, attrs):
    """atan2 as C's (XLA's and NumPy's): IREE 3.13 gives NaN for atan2(+-0, +-0) and
    atan2(+-inf, +-inf) and drops y's sign for y = -0 or x = -inf. IREE's magnitude elsewhere; the
    two exact cases written out; y's sign put back."""
    from .iree_forms import ElementwiseForm
    if attrs.get("signed"):
        return None
    e = ElementwiseForm(types[0], "atan2")
    y, x = e.x, e.arg(types[1])
    r = e.op("abs", e.op("atan2", y, x, signed=True))
    left = e.signbit(x)
    zeros = e.op("and", e.eq(y, e.c(0.0)), e.eq(x, e.c(0.0)))
    r = e.where(zeros, e.where(left, e.c(math.pi), e.c(0.0)), r)
    infs = e.op("and", e.eq(e.op("abs", y), e.c(math.inf)), e.eq(e.op("abs", x), e.c(math.inf)))
    r = e.where(infs, e.where(left, e.c(3 * math.pi / 4), e.c(math.pi / 4)), r)
    return e.finish(e.where(e.signbit(y), e.op("negate", r), r))


def _atan2_vjp(op, ins, outs, g):
    y, x = ins
    den = x * x + y * y
    return [g * x / den, -g * y / den]


def _zero_for_integers(dtype, attrs):
    """x - x and x ^ x: 0 for integers (and booleans); floats are not folded (inf - inf is NaN)."""
    return None if dtypes.is_float(dtype) else 0


def _itself(dtype, attrs):
    """max(x, x), min(x, x), x & x, x | x: x."""
    return FORWARD


# partial_linear (passes/partition.py): a pending sum passes through add/subtract/negate when every
# operand carries it, through multiply when one does; x / y is linear in x for floats only (integer
# division truncates, and sum(trunc) != trunc(sum))
def _integer_identity(identity: int, sides: tuple[int, ...]):
    """`forwards` of x + 0, x - 0, x * 1 on integers (IREE folds them to x; for floats it does not,
    -0.0 + 0.0 being 0.0): the other operand's index when operand `side` is known to be `identity`."""
    def rule(known: list, operands=(), attrs=None) -> int | None:
        for side in sides:
            k = known[side]
            if k is not None and np.issubdtype(np.asarray(k).dtype, np.integer) and np.all(np.asarray(k) == identity):
                return 1 - side
        return None
    return rule


_binary("add", np.add, complex_ok=True, bool_ok=False, vjp=lambda op, ins, outs, g: [g, g], partial_linear="all",
        forwards=_integer_identity(0, (0, 1)))
_binary("subtract", np.subtract, complex_ok=True, vjp=lambda op, ins, outs, g: [g, -g], partial_linear="all",
        alike_operands=_zero_for_integers, forwards=_integer_identity(0, (1,)))


def _square_import(imp, op, ins, where):
    """chlo.square: x * x (printed back as the chlo.square it was read as; Shardy's strategies let no
    layout through it: shardy_strategy.has_no_rule)."""
    return [imp.written_as(imp.add("multiply", [ins[0], ins[0]], None, where), "chlo.square", operands=1)]


_binary("multiply", np.multiply, complex_ok=True, vjp=lambda op, ins, outs, g: [g * ins[1], g * ins[0]],
        partial_linear="one",
        forwards=_integer_identity(1, (0, 1)),
        imports={"chlo.square": _square_import})
_binary("divide", np.divide, complex_ok=True, int_fn=_int_divide, vjp=_divide_vjp,
        partial_linear=lambda types, attrs: "first" if dtypes.is_float(types[0].dtype) else None)
_binary("maximum", np.maximum, vjp=_chooser(True), alike_operands=_itself)
_binary("minimum", np.minimum, vjp=_chooser(False), alike_operands=_itself)
_binary("power", np.power, complex_ok=True, int_fn=_int_power, vjp=_power_vjp, for_iree=_power_for_iree,
        trace_rewrite=lambda base, exponent, emit: power_rewrite(base, exponent, emit))
_binary("and", np.logical_and, bool_ok=True, floats_ok=False, int_fn=np.bitwise_and, vjp=no_gradient,
        alike_operands=_itself)
_binary("or", np.logical_or, bool_ok=True, floats_ok=False, int_fn=np.bitwise_or, vjp=no_gradient,
        alike_operands=_itself)
_unary("negate", np.negative, complex_ok=True, floats_only=False, vjp=lambda op, ins, outs, g: [-g],
       partial_linear="all")
_unary("abs", np.abs, complex_ok=True, real_of_complex=True, floats_only=False, unsigned_ok=False,
       vjp=lambda op, ins, outs, g: [F.where(ins[0] >= 0.0, g, -g)])
_unary("exponential", np.exp, complex_ok=True, vjp=lambda op, ins, outs, g: [g * outs[0]])
_unary("log", np.log, complex_ok=True, vjp=lambda op, ins, outs, g: [g / ins[0]])
_unary("tanh", np.tanh, complex_ok=True, vjp=lambda op, ins, outs, g: [g * (1.0 - outs[0] * outs[0])])
_unary("logistic", lambda x: 1.0 / (1.0 + np.exp(-x)), complex_ok=True,
       vjp=lambda op, ins, outs, g: [g * outs[0] * (1.0 - outs[0])])
_unary("sqrt", np.sqrt, complex_ok=True, vjp=lambda op, ins, outs, g: [g * 0.5 / outs[0]])
_unary("rsqrt", lambda x: 1.0 / np.sqrt(x), complex_ok=True,
       vjp=lambda op, ins, outs, g: [g * -0.5 * outs[0] / ins[0]])
_unary("not", np.logical_not, floats_only=False, floats_ok=False, bool_ok=True, int_fn=np.invert, vjp=no_gradient)
_binary("xor", np.logical_xor, bool_ok=True, floats_ok=False, int_fn=np.bitwise_xor, vjp=no_gradient,
        alike_operands=_zero_for_integers)
# C semantics: the result takes the dividend's sign
_binary("remainder", np.fmod, int_fn=_int_remainder, vjp=_remainder_vjp)
_binary("atan2", np.arctan2, floats_only=True, vjp=_atan2_vjp, for_iree=_atan2_for_iree)
_unary("sine", np.sin, complex_ok=True, vjp=lambda op, ins, outs, g: [g * F.cos(ins[0])])
_unary("cosine", np.cos, complex_ok=True, vjp=lambda op, ins, outs, g: [-g * F.sin(ins[0])])
_unary("tan", np.tan, complex_ok=True, vjp=lambda op, ins, outs, g: [g * (1.0 + outs[0] * outs[0])])
_unary("floor", np.floor, vjp=no_gradient)  # piecewise constant
_unary("ceil", np.ceil, vjp=no_gradient)
_unary("round_nearest_even", np.rint, vjp=no_gradient)
_unary("round_nearest_afz", _round_half_away, vjp=no_gradient)   # lax.round's default
# StableHLO's sign keeps a zero's sign (sign(-0.0) = -0.0), as XLA and IREE do; NumPy's drops it
_unary("sign", lambda x: np.where(x == 0, x, np.sign(x)), complex_ok=True, floats_only=False, unsigned_ok=False,
       vjp=no_gradient)
_unary("exponential_minus_one", np.expm1, complex_ok=True, vjp=lambda op, ins, outs, g: [g * (outs[0] + 1.0)])
_unary("log_plus_one", np.log1p, complex_ok=True, vjp=lambda op, ins, outs, g: [g / (ins[0] + 1.0)])
_unary("cbrt", np.cbrt, vjp=lambda op, ins, outs, g: [g / (3.0 * outs[0] * outs[0])])


# -- bit ops on integers (signed and unsigned): StableHLO semantics ----------------------------------
def _int_only(name, types):
    for t in types:
        if not dtypes.is_int(t.dtype):
            raise OpError(f"{name} needs integer operands ({', '.join(dtypes.INTS)}), got {t.dtype}")


def _shift_infer(name):
    def infer(types, attrs):
        if len(types) != 2:
            raise OpError(f"{name} takes 2 operands (value, shift amount), got {len(types)}")
        _same_shapes(name, types)
        _same_dtypes(name, types)
        _int_only(name, types)
        return [types[0]]
    return infer


def _unsigned_view(a):
    return a.view(np.dtype(f"u{a.dtype.itemsize}"))


def _shift_ref(kind):
    """Shift amounts are read as unsigned: an amount of at least the bit width (or a negative one)
    gives 0 for the left and logical shifts and the sign fill for the arithmetic one."""
    def ref(xs, attrs):
        # (asarray, not ascontiguousarray: that makes a 0-d operand 1-d, and the result with it)
        a, b = (np.asarray(x, order="C") for x in xs)
        bits = a.dtype.itemsize * 8
        n = _unsigned_view(b).astype(np.uint64)
        big = n >= bits
        u = _unsigned_view(a)
        if kind == "arithmetic":  # the two's complement bit pattern, filled with its sign bit
            s = a.view(np.dtype(f"i{a.dtype.itemsize}"))
            out = np.right_shift(s, np.where(big, bits - 1, n).astype(s.dtype)).astype(s.dtype)
        else:
            amount = np.where(big, 0, n).astype(u.dtype)
            moved = np.left_shift(u, amount) if kind == "left" else np.right_shift(u, amount)
            out = np.where(big, 0, moved).astype(u.dtype)
        out = np.asarray(out).view(a.dtype)
        return [out.reshape(a.shape)]
    return ref


for _name, _kind in (("shift_left", "left"), ("shift_right_logical", "logical"),
                     ("shift_right_arithmetic", "arithmetic")):
    register(OpDef(_name, _shift_infer(_name), _shift_ref(_kind), pointwise_factors, elementwise=True,
                   vjp=no_gradient))  # bit ops carry no derivative (as in JAX)


def _popcnt_infer(types, attrs):
    if len(types) != 1:
        raise OpError(f"popcnt takes 1 operand, got {len(types)}")
    _int_only("popcnt", types)
    return [types[0]]


_BYTE_POPCOUNT = np.array([bin(i).count("1") for i in range(256)], np.uint8)


def _popcnt_ref(xs, attrs):
    (a,) = xs
    a = np.asarray(a, order="C")
    per_byte = _BYTE_POPCOUNT[a.reshape(-1).view(np.uint8)].reshape(a.size, a.dtype.itemsize)
    return [per_byte.sum(axis=1, dtype=np.int64).astype(a.dtype).reshape(a.shape)]


register(OpDef("popcnt", _popcnt_infer, _popcnt_ref, pointwise_factors, elementwise=True, vjp=no_gradient))


def _clz_infer(types, attrs):
    if len(types) != 1:
        raise OpError(f"count_leading_zeros takes 1 operand, got {len(types)}")
    _int_only("count_leading_zeros", types)
    return [types[0]]


def _clz_ref(xs, attrs):
    (a,) = xs
    a = np.asarray(a)
    bits = a.dtype.itemsize * 8
    u = a.reshape(-1).view(np.dtype(f"u{a.dtype.itemsize}")).astype(np.uint64)
    width = np.zeros(u.shape, np.int64)      # the bit length of each value (0 for 0)
    for shift in (32, 16, 8, 4, 2, 1):
        big = u >= (np.uint64(1) << np.uint64(shift))
        width = np.where(big, width + shift, width)
        u = np.where(big, u >> np.uint64(shift), u)
    width = width + (u > 0)
    return [(bits - width).astype(a.dtype).reshape(a.shape)]


register(OpDef("count_leading_zeros", _clz_infer, _clz_ref, pointwise_factors, elementwise=True,
               vjp=no_gradient))


def _next_after(x, y):
    """The next representable value after x toward y, on x's own bits (so bf16 and f16 step by their
    own ulp): y if they are equal, NaN if either is, the smallest subnormal toward y from zero."""
    x, y = np.asarray(x), np.asarray(y)
    unsigned = np.dtype(f"u{x.dtype.itemsize}")
    bits = x.view(unsigned)
    sign = unsigned.type(1) << unsigned.type(x.dtype.itemsize * 8 - 1)
    away = (x < y) == (x > 0)               # moving away from zero: the magnitude's bits grow
    stepped = np.where(away, bits + unsigned.type(1), bits - unsigned.type(1)).astype(unsigned)
    tiny = np.where(y > 0, unsigned.type(1), sign | unsigned.type(1)).astype(unsigned)
    out = np.where(x == 0, tiny, stepped).astype(unsigned).view(x.dtype)
    out = np.where(x == y, y, out)
    return np.where(np.isnan(x) | np.isnan(y), np.asarray(np.nan, x.dtype), out).astype(x.dtype)


def _next_after_infer(types, attrs):
    if len(types) != 2:
        raise OpError(f"next_after takes 2 operands, got {len(types)}")
    _same_shapes("next_after", types)
    _same_dtypes("next_after", types)
    if not dtypes.is_float(types[0].dtype):
        raise OpError(f"next_after needs floating-point operands, got {types[0].dtype}")
    return [types[0]]


register(OpDef("next_after", _next_after_infer, lambda xs, attrs: [_next_after(*xs)], pointwise_factors,
               elementwise=True, vjp=no_gradient, stablehlo="chlo.next_after"))


def _clamp_infer(types, attrs):
    if len(types) != 3:
        raise OpError(f"clamp takes 3 operands (min, operand, max), got {len(types)}")
    _same_shapes("clamp", types)
    _same_dtypes("clamp", types)
    if types[0].dtype == "i1":
        raise OpError("clamp does not take i1 operands")
    return [types[1]]


def _clamp_ref(xs, attrs):
    lo, x, hi = xs
    return [np.minimum(np.maximum(x, lo), hi).astype(x.dtype)]


def _clamp_vjp(op, ins, outs, g):
    lo, x, hi = ins
    zero = zeros_like(g)
    below, above = x < lo, x > hi
    return [F.where(below, g, zero), F.where(below, zero, F.where(above, zero, g)), F.where(above, g, zero)]


def _clamp_import(imp, op, ins, where):
    """Scalar bounds are broadcast to the operand's shape (the rule table's clamp is elementwise)."""
    lo, x, hi = ins
    bounds = [b if b.shape == x.shape else
              imp.add("broadcast_in_dim", [b], {"shape": x.shape, "broadcast_dimensions": ()}, where)
              for b in (lo, hi)]
    return [imp.add("clamp", [bounds[0], x, bounds[1]], None, where)]


register(OpDef("clamp", _clamp_infer, _clamp_ref, pointwise_factors, elementwise=True, vjp=_clamp_vjp,
               imports={"stablehlo.clamp": _clamp_import}))


def _is_finite_infer(types, attrs):
    if len(types) != 1 or not dtypes.is_float(types[0].dtype):
        raise OpError("is_finite takes one floating-point operand")
    return [TensorType(types[0].shape, "i1")]


register(OpDef("is_finite", _is_finite_infer, lambda xs, at: [np.isfinite(xs[0].astype(np.float32))],
               pointwise_factors, elementwise=True, vjp=no_gradient))


def _compare_infer(types, attrs):
    if len(types) != 2:
        raise OpError(f"compare takes 2 operands, got {len(types)}")
    _same_shapes("compare", types)
    _same_dtypes("compare", types)
    d = attrs.get("comparison_direction")
    if d not in COMPARE_DIRECTIONS:
        raise OpError(f"compare: comparison_direction must be one of {COMPARE_DIRECTIONS}, got {d!r}")
    if dtypes.is_complex(types[0].dtype) and d not in ("EQ", "NE"):
        raise OpError(f"compare {d} of complex numbers: they are unordered (EQ and NE only); compare their "
                      f"real parts or magnitudes")
    return [TensorType(types[0].shape, "i1")]


_CMP = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
        "GT": np.greater, "GE": np.greater_equal}


def _total_order(x: np.ndarray) -> np.ndarray:
    """Integers ordered as StableHLO's TOTALORDER orders the floats x: -NaN < -inf < ... < -0 < +0
    < ... < +inf < +NaN (a negative float's bits, but the sign, flipped)."""
    bits = np.ascontiguousarray(x).view(f"i{x.dtype.itemsize}")
    return np.where(bits < 0, bits ^ np.iinfo(bits.dtype).max, bits)


def _compare_ref(xs, attrs):
    a, b = xs
    if attrs.get("compare_type") == "TOTALORDER" and dtypes.is_float_numpy(a.dtype):
        a, b = _total_order(a), _total_order(b)
    elif dtypes.is_narrow_numpy(a.dtype):
        a, b = a.astype(np.float32), b.astype(np.float32)
    return [_CMP[attrs["comparison_direction"]](a, b)]


def _compare_import(imp, op, ins, where):
    attrs = {"comparison_direction": enum_word(op.attributes["comparison_direction"])}
    if "compare_type" in op.attributes:   # written back as read (FLOAT, SIGNED, UNSIGNED, TOTALORDER)
        attrs["compare_type"] = enum_word(op.attributes["compare_type"])
    return [imp.add("compare", ins, attrs, where)]


def _compare_hlo_attrs(a: dict) -> dict:
    out = {"comparison_direction": f"#stablehlo<comparison_direction {a['comparison_direction']}>"}
    if a.get("compare_type"):
        out["compare_type"] = f"#stablehlo<comparison_type {a['compare_type']}>"
    return out


def _compare_alike(dtype, attrs):
    """x == x, x <= x, x >= x are true and the others false, for integers (a NaN compares unequal)."""
    if dtypes.is_float(dtype):
        return None
    return enum_word(attrs["comparison_direction"]) in ("EQ", "LE", "GE")


register(OpDef("compare", _compare_infer, _compare_ref, pointwise_factors, elementwise=True, vjp=no_gradient,
               hlo_attrs=_compare_hlo_attrs, imports={"stablehlo.compare": _compare_import},
               alike_operands=_compare_alike))


def _select_infer(types, attrs):
    if len(types) != 3:
        raise OpError(f"select takes 3 operands (pred, on_true, on_false), got {len(types)}")
    pred, a, b = types
    if pred.dtype != "i1":
        raise OpError(f"select: the predicate must be i1 (boolean), got {pred.dtype}")
    _same_shapes("select", [a, b])
    _same_dtypes("select", [a, b])
    if pred.shape not in ((), a.shape):
        raise OpError(f"select: predicate shape {list(pred.shape)} must be a scalar or {list(a.shape)}")
    return [a]


def _select_vjp(op, ins, outs, g):
    p, _, _ = ins
    zero = zeros_like(g)
    p = F.broadcast_to(p, g.shape) if p.shape != g.shape else p
    return [None, F.where(p, g, zero), F.where(p, zero, g)]


def _select_forwards(known: list, operands=(), attrs=None) -> int | None:
    """on_true (1) or on_false (2) when the predicate is known and the same everywhere, or when
    both are one value (IREE folds `select(p, x, x)` to x)."""
    if len(operands) == 3 and operands[1] is operands[2]:
        return 1
    pred = known[0]
    if pred is None or np.asarray(pred).size == 0:
        return None
    flat = np.asarray(pred).reshape(-1)
    return None if not np.all(flat == flat[0]) else 1 if flat[0] else 2


register(OpDef("select", _select_infer, lambda xs, at: [np.where(xs[0], xs[1], xs[2]).astype(xs[1].dtype)],
               pointwise_factors, elementwise=True, vjp=_select_vjp, forwards=_select_forwards))


def _convert_infer(types, attrs):
    if len(types) != 1:
        raise OpError(f"convert takes 1 operand, got {len(types)}")
    to = dtypes.normalize(attrs["dtype"])
    if dtypes.is_complex(types[0].dtype) and not (dtypes.is_complex(to) or dtypes.is_float(to)):
        raise OpError(f"convert from {types[0].dtype} to {to}: a complex number converts to a float or a "
                      f"complex type only; take its real part (stablehlo.real) and convert that")
    return [TensorType(types[0].shape, to)]


def _convert_ref(xs, attrs):
    (a,) = xs
    to = dtypes.normalize(attrs["dtype"])
    if a.dtype.kind == "c" and not dtypes.is_complex(to):   # a complex number converts as its real part
        a = a.real
    if a.dtype == np.float64 and dtypes.is_float(to):  # precise reference runs stay in float64
        return [a]
    src = "f32" if a.dtype == np.float64 else dtypes.normalize(a.dtype)
    if to == "i1":
        return [a != 0]
    if dtypes.is_unsigned(to) and dtypes.is_float(src):
        # truncate, then saturate (NaN -> 0) as XLA does; out of [0, max] StableHLO leaves it
        # undefined (IREE gives other values there)
        npd = dtypes.to_numpy(to)
        top = np.iinfo(npd).max
        t = np.clip(np.nan_to_num(np.trunc(a.astype(np.float64)), nan=0.0), 0.0, float(top))
        big = t >= float(top)  # (ui64's max is not a float64: 2**64 - 1 rounds up)
        return [np.where(big, top, np.where(big, 0.0, t).astype(npd)).astype(npd)]
    if dtypes.is_int(to) and dtypes.is_float(src):
        # truncate, then saturate into [min, max] (NaN -> 0), as XLA does (StableHLO leaves it undefined)
        info = np.iinfo(dtypes.to_numpy(to))
        t = np.nan_to_num(np.trunc(a.astype(np.float64)), nan=0.0)
        big = t >= float(info.max)   # (i64's max is not a float64)
        small = np.where(big, 0.0, np.clip(t, float(info.min), float(info.max)))
        return [np.where(big, info.max, small.astype(dtypes.to_numpy(to))).astype(dtypes.to_numpy(to))]
    if (src == "bf16" and to == "f16" or src == "f16" and to == "bf16"
            or (to == "bf16" or dtypes.is_float8(to)) and not dtypes.is_float(src)):
        # (an integer to bf16 or f8 as XLA's CPU code converts it: through f32, rounded twice)
        return [a.astype(np.float32).astype(dtypes.to_numpy(to))]
    return [a.astype(dtypes.to_numpy(to))]


def _convert_for_iree(types, attrs):
    """A float converted to an integer as XLA converts it (truncated, then saturated to the type's
    range, NaN to 0), which the reference does too; StableHLO leaves out-of-range values undefined
    and IREE gives INT_MIN for a NaN or an overflow. An integer converted to bf16 goes through f32,
    as XLA's CPU code (and the reference) converts it: IREE 3.13's CPU code converted it through a
    runtime call it does not link (`__truncsfbf2`). An f8 type is converted to or from anything
    but f32 through f32 (exact, then one rounding): IREE 3.13's CPU code converts f8 only to and
    from f32 ('failed to legalize operation arith.truncf / arith.extf'). Other conversions: IREE's own."""
    from .iree_forms import ElementwiseForm, f8_from_f32, f32_from_f8, narrow_from_f32
    t, to = types[0], dtypes.normalize(attrs["dtype"])
    if attrs.get("in_range"):   # (a form's own conversion: IREE's is right for its values)
        return None
    if dtypes.is_float8(to) or dtypes.is_float8(t.dtype) and not dtypes.is_int(to):
        from ..ir import Graph
        g = Graph("convert_for_iree")
        x = g.add_input(t)
        wide = f32_from_f8(g, x) if dtypes.is_float8(t.dtype) else g.add_op("convert", [x], {"dtype": "f32"}).result
        if dtypes.is_float8(to):
            wide = wide if t.dtype == "f32" else g.add_op("optimization_barrier", [wide], {}).result
            out = f8_from_f32(g, wide, to)
        else:
            out = wide if to == "f32" else g.add_op("convert", [wide], {"dtype": to}).result
        g.set_outputs([out])
        return g
    if to == "bf16" and not dtypes.is_float(t.dtype):
        from ..ir import Graph
        g = Graph("convert_for_iree")
        g.set_outputs([narrow_from_f32(g, g.add_op("convert", [g.add_input(t)], {"dtype": "f32"}).result, "bf16")])
        return g
    if not (dtypes.is_float(t.dtype) and dtypes.is_int(to)):
        return None
    e = ElementwiseForm(t, "convert")   # f16/bf16/f8 widened to f32: their range ends short of i32's
    info = np.iinfo(dtypes.to_numpy(to))
    zero = e.c(0.0)
    x = e.where(e.op("compare", e.x, e.x, comparison_direction="NE"), zero, e.x)        # NaN -> 0
    # the bounds as floats of the working type, both exact: the top is max + 1 (a power of two;
    # max itself may not be a float), the bottom the smallest integer (signed: values below it
    # saturate) or -1 (unsigned: values at or below it saturate to 0, those above truncate to 0)
    above = e.op("compare", x, e.c(float(info.max) + 1.0), comparison_direction="GE")
    below = e.op("compare", x, e.c(float(info.min) if info.min < 0 else -1.0),
                 comparison_direction="LE" if info.min == 0 else "LT")
    out = e.op("convert", e.where(e.op("or", above, below), zero, x), dtype=to, in_range=True)
    out = e.where(above, e.const(info.max, to), out)
    return e.finish(e.where(below, e.const(info.min, to), out))


def _convert_vjp(op, ins, outs, g):
    """Float to float only: no gradient flows through an integer."""
    a = ins[0]
    return [F.convert(g, a.dtype) if dtypes.is_float(a.dtype) and dtypes.is_float(outs[0].dtype) else None]


def _convert_import(imp, op, ins, where):
    return [imp.add("convert", ins, {"dtype": imp.result_type(op, where).dtype}, where)]


register(OpDef("convert", _convert_infer, _convert_ref, pointwise_factors, elementwise=True, splat_preserving=True,
               value_view="converted", for_iree=_convert_for_iree,
               vjp=_convert_vjp,
               imports={"stablehlo.convert": _convert_import}))


# -- bitcast_convert: the same bits read as another element type -------------------------------------
def _bitcast_infer(types, attrs):
    if len(types) != 1:
        raise OpError(f"bitcast_convert takes 1 operand, got {len(types)}")
    t = types[0]
    to = dtypes.normalize(attrs["dtype"])
    if "i1" in (t.dtype, to):
        raise OpError("bitcast_convert does not take or produce i1 (boolean) values; use convert")
    a, b = dtypes.bit_width(t.dtype), dtypes.bit_width(to)
    if a == b:
        return [TensorType(t.shape, to)]
    if a > b:  # each element becomes a/b narrower ones along a new minor dimension
        return [TensorType(t.shape + (a // b,), to)]
    if not t.shape or t.shape[-1] != b // a:
        raise OpError(f"bitcast_convert from {t.dtype} to {to} needs a last dimension of {b // a} "
                      f"(the {t.dtype} elements that make one {to}), got shape {list(t.shape)}")
    return [TensorType(t.shape[:-1], to)]


def _bitcast_ref(xs, attrs):
    (a,) = xs
    to = dtypes.to_numpy(dtypes.normalize(attrs["dtype"]))
    a = np.asarray(a, order="C")
    if a.dtype.itemsize >= to.itemsize:
        return [a.reshape(-1).view(to).reshape(a.shape + ((a.dtype.itemsize // to.itemsize,)
                                                          if a.dtype.itemsize > to.itemsize else ()))]
    return [a.reshape(-1).view(to).reshape(a.shape[:-1])]


def _bitcast_factors(operand_types, result_types, attrs):
    """Pointwise over the shared dimensions; the narrow side's extra minor dimension (the pieces
    of one wide element) is its own factor that is never sharded."""
    t, r = operand_types[0], result_types[0]
    if t.rank == r.rank:
        return pointwise_factors(operand_types, result_types, attrs)
    common = min(t.rank, r.rank)
    shared = [[d] for d in range(common)]
    extra = [[common]]
    sizes = list(r.shape[:common]) + [(t if t.rank > r.rank else r).shape[-1]]
    ops = [shared + extra] if t.rank > r.rank else [shared]
    res = [shared + extra] if r.rank > t.rank else [shared]
    return FactorRule(ops, res, sizes, need_replication={common})


def _bitcast_import(imp, op, ins, where):
    return [imp.add("bitcast_convert", ins, {"dtype": imp.result_type(op, where).dtype}, where)]


register(OpDef("bitcast_convert", _bitcast_infer, _bitcast_ref, _bitcast_factors, vjp=no_gradient,
               imports={"stablehlo.bitcast_convert": _bitcast_import}))  # reinterpreted bits


# -- power with a constant exponent -----------------------------------------------------------------
#
# `x ** 2.0` as a `power` op costs a pow per element (exp/log in IREE's general lowering) and makes
# IREE 3.13's CPU data tiling fail on some multi-device backward programs; written as `x * x` it is one
# multiply that fuses with anything. The builder (trace.binary) and the StableHLO importer call
# `power_rewrite` whenever a power is made, so autodiff differentiates the cheap ops too.
#
# Float exponents, and how the rewrite compares with a correctly rounded pow with C's special values
# (NumPy's float32 pow, the reference interpreter's, is itself one ulp off in ~0.07% of elements):
#   0 -> ones (pow(x, 0) = 1 for every x, NaN included)    1 -> x
#   2 -> x*x: identical (one rounding of the exact square; for f16/bf16 too: their products are exact
#        in f32, where the compiled code computes).
#  -1 -> 1/x: identical (one rounding; pow(+-0, -1) = +-inf and pow(+-inf, -1) = +-0, as 1/x).
#   0.5 -> sqrt(x) with pow's special values: pow(-0, 0.5) = +0 where sqrt(-0) = -0, and
#        pow(-inf, 0.5) = +inf where sqrt(-inf) = NaN; emitted as select(x == -inf, inf, abs(sqrt(x))),
#        identical to pow everywhere.
#   3 -> (x*x)*x and 4 -> (x*x)*(x*x): two roundings, so NOT bit-identical: within 1.3 ulp (3) and
#        1.9 ulp (4) of the exact power where a correctly rounded pow is within 0.5 (one ulp off it in
#        about 1/4 and 1/2 of random f32 inputs); signs, zeros, infinities and NaN as pow. JAX's
#        integer_pow computes these same products; IREE 3.13 lowers pow(x, 3.0) to the same product,
#        and pow(x, 4.0) by a general pow that is NaN for every negative x.
#  -0.5 -> rsqrt(x), with pow's special values (pow(-0, -0.5) = +inf, pow(-inf, -0.5) = +0) by the same
#        select/abs: NOT bit-identical, within 1.5 ulp of the exact value (IREE 3.13 lowers pow(x, -0.5)
#        to this rsqrt too).
# Integer dtypes (wrapping arithmetic, so every product is exact): 0 -> ones, 1 -> x, 2/3/4 -> products;
# negative integer exponents keep the power op.
# Any other exponent, or one that is not a compile-time splat constant, keeps the power op.

FLOAT_POWERS = (0.0, 1.0, 2.0, 3.0, 4.0, -1.0, 0.5, -0.5)
INT_POWERS = (0, 1, 2, 3, 4)


def splat_value(v):
    """The one value every element of the Graph IR value `v` holds when it is a compile-time splat
    constant (a constant, possibly through broadcast_in_dim, reshape or convert), else None."""
    op = v.producer
    while op is not None and op.kind in ("broadcast_in_dim", "reshape"):
        op = op.operands[0].producer
    if op is None:
        return None
    if op.kind == "convert":
        inner = splat_value(op.operands[0])
        if inner is None:
            return None
        from .registry import get
        return get("convert").reference([np.asarray(inner).reshape(1)], op.attrs)[0].reshape(())[()]
    if op.kind != "constant":
        return None
    arr = np.asarray(op.attrs["value"])
    if arr.size == 0:
        return None
    first = arr.reshape(-1)[0]
    return first if np.all(arr == first) else None  # (a NaN splat is no exponent we rewrite)


def power_exponent(exponent, dtype: str):
    """The exponent as a Python number when `power_rewrite` handles it for a base of `dtype`, else None.
    `exponent` is a number, a NumPy array/scalar, or a Graph IR value (a splat constant)."""
    if dtype == "i1":
        return None
    if isinstance(exponent, (bool, int, float, np.generic, np.ndarray)):
        arr = np.asarray(exponent)
        if arr.size == 0 or not np.all(arr == arr.reshape(-1)[0]):
            return None
        e = arr.reshape(-1)[0]
    else:
        e = splat_value(exponent)
        if e is None:
            return None
    if dtypes.is_float(dtype):
        e = float(e)
        return e if e in FLOAT_POWERS else None
    if isinstance(e, (float, np.floating)) and not float(e).is_integer():
        return None
    e = int(e)
    return e if e in INT_POWERS else None


def power_rewrite(base, exponent, emit):
    """`base ** exponent` as cheap ops when the exponent is a constant `power_exponent` accepts, else
    None (make the power op). `base` is a Graph IR value; `emit(kind, operands, attrs)` makes one op
    and returns its result value (the builder's or the importer's way of adding ops)."""
    e = power_exponent(exponent, base.dtype)
    if e is None:
        return None
    np_dt = dtypes.to_numpy(base.dtype)

    def full(value):
        c = emit("constant", [], {"value": np.array(value, dtype=np_dt)})
        if base.shape == ():
            return c
        return emit("broadcast_in_dim", [c], {"shape": tuple(base.shape), "broadcast_dimensions": ()})

    def mul(a, b):
        return emit("multiply", [a, b], None)

    if e == 0:
        return full(1)
    if e == 1:
        return base
    if e == 2:
        return mul(base, base)
    if e == 3:
        return mul(mul(base, base), base)
    if e == 4:
        sq = mul(base, base)
        return mul(sq, sq)
    if e == -1:
        return emit("divide", [full(1), base], None)
    # 0.5 / -0.5: sqrt / rsqrt, non-negative (abs: pow(-0, +-0.5) is +0 / +inf), and pow's value at -inf
    root = emit("abs", [emit("sqrt" if e == 0.5 else "rsqrt", [base], None)], None)
    at_neg_inf = emit("compare", [base, full(-np.inf)], {"comparison_direction": "EQ"})
    return emit("select", [at_neg_inf, full(np.inf if e == 0.5 else 0.0), root], None)
