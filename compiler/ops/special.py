"""Special functions: the error functions erf, erfc, erf_inv and the log-gamma and digamma
functions lgamma, digamma. JAX writes them as CHLO (`chlo.erf`, `chlo.lgamma`, ...); shardflow's
StableHLO output writes them the same way, and iree-compile takes the error functions as CHLO.

Values follow XLA's: lgamma is log|Gamma(x)| (+inf at the poles 0, -1, -2, ... and at +-inf),
digamma is NaN at the poles and at -inf. IREE's own expansion of chlo.lgamma and chlo.digamma
differs there (digamma(0) = -inf, lgamma(1e30) = inf, digamma(-1e-30) off by 37 orders of
magnitude), so for IREE both are written out as ordinary ops (`for_iree`): the reflection formula
below 1/2 (its sine or tangent taken of x - round(x), exact in any float type), the recurrence up
to 10, then Stirling's or the asymptotic series, in f32 for narrower floats (in f64, with more
terms, for f64; IREE cannot lower f64 cube roots either, so cbrt has an f64 form here too).

Gradients: erf, erfc, erf_inv and lgamma have theirs (lgamma's is digamma); digamma's would need
polygamma, which shardflow does not have, so differentiating it is a TraceError that says so.
"""
from __future__ import annotations

import math

import numpy as np

from ..ir import Graph, Value
from .elementwise import _unary
from .iree_forms import ElementwiseForm
from .registry import OPS
from .vjp_kit import F

_erf = np.vectorize(math.erf, otypes=[np.float64])
_erfc = np.vectorize(math.erfc, otypes=[np.float64])


def _erf_inv(y):
    """Inverse error function: Giles' single-precision approximation refined by Newton steps in
    float64 (exact to float64 rounding away from +-1); +-1 -> +-inf, |y| > 1 -> nan."""
    y = np.asarray(y, np.float64)
    with np.errstate(all="ignore"):
        w = -np.log((1.0 - y) * (1.0 + y))
        small = w < 5.0
        ws = w - 2.5
        p1 = 2.81022636e-08
        for c in (3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087, -0.00125372503,
                  -0.00417768164, 0.246640727, 1.50140941):
            p1 = c + p1 * ws
        wl = np.sqrt(w) - 3.0
        p2 = -0.000200214257
        for c in (0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773, -0.0076224613,
                  0.00943887047, 1.00167406, 2.83297682):
            p2 = c + p2 * wl
        x = np.where(small, p1, p2) * y
        for _ in range(3):
            fx = _erf(x) - y
            dx = fx / (2.0 / math.sqrt(math.pi) * np.exp(-x * x))
            x = np.where(np.isfinite(dx), x - dx, x)
        x = np.where(np.abs(y) == 1.0, np.copysign(np.inf, y), x)
        return np.where(np.abs(y) > 1.0, np.nan, x)


_unary("erf", _erf, vjp=lambda op, ins, outs, g: [g * (2.0 / np.sqrt(np.pi)) * F.exp(-(ins[0] * ins[0]))])
_unary("erfc", _erfc, vjp=lambda op, ins, outs, g: [g * (-2.0 / np.sqrt(np.pi)) * F.exp(-(ins[0] * ins[0]))])
_unary("erf_inv", _erf_inv, vjp=lambda op, ins, outs, g: [g * (np.sqrt(np.pi) / 2.0) * F.exp(outs[0] * outs[0])])


# lgamma, digamma ------------------------------------------------------------------------------------
#: B_2k / (2k (2k - 1)) and B_2k / 2k, k = 1..8: Stirling's series of lgamma and the asymptotic
#: series of digamma in 1 / y**2 (f32 takes the first 4 and 5 terms at y >= 10; f64 all 8, whose
#: next term is below f64's rounding there).
_STIRLING = [1 / 12, -1 / 360, 1 / 1260, -1 / 1680, 1 / 1188, -691 / 360360, 1 / 156, -3617 / 122400]
_ASYMPTOTIC = [1 / 12, -1 / 120, 1 / 252, -1 / 240, 1 / 132, -691 / 32760, 1 / 12, -3617 / 8160]


