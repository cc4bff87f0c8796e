"""The op functions users call while tracing (`sfc.exp(x)`, `sfc.relu(x)`, ...).

Primitives map one-to-one onto Graph IR ops; composites (relu, gelu, softmax, ...) are built from
them, so the partitioner and autodiff only ever see primitives.
"""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from . import dtypes
from .ops.registry import OpError
from .trace import Builder, Tensor, _as_tensor, binary, broadcast_shapes, broadcast_to, promote, weak_dtype  # noqa: F401


def _t(x) -> Tensor:
    return _as_tensor(x)


def _unary(kind):
    def f(x):
        x = _t(x)
        return x.builder.op(kind, [x])
    f.__name__ = kind
    f.__doc__ = f"Elementwise {kind} (StableHLO `{kind}`)."
    return f


def _binary(kind):
    def f(a, b):
        return binary(kind, a, b)
    f.__name__ = kind
    f.__doc__ = f"Elementwise {kind} with NumPy broadcasting (StableHLO `{kind}`)."
    return f


add, subtract, multiply, divide = _binary("add"), _binary("subtract"), _binary("multiply"), _binary("divide")
maximum, minimum, power = _binary("maximum"), _binary("minimum"), _binary("power")
logical_and, logical_or = _binary("and"), _binary("or")
negate, abs, exp, log = _unary("negate"), _unary("abs"), _unary("exponential"), _unary("log")
tanh, logistic, sqrt, rsqrt = _unary("tanh"), _unary("logistic"), _unary("sqrt"), _unary("rsqrt")
logical_not = _unary("not")
logical_xor = _binary("xor")
remainder, atan2 = _binary("remainder"), _binary("atan2")
sin, cos, tan = _unary("sine"), _unary("cosine"), _unary("tan")
floor, ceil, round, sign = _unary("floor"), _unary("ceil"), _unary("round_nearest_even"), _unary("sign")  # noqa: A001
expm1, log1p, cbrt, isfinite = (_unary("exponential_minus_one"), _unary("log_plus_one"), _unary("cbrt"),
                                _unary("is_finite"))
erf, erfc, erf_inv = _unary("erf"), _unary("erfc"), _unary("erf_inv")
lgamma, digamma = _unary("lgamma"), _unary("digamma")
sinh, cosh, asinh, acosh, atanh = (_unary("sinh"), _unary("cosh"), _unary("asinh"), _unary("acosh"),
                                 _unary("atanh"))
asin, acos, atan = _unary("asin"), _unary("acos"), _unary("atan")
round_nearest_afz = _unary("round_nearest_afz")   # halves away from zero (round: halves to even)
exponential = exp
sigmoid = logistic
# bit ops on integers (and, or, xor, not are bitwise on integers, logical on i1)
shift_left, shift_right_logical = _binary("shift_left"), _binary("shift_right_logical")
shift_right_arithmetic = _binary("shift_right_arithmetic")
bitwise_and, bitwise_or, bitwise_xor, bitwise_not = logical_and, logical_or, logical_xor, logical_not
popcnt = _unary("popcnt")
count_leading_zeros = _unary("count_leading_zeros")
nextafter = _binary("next_after")
# complex numbers (complex64 / complex128: FFTs, jnp.exp(1j * x)); no gradients through them
real, imag = _unary("real"), _unary("imag")
complex = _binary("complex")   # noqa: A001  (real and imaginary parts, f32 or f64)


def fft(x, fft_type: str = "FFT", fft_length: Sequence[int] | None = None) -> Tensor:
    """`jax.lax.fft`: the FFT of x's last `len(fft_length)` dimensions (default: the last one, whole).
    fft_type: "FFT" and "IFFT" (complex -> complex), "RFFT" (f32/f64 -> complex, the last dim
    halved + 1), "IRFFT" (its inverse, back to `fft_length`). Those dimensions are computed whole on
    each device (sharded ones are gathered first); the ones before them split freely."""
    x = _t(x)
    if fft_length is None:
        n = x.shape[-1] if x.shape else 0
        fft_length = (2 * (n - 1),) if fft_type == "IRFFT" else (n,)
    return x.builder.op("fft", [x], {"fft_type": fft_type, "fft_length": tuple(int(n) for n in fft_length)})


def bitcast_convert(x, dtype) -> Tensor:
    """The same bits read as `dtype` (NumPy's `view`). A narrower type adds a minor dimension
    (ui64[4] -> ui32[4, 2], little-endian); a wider one consumes it (ui32[4, 2] -> ui64[4])."""
    x = _t(x)
    dt = dtypes.normalize(dtype)
    if dt == x.dtype:
        return x
    return x.builder.op("bitcast_convert", [x], {"dtype": dt})


