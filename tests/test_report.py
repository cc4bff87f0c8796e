"""The HTML report (compiler/report.py): its facts agree with explain, the layouts and the memory
profile; the page is self-contained; and it loads in headless Chromium (Debian's `chromium`,
driven by playwright) with no script error and no request leaving the file, showing the expected
collectives. Without chromium or playwright the browser test is skipped with one line, except under
CI=true, where it fails (.ci/run installs chromium)."""
import importlib.util
import json
import os
import re
import shutil

import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.compiler.cli.main import main as cli
from shardflow.compiler.importer import import_module
from shardflow.compiler.memory import memory_profile, peak_live_bytes
from shardflow.compiler.report import (Comparison, ReportError, build_report, cause_of, parse_compare_flag,
                                       render_html)
from shardflow.runtime import Device
import runtime_required

HERE = os.path.dirname(__file__)
JAX = os.path.join(HERE, "data", "jax")
BLOCK = os.path.join(JAX, "block_train.shardy.mlir")
XLA_BYTES = os.path.join(HERE, "data", "jax_expected", "xla_bytes.json")
NO_BROWSER = "headless Chromium not found: apt-get install chromium (and pip install playwright, in the test extra)"
NO_MPL = "matplotlib not installed: pip install 'shardflow[report]'"


@pytest.fixture(scope="module")
def needs_matplotlib():
    if importlib.util.find_spec("matplotlib") is None:
        runtime_required.missing(NO_MPL)


@pytest.fixture(scope="module")
def chromium():
    """The system Chromium's path (playwright drives it; no browser download)."""
    path = next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)
    missing = [what for what, ok in (("chromium", path), ("playwright", importlib.util.find_spec("playwright")))
               if not ok]
    if missing:
        runtime_required.missing(f"{NO_BROWSER} (missing: {', '.join(missing)})")
    return path


@pytest.fixture(scope="module")
def block():
    with open(BLOCK) as f:
        graph = import_module(f.read(), source_name="block_train.shardy.mlir")
    prog = sfc.partition(graph)
    return graph, prog, build_report(graph, prog, title="block_train",
                                     compare=[parse_compare_flag(f"XLA={XLA_BYTES}", BLOCK)])


def test_the_facts_agree_with_explain_layouts_and_memory(block):
    graph, prog, rep = block
    colls = rep.explain["collectives"]
    grouped = [c for _, cs in rep.groups for c in cs]
    assert sorted(c["index"] for c in grouped) == list(range(1, len(colls) + 1)) and len(colls) == 5
    for cause, cs in rep.groups:
        assert all(cause_of(c["op"]) == cause for c in cs)
    firsts = [cs[0]["index"] for _, cs in rep.groups]
    assert firsts == sorted(firsts)                                      # groups in program order
    # each all-reduce that finishes a contraction finishes an activation drawn partial over its axes
    acts = {t.where: t for t in rep.tensors if t.role == "activation"}
    assert len(acts) == sum(op.kind == "dot_general" for op in graph.ops) == 24
    finished = [c for c in colls if c["op"].startswith("finishing dot_general")]
    assert len(finished) == 4
    # the 9 weight gradients' all-reduces over data go as one (passes/combine_all_reduces.py)
    (bucket,) = [c for c in colls if "independent all-reduces combined" in c["op"]]
    assert bucket["axes"] == ["data"] and bucket["op"].startswith("9 independent") and bucket["shape"] == [1057]
    for c in finished:
        act = acts[cause_of(c["op"])]
        assert set(act.grid.sharding.partial) == set(c["axes"]), (c, act.grid.sharding)
    # inputs and outputs as the program takes and gives them
    assert [t.name for t in rep.tensors if t.role == "input"] == graph.input_names
    assert [t.grid.sharding for t in rep.tensors if t.role == "output"] == [s for _, s in prog.global_outputs]
    assert rep.tensor("arg3").grid.sharding == Sharding.spec(None, "model").bind((16, 16), graph.mesh)
    # memory: the bench's peak, the caller's inputs, and a timeline that reaches the peak
    assert rep.memory.peak == peak_live_bytes(prog) == max(rep.memory.timeline)
    assert rep.memory.inputs == sum(v.type.nbytes for v in prog.graph.inputs)
    assert rep.unsharded_input_bytes == sum(v.type.nbytes for v in graph.inputs) > rep.memory.inputs
    assert rep.memory.timeline[rep.memory.peak_op] == rep.memory.peak
    with open(XLA_BYTES) as f:
        xla = json.load(f)["block_train.shardy"]
    (cmp,) = rep.comparisons
    assert cmp.total == xla["bytes_per_device_total"]
    assert sum(cmp.by_kind.values()) == sum(c["bytes_per_device"] for c in xla["collectives"])


