"""`rng_bit_generator`: StableHLO's counter-based random bits (JAX's "rbg"/"unsafe_rbg" PRNGs).

The NumPy reference follows XLA's bit generators exactly (xla/hlo/builder/lib/prng.cc and the
rng_bit_generator expander), so imported programs match XLA bit for bit:

- `THREE_FRY`: state `ui64[2]` = (key, counter); Threefry-2x32 with 20 rounds over the counter plus
  each element's row-major position (32-bit results use half as many counters, split along the
  first even dimension, as XLA does).
- `PHILOX` (and `DEFAULT`, which XLA's CPU and GPU backends and IREE all run as Philox): state
  `ui64[2]` = (key, counter low word; the key doubles as the high word) or `ui64[3]` = (key, 128-bit
  counter); Philox-4x32 with 10 rounds, four 32-bit results per counter, interleaved.

The op has one result in shardflow's IR: `output = "bits"` (the random bits, `attrs["shape"]` of
`attrs["dtype"]`) or `output = "state"` (the next state, the operand's type). A StableHLO
`rng_bit_generator` imports as the two ops (the unused one is dropped); each is emitted as a
`stablehlo.rng_bit_generator` that keeps one of its results. Every dimension needs replication:
the bits depend on each element's global position, so every device computes them whole and a
sharded consumer takes its slice for free.
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..importer.attrs import enum_word
from ..ir import TensorType
from .registry import FactorRule, OpDef, OpError, register
from .vjp_kit import no_gradient

ALGORITHMS = ("DEFAULT", "THREE_FRY", "PHILOX")
BITS_DTYPES = ("ui8", "ui32", "ui64")

_U32, _U64 = np.uint32, np.uint64


def _algorithm(attrs) -> str:
    alg = attrs.get("algorithm", "DEFAULT")
    if alg not in ALGORITHMS:
        raise OpError(f"rng_bit_generator: algorithm must be one of {ALGORITHMS}, got {alg!r}")
    return "PHILOX" if alg == "DEFAULT" else alg


def _infer(types, attrs):
    if len(types) != 1:
        raise OpError(f"rng_bit_generator takes 1 operand (the state), got {len(types)}")
    st = types[0]
    alg = _algorithm(attrs)
    sizes = (2,) if alg == "THREE_FRY" else (2, 3)
    if st.dtype != "ui64" or st.rank != 1 or st.shape[0] not in sizes:
        want = " or ".join(f"ui64[{n}]" for n in sizes)
        raise OpError(f"rng_bit_generator: the {alg} state must be {want}, got {st.dtype}{list(st.shape)}")
    out = attrs.get("output", "bits")
    if out == "state":
        return [st]
    if out != "bits":
        raise OpError(f"rng_bit_generator: output must be 'bits' or 'state', got {out!r}")
    dt = dtypes.normalize(attrs["dtype"])
    if dt not in BITS_DTYPES:
        raise OpError(f"rng_bit_generator: random bits of {dt} are not supported; use one of "
                      f"{', '.join(BITS_DTYPES)} (then bitcast_convert or convert)")
    shape = tuple(int(d) for d in attrs["shape"])
    if any(d < 0 for d in shape):
        raise OpError(f"rng_bit_generator: bad shape {list(shape)}")
    return [TensorType(shape, dt)]


def _factors(operand_types, result_types, attrs):
    """Nothing is sharded: the state is tiny and each element's bits depend on its global position.
    No layout flows between the states (as in Shardy's rule); the bits take their users' layout
    (each device slices its part of the whole bits)."""
    st, r = operand_types[0], result_types[0]
    if attrs.get("output", "bits") == "state":
        return FactorRule([[[0]]], [[[0]]], [st.shape[0]], need_replication={0}, blocked={0})
    sizes = [st.shape[0]] + list(r.shape)
    return FactorRule([[[0]]], [[[1 + d] for d in range(r.rank)]], sizes,
                      need_replication=set(range(len(sizes))), blocked={0})


# -- Threefry-2x32 (20 rounds), as XLA's ThreeFry2x32 -------------------------------------------------
_ROTATIONS = (13, 15, 26, 6, 17, 29, 16, 24)


def _rotl(v, d):
    return (v << _U32(d)) | (v >> _U32(32 - d))


def threefry2x32(key0, key1, x0, x1):
    """Threefry-2x32 of the counters (x0, x1) under the key (key0, key1); uint32 arrays in and out."""
    ks = [_U32(key0), _U32(key1), _U32(0x1BD11BDA) ^ _U32(key0) ^ _U32(key1)]
    x = [np.asarray(x0, _U32) + ks[0], np.asarray(x1, _U32) + ks[1]]
    for block in range(5):
        for r in _ROTATIONS[4 * (block % 2):4 * (block % 2) + 4]:
            x[0] = x[0] + x[1]
            x[1] = _rotl(x[1], r) ^ x[0]
        x[0] = x[0] + ks[(block + 1) % 3]
        x[1] = x[1] + ks[(block + 2) % 3] + _U32(block + 1)
    return x


def _split_halves(shape):
    """XLA's SplitShapeIntoHalves: (half shape, split dim); the split dim is the first even one,
    else the largest."""
    if not shape:
        return (1,), None
    even = [i for i, d in enumerate(shape) if d % 2 == 0]
    split = even[0] if even else max(range(len(shape)), key=lambda i: (shape[i], -i))
    half = list(shape)
    half[split] = (shape[split] + 1) // 2
    return tuple(half), split


def _threefry_bits(key, counter, shape, width):
    k0, k1 = _U32(key & 0xFFFFFFFF), _U32(key >> 32)

    def run(n):
        c = _U64(counter) + np.arange(n, dtype=_U64)
        return threefry2x32(k0, k1, c.astype(_U32), (c >> _U64(32)).astype(_U32))

    if width == 64:
        n = int(np.prod(shape, dtype=np.int64))
        lo, hi = run(n)
        return (lo.astype(_U64) | (hi.astype(_U64) << _U64(32))).reshape(shape), _U64(counter) + _U64(n)
    half, split = _split_halves(shape)
    n = int(np.prod(half, dtype=np.int64))
    a, b = (v.reshape(half) for v in run(n))
    if split is None:
        return a.reshape(()), _U64(counter) + _U64(n)
    both = np.stack([a, b], axis=split + 1)  # (..., half, 2, ...): the two outputs side by side
    full = list(shape)
    full[split] = 2 * half[split]
    out = both.reshape(full)
    return out[tuple(slice(0, d) for d in shape)], _U64(counter) + _U64(n)


# -- Philox-4x32 (10 rounds), as XLA's Philox4x32 -----------------------------------------------------
_PHILOX_W = (_U32(0x9E3779B9), _U32(0xBB67AE85))
_PHILOX_M = (_U64(0xD2511F53), _U64(0xCD9E8D57))


def philox4x32(x, key):
    """Philox-4x32 of the counters x (four uint32 arrays, least significant first) under the key
    (two uint32)."""
    x = [np.asarray(v, _U32) for v in x]
    k = [_U32(key[0]), _U32(key[1])]
    for _ in range(10):
        p0 = x[0].astype(_U64) * _PHILOX_M[0]
        p1 = x[2].astype(_U64) * _PHILOX_M[1]
        x = [(p1 >> _U64(32)).astype(_U32) ^ x[1] ^ k[0], p1.astype(_U32),
             (p0 >> _U64(32)).astype(_U32) ^ x[3] ^ k[1], p0.astype(_U32)]
        k = [k[0] + _PHILOX_W[0], k[1] + _PHILOX_W[1]]
    return x


def _add_u128(lo, hi, n):
    new_lo = _U64(lo) + np.asarray(n, _U64)
    return new_lo, np.where(new_lo < _U64(lo), _U64(hi) + _U64(1), _U64(hi)).astype(_U64)


def _philox_bits(key, lo, hi, shape, width):
    n = int(np.prod(shape, dtype=np.int64))
    count = n * (2 if width == 64 else 1)
    nv4 = -(-count // 4)
    clo, chi = _add_u128(lo, hi, np.arange(nv4, dtype=_U64))
    words = [clo.astype(_U32), (clo >> _U64(32)).astype(_U32), chi.astype(_U32), (chi >> _U64(32)).astype(_U32)]
    bits = philox4x32(words, (_U32(key & 0xFFFFFFFF), _U32(key >> 32)))
    if width == 64:
        pairs = [bits[0].astype(_U64) | (bits[1].astype(_U64) << _U64(32)),
                 bits[2].astype(_U64) | (bits[3].astype(_U64) << _U64(32))]
        out = np.stack(pairs, axis=1).reshape(-1)[:n]
    else:
        out = np.stack(bits, axis=1).reshape(-1)[:n]
    return out.reshape(shape), _add_u128(lo, hi, nv4)


def generate(state: np.ndarray, algorithm: str, shape, dtype: str) -> tuple[np.ndarray, np.ndarray]:
    """(next state, random bits of `shape` and `dtype`) exactly as XLA computes them."""
    alg = _algorithm({"algorithm": algorithm})
    state = np.asarray(state, _U64)
    shape = tuple(int(d) for d in shape)
    width = 64 if dtype == "ui64" else 32
    key = int(state[0])
    with np.errstate(over="ignore"):
        if alg == "THREE_FRY":
            bits, counter = _threefry_bits(key, state[1], shape, width)
            new = np.array([state[0], counter], _U64)
        else:
            lo, hi = (state[1], state[0]) if state.shape[0] == 2 else (state[1], state[2])
            bits, (nlo, nhi) = _philox_bits(key, lo, hi, shape, width)
            new = np.array([state[0], nlo] + ([nhi] if state.shape[0] == 3 else []), _U64)
    if dtype == "ui8":  # XLA's narrow types keep the low bits of 32-bit results
        bits = bits.astype(np.uint8)
    return new, np.asarray(bits, dtypes.to_numpy(dtype))


def _reference(xs, attrs):
    new, bits = generate(xs[0], attrs.get("algorithm", "DEFAULT"), attrs.get("shape", ()),
                         dtypes.normalize(attrs.get("dtype", "ui32")))
    return [new if attrs.get("output", "bits") == "state" else bits]


def _emit(w, op, out, extra):
    """`stablehlo.rng_bit_generator`, keeping the result the op stands for (the bits or the next
    state); its sibling in the same block (the other result) shares it (`write_shared`)."""
    st = op.operands[0].type
    bits = TensorType(tuple(op.attrs["shape"]), dtypes.normalize(op.attrs["dtype"]))
    alg = op.attrs.get("algorithm", "DEFAULT")
    operand = w.name(op.operands[0])

    def write(names, shardings):
        attrs = {"rng_algorithm": f"#stablehlo<rng_algorithm {alg}>", **shardings}
        return f'{names[0]}, {names[1]} = "stablehlo.rng_bit_generator"({operand}){w.attr_dict(attrs)} ' \
               f': ({st.mlir()}) -> ({st.mlir()}, {bits.mlir()})'
    which = 1 if op.attrs.get("output", "bits") == "bits" else 0
    w.write_shared(op, out, ("rng_bit_generator", operand, alg, bits), which, [st, bits], write, alike=False)


def _for_iree(types, attrs):
    """Philox written out as ordinary ops (`philox_graph`): IREE's own Philox differs from XLA's."""
    return philox_graph(types[0], attrs) if needs_expansion(attrs) else None


def _import(imp, op, ins, where):
    """(next state, random bits) as two single-result ops; the unused one is dropped later."""
    bits = imp.tensor_type(op.results[1].type, where, "the random bits of stablehlo.rng_bit_generator")
    attrs = {"algorithm": enum_word(op.attributes["rng_algorithm"]), "shape": bits.shape, "dtype": bits.dtype}
    return [imp.add("rng_bit_generator", ins, {**attrs, "output": "state"}, where),
            imp.add("rng_bit_generator", ins, {**attrs, "output": "bits"}, where)]


register(OpDef("rng_bit_generator", _infer, _reference, _factors, emit_result=_emit, for_iree=_for_iree,
               vjp=no_gradient,
               imports={"stablehlo.rng_bit_generator": _import}))  # random bits carry no derivative (as in JAX)


# -- Philox as table ops (what iree-compile gets) ------------------------------------------------------
def needs_expansion(attrs) -> bool:
    """IREE 3.13's own Philox differs from XLA's (a 3-word state, and a counter that carries into
    the high word), so Philox/DEFAULT is emitted for IREE as `philox_graph`; IREE's Threefry matches."""
    return _algorithm(attrs) == "PHILOX"


def philox_graph(state_type: TensorType, attrs):
    """A Graph of ordinary table ops (ui64/ui32 arithmetic, shifts, iota, ...) that computes the op
    (`attrs["output"]`: bits or next state) from the state exactly as XLA does (see `generate`)."""
    from ..ir import Graph

    g = Graph("philox")
    state = g.add_input(state_type)
    add = lambda kind, ops, **at: g.add_op(kind, ops, at).result  # noqa: E731
    shape = tuple(int(d) for d in attrs["shape"])
    dt = dtypes.normalize(attrs["dtype"])
    n = int(np.prod(shape, dtype=np.int64))
    nv4 = -(-n * (2 if dt == "ui64" else 1) // 4)

    def const(value, dtype, like=None):
        c = add("constant", [], value=np.array(value, dtypes.to_numpy(dtype)))
        if like is None or like.shape == ():
            return c
        return add("broadcast_in_dim", [c], shape=like.shape, broadcast_dimensions=())

    def word(i):  # state[i] as a ui64 scalar
        return add("reshape", [add("slice", [state], start_indices=(i,), limit_indices=(i + 1,), strides=(1,))],
                   shape=())

    def low32(x):
        return add("convert", [x], dtype="ui32")

    def high32(x):
        return low32(add("shift_right_logical", [x, const(32, "ui64", x)]))

    def wide(x):
        return add("convert", [x], dtype="ui64")

    def add_u128(lo, hi, delta):
        """(lo, hi) + delta with the carry, as XLA's Uint128AddUint64 (delta may be a vector)."""
        if delta.shape != lo.shape:
            lo = add("broadcast_in_dim", [lo], shape=delta.shape, broadcast_dimensions=())
            hi = add("broadcast_in_dim", [hi], shape=delta.shape, broadcast_dimensions=())
        new_lo = add("add", [lo, delta])
        carry = add("compare", [new_lo, lo], comparison_direction="LT")
        return new_lo, add("select", [carry, add("add", [hi, const(1, "ui64", hi)]), hi])

    key = word(0)
    lo, hi = (word(1), word(0)) if state_type.shape[0] == 2 else (word(1), word(2))
    if attrs.get("output", "bits") == "state":
        new_lo, new_hi = add_u128(lo, hi, const(nv4, "ui64"))
        parts = [key, new_lo] + ([new_hi] if state_type.shape[0] == 3 else [])
        out = add("concatenate", [add("reshape", [p], shape=(1,)) for p in parts], dimension=0)
        g.set_outputs([out])
        return g
    clo, chi = add_u128(lo, hi, add("iota", [], shape=(nv4,), iota_dimension=0, dtype="ui64"))
    x = [low32(clo), high32(clo), low32(chi), high32(chi)]
    k = [low32(key), high32(key)]
    for _ in range(10):
        kb = [add("broadcast_in_dim", [kk], shape=(nv4,), broadcast_dimensions=()) for kk in k]
        p0 = add("multiply", [wide(x[0]), const(int(_PHILOX_M[0]), "ui64", x[0])])
        p1 = add("multiply", [wide(x[2]), const(int(_PHILOX_M[1]), "ui64", x[0])])
        x = [add("xor", [add("xor", [high32(p1), x[1]]), kb[0]]), low32(p1),
             add("xor", [add("xor", [high32(p0), x[3]]), kb[1]]), low32(p0)]
        k = [add("add", [k[0], const(int(_PHILOX_W[0]), "ui32")]), add("add", [k[1], const(int(_PHILOX_W[1]), "ui32")])]
    if dt == "ui64":
        x = [add("or", [wide(x[i]), add("shift_left", [wide(x[i + 1]), const(32, "ui64", x[i])])]) for i in (0, 2)]
    cols = [add("reshape", [v], shape=(nv4, 1)) for v in x]
    flat = add("reshape", [add("concatenate", cols, dimension=1)], shape=(nv4 * len(cols),))
    if nv4 * len(cols) != n:
        flat = add("slice", [flat], start_indices=(0,), limit_indices=(n,), strides=(1,))
    out = add("reshape", [flat], shape=shape) if shape != (n,) else flat
    if dt == "ui8":
        out = add("convert", [out], dtype="ui8")
    g.set_outputs([out])
    return g
