"""A shard_map in annotated StableHLO, the way JAX writes it (ops/manual.py has the op's meaning).

- Shardy: `"sdy.manual_computation"(operands) ({ ^bb0(body args): ... "sdy.return"(...) })
  {in_shardings = #sdy.sharding_per_value<[...]>, out_shardings = ..., manual_axes =
  #sdy<manual_axes{...}>}` with the body inline;
- GSPMD: per operand `custom_call @Sharding` (its sharding) + `@SPMDFullToShardShape` (`{manual}`,
  or `last_tile_dims={manual, ...}` when some axes stay automatic), a `func.call` of a private
  `@shmap_body_N` holding the body, per result `@Sharding` (manual) + `@SPMDShardToFullShape`.
  Inside a body every mhlo.sharding carries the manual axes as its manual subgroup.

Body collectives are written by the collective table's StableHLO emission (replica groups of
global device ids over the device mesh), through emit/spmd.py's collective context.
"""
from __future__ import annotations

from shardflow.runtime.errors import ShardingError
from shardflow.runtime.gspmd import print_gspmd
from shardflow.runtime.sharding import Sharding
from shardflow.runtime.sharding_text import print_axis_list

from ..ir import Op
from ..ops.manual import boundary
from ..ops.registry import OPS
from .mlir_text import string
from .stablehlo import _Writer


class _BodyWriter(_Writer):
    """Writes a body: its GSPMD strings are over the device mesh, manual over the body's axes."""

    def __init__(self, parent: _Writer, body, prefix: str):
        super().__init__(body, parent.annotate, parent.mesh_name, parent.per_value, prefix)
        self.functions = parent.functions
        self.scope = body.scope
        self.in_unregistered_op = True   # (sdy.manual_computation, to IREE's MLIR)

    def gspmd_text(self, s: Sharding) -> str:
        return print_gspmd(s, self.scope.device_mesh, manual=self.scope.manual_axes)


def _gspmd_in(w: _Writer, s: Sharding, rank: int, manual=()) -> str:
    """An mhlo.sharding of the writer's graph (the enclosing one), with `manual` more axes manual."""
    scope = w.g.scope
    mesh = scope.device_mesh if scope is not None else w.g.mesh
    outer = scope.manual_axes if scope is not None else ()
    axes = tuple(a for a in mesh.names if a in set(outer) | set(manual))
    return print_gspmd(s.padded(rank), mesh, rank, manual=axes)


def _body_lines(w: _Writer, op: Op, prefix: str) -> tuple[_BodyWriter, list[str], list[str]]:
    """The body's ops written by a writer of its own: (writer, argument names, result names)."""
    from .spmd import collective_emitter
    body = op.attrs["body"]
    bw = _BodyWriter(w, body, prefix)
    args = []
    for i, v in enumerate(body.inputs):
        bw.names[v] = f"%{prefix}a{i}"
        args.append(bw.names[v])
    for k in sorted(op.attrs.get("arg_edges", ())) if w.annotate == "shardy" else ():
        bw.data_flow_edge(body.inputs[k])   # Shardy's edge on the body argument, as it was read
    ctx = collective_emitter(bw, op.attrs["mesh"])
    bw.kept = w.kept   # (printed: calls kept as calls, in the body and in its loops and branches)
    if w.kept is not None and w.kept.holds(body):
        w.kept.write(bw, body)
    else:
        for bop in body.ops:
            ctx.op(bop)
    return bw, args, [bw.name(v) for v in body.outputs]


def emit_shard_map(w: _Writer, op: Op) -> None:
    if w.annotate not in ("shardy", "gspmd"):
        raise ShardingError(f"shard_map at {op.loc}: a manual region needs sharding annotations; emit the module "
                            f"in Shardy or GSPMD form")
    n = len(op.results)
    prefix = w.fresh()[1:] + "_"  # the body's names: unique in the function, nested bodies included
    at = op.attrs
    if w.annotate == "shardy":
        in_types = ", ".join(str(v.type) for v in op.operands)
        out_types = ", ".join(str(r.type) for r in op.results)
        bw, args, rets = _body_lines(w, op, prefix)
        label = "^bb0(" + ", ".join(f"{a}: {v.type}" for a, v in zip(args, at["body"].inputs)) + "):\n" if args else ""
        body = "".join(f"  {line.replace(chr(10), chr(10) + '  ')}\n" for line in bw.lines)
        ret_types = ", ".join(str(v.type) for v in at["body"].outputs)

        def per_value(values, shardings, edges):
            # a boundary with a data flow edge prints as written: the edge holds what propagation gave
            shown = [s if k in edges else _shown(v, s, at["manual_axes"])
                     for k, (v, s) in enumerate(zip(values, shardings, strict=True))]
            return "#sdy.sharding_per_value<[" + ", ".join(s.to_shardy(w.mesh_name, prefix=False, mesh=w.g.mesh)
                                                           for s in shown) + "]>"
        manual = "#sdy<manual_axes" + print_axis_list(at["manual_axes"], w.g.mesh) + ">"   # (pieces merged)
        ins = ", ".join(w.name(v) for v in op.operands)
        base = f"%{prefix}r"
        w.lines.append(f'{base}{f":{n}" if n > 1 else ""} = "sdy.manual_computation"({ins}) ({{\n{label}{body}'
                       f'  "sdy.return"({", ".join(rets)}) : ({ret_types}) -> ()\n}}) '
                       f'{{in_shardings = {per_value(op.operands, at["in_shardings"], at.get("arg_edges", ()))}, '
                       f'out_shardings = {per_value(op.results, at["out_shardings"], w.edges_of(op))}, '
                       f'manual_axes = {manual}}} '
                       f': ({in_types}) -> ({out_types})')
        for i, r in enumerate(op.results):
            w.names[r] = f"{base}#{i}" if n > 1 else base
        w.data_flow_edges(op)
    else:
        _gspmd(w, op, prefix)


