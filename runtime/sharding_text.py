"""Shardy (`sdy`) text forms of shardings and meshes: print and parse.

These are attribute strings (`#sdy.sharding<@mesh, [{"a"}, {}]>`, `<["x"=4]>`), not whole modules,
so a small tokenizer and recursive-descent parser are enough; the spelling follows what JAX/Shardy
print (comma + space separators) so the text diffs cleanly against JAX exports.

Conventions:
- `parse_shardy` returns `(mesh, sharding)`: `mesh` is the symbol name (str, without `@`) for a
  `@name` reference, or a `Mesh` when the mesh is inlined (`mesh<["x"=2]>`).
- `parse_mesh` returns a `Mesh`; Shardy's maximal mesh `<[], device_ids=[k]>` (a value that lives
  on one device) comes back as a `MaximalMesh` (a `Mesh` with no axes and a `device` attribute).
- A sub-axis `"x":(2)4` parses to the piece name `x:(2)4` (sub_axes.py refines the mesh to match);
  printing merges runs of pieces back. Reduction kinds (`unreduced=max{...}`) are not supported
  yet: they raise `ShardingError`, as does any malformed text (the message quotes the text).
- The `replicated=`/`unreduced=` lists print in the order the `Sharding` stores them (Shardy wants
  mesh order; `Sharding.bind` callers should keep them so).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from .errors import ShardingError
from .mesh import Mesh
from .sub_axes import merge, merged_mesh_axes, piece_name
from .sharding import Sharding

__all__ = ["MaximalMesh", "parse_axis_list", "parse_mesh", "parse_sharding_per_value", "parse_shardy",
           "print_axis_list", "print_mesh",
           "print_sharding_per_value", "print_shardy"]


@dataclass(frozen=True)
class MaximalMesh(Mesh):
    """Shardy's maximal mesh `<[], device_ids=[k]>`: no axes; the value lives on member `device` only."""

    device: int = 0

    def __post_init__(self):
        super().__post_init__()
        if self.axes:
            raise ShardingError("a maximal mesh has no axes")
        if not isinstance(self.device, int) or self.device < 0:
            raise ShardingError(f"a maximal mesh needs a device id >= 0, got {self.device!r}")

    def __str__(self) -> str:
        return f"<[], device_ids=[{self.device}]>"


# -- tokenizer (shared with gspmd) -------------------------------------------------------------------

_TOKEN = re.compile(r"""
    (?P<str>"(?:[^"\\]|\\.)*")
  | (?P<int>-?\d+)
  | (?P<id>[#A-Za-z_][A-Za-z0-9_.$]*)
  | (?P<punct><=|[<>\[\]{}(),=?@:])
""", re.X)

_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t"}


def _unescape(body: str) -> str:
    """MLIR string escapes: \\" \\\\ \\n \\t and two-digit hex bytes (UTF-8)."""
    out, i = bytearray(), 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out += c.encode("utf-8")
            i += 1
        elif body[i + 1] in _ESCAPES:
            out += _ESCAPES[body[i + 1]].encode()
            i += 2
        else:
            if len(body) < i + 3:
                raise ValueError("short hex escape")
            out.append(int(body[i + 1:i + 3], 16))
            i += 3
    return out.decode("utf-8")