def rng_bit_generator(state, shape, dtype="ui32", algorithm: str = "DEFAULT") -> tuple[Tensor, Tensor]:
    """StableHLO rng_bit_generator: (next state, random bits of `shape` and `dtype`) from a ui64
    state, bit-exact with XLA. algorithm: "THREE_FRY" (state ui64[2]), "PHILOX" (ui64[2] or [3])
    or "DEFAULT" (Philox, as XLA's CPU/GPU backends and IREE run it)."""
    state = _t(state)
    attrs = {"algorithm": algorithm, "shape": tuple(int(d) for d in shape), "dtype": dtypes.normalize(dtype)}
    return (state.builder.op("rng_bit_generator", [state], {**attrs, "output": "state"}),
            state.builder.op("rng_bit_generator", [state], {**attrs, "output": "bits"}))


def _alike(a, b, what: str) -> tuple[Tensor, Tensor]:
    """a and b promoted (Python numbers take the tensor's dtype) and broadcast to one shape; their
    dtypes must then agree."""
    a, b = promote(a, b)
    if a.dtype != b.dtype:
        raise OpError(f"{what}: operand dtypes differ ({a.dtype} and {b.dtype}); convert one with .astype()")
    shape = broadcast_shapes(a.shape, b.shape)
    return broadcast_to(a, shape), broadcast_to(b, shape)


def compare(a, b, direction: str) -> Tensor:
    """Elementwise comparison; direction is one of EQ, NE, LT, LE, GT, GE. Returns i1."""
    a, b = _alike(a, b, "compare")
    return a.builder.op("compare", [a, b], {"comparison_direction": direction})


def _floor_divmod(a, b) -> tuple[Tensor, Tensor]:
    """(quotient rounded toward minus infinity, remainder with the divisor's sign): Python's,
    NumPy's and JAX's `//` and `%`, from StableHLO's divide and remainder, which truncate (the
    remainder takes the dividend's sign). Floats as JAX computes them: (a - r) / b, rounded."""
    a, b = _alike(a, b, "floor_divide/mod")
    r = remainder(a, b)
    if dtypes.is_unsigned(a.dtype):
        return divide(a, b), r
    zero = broadcast_to(_as_tensor(0, like=a), a.shape)
    across = logical_and(r != zero, logical_xor(r < zero, b < zero))   # r and b of opposite signs
    if dtypes.is_float(a.dtype):
        q = divide(a - r, b)
        return round(select(across, q - 1, q)), select(across, r + b, r)
    return select(across, divide(a, b) - 1, divide(a, b)), select(across, r + b, r)


def floor_divide(a, b) -> Tensor:
    """`a // b` as in Python, NumPy and JAX: the quotient rounded toward minus infinity (StableHLO's
    integer `divide` truncates toward zero)."""
    return _floor_divmod(a, b)[0]


def mod(a, b) -> Tensor:
    """`a % b` as in Python, NumPy and JAX (`jnp.remainder`, `jnp.mod`): the remainder takes the
    divisor's sign. `remainder` is StableHLO's (C's `fmod`: the dividend's sign)."""
    return _floor_divmod(a, b)[1]


def equal(a, b): return compare(a, b, "EQ")
def not_equal(a, b): return compare(a, b, "NE")
def less(a, b): return compare(a, b, "LT")
def less_equal(a, b): return compare(a, b, "LE")
def greater(a, b): return compare(a, b, "GT")
def greater_equal(a, b): return compare(a, b, "GE")


def select(pred, on_true, on_false) -> Tensor:
    """`pred ? on_true : on_false` elementwise, with broadcasting (NumPy's `where`)."""
    ref = next((x for x in (on_true, on_false, pred) if isinstance(x, Tensor)), None)
    if ref is None:
        ref = _t(on_true)
    t, f = promote(on_true, on_false)
    p = pred if isinstance(pred, Tensor) else _as_tensor(np.asarray(pred, dtype=bool))
    if p.dtype != "i1":
        raise OpError(f"select: the predicate must be boolean (i1), got {p.dtype}")
    if t.dtype != f.dtype:
        raise OpError(f"select: branch dtypes differ ({t.dtype} and {f.dtype})")
    shape = broadcast_shapes(broadcast_shapes(p.shape, t.shape), f.shape)
    return t.builder.op("select", [broadcast_to(p, shape), broadcast_to(t, shape), broadcast_to(f, shape)])