def _shown(v, s: Sharding, manual) -> Sharding:
    """A boundary sharding `s` as written: its value's own when that is the layout the boundary
    has (as propagation extended it: open dims, explicit replication), else `s`."""
    return v.sharding if v.sharding is not None and boundary(v, s, manual).dims == v.sharding.dims else s


def _config(s: Sharding) -> str:
    return string(f"unspecified_dims=[{','.join(str(d) for d in sorted(s.open_dims))}]" if s.open_dims else "")


def _gspmd(w: _Writer, op: Op, prefix: str) -> None:
    at = op.attrs
    body, manual = at["body"], at["manual_axes"]
    locals_ = []
    for i, (x, s, v) in enumerate(zip(op.operands, at["in_shardings"], body.inputs, strict=True)):
        t = x.type
        pins = OPS[x.producer.kind].constrains if x.producer is not None else None
        same = pins is not None and pins(x.producer) == s
        s = _shown(x, s, manual)
        if same and w.name(x) != w.name(x.producer.operands[0]):
            full = w.name(x)  # the operand's constraint, just written: the @Sharding JAX puts here
        else:
            full = w.fresh()
            w.lines.append(f'{full} = "stablehlo.custom_call"({w.name(x)}) {{call_target_name = "Sharding", '
                           f'backend_config = {_config(s)}, mhlo.sharding = {string(_gspmd_in(w, s, t.rank))}}} '
                           f': ({t}) -> {t}')
        local = w.fresh()
        mark = _gspmd_in(w, Sharding(()), t.rank, manual)
        w.lines.append(f'{local} = "stablehlo.custom_call"({full}) {{call_target_name = "SPMDFullToShardShape", '
                       f'backend_config = {_config(s)}, mhlo.sharding = {string(mark)}}} : ({t}) -> {v.type}')
        locals_.append(local)
    bw, args, rets = _body_lines(w, op, prefix)
    fname = f"shmap_body_{len(w.functions)}"
    w.functions.append("")  # the name is taken before nested bodies add theirs
    slot = len(w.functions) - 1
    arg_list = ", ".join(f"{a}: {v.type}" for a, v in zip(args, body.inputs))
    ret_types = ", ".join(str(v.type) for v in body.outputs)
    lines = "".join(f"  {line.replace(chr(10), chr(10) + '  ')}\n" for line in bw.lines)
    w.functions[slot] = (f"func.func private @{fname}({arg_list}) -> ({ret_types}) {{\n{lines}"
                         f'  "func.return"({", ".join(rets)}) : ({ret_types}) -> ()\n}}')
    n = len(op.results)
    call = w.fresh()
    w.lines.append(f'{call}{f":{n}" if n > 1 else ""} = "func.call"({", ".join(locals_)}) {{callee = @{fname}}} '
                   f': ({", ".join(str(v.type) for v in body.inputs)}) -> ({ret_types})')
    for i, (r, s, v) in enumerate(zip(op.results, at["out_shardings"], body.outputs, strict=True)):
        s = _shown(r, s, manual)
        got = f"{call}#{i}" if n > 1 else call
        mark = w.fresh()
        w.lines.append(f'{mark} = "stablehlo.custom_call"({got}) {{call_target_name = "Sharding", backend_config = "", '
                       f'mhlo.sharding = {string(_gspmd_in(w, Sharding(()), r.type.rank, manual))}}} '
                       f': ({v.type}) -> {v.type}')
        full = w.fresh()
        w.lines.append(f'{full} = "stablehlo.custom_call"({mark}) {{call_target_name = "SPMDShardToFullShape", '
                       f'backend_config = {_config(s)}, mhlo.sharding = {string(_gspmd_in(w, s, r.type.rank))}}} '
                       f': ({v.type}) -> {r.type}')
        w.names[r] = full
