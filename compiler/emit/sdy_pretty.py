"""Shardy ops in Shardy's own assembly, as `sdy_opt` prints them, from MLIR's generic form.

The writer prints modules through `iree.compiler.ir`, where `sdy` is not a registered dialect, so
its ops come out generic (`%1 = "sdy.sharding_constraint"(%0) {sharding = #sdy.sharding<@mesh,
[{"a"}]>} : (tensor<8xf32>) -> tensor<8xf32>`). Users compare `shardflow-opt --propagate` with
Shardy's output (`sdy.sharding_constraint %0 <@mesh, [{"a"}]> : tensor<8xf32>`), so this rewrites
each sdy op line of the printed text into the form of its `assemblyFormat` in Shardy's ops.td.
The importer reads both forms (importer/sdy_syntax.py turns this one back).
"""
from __future__ import annotations

import re

_OP = re.compile(r'^(?P<ind>\s*)(?P<res>%[\w#]+(?::\d+)? = )?"sdy\.(?P<name>\w+)"\((?P<ops>[^)]*)\)(?P<rest>.*)$')
_OPEN = {"{": "}", "[": "]", "<": ">", "(": ")"}


def _balanced(text: str, start: int) -> int:
    """The index just past the bracket group opening at text[start] (strings skipped)."""
    stack, i = [], start
    while i < len(text):
        c = text[i]
        if c == '"':
            i = _string_end(text, i)
        elif c == ">" and i and text[i - 1] == "-":  # an arrow inside a type, not a bracket
            pass
        elif c in _OPEN:
            stack.append(_OPEN[c])
        elif stack and c == stack[-1]:
            stack.pop()
            if not stack:
                return i + 1
        i += 1
    raise ValueError(f"unbalanced brackets in {text!r}")


def _string_end(text: str, i: int) -> int:
    i += 1
    while text[i] != '"':
        i += 2 if text[i] == "\\" else 1
    return i


def _split_top(text: str) -> list[str]:
    """`text` cut at its top-level commas."""
    parts, depth, cur, i = [], 0, [], 0
    while i < len(text):
        c = text[i]
        if c == '"':
            j = _string_end(text, i)
            cur.append(text[i:j + 1])
            i = j + 1
            continue
        if c in "{[(<":
            depth += 1
        elif c in "}])>" and not (c == ">" and i and text[i - 1] == "-"):
            depth -= 1
        if c == "," and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(c)
        i += 1
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def _attrs_and_type(rest: str) -> tuple[dict[str, str], str]:
    """` {a = x, b = y} : (T) -> R` -> ({a: x, b: y}, "(T) -> R")."""
    rest = rest.strip()
    attrs: dict[str, str] = {}
    if rest.startswith("{"):
        end = _balanced(rest, 0)
        for part in _split_top(rest[1:end - 1]):
            key, _, value = part.partition(" = ")
            attrs[key.strip()] = value.strip()
        rest = rest[end:].strip()
    return attrs, rest[1:].strip() if rest.startswith(":") else rest


def _result_type(functional: str) -> str:
    """`(T) -> R` -> `R`."""
    return functional[_balanced(functional, 0):].strip()[2:].strip()


def _strip(value: str, prefix: str) -> str:
    return value[len(prefix):] if value.startswith(prefix) else value


def _extra(attrs: dict[str, str]) -> str:
    return " {" + ", ".join(f"{k} = {v}" for k, v in attrs.items()) + "}" if attrs else ""


def _direction(value: str) -> str:
    m = re.search(r"\b(BOTH|FORWARD|BACKWARD|NONE)\b", value)
    return m.group(1) if m else value


