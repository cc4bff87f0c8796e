"""The hyperbolic and inverse trigonometric functions (sinh, cosh, asin, acos, atan, asinh, acosh,
atanh), which JAX writes as CHLO (`jnp.sinh` is `chlo.sinh`, `jnp.arcsin` is `chlo.asin`, ...), and
the forms for IREE that keep sine, cosine, tan, expm1 and log1p right near zero and sine, cosine
and tan right up to |x| = 1e7.

IREE 3.13 gets these wrong where XLA does not: its f32 sine and tan of a small negative x are off
(sin(-1e-8) = +6e-8, sin(-1e-6) 10% off, and -0 loses its sign), its f64 expm1 and log1p are
exp(x) - 1 and log(1 + x) (0 for |x| below 1e-16), its f64 sinh, asinh and atanh lose small x the
same way, and its f64 asin, acos and atan do not link (`atan2`). So every op here is written for
IREE out of ops it computes well (`for_iree`): odd functions as f(|x|) with x's sign put back,
exp(x) - 1 and log(1 + x) with Kahan's correction (f64), sinh and cosh from exp(|x| / 2), the
inverse functions from atan2, log1p and sqrt. Narrow floats are computed in f32 and rounded once,
as XLA's CPU code does.
"""
from __future__ import annotations

import math

import numpy as np

from .elementwise import _unary
from .iree_forms import ElementwiseForm
from .registry import OPS
from .vjp_kit import F


def _signed(e: ElementwiseForm, x, magnitude):
    """f(x) = sign(x) f(|x|) for an odd f, -0 and all: `magnitude(e, |x|)` computes f(|x|)."""
    r = magnitude(e, e.op("abs", x))
    return e.where(e.signbit(x), e.op("negate", r), r)


def _odd_form(kind: str, magnitude):
    """The form for IREE of an odd function: `_signed` of the operand."""
    def form(types, attrs):
        e = ElementwiseForm(types[0], kind)
        return e.finish(_signed(e, e.x, magnitude))
    return form


# -- sine, cosine, tan, expm1, log1p: IREE's own ops, kept right near zero and up to 1e7 ------------------
def _split(v: float, bits: int) -> float:
    """v (> 0) cut to its leading `bits` significant bits."""
    m, ex = math.frexp(v)
    return math.ldexp(math.floor(m * 2 ** bits) / 2 ** bits, ex)


#: pi/2 as four f32 parts, the first three of 8 significant bits, and k = x 2/pi cut in two of at most
#: 12 bits (k_hi, a multiple of 2^12, and k_lo): each k_* part is then exact in f32 (Cody and
#: Waite's reduction without a fused multiply-add), so r = x - k pi/2 is right to about 1.5e-7 for
#: |x| < _REDUCED (k < 2^23 there)
_C1 = _split(math.pi / 2, 8)
_C2 = _split(math.pi / 2 - _C1, 8)
_C3 = _split(math.pi / 2 - _C1 - _C2, 8)
_C4 = float(np.float32(math.pi / 2 - _C1 - _C2 - _C3))
_REDUCED = 1.0e7


def _as_is(e: ElementwiseForm, kind: str, x):
    """IREE's own `kind` of x (f32), odd ones as sign(x) f(|x|): IREE 3.13 is right for x >= 0."""
    if kind == "cosine":
        return e.op(kind, x, as_is=True)
    return _signed(e, x, lambda e, a: e.op(kind, a, as_is=True))


def _trig_for_iree(kind: str):
    """sine, cosine, tan (f32 and narrower): x reduced to r in [-pi/4, pi/4] by x - k pi/2 (four
    parts, see _C1), the function of r picked and signed by k mod 4; IREE's own beyond 1e7. IREE
    3.13's own reduction is off by 3e-4 at 1e4 (a rotary embedding's angles reach that) and gives
    inf at 1e30."""
    def form(types, attrs):
        if attrs.get("as_is") or types[0].dtype == "f64":
            return None
        e = ElementwiseForm(types[0], kind)
        x = e.x
        near = e.lt(e.op("abs", x), e.c(_REDUCED))
        k = e.where(near, e.op("round_nearest_even", e.op("multiply", x, e.c(2 / math.pi))), e.c(0.0))
        k_hi = e.op("multiply", e.op("round_nearest_even", e.op("multiply", k, e.c(2.0 ** -12))), e.c(2.0 ** 12))
        k_lo = e.op("subtract", k, k_hi)
        r = x
        for part in (_C1, _C2, _C3, _C4):
            for k_part in (k_hi, k_lo):
                r = e.op("subtract", r, e.op("multiply", k_part, e.c(part)))
        q = e.op("and", e.op("convert", k, dtype="i32"), e.const(3, "i32"))
        quadrant = [e.eq(q, e.const(i, "i32")) for i in range(4)]
        if kind == "tan":
            t = _as_is(e, "tan", r)
            odd = e.op("or", quadrant[1], quadrant[3])
            y = e.where(odd, e.op("negate", e.op("divide", e.c(1.0), t)), t)
        else:
            s, c = _as_is(e, "sine", r), _as_is(e, "cosine", r)
            turns = [s, c, e.op("negate", s), e.op("negate", c)] if kind == "sine" else \
                [c, e.op("negate", s), e.op("negate", c), s]
            y = e.where(quadrant[0], turns[0], e.where(quadrant[1], turns[1], e.where(quadrant[2], turns[2], turns[3])))
        y = e.where(near, y, _as_is(e, kind, x))
        return e.finish(y if kind == "cosine" else e.where(e.eq(x, e.c(0.0)), x, y))   # sin(-0) = -0
    return form


