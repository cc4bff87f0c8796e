"""Hugging Face Flax GPT-2 / BERT forwards, GPT-2's `generate` with top-k sampling and a flax.nnx
FSDP AdamW step, lowered to sharded StableHLO as users shard them, with seeded inputs and the
outputs JAX computes for them.

Needs its own environment (the tests do not): jax/jaxlib 0.10.2, flax 0.12.8, optax 0.2.8 and
transformers 4.57.6 (the last 4.x; transformers 5 removed the Flax models), e.g.

    python3 -m venv /tmp/hf && /tmp/hf/bin/pip install jax==0.10.2 jaxlib==0.10.2 flax==0.12.8 \\
        optax==0.2.8 transformers==4.57.6
    /tmp/hf/bin/python make_hf_models.py                 # writes the stored modules and expectations
    /tmp/hf/bin/python make_hf_models.py --out DIR --all # every model x mesh x form, for a survey

Small configs (2 layers, hidden 64, 4 heads, vocab 256, sequence 16, batch 2), random init from
fixed seeds. The weights are the function's arguments (one per leaf, in `jax.tree_util` order), never
baked-in constants. Shardings are the ones users write:

- GPT-2 / BERT: Megatron-style, attention (fused `c_attn` / query, key, value) and MLP-in weights
  column-split over `model`, attention-out and MLP-out weights row-split, layer norms replicated; the
  token embedding replicated or vocab-split over `model` (`--vocab-split`), the position table
  replicated (its indices are constants the model builds: `broadcast_to(arange(seq))`); on the
  `data x model` mesh the batch is split over `data`.
- nnx FSDP AdamW: every parameter (and so AdamW's moments) split on its first dimension over `data`
  (`nnx.with_partitioning`, read back with `nnx.get_partition_spec`), the batch over `data`; one
  `optax.adamw` step returning the loss, the new parameters and the new optimizer state.

The expected outputs are the same jitted function executed unsharded on one device (XLA on CPU
deadlocks executing collectives over more devices than cores), written with its inputs to
`../jax_expected/NAME/` (`in{i}.npy`, `out{i}.npy`): one folder per model, for both forms.
"""
import argparse
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "..", "jax_expected")
B, S, H, HEADS, V, LAYERS = 2, 16, 64, 4, 256, 2
V_NNX = 128   # the nnx model's vocabulary (its AdamW state triples the stored inputs)

#: what is stored in this folder: (model, form) -> mesh
KEPT = {("hf_gpt2", "shardy"): "2", ("hf_gpt2", "gspmd"): "2",
        ("hf_bert", "shardy"): "2", ("hf_bert", "gspmd"): "2x2",
        ("nnx_fsdp_adamw", "shardy"): "2", ("nnx_fsdp_adamw", "gspmd"): "2",
        ("hf_gpt2_sample", "shardy"): "2x2"}


def mesh_of(kind: str) -> Mesh:
    devs = np.array(jax.devices()[:4])
    if kind == "2":
        return Mesh(devs[:2], ("model",))
    if kind == "2x2":
        return Mesh(devs.reshape(2, 2), ("data", "model"))
    if kind == "4":
        return Mesh(devs, ("model",))
    raise ValueError(kind)


def data_axis(mesh):
    return "data" if "data" in mesh.axis_names else None


def _path(path) -> str:
    return "/".join(str(getattr(k, "key", getattr(k, "name", k))) for k in path)


def megatron_spec(path: str, shape, vocab_split: bool, kernel_out_first: bool) -> P:
    """Column-parallel in-projections, row-parallel out-projections (kernel layout: (out, in) for
    GPT-2's Conv1D, (in, out) for BERT's Dense)."""
    col_in = ("c_attn", "c_fc", "query", "key", "value", "intermediate")
    row_out = ("attn/c_proj", "mlp/c_proj", "attention/output/dense", "/output/dense")
    if path.endswith("embedding"):
        return P("model", None) if vocab_split and ("wte" in path or "word_" in path) else P()
    out_dim, in_dim = (0, 1) if kernel_out_first else (1, 0)
    if any(k in path for k in col_in):
        if path.endswith("kernel"):
            return P(*("model" if i == out_dim else None for i in range(2)))
        return P("model")
    if any(k in path for k in row_out) and path.endswith("kernel"):
        return P(*("model" if i == in_dim else None for i in range(2)))
    return P()