def _simple(name: str, ops: str, attrs: dict[str, str], functional: str) -> str | None:
    """The custom form of a one-line sdy op, or None to keep it generic."""
    t = _result_type(functional)
    if name in ("sharding_constraint", "reshard") and "sharding" in attrs:
        s = _strip(attrs.pop("sharding"), "#sdy.sharding")
        return f"sdy.{name} {ops} {s}{_extra(attrs)} : {t}"
    if name == "all_reduce" and "out_sharding" in attrs and "reduction_axes" in attrs:
        axes = re.sub(r"^#sdy<axis_ref_list(.*)>$", r"\1", attrs.pop("reduction_axes"))
        s = _strip(attrs.pop("out_sharding"), "#sdy.sharding")
        return f"sdy.all_reduce {axes} {ops} out_sharding={s}{_extra(attrs)} : {t}"
    if name == "sharding_group" and "group_id" in attrs:
        gid = attrs.pop("group_id").split(":")[0].strip()
        return f"sdy.sharding_group {ops} group_id={gid}{_extra(attrs)} : {functional.split('->')[0].strip()[1:-1]}"
    if name == "propagation_barrier" and "allowed_direction" in attrs:
        d = _direction(attrs.pop("allowed_direction"))
        return f"sdy.propagation_barrier {ops} allowed_direction={d}{_extra(attrs)} : {t}"
    if name == "data_flow_edge":
        s = attrs.pop("sharding", None)
        return f"sdy.data_flow_edge {ops}{' sharding=' + _strip(s, '#sdy.sharding') if s else ''}{_extra(attrs)} : {t}"
    if name == "func_data_flow_edge":
        return f"sdy.func_data_flow_edge {ops}{_extra(attrs)} : {t}"
    if name == "constant" and "value" in attrs and not ops:
        return f"sdy.constant{_extra({k: v for k, v in attrs.items() if k != 'value'})} {attrs['value']}"
    if name == "return":
        types = functional.split("->")[0].strip()[1:-1]
        return f"sdy.return{_extra(attrs)}" + (f" {ops} : {types}" if ops else "")
    return None


def pretty_sdy(text: str) -> str:
    """`text` (MLIR-printed) with every sdy op in Shardy's custom assembly."""
    lines = text.split("\n")
    out: list[str] = []
    manual: list[tuple[int, str, str, str]] = []  # open manual computations: (out index, indent, result, operands)
    i = 0
    while i < len(lines):
        line = lines[i]
        if manual and line.startswith(manual[-1][1] + "}) "):
            at, ind, res, ops = manual.pop()
            attrs, functional = _attrs_and_type(line[len(ind) + 2:])
            ins = _strip(attrs.pop("in_shardings", ""), "#sdy.sharding_per_value<")[:-1]
            outs = _strip(attrs.pop("out_shardings", ""), "#sdy.sharding_per_value<")[:-1]
            axes = re.sub(r"^#sdy<manual_axes(.*)>$", r"\1", attrs.pop("manual_axes", "{}"))
            args = out[at]
            out[at] = (f"{ind}{res}sdy.manual_computation({ops}) in_shardings={ins} out_shardings={outs} "
                       f"manual_axes={axes} ({args}) {{")
            out.append(f"{ind}}}{_extra(attrs)} : {functional}")
            i += 1
            continue
        m = _OP.match(line)
        if m is None:
            out.append(line)
            i += 1
            continue
        ind, res, name, ops, rest = m["ind"], m["res"] or "", m["name"], m["ops"], m["rest"]
        if name == "manual_computation" and rest.strip() == "({":
            block = re.match(r"^\s*\^bb0\((.*)\):$", lines[i + 1]) if i + 1 < len(lines) else None
            manual.append((len(out), ind, res, ops))
            out.append(block.group(1) if block else "")  # replaced by the header when the op closes
            i += 2 if block else 1
            continue
        attrs, functional = _attrs_and_type(rest)
        if name == "mesh" and "sym_name" in attrs and "mesh" in attrs:
            sym = attrs.pop("sym_name").strip('"')
            out.append(f"{ind}sdy.mesh @{sym} = {_strip(attrs.pop('mesh'), '#sdy.mesh')}{_extra(attrs)}")
        else:
            pretty = _simple(name, ops, attrs, functional)
            out.append(line if pretty is None else f"{ind}{res}{pretty}")
        i += 1
    return "\n".join(out)