where = select


def clamp(x, lo, hi) -> Tensor:
    """min(max(x, lo), hi) elementwise (NumPy's clip), with broadcasting."""
    x = _t(x)
    dt = x.dtype
    for bound in (lo, hi):   # Python-number bounds may raise x's dtype (trace.weak_dtype)
        if not isinstance(bound, (Tensor, np.ndarray)):
            dt = weak_dtype(dt, bound)
    x = convert(x, dt)
    lo, hi = (promote(x, bound)[1] for bound in (lo, hi))
    shape = broadcast_shapes(broadcast_shapes(x.shape, lo.shape), hi.shape)
    return x.builder.op("clamp", [broadcast_to(lo, shape), broadcast_to(x, shape), broadcast_to(hi, shape)])


clip = clamp


def pad(x, low, high, interior=None, value=0) -> Tensor:
    """StableHLO pad: `low`/`high` elements before/after each dimension (negative crops) and
    `interior` elements between neighbours, filled with `value`."""
    x = _t(x)
    v = value if isinstance(value, Tensor) else _as_tensor(value, like=x)
    interior = tuple(interior) if interior is not None else (0,) * x.ndim
    return x.builder.op("pad", [x, v], {"edge_padding_low": tuple(low), "edge_padding_high": tuple(high),
                                        "interior_padding": interior})


def convert(x, dtype) -> Tensor:
    """Element type conversion (float->int truncates toward zero; x != 0 for i1)."""
    x = _t(x)
    dt = dtypes.normalize(dtype)
    if dt == x.dtype:
        return x
    return x.builder.op("convert", [x], {"dtype": dt})


def constant(value, dtype=None) -> Tensor:
    """A constant tensor from a NumPy array or number (float64 becomes f32, int64 stays i64)."""
    arr = np.asarray(value)
    if dtype is not None:
        arr = arr.astype(dtypes.to_numpy(dtypes.normalize(dtype)))
    elif arr.dtype == np.float64:
        arr = arr.astype(np.float32)
    return Builder.current().op("constant", [], {"value": np.array(arr)})


def iota(shape, dimension: int = 0, dtype="i32") -> Tensor:
    """Indices along `dimension` (StableHLO iota)."""
    return Builder.current().op("iota", [], {"shape": tuple(shape), "iota_dimension": dimension,
                                             "dtype": dtypes.normalize(dtype)})


def broadcast_in_dim(x, shape, broadcast_dimensions) -> Tensor:
    x = _t(x)
    return x.builder.op("broadcast_in_dim", [x], {"shape": tuple(shape),
                                                  "broadcast_dimensions": tuple(broadcast_dimensions)})


def reshape(x, shape) -> Tensor:
    """NumPy reshape; one dimension may be -1."""
    x = _t(x)
    shape = list(shape)
    if shape.count(-1) > 1:
        raise OpError(f"reshape: at most one -1 allowed in {shape}")
    if -1 in shape:
        known = 1
        for d in shape:
            if d != -1:
                known *= d
        if known == 0 or math.prod(x.shape) % known:
            raise OpError(f"reshape: cannot reshape {list(x.shape)} to {shape}")
        shape[shape.index(-1)] = math.prod(x.shape) // known
    if tuple(shape) == x.shape:
        return x
    return x.builder.op("reshape", [x], {"shape": tuple(shape)})


def transpose(x, perm=None) -> Tensor:
    x = _t(x)
    perm = tuple(reversed(range(x.ndim))) if perm is None else tuple(p % x.ndim if x.ndim else p for p in perm)
    if perm == tuple(range(x.ndim)):
        return x
    return x.builder.op("transpose", [x], {"permutation": perm})


def dot_general(lhs, rhs, contracting_dims, batch_dims=((), ())) -> Tensor:
    """StableHLO dot_general: result dims are batch, lhs free, rhs free. A quantized operand
    (sfc.quantize, QuantizedSpec) makes it a weight-only quantized product (quantized.py)."""
    if _quantized(lhs) or _quantized(rhs):
        from .quantized import dot_general as quantized_dot_general
        return quantized_dot_general(lhs, rhs, contracting_dims, batch_dims)
    lhs, rhs = _t(lhs), _t(rhs)
    (lc, rc), (lb, rb) = contracting_dims, batch_dims
    return lhs.builder.op("dot_general", [lhs, rhs], {
        "lhs_batching_dimensions": tuple(lb), "rhs_batching_dimensions": tuple(rb),
        "lhs_contracting_dimensions": tuple(lc), "rhs_contracting_dimensions": tuple(rc)})