class _Lexer:
    """Tokens on demand, so callers can also skip raw text (GSPMD `metadata={...}`)."""

    def __init__(self, text: str, what: str):
        if not isinstance(text, str):
            raise ShardingError(f"expected {what} text (a str), got {type(text).__name__} {text!r}")
        self.text, self.what, self.pos = text, what, 0
        self._tok = None

    def peek(self) -> tuple[str, object, int]:
        """(kind, value, start): kind is str/int/id/punct/end; punct values are the characters."""
        if self._tok is None:
            self._tok = self._scan()
        return self._tok

    def _scan(self):
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1
        start = self.pos
        if start == len(self.text):
            return ("end", None, start)
        m = _TOKEN.match(self.text, start)
        if not m:
            raise self.error("a token", found=repr(self.text[start]), at=start)
        self.pos = m.end()
        kind = m.lastgroup
        val = m.group()
        if kind == "str":
            try:
                val = _unescape(val[1:-1])
            except (ValueError, IndexError, UnicodeDecodeError):
                raise self.error("a valid string escape", found=val, at=start) from None
        elif kind == "int":
            val = int(val)
        return (kind, val, start)

    def next(self):
        tok = self.peek()
        self._tok = None
        return tok

    def is_(self, kind: str, value=None) -> bool:
        k, v, _ = self.peek()
        return k == kind and (value is None or v == value)

    def accept(self, kind: str, value=None) -> bool:
        if self.is_(kind, value):
            self.next()
            return True
        return False

    def expect(self, kind: str, value=None, expected: str | None = None):
        if not self.is_(kind, value):
            raise self.error(expected or (repr(value) if value is not None else f"a {kind}"))
        return self.next()[1]

    def items(self, parse, close: str) -> list:
        """`item, item, ...` up to (and including) the `close` punctuation; may be empty."""
        out = []
        if not self.is_("punct", close):
            out.append(parse(self))
            while self.accept("punct", ","):
                out.append(parse(self))
        self.expect("punct", close, f"',' or '{close}'")
        return out

    def expect_end(self):
        if not self.is_("end"):
            raise self.error("the end of the text")

    def error(self, expected: str, found: str | None = None, at: int | None = None) -> ShardingError:
        if at is None:
            kind, val, at = self.peek()
            found = found or ("the end of the text" if kind == "end" else repr(self.text[at:at + 12]))
        return ShardingError(
            f"cannot parse {self.what} {self.text!r}: expected {expected} at column {at + 1}, "
            f"found {found}")

    def fail(self, message: str) -> ShardingError:
        return ShardingError(f"cannot parse {self.what} {self.text!r}: {message}")

    def skip_braced(self):
        """Skip a balanced `{...}` at the cursor (strings honoured), e.g. GSPMD metadata."""
        self.expect("punct", "{", "'{'")
        depth, i = 1, self.pos
        while i < len(self.text) and depth:
            c = self.text[i]
            if c == '"':
                i += 1
                while i < len(self.text) and self.text[i] != '"':
                    i += 2 if self.text[i] == "\\" else 1
            elif c in "{}":
                depth += 1 if c == "{" else -1
            i += 1
        if depth:
            raise self.error("a closing '}'", found="the end of the text", at=len(self.text))
        self.pos = i

    def int_list(self, open_: str = "[", close: str = "]") -> list[int]:
        """`[1, 2, 3]` (or with other brackets); empty allowed."""
        self.expect("punct", open_, repr(open_))
        out = []
        if not self.is_("punct", close):
            out.append(self.expect("int", expected="an integer"))
            while self.accept("punct", ","):
                out.append(self.expect("int", expected="an integer"))
        self.expect("punct", close, f"',' or {close!r}")
        return out


# -- printing ------------------------------------------------------------------------------------------

_BARE_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")


def _quote(s: str) -> str:
    """MLIR string literal as MLIR prints it: `\\` doubled, other printable ASCII but `"` as is,
    every other byte (UTF-8) as two hex digits (`"` -> `\\22`)."""
    out = []
    for c in s:
        if c == "\\":
            out.append("\\\\")
        elif " " <= c <= "~" and c != '"':
            out.append(c)
        else:
            out.extend(f"\\{b:02X}" for b in c.encode("utf-8"))
    return '"' + "".join(out) + '"'


def print_mesh(mesh: Mesh) -> str:
    """`<["data"=2, "model"=4]>`, `<["x"=4], device_ids=[3, 2, 1, 0]>` or `<[], device_ids=[k]>`."""
    if isinstance(mesh, MaximalMesh):
        return str(mesh)
    inner = ", ".join(f"{_quote(n)}={s}" for n, s in merged_mesh_axes(mesh))
    ids = "" if mesh.device_ids is None else ", device_ids=[" + ", ".join(map(str, mesh.device_ids)) + "]"
    return f"<[{inner}]{ids}>"


def _mesh_ref(mesh: str | Mesh) -> str:
    if isinstance(mesh, Mesh):
        return "mesh" + print_mesh(mesh)
    if not isinstance(mesh, str) or not mesh:
        raise ShardingError(f"a mesh is named by a non-empty string or given as a Mesh, got {mesh!r}")
    return "@" + (mesh if _BARE_ID.match(mesh) else _quote(mesh))