def _poles(x):
    """Where Gamma has a pole: 0, -1, -2, ... (and -0.0)."""
    return (x <= 0) & (x == np.floor(x))


def _lgamma(x):
    x = np.asarray(x, np.float64)
    finite = np.isfinite(x) & ~_poles(x)
    out = np.where(np.isnan(x), np.nan, np.inf)
    out[finite] = [math.lgamma(v) for v in x[finite]]
    return out


def _digamma(x):
    """Reflection below 1/2, the recurrence up to 10, then the asymptotic series (float64)."""
    x = np.asarray(x, np.float64)
    with np.errstate(all="ignore"):
        low = x < 0.5
        y = np.where(low, 1.0 - x, x)
        acc = np.zeros_like(y)
        for _ in range(10):
            small = y < 10.0
            acc -= np.where(small, 1.0 / y, 0.0)
            y = np.where(small, y + 1.0, y)
        r = 1.0 / (y * y)
        tail = np.zeros_like(r)
        for k in reversed(_ASYMPTOTIC):
            tail = k + r * tail
        series = np.log(y) - 0.5 / y - r * tail
        psi = acc + series
        psi = np.where(low, psi - np.pi / np.tan(np.pi * x), psi)
        psi = np.where(x == np.inf, np.inf, psi)
        return np.where(_poles(x) | (x == -np.inf) | np.isnan(x), np.nan, psi)


def _digamma_vjp(op, ins, outs, g):
    from ..trace import TraceError
    raise TraceError(f"no gradient rule for digamma (at {op.loc}): it needs polygamma(1, x), which shardflow "
                     f"does not have; keep digamma out of the differentiated part (stop_gradient) or differentiate "
                     f"lgamma instead (its gradient is digamma)")


class _Expr(ElementwiseForm):
    """The special functions' forms for IREE: reflection, shifts and poles on top of the shared
    builder."""

    def reflect_and_shift(self):
        """(x < 1/2, pi * (x - round(x)) (|sin| and tan of pi x are those of it), y = max(x, 1 - x)
        shifted up to >= 10, the shifts as (taken, y before) pairs)."""
        e, x = self, self.x
        low = e.lt(x, e.c(0.5))
        y = e.where(low, e.op("subtract", e.c(1.0), x), x)
        steps = []
        for _ in range(10):
            small = e.lt(y, e.c(10.0))
            steps.append((small, y))
            y = e.where(small, e.op("add", y, e.c(1.0)), y)
        near = e.op("subtract", x, e.op("round_nearest_even", x))   # in [-1/2, 1/2], exact
        return low, e.op("multiply", e.c(math.pi), near), y, steps

    def small_angle(self, kind: str, a: Value) -> Value:
        """sine or tan of `a`, with a itself below 1e-4 (IREE's f32 polynomials have an absolute
        error of ~1e-7 there, which the reflection formula would turn into a wrong answer near 0;
        f64 calls libm, exact there)."""
        if self.work == "f64":
            return self.op(kind, a)
        tiny = self.lt(self.op("abs", a), self.c(1e-4))
        return self.where(tiny, a, self.op(kind, a))

    def poles(self) -> Value:
        e, x = self, self.x
        return e.op("and", e.op("compare", x, e.c(0.0), comparison_direction="LE"), e.eq(x, e.op("floor", x)))


def _series(e: _Expr, y: Value, coefs) -> Value:
    """sum_k coefs[k] * r**k with r = 1 / y**2 (Horner)."""
    r = e.op("divide", e.c(1.0), e.op("multiply", y, y))
    acc = e.c(coefs[-1])
    for k in reversed(coefs[:-1]):
        acc = e.op("add", e.c(k), e.op("multiply", r, acc))
    return acc