def conv_general_dilated(lhs, rhs, window_strides, padding, lhs_dilation=None, rhs_dilation=None,
                         dimension_numbers=None, feature_group_count: int = 1, batch_group_count: int = 1,
                         preferred_element_type=None) -> Tensor:
    """JAX's `lax.conv_general_dilated` (StableHLO convolution), with JAX's argument semantics:
    `padding` 'SAME' / 'SAME_LOWER' / 'VALID' or (low, high) pairs; `dimension_numbers` None
    (NCHW, OIHW, NCHW), three strings such as ("NHWC", "HWIO", "NHWC"), or three int tuples;
    `preferred_element_type` converts both operands to that type first (see ops/convolution.py)."""
    from .ops.convolution import builder_attrs
    from .trace import _user_location
    lhs, rhs = _t(lhs), _t(rhs)
    try:
        attrs = builder_attrs(lhs.shape, rhs.shape, window_strides, padding, lhs_dilation, rhs_dilation,
                              dimension_numbers, feature_group_count, batch_group_count)
    except OpError as e:
        raise OpError(f"{e} (at {_user_location()})") from None
    if preferred_element_type is not None:
        lhs, rhs = convert(lhs, preferred_element_type), convert(rhs, preferred_element_type)
    return lhs.builder.op("convolution", [lhs, rhs], attrs)


def matmul(a, b) -> Tensor:
    """NumPy matmul for 1-D and N-D operands (batch dims must match, or rhs is 2-D); either may be
    quantized (weight-only: computed in the other operand's dtype)."""
    a, b = (x if _quantized(x) else _t(x) for x in (a, b))
    if a.ndim == 0 or b.ndim == 0:
        raise OpError("matmul does not take scalars; use * instead")
    if a.dtype != b.dtype and not (_quantized(a) or _quantized(b)):
        raise OpError(f"matmul: operand dtypes differ ({a.dtype} and {b.dtype}); convert one with .astype()")
    if b.ndim <= 2:
        return dot_general(a, b, ((a.ndim - 1,), (0,)))
    if a.ndim == 1:
        return dot_general(a, b, ((0,), (b.ndim - 2,)), ) if False else _batched_vec_mat(a, b)
    if a.shape[:-2] != b.shape[:-2]:
        raise OpError(f"matmul: batch dimensions {list(a.shape[:-2])} and {list(b.shape[:-2])} must match")
    nb = a.ndim - 2
    return dot_general(a, b, ((a.ndim - 1,), (b.ndim - 2,)), (tuple(range(nb)), tuple(range(nb))))


def _quantized(x) -> bool:
    return getattr(x, "is_quantized", False)


def _batched_vec_mat(a, b):
    r = dot_general(a, b, ((0,), (b.ndim - 2,)))  # -> batch..., n
    return r


def _axes(x: Tensor, axis) -> tuple[int, ...]:
    if axis is None:
        return tuple(range(x.ndim))
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    out = []
    for a in axes:
        if not -x.ndim <= a < x.ndim:
            raise OpError(f"axis {a} is out of range for a rank-{x.ndim} tensor")
        out.append(a % x.ndim)
    return tuple(sorted(set(out)))


def _reduce(kind):
    def f(x, axis=None, keepdims=False):
        x = _t(x)
        dims = _axes(x, axis)
        r = x.builder.op("reduce", [x], {"dimensions": dims, "reducer": kind})
        if keepdims:
            r = reshape(r, tuple(1 if d in dims else s for d, s in enumerate(x.shape)))
        return r
    f.__name__ = f"reduce_{kind}"
    return f


reduce_sum, reduce_max, reduce_min, reduce_prod = _reduce("add"), _reduce("max"), _reduce("min"), _reduce("mul")


def reduce(x, dimensions, reducer: str = "add") -> Tensor:
    """StableHLO reduce with an add, max, min or mul body (a product has no gradient rule yet)."""
    return _reduce(reducer)(x, tuple(dimensions))


