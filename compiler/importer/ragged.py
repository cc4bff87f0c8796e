"""JAX's `jax.lax.ragged_all_to_all` (`custom_call @ragged_all_to_all` in a shard_map body), written
as ops shardflow has, so every engine (propagation, partitioning, simulator, IREE lowering, host-staged
and MPI runs, gradients) handles it with nothing of its own.

The call moves rows of variable counts: slice i of the K = n * s a device describes (`input_offsets`,
`send_sizes`, `output_offsets`) goes to the device at group position i // s, which writes it into its
copy of `output` at the sender's `output_offsets[i]`. StableHLO has no such collective, and its sizes
are data, so it is written with fixed shapes:

- the operand is all-gathered over the group (every sender's rows are on every device: n times the
  operand's bytes, where the call itself moves only the rows sent), and the three index arrays are
  exchanged with a tiled all-to-all, as JAX's own description of the call does for `output_offsets`
  (slot i of the result is then slice i % s that sender i // s addressed to this device);
- each slot's rows are gathered from its sender's block and selected into `output` where
  `output_offsets <= row < output_offsets + send_sizes`, slot by slot in order (a later slot wins
  where two overlap, as the call's sequential description writes them).

Rows a sender asks for outside its operand are clamped into it (the call leaves them undefined).
"""
from __future__ import annotations

import numpy as np

from ..emit.mlir_text import i64_array
from ..ir import TensorType, Value

TARGET = "ragged_all_to_all"


def ragged_all_to_all(imp, op, ins: list[Value], where: str) -> list[Value]:
    """The call's result, from the ops of `_decomposition` inlined in its place."""
    from iree.compiler import ir   # (the bindings the module was read with)

    what = f"custom_call @{TARGET}"
    if imp.graph.scope is None:
        raise imp.fail(where, f"{what} outside a shard_map body: it moves each device's own rows, which a global "
                              f"program does not have (call jax.lax.ragged_all_to_all inside jax.shard_map)")
    if len(ins) != 6 or len(op.results) != 1:
        raise imp.fail(where, f"{what} needs 6 operands (operand, output, input_offsets, send_sizes, output_offsets, "
                              f"recv_sizes) and one result, got {len(ins)} and {len(op.results)}")
    operand, output, *index = ins
    if operand.type.rank < 1 or output.type.rank != operand.type.rank \
            or operand.type.shape[1:] != output.type.shape[1:] or operand.dtype != output.dtype:
        raise imp.fail(where, f"{what}: the operand ({operand.type}) and output ({output.type}) must be arrays of "
                              f"one element type that differ only in their leading dimension")
    if any(v.type.rank != 1 or v.type != index[0].type or not v.dtype.startswith("i") for v in index):
        raise imp.fail(where, f"{what}: input_offsets, send_sizes, output_offsets and recv_sizes must be 1-D "
                              f"integer arrays of one type and length, got {', '.join(str(v.type) for v in index)}")
    config = op.attributes["backend_config"] if "backend_config" in op.attributes else None
    try:
        groups_attr = config["replica_groups"]
    except (KeyError, TypeError, IndexError):
        raise imp.fail(where, f"{what}: its backend_config has no replica_groups (JAX writes them there)") from None
    groups = np.asarray(groups_attr).astype(np.int64)
    n = groups.shape[-1] if groups.size else imp.graph.scope.device_mesh.size
    k = index[0].type.shape[0]
    if groups.ndim != 2 or k % n:
        raise imp.fail(where, f"{what}: {k} slices for groups of {n} devices: the offset arrays' length must be a "
                              f"multiple of the group size")
    text = _decomposition(operand.type, output.type, index[0].type, str(groups_attr), n)
    module = ir.Module.parse(text, context=op.context)
    imp.parsed.append(module)   # (its ops must outlive the import of their results)
    return imp.inline(module.body.operations[0].regions[0].blocks[0], ins)