def _expm1_f64(e: ElementwiseForm, x):
    """exp(x) - 1 by Kahan's correction: (u - 1) x / log(u), u = exp(x); x where u rounds to 1."""
    u = e.op("exponential", x)
    um1 = e.op("subtract", u, e.c(1.0))
    r = e.op("divide", e.op("multiply", um1, x), e.op("log", u))
    r = e.where(e.eq(um1, e.c(-1.0)), e.c(-1.0), r)      # x below about -37: -1
    r = e.where(e.eq(u, e.c(math.inf)), u, r)
    return e.where(e.eq(u, e.c(1.0)), x, r)


def _log1p_f64(e: ElementwiseForm, x):
    """log(1 + x) by Kahan's correction: log(u) x / (u - 1), u = 1 + x; x where u rounds to 1."""
    u = e.op("add", e.c(1.0), x)
    r = e.op("divide", e.op("multiply", e.op("log", u), x), e.op("subtract", u, e.c(1.0)))
    r = e.where(e.eq(u, e.c(math.inf)), u, r)
    return e.where(e.eq(u, e.c(1.0)), x, r)


def _f64_only(kind: str, body):
    def form(types, attrs):
        if types[0].dtype != "f64":
            return None
        e = ElementwiseForm(types[0], kind)
        return e.finish(body(e, e.x))
    return form


for _k in ("sine", "cosine", "tan"):
    OPS[_k].for_iree = _trig_for_iree(_k)
OPS["exponential_minus_one"].for_iree = _f64_only("exponential_minus_one", _expm1_f64)
OPS["log_plus_one"].for_iree = _f64_only("log_plus_one", _log1p_f64)


# -- sinh, cosh ------------------------------------------------------------------------------------------
def _half_exponentials(e: ElementwiseForm, a):
    """(e^a / 2, e^-a / 2) for a >= 0 as E^2 / 2 and 1 / (2 E^2), E = exp(a / 2): finite up to where
    sinh and cosh are."""
    half = e.op("exponential", e.op("multiply", a, e.c(0.5)))
    return (e.op("multiply", e.op("multiply", e.c(0.5), half), half),
            e.op("divide", e.c(0.5), e.op("multiply", half, half)))


def _sinh_magnitude(e: ElementwiseForm, a):
    """sinh(a), a >= 0: (u + u / (u + 1)) / 2 with u = expm1(a) below 1 (no cancellation near 0),
    else e^a / 2 - e^-a / 2."""
    u = e.op("exponential_minus_one", a)
    small = e.op("multiply", e.c(0.5), e.op("add", u, e.op("divide", u, e.op("add", u, e.c(1.0)))))
    return e.where(e.lt(a, e.c(1.0)), small, e.op("subtract", *_half_exponentials(e, a)))


def _cosh_for_iree(types, attrs):
    """cosh(x) = e^|x| / 2 + e^-|x| / 2."""
    e = ElementwiseForm(types[0], "cosh")
    return e.finish(e.op("add", *_half_exponentials(e, e.op("abs", e.x))))


# -- asin, acos, atan ------------------------------------------------------------------------------------
def _one_minus_square(e: ElementwiseForm, x):
    """sqrt(1 - x^2) as sqrt((1 - x)(1 + x)) (no cancellation near +-1; NaN beyond)."""
    return e.op("sqrt", e.op("multiply", e.op("subtract", e.c(1.0), x), e.op("add", e.c(1.0), x)))


def _asin_for_iree(types, attrs):
    """asin(x) = atan2(x, sqrt(1 - x^2))."""
    e = ElementwiseForm(types[0], "asin")
    return e.finish(e.op("atan2", e.x, _one_minus_square(e, e.x)))


