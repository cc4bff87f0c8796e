"""Rewrite Shardy (`sdy`) custom-syntax ops into MLIR's generic form.

`sdy` is not a registered dialect in `iree.compiler.ir`: its custom assembly (what JAX prints,
e.g. `%1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<8xf32>`) does not parse,
but the generic form (`%1 = "sdy.sharding_constraint"(%0) {sharding = #sdy.sharding<...>} :
(tensor<8xf32>) -> tensor<8xf32>`) does. This is the one textual step of the importer: a small
tokenizer finds sdy ops outside strings and comments and rewrites only those ops, keeping every
other byte and every line number (so MLIR locations still point into the user's file).

Generic-form sdy ops whose attributes sit in properties (`"sdy.mesh"() <{...}>`) get them moved
into the discardable dictionary, because properties of unregistered ops are invisible to Python.

Inside an `sdy.manual_computation` body, `func.call @f(...)` becomes `"shardflow.call"(...)
{callee = @f}` (CALL_OP): MLIR looks a call's callee up in the nearest op that may hold symbols,
and an unregistered op (the rewritten manual computation) might, so the call would not verify.
"""
from __future__ import annotations

import re

from shardflow.runtime.errors import ShardflowError

#: what a `func.call` inside a manual computation's body is renamed to (see the module docstring)
CALL_OP = "shardflow.call"

SUPPORTED = ("mesh", "sharding_constraint", "reshard", "sharding_group", "propagation_barrier",
             "manual_computation", "return", "constant", "data_flow_edge", "func_data_flow_edge",
             "all_reduce")
_REGION_OPS = {
    "named_computation": "sdy.named_computation is not supported; inline it before exporting",
}


class SdySyntaxError(ShardflowError):
    """An sdy op the rewriter cannot turn into generic form (message starts with `file:line:col:`)."""


_TOKEN = re.compile(r"""
    (?P<ws>\s+)
  | (?P<comment>//[^\n]*)
  | (?P<str>"[^"\\]*(?:\\.[^"\\]*)*")
  | (?P<sym>@(?:"[^"\\]*(?:\\.[^"\\]*)*"|[\w.$-]+))
  | (?P<value>%[\w.$-]+(?:\#\d+)?)
  | (?P<hash>[\#!^][\w.$-]+)
  | (?P<num>-?\d+(?:\.\d*)?(?:[eE][+-]?\d+)?)
  | (?P<id>[A-Za-z_][\w.$-]*)
  | (?P<arrow>->)
  | (?P<punct>.)
""", re.X | re.S)

_CLOSE = {"<": ">", "[": "]", "(": ")", "{": "}"}


class _Tok:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end

    def is_(self, text: str) -> bool:
        return self.kind == "punct" and self.text == text


def _tokens(text: str) -> list[_Tok]:
    out = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        if kind not in ("ws", "comment"):
            out.append(_Tok(kind, m.group(), m.start(), m.end()))
    return out


