"""Pictures of a layout: which device holds which block of a global tensor.

`LayoutGrid` is the model (built from a shape, a `Sharding` and a `Mesh`): an up-to-2-D view of the
tensor cut into the blocks the devices hold, each block with the devices that hold it, grouped into
replicas (same piece) and partial-sum terms (pieces that add up to the block). `layout_text` draws
it as a terminal grid, with ANSI colours on a terminal; `visualize` prints that for a `ShardedArray`
or for a sharding with a shape (as `jax.debug.visualize_array_sharding` and DTensor's
`visualize_sharding` do). The compiler draws the same model into its HTML report.

The view: a rank-1 tensor is one row of blocks and a rank-2 tensor rows x columns. A higher rank
shows its split dimensions (the first as rows, the others together as columns, in row-major block
order) and, when fewer than two dimensions are split, the last (then the first) dimension fills the
view; every dimension outside the view is whole in each block and the legend says so.
"""
from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass
from typing import Mapping, Sequence, TextIO

from .errors import ShardingError
from .mesh import Mesh
from .sharding import Sharding


@dataclass(frozen=True)
class Block:
    """One cell of the grid: a block of the global tensor and the devices that hold it."""

    row: int
    col: int
    index: tuple[slice, ...]              # the global index range, one slice per tensor dimension
    terms: tuple[tuple[int, ...], ...]    # devices by partial-sum term: each tuple holds one piece (replicas)
    padded: bool                          # holds fewer elements than the block size (uneven split)
    color: int                            # distinct per block of the grid (palette index)

    @property
    def devices(self) -> tuple[int, ...]:
        return tuple(sorted(d for t in self.terms for d in t))

    @property
    def empty(self) -> bool:
        return any(s.stop <= s.start for s in self.index)


