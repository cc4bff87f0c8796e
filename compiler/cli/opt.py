"""`shardflow-opt`: import StableHLO, run the stages asked for, print MLIR (contract in API.md).

    shardflow-opt FILE.mlir [--mesh AXIS=N[,AXIS=N...]] [--propagate] [--partition]
                  [--lower=multi-device|host-staged|spmd] [--emit=shardy|gspmd] [-o OUT]

Only the last stage asked for is printed. The output keeps the input's annotation form unless
--emit says otherwise (plain input given a --mesh prints Shardy). Typed shardflow errors print as
`shardflow-opt: error: <message>` with exit status 1; a stage missing from this build exits 2.
"""
from __future__ import annotations

import argparse
import importlib
import re
import sys
from typing import Sequence

from .common import PLATFORM_INDEX_HELP, parse_mesh_flag, read_text, run_main

PROG = "shardflow-opt"
_SYMBOL = re.compile(r"[A-Za-z_][\w$.]*\Z")
#: --propagation-strategy -> propagate()'s strategy (None: shardflow's own, by bytes)
_STRATEGIES = {"aggressive": "aggressive", "basic": "basic", "fewest-bytes": None}


class StageUnavailable(Exception):
    """A stage's module is not part of this build yet."""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=PROG, description="Import StableHLO (Shardy, GSPMD or plain), run shardflow "
                                                       "stages and print the resulting MLIR.")
    p.add_argument("file", help="input .mlir file, or - for stdin")
    p.add_argument("--mesh", help="device mesh AXIS=N[,AXIS=N...], e.g. data=2,model=4 (overrides the module's)")
    p.add_argument("--platform-index", type=int, metavar="K", help=PLATFORM_INDEX_HELP)
    p.add_argument("--emit", choices=("shardy", "gspmd"),
                   help="annotation form of the output (default: the input's; shardy for plain input with --mesh)")
    p.add_argument("--propagate", action="store_true", help="print every value's propagated sharding")
    p.add_argument("--keep-open", action="store_true",
                   help="with --propagate: print the dimensions of propagated shardings open ({\"a\", ?}) and "
                        "user shardings as written (open dims extended), as Shardy's basic propagation passes "
                        "leave them; by default every sharding is closed, as its propagation pipeline ends")
    p.add_argument("--propagation-strategy", choices=("aggressive", "basic", "fewest-bytes"),
                   help="with --propagate: how conflicts are settled: as Shardy's aggressive (the default, as "
                        "in its propagation pipeline) or basic (no op priorities) factor propagation does, or "
                        "by the bytes each choice moves, as shardflow compiles (its conflicts are reported)")
    p.add_argument("--conservative-propagation", action="store_true",
                   help="with --propagate and a Shardy strategy: as Shardy's conservative-propagation option, "
                        "no layout flows through a sliced, padded, concatenated or windowed dimension and no "
                        "axis is split into sub-axes")
    p.add_argument("--dedup-functions-fully", action="store_true",
                   help="with --propagate: as the option of Shardy's propagation pipeline, one function per "
                        "callee, its calls propagated as one body; a call reshards what it passes and gets "
                        "where its own layouts differ")
    p.add_argument("--partition", action="store_true", help="print the per-device SPMD program")
    p.add_argument("--lower", choices=("multi-device", "host-staged", "spmd"),
                   help="print the module handed to iree-compile")
    p.add_argument("-o", "--output", help="write the output here instead of stdout")
    return p


