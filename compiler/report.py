"""The report: one self-contained HTML page about a partitioned program.

`compiled.report(path)` and `shardflow explain F.mlir --html PATH` write it: the mesh; every input,
output and main activation (the result of each contraction, `ACTIVATION_KINDS`) with its layout
drawn; the collectives in program order, a bar each, grouped by the op that caused them, with
the program's total next to any comparison the caller knows (XLA's bytes for the same module, a
Megatron-LM ideal, another shardflow run); the replicated fallbacks, conflicts and padded
dimensions; and the per-device memory along the program with its peak.

`build_report` gathers the facts (no drawing; the CLI's `--show` reads its layouts too);
`render_html` draws them with matplotlib (`report_charts`) into a page that needs no network:
inline CSS and SVG, one small inline script (a filter over the layouts), no fonts or files fetched.
"""
from __future__ import annotations

import html
import json
import os
import re
from dataclasses import dataclass
from typing import Mapping, Sequence

from shardflow.runtime.visualize import LayoutGrid, mesh_text, sharding_text

from .explain import explain_json
from .ir import Graph, Value
from .memory import MemoryProfile, memory_profile
from .ops.collectives import COLLECTIVES
from .passes.partition import SpmdProgram
from .report_charts import ReportError

#: ops whose results the report draws as the program's main activations (its matmuls)
ACTIVATION_KINDS = ("dot_general",)
#: at most this many activations are drawn (the first ones in program order); the rest are counted
MAX_ACTIVATIONS = 48


@dataclass
class Comparison:
    """Another count of the same program's bytes per device: a total, and per collective kind when
    known (e.g. XLA's partitioner on the JAX module, priced with the same formulas)."""

    label: str
    total: float
    by_kind: dict[str, float] | None = None

    @staticmethod
    def of(label: str, value) -> "Comparison":
        """From a number of bytes, or an object shaped like `explain --json`'s (its
        `bytes_per_device_total`, and `collectives` with `kind` and `bytes_per_device` if present)."""
        if isinstance(value, bool):
            raise ReportError(f"comparison {label!r}: expected bytes per device, got {value!r}")
        if isinstance(value, (int, float)):
            if value < 0:
                raise ReportError(f"comparison {label!r}: bytes per device cannot be negative ({value})")
            return Comparison(label, float(value))
        if isinstance(value, Mapping) and "bytes_per_device_total" in value:
            by_kind: dict[str, float] | None = None
            colls = value.get("collectives")
            if isinstance(colls, list) and all(isinstance(c, Mapping) and "kind" in c and "bytes_per_device" in c
                                               for c in colls):
                by_kind = {}
                for c in colls:
                    by_kind[c["kind"]] = by_kind.get(c["kind"], 0.0) + float(c["bytes_per_device"])
            return Comparison(label, float(value["bytes_per_device_total"]), by_kind)
        raise ReportError(f"comparison {label!r}: expected a number of bytes per device or an object with "
                          f"\"bytes_per_device_total\" (as `shardflow explain --json` prints), got "
                          f"{type(value).__name__}")


def load_comparison(label: str, path: str, case: str | None = None) -> Comparison:
    """A comparison from a JSON file: one `explain --json`-like object, or a table of them keyed by
    module (as tests/data/jax_expected/xla_bytes.json), from which `case` is taken."""
    try:
        with open(path) as f:
            data = json.load(f)
    except OSError as e:
        raise ReportError(f"cannot read comparison {label!r} from {path}: {e.strerror or e}") from None
    except ValueError as e:
        raise ReportError(f"comparison {label!r}: {path} is not JSON ({e})") from None
    if isinstance(data, Mapping) and "bytes_per_device_total" not in data:
        if case is None or case not in data:
            known = ", ".join(sorted(data)[:8]) + (", ..." if len(data) > 8 else "")
            raise ReportError(f"comparison {label!r}: {path} is a table keyed by module and has no entry "
                              f"{case!r} (it has {known}); name the module's row by the file name")
        data = data[case]
    return Comparison.of(label, data)


def parse_compare_flag(text: str, module_path: str | None = None) -> Comparison:
    """`--compare LABEL=BYTES` or `--compare LABEL=FILE.json` (a table's row is the module's file
    name without `.mlir`, e.g. `block_train.shardy`)."""
    label, eq, value = text.partition("=")
    if not eq or not label.strip() or not value.strip():
        raise ReportError(f"--compare expects LABEL=BYTES or LABEL=FILE.json, got {text!r}")
    value = value.strip()
    try:
        return Comparison.of(label.strip(), float(value))
    except ValueError:
        pass
    case = None
    if module_path is not None:
        case = os.path.basename(module_path)
        case = case[:-5] if case.endswith(".mlir") else case
    return load_comparison(label.strip(), value, case)