def _decomposition(xt: TensorType, outt: TensorType, idxt: TensorType, groups: str, n: int) -> str:
    """The text of a function computing the call from its six operands (the operand's, the output's
    and the offsets' types; replica groups of n devices)."""
    x, out, idx = str(xt), str(outt), str(idxt)
    element, itype, k, m = xt.dtype, idxt.dtype, idxt.shape[0], outt.shape[0]
    rows, rest = xt.shape[0], xt.shape[1:]
    per = k // n

    def tensor(shape, dtype):
        return str(TensorType(tuple(shape), dtype))

    km, kmb = tensor((k, m), itype), tensor((k, m), "i1")
    gathered = tensor((k, m, *rest), element)
    lines = [f"func.func private @{TARGET}(%x: {x}, %out: {out}, %ioff: {idx}, %size: {idx}, %ooff: {idx}, "
             f"%recv: {idx}) -> {out} {{"]

    def emit(name, text):
        lines.append(f"  {name} = {text}")
        return name

    xa = emit("%xa", f'"stablehlo.all_gather"(%x) {{all_gather_dim = 0 : i64, replica_groups = {groups}, '
                     f'use_global_device_ids}} : ({x}) -> {tensor((n * rows, *rest), element)}')
    moved = {}
    for name in ("ioff", "size", "ooff"):   # slot i: what sender i // s wrote for this device
        r = emit(f"%{name}_r", f'"stablehlo.all_to_all"(%{name}) {{split_dimension = 0 : i64, concat_dimension = '
                               f'0 : i64, split_count = {n} : i64, replica_groups = {groups}}} : ({idx}) -> {idx}')
        moved[name] = emit(f"%{name}_b", f'"stablehlo.broadcast_in_dim"({r}) {{broadcast_dimensions = '
                                         f'{i64_array([0])}}} : ({idx}) -> {km}')
    row = emit("%row", f'"stablehlo.iota"() {{iota_dimension = 1 : i64}} : () -> {km}')
    rel = emit("%rel", f'"stablehlo.subtract"({row}, {moved["ooff"]}) : ({km}, {km}) -> {km}')
    zero = emit("%zero", f'"stablehlo.constant"() {{value = dense<0> : {km}}} : () -> {km}')
    last = emit("%last", f'"stablehlo.constant"() {{value = dense<{max(rows - 1, 0)}> : {km}}} : () -> {km}')
    ge = emit("%ge", f'"stablehlo.compare"({rel}, {zero}) {{comparison_direction = '
                     f'#stablehlo<comparison_direction GE>}} : ({km}, {km}) -> {kmb}')
    lt = emit("%lt", f'"stablehlo.compare"({rel}, {moved["size"]}) {{comparison_direction = '
                     f'#stablehlo<comparison_direction LT>}} : ({km}, {km}) -> {kmb}')
    inside = emit("%inside", f'"stablehlo.and"({ge}, {lt}) : ({kmb}, {kmb}) -> {kmb}')
    src = emit("%src", f'"stablehlo.add"({rel}, {moved["ioff"]}) : ({km}, {km}) -> {km}')
    src = emit("%srcc", f'"stablehlo.clamp"({zero}, {src}, {last}) : ({km}, {km}, {km}) -> {km}')
    bases = ", ".join(str((i // per) * rows) for i in range(k))   # the sender's block in the gathered rows
    base = emit("%base1", f'"stablehlo.constant"() {{value = dense<[{bases}]> : {idx}}} : () -> {idx}')
    base = emit("%base", f'"stablehlo.broadcast_in_dim"({base}) {{broadcast_dimensions = {i64_array([0])}}} '
                         f': ({idx}) -> {km}')
    src = emit("%srcg", f'"stablehlo.add"({src}, {base}) : ({km}, {km}) -> {km}')
    starts = emit("%starts", f'"stablehlo.reshape"({src}) : ({km}) -> {tensor((k, m, 1), itype)}')
    offset_dims = ", ".join(str(2 + d) for d in range(len(rest)))
    g = emit("%g", f'"stablehlo.gather"({xa}, {starts}) {{dimension_numbers = #stablehlo.gather<'
                   + (f"offset_dims = [{offset_dims}], " if rest else "")
                   + f'collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, '
                   f'slice_sizes = {i64_array([1, *rest])}, indices_are_sorted = false}} : '
                   f'({tensor((n * rows, *rest), element)}, {tensor((k, m, 1), itype)}) -> {gathered}')
    result = "%out"
    mask_t = tensor((m, *rest), "i1")
    for i in range(k):   # slot by slot, in order
        piece = emit(f"%piece{i}", f'"stablehlo.slice"({g}) {{start_indices = {i64_array([i, 0] + [0] * len(rest))}, '
                                   f'limit_indices = {i64_array([i + 1, m, *rest])}, strides = '
                                   f'{i64_array([1] * (2 + len(rest)))}}} : ({gathered}) -> {tensor((1, m, *rest), element)}')
        piece = emit(f"%rows{i}", f'"stablehlo.reshape"({piece}) : ({tensor((1, m, *rest), element)}) -> {out}')
        mask = emit(f"%in{i}", f'"stablehlo.slice"({inside}) {{start_indices = {i64_array([i, 0])}, limit_indices = '
                               f'{i64_array([i + 1, m])}, strides = {i64_array([1, 1])}}} : ({kmb}) -> {tensor((1, m), "i1")}')
        mask = emit(f"%in{i}r", f'"stablehlo.reshape"({mask}) : ({tensor((1, m), "i1")}) -> {tensor((m,), "i1")}')
        mask = emit(f"%mask{i}", f'"stablehlo.broadcast_in_dim"({mask}) {{broadcast_dimensions = {i64_array([0])}}} : '
                                 f'({tensor((m,), "i1")}) -> {mask_t}')
        result = emit(f"%result{i}", f'"stablehlo.select"({mask}, {piece}, {result}) : ({mask_t}, {out}, {out}) '
                                     f'-> {out}')
    lines.append(f"  func.return {result} : {out}")
    lines.append("}")
    return "\n".join(lines)
