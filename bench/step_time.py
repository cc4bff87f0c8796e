"""Wall time of a compute-bound MLP on N CPU devices next to the same model on one device and,
when jax is installed, next to `jax.jit` on N host devices; ratios measured in one run.

    python bench/step_time.py [--devices 2] [--shape 256 1024 4096] [--repeats 10]
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np


def best_time(fn, repeats: int) -> float:
    fn()
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--devices", type=int, default=2)
    ap.add_argument("--shape", type=int, nargs=3, default=[256, 1024, 4096], metavar=("BATCH", "D", "FF"))
    ap.add_argument("--repeats", type=int, default=10)
    args = ap.parse_args(argv)
    n = args.devices
    os.environ.setdefault("XLA_FLAGS", f"--xla_force_host_platform_device_count={n}")

    from shardflow import compiler as sfc
    from shardflow.compiler import Sharding, Spec
    from shardflow.runtime import Device

    b, d, ff = args.shape
    rng = np.random.default_rng(0)
    x = rng.standard_normal((b, d)).astype(np.float32)
    w1 = (rng.standard_normal((d, ff)) / np.sqrt(d)).astype(np.float32)
    w2 = (rng.standard_normal((ff, d)) / np.sqrt(ff)).astype(np.float32)

    def mlp(x, w1, w2):
        return sfc.relu(x @ w1) @ w2

    results = {}
    for devices in (1, n):
        group = Device.group_options([Device.cpu(i) for i in range(devices)]).init()
        c = sfc.compile(mlp, Spec(x.shape), Spec(w1.shape, "f32", Sharding.split(1)),
                        Spec(w2.shape, "f32", Sharding.split(0)), group=group)
        results[devices] = best_time(lambda: np.asarray(c(x, w1, w2)), args.repeats)
        c.close()
        group.close()
    print(f"MLP {b}x{d}x{ff} f32, best of {args.repeats}")
    print(f"  shardflow, 1 device : {results[1] * 1e3:8.2f} ms")
    print(f"  shardflow, {n} devices: {results[n] * 1e3:8.2f} ms   ratio to 1 device: {results[n] / results[1]:.2f}")
    try:
        import jax
        import jax.numpy as jnp
        from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    except ImportError:
        print("  jax not installed: no jax.jit comparison")
        return 0
    mesh = Mesh(np.array(jax.devices()[:n]), ("model",))
    f = jax.jit(lambda x, w1, w2: jnp.maximum(x @ w1, 0) @ w2)
    xs = [jax.device_put(a, NamedSharding(mesh, s)) for a, s in ((x, P()), (w1, P(None, "model")), (w2, P("model")))]
    tj = best_time(lambda: f(*xs).block_until_ready(), args.repeats)
    print(f"  jax.jit, {n} devices  : {tj * 1e3:8.2f} ms   shardflow / jax: {results[n] / tj:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