class _Rewriter:
    def __init__(self, text: str, source_name: str):
        self.text, self.source_name = text, source_name
        self.toks = _tokens(text)
        self.edits: list[tuple[int, int, str]] = []
        # a region op's closing '}' token -> (index past what it replaces, replacement): written when
        # the scan reaches it, after the edits inside the region (edits stay in text order)
        self.pending: dict[int, tuple[int, str]] = {}
        self.depth = 0  # manual computation bodies the scan is inside

    # -- helpers ---------------------------------------------------------------------------------
    def where(self, pos: int) -> str:
        line = self.text.count("\n", 0, pos) + 1
        col = pos - (self.text.rfind("\n", 0, pos) + 1) + 1
        return f"{self.source_name}:{line}:{col}"

    def error(self, i: int, message: str) -> SdySyntaxError:
        pos = self.toks[i].start if i < len(self.toks) else len(self.text)
        return SdySyntaxError(f"{self.where(pos)}: {message}")

    def tok(self, i: int) -> _Tok | None:
        return self.toks[i] if i < len(self.toks) else None

    def expect(self, i: int, text: str, op: str) -> int:
        t = self.tok(i)
        if t is None or not t.is_(text):
            found = "the end of the input" if t is None else repr(t.text)
            raise self.error(i, f"cannot read '{op}': expected '{text}', found {found}")
        return i + 1

    def group(self, i: int, op: str) -> int:
        """Index just past the bracket group opened at token i (all bracket kinds balanced)."""
        stack = []
        j = i
        while j < len(self.toks):
            t = self.toks[j]
            if t.kind == "punct" and t.text in _CLOSE:
                stack.append(_CLOSE[t.text])
            elif t.kind == "punct" and t.text in _CLOSE.values():
                if not stack or stack.pop() != t.text:
                    raise self.error(j, f"cannot read '{op}': unbalanced {t.text!r}")
                if not stack:
                    return j + 1
            j += 1
        raise self.error(i, f"cannot read '{op}': {self.toks[i].text!r} is never closed")

    def src(self, i: int, j: int) -> str:
        """Source text of tokens [i, j)."""
        return self.text[self.toks[i].start:self.toks[j - 1].end]

    def opt_dict(self, i: int, op: str) -> tuple[int, str]:
        """An optional attribute dictionary at i: (next index, its inner text or '')."""
        t = self.tok(i)
        if t is not None and t.is_("{"):
            j = self.group(i, op)
            return j, self.src(i + 1, j - 1) if j - 1 > i + 1 else ""
        return i, ""

    def type_(self, i: int, op: str) -> tuple[int, str]:
        t = self.tok(i)
        if t is None or t.kind not in ("id", "hash"):
            raise self.error(i, f"cannot read '{op}': expected a type after ':'")
        j = i + 1
        if self.tok(j) is not None and self.tok(j).is_("<"):
            j = self.group(j, op)
        return j, self.src(i, j)

    def operand(self, i: int, op: str) -> str:
        t = self.tok(i)
        if t is None or t.kind != "value":
            raise self.error(i, f"cannot read '{op}': expected an operand like %0")
        return t.text

    def replace(self, i: int, j: int, new: str):
        """Replace tokens [i, j) by `new`, keeping the line count."""
        start, end = self.toks[i].start, self.toks[j - 1].end
        self.edits.append((start, end, new + "\n" * self.text.count("\n", start, end)))

    # -- ops -------------------------------------------------------------------------------------
    def custom(self, i: int) -> int:
        name = self.toks[i].text
        short = name[4:]
        if short in _REGION_OPS:
            raise self.error(i, f"unsupported op '{name}': {_REGION_OPS[short]}")
        if short not in SUPPORTED:
            raise self.error(i, f"unsupported op '{name}'; the importer reads sdy ops "
                                f"{', '.join('sdy.' + s for s in SUPPORTED)}")
        if short == "manual_computation":
            return self.manual_computation(i)
        if short == "return":
            return self.return_(i)
        if short == "mesh":
            sym = self.tok(i + 1)
            if sym is None or sym.kind != "sym":
                raise self.error(i + 1, "cannot read 'sdy.mesh': expected a symbol name like @mesh")
            j = self.expect(i + 2, "=", name)
            if self.tok(j) is None or not self.tok(j).is_("<"):
                raise self.error(j, "cannot read 'sdy.mesh': expected '<[...]>' after '='")
            m = self.group(j, name)
            k, extra = self.opt_dict(m, name)
            sym_name = sym.text[1:] if sym.text[1] == '"' else f'"{sym.text[1:]}"'
            attrs = [f"mesh = #sdy.mesh{self.src(j, m)}", f"sym_name = {sym_name}"]
            new = f'"sdy.mesh"() {{{", ".join(attrs + ([extra] if extra else []))}}} : () -> ()'
            self.replace(i, k, new)
            return k
        if short == "constant":
            return self.constant(i)
        if short == "all_reduce":
            return self.all_reduce(i)
        x = self.operand(i + 1, name)
        j = i + 2
        if short in ("data_flow_edge", "func_data_flow_edge"):  # `%x [sharding=<...>] {attrs} : T`
            attrs = []
            t = self.tok(j)
            if t is not None and t.text == "sharding":
                j = self.expect(j + 1, "=", name)
                if self.tok(j) is None or not self.tok(j).is_("<"):
                    raise self.error(j, f"cannot read '{name}': expected a sharding '<@mesh, [...]>'")
                k = self.group(j, name)
                attrs.append(f"sharding = #sdy.sharding{self.src(j, k)}")
                j = k
        elif short in ("sharding_constraint", "reshard"):
            if self.tok(j) is None or not self.tok(j).is_("<"):
                raise self.error(j, f"cannot read '{name}': expected a sharding '<@mesh, [...]>'")
            k = self.group(j, name)
            attrs = [f"sharding = #sdy.sharding{self.src(j, k)}"]
        else:
            key = "group_id" if short == "sharding_group" else "allowed_direction"
            t = self.tok(j)
            if t is None or t.text != key:
                raise self.error(j, f"cannot read '{name}': expected '{key}='")
            j = self.expect(j + 1, "=", name)
            v = self.tok(j)
            if v is None or v.kind != ("num" if key == "group_id" else "id"):
                raise self.error(j, f"cannot read '{name}': expected a value after '{key}='")
            attrs = [f"group_id = {v.text} : i64" if key == "group_id" else f'allowed_direction = "{v.text}"']
            k = j + 1
        if short in ("data_flow_edge", "func_data_flow_edge"):
            k = j
        k, extra = self.opt_dict(k, name)
        if extra:
            attrs.append(extra)
        k = self.expect(k, ":", name)
        k, ty = self.type_(k, name)
        result = "()" if short == "sharding_group" else ty
        self.replace(i, k, f'"{name}"({x}) {{{", ".join(attrs)}}} : ({ty}) -> {result}')
        return k

    def constant(self, i: int) -> int:
        """`sdy.constant {attrs} dense<...> : T` -> `"sdy.constant"() {value = dense<...> : T} : () -> T`."""
        name = self.toks[i].text
        j, extra = self.opt_dict(i + 1, name)
        t = self.tok(j)
        if t is None or t.kind != "id" or self.tok(j + 1) is None or not self.tok(j + 1).is_("<"):
            raise self.error(j, f"cannot read '{name}': expected a literal like dense<...>")
        k = self.group(j + 1, name)
        k = self.expect(k, ":", name)
        k, ty = self.type_(k, name)
        attrs = [f"value = {self.src(j, k)}"] + ([extra] if extra else [])
        self.replace(i, k, f'"{name}"() {{{", ".join(attrs)}}} : () -> {ty}')
        return k

    def all_reduce(self, i: int) -> int:
        """`sdy.all_reduce {"a"} %x out_sharding=<@mesh, [...]> {attrs} : T` -> generic form."""
        name = self.toks[i].text
        if self.tok(i + 1) is None or not self.tok(i + 1).is_("{"):
            raise self.error(i + 1, f"cannot read '{name}': expected the reduction axes, as in {{\"a\"}}")
        j = self.group(i + 1, name)
        axes = self.src(i + 1, j)
        x = self.operand(j, name)
        t = self.tok(j + 1)
        if t is None or t.text != "out_sharding":
            raise self.error(j + 1, f"cannot read '{name}': expected 'out_sharding='")
        k = self.expect(j + 2, "=", name)
        if self.tok(k) is None or not self.tok(k).is_("<"):
            raise self.error(k, f"cannot read '{name}': expected a sharding '<@mesh, [...]>'")
        m = self.group(k, name)
        attrs = [f"out_sharding = #sdy.sharding{self.src(k, m)}", f"reduction_axes = #sdy<axis_ref_list{axes}>"]
        m, extra = self.opt_dict(m, name)
        if extra:
            attrs.append(extra)
        m = self.expect(m, ":", name)
        m, ty = self.type_(m, name)
        self.replace(i, m, f'"{name}"({x}) {{{", ".join(attrs)}}} : ({ty}) -> {ty}')
        return m

    def manual_computation(self, i: int) -> int:
        """`sdy.manual_computation(%a) in_shardings=[...] out_shardings=[...] manual_axes={...}
        (%x: T) { ... } : (...) -> (...)` -> `"sdy.manual_computation"(%a) ({ ^bb0(%x: T): ... })
        {in_shardings = #sdy.sharding_per_value<[...]>, out_shardings = ..., manual_axes =
        #sdy<manual_axes{...}>} : (...) -> (...)`; the ops inside are rewritten by the scan."""
        name = self.toks[i].text
        if self.tok(i + 1) is None or not self.tok(i + 1).is_("("):
            raise self.error(i + 1, f"cannot read '{name}': expected '(' and its operands")
        j = self.group(i + 1, name)
        operands = self.src(i + 2, j - 1) if j - 1 > i + 2 else ""
        attrs = []
        for key, open_, wrap in (("in_shardings", "[", "#sdy.sharding_per_value<{}>"),
                                 ("out_shardings", "[", "#sdy.sharding_per_value<{}>"),
                                 ("manual_axes", "{", "#sdy<manual_axes{}>")):
            t = self.tok(j)
            if t is None or t.text != key:
                raise self.error(j, f"cannot read '{name}': expected '{key}='")
            j = self.expect(j + 1, "=", name)
            if self.tok(j) is None or not self.tok(j).is_(open_):
                raise self.error(j, f"cannot read '{name}': expected '{open_}' after '{key}='")
            k = self.group(j, name)
            attrs.append(f"{key} = {wrap.format(self.src(j, k))}")
            j = k
        if self.tok(j) is None or not self.tok(j).is_("("):
            raise self.error(j, f"cannot read '{name}': expected the body's arguments '(%arg: type, ...)'")
        k = self.group(j, name)
        args = self.src(j + 1, k - 1) if k - 1 > j + 1 else ""
        if self.tok(k) is None or not self.tok(k).is_("{"):
            raise self.error(k, f"cannot read '{name}': expected the body region '{{...}}'")
        close = self.group(k, name) - 1
        end, extra = self.opt_dict(close + 1, name)
        if extra:
            attrs.append(extra)
        label = f" ^bb0({args}):" if args else ""
        self.replace(i, k + 1, f'"{name}"({operands}) ({{{label}')
        self.pending[close] = (end, "}) {" + ", ".join(attrs) + "}")
        self.depth += 1
        return k + 1

    def call(self, i: int) -> int:
        """`func.call @f(%a) {attrs} : type` (or generic `"func.call"(%a) <{callee = @f}>`) inside a
        manual computation -> `"shardflow.call"(%a) {callee = @f, attrs} : type`."""
        t = self.toks[i]
        if t.kind == "str":  # generic form: the callee sits in properties or attributes
            j = self.group(i + 1, "func.call")
            rest, extra = j, ""
            if self.tok(j) is not None and self.tok(j).is_("<"):
                k = self.group(j, "func.call")
                extra = self.src(j + 2, k - 2) if k - 2 > j + 2 else ""
                rest = k
            rest, more = self.opt_dict(rest, "func.call")
            inner = ", ".join(p for p in (extra, more) if p)
            self.replace(i, rest, f'"{CALL_OP}"{self.src(i + 1, j)} {{{inner}}}')
            return rest
        sym = self.tok(i + 1)
        if self.tok(i + 2) is None or not self.tok(i + 2).is_("("):
            raise self.error(i + 2, f"cannot read '{t.text}': expected the callee's operands '(...)'")
        j = self.group(i + 2, t.text)
        k, extra = self.opt_dict(j, t.text)
        attrs = ", ".join([f"callee = {sym.text}"] + ([extra] if extra else []))
        self.replace(i, k, f'"{CALL_OP}"{self.src(i + 2, j)} {{{attrs}}}')
        return k

    def return_(self, i: int) -> int:
        """`sdy.return %a, %b : T1, T2` -> `"sdy.return"(%a, %b) : (T1, T2) -> ()`."""
        name = self.toks[i].text
        j, values = i + 1, []
        while self.tok(j) is not None and self.tok(j).kind == "value":
            values.append(self.tok(j).text)
            j += 1
            if not (self.tok(j) is not None and self.tok(j).is_(",")):
                break
            j += 1
        types = []
        if values:
            j = self.expect(j, ":", name)
            j, ty = self.type_(j, name)
            types.append(ty)
            while self.tok(j) is not None and self.tok(j).is_(","):
                j, ty = self.type_(j + 1, name)
                types.append(ty)
        if len(types) != len(values):
            raise self.error(j, f"cannot read '{name}': {len(values)} values but {len(types)} types")
        self.replace(i, j, f'"{name}"({", ".join(values)}) : ({", ".join(types)}) -> ()')
        return j

    def generic(self, i: int) -> int:
        """`"sdy.op"(...) <{props}> {attrs}`: move the properties into the attribute dict."""
        name = self.toks[i].text[1:-1]
        j = self.group(i + 1, name)
        t, t2 = self.tok(j), self.tok(j + 1)
        if t is None or not t.is_("<") or t2 is None or not t2.is_("{"):
            return j
        k = self.group(j + 1, name)
        end = self.expect(k, ">", name)
        props = self.src(j + 2, k - 1) if k - 1 > j + 2 else ""
        end2, extra = self.opt_dict(end, name)
        inner = ", ".join(p for p in (props, extra) if p)
        self.replace(j, end2, "{" + inner + "}")
        return end2

    def run(self) -> str:
        i = 0
        while i < len(self.toks):
            if i in self.pending:  # the end of a region op's body
                end, new = self.pending.pop(i)
                self.replace(i, end, new)
                self.depth -= 1
                i = end
                continue
            t = self.toks[i]
            nxt = self.tok(i + 1)
            if self.depth and (t.kind == "id" and t.text in ("func.call", "call") and nxt is not None
                               and nxt.kind == "sym" or t.kind == "str" and t.text == '"func.call"'
                               and nxt is not None and nxt.is_("(")):
                i = self.call(i)
                continue
            if t.kind == "id" and t.text.startswith("sdy.") and not (nxt is not None and nxt.is_("=")):
                i = self.custom(i)
            elif (t.kind == "str" and t.text.startswith('"sdy.') and nxt is not None and nxt.is_("(")):
                i = self.generic(i)
            else:
                i += 1
        out, pos = [], 0
        for start, end, new in self.edits:
            out.append(self.text[pos:start])
            out.append(new)
            pos = end
        out.append(self.text[pos:])
        return "".join(out)


def to_generic(text: str, source_name: str = "<input>") -> str:
    """`text` with every sdy custom-syntax op rewritten into generic form (see module docstring).

    Raises SdySyntaxError for sdy ops that cannot be imported (named_computation, collectives)
    or that do not follow the documented assembly format.
    """
    if "sdy." not in text:  # nothing to rewrite (and no need to tokenize a large module)
        return text
    return _Rewriter(text, source_name).run()
