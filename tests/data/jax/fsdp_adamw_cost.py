"""The FSDP AdamW step of tests/test_cost_model.py, lowered by JAX 0.10.2 (needs jax; the tests do not).

    python fsdp_adamw_cost.py            # writes fsdp_adamw_cost.{shardy,gspmd}.mlir here
    python fsdp_adamw_cost.py --xla      # also prints XLA's collective bytes per device

FSDP / ZeRO-3: every parameter (and its Adam moments) is split over `data` on its first dim, the
batch is split over `data`; one `value_and_grad` of a 3-layer gelu MLP's MSE loss and a hand-written
AdamW update. `--xla` compiles (never executes: XLA deadlocks running 4-device collectives on a
2-core host) each form for 4 host devices and sums the collectives of the optimized HLO with
shardflow's byte formulas (runtime/collectives.py), the number the test's explain bytes are held to.
"""
import os
import re
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MESH = Mesh(np.array(jax.devices()[:4]), ("data",))
f32 = jnp.float32
SHAPES = [(32, 64), (64, 64), (64, 32)]   # w1, w2, w3 (no biases)
BATCH = (128, 32)                         # x; y is (128, 32)


def mlp(p, x):
    w1, w2, w3 = p
    return jax.nn.gelu(jax.nn.gelu(x @ w1) @ w2) @ w3


def step(w1, w2, w3, m1, m2, m3, v1, v2, v3, t, x, y, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8, wd=0.01):
    p, m, v = (w1, w2, w3), (m1, m2, m3), (v1, v2, v3)
    loss, g = jax.value_and_grad(lambda p: jnp.mean((mlp(p, x) - y) ** 2))(p)
    m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, m, g)
    v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, v, g)
    tf = t.astype(f32) + 1.0
    c1, c2 = 1 - b1 ** tf, 1 - b2 ** tf
    p = jax.tree.map(lambda p, m, v: p - lr * ((m / c1) / (jnp.sqrt(v / c2) + eps) + wd * p), p, m, v)
    return (loss, *p, *m, *v)


def lowered(form):
    jax.config.update("jax_use_shardy_partitioner", form == "shardy")
    sh = lambda *spec: NamedSharding(MESH, P(*spec))  # noqa: E731
    params = [sh("data")] * 9
    ins = params + [sh(), sh("data"), sh("data")]
    outs = (sh(),) + tuple(params)
    args = [jax.ShapeDtypeStruct(s, f32) for s in SHAPES * 3] + [jax.ShapeDtypeStruct((), jnp.int32),
                                                                 jax.ShapeDtypeStruct(BATCH, f32),
                                                                 jax.ShapeDtypeStruct((BATCH[0], SHAPES[-1][1]), f32)]
    return jax.jit(step, in_shardings=tuple(ins), out_shardings=outs).lower(*args)


_DEF = re.compile(r"^\s*(?:ROOT )?%([\w.\-]+) = (\(.*?\)|\w+\[[\d,]*\])")
_COLL = re.compile(r" (all-gather|all-reduce|reduce-scatter|all-to-all|collective-permute)(?:-start)?\(([^)]*)\)")
_GROUP = re.compile(r"replica_groups=mesh\[([^\]]*)\] \{([^}]*)\}")
_ITEM = {"f32": 4, "s32": 4, "bf16": 2, "f16": 2, "pred": 1, "u32": 4}
_KIND = {"all-gather": "all_gather", "all-reduce": "all_reduce", "reduce-scatter": "reduce_scatter",
         "all-to-all": "all_to_all", "collective-permute": "collective_permute"}


def _nbytes(t: str) -> int:
    """Bytes of an HLO type, `f32[2,64]` or a tuple of them."""
    total = 0
    for dt, dims in re.findall(r"(\w+)\[([\d,]*)\]", t):
        total += _ITEM[dt] * int(np.prod([int(d) for d in dims.split(",") if d] or [1]))
    return total


def xla_bytes(hlo: str) -> tuple[float, list]:
    """Collectives of XLA's optimized HLO text (tuple collectives count all their operands), each
    costed per device with shardflow's formula for its group size and per-device operand bytes."""
    sys.path.insert(0, os.path.join(HERE, "..", "..", "..", ".pkg"))
    from shardflow.runtime.collectives import KINDS
    types, rows = {}, []
    for line in hlo.splitlines():
        d = _DEF.match(line)
        if d:
            types[d.group(1)] = d.group(2)
        m = _COLL.search(line)
        if not m or not d:
            continue
        sizes = dict((k.strip("'"), int(v)) for k, v in re.findall(r"('?[\w]+'?)=(\d+)", _GROUP.search(line).group(1)))
        n = int(np.prod([sizes[a.strip(" '")] for a in _GROUP.search(line).group(2).split(",")]))
        size = sum(_nbytes(types[o.strip().lstrip("%")]) for o in m.group(2).split(","))
        rows.append((m.group(1), n, size, KINDS[_KIND[m.group(1)]].bytes_per_device(n, size)))
    return sum(r[-1] for r in rows), rows


def main():
    for form in ("shardy", "gspmd"):
        low = lowered(form)
        with open(os.path.join(HERE, f"fsdp_adamw_cost.{form}.mlir"), "w") as f:
            text = low.as_text()
            f.write(text if text.endswith("\n") else text + "\n")
        if "--xla" in sys.argv:
            total, rows = xla_bytes(low.compile().as_text())
            for r in rows:
                print(form, *r)
            print(f"{form}: XLA total {total:.0f} bytes per device")


if __name__ == "__main__":
    main()