def _axis_items(axes: Sequence[str], mesh: Mesh | None = None) -> list[str]:
    """Quoted axis names, runs of sub-axis pieces merged (`"x":(2)4`, or `"x"` when whole)."""
    return [_quote(a) if isinstance(a, str) else f"{_quote(a[0])}:({a[1]}){a[2]}" for a in merge(axes, mesh)]


def _axes(axes: Sequence[str], mesh: Mesh | None = None) -> str:
    return "{" + ", ".join(_axis_items(axes, mesh)) + "}"


def print_axis_list(axes: Sequence[str], mesh: Mesh | None = None) -> str:
    """`{"a", "b":(1)2}`: a list of axes as Shardy's collectives write them (`sdy.all_reduce`'s
    reduction axes), sub-axis pieces merged."""
    return _axes(axes, mesh)


def print_shardy(sharding: Sharding, mesh_name: str | Mesh = "mesh", prefix: bool = True,
                 mesh: Mesh | None = None) -> str:
    """`#sdy.sharding<@mesh, [{"a"}, {}]>`; with prefix=False the bare `<@mesh, ...>` that per-value
    lists and `sdy.sharding_constraint` use. A `Mesh` for `mesh_name` is printed inline. `mesh`
    (the one `mesh_name` names) lets a run of sub-axis pieces that covers its axis print whole."""
    mesh = mesh_name if isinstance(mesh_name, Mesh) else mesh
    if not sharding.is_bound:
        raise ShardingError(f"{sharding!r} has no rank yet; bind it to a tensor before printing it")
    rank = len(sharding.dims)
    bad = sorted(d for d in sharding.open_dims if not 0 <= d < rank)
    if bad:
        raise ShardingError(f"open dimensions {bad} of {sharding!r} are out of range for rank {rank}")
    dims = []
    for d, (axes, prio) in enumerate(zip(sharding.dims, sharding.priorities)):
        items = _axis_items(axes, mesh) + (["?"] if d in sharding.open_dims else [])
        if prio is not None and not items:
            raise ShardingError(
                f"dimension {d} of {sharding!r} is closed and empty but has priority p{prio}; "
                f"Shardy allows priorities only on open or sharded dimensions")
        dims.append("{" + ", ".join(items) + "}" + ("" if prio is None else f"p{prio}"))
    text = f"<{_mesh_ref(mesh_name)}, [{', '.join(dims)}]"
    if sharding.replicated_axes:
        text += ", replicated=" + _axes(sharding.replicated_axes, mesh)
    if sharding.partial:
        text += ", unreduced=" + _axes(sharding.partial, mesh)
    text += ">"
    return "#sdy.sharding" + text if prefix else text


def print_sharding_per_value(shardings: Sequence[Sharding],
                             mesh_name: str | Mesh | Sequence[str | Mesh] = "mesh") -> str:
    """`#sdy.sharding_per_value<[<@mesh, [...]>, ...]>`: one entry per op result.

    `mesh_name` is one mesh for all entries or a sequence with one per entry.
    """
    shardings = list(shardings)
    if isinstance(mesh_name, (str, Mesh)):
        names = [mesh_name] * len(shardings)
    else:
        names = list(mesh_name)
        if len(names) != len(shardings):
            raise ShardingError(f"{len(shardings)} shardings but {len(names)} mesh names")
    body = ", ".join(print_shardy(s, n, prefix=False) for s, n in zip(shardings, names))
    return f"#sdy.sharding_per_value<[{body}]>"


# -- parsing ---------------------------------------------------------------------------------------------

def _mesh_body(lx: _Lexer) -> Mesh:
    """`<[...] [, device_ids=[...]]>` at the cursor."""
    lx.expect("punct", "<", "'<'")
    lx.expect("punct", "[", "'[' (the mesh axes)")
    axes = []
    if not lx.is_("punct", "]"):
        while True:
            name = lx.expect("str", expected='a quoted axis name like "x"')
            lx.expect("punct", "=", "'=' and the axis size")
            axes.append((name, lx.expect("int", expected="an axis size")))
            if not lx.accept("punct", ","):
                break
    lx.expect("punct", "]", "',' or ']'")
    ids = None
    if lx.accept("punct", ","):
        lx.expect("id", "device_ids", "'device_ids'")
        lx.expect("punct", "=", "'='")
        ids = lx.int_list()
    lx.expect("punct", ">", "'>'" if ids is not None else "', device_ids=[...]' or '>'")
    try:
        if not axes and ids is not None:
            if len(ids) != 1:
                raise ShardingError(f"a mesh without axes takes one device id (maximal mesh), got {ids}")
            return MaximalMesh((), None, ids[0])
        return Mesh(tuple(axes), ids)
    except ShardingError as e:
        raise lx.fail(str(e)) from None