def reduce_window(x, reducer: str, window, strides=None, padding=None, *, base_dilations=None,
                  window_dilations=None) -> Tensor:
    """StableHLO reduce_window with an add, max, min or mul body ("add"/"sum", "max", "min", "mul"); the init
    value is the reducer's identity, which also fills the padding. `padding` is one (low, high) pair
    per dim (default none); `strides` default to 1."""
    x = _t(x)
    reducer = {"sum": "add"}.get(reducer, reducer)
    rank = x.ndim
    window = tuple(int(w) for w in window)
    attrs = {"reducer": reducer, "window_dimensions": window,
             "window_strides": tuple(strides) if strides is not None else (1,) * rank,
             "base_dilations": tuple(base_dilations) if base_dilations is not None else (1,) * rank,
             "window_dilations": tuple(window_dilations) if window_dilations is not None else (1,) * rank,
             "padding": tuple((int(lo), int(hi)) for lo, hi in padding) if padding is not None
             else ((0, 0),) * rank}
    return x.builder.op("reduce_window", [x], attrs)


def _cumulative(reducer):
    def f(x, axis: int = 0) -> Tensor:
        x = _t(x)
        (axis,) = _axes(x, axis)
        n = x.shape[axis]
        window = tuple(n if d == axis else 1 for d in range(x.ndim))
        padding = tuple((max(n - 1, 0), 0) if d == axis else (0, 0) for d in range(x.ndim))
        return reduce_window(x, reducer, window, padding=padding)
    f.__name__ = {"add": "cumsum", "max": "cummax", "min": "cummin", "mul": "cumprod"}[reducer]
    f.__doc__ = f"Inclusive cumulative {reducer} along `axis` (a reduce_window, as JAX writes it)."
    return f


cumsum, cummax, cummin, cumprod = _cumulative("add"), _cumulative("max"), _cumulative("min"), _cumulative("mul")


def concatenate(xs: Sequence, dimension: int = 0) -> Tensor:
    xs = [_t(x) for x in xs]
    if not xs:
        raise OpError("concatenate needs at least one tensor")
    if len(xs) == 1:
        return xs[0]
    return xs[0].builder.op("concatenate", xs, {"dimension": dimension % xs[0].ndim})


def slice(x, start_indices, limit_indices, strides=None) -> Tensor:  # noqa: A001
    x = _t(x)
    strides = tuple(strides) if strides is not None else (1,) * x.ndim
    return x.builder.op("slice", [x], {"start_indices": tuple(start_indices),
                                       "limit_indices": tuple(limit_indices), "strides": strides})


def getitem(x: Tensor, idx) -> Tensor:
    """Basic indexing: ints, slices with positive steps, Ellipsis and None are not supported; an
    integer Tensor index (`table[ids]`) is `take(x, ids, axis=0)`."""
    if isinstance(idx, Tensor):
        return take(x, idx, 0)
    if not isinstance(idx, tuple):
        idx = (idx,)
    if len(idx) > x.ndim:
        raise OpError(f"too many indices ({len(idx)}) for a rank-{x.ndim} tensor")
    start, limit, strides, drop = [], [], [], []
    for d in range(x.ndim):
        size = x.shape[d]
        i = idx[d] if d < len(idx) else __builtins__["slice"](None) if isinstance(__builtins__, dict) else None
        if d >= len(idx):
            start.append(0); limit.append(size); strides.append(1)
            continue
        if isinstance(i, (int, np.integer)) and not isinstance(i, bool):
            j = int(i) + size if i < 0 else int(i)
            if not 0 <= j < size:
                raise OpError(f"index {i} is out of bounds for dimension {d} of size {size}")
            start.append(j); limit.append(j + 1); strides.append(1); drop.append(d)
        elif type(i).__name__ == "slice":
            s, e, st = i.indices(size)
            if st < 1:
                raise OpError("negative or zero slice steps are not supported")
            start.append(s); limit.append(max(s, e)); strides.append(st)
        else:
            raise OpError(f"unsupported index {i!r}: use ints and slices")
    r = x
    if (tuple(start), tuple(limit), tuple(strides)) != ((0,) * x.ndim, x.shape, (1,) * x.ndim):
        r = slice(x, start, limit, strides)
    if drop:
        r = reshape(r, tuple(s for d, s in enumerate(r.shape) if d not in drop))
    return r


# composites ----------------------------------------------------------------------------------------
def relu(x) -> Tensor:
    """max(x, 0)."""
    x = _t(x)
    return maximum(x, 0)


def gelu(x, approximate: bool = True) -> Tensor:
    """GELU; approximate=True (JAX's default): 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)));
    approximate=False: the exact 0.5 x (1 + erf(x / sqrt(2)))."""
    x = _t(x)
    if not approximate:
        return 0.5 * x * (1.0 + erf(x * (1.0 / math.sqrt(2.0))))
    inner = math.sqrt(2.0 / math.pi) * (x + 0.044715 * (x * x * x))
    return 0.5 * x * (1.0 + tanh(inner))


