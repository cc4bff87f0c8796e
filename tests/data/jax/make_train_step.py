import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
import jax, jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import sys
shardy = sys.argv[1] == "shardy"
jax.config.update("jax_use_shardy_partitioner", shardy)
mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("data", "model"))
def loss(params, x, y):
    w1, w2 = params
    h = jax.nn.gelu(x @ w1)
    out = h @ w2
    return jnp.mean((out - y) ** 2)
def step(w1, w2, x, y):
    l, (g1, g2) = jax.value_and_grad(loss)((w1, w2), x, y)
    return l, w1 - 0.1 * g1, w2 - 0.1 * g2
shard = lambda *s: NamedSharding(mesh, P(*s))
f = jax.jit(step, in_shardings=(shard(None, "model"), shard("model", None), shard("data", None), shard("data", None)),
            out_shardings=(shard(), shard(None, "model"), shard("model", None)))
args = [jax.ShapeDtypeStruct((16, 32), jnp.float32), jax.ShapeDtypeStruct((32, 16), jnp.float32),
        jax.ShapeDtypeStruct((8, 16), jnp.float32), jax.ShapeDtypeStruct((8, 16), jnp.float32)]
print(f.lower(*args).as_text())