@dataclass
class TensorEntry:
    """One drawn tensor: its role (input, output, activation), its name and its layout."""

    role: str
    name: str
    grid: LayoutGrid
    where: str | None = None   # an activation's op and source location


@dataclass
class Report:
    title: str
    explain: dict                           # `explain --json` of the program
    grid_mesh: LayoutGrid                   # the mesh drawn as a grid of its devices
    tensors: list[TensorEntry]
    activations_left_out: int
    groups: list[tuple[str, list[dict]]]    # collectives by the op that caused them (program order)
    comparisons: list[Comparison]
    conflicts: list[str]
    padding: list[str]
    decisions: list[str]
    memory: MemoryProfile
    memory_names: list[tuple[str, int]]     # the largest buffers live at the peak: (what, bytes)
    collective_ops: list[int]               # indices of the per-device program's collective ops
    unsharded_input_bytes: int              # what one device would hold of the inputs unsharded

    def tensor(self, name: str) -> TensorEntry:
        """An input or output by name, or an activation by its op and location (or location alone)."""
        for t in self.tensors:
            if name in (t.name, t.where) or (t.where and t.where.endswith(" at " + name)):
                return t
        raise ReportError(f"no input, output or activation named {name!r}; the program has "
                          + ", ".join(t.name for t in self.tensors if t.role != "activation")
                          + " (an activation is named by its location, e.g. f.mlir:12:5)")

    def to_json(self) -> dict:
        """The facts of the page as one object (embedded in the page as `#report-data`)."""
        m = self.memory
        return {"title": self.title, "explain": self.explain,
                "tensors": [{"role": t.role, "name": t.name, "where": t.where, "shape": list(t.grid.shape),
                             "dtype": t.grid.dtype, "sharding": sharding_text(t.grid.sharding)} for t in self.tensors],
                "comparisons": [{"label": c.label, "bytes_per_device_total": c.total, "by_kind": c.by_kind}
                                for c in self.comparisons],
                "memory": {"peak_bytes_per_device": m.peak, "input_bytes_per_device": m.inputs,
                           "output_bytes_per_device": m.outputs, "unsharded_input_bytes": self.unsharded_input_bytes}}


def cause_of(why: str) -> str:
    """The op a collective serves, from its `op` text: the reduction it finishes ("finishing X, for
    ..."), the op that needs the operand ("operand k of X"), else the text itself (an output, a
    reshard)."""
    m = re.match(r"finishing (.+?), for ", why)
    if m:
        return m.group(1)
    m = re.match(r"operand \d+ of (.+)$", why)
    return m.group(1) if m else why


def build_report(graph: Graph, prog: SpmdProgram, mode: str = "multi-device", backends: Sequence[str] | None = None,
                 *, title: str | None = None, compare: Mapping[str, object] | Sequence[Comparison] = (),
                 activation_kinds: Sequence[str] = ACTIVATION_KINDS,
                 max_activations: int = MAX_ACTIVATIONS) -> Report:
    """The facts of the report of `prog` (partitioned from `graph`). `compare`: label -> bytes per
    device or an `explain --json`-like object, or Comparisons."""
    mesh = prog.mesh
    ej = explain_json(prog, mode, backends)
    tensors = []
    for name, (t, s), local in zip(graph.input_names, prog.global_inputs, prog.graph.inputs, strict=True):
        tensors.append(TensorEntry("input", name, LayoutGrid(t.shape, s, mesh, block=local.shape, dtype=t.dtype,
                                                             name=name)))
    for name, (t, s), local in zip(graph.output_names, prog.global_outputs, prog.graph.outputs, strict=True):
        tensors.append(TensorEntry("output", name, LayoutGrid(t.shape, s, mesh, block=local.shape, dtype=t.dtype,
                                                              name=name)))
    acts = [(v, lay) for v, lay in prog.layouts.items()
            if v.producer is not None and v.producer.kind in activation_kinds]
    for k, (v, (s, block)) in enumerate(acts[:max_activations]):
        op = v.producer
        where = f"{op.kind} at {op.loc}" if op.loc else op.kind
        name = f"{op.kind} #{k + 1}"
        grid = LayoutGrid(v.shape, s, mesh, block=block, dtype=v.dtype, name=name)
        tensors.append(TensorEntry("activation", name, grid, where))
    groups: dict[str, list[dict]] = {}
    for i, c in enumerate(ej["collectives"]):
        groups.setdefault(cause_of(c["op"]), []).append(dict(c, index=i + 1))
    if isinstance(compare, Mapping):
        comparisons = [Comparison.of(k, v) for k, v in compare.items()]
    else:
        comparisons = list(compare)
    prof = memory_profile(prog)
    coll_ops = [i for i, op in enumerate(prog.graph.ops) if op.kind in COLLECTIVES]
    names = [(_describe_value(v), v.type.nbytes) for v in prof.at_peak[:10]]
    return Report(title or graph.name, ej, _mesh_grid(mesh), tensors, max(0, len(acts) - max_activations),
                  list(groups.items()), comparisons, [str(c) for c in prog.conflicts], list(prog.padding),
                  [str(d) for d in getattr(prog, "decisions", [])], prof, names, coll_ops,
                  sum(v.type.nbytes for v in graph.inputs))