def parse_mesh(text: str) -> Mesh:
    """Parse `<["data"=2, "model"=4]>` (optionally prefixed `#sdy.mesh` or `mesh`).

    `<[]>` gives `Mesh(())`; the maximal `<[], device_ids=[k]>` gives `MaximalMesh(device=k)`.
    """
    lx = _Lexer(text, "Shardy mesh")
    if lx.is_("id", "#sdy.mesh") or lx.is_("id", "mesh"):
        lx.next()
    mesh = _mesh_body(lx)
    lx.expect_end()
    return mesh


def _mesh_ref_parse(lx: _Lexer) -> str | Mesh:
    if lx.accept("punct", "@"):
        kind, val, _ = lx.peek()
        if kind not in ("id", "str") or (kind == "id" and val.startswith("#")):
            raise lx.error("a mesh name after '@'")
        lx.next()
        return val
    if lx.is_("id", "mesh") or lx.is_("id", "#sdy.mesh"):
        lx.next()
        return _mesh_body(lx)
    raise lx.error("a mesh: '@name' or an inline 'mesh<[...]>'")


def _axis_ref(lx: _Lexer) -> str:
    """An axis name, or a sub-axis `"x":(pre)size` as the piece name `x:(pre)size` (sub_axes.py)."""
    name = lx.expect("str", expected='a quoted axis name like "x"')
    if lx.accept("punct", ":"):
        lx.expect("punct", "(", "'(' and the sub-axis pre-size, as in \"x\":(2)4")
        pre = lx.expect("int", expected="the sub-axis pre-size")
        lx.expect("punct", ")", "')'")
        size = lx.expect("int", expected="the sub-axis size")
        if pre < 1 or size < 2:
            raise lx.fail(f"sub-axis \"{name}\":({pre}){size} needs a pre-size of at least 1 and a size of at "
                          f"least 2")
        return piece_name(name, pre, size)
    return name


def _dim(lx: _Lexer) -> tuple[tuple[str, ...], bool, int | None]:
    """`{"a", "b"}`, `{"a", ?}`, `{?}`, `{}`, each optionally followed by a priority `pN`."""
    lx.expect("punct", "{", "'{' (a dimension sharding)")
    axes, is_open = [], False
    if lx.accept("punct", "?"):
        is_open = True
    elif lx.is_("str"):
        axes.append(_axis_ref(lx))
        while lx.accept("punct", ","):
            if lx.accept("punct", "?"):
                is_open = True
                break
            axes.append(_axis_ref(lx))
    lx.expect("punct", "}", "',' or '}'" if axes else 'a quoted axis name, \'?\' or \'}\'')
    prio = None
    kind, val, _ = lx.peek()
    if kind == "id":
        if not re.fullmatch(r"p\d+", val):
            raise lx.error("a priority like 'p0', ',' or ']'")
        lx.next()
        prio = int(val[1:])
        if not axes and not is_open:
            raise lx.fail(f"priority p{prio} on a closed empty dimension {{}} is not allowed")
    return tuple(axes), is_open, prio


def _axis_set(lx: _Lexer, what: str) -> list[str]:
    if lx.is_("id"):
        raise lx.fail(f"reduction kinds such as {lx.peek()[1]}{{...}} in {what}= are not supported yet")
    return _braced_axes(lx, f"'{{' after {what}=")


def _braced_axes(lx: _Lexer, expected: str) -> list[str]:
    """`{"a", "b":(1)2}` at the cursor (`expected`: what the error says is missing when no `{`)."""
    lx.expect("punct", "{", expected)
    axes = []
    if lx.is_("str"):
        axes.append(_axis_ref(lx))
        while lx.accept("punct", ","):
            axes.append(_axis_ref(lx))
    lx.expect("punct", "}", "',' or '}'")
    return axes