def _stage(module: str, flag: str):
    """Import a stage lazily, so import-only use works in builds that lack later stages."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as e:
        if e.name and (module.startswith(e.name) or e.name.startswith(module)):  # absent or half-built
            raise StageUnavailable(f"{flag} is not available yet in this build (no module {module})") from None
        raise


def run(args: argparse.Namespace) -> str:
    """The MLIR text the command prints."""
    from shardflow.compiler.emit.sdy_pretty import pretty_sdy
    from shardflow.compiler.emit.stablehlo import emit_module
    from shardflow.compiler.importer import import_module_info
    from shardflow.compiler.ops import OPS

    source = "<stdin>" if args.file == "-" else args.file
    # printing what propagation gives reads every op as written (the dead ones go as in Shardy's passes:
    # _drop_dead_as_mlir; compiling drops them at import)
    graph, info = import_module_info(read_text(args.file), mesh=parse_mesh_flag(args.mesh), source_name=source,
                                     keep_unused=args.propagate and not (args.partition or args.lower),
                                     print_only=not (args.partition or args.lower),
                                     apply_constraints=args.propagate and not args.keep_open,
                                     platform_index=args.platform_index)
    # (a module without a mesh prints Shardy's ops too once propagated: its constants are sdy.constant)
    annotate = args.emit or info.annotation or ("shardy" if graph.mesh is not None or args.propagate else None)
    # printed as Shardy propagates it: the attributes shardflow does not read, as written
    written = {"module_attrs": info.module_attrs, "arg_attrs": info.arg_attrs, "result_attrs": info.result_attrs}
    module_name = info.module_name if info.module_name and _SYMBOL.match(info.module_name) else "shardflow"

    if args.lower:
        _stage("shardflow.compiler.lower", "--lower")
        partition = _stage("shardflow.compiler.passes.partition", "--lower").partition
        driver = _stage("shardflow.compiler.driver", "--lower")
        text, _manifest = driver.lower(partition(graph), graph, "cpu", args.lower)
        return text
    if args.partition:
        prog = _stage("shardflow.compiler.passes.partition", "--partition").partition(graph)
        _warn_conflicts(prog.conflicts)
        return _stage("shardflow.compiler.emit.spmd", "--partition").emit_spmd(prog, module_name=module_name)
    if args.propagate:
        from shardflow.compiler.importer.shardy_constants import merge_constants
        # as Shardy prints it: calls kept as calls (the graph has them inlined)
        # the module's function order (Shardy's propagation passes keep it; its pipeline rebuilds the
        # call graph from the entry function, which comes first)
        order = info.functions if args.keep_open or args.dedup_functions_fully else \
            (graph.name, *(f for f in info.functions if f != graph.name))
        calls = {"calls": info.calls, "functions": order, "positions": info.positions,
                 "region_calls": info.region_calls, "func_attrs": info.func_attrs,
                 "visibility": info.visibility,
                 "call_style": "module" if args.keep_open else "deduplicated" if args.dedup_functions_fully
                 else "pipeline"}
        if args.dedup_functions_fully:
            _tie_calls_of_one_function(graph, info.calls)
        _drop_dead_as_mlir(graph, info, constraints=True)   # Shardy's rewriter erases them unpropagated
        # --keep-open with the basic strategy is Shardy's basic propagation pass on its own: the user's
        # priorities order nothing there (its pipeline and its other passes propagate by them)
        basic_pass = args.keep_open and args.propagation_strategy == "basic"
        prioritized = _with_priorities(graph)
        _warn_conflicts(_stage("shardflow.compiler.passes.propagate", "--propagate").propagate(
            graph, uneven=True, strategy=_STRATEGIES[args.propagation_strategy or "aggressive"],
            conservative=args.conservative_propagation, user_priorities=not basic_pass))
        # (Shardy's basic propagation pass on its own leaves them where it changed no layout)
        _drop_priorities(graph, kept=prioritized if basic_pass else {})
        if annotate == "shardy":
            _unset_empty_propagated(graph)
        if args.keep_open:
            _open_propagated(graph)
        _result_layouts(graph, args.keep_open)
        if not args.keep_open:
            _evenly_sharded(graph)
            _close_all(graph)
            _drop_dead_as_mlir(graph, info, constraints=False)   # what fed only a constraint, too
            if info.annotation != "gspmd":   # as Shardy's export (its import split them): alike constants are one
                merge_constants(graph, info.calls, info.region_calls)
        text = emit_module(graph, annotate=annotate, mesh_name=info.mesh_name, module_name=module_name,
                           per_value=True, all_reduces=not args.keep_open, **calls, **written,
                           declared_meshes=info.meshes)   # (Shardy keeps the meshes nothing uses)
        return pretty_sdy(text) if annotate == "shardy" else text
    # per-op hints in the input (sdy.sharding / mhlo.sharding on ops) are printed back
    # (a sharding constraint's result layout is the constraint itself, not a hint)
    hinted = any(r.sharding is not None for op in graph.ops if OPS[op.kind].constrains is None for r in op.results)
    return emit_module(graph, annotate=annotate, mesh_name=info.mesh_name, module_name=module_name,
                       per_value=hinted)


def _with_priorities(graph) -> dict:
    """The values whose layout gives priorities, with that layout."""
    from shardflow.compiler.passes.propagate import values_within
    return {v: v.sharding for v in values_within(graph)
            if v.sharding is not None and any(p is not None for p in v.sharding.priorities)}


def _drop_priorities(graph, kept: dict) -> None:
    """Priorities order propagation only: once it ran, they are printed no more (as Shardy does),
    except on the values of `kept` whose layout propagation left as it was."""
    from shardflow.compiler.passes.propagate import values_within

    def plain(s):
        return s.with_open_dims(s.open_dims) if s is not None and any(p is not None for p in s.priorities) else s
    for v in values_within(graph):
        if kept.get(v) is None or kept[v] != v.sharding:
            v.sharding = plain(v.sharding)
    graph.output_layouts = [plain(s) for s in graph.output_layouts]
    graph.output_shardings = [plain(s) for s in graph.output_shardings]


def _unset_empty_propagated(graph) -> None:
    """A layout propagation gave no axis is no sharding at all (Shardy's propagation only ever
    adds axes, so it prints nothing there); the user's own empty layouts stay, and so do those of
    an op with several results of which one has axes (a per-value list names every result),
    unless its data flow edges hold them (one per result)."""
    def empty(v):
        s = v.sharding
        return s is None or (_propagated(v) and not s.used_axes and not s.partial)

    from shardflow.compiler.passes.propagate import graphs_within
    values = list(graph.inputs)
    for op in (op for g in graphs_within(graph) for op in g.ops):
        if all(empty(r) for r in op.results) or op.attrs.get("data_flow_edges"):
            values += op.results
    for v in values:
        if empty(v):
            v.sharding = None


def _open_propagated(graph) -> None:
    """Every sharding propagation chose with all its dimensions open."""
    from shardflow.compiler.passes.propagate import values_within
    for v in values_within(graph):
        s = v.sharding
        if s is not None and _propagated(v):
            v.sharding = s.with_open_dims(range(len(s.dims)))


def _propagated(v) -> bool:
    """Whether propagation chose v's layout (not the user: a barrier's result is propagation's too,
    though it is a fixed reshard by now)."""
    return not v.fixed or v.producer is not None and v.producer.attrs.get("written_as") == "sdy.propagation_barrier"


def _tie_calls_of_one_function(graph, calls) -> None:
    """Propagate the calls of one function as one body, as Shardy's pipeline does when it
    deduplicates functions fully (its calls share the function's data flow edges): the graph holds
    each call inlined, so the values each copy makes at one place form a sharding group, which
    keeps them in step. Copies made apart (an op folded in one of them) are left on their own."""
    from shardflow.compiler.call_sites import walk
    by_callee: dict[str, list] = {}
    for site in walk(calls):
        by_callee.setdefault(site.callee, []).append(site)
    next_id = max((k for k in graph.sharding_groups if isinstance(k, int)), default=-1) + 1
    for sites in by_callee.values():
        copies = [[op for op in graph.ops if id(op) in site.made] for site in sites]
        if len(sites) < 2 or any([op.kind for op in c] != [op.kind for op in copies[0]] for c in copies):
            continue
        for ops in zip(*copies, strict=True):
            for values in zip(*(op.results for op in ops), strict=True):
                if all(v.type == values[0].type for v in values):
                    graph.sharding_groups[next_id] = list(values)
                    next_id += 1


def _drop_dead_as_mlir(graph, info, *, constraints: bool) -> None:
    """The ops nothing reads, removed as MLIR removes them in Shardy's passes (passes/dead_ops.py):
    a call written back as a call reads what it passes and what its function returns."""
    from shardflow.compiler.call_sites import walk
    from shardflow.compiler.passes.dead_ops import acts_in_mlir, drop_dead_ops
    sites = walk([*info.calls, *(s for sites in (info.region_calls or {}).values() for s in sites)])
    live = [v for site in sites for v in (*site.operands, *site.args, *site.results)]
    drop_dead_ops(graph, lambda op: acts_in_mlir(op, constraints=constraints), live)


def _close_all(graph) -> None:
    """Every sharding closed and without explicit replication, the user's too, every sharding
    constraint the reshard it has become, and no sharding group or constraint nothing reads (done
    with), as Shardy's propagation pipeline ends (its close-shardings, sharding-constraint-to-reshard
    and remove-sharding-groups passes, and dead code removal): what is printed is the layout, not
    what propagation may still extend."""
    from shardflow.compiler.importer.stablehlo import PIPELINE_DROPS
    from shardflow.compiler.ops import OPS
    from shardflow.compiler.passes.propagate import graphs_within, values_within

    def closed(s):
        return s if s is None else s.closed()
    for v in values_within(graph):
        v.sharding = closed(v.sharding)
    graph.output_layouts = [closed(s) for s in graph.output_layouts]
    graph.output_shardings = [closed(s) for s in graph.output_shardings]
    for g in graphs_within(graph):
        g.ops = [op for op in g.ops if not op.attrs.get(PIPELINE_DROPS)]
        for op in g.ops:
            if OPS[op.kind].constrains is not None and "written_as" not in op.attrs:
                op.attrs["written_as"] = "sdy.reshard"


def _result_layouts(graph, keep_open: bool) -> None:
    """A result the user gave no sharding prints its value's (emit's `boundary_layout`), as a func
    result sharding of its own: without the explicit replication of the op that made the value,
    open under --keep-open."""
    from shardflow.compiler.emit.stablehlo import boundary_layout
    layouts = list(graph.output_layouts) or [None] * len(graph.outputs)
    for i, (v, s) in enumerate(zip(graph.outputs, graph.output_shardings, strict=True)):
        own = boundary_layout(v)
        if s is None and own is not None:
            layouts[i] = own.closed().with_open_dims(range(len(own.dims)) if keep_open else own.open_dims)
    graph.output_layouts = layouts


def _evenly_sharded(graph) -> None:
    """As Shardy's export (update-non-divisible-input-output-shardings, as jaxlib runs it): the
    entry function's argument and result shardings keep, per dimension, the axes before the first
    that does not divide what the ones before it leave of the dimension. A closed dimension keeps
    that axis's sub-axis that does (a piece the importer cut for it: `"x"`=4 on 18 rows keeps
    `"x":(1)2`); an open one (and every propagated one) whole axes only. A layout on another mesh
    stays as written."""
    from shardflow.compiler.emit.stablehlo import evenly_sharded
    mesh = graph.mesh

    def even(s, shape, propagated: bool):
        return evenly_sharded(s, shape, mesh, lambda d: propagated or d in s.open_dims)
    for v in graph.inputs:
        v.sharding = even(v.sharding, v.shape, _propagated(v))
    users = list(graph.output_shardings)
    graph.output_shardings = [even(s, v.shape, False) for s, v in zip(users, graph.outputs, strict=True)]
    graph.output_layouts = [even(s, v.shape, u is None)
                            for s, v, u in zip(graph.output_layouts, graph.outputs, users, strict=True)]


def _warn_conflicts(conflicts) -> None:
    for c in conflicts or ():
        print(f"{PROG}: warning: sharding conflict: {c}", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.keep_open and not args.propagate:
        parser.error("--keep-open only changes what --propagate prints: add --propagate")
    if args.propagation_strategy and not args.propagate:
        parser.error("--propagation-strategy only changes what --propagate prints: add --propagate")
    if args.conservative_propagation and not args.propagate:
        parser.error("--conservative-propagation only changes what --propagate prints: add --propagate")
    if args.dedup_functions_fully and (not args.propagate or args.keep_open):
        parser.error("--dedup-functions-fully is an option of the propagation pipeline --propagate runs: add "
                     "--propagate, without --keep-open (Shardy's propagation passes alone keep calls as written)")
    if args.conservative_propagation and args.propagation_strategy == "fewest-bytes":
        parser.error("--conservative-propagation is an option of Shardy's strategies (aggressive, basic), "
                     "not of fewest-bytes")

    def body() -> int:
        out = run(args)
        if not args.output:
            sys.stdout.write(out)
            return 0
        try:
            with open(args.output, "w", encoding="utf-8") as f:
                f.write(out)
        except OSError as e:
            print(f"{PROG}: error: cannot write {args.output}: {e.strerror or e}", file=sys.stderr)
            return 1
        return 0

    try:
        return run_main(PROG, body)
    except StageUnavailable as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