def hf_gpt2(mesh, vocab_split):
    from transformers import FlaxGPT2LMHeadModel, GPT2Config
    m = FlaxGPT2LMHeadModel(GPT2Config(vocab_size=V, n_positions=S, n_embd=H, n_layer=LAYERS, n_head=HEADS),
                            seed=0)
    leaves, tree = jax.tree_util.tree_flatten_with_path(m.params)
    specs = [megatron_spec(_path(p), x.shape, vocab_split, True) for p, x in leaves]
    values = [np.asarray(x) for _, x in leaves]

    def fn(*args):
        params = jax.tree_util.tree_unflatten(tree, args[:-1])
        return m(args[-1], params=params).logits

    rng = np.random.default_rng(1)
    ids = rng.integers(0, V, (B, S)).astype(np.int32)
    dp = data_axis(mesh)
    return fn, values + [ids], specs + [P(dp, None)], P(dp, None, None)


def hf_gpt2_sample(mesh, vocab_split):
    """GPT-2's `generate` with top-k sampling: a decoding loop whose every step sorts the logits
    (`top_k`), scatters the kept ones into a row of -inf and samples from it. A smaller model
    (1 layer, hidden 32, vocabulary 64) keeps the loop's compile short."""
    from transformers import FlaxGPT2LMHeadModel, GPT2Config
    m = FlaxGPT2LMHeadModel(GPT2Config(vocab_size=64, n_positions=S, n_embd=32, n_layer=1, n_head=HEADS), seed=0)
    leaves, tree = jax.tree_util.tree_flatten_with_path(m.params)
    specs = [megatron_spec(_path(p), x.shape, vocab_split, True) for p, x in leaves]
    values = [np.asarray(x) for _, x in leaves]

    def fn(*args):
        params = jax.tree_util.tree_unflatten(tree, args[:-1])
        return m.generate(args[-1], params=params, max_new_tokens=4, do_sample=True, top_k=8, temperature=0.7,
                          prng_key=jax.random.key(1), pad_token_id=0).sequences

    rng = np.random.default_rng(4)
    ids = rng.integers(0, 64, (4, 6)).astype(np.int32)
    dp = data_axis(mesh)
    return fn, values + [ids], specs + [P(dp, None)], P(dp, None)


