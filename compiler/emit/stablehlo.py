"""Graph IR -> StableHLO text, plain or annotated with Shardy (`sdy`) or GSPMD (`mhlo.sharding`).

We write generic-form MLIR, then let MLIR's own printer (through `iree.compiler.ir`) print it, so
the output is exactly what MLIR tools print and is guaranteed to parse. Shardy ops stay in generic
form (`"sdy.sharding_constraint"(...)`), which both iree.compiler.ir and JAX/XLA accept.
"""
from __future__ import annotations

from typing import Callable

from shardflow.runtime.sharding import Sharding

from .. import dtypes
from ..ir import Graph, Op, Value
from .mlir_text import dense, i64_array, string

ANNOTATIONS = (None, "shardy", "gspmd")


def _dot_attrs(a):
    parts = []
    if a.get("lhs_batching_dimensions"):
        parts.append(f"lhs_batching_dimensions = {list(a['lhs_batching_dimensions'])}")
        parts.append(f"rhs_batching_dimensions = {list(a['rhs_batching_dimensions'])}")
    parts.append(f"lhs_contracting_dimensions = {list(a['lhs_contracting_dimensions'])}")
    parts.append(f"rhs_contracting_dimensions = {list(a['rhs_contracting_dimensions'])}")
    return {"dot_dimension_numbers": "#stablehlo.dot<" + ", ".join(parts) + ">"}


# op kind -> (stablehlo op name, attrs -> {name: attribute text})
HLO_ATTRS: dict[str, Callable[[dict], dict]] = {
    "compare": lambda a: {"comparison_direction": f"#stablehlo<comparison_direction {a['comparison_direction']}>"},
    "iota": lambda a: {"iota_dimension": f"{a['iota_dimension']} : i64"},
    "broadcast_in_dim": lambda a: {"broadcast_dimensions": i64_array(a["broadcast_dimensions"])},
    "transpose": lambda a: {"permutation": i64_array(a["permutation"])},
    "dot_general": _dot_attrs,
    "concatenate": lambda a: {"dimension": f"{a['dimension']} : i64"},
    "pad": lambda a: {"edge_padding_low": i64_array(a["edge_padding_low"]),
                      "edge_padding_high": i64_array(a["edge_padding_high"]),
                      "interior_padding": i64_array(a.get("interior_padding") or [0] * len(a["edge_padding_low"]))},
    "slice": lambda a: {"start_indices": i64_array(a["start_indices"]), "limit_indices": i64_array(a["limit_indices"]),
                        "strides": i64_array(a.get("strides") or [1] * len(a["start_indices"]))},
}
HLO_NAME = {"and": "and", "or": "or", "not": "not"}


def reducer_init(reducer: str, dtype: str):
    import numpy as np
    npd = dtypes.to_numpy(dtype)
    if reducer == "add":
        return np.zeros((), npd)
    if dtype == "i1":
        return np.array(reducer == "min")
    if dtypes.is_float(dtype):
        return np.array(-np.inf if reducer == "max" else np.inf, npd)
    info = np.iinfo(npd)
    return np.array(info.min if reducer == "max" else info.max, npd)


REDUCER_OP = {"add": "stablehlo.add", "max": "stablehlo.maximum", "min": "stablehlo.minimum"}