def _check_axes(lx: _Lexer, mesh, dims, replicated, unreduced):
    where = {}
    for d, axes in enumerate(dims):
        for a in axes:
            where.setdefault(a, []).append(f"dimension {d}")
    for a in replicated:
        where.setdefault(a, []).append("replicated")
    for a in unreduced:
        where.setdefault(a, []).append("unreduced")
    for a, uses in where.items():
        if len(uses) > 1:
            raise lx.fail(f"axis {_quote(a)} is used more than once ({', '.join(uses)})")
        if isinstance(mesh, Mesh) and a not in mesh.names:
            raise lx.fail(f"axis {_quote(a)} is not in the mesh {print_mesh(mesh)}")


def _tensor_sharding(lx: _Lexer) -> tuple[str | Mesh, Sharding]:
    """`<mesh, [dims] [, replicated={...}] [, unreduced={...}]>` at the cursor."""
    lx.expect("punct", "<", "'<'")
    mesh = _mesh_ref_parse(lx)
    lx.expect("punct", ",", "',' after the mesh")
    lx.expect("punct", "[", "'[' (the dimension shardings)")
    dims, open_dims, prios = [], set(), []
    if not lx.is_("punct", "]"):
        while True:
            axes, is_open, prio = _dim(lx)
            if is_open:
                open_dims.add(len(dims))
            dims.append(axes)
            prios.append(prio)
            if not lx.accept("punct", ","):
                break
    lx.expect("punct", "]", "',' or ']'")
    extra: dict[str, list[str]] = {}
    while lx.accept("punct", ","):
        kind, key, _ = lx.peek()
        if kind != "id" or key not in ("replicated", "unreduced") or key in extra:
            raise lx.error("'replicated=' or 'unreduced='" if not extra else
                           "'unreduced='" if "replicated" in extra else "'replicated='")
        lx.next()
        lx.expect("punct", "=", "'='")
        extra[key] = _axis_set(lx, key)
    lx.expect("punct", ">", "',' or '>'")
    replicated, unreduced = extra.get("replicated", []), extra.get("unreduced", [])
    _check_axes(lx, mesh, dims, replicated, unreduced)
    return mesh, Sharding(dims, unreduced, open_dims=open_dims, replicated_axes=replicated,
                          priorities=prios)


def parse_shardy(text: str) -> tuple[str | Mesh, Sharding]:
    """Parse `#sdy.sharding<@mesh, [...]>` or the bare `<@mesh, [...]>`; returns (mesh, sharding)
    with mesh the symbol name, or a `Mesh` when inlined (`mesh<[...]>`)."""
    lx = _Lexer(text, "Shardy sharding")
    if not lx.accept("id", "#sdy.sharding") and not lx.is_("punct", "<"):
        raise lx.error("'#sdy.sharding<' or '<'")
    out = _tensor_sharding(lx)
    lx.expect_end()
    return out


def parse_axis_list(text: str) -> list[str]:
    """Parse `{"a", "b":(1)2}` or `#sdy<axis_ref_list{...}>` (also as MLIR spells it opaque,
    `#sdy.axis_ref_list{...}`: a collective's axes) into axis names (sub-axes as piece names, see
    the module docstring)."""
    lx = _Lexer(text, "Shardy axis list")
    wrapped = lx.accept("id", "#sdy")
    if wrapped:
        lx.expect("punct", "<", "'<'")
        lx.expect("id", "axis_ref_list", "'axis_ref_list'")
    else:
        lx.accept("id", "#sdy.axis_ref_list")
    axes = _braced_axes(lx, "'{'")
    if wrapped:
        lx.expect("punct", ">", "'>'")
    lx.expect_end()
    return axes


def parse_sharding_per_value(text: str) -> list[tuple[str | Mesh, Sharding]]:
    """Parse `#sdy.sharding_per_value<[<@mesh, [...]>, ...]>` (one entry per op result)."""
    lx = _Lexer(text, "Shardy per-value sharding")
    lx.expect("id", "#sdy.sharding_per_value", "'#sdy.sharding_per_value'")
    lx.expect("punct", "<", "'<'")
    lx.expect("punct", "[", "'['")
    out = lx.items(_tensor_sharding, "]")
    lx.expect("punct", ">", "'>'")
    lx.expect_end()
    return out
