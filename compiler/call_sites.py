"""The calls the importer inlined (`CallSite`), kept so a printer can write them back as calls, and
the two questions every user of them asks: all sites, outer before nested, and which innermost
site made an op."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Iterator

from .ir import Value


@dataclass(eq=False)
class CallSite:
    """A `func.call` of the entry function's body (or of a call it makes) that the importer
    inlined, so a printer can write it back as a call (`shardflow-opt --propagate` does, as
    Shardy keeps calls): the callee, the values passed and returned, where its ops began among the
    graph's ops as imported, the ids of the ops made inside it (nested calls' too), and the calls
    it makes in turn."""

    callee: str
    operands: list[Value]
    start: int
    results: list[Value] = field(default_factory=list)
    made: set[int] = field(default_factory=set)
    calls: list["CallSite"] = field(default_factory=list)
    arg_edges: set[int] = field(default_factory=set)     # arguments the callee reads with a
    result_edges: set[int] = field(default_factory=set)  # sdy.func_data_flow_edge; results so read
    args: list[Value] = field(default_factory=list)      # what stands for each argument inside
    # (the operands themselves, or values of their own: a function argument laid out apart from
    # what the caller passes, as in Shardy's pipeline, with a reshard at the call where they differ)
    # an op without a rule, as Shardy's propagation passes on their own see a call: its callee is
    # laid out from within, its arguments passed as they are (no reshard), its results printed
    # with their shardings as written (`written_results`)
    opaque: bool = False
    written_results: list = field(default_factory=list)

    def __post_init__(self):
        self.args = self.args or list(self.operands)


def walk(calls: Iterable[CallSite]) -> Iterator[CallSite]:
    """Every call site, each before the calls it makes."""
    for site in calls:
        yield site
        yield from walk(site.calls)


def owners(calls: Iterable[CallSite]) -> dict[int, CallSite]:
    """id(op) -> the innermost call site that made it (ops of the entry function's own: absent)."""
    out: dict[int, CallSite] = {}
    for site in walk(calls):   # a nested site comes after its caller and overrides it
        out.update(dict.fromkeys(site.made, site))
    return out