def test_memory_profile_of_a_hand_counted_program():
    mesh = sfc.Mesh.of({"model": 2})
    g = sfc.trace(lambda x, w: sfc.exp(x @ w), Spec((4, 8)), Spec((8, 6), "f32", Sharding.split(1)), mesh=mesh)
    prof = memory_profile(sfc.partition(g))
    # per device: x 4x8 (128 B) + w 8x3 (96 B) held; x@w 4x3 (48 B), then exp 4x3 (48 B) while x@w is read
    assert prof.inputs == 224 and prof.outputs == 48
    assert prof.timeline == [224 + 48, 224 + 96] and prof.peak == 320 and prof.peak_op == 1


def test_comparisons_parse_and_refuse_clearly(tmp_path):
    assert parse_compare_flag("Megatron-LM ideal=1536") == Comparison("Megatron-LM ideal", 1536.0)
    one = tmp_path / "other.json"
    one.write_text(json.dumps({"bytes_per_device_total": 10, "collectives": [
        {"kind": "all-gather", "bytes_per_device": 4}, {"kind": "all-reduce", "bytes_per_device": 6}]}))
    assert parse_compare_flag(f"other={one}") == Comparison("other", 10.0, {"all-gather": 4.0, "all-reduce": 6.0})
    for text, msg in (("XLA", "expects LABEL=BYTES or LABEL=FILE.json"),
                      ("XLA=-3", "cannot be negative"),
                      (f"XLA={tmp_path / 'none.json'}", "cannot read comparison 'XLA'"),
                      (f"XLA={XLA_BYTES}", "has no entry 'nothing'")):
        with pytest.raises(ReportError, match=msg):
            parse_compare_flag(text, "nothing.mlir")
    with pytest.raises(ReportError, match="expected a number of bytes per device or an object"):
        Comparison.of("x", {"total": 3})


def test_missing_matplotlib_names_the_extra(block, monkeypatch):
    import sys
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    with pytest.raises(ReportError, match=re.escape("pip install 'shardflow[report]'")):
        render_html(block[2])


def test_the_page_is_self_contained(block, needs_matplotlib):
    rep = block[2]
    page = render_html(rep)
    assert page == render_html(rep)                                      # the same report, the same bytes
    refs = re.findall(r'(?:src|href|xlink:href)\s*=\s*"([^"]*)"', page)
    assert refs and all(r.startswith("#") for r in refs), [r for r in refs if not r.startswith("#")]
    assert not re.search(r"url\((?!#)", page) and "@import" not in page and "<link" not in page
    data = json.loads(re.search(r'<script type="application/json" id="report-data">(.*?)</script>', page, re.S)
                      .group(1))
    assert data == json.loads(json.dumps(rep.to_json()))
    for c in rep.explain["collectives"]:
        assert page.count(f'coll-{rep.explain["collectives"].index(c) + 1}"><title>') == 1
    # one layout card per input, output and drawn activation
    assert page.count('<figure class="layout"') == len(rep.tensors) == 9 + 9 + 24


def test_explain_html_writes_the_report(tmp_path, capsys, needs_matplotlib):
    out = tmp_path / "block.html"
    rc = cli(["explain", BLOCK, "--html", str(out), "--compare", f"XLA={XLA_BYTES}", "--json"])
    io = capsys.readouterr()
    assert rc == 0, io.err
    assert json.loads(io.out)["bytes_per_device_total"] == 6276          # --json unchanged
    assert io.err.strip() == f"wrote {out}"
    page = out.read_text()
    assert "<h1>block_train.shardy.mlir</h1>" in page
    data = json.loads(re.search(r'id="report-data">(.*?)</script>', page, re.S).group(1))
    with open(XLA_BYTES) as f:
        xla = json.load(f)["block_train.shardy"]["bytes_per_device_total"]
    assert [(c["label"], c["bytes_per_device_total"]) for c in data["comparisons"]] == [("XLA", xla)]
    rc = cli(["explain", BLOCK, "--html", str(tmp_path / "no" / "r.html")])
    assert rc == 1 and "the folder" in capsys.readouterr().err