def _describe_value(v: Value) -> str:
    if v.producer is None:
        return f"input {v.name}"
    op = v.producer
    return f"{op.kind} at {op.loc}" if op.loc else op.kind


def _mesh_grid(mesh) -> LayoutGrid:
    """The mesh as a grid with one block per device: a tensor shaped like the mesh, each dim split
    over its own axis."""
    from shardflow.runtime.sharding import Sharding
    return LayoutGrid(tuple(s for _, s in mesh.axes), Sharding([(a,) for a in mesh.names]), mesh)


# -- the page ----------------------------------------------------------------------------------------

_CSS = """
:root { --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg: #ffffff; --card: #f6f8fa; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg);
       margin: 0 auto; max-width: 1180px; padding: 16px 24px 48px; }
h1 { font-size: 22px; margin: 8px 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); }
h3 { font-size: 15px; margin: 18px 0 6px; }
.summary { color: var(--muted); margin: 0 0 8px; } nav a { margin-right: 14px; }
svg { max-width: 100%; height: auto; }
table { border-collapse: collapse; font-size: 12.5px; margin: 8px 0; }
th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.cards { display: flex; flex-wrap: wrap; gap: 12px; }
figure.layout { background: var(--card); border: 1px solid var(--line); border-radius: 6px; margin: 0; padding: 8px 10px;
                max-width: 100%; }
figure.layout figcaption { font: 12.5px ui-monospace, SFMono-Regular, Menlo, monospace; margin-bottom: 4px; }
figure.layout ul { margin: 4px 0 0; padding-left: 18px; font-size: 12px; color: var(--muted); max-width: 560px; }
.where { color: var(--muted); font-size: 12px; }
.note { color: var(--muted); } .ok { color: #1a7f37; } .warn { color: #9a6700; }
pre { background: var(--card); border: 1px solid var(--line); padding: 8px; overflow-x: auto; font-size: 12px; }
input#filter { font: inherit; padding: 3px 6px; width: 260px; }
"""

# a filter over the layout cards (the page reads fine without it)
_SCRIPT = """
(function () {
  var box = document.getElementById("filter");
  var cards = Array.prototype.slice.call(document.querySelectorAll("figure.layout"));
  var count = document.getElementById("filter-count");
  function apply() {
    var q = box.value.trim().toLowerCase(), shown = 0;
    cards.forEach(function (c) {
      var hit = !q || c.getAttribute("data-name").toLowerCase().indexOf(q) >= 0;
      c.style.display = hit ? "" : "none";
      if (hit) shown += 1;
    });
    count.textContent = shown + " of " + cards.length + " shown";
  }
  box.addEventListener("input", apply);
  apply();
})();
"""


def _e(text) -> str:
    return html.escape(str(text), quote=True)


def _bytes(n: float) -> str:
    return f"{n:,.0f} B"


