"""Screenshot an HTML page in headless Chromium (the README's picture of the report).

    python samples/megatron_mlp.py --devices 4 --report /tmp/mlp.html
    python docs/screenshot.py /tmp/mlp.html docs/report_megatron_mlp.png --height 1700

Uses the system's Chromium (Debian `chromium`) through playwright, as tests/test_report.py does.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("page")
    ap.add_argument("png")
    ap.add_argument("--width", type=int, default=1100)
    ap.add_argument("--height", type=int, help="keep only the top HEIGHT pixels (default: the whole page)")
    ap.add_argument("--colors", type=int, default=128, help="palette size of the PNG (0: full colour)")
    args = ap.parse_args(argv)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        print("no chromium on PATH: apt-get install chromium", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": args.width, "height": args.height or 900})
        page.goto("file://" + os.path.abspath(args.page), wait_until="load")
        if args.height:
            page.screenshot(path=args.png, clip={"x": 0, "y": 0, "width": args.width, "height": args.height})
        else:
            page.screenshot(path=args.png, full_page=True)
        browser.close()
    if args.colors:   # a palette PNG: a third of the bytes, text unchanged to the eye
        from PIL import Image
        Image.open(args.png).convert("P", palette=Image.ADAPTIVE, colors=args.colors).save(args.png, optimize=True)
    print(f"wrote {args.png}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
