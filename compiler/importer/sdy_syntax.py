"""Rewrite Shardy (`sdy`) custom-syntax ops into MLIR's generic form.

`sdy` is not a registered dialect in `iree.compiler.ir`: its custom assembly (what JAX prints,
e.g. `%1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<8xf32>`) does not parse,
but the generic form (`%1 = "sdy.sharding_constraint"(%0) {sharding = #sdy.sharding<...>} :
(tensor<8xf32>) -> tensor<8xf32>`) does. This is the one textual step of the importer: a small
tokenizer finds sdy ops outside strings and comments and rewrites only those ops, keeping every
other byte and every line number (so MLIR locations still point into the user's file).

Generic-form sdy ops whose attributes sit in properties (`"sdy.mesh"() <{...}>`) get them moved
into the discardable dictionary, because properties of unregistered ops are invisible to Python.
"""
from __future__ import annotations

import re

from shardflow.runtime.errors import ShardflowError

SUPPORTED = ("mesh", "sharding_constraint", "reshard", "sharding_group", "propagation_barrier")
_REGION_OPS = {
    "manual_computation": "shard_map (sdy.manual_computation) is not supported; "
                          "export the function without shard_map",
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
        x = self.operand(i + 1, name)
        j = i + 2
        if short in ("sharding_constraint", "reshard"):
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
        k, extra = self.opt_dict(k, name)
        if extra:
            attrs.append(extra)
        k = self.expect(k, ":", name)
        k, ty = self.type_(k, name)
        result = "()" if short == "sharding_group" else ty
        self.replace(i, k, f'"{name}"({x}) {{{", ".join(attrs)}}} : ({ty}) -> {result}')
        return k

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
            t = self.toks[i]
            nxt = self.tok(i + 1)
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

    Raises SdySyntaxError for sdy ops that cannot be imported (manual_computation, collectives)
    or that do not follow the documented assembly format.
    """
    if "sdy." not in text:  # nothing to rewrite (and no need to tokenize a large module)
        return text
    return _Rewriter(text, source_name).run()