class LayoutGrid:
    """An up-to-2-D view of `shape` laid out as `sharding` over `mesh` (see the module docstring).

    `block` is the per-device block shape of a padded layout (a manifest's `local_shape`); None
    means ceil(size / shards) per dimension. Raises ShardingError for a sharding the shape or mesh
    cannot take.
    """

    def __init__(self, shape: Sequence[int], sharding: Sharding, mesh: Mesh, *, block: Sequence[int] | None = None,
                 dtype: str | None = None, name: str | None = None):
        self.shape = tuple(int(s) for s in shape)
        self.mesh = mesh
        self.sharding = sharding.bind(self.shape, mesh, allow_uneven=True, what=name or "tensor")
        self.dtype, self.name = dtype, name
        rank = len(self.shape)
        self.counts = self.sharding.shard_counts(mesh)
        self.steps = self.sharding.local_shape(self.shape, mesh, block)
        split = [d for d in range(rank) if self.counts[d] > 1]
        view = list(split)
        for d in (rank - 1, 0):
            if len(view) < min(2, rank) and d not in view:
                view.append(d)
        view.sort()
        if rank == 1:
            self.row_dims, self.col_dims = (), (0,)
        else:
            self.row_dims, self.col_dims = tuple(view[:1]), tuple(view[1:])
        self.hidden_dims = tuple(d for d in range(rank) if d not in view)
        self.rows = _prod(self.counts[d] for d in self.row_dims)
        self.cols = _prod(self.counts[d] for d in self.col_dims)
        used = set(self.sharding.used_axes)
        self.partial_axes = tuple(self.sharding.partial)
        self.replicated_axes = tuple(a for a in mesh.names if a not in used and a not in self.partial_axes
                                     and mesh.axis_size(a) > 1)
        cells: dict[tuple[int, int], dict[tuple, list[int]]] = {}
        for dev in range(mesh.size):
            coords = mesh.coords(dev)
            idx = [self.sharding.shard_index(d, coords, mesh) for d in range(rank)]
            r = _ravel([idx[d] for d in self.row_dims], [self.counts[d] for d in self.row_dims])
            c = _ravel([idx[d] for d in self.col_dims], [self.counts[d] for d in self.col_dims])
            term = tuple(coords[a] for a in self.partial_axes)
            cells.setdefault((r, c), {}).setdefault(term, []).append(dev)
        blocks = []
        for k, ((r, c), terms) in enumerate(sorted(cells.items())):
            dev = terms[min(terms)][0]
            index = self.sharding.device_slices(self.shape, mesh, dev, self.steps)
            padded = any(s.stop - s.start < step for s, step in zip(index, self.steps))
            blocks.append(Block(r, c, index, tuple(tuple(terms[t]) for t in sorted(terms)), padded, k))
        self.blocks: list[Block] = blocks
        self._at = {(b.row, b.col): b for b in blocks}

    def at(self, row: int, col: int) -> Block:
        return self._at[(row, col)]

    # -- words ----------------------------------------------------------------------------------
    def title(self) -> str:
        """`name: f32[8x16] as [{}, {"model"}] on mesh model=4`."""
        dims = "x".join(map(str, self.shape)) or "scalar"
        what = f"{self.dtype}[{dims}]" if self.dtype else f"[{dims}]"
        head = f"{self.name}: {what}" if self.name else what
        return f"{head} as {sharding_text(self.sharding)} on mesh {mesh_text(self.mesh)}"

    def axis_caption(self) -> str:
        """Which tensor dimensions run down the rows and across the columns."""
        def dims(ds):
            return " x ".join(self._dim_text(d) for d in ds)
        parts = []
        if self.row_dims:
            parts.append(f"rows: {dims(self.row_dims)}")
        if self.col_dims:
            parts.append(f"columns: {dims(self.col_dims)}")
        return "; ".join(parts) if parts else "a scalar: one block"

    def _dim_text(self, d: int) -> str:
        axes = self.sharding.dims[d]
        how = f"split over {','.join(axes)}" if self.counts[d] > 1 else "whole"
        return f"dim {d} (size {self.shape[d]}, {how})"

    def legend(self) -> list[str]:
        """What the marks mean, one line each (replicated, partial, padded, hidden dims)."""
        out = []
        if self.replicated_axes:
            n = _prod(self.mesh.axis_size(a) for a in self.replicated_axes)
            out.append(f"replicated over {', '.join(self.replicated_axes)}: {n} devices hold each piece "
                       "(a block lists them all)")
        if self.partial_axes:
            n = _prod(self.mesh.axis_size(a) for a in self.partial_axes)
            out.append(f"partial over {', '.join(self.partial_axes)} (unreduced): each block is the sum of "
                       f"{n} pieces (joined by '+') until an all-reduce or reduce-scatter finishes it")
        for d in range(len(self.shape)):
            n, size, step = self.counts[d], self.shape[d], self.steps[d]
            if n > 1 and n * step != size:
                out.append(f"* padded: dim {d} (size {size}) splits {n} ways into blocks of {step}; "
                           f"{_short_blocks(size, step, n)}")
        if self.hidden_dims:
            out.append("whole in every block: " + ", ".join(f"dim {d} (size {self.shape[d]})"
                                                            for d in self.hidden_dims))
        return out

    def block_label(self, b: Block) -> str:
        """The devices that hold a block: replicas joined by ',', partial-sum terms by '+'."""
        if len(b.terms) == 1:
            return "dev " + device_list(b.terms[0])
        if all(len(t) == 1 for t in b.terms):
            return "dev " + "+".join(str(t[0]) for t in b.terms)
        return "dev " + "+".join(f"({device_list(t)})" for t in b.terms)

    def range_label(self, b: Block) -> str:
        """The block's index range along the view's dimensions ("0:4, 8:16"; "empty")."""
        if b.empty:
            return "empty"
        view = self.row_dims + self.col_dims
        text = ", ".join(f"{b.index[d].start}:{b.index[d].stop}" for d in sorted(view))
        return f"[{text}]" + ("*" if b.padded else "")


# -- terminal drawing -----------------------------------------------------------------------------

#: background colours (xterm 256-colour palette), light enough for black text
PALETTE_256 = (153, 187, 151, 223, 183, 152, 217, 229, 189, 158, 225, 195, 230, 194, 254, 181)
_BOX = {"h": "─", "v": "│", "tl": "┌", "tr": "┐", "bl": "└", "br": "┘", "t": "┬", "b": "┴", "l": "├", "r": "┤",
        "x": "┼", "dots": "…"}
_ASCII = {"h": "-", "v": "|", "tl": "+", "tr": "+", "bl": "+", "br": "+", "t": "+", "b": "+", "l": "+", "r": "+",
          "x": "+", "dots": "..."}


def use_color(stream: TextIO | None = None, color: bool | None = None) -> bool:
    """Colour or not: `color` when given; else off when NO_COLOR is set (no-color.org) or the stream
    is not a terminal (piped, a file) or TERM=dumb, on otherwise."""
    if color is not None:
        return bool(color)
    if os.environ.get("NO_COLOR"):
        return False
    stream = sys.stdout if stream is None else stream
    isatty = getattr(stream, "isatty", None)
    try:
        tty = bool(isatty and isatty())
    except (ValueError, OSError):   # a closed stream
        tty = False
    return tty and os.environ.get("TERM", "") != "dumb"