def _lgamma_for_iree(types, attrs) -> Graph:
    e = _Expr(types[0])
    low, pifrac, y, steps = e.reflect_and_shift()
    prod = e.c(1.0)
    for small, before in steps:
        prod = e.op("multiply", prod, e.where(small, before, e.c(1.0)))
    logy = e.op("log", y)
    stirling = e.op("add", e.op("subtract", e.op("multiply", e.op("subtract", y, e.c(0.5)), logy), y),
                    e.c(0.5 * math.log(2 * math.pi)))
    tail = e.op("divide", _series(e, y, _STIRLING[:8 if e.work == "f64" else 4]), y)
    pos = e.op("subtract", e.op("add", stirling, tail), e.op("log", prod))
    sin = e.op("abs", e.small_angle("sine", pifrac))
    reflected = e.op("subtract", e.op("subtract", e.c(math.log(math.pi)), e.op("log", sin)), pos)
    r = e.where(low, reflected, pos)
    inf = e.eq(e.op("abs", e.x), e.c(math.inf))
    return e.finish(e.where(e.op("or", e.poles(), inf), e.c(math.inf), r))


def _digamma_for_iree(types, attrs) -> Graph:
    e = _Expr(types[0])
    low, pifrac, y, steps = e.reflect_and_shift()
    acc = e.c(0.0)
    for small, before in steps:
        acc = e.op("subtract", acc, e.where(small, e.op("divide", e.c(1.0), before), e.c(0.0)))
    series = e.op("multiply", e.op("divide", e.c(1.0), e.op("multiply", y, y)),
                  _series(e, y, _ASYMPTOTIC[:8 if e.work == "f64" else 5]))
    asym = e.op("subtract", e.op("subtract", e.op("log", y), e.op("divide", e.c(0.5), y)), series)
    psi = e.op("add", acc, asym)
    reflected = e.op("subtract", psi, e.op("divide", e.c(math.pi), e.small_angle("tan", pifrac)))
    r = e.where(low, reflected, psi)
    bad = e.op("or", e.poles(), e.eq(e.x, e.c(-math.inf)))
    return e.finish(e.where(bad, e.c(math.nan), r))


def _cbrt_for_iree(types, attrs) -> Graph | None:
    """f64 cube roots (IREE 3.13 cannot lower math.cbrt on f64): |x| ** (1/3) with x's sign, then a
    Newton step; 0, infinities and NaN as they are. Other types: IREE's own, but infinities as they
    are (IREE's is NaN there)."""
    if attrs.get("finite_or_nan"):
        return None
    e = _Expr(types[0])
    x = e.x
    if types[0].dtype != "f64":
        infinite = e.eq(e.op("abs", x), e.c(math.inf))
        return e.finish(e.where(infinite, x, e.op("cbrt", x, finite_or_nan=True)))
    y0 = e.op("multiply", e.op("sign", x), e.op("power", e.op("abs", x), e.c(1 / 3)))
    y2 = e.op("multiply", y0, y0)
    y = e.op("subtract", y0, e.op("divide", e.op("subtract", e.op("multiply", y2, y0), x),
                                   e.op("multiply", e.c(3.0), y2)))
    keep = e.op("or", e.eq(x, e.c(0.0)), e.op("not", e.op("is_finite", x)))
    return e.finish(e.where(keep, x, y))


_unary("lgamma", _lgamma, vjp=lambda op, ins, outs, g: [g * F.digamma(ins[0])], for_iree=_lgamma_for_iree)
_unary("digamma", _digamma, vjp=_digamma_vjp, for_iree=_digamma_for_iree)
for _k in ("erf", "erfc", "erf_inv", "lgamma", "digamma"):
    OPS[_k].stablehlo = f"chlo.{_k}"
OPS["cbrt"].for_iree = _cbrt_for_iree