# -- in a real browser -------------------------------------------------------------------------------------

def _open(chromium: str, path: str, check):
    """Load `path` in headless Chromium; fail on any script error, console error or request that
    leaves the file; run `check(page)`; return a screenshot's bytes."""
    from playwright.sync_api import sync_playwright

    url = "file://" + os.path.abspath(path)
    errors, requests = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
            page.on("console", lambda m: errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
            page.on("request", lambda r: requests.append(r.url) if r.url != url else None)
            page.goto(url, wait_until="load")
            check(page)
            shot = page.screenshot(full_page=True)
        finally:
            browser.close()
    assert not errors, errors
    assert not requests, f"the page fetched {requests}"
    return shot


def _rows(page):
    return page.eval_on_selector_all("#collectives tbody tr", "rows => rows.map(r => "
                                     "Array.from(r.cells).map(c => c.textContent))")


def test_megatron_mlp_report_in_chromium(tmp_path, chromium, needs_matplotlib):
    n, batch, d, ff = 2, 8, 64, 256     # 2 devices: half the iree-compile of 4
    group = Device.group_options([Device.cpu(i) for i in range(n)]).init()
    try:
        compiled = sfc.compile(lambda x, w1, w2: sfc.gelu(x @ w1) @ w2, Spec((batch, d)),
                               Spec((d, ff), "f32", Sharding.split(1)), Spec((ff, d), "f32", Sharding.split(0)),
                               group=group)
        ideal = 2 * (n - 1) / n * batch * d * 4
        path = tmp_path / "mlp.html"
        compiled.report(path, title="Megatron MLP", compare={"Megatron-LM ideal": ideal})
        compiled.close()
    finally:
        group.close()

    def check(page):
        rows = _rows(page)
        assert len(rows) == 1
        num, kind, over, operand, nbytes, cause, _ = rows[0]
        assert (num, kind, over, operand, nbytes) == ("1", "all-reduce", "model", f"f32[{batch}x{d}]", f"{ideal:,.0f}")
        assert cause.startswith("dot_general at ")
        bar = page.locator('g[id$="coll-1"] > title')
        assert bar.count() == 1 and f"all-reduce: {ideal:.0f} B per device" in bar.text_content()
        assert page.locator("figure.layout").count() == 3 + 1 + 2        # inputs, output, the two matmuls
        w1 = page.locator("figure.layout", has_text="arg1")
        assert w1.locator("svg text", has_text=f"dev {n - 1}").count() == 1
        partial = page.locator("figure.layout", has_text="partial{model}")
        assert partial.count() == 1 and partial.locator("svg text", has_text="dev 0+1").count() == 1
        assert "ratio 1.00" in page.locator("#communication").inner_text()
        assert "per device" in page.locator("#memory").inner_text() and page.locator("#memory svg").count() == 1
        page.fill("#filter", "arg1")
        assert page.locator("figure.layout:visible").count() == 1
        assert page.locator("#filter-count").inner_text() == "1 of 6 shown"
    shot = _open(chromium, str(path), check)
    assert shot[:8] == b"\x89PNG\r\n\x1a\n" and len(shot) > 20000


def test_jax_block_report_in_chromium(tmp_path, capsys, chromium, needs_matplotlib):
    out = tmp_path / "block.html"
    assert cli(["explain", BLOCK, "--html", str(out), "--compare", f"XLA={XLA_BYTES}"]) == 0
    capsys.readouterr()
    with open(XLA_BYTES) as f:
        xla = json.load(f)["block_train.shardy"]["bytes_per_device_total"]

    def check(page):
        rows = _rows(page)
        assert [r[1] for r in rows] == ["all-reduce"] * 5
        assert [r[2] for r in rows] == ["model"] * 4 + ["data"]    # the 9 gradients' in one
        assert sum(int(r[4].replace(",", "")) for r in rows) == 6276
        assert page.locator('svg g[id*="coll-"] > title').count() == 5
        text = page.locator("#communication").inner_text()
        assert f"XLA: {xla:,} B" in text
        assert page.locator("figure.layout").count() == 42
        assert "Peak live buffers" in page.locator("#memory").inner_text()
    _open(chromium, str(out), check)
