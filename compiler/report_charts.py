"""The report's pictures, drawn with matplotlib as inline SVG (`pip install 'shardflow[report]'`).

Each function returns one `<svg>` element as text, ready to paste into an HTML page: no XML prolog,
element ids prefixed per picture (so several pictures share a page), text kept as text (searchable,
selectable, and what the browser test reads), no timestamp (the same report gives the same bytes).
"""
from __future__ import annotations

import io
import itertools
import re
from typing import Callable, Sequence

from shardflow.runtime.errors import ShardflowError
from shardflow.runtime.visualize import Block, LayoutGrid

#: one colour per collective kind, shared by every chart of the report (and its legend)
KIND_COLORS = {"all-reduce": "#4e79a7", "all-gather": "#f28e2b", "reduce-scatter": "#59a14f",
               "all-to-all": "#e15759", "collective-permute": "#b07aa1"}
#: block colours of the layout pictures (light, for black text)
BLOCK_COLORS = ("#aec7e8", "#ffbb78", "#98df8a", "#ff9896", "#c5b0d5", "#c49c94", "#f7b6d2", "#dbdb8d",
                "#9edae5", "#d9d9d9", "#fdd0a2", "#c7e9c0", "#dadaeb", "#fcbba1", "#bcbddc", "#ffffb3")
MAX_CELLS = 16     # rows or columns drawn per picture; the middle of a longer run is elided
_ids = itertools.count()   # picture tags, unique within a page (`new_page`)


class ReportError(ShardflowError):
    """The report cannot be made (matplotlib missing, an unwritable path, a bad comparison)."""