def hf_bert(mesh, vocab_split):
    from transformers import BertConfig, FlaxBertModel
    m = FlaxBertModel(BertConfig(vocab_size=V, hidden_size=H, num_hidden_layers=LAYERS, num_attention_heads=HEADS,
                                 intermediate_size=4 * H, max_position_embeddings=S), seed=0)
    leaves, tree = jax.tree_util.tree_flatten_with_path(m.params)
    specs = [megatron_spec(_path(p), x.shape, vocab_split, False) for p, x in leaves]
    values = [np.asarray(x) for _, x in leaves]

    def fn(*args):
        params = jax.tree_util.tree_unflatten(tree, args[:-3])
        ids, types, mask = args[-3:]
        out = m(ids, attention_mask=mask, token_type_ids=types, params=params)
        return out.last_hidden_state, out.pooler_output

    rng = np.random.default_rng(2)
    ids = rng.integers(0, V, (B, S)).astype(np.int32)
    types = (np.arange(S)[None, :] >= S // 2).astype(np.int32).repeat(B, 0)
    mask = np.ones((B, S), np.int32)
    mask[1, S - 5:] = 0   # the second sequence is padded
    dp = data_axis(mesh)
    return fn, values + [ids, types, mask], specs + [P(dp, None)] * 3, (P(dp, None, None), P(dp, None))


def nnx_fsdp_adamw(mesh, vocab_split):
    import optax
    from flax import nnx

    def fsdp(init):
        return nnx.with_partitioning(init, ("data", None))

    class Model(nnx.Module):
        def __init__(self, rngs):
            self.embed = nnx.Embed(V_NNX, H, embedding_init=fsdp(nnx.initializers.normal(0.02)), rngs=rngs)
            self.norm = nnx.LayerNorm(H, scale_init=nnx.with_partitioning(nnx.initializers.ones, ("data",)),
                                      bias_init=nnx.with_partitioning(nnx.initializers.zeros, ("data",)), rngs=rngs)
            self.up = nnx.Linear(H, 2 * H, kernel_init=fsdp(nnx.initializers.lecun_normal()),
                                 bias_init=nnx.with_partitioning(nnx.initializers.zeros, ("data",)), rngs=rngs)
            self.down = nnx.Linear(2 * H, H, kernel_init=fsdp(nnx.initializers.lecun_normal()),
                                   bias_init=nnx.with_partitioning(nnx.initializers.zeros, ("data",)), rngs=rngs)
            self.head = nnx.Linear(H, V_NNX, kernel_init=fsdp(nnx.initializers.lecun_normal()), use_bias=False, rngs=rngs)

        def __call__(self, ids):
            h = self.embed(ids)
            h = h + self.down(nnx.gelu(self.up(self.norm(h))))
            return self.head(h)

    with jax.set_mesh(mesh):   # the annotations place the parameters on the mesh
        model = Model(nnx.Rngs(0))
    graphdef, params = nnx.split(model, nnx.Param)
    tx = optax.adamw(1e-3, weight_decay=0.01)
    opt_state = tx.init(params)
    pspecs = nnx.get_partition_spec(params)
    # AdamW's moments are sharded like the parameters; its step count is replicated
    state_specs = jax.tree_util.tree_map(
        lambda x: P(*((("data",) + (None,) * (x.ndim - 1)) if x.ndim else ())), opt_state)
    p_leaves, p_tree = jax.tree_util.tree_flatten(params)
    s_leaves, s_tree = jax.tree_util.tree_flatten(opt_state)
    specs = ([s.value if hasattr(s, "value") else s for s in jax.tree_util.tree_leaves(
        pspecs, is_leaf=lambda x: isinstance(x, P))] + jax.tree_util.tree_leaves(
        state_specs, is_leaf=lambda x: isinstance(x, P)))
    np_ = len(p_leaves)

    def fn(*args):
        p = jax.tree_util.tree_unflatten(p_tree, args[:np_])
        st = jax.tree_util.tree_unflatten(s_tree, args[np_:-2])
        ids, labels = args[-2:]

        def loss_fn(p):
            logits = nnx.merge(graphdef, p)(ids)
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

        loss, grads = jax.value_and_grad(loss_fn)(p)
        updates, st = tx.update(grads, st, p)
        p = optax.apply_updates(p, updates)
        return (loss, *jax.tree_util.tree_leaves(p), *jax.tree_util.tree_leaves(st))

    rng = np.random.default_rng(3)
    ids = rng.integers(0, V_NNX, (4, S)).astype(np.int32)
    labels = rng.integers(0, V_NNX, (4, S)).astype(np.int32)
    values = [np.asarray(x) for x in p_leaves + s_leaves] + [ids, labels]
    out = [P()] + specs
    return fn, values, specs + [P("data", None)] * 2, tuple(out)


MODELS = {"hf_gpt2": hf_gpt2, "hf_bert": hf_bert, "nnx_fsdp_adamw": nnx_fsdp_adamw, "hf_gpt2_sample": hf_gpt2_sample}


def export(name, mesh_kind, form, vocab_split, out_dir, expected_dir):
    jax.config.update("jax_use_shardy_partitioner", form == "shardy")
    mesh = mesh_of(mesh_kind)
    if name == "nnx_fsdp_adamw" and "data" not in mesh.axis_names:
        mesh = Mesh(mesh.devices, ("data",))
    fn, values, specs, out_specs = MODELS[name](mesh, vocab_split)
    shard = lambda s: NamedSharding(mesh, s)  # noqa: E731
    outs = jax.tree_util.tree_map(shard, out_specs, is_leaf=lambda x: isinstance(x, P))
    jitted = jax.jit(fn, in_shardings=tuple(shard(s) for s in specs), out_shardings=outs)
    text = jitted.lower(*values).as_text()
    tag = f"{name}.{form}"
    with open(os.path.join(out_dir, tag + ".mlir"), "w") as f:
        f.write(text)
    want = jax.jit(fn)(*values)   # unsharded, one device
    want = want if isinstance(want, (tuple, list)) else (want,)
    d = os.path.join(expected_dir, name)   # one folder per model: both forms compute the same
    os.makedirs(d, exist_ok=True)
    for i, v in enumerate(values):
        np.save(os.path.join(d, f"in{i}.npy"), np.asarray(v))
    for i, v in enumerate(want):
        np.save(os.path.join(d, f"out{i}.npy"), np.asarray(v))
    print(f"{tag}: mesh {mesh_kind}, {len(values)} inputs, {len(want)} outputs, {len(text)} bytes")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", help="write here (and expectations under OUT/expected) instead of the test folders")
    ap.add_argument("--all", action="store_true", help="every model x mesh (2, 4, 2x2) x form, vocab replicated and split")
    a = ap.parse_args()
    if not a.all:
        for (name, form), mesh_kind in KEPT.items():
            export(name, mesh_kind, form, name.startswith("hf_gpt2"), a.out or HERE,
                   os.path.join(a.out, "expected") if a.out else EXPECTED)
        return
    for name in MODELS:
        for mesh_kind in ("2", "4", "2x2"):
            for form in ("shardy", "gspmd"):
                for vs in (False, True):
                    sub = os.path.join(a.out, f"{mesh_kind}{'v' if vs else ''}")
                    os.makedirs(sub, exist_ok=True)
                    export(name, mesh_kind, form, vs, sub, os.path.join(sub, "expected"))


if __name__ == "__main__":
    main()
