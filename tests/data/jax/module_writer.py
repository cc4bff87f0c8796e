"""What the JAX generators here share: a model entry (`dict(fn, mesh, args, out)`, `args` a list of
objects with `shape`, `dtype`, `spec` and an optional `gen(rng, shape)`) as a sharded `jax.jit`, its
lowering in Shardy or GSPMD form, seeded inputs, the one-device outputs every sharding must
reproduce, the files written, and XLA's collectives for `xla_bytes.json`. Needs jax; tests do not.

Importers set `XLA_FLAGS` (the host device count) before importing this module, which imports jax.
"""
from __future__ import annotations

import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.normpath(os.path.join(HERE, "..", "jax_expected"))
XLA_BYTES = os.path.join(EXPECTED, "xla_bytes.json")
FORMS = ("shardy", "gspmd")


class Arg:
    """One argument of a model entry: its shape, dtype, PartitionSpec entries and optional
    `gen(rng, shape)` (default: standard-normal f32)."""

    def __init__(self, shape, dtype=np.float32, spec=(), gen=None):
        self.shape, self.dtype, self.spec, self.gen = tuple(shape), dtype, spec, gen


def registrar(models: dict):
    """The `@model(mesh, args, out[, platform])` decorator of a generator: enters the function in
    `models`. `platform` ("cuda", "rocm"): the module is JAX's lowering for that platform (jax.export),
    its expected outputs still computed here on the CPU."""
    def model(mesh, args, out, platform=None):
        def deco(fn):
            models[fn.__name__] = dict(fn=fn, mesh=mesh, args=args, out=out, platform=platform)
            return fn
        return deco
    return model


def sharded_jit(m: dict):
    """The entry `m` as jax.jit with its argument and output shardings."""
    sh = lambda spec: NamedSharding(m["mesh"], P(*spec))  # noqa: E731
    out = tuple(sh(s) for s in m["out"])
    return jax.jit(m["fn"], in_shardings=tuple(sh(a.spec) for a in m["args"]),
                   out_shardings=out if len(out) > 1 else out[0])


def lowered(m: dict, form: str):
    """`m` lowered with Shardy (`form == "shardy"`) or GSPMD annotations."""
    jax.config.update("jax_use_shardy_partitioner", form == "shardy")
    return sharded_jit(m).lower(*[jax.ShapeDtypeStruct(a.shape, a.dtype) for a in m["args"]])


def inputs(m: dict, seed: int = 0) -> list[np.ndarray]:
    """Seeded arguments: each Arg's own generator, else standard-normal f32."""
    rng = np.random.default_rng(seed)
    return [a.gen(rng, a.shape) if a.gen is not None else rng.standard_normal(a.shape).astype(np.float32)
            for a in m["args"]]


def expected_outputs(m: dict, xs: list[np.ndarray]) -> list[np.ndarray]:
    """The function run unsharded on one device: XLA on CPU deadlocks running collectives over more
    devices than cores, and the global result is what every sharding must reproduce."""
    with jax.default_device(jax.devices()[0]):   # (a bf16 argument is stored as float32 holding bf16 values)
        out = jax.jit(m["fn"])(*[jnp.asarray(x, a.dtype) for x, a in zip(xs, m["args"], strict=True)])
    return [np.asarray(o) for o in (out if isinstance(out, tuple) else (out,))]


def exported_text(m: dict, form: str) -> str:
    """`m` as jax.export writes it for its platform, in annotation form `form`."""
    from jax import export
    jax.config.update("jax_use_shardy_partitioner", form == "shardy")
    structs = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in m["args"]]
    text = export.export(sharded_jit(m), platforms=[m["platform"]])(*structs).mlir_module()
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib.mlir import ir
    with jax_mlir.make_ir_context():   # without locations, as .as_text() prints (no paths of this machine)
        return ir.Module.parse(text).operation.get_asm(enable_debug_info=False)


def write_module(name: str, m: dict, form: str) -> None:
    """NAME.FORM.mlir here, and its inputs and expected outputs in ../jax_expected/NAME.FORM/."""
    text = exported_text(m, form) if m.get("platform") else lowered(m, form).as_text()
    key = f"{name}.{form}"
    with open(os.path.join(HERE, key + ".mlir"), "w") as f:
        f.write(text if text.endswith("\n") else text + "\n")
    d = os.path.join(EXPECTED, key)
    os.makedirs(d, exist_ok=True)
    xs = inputs(m)
    for i, x in enumerate(xs):
        np.save(os.path.join(d, f"in{i}.npy"), x)
    for i, y in enumerate(expected_outputs(m, xs)):
        np.save(os.path.join(d, f"out{i}.npy"), y)
    print(f"wrote {key}.mlir and ../jax_expected/{key}/")


def xla_bytes(name: str, m: dict, form: str) -> dict:
    """XLA's collectives for the stored module NAME.FORM, which must be what `m` lowers to now."""
    sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "..")))
    from xla_hlo import xla_collectives  # tests/xla_hlo.py: the HLO parser, jax-free
    mesh = m["mesh"]
    low = lowered(m, form)
    with open(os.path.join(HERE, f"{name}.{form}.mlir")) as f:
        if f.read().rstrip("\n") != low.as_text().rstrip("\n"):
            raise ValueError(f"{name}.{form}.mlir is not what its model lowers to now: regenerate it first")
    colls = xla_collectives(low.compile().as_text(), mesh.size)
    return {"devices": mesh.size, "mesh": {k: int(v) for k, v in mesh.shape.items()},
            "bytes_per_device_total": sum(c["bytes_per_device"] for c in colls), "collectives": colls}


def write_main(models: dict, doc: str) -> None:
    """A generator's command line: `[--only NAME ...]`, each model written in both forms."""
    import argparse
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("--only", nargs="+", choices=list(models))
    for name in ap.parse_args().only or list(models):
        for form in FORMS:
            write_module(name, models[name], form)