def _pyplot_free_figure(w: float, h: float):
    """A matplotlib Figure on the SVG backend (no pyplot, no GUI, no global state)."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise ReportError("the HTML report draws its pictures with matplotlib, which is not installed; "
                          "install it with: pip install 'shardflow[report]'") from None
    return Figure(figsize=(w, h))


def _svg(fig, titles: dict[str, str] | None = None) -> str:
    """The figure as an inline <svg>: prolog dropped, a <title> (hover text) in each group named in
    `titles` (by gid), every id prefixed with a per-picture tag."""
    import matplotlib

    buf = io.StringIO()
    # text stays <text> (drawn by the browser's font); stable clip-path ids; the user's rcParams untouched
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "shardflow"}):
        fig.savefig(buf, format="svg", metadata={"Date": None}, bbox_inches="tight", pad_inches=0.05)
    text = buf.getvalue()
    text = text[text.index("<svg"):]
    for gid, title in (titles or {}).items():
        text = text.replace(f'<g id="{gid}">', f'<g id="{gid}"><title>{_esc(title)}</title>', 1)
    tag = f"s{next(_ids)}-"
    text = re.sub(r'id="([^"]+)"', lambda m: f'id="{tag}{m.group(1)}"', text)
    text = re.sub(r'url\(#([^)]+)\)', lambda m: f'url(#{tag}{m.group(1)})', text)
    text = re.sub(r'href="#([^"]+)"', lambda m: f'href="#{tag}{m.group(1)}"', text)
    return text


def new_page() -> None:
    """Start tagging pictures afresh: the same report renders to the same bytes."""
    global _ids
    _ids = itertools.count()


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _kept(n: int) -> list[int | None]:
    """Indices 0..n-1, or the first and last few around a None (the elided middle)."""
    if n <= MAX_CELLS:
        return list(range(n))
    half = (MAX_CELLS - 1) // 2
    return list(range(half)) + [None] + list(range(n - half, n))


# -- layouts ---------------------------------------------------------------------------------------

def grid_svg(grid: LayoutGrid, label: Callable[[Block], str] | None = None) -> str:
    """A layout picture: the view's blocks as equal cells (every device's block has the same size),
    each coloured and labelled with its devices and index range; the padding of an uneven block is
    hatched, an empty block fully."""
    from matplotlib.patches import Rectangle

    label = label or (lambda b: grid.block_label(b) + "\n" + grid.range_label(b))
    rows, cols = _kept(grid.rows), _kept(grid.cols)
    texts = {(b.row, b.col): label(b) for b in grid.blocks}
    chars = max(len(line) for t in texts.values() for line in t.split("\n"))
    cw, ch = max(0.8, 0.068 * chars + 0.2), 0.22 * max(t.count("\n") + 1 for t in texts.values()) + 0.16
    fig = _pyplot_free_figure(cw * len(cols), ch * len(rows))
    ax = fig.add_axes((0, 0, 1, 1))
    for i, r in enumerate(rows):
        for j, c in enumerate(cols):
            if r is None or c is None:
                ax.text(j + 0.5, i + 0.5, "…", ha="center", va="center", fontsize=10)
                continue
            b = grid.at(r, c)
            fill = BLOCK_COLORS[b.color % len(BLOCK_COLORS)]
            ax.add_patch(Rectangle((j, i), 1, 1, facecolor=fill, edgecolor="#333333", linewidth=1))
            for x0, y0, w, h in _padding(grid, b):   # the block's padded ends
                ax.add_patch(Rectangle((j + x0, i + y0), w, h, facecolor="none", edgecolor="#555555",
                                       hatch="///", linewidth=0))
            ax.text(j + 0.5, i + 0.5, texts[(r, c)], ha="center", va="center", fontsize=8, family="monospace",
                    bbox={"facecolor": fill, "edgecolor": "none", "pad": 1.0} if b.padded else None)
    ax.set_xlim(0, len(cols))
    ax.set_ylim(len(rows), 0)
    ax.axis("off")
    return _svg(fig)


def _padding(grid: LayoutGrid, b: Block) -> list[tuple[float, float, float, float]]:
    """(x, y, w, h) within the unit cell of each padded end of the block: the rows past what it holds
    (a padded row dim), the columns past it (a padded column dim); the whole cell when the block
    is empty or padded along a dimension the picture does not draw to scale."""
    if not b.padded:
        return []
    if b.empty:
        return [(0.0, 0.0, 1.0, 1.0)]
    out = []
    for dims, horizontal in ((grid.row_dims, False), (grid.col_dims, True)):
        if len(dims) != 1:
            continue
        d = dims[0]
        held = (b.index[d].stop - b.index[d].start) / grid.steps[d]
        if held < 1:
            out.append((held, 0.0, 1.0 - held, 1.0) if horizontal else (0.0, held, 1.0, 1.0 - held))
    return out or [(0.0, 0.0, 1.0, 1.0)]


# -- collectives -----------------------------------------------------------------------------------

def collectives_svg(groups: Sequence[tuple[str, Sequence[dict]]]) -> str:
    """One horizontal bar per collective (bytes per device), grouped under the op that caused it,
    groups in program order; each bar's hover text says what it moves and why."""
    labels, values, colors, bold, titles, gids = [], [], [], [], {}, []
    for cause, colls in groups:
        labels.append(_clip(cause, 70))
        values.append(0)
        colors.append("none")
        bold.append(True)
        gids.append(None)
        for c in colls:
            shape = "x".join(map(str, c["shape"])) or "scalar"
            labels.append(f"#{c['index']} {c['kind']} over {','.join(c['axes'])} {c['dtype']}[{shape}]")
            values.append(c["bytes_per_device"])
            colors.append(KIND_COLORS.get(c["kind"], "#999999"))
            bold.append(False)
            gid = f"coll-{c['index']}"
            gids.append(gid)
            titles[gid] = f"#{c['index']} {c['kind']}: {c['bytes_per_device']} B per device\n{c['op']}"
    n = len(labels)
    fig = _pyplot_free_figure(9.5, 0.8 + 0.24 * n)
    ax = fig.add_axes((0.42, 0.6 / (0.8 + 0.24 * n), 0.5, 1 - 0.8 / (0.8 + 0.24 * n)))
    top = max(values + [1])
    for y, (v, col, gid) in enumerate(zip(values, colors, gids, strict=True)):
        if gid is None:
            continue
        bar = ax.barh(y, v, color=col, height=0.7)
        bar.patches[0].set_gid(gid)
        ax.text(v + top * 0.01, y, f"{v:,} B", va="center", fontsize=7)
    ax.set_yticks(range(n), labels, fontsize=7.5)
    for t, b in zip(ax.get_yticklabels(), bold, strict=True):
        if b:
            t.set_fontweight("bold")
    ax.set_ylim(n - 0.5, -0.5)
    ax.set_xlim(0, top * 1.18)
    ax.set_xlabel("bytes received per device")
    ax.spines[["top", "right"]].set_visible(False)
    _kind_legend(ax, {c["kind"] for _, cs in groups for c in cs})
    return _svg(fig, titles)


