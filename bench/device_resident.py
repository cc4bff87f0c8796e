"""Calls with device-resident arrays, side by side in one run, as ratios (issue 9).

    python bench/device_resident.py [--shape 256 1024 4096] [--devices 1 2 4] [--steps 100] [--rounds 5]

Rows (every contender is timed in the same rounds, interleaved, and the best round is kept):
- `mlp N`: the Megatron MLP on N CPU devices, inputs placed once with `group.put`. Against a raw
  `iree.runtime` call of the same `.vmfb` (its own context, the arguments uploaded once, the results
  taken as the `HalBufferView`s a caller needs: the floor for this module) and `jax.jit` with device-resident inputs on N host devices.
- `train 2x2`: `--steps` SGD steps of the MLP on a data=2 x model=2 mesh, parameters donated and
  fed back, against `jax.jit(..., donate_argnums=...)` doing the same steps.
- `tiny <driver>`: a 4x8 @ 8x8 relu model's call against a raw invoke of the same module, on IREE's
  `local-task` and `local-sync` drivers.
- `faults`: page faults per call of the steady-state MLP loop (should be ~0: the caching allocator).
Without jax the jax columns print "jax not installed"; with more devices than cores they say jax was
not run (XLA's CPU collectives deadlock there: each device's computation holds one of its client's
threads while it waits for the others).
"""
from __future__ import annotations

import argparse
import os
import resource
import sys
import time

import numpy as np


def interleaved(contenders: dict, rounds: int, calls: int = 1) -> dict:
    """Best seconds per call of each contender, measured in alternating rounds."""
    for f in contenders.values():
        f()
    best = {k: float("inf") for k in contenders}
    for _ in range(rounds):
        for k, f in contenders.items():
            t = time.perf_counter()
            for _ in range(calls):
                f()
            best[k] = min(best[k], (time.perf_counter() - t) / calls)
    return best


def _jax(n: int):
    """jax, or the reason it is not compared: XLA's CPU collectives deadlock (a 40 s rendezvous
    timeout, then abort) when a program's collectives span more devices than the machine has cores,
    since each device's computation holds one of the client's threads while it waits."""
    try:
        import jax
    except ImportError:
        return None, "jax not installed"
    cores = len(os.sched_getaffinity(0))
    if n > 1 and n > cores:
        return None, f"jax not run: XLA's CPU collectives deadlock with {n} devices on {cores} cores"
    if len(jax.devices()) < n:
        return None, f"jax not run: it has {len(jax.devices())} devices"
    return jax, None


def _raw_call(vmfb: bytes, n: int, arrays_per_device: list[list[np.ndarray]], driver="local-task"):
    """A plain iree.runtime call of `vmfb` on n fresh devices, its arguments uploaded once."""
    import iree.runtime as rt

    instance = rt.VmInstance()
    devices = [rt.get_driver(driver).create_default_device(allocators=["caching"]) for _ in range(n)]
    module = rt.VmModule.copy_buffer(instance, vmfb)
    hal = rt.create_hal_module(instance, devices=devices)
    ctx = rt.VmContext(instance, modules=[hal, module])
    fn = module.lookup_function("main")
    bufs = []
    for per_device in arrays_per_device:
        for dev, a in zip(devices, per_device, strict=True):
            bufs.append(dev.allocator.allocate_buffer_copy(
                memory_type=rt.MemoryType.DEVICE_LOCAL, allowed_usage=rt.BufferUsage.DEFAULT, device=dev,
                buffer=np.ascontiguousarray(a), element_type=rt.HalElementType.FLOAT_32))
    n_results = len(fn.reflection.get("iree.abi.declaration", "").partition(") -> ")[2].split("tensor<")) - 1

    def call():
        args = rt.VmVariantList(len(bufs))
        for b in bufs:
            args.push_ref(b)
        res = rt.VmVariantList(max(n_results, 1))
        ctx.invoke(fn, args, res)
        return [res.get_as_object(j, rt.HalBufferView) for j in range(n_results)]
    call.keep = (ctx, hal, module, devices, instance)   # noqa: attribute on the closure, freed with it
    return call