def _can_draw_boxes(stream: TextIO | None) -> bool:
    enc = getattr(stream, "encoding", None) if stream is not None else None
    if not enc:
        return True
    try:
        "".join(_BOX.values()).encode(enc)
        return True
    except (UnicodeEncodeError, LookupError):
        return False


def layout_text(grid: LayoutGrid, *, color: bool = False, ascii: bool = False, width: int | None = None) -> str:
    """The grid as terminal text: title, axis caption, boxes labelled with devices and index ranges,
    legend. `color` adds ANSI backgrounds (one per block); `ascii` draws +-| instead of box lines;
    columns (and rows) beyond `width` characters (default: the terminal's) are elided in the middle."""
    ch = _ASCII if ascii else _BOX
    width = width or shutil.get_terminal_size((100, 24)).columns
    labels = {(b.row, b.col): (grid.block_label(b), grid.range_label(b)) for b in grid.blocks}
    cell_w = [max(len(x) for r in range(grid.rows) for x in labels[(r, c)]) + 2 for c in range(grid.cols)]
    cols = _keep(list(range(grid.cols)), cell_w, width - 1, len(ch["dots"]) + 2)
    rows = _keep(list(range(grid.rows)), [3] * grid.rows, 48, 1)
    widths = [cell_w[c] if c is not None else len(ch["dots"]) + 2 for c in cols]

    def rule(left, mid, right):
        return left + mid.join(ch["h"] * w for w in widths) + right

    def paint(text: str, w: int, b: Block | None) -> str:
        cell = text.center(w)
        if color and b is not None:
            return f"\x1b[48;5;{PALETTE_256[b.color % len(PALETTE_256)]}m\x1b[30m{cell}\x1b[0m"
        return cell

    out = [grid.title(), grid.axis_caption(), rule(ch["tl"], ch["t"], ch["tr"])]
    for i, r in enumerate(rows):
        for line in range(2):
            cells = []
            for c, w in zip(cols, widths):
                if r is None or c is None:
                    cells.append(paint(ch["dots"] if line == 0 else "", w, None))
                else:
                    cells.append(paint(labels[(r, c)][line], w, grid.at(r, c)))
            out.append(ch["v"] + ch["v"].join(cells) + ch["v"])
        out.append(rule(ch["l"], ch["x"], ch["r"]) if i < len(rows) - 1 else rule(ch["bl"], ch["b"], ch["br"]))
    if None in cols or None in rows:
        out.append(f"({grid.rows} x {grid.cols} blocks; the middle ones elided to fit {width} columns)")
    out.extend(grid.legend())
    return "\n".join(out)


def _keep(items: list[int], sizes: list[int], budget: int, gap: int) -> list[int | None]:
    """The items that fit `budget` (each costs its size + 1): all, or the first and last ones around
    a None standing for the elided middle."""
    if sum(s + 1 for s in sizes) <= budget or len(items) <= 2:
        return list(items)
    head, tail, used = [], [], gap + 1
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        take_head = len(head) <= len(tail)
        k = lo if take_head else hi
        if used + sizes[k] + 1 > budget and head and tail:
            break
        used += sizes[k] + 1
        if take_head:
            head.append(items[lo])
            lo += 1
        else:
            tail.insert(0, items[hi])
            hi -= 1
    return head + tail if lo > hi else head + [None] + tail


# -- entry points ------------------------------------------------------------------------------------

def grid_of(x, shape: Sequence[int] | None = None, mesh=None, *, name: str | None = None,
            dtype: str | None = None) -> LayoutGrid:
    """A LayoutGrid of a ShardedArray, or of a Sharding with `shape` and `mesh` (a Mesh, an axis ->
    size mapping, or a Group)."""
    from .sharded_array import LocalShards, ShardedArray

    if isinstance(x, (ShardedArray, LocalShards)):
        if shape is not None or mesh is not None:
            raise ShardingError("visualize(array) takes the shape and mesh from the array; give shape and "
                                "mesh only with a Sharding")
        if isinstance(x, ShardedArray):
            block, dt = x._layout.block, x._layout.dtype_name
        else:
            block, dt = x._block, str(x.dtype)
        dt = dt if dtype is None else dtype
        return LayoutGrid(x.shape, x.sharding, x.mesh, block=block, dtype=dt, name=name)
    if isinstance(x, Sharding):
        if shape is None or mesh is None:
            raise ShardingError("visualize(sharding, shape, mesh) needs the tensor's global shape and the mesh "
                                "(a Mesh, a dict such as {'model': 4}, or a group)")
        return LayoutGrid(_shape(shape), x, as_mesh(mesh), dtype=dtype, name=name)
    raise ShardingError(f"visualize takes a ShardedArray, or a Sharding with a shape and a mesh; got "
                        f"{type(x).__name__}")