def totals_svg(rows: Sequence[tuple[str, float, dict[str, float] | None]]) -> str:
    """Total bytes per device of this program next to the comparisons (XLA, an ideal, ...): a bar
    each, stacked by collective kind where the breakdown is known."""
    n = len(rows)
    fig = _pyplot_free_figure(9.5, 0.7 + 0.34 * n)
    ax = fig.add_axes((0.42, 0.5 / (0.7 + 0.34 * n), 0.5, 1 - 0.6 / (0.7 + 0.34 * n)))
    top = max([t for _, t, _ in rows] + [1])
    kinds = set()
    for y, (label, total, by_kind) in enumerate(rows):
        left = 0.0
        if by_kind:
            for kind, v in by_kind.items():
                ax.barh(y, v, left=left, color=KIND_COLORS.get(kind, "#999999"), height=0.6)
                left += v
                kinds.add(kind)
        else:
            ax.barh(y, total, color="#bab0ac", height=0.6)
        ax.text(total + top * 0.01, y, f"{total:,.0f} B", va="center", fontsize=8)
    ax.set_yticks(range(n), [_clip(r[0], 60) for r in rows], fontsize=8.5)
    ax.set_ylim(n - 0.5, -0.5)
    ax.set_xlim(0, top * 1.2)
    ax.set_xlabel("bytes received per device, whole program")
    ax.spines[["top", "right"]].set_visible(False)
    _kind_legend(ax, kinds)
    return _svg(fig)


def _kind_legend(ax, kinds) -> None:
    from matplotlib.patches import Patch
    shown = [k for k in KIND_COLORS if k in kinds]
    if shown:
        ax.legend(handles=[Patch(color=KIND_COLORS[k], label=k) for k in shown], fontsize=7, loc="upper left",
                  bbox_to_anchor=(1.01, 1.0), frameon=False)


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


# -- memory ----------------------------------------------------------------------------------------

def memory_svg(timeline: Sequence[int], inputs: int, peak: int, peak_op: int | None,
               marks: Sequence[int] = ()) -> str:
    """Live bytes on each device along the program: the inputs the caller holds, the peak marked,
    and a tick where each collective runs (`marks`, op indices)."""
    fig = _pyplot_free_figure(9.5, 2.6)
    ax = fig.add_axes((0.08, 0.2, 0.72, 0.72))
    xs = list(range(len(timeline)))
    ax.fill_between(xs, timeline, step="mid", color="#a0cbe8", label="live buffers")
    ax.axhline(inputs, color="#4e79a7", linestyle="--", linewidth=1, label=f"inputs held: {inputs:,} B")
    if peak_op is not None:
        ax.plot([peak_op], [peak], "o", color="#e15759", label=f"peak: {peak:,} B")
    for m in marks:
        ax.axvline(m, color="#f28e2b", linewidth=0.6, alpha=0.6)
    if marks:
        ax.plot([], [], color="#f28e2b", linewidth=0.6, label="a collective")
    from matplotlib.ticker import MaxNLocator

    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlim(-0.5, max(len(timeline) - 0.5, 0.5))
    ax.set_ylim(0, max(peak, 1) * 1.15)
    ax.set_xlabel("op of the per-device program (program order)")
    ax.set_ylabel("bytes per device")
    ax.spines[["top", "right"]].set_visible(False)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    return _svg(fig)