def mlp_rows(shape, device_counts, rounds) -> list[str]:
    from shardflow import compiler as sfc
    from shardflow.compiler import Sharding, Spec
    from shardflow.runtime import Device

    b, d, ff = shape
    rng = np.random.default_rng(0)
    x = rng.standard_normal((b, d)).astype(np.float32)
    w1 = (rng.standard_normal((d, ff)) / np.sqrt(d)).astype(np.float32)
    w2 = (rng.standard_normal((ff, d)) / np.sqrt(ff)).astype(np.float32)
    rows = []
    for n in device_counts:
        jax, why = _jax(n)
        group = Device.group_options([Device.cpu(i) for i in range(n)]).init()
        specs = (Spec(x.shape), Spec(w1.shape, "f32", Sharding.split(1)), Spec(w2.shape, "f32", Sharding.split(0)))
        c = sfc.compile(lambda x, w1, w2: sfc.relu(x @ w1) @ w2, *specs, group=group)
        args = [group.put(a, s.sharding) for a, s in zip((x, w1, w2), specs, strict=True)]
        program = c._runtime()
        pieces = [[a._block(k) for k in range(n)] for a in args]
        raw = _raw_call(c.vmfb, n, pieces)
        contenders = {"shardflow": lambda args=args: c(*args), "raw": raw}
        if jax is not None:
            from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
            mesh = Mesh(np.array(jax.devices()[:n]), ("model",))
            f = jax.jit(lambda x, w1, w2: jax.numpy.maximum(x @ w1, 0) @ w2)
            xs = [jax.device_put(a, NamedSharding(mesh, s)) for a, s in ((x, P()), (w1, P(None, "model")), (w2, P("model")))]
            contenders["jax"] = lambda: f(*xs).block_until_ready()
        t = interleaved(contenders, rounds)
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        for _ in range(5):
            c(*args)
        faults = (resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before) / 5
        np.testing.assert_allclose(np.asarray(c(*args)), np.maximum(x @ w1, 0) @ w2, rtol=2e-3, atol=2e-3)
        jax_col = f"jax {t['jax'] * 1e3:8.2f} ms  shardflow/jax {t['shardflow'] / t['jax']:.2f}" if jax else why
        rows.append(f"mlp {n}: shardflow {t['shardflow'] * 1e3:8.2f} ms  raw {t['raw'] * 1e3:8.2f} ms  "
                    f"shardflow/raw {t['shardflow'] / t['raw']:.2f}  {jax_col}")
        rows.append(f"faults {n}: {faults:.1f} per call")
        print(*rows[-2:], sep="\n", flush=True)
        del raw, program, args
        c.close()
    return rows


