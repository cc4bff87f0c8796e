"""A GPT-2 style KV-cache decode step (vocab-parallel embedding and tied logits, attention over a cache
at an int32 position) on 4 host devices, cache split on heads or on the sequence:
`XLA_FLAGS=--xla_force_host_platform_device_count=4 python make_decode.py heads|seq` writes
decode_SPLIT.shardy.mlir here and prints the collectives XLA compiles for it (not executed: XLA on
CPU deadlocks executing collectives over more devices than cores) with their bytes per device by
shardflow's API.md formulas. tests/test_vocab_parallel.py compares shardflow's bytes with them."""
import os, sys, re
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import numpy as np
split = sys.argv[1] if len(sys.argv) > 1 else "heads"   # heads | seq
B, H, S, D, V, E = 2, 8, 64, 16, 512, 128
mesh = Mesh(np.array(jax.devices()[:4]), ("model",))
def step(wte, wq, wk, wv, wo, kc, vc, tok, pos):
    x = wte[tok]                                  # (B, E) vocab-parallel lookup
    q = (x @ wq).reshape(B, H, 1, D)
    k = (x @ wk).reshape(B, H, 1, D)
    v = (x @ wv).reshape(B, H, 1, D)
    kc = jax.lax.dynamic_update_slice(kc, k, (0, 0, pos, 0))
    vc = jax.lax.dynamic_update_slice(vc, v, (0, 0, pos, 0))
    s = jnp.einsum("bhqd,bhkd->bhqk", q, kc) / np.sqrt(D)
    mask = jnp.arange(S)[None, None, None, :] <= pos
    s = jnp.where(mask, s, -1e9)
    p = jax.nn.softmax(s, axis=-1)
    o = jnp.einsum("bhqk,bhkd->bhqd", p, vc).reshape(B, H * D)
    h = o @ wo
    logits = h @ wte.T
    return logits, kc, vc
cache = P(None, "model", None, None) if split == "heads" else P(None, None, "model", None)
sh = lambda *s: NamedSharding(mesh, P(*s))
ins = (sh("model", None), sh(None, "model"), sh(None, "model"), sh(None, "model"), sh("model", None),
       NamedSharding(mesh, cache), NamedSharding(mesh, cache), sh(None), sh())
outs = (sh(None, "model"), NamedSharding(mesh, cache), NamedSharding(mesh, cache))
args = (jax.ShapeDtypeStruct((V, E), jnp.float32), jax.ShapeDtypeStruct((E, H*D), jnp.float32),
        jax.ShapeDtypeStruct((E, H*D), jnp.float32), jax.ShapeDtypeStruct((E, H*D), jnp.float32),
        jax.ShapeDtypeStruct((H*D, E), jnp.float32), jax.ShapeDtypeStruct((B, H, S, D), jnp.float32),
        jax.ShapeDtypeStruct((B, H, S, D), jnp.float32), jax.ShapeDtypeStruct((B,), jnp.int32),
        jax.ShapeDtypeStruct((), jnp.int32))
f = jax.jit(step, in_shardings=ins, out_shardings=outs)
low = f.lower(*args)
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), f"decode_{split}.shardy.mlir"), "w").write(low.as_text())
hlo = low.compile().as_text()
# bytes per device received (shardflow's API.md formulas, B = the per-device operand's bytes)
def xla_bytes(hlo):
    tot, rows = 0.0, []
    for line in hlo.splitlines():
        mm = re.search(r"= (\(.*?\)|\S+) (all-reduce|all-gather|reduce-scatter|all-to-all|collective-permute)(-start)?\(", line)
        if not mm:
            continue
        kind = mm.group(2)
        size, dt, shape = 0, [], []
        for t, sh in re.findall(r"(f32|s32|bf16|f16)\[([\d,]*)\]", mm.group(1)):  # a combined op: a tuple
            size += {"f32": 4, "s32": 4, "bf16": 2, "f16": 2}[t] * int(np.prod([int(x) for x in sh.split(",") if x] or [1]))
            dt.append(t)
            shape.append(sh)
        dt, shape = "+".join(dt), "+".join(shape)
        g = re.search(r"replica_groups=\{\{([\d,]*)\}", line)
        if g:
            n = len(g.group(1).split(","))
        else:
            g = re.search(r"replica_groups=mesh\[([^\]]*)\] \{([^}]*)\}", line)
            sizes = dict((k.strip("'"), int(v)) for k, v in (kv.split("=") for kv in g.group(1).split(",")))
            n = int(np.prod([sizes[a.strip().strip("'")] for a in g.group(2).split(",")]))
        b = {"all-gather": size / n, "reduce-scatter": size * n}.get(kind, size)
        per = {"all-reduce": 2 * (n - 1) / n * b, "all-gather": (n - 1) * b, "reduce-scatter": (n - 1) / n * b,
               "all-to-all": (n - 1) / n * b, "collective-permute": b}[kind]
        rows.append((kind, n, dt, shape, per))
        tot += per
    return tot, rows
tot, rows = xla_bytes(hlo)
for r in rows:
    print(*r)
print("XLA total bytes/device", tot)