def render_html(report: Report) -> str:
    """The page (needs matplotlib for the pictures: `pip install 'shardflow[report]'`)."""
    from . import report_charts as charts

    charts.new_page()
    ej, mem = report.explain, report.memory
    members = ej["backends"]
    who = f"{len(members)} {members[0]}" if len(set(members)) == 1 else ", ".join(members)
    colls = ej["collectives"]
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>shardflow report: {_e(report.title)}</title><style>{_CSS}</style></head><body>",
           f"<h1>{_e(report.title)}</h1>",
           f'<p class="summary">{ej["devices"]} devices ({_e(who)}), mesh {_e(mesh_text(report.grid_mesh.mesh))}; '
           f'mode {_e(ej["mode"])}; {len(colls)} collective(s), {_bytes(ej["bytes_per_device_total"])} received per '
           f'device; peak memory {_bytes(mem.peak)} per device</p>',
           '<nav><a href="#mesh">Mesh</a><a href="#communication">Communication</a><a href="#layouts">Layouts</a>'
           '<a href="#memory">Memory</a><a href="#fallbacks">Fallbacks and conflicts</a></nav>']
    # mesh
    mg = report.grid_mesh
    out.append('<section id="mesh"><h2>Mesh</h2>')
    out.append(f'<p>{ej["devices"]} devices on mesh axes '
               + ", ".join(f"<b>{_e(n)}</b> ({k})" for n, k in mg.mesh.axes) + ". Each box is one device "
               "(its member index in the group, backend and coordinates).</p>")
    out.append(charts.grid_svg(mg, label=lambda b: _device_label(mg, b, members)))
    out.append("</section>")
    # communication
    out.append('<section id="communication"><h2>Communication</h2>')
    by_kind: dict[str, float] = {}
    for c in colls:
        by_kind[c["kind"]] = by_kind.get(c["kind"], 0.0) + c["bytes_per_device"]
    rows = [("shardflow (this program)", float(ej["bytes_per_device_total"]), by_kind)]
    rows += [(c.label, c.total, c.by_kind) for c in report.comparisons]
    out.append(f'<p>{_bytes(ej["bytes_per_device_total"])} received per device in {len(colls)} collective(s) '
               f'({_e(_performed(ej))}).' + "".join(f" {_e(c.label)}: {_bytes(c.total)} ({_ratio(ej, c)})."
                                                      for c in report.comparisons) + "</p>")
    if colls or report.comparisons:
        out.append("<h3>Totals</h3>" + charts.totals_svg(rows))
    if colls:
        out.append("<h3>Each collective, grouped by the op that caused it</h3>")
        out.append('<p class="note">Bytes each device receives under the bandwidth-optimal algorithm (API.md); '
                   "#k is the collective's place in program order. Hover a bar for the reason.</p>")
        out.append(charts.collectives_svg(report.groups))
        out.append('<table id="collectives"><thead><tr><th class="num">#</th><th>kind</th><th>over</th>'
                   '<th>per-device operand</th><th class="num">bytes / device</th><th>caused by</th><th>detail</th>'
                   "</tr></thead><tbody>")
        for cause, cs in report.groups:
            for c in cs:
                shape = "x".join(map(str, c["shape"])) or "scalar"
                out.append(f'<tr><td class="num">{c["index"]}</td><td>{_e(c["kind"])}</td>'
                           f'<td>{_e(",".join(c["axes"]))}</td><td>{_e(c["dtype"])}[{shape}]</td>'
                           f'<td class="num">{c["bytes_per_device"]:,}</td><td>{_e(cause)}</td><td>{_e(c["op"])}</td></tr>')
        out.append("</tbody></table>")
    else:
        out.append('<p class="ok">No collectives: every device computes its part alone.</p>')
    out.append("</section>")
    # layouts
    out.append('<section id="layouts"><h2>Layouts</h2>')
    out.append('<p class="note">Each picture is the tensor (or a 2-D view of it) cut into the blocks the devices '
               "hold; a block lists its devices: replicas joined by ',', the pieces of a partial (unreduced) sum "
               "by '+'. Hatching marks the padding of an uneven split. Activations are the results of the "
               f"program's {_e(', '.join(sorted(set(ACTIVATION_KINDS))))} ops, as the partitioner computes them.</p>")
    out.append('<p><input id="filter" type="search" placeholder="filter by name or location" '
               'aria-label="filter layouts"> <span id="filter-count" class="note"></span></p>')
    drawn: dict[tuple, str] = {}
    for role, heading in (("input", "Inputs"), ("output", "Outputs"), ("activation", "Activations")):
        entries = [t for t in report.tensors if t.role == role]
        if not entries:
            continue
        out.append(f"<h3>{heading}</h3><div class=\"cards\">")
        for t in entries:
            g = t.grid
            key = (g.shape, g.sharding, g.mesh, g.steps)
            if key not in drawn:
                drawn[key] = charts.grid_svg(g)
            dims = "x".join(map(str, g.shape)) or "scalar"
            find = " ".join(x for x in (t.name, t.where or "") if x)
            out.append(f'<figure class="layout" data-name="{_e(find)}"><figcaption><b>{_e(t.name)}</b> '
                       f'{_e(g.dtype)}[{dims}] {_e(sharding_text(g.sharding))}'
                       + (f'<br><span class="where">{_e(t.where)}</span>' if t.where else "")
                       + f'</figcaption>{drawn[key]}<ul><li>{_e(g.axis_caption())}</li>'
                       + "".join(f"<li>{_e(x)}</li>" for x in g.legend()) + "</ul></figure>")
        out.append("</div>")
    if report.activations_left_out:
        out.append(f'<p class="note">{report.activations_left_out} more activation(s) not drawn (the first '
                   f"{MAX_ACTIVATIONS} are).</p>")
    out.append("</section>")
    # memory
    out.append('<section id="memory"><h2>Memory</h2>')
    saved = (f"; unsharded, the inputs would take {_bytes(report.unsharded_input_bytes)} on one device "
             f"({report.unsharded_input_bytes / mem.inputs:.2f}x)" if mem.inputs else "")
    out.append(f"<p>Peak live buffers: <b>{_bytes(mem.peak)} per device</b> (every device runs the same program on "
               f"blocks of the same size). Inputs held by the caller: {_bytes(mem.inputs)} per device{saved}; "
               f"outputs: {_bytes(mem.outputs)} per device.</p>")
    if mem.timeline:
        out.append(charts.memory_svg(mem.timeline, mem.inputs, mem.peak, mem.peak_op, report.collective_ops))
    out.append('<table id="peak-buffers"><thead><tr><th>live at the peak (largest first)</th>'
               '<th class="num">bytes / device</th></tr></thead><tbody>')
    out.extend(f'<tr><td>{_e(w)}</td><td class="num">{n:,}</td></tr>' for w, n in report.memory_names)
    out.append("</tbody></table></section>")
    # fallbacks, conflicts, padding, decisions
    out.append('<section id="fallbacks"><h2>Fallbacks and conflicts</h2>')
    for heading, items, none in (("Replicated fallbacks", ej["replicated_fallbacks"], "none: every op ran sharded"),
                                 ("Sharding conflicts", report.conflicts, "none"),
                                 ("Uneven dimensions, padded", report.padding, "none")):
        out.append(f"<h3>{heading}</h3>")
        out.append("<ul>" + "".join(f'<li class="warn">{_e(x)}</li>' for x in items) + "</ul>" if items
                   else f'<p class="ok">{_e(none)}</p>')
    if report.decisions:
        out.append(f"<h3>Decisions</h3><details><summary>{len(report.decisions)} op(s) had several valid layouts; "
                   "the one kept and each rejected, with its bytes per device</summary><pre>"
                   + _e("\n".join(report.decisions)) + "</pre></details>")
    out.append("</section>")
    data = json.dumps(report.to_json()).replace("</", "<\\/")
    out.append(f'<script type="application/json" id="report-data">{data}</script>')
    out.append(f"<script>{_SCRIPT}</script></body></html>")
    return "\n".join(out)


def _device_label(grid: LayoutGrid, b, backends: Sequence[str]) -> str:
    (dev,) = b.devices
    coords = grid.mesh.coords(dev)
    return f"dev {dev} ({backends[dev]})\n" + ", ".join(f"{a}={coords[a]}" for a in grid.mesh.names)


def _performed(ej: dict) -> str:
    where = {"multi-device": "as transfers inside one multi-device module", "host-staged": "on the host between "
             "stages", "spmd": "by IREE collective channels"}
    return "performed " + where.get(ej["mode"], ej["mode"])


def _ratio(ej: dict, c: Comparison) -> str:
    ours = ej["bytes_per_device_total"]
    if not c.total:
        return "this program: " + ("also none" if not ours else f"{ours:,} B")
    return f"ratio {ours / c.total:.2f}"


def write_report(report: Report, path: str | os.PathLike) -> None:
    """Render the page and write it to `path` (ReportError when it cannot be written)."""
    text = render_html(report)
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as e:
        raise ReportError(f"cannot write the report to {path}: {e.strerror or e}") from None