def train_rows(shape, steps: int, rounds: int) -> list[str]:
    from shardflow import compiler as sfc
    from shardflow.compiler import Sharding, Spec
    from shardflow.runtime import Device

    b, d, ff = shape
    rng = np.random.default_rng(1)
    x = rng.standard_normal((b, d)).astype(np.float32)
    y = rng.standard_normal((b, d)).astype(np.float32)
    w1 = (rng.standard_normal((d, ff)) / np.sqrt(d)).astype(np.float32)
    w2 = (rng.standard_normal((ff, d)) / np.sqrt(ff)).astype(np.float32)
    lr = 0.01

    def step(x, y, w1, w2):
        def loss(w1, w2):
            e = sfc.relu(x @ w1) @ w2 - y
            return sfc.mean(e * e)
        value, (g1, g2) = sfc.value_and_grad(loss, argnums=(0, 1))(w1, w2)
        return value, w1 - lr * g1, w2 - lr * g2

    group = Device.group_options([Device.cpu(i) for i in range(4)]).mesh(data=2, model=2).init()
    specs = (Spec(x.shape, "f32", Sharding.spec("data")), Spec(y.shape, "f32", Sharding.spec("data")),
             Spec(w1.shape, "f32", Sharding.spec(None, "model")), Spec(w2.shape, "f32", Sharding.spec("model")))
    c = sfc.compile(step, *specs, group=group, donate_argnums=(2, 3))
    xs = [group.put(a, s.sharding) for a, s in zip((x, y), specs[:2], strict=True)]

    def ours():
        p1, p2 = group.put(w1, specs[2].sharding), group.put(w2, specs[3].sharding)
        for _ in range(steps):
            loss, p1, p2 = c(*xs, p1, p2)
        return float(np.asarray(loss))

    contenders = {"shardflow": ours}
    jax, why = _jax(4)
    if jax is not None:
        import jax.numpy as jnp
        from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
        mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("data", "model"))

        def jstep(x, y, w1, w2):
            def loss(w1, w2):
                e = jnp.maximum(x @ w1, 0) @ w2 - y
                return jnp.mean(e * e)
            value, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(w1, w2)
            return value, w1 - lr * g1, w2 - lr * g2
        jf = jax.jit(jstep, donate_argnums=(2, 3))
        jx = [jax.device_put(a, NamedSharding(mesh, P("data"))) for a in (x, y)]

        def theirs():
            p1 = jax.device_put(w1, NamedSharding(mesh, P(None, "model")))
            p2 = jax.device_put(w2, NamedSharding(mesh, P("model")))
            for _ in range(steps):
                loss, p1, p2 = jf(*jx, p1, p2)
            return float(loss)
        contenders["jax"] = theirs
        ours_loss, jax_loss = ours(), theirs()
        np.testing.assert_allclose(ours_loss, jax_loss, rtol=1e-3)
    t = interleaved(contenders, rounds)
    jax_col = f"jax {t['jax'] * 1e3:9.1f} ms  shardflow/jax {t['shardflow'] / t['jax']:.2f}" if jax else why
    c.close()
    row = f"train 2x2: {steps} steps shardflow {t['shardflow'] * 1e3:9.1f} ms  {jax_col}"
    print(row, flush=True)
    return [row]


def tiny_rows(rounds: int, calls: int) -> list[str]:
    from shardflow import compiler as sfc
    from shardflow.compiler import Spec
    from shardflow.runtime import Device

    rows = []
    x, w = np.ones((4, 8), np.float32), np.ones((8, 8), np.float32)
    for driver in ("local-task", "local-sync"):
        group = Device.group_options([Device.cpu(0, driver=driver)]).init()
        c = sfc.compile(lambda x, w: sfc.relu(x @ w), Spec(x.shape), Spec(w.shape), group=group)
        xd, wd = group.put(x), group.put(w)
        raw = _raw_call(c.vmfb, 1, [[x], [w]], driver)
        t = interleaved({"shardflow": lambda: c(xd, wd), "raw": raw, "host": lambda: c(x, w)}, rounds, calls)
        rows.append(f"tiny {driver}: shardflow {t['shardflow'] * 1e6:7.1f} us  raw {t['raw'] * 1e6:7.1f} us  "
                    f"shardflow/raw {t['shardflow'] / t['raw']:.2f}  (NumPy inputs {t['host'] * 1e6:7.1f} us)")
        print(rows[-1], flush=True)
        del raw
        c.close()
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shape", type=int, nargs=3, default=[256, 1024, 4096], metavar=("BATCH", "D", "FF"))
    ap.add_argument("--train-shape", type=int, nargs=3, default=[128, 512, 2048], metavar=("BATCH", "D", "FF"))
    ap.add_argument("--devices", type=int, nargs="+", default=[1, 2, 4])
    ap.add_argument("--steps", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--tiny-calls", type=int, default=2000)
    ap.add_argument("--only", choices=["mlp", "train", "tiny"], action="append")
    args = ap.parse_args(argv)
    os.environ.setdefault("XLA_FLAGS", f"--xla_force_host_platform_device_count={max(4, *args.devices)}")
    only = set(args.only or ["mlp", "train", "tiny"])
    rows = []
    if "mlp" in only:
        rows += mlp_rows(args.shape, args.devices, args.rounds)
    if "train" in only:
        rows += train_rows(args.train_shape, args.steps, args.rounds)
    if "tiny" in only:
        rows += tiny_rows(args.rounds, args.tiny_calls)
    return 0


if __name__ == "__main__":
    sys.exit(main())