def mean(x, axis=None, keepdims=False) -> Tensor:
    x = _t(x)
    dims = _axes(x, axis)
    n = math.prod(x.shape[d] for d in dims)
    if not dtypes.is_float(x.dtype):
        raise OpError(f"mean needs a floating-point tensor, got {x.dtype}")
    return reduce_sum(x, dims, keepdims) / float(n)


def _in_f32(fn):
    """Compute a normalization in f32 for f16/bf16/f8 inputs: accurate, and it avoids an IREE 3.13
    CPU codegen bug (an f16 softmax pattern links against a missing `fmaxf`)."""
    def wrapped(x, *args, **kw):
        x = _t(x)
        if dtypes.is_narrow(x.dtype):
            return convert(fn(convert(x, "f32"), *args, **kw), x.dtype)
        return fn(x, *args, **kw)
    wrapped.__name__, wrapped.__doc__ = fn.__name__, fn.__doc__
    return wrapped


@_in_f32
def softmax(x, axis: int = -1) -> Tensor:
    """exp(x - max) / sum(exp(x - max)) along `axis`."""
    m = reduce_max(x, axis, keepdims=True)
    e = exp(x - m)
    return e / reduce_sum(e, axis, keepdims=True)


@_in_f32
def log_softmax(x, axis: int = -1) -> Tensor:
    """x - max - log(sum(exp(x - max))) along `axis`."""
    shifted = x - reduce_max(x, axis, keepdims=True)
    return shifted - log(reduce_sum(exp(shifted), axis, keepdims=True))


def layer_norm(x, gamma=None, beta=None, axis: int = -1, eps: float = 1e-5) -> Tensor:
    """(x - mean) / sqrt(var + eps) * gamma + beta over `axis`."""
    x = _t(x)
    mu = mean(x, axis, keepdims=True)
    xc = x - mu
    var = mean(xc * xc, axis, keepdims=True)
    y = xc * rsqrt(var + eps)
    if gamma is not None:
        y = y * gamma
    if beta is not None:
        y = y + beta
    return y


def one_hot(indices, depth: int, dtype="f32") -> Tensor:
    """A new last dimension of size `depth`: 1 where it equals the index, else 0."""
    idx = _t(indices)
    if not dtypes.is_int(idx.dtype):
        raise OpError(f"one_hot needs integer indices, got {idx.dtype}")
    shape = idx.shape + (depth,)
    ar = iota(shape, len(shape) - 1, idx.dtype)
    hit = compare(broadcast_in_dim(idx, shape, tuple(range(idx.ndim))), ar, "EQ")
    return convert(hit, dtype)


# indexing ------------------------------------------------------------------------------------------
def reverse(x, dimensions) -> Tensor:
    """Reverse the order of elements along `dimensions` (StableHLO reverse)."""
    x = _t(x)
    dims = _axes(x, tuple(dimensions))
    if not dims:
        return x
    return x.builder.op("reverse", [x], {"dimensions": dims})


def flip(x, axis=None) -> Tensor:
    """NumPy's flip: reverse along `axis` (every axis when None)."""
    x = _t(x)
    return reverse(x, _axes(x, axis))


def _start_scalars(x: Tensor, starts) -> list[Tensor]:
    starts = list(starts)
    if len(starts) != x.ndim:
        raise OpError(f"need one start index per dimension ({x.ndim}), got {len(starts)}")
    out = []
    for s in starts:
        t = s if isinstance(s, Tensor) else _as_tensor(np.asarray(int(s), np.int32))
        if t.shape != () or not dtypes.is_int(t.dtype):
            raise OpError(f"start indices must be integer scalars, got {t.dtype}{list(t.shape)}")
        out.append(t)
    return out


def dynamic_slice(x, start_indices, slice_sizes) -> Tensor:
    """x[s0:s0+k0, s1:s1+k1, ...] with run-time starts (ints or integer scalar Tensors), each clamped
    into [0, size - k] as StableHLO does."""
    x = _t(x)
    return x.builder.op("dynamic_slice", [x] + _start_scalars(x, start_indices),
                        {"slice_sizes": tuple(int(k) for k in slice_sizes)})