def visualize(x, shape: Sequence[int] | None = None, mesh=None, *, name: str | None = None,
              color: bool | None = None, file: TextIO | None = None) -> None:
    """Print which device holds which block of `x`: a ShardedArray, or a Sharding with the global
    `shape` and the `mesh` (a Mesh, an axis -> size dict, or a Group). Colours on a terminal,
    plain text when piped or when NO_COLOR is set (`color=` forces either)."""
    show_grid(grid_of(x, shape, mesh, name=name), color=color, file=file)


def show_grid(grid: LayoutGrid, *, color: bool | None = None, file: TextIO | None = None) -> None:
    """Write `layout_text(grid)` to `file` (default stdout): colours as `use_color` decides, box
    lines where the stream's encoding has them."""
    stream = sys.stdout if file is None else file
    stream.write(layout_text(grid, color=use_color(stream, color), ascii=not _can_draw_boxes(stream)) + "\n")


def as_mesh(mesh) -> Mesh:
    """A Mesh from a Mesh, an axis -> size mapping, a list of (axis, size), or a Group."""
    if isinstance(mesh, Mesh):
        return mesh
    topology = getattr(mesh, "topology", None)
    if isinstance(topology, Mesh):
        return topology
    if isinstance(mesh, Mapping) or isinstance(mesh, (list, tuple)):
        try:
            return Mesh.of(mesh)
        except (TypeError, ValueError):
            pass
    raise ShardingError(f"expected a mesh (a Mesh, a dict such as {{'model': 4}}, or a group), got {mesh!r}")


def _shape(shape) -> tuple[int, ...]:
    try:
        out = tuple(int(s) for s in shape)
    except (TypeError, ValueError):
        raise ShardingError(f"a shape is a sequence of ints, e.g. (8, 16); got {shape!r}") from None
    if any(s < 1 for s in out):
        raise ShardingError(f"shape {list(out)} has a dimension below 1")
    return out


# -- short texts shared with the compiler's report ------------------------------------------------

def sharding_text(s: Sharding) -> str:
    """`[{"data"}, {}] partial{model}`: the dims in Shardy's spelling plus the partial axes."""
    dims = ", ".join("{" + ", ".join(f'"{a}"' for a in d) + "}" for d in s.dims)
    text = f"[{dims}]"
    return text + (" partial{" + ",".join(s.partial) + "}" if s.partial else "")


def mesh_text(mesh: Mesh) -> str:
    return ", ".join(f"{n}={k}" for n, k in mesh.axes)


def device_list(devs: Sequence[int], limit: int = 24) -> str:
    """`0-3,8,10`: runs of consecutive devices shortened; past `limit` characters, `0-3,...,60 (12)`."""
    devs = sorted(devs)
    runs: list[list[int]] = []
    for d in devs:
        if runs and d == runs[-1][1] + 1:
            runs[-1][1] = d
        else:
            runs.append([d, d])
    parts = [str(a) if a == b else (f"{a},{b}" if b == a + 1 else f"{a}-{b}") for a, b in runs]
    text = ",".join(parts)
    if len(text) <= limit or len(parts) < 3:
        return text
    return f"{parts[0]},...,{parts[-1]} ({len(devs)})"


def _short_blocks(size: int, step: int, n: int) -> str:
    held = [max(0, min(step, size - k * step)) for k in range(n)]
    short = [(k, h) for k, h in enumerate(held) if h < step]
    return ", ".join(f"block {k} holds {h}" for k, h in short) + " (the rest is padding)"


def _prod(xs) -> int:
    n = 1
    for x in xs:
        n *= x
    return n


def _ravel(idx: Sequence[int], counts: Sequence[int]) -> int:
    pos = 0
    for i, n in zip(idx, counts, strict=True):
        pos = pos * n + i
    return pos