def _acos_for_iree(types, attrs):
    """acos(x) = 2 atan2(sqrt(1 - x^2), 1 + x), pi at -1 (as XLA)."""
    e = ElementwiseForm(types[0], "acos")
    r = e.op("multiply", e.c(2.0), e.op("atan2", _one_minus_square(e, e.x), e.op("add", e.c(1.0), e.x)))
    return e.finish(e.where(e.eq(e.x, e.c(-1.0)), e.c(math.pi), r))


def _atan_for_iree(types, attrs):
    """atan(x) = atan2(x, 1)."""
    e = ElementwiseForm(types[0], "atan")
    return e.finish(e.op("atan2", e.x, e.c(1.0)))


# -- asinh, acosh, atanh ---------------------------------------------------------------------------------
def _large(e: ElementwiseForm) -> float:
    """Where x^2 + 1 rounds to x^2 (sqrt(x^2 +- 1) = x): beyond it the functions are log(2x)."""
    return 2.0 ** 28 if e.work == "f64" else 2.0 ** 12


def _log_twice(e: ElementwiseForm, a):
    return e.op("add", e.op("log", a), e.c(math.log(2.0)))


def _asinh_magnitude(e: ElementwiseForm, a):
    """asinh(a), a >= 0: log1p(a + a^2 / (1 + sqrt(1 + a^2))), log(2a) once a^2 swamps 1."""
    a2 = e.op("multiply", a, a)
    near = e.op("log_plus_one", e.op("add", a, e.op("divide", a2, e.op(
        "add", e.c(1.0), e.op("sqrt", e.op("add", e.c(1.0), a2))))))
    return e.where(e.lt(a, e.c(_large(e))), near, _log_twice(e, a))


def _acosh_for_iree(types, attrs):
    """acosh(x) = log1p(d + sqrt(d (x + 1))), d = x - 1 (exact near 1); log(2x) once x^2 swamps 1;
    NaN below 1."""
    e = ElementwiseForm(types[0], "acosh")
    x = e.x
    d = e.op("subtract", x, e.c(1.0))
    near = e.op("log_plus_one", e.op("add", d, e.op("sqrt", e.op("multiply", d, e.op("add", x, e.c(1.0))))))
    r = e.where(e.lt(x, e.c(_large(e))), near, _log_twice(e, x))
    return e.finish(e.where(e.lt(x, e.c(1.0)), e.c(math.nan), r))


def _atanh_magnitude(e: ElementwiseForm, a):
    """atanh(a), a >= 0: log1p(2a / (1 - a)) / 2 (inf at 1, NaN beyond)."""
    ratio = e.op("divide", e.op("multiply", e.c(2.0), a), e.op("subtract", e.c(1.0), a))
    return e.op("multiply", e.c(0.5), e.op("log_plus_one", ratio))


def _inverse_sqrt_of(expr, sign: float = 1.0):
    """sign g / sqrt(expr(x)): the derivatives of asin, acos, asinh and acosh."""
    return lambda op, ins, outs, g: [(sign * g) / F.sqrt(expr(ins[0]))]


_unary("sinh", np.sinh, vjp=lambda op, ins, outs, g: [g * F.cosh(ins[0])], for_iree=_odd_form("sinh", _sinh_magnitude))
_unary("cosh", np.cosh, vjp=lambda op, ins, outs, g: [g * F.sinh(ins[0])], for_iree=_cosh_for_iree)
_unary("asin", np.arcsin, vjp=_inverse_sqrt_of(lambda x: (1.0 - x) * (1.0 + x)), for_iree=_asin_for_iree)
_unary("acos", np.arccos, vjp=_inverse_sqrt_of(lambda x: (1.0 - x) * (1.0 + x), -1.0), for_iree=_acos_for_iree)
_unary("atan", np.arctan, vjp=lambda op, ins, outs, g: [g / (1.0 + ins[0] * ins[0])], for_iree=_atan_for_iree)
_unary("asinh", np.arcsinh, vjp=_inverse_sqrt_of(lambda x: x * x + 1.0), for_iree=_odd_form("asinh", _asinh_magnitude))
_unary("acosh", np.arccosh, vjp=_inverse_sqrt_of(lambda x: (x - 1.0) * (x + 1.0)), for_iree=_acosh_for_iree)
_unary("atanh", np.arctanh, vjp=lambda op, ins, outs, g: [g / ((1.0 - ins[0]) * (1.0 + ins[0]))],
       for_iree=_odd_form("atanh", _atanh_magnitude))
for _k in ("sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh"):
    OPS[_k].stablehlo = f"chlo.{_k}"