def dynamic_update_slice(x, update, start_indices) -> Tensor:
    """x with `update` written at run-time starts (clamped so the update fits, as StableHLO does)."""
    x = _t(x)
    u = update if isinstance(update, Tensor) else _as_tensor(np.asarray(update, dtypes.to_numpy(x.dtype)))
    return x.builder.op("dynamic_update_slice", [x, u] + _start_scalars(x, start_indices))


def gather(operand, indices, *, offset_dims, collapsed_slice_dims, start_index_map, index_vector_dim,
           slice_sizes, operand_batching_dims=(), start_indices_batching_dims=()) -> Tensor:
    """StableHLO gather with its general dimension numbers; start indices are clamped so every
    slice fits (StableHLO semantics). See `take` and `take_along_axis` for the common forms."""
    x, idx = _t(operand), _t(indices)
    return x.builder.op("gather", [x, idx], {
        "offset_dims": tuple(offset_dims), "collapsed_slice_dims": tuple(collapsed_slice_dims),
        "operand_batching_dims": tuple(operand_batching_dims),
        "start_indices_batching_dims": tuple(start_indices_batching_dims),
        "start_index_map": tuple(start_index_map), "index_vector_dim": int(index_vector_dim),
        "slice_sizes": tuple(int(k) for k in slice_sizes)})


def scatter_add(operand, indices, updates, *, update_window_dims, inserted_window_dims,
                scatter_dims_to_operand_dims, index_vector_dim, input_batching_dims=(),
                scatter_indices_batching_dims=()) -> Tensor:
    """StableHLO scatter with an add combiner: `operand` plus every update window added at its
    index (repeated indices accumulate; an update whose window does not fit is skipped, as in XLA).
    `operand` may be a shape tuple for a zero base."""
    idx, upd = _t(indices), _t(updates)
    shape = tuple(operand) if isinstance(operand, (tuple, list)) else _t(operand).shape
    r = upd.builder.op("scatter_add", [idx, upd], {
        "shape": shape, "update_window_dims": tuple(update_window_dims),
        "inserted_window_dims": tuple(inserted_window_dims), "input_batching_dims": tuple(input_batching_dims),
        "scatter_indices_batching_dims": tuple(scatter_indices_batching_dims),
        "scatter_dims_to_operand_dims": tuple(scatter_dims_to_operand_dims),
        "index_vector_dim": int(index_vector_dim)})
    return r if isinstance(operand, (tuple, list)) else _t(operand) + r


def _wrap_negative(idx: Tensor, n: int) -> Tensor:
    """NumPy's negative indices: i < 0 means i + n (as jnp.take and x[ids] do)."""
    return select(idx < 0, idx + n, idx)


def take(x, indices, axis: int = 0) -> Tensor:
    """jnp.take(x, indices, axis) (an embedding lookup for axis=0): the result replaces dim `axis`
    by the indices' dims. Negative indices count from the end; out-of-range ones are clamped
    (JAX's default fills them with NaN instead)."""
    x, idx = _t(x), _t(indices)
    if not dtypes.is_int(idx.dtype):
        raise OpError(f"take needs integer indices, got {idx.dtype}")
    axis = _axes(x, axis)[0]
    idx = _wrap_negative(idx, x.shape[axis])
    k = idx.ndim
    offset = tuple(range(axis)) + tuple(range(axis + k, x.ndim - 1 + k))
    sizes = tuple(1 if d == axis else s for d, s in enumerate(x.shape))
    return gather(x, idx, offset_dims=offset, collapsed_slice_dims=(axis,), start_index_map=(axis,),
                  index_vector_dim=k, slice_sizes=sizes)


def take_along_axis(x, indices, axis: int) -> Tensor:
    """jnp.take_along_axis: out[..., i, ...] = x[..., indices[..., i, ...], ...] along `axis`;
    `indices` has x's rank and its other dims match x's (size-1 dims broadcast). Negative indices
    count from the end; out-of-range ones are clamped."""
    x, idx = _t(x), _t(indices)
    if not dtypes.is_int(idx.dtype):
        raise OpError(f"take_along_axis needs integer indices, got {idx.dtype}")
    if idx.ndim != x.ndim:
        raise OpError(f"take_along_axis: indices of rank {idx.ndim} for a rank-{x.ndim} tensor")
    axis = _axes(x, axis)[0]
    want = tuple(n if d == axis else s for d, (s, n) in enumerate(zip(x.shape, idx.shape)))
    if want != idx.shape:
        idx = broadcast_to(idx, want)
    idx = _wrap_negative(idx, x.shape[axis])
    others = tuple(d for d in range(x.ndim) if d != axis)
    return gather(x, idx, offset_dims=(), collapsed_slice_dims=(axis,), start_index_map=(axis,),
                  index_vector_dim=x.ndim, slice_sizes=(1,) * x.ndim, operand_batching_dims=others,
                  start_indices_batching_dims=others)