class _Writer:
    def __init__(self, graph: Graph, annotate, mesh_name, per_value, prefix: str = ""):
        self.g, self.annotate, self.mesh_name, self.per_value = graph, annotate, mesh_name, per_value
        self.prefix = prefix  # makes this writer's SSA names distinct from other writers' in one function
        self.names: dict[Value, str] = {}
        self.lines: list[str] = []
        self.tmp = 0

    def name(self, v: Value) -> str:
        return self.names[v]

    def fresh(self) -> str:
        self.tmp += 1
        return f"%{self.prefix}t{self.tmp}"

    def sharding_attr(self, s: Sharding, *, per_value=False) -> tuple[str, str] | None:
        if self.annotate == "shardy":
            if per_value:
                return "sdy.sharding", f"#sdy.sharding_per_value<[{s.to_shardy(self.mesh_name, prefix=False)}]>"
            return "sdy.sharding", s.to_shardy(self.mesh_name)
        if self.annotate == "gspmd":
            return "mhlo.sharding", string(s.to_gspmd(self.g.mesh))
        return None

    def attr_dict(self, attrs: dict) -> str:
        return "" if not attrs else " {" + ", ".join(f"{k} = {v}" for k, v in attrs.items()) + "}"

    def emit_op(self, op: Op):
        ins = [self.name(v) for v in op.operands]
        in_types = ", ".join(v.type.mlir() for v in op.operands)
        out_types = ", ".join(r.type.mlir() for r in op.results)
        res = op.results[0]
        self.names[res] = f"%{self.prefix}v{len(self.names)}"
        out = self.names[res]
        extra = {}
        if self.per_value and res.sharding is not None and op.kind != "reshard":
            kv = self.sharding_attr(res.sharding, per_value=True)
            if kv:
                extra[kv[0]] = kv[1]
        if op.kind == "reshard":
            self.emit_reshard(op, out)
            return
        if op.kind == "constant":
            attrs = {"value": f"{dense(op.attrs['value'], res.dtype)} : {res.type.mlir()}", **extra}
            self.lines.append(f'{out} = "stablehlo.constant"(){self.attr_dict(attrs)} : () -> {out_types}')
            return
        if op.kind == "convert":
            self.lines.append(f'{out} = "stablehlo.convert"({ins[0]}){self.attr_dict(extra)} : ({in_types}) -> {out_types}')
            return
        if op.kind == "reduce":
            self.emit_reduce(op, out, extra)
            return
        name = "stablehlo." + HLO_NAME.get(op.kind, op.kind)
        attrs = HLO_ATTRS.get(op.kind, lambda a: {})(op.attrs)
        attrs.update(extra)
        self.lines.append(f'{out} = "{name}"({", ".join(ins)}){self.attr_dict(attrs)} : ({in_types}) -> {out_types}')

    def emit_reduce(self, op, out, extra):
        x, res = op.operands[0], op.results[0]
        scalar = dtypes.tensor_type((), x.dtype)
        init = self.fresh()
        self.lines.append(f'{init} = "stablehlo.constant"() {{value = {dense(reducer_init(op.attrs["reducer"], x.dtype), x.dtype)}'
                          f' : {scalar}}} : () -> {scalar}')
        body = (f'^bb0(%lhs: {scalar}, %rhs: {scalar}):\n'
                f'  %r = "{REDUCER_OP[op.attrs["reducer"]]}"(%lhs, %rhs) : ({scalar}, {scalar}) -> {scalar}\n'
                f'  "stablehlo.return"(%r) : ({scalar}) -> ()')
        attrs = {"dimensions": i64_array(op.attrs["dimensions"]), **extra}
        self.lines.append(f'{out} = "stablehlo.reduce"({self.name(x)}, {init}) ({{\n{body}\n}}){self.attr_dict(attrs)}'
                          f' : ({x.type.mlir()}, {scalar}) -> {res.type.mlir()}')

    def emit_reshard(self, op, out):
        x, res = op.operands[0], op.results[0]
        s = op.attrs["sharding"]
        t = res.type.mlir()
        if self.annotate == "shardy":
            self.lines.append(f'{out} = "sdy.sharding_constraint"({self.name(x)}) '
                              f'{{sharding = {s.to_shardy(self.mesh_name)}}} : ({t}) -> {t}')
        elif self.annotate == "gspmd":
            # open dims travel as JAX writes them: backend_config = "unspecified_dims=[0,1]"
            config = f"unspecified_dims=[{','.join(str(d) for d in sorted(s.open_dims))}]" if s.open_dims else ""
            self.lines.append(f'{out} = "stablehlo.custom_call"({self.name(x)}) {{call_target_name = "Sharding", '
                              f'backend_config = {string(config)}, '
                              f'mhlo.sharding = {string(s.to_gspmd(self.g.mesh))}}} : ({t}) -> {t}')
        else:
            self.names[res] = self.name(x)

    def arg_attrs(self, v: Value, s: Sharding | None) -> str:
        if s is None:
            return ""
        kv = self.sharding_attr(s)
        return f" {{{kv[0]} = {kv[1]}}}" if kv else ""


def body_writer(graph: Graph, names: dict[Value, str] | None = None, *, prefix: str = "") -> _Writer:
    """A plain (unannotated) op writer for other emitters: `w.emit_op(op)` appends generic-form lines
    to `w.lines`, naming results `%<prefix>v<N>` / `%<prefix>t<N>`; `w.names` maps each Value to its
    SSA name (seed it with the names of the values defined elsewhere, e.g. function arguments)."""
    w = _Writer(graph, None, "mesh", False, prefix)
    w.names.update(names or {})
    return w


def emit_module(graph: Graph, *, annotate: str | None = None, mesh_name: str = "mesh",
                per_value: bool = False, module_name: str = "shardflow", pretty: bool = True) -> str:
    """StableHLO text for `graph`.

    annotate: None (plain; reshards vanish), "shardy" or "gspmd". per_value: also annotate every
    op result with its (propagated) sharding.
    """
    if annotate not in ANNOTATIONS:
        raise ValueError(f"annotate must be one of {ANNOTATIONS}, got {annotate!r}")
    if annotate and graph.mesh is None:
        annotate = None
    w = _Writer(graph, annotate, mesh_name, per_value)
    args = []
    for i, v in enumerate(graph.inputs):
        w.names[v] = f"%arg{i}"
        args.append(f"%arg{i}: {v.type.mlir()}{w.arg_attrs(v, v.sharding)}")
    for op in graph.ops:
        w.emit_op(op)
    results = []
    for i, v in enumerate(graph.outputs):
        s = graph.output_shardings[i] if i < len(graph.output_shardings) else None
        if s is None and per_value:
            s = v.sharding
        results.append(f"{v.type.mlir()}{w.arg_attrs(v, s)}")
    ret = ", ".join(w.name(v) for v in graph.outputs)
    ret_types = ", ".join(v.type.mlir() for v in graph.outputs)
    mod_attrs = ""
    head = []
    if graph.mesh is not None and annotate:
        mod_attrs = f" attributes {{mhlo.num_partitions = {graph.mesh.size} : i32, mhlo.num_replicas = 1 : i32}}"
    if annotate == "shardy":
        head.append(f'"sdy.mesh"() {{mesh = #sdy.mesh{graph.mesh}, sym_name = "{mesh_name}"}} : () -> ()')
    body = "\n".join("    " + line.replace("\n", "\n    ") for line in w.lines)
    text = (f"module @{module_name}{mod_attrs} {{\n" + "".join(f"  {h}\n" for h in head)
            + f"  func.func public @{graph.name}({', '.join(args)}) -> ({', '.join(results)}) {{\n"
            + (body + "\n" if body else "")
            + f'    "func.return"({ret}) : ({ret_types}) -> ()\n  }}\n}}\n')
    return reprint(text) if pretty else text


def reprint(text: str) -> str:
    """Parse with MLIR and print in MLIR's canonical form (fails loudly if we wrote bad IR)."""
    from iree.compiler import ir
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        return str(ir.Module.parse(text))