def scatter(operand, indices, updates, *, update_window_dims, inserted_window_dims, scatter_dims_to_operand_dims,
            index_vector_dim, combiner: str = "set", input_batching_dims=(),
            scatter_indices_batching_dims=()) -> Tensor:
    """StableHLO scatter into `operand` with a "set", "mul", "max", "min" or "add" combiner (JAX's
    `.at[idx].set/mul/max/min/add(updates)`). Every update window lands at its index; an update
    whose window does not fit is skipped (XLA's behaviour); with duplicate indices `set` keeps the
    last update in index order, the others combine them all."""
    dims = dict(update_window_dims=tuple(update_window_dims), inserted_window_dims=tuple(inserted_window_dims),
                scatter_dims_to_operand_dims=tuple(scatter_dims_to_operand_dims),
                index_vector_dim=int(index_vector_dim), input_batching_dims=tuple(input_batching_dims),
                scatter_indices_batching_dims=tuple(scatter_indices_batching_dims))
    if combiner == "add":
        return scatter_add(operand, indices, updates, **dims)
    x, idx = _t(operand), _t(indices)
    upd = updates if isinstance(updates, Tensor) else _as_tensor(np.asarray(updates, dtypes.to_numpy(x.dtype)))
    return x.builder.op("scatter", [x, idx, upd], {**dims, "combiner": combiner})


def sort(operands, axis: int = -1, *, num_keys: int = 1, descending: bool = False, stable: bool = True,
         keys=None, output=None):
    """Sort along `axis` (`jnp.sort`, or `lax.sort` for a list of same-shaped tensors: all are
    permuted alike, ordered by the first `num_keys` lexicographically). Floats order numerically
    with -0 == +0 and NaNs last (first when `descending`), as JAX's sort does. Returns a Tensor for
    a Tensor, a tuple for a list. `keys` ((operand, "asc"|"desc", "numeric"|"total"), ...) states
    the order in full instead; `output` k returns only the k-th sorted operand."""
    single = not isinstance(operands, (list, tuple))
    xs = [_t(operands)] if single else [_t(x) for x in operands]
    if not xs:
        raise OpError("sort needs at least one operand")
    (dim,) = _axes(xs[0], axis)
    if keys is None:
        if not 1 <= num_keys <= len(xs):
            raise OpError(f"sort: num_keys={num_keys} must be between 1 and the number of operands ({len(xs)})")
        keys = tuple((k, "desc" if descending else "asc", "numeric") for k in range(num_keys))
    attrs = {"dimension": dim, "is_stable": bool(stable), "keys": tuple(tuple(k) for k in keys)}
    b = xs[0].builder
    if output is not None:
        return b.op("sort", xs, {**attrs, "output": int(output)})
    outs = tuple(b.op("sort", xs, {**attrs, "output": k}) for k in range(len(xs)))
    return outs[0] if single else outs


def argsort(x, axis: int = -1, *, descending: bool = False, stable: bool = True) -> Tensor:
    """jnp.argsort: the i32 indices that sort `x` along `axis` (a sort of (x, iota))."""
    x = _t(x)
    (dim,) = _axes(x, axis)
    keys = ((0, "desc" if descending else "asc", "numeric"),)
    return sort([x, iota(x.shape, dim, "i32")], dim, keys=keys, stable=stable, output=1)


def top_k(x, k: int) -> tuple[Tensor, Tensor]:
    """lax.top_k: the k largest entries along the last dim, largest first, and their i32 indices
    (ties: the lower index first; NaN counts as largest, as in XLA)."""
    x = _t(x)
    return (x.builder.op("top_k", [x], {"k": int(k), "output": "values"}),
            x.builder.op("top_k", [x], {"k": int(k), "output": "indices"}))


def reduce_precision(x, exponent_bits: int, mantissa_bits: int) -> Tensor:
    """lax.reduce_precision: `x` rounded (to nearest, ties to even) to a float format with these
    many exponent and mantissa bits, kept in x's dtype (bit-exact with XLA)."""
    x = _t(x)
    return x.builder.op("reduce_precision", [x], {"exponent_bits": int(exponent_bits),
                                                   "mantissa_bits": int(mantissa_bits)})
