#!/usr/bin/env python3
"""Measures the pictures `wiring render` draws with no options, as a person sees them.

For each app (a folder to scan, or a snapshot), it scans the app (`wiring scan ROOT`), draws the
snapshot with no options as SVG, as an HTML page and as linked pages (`render --pages`), and
measures each picture in Chromium (Playwright) fitted to a 1600 x 1000 screen:

- names: the share of node names drawn 9 px or taller (a node's name is its bold text, else its
  largest text; its size is the font size times the fitted scale);
- aspect: the drawing's longer side over its shorter side;
- nodes: how many nodes the picture shows;
- the page: the same at its first view and in every box opened from it (through the page's
  `window.wiringExplorer` hook when it has one, else its `wiringOpen` hook), and console errors.

A picture passes when at least 95 % of its names are 9 px or taller, its aspect is at most 3:1,
and it shows at least min(8, nodes of the snapshot) nodes (the first view only).

    python3 scripts/measure-pictures.py --bin .build/debug --work /tmp/measure \\
        --app build:/path/to/app --app held:/path/to/other [--list build:apps.txt] \\
        [--json out.json] [--markdown out.md]

Needs PyPI `playwright` and a Chromium (`--chromium`, default /usr/bin/chromium; never
`playwright install`). Apps are read, never built or run.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

SCREEN = (1600, 1000)
MIN_PX = 9.0
MAX_ASPECT = 3.0
SHARE = 0.95

# Runs in the page: measures one <svg> as drawn now (its on-screen scale) or fitted to a box.
MEASURE_JS = r"""
([selector, fitW, fitH]) => {
  const svg = document.querySelector(selector);
  if (!svg) { return null; }
  const box = svg.viewBox && svg.viewBox.baseVal && svg.viewBox.baseVal.width ? svg.viewBox.baseVal : null;
  const w = box ? box.width : svg.getBBox().width, h = box ? box.height : svg.getBBox().height;
  let scale;
  if (fitW > 0) {
    scale = Math.min(fitW / w, fitH / h);
  } else {
    // As drawn in the page: screen pixels per viewBox unit.
    const m = svg.getScreenCTM();
    scale = m ? Math.sqrt(m.a * m.a + m.b * m.b) : 1;
  }
  const sizes = [];
  svg.querySelectorAll("g.node").forEach((g) => {
    const texts = Array.from(g.querySelectorAll("text"));
    if (!texts.length) { return; }
    let name = texts.find((t) => (t.getAttribute("font-weight") || "") === "bold");
    if (!name) {
      name = texts.reduce((a, b) => (parseFloat(b.getAttribute("font-size") || "14") > parseFloat(a.getAttribute("font-size") || "14") ? b : a));
    }
    const size = parseFloat(name.getAttribute("font-size") || "14");
    // A text's own transform (none in Graphviz output) and the groups' scale are in getScreenCTM.
    sizes.push(size * scale);
  });
  return { width: w, height: h, scale: scale, nodes: svg.querySelectorAll("g.node").length, sizes: sizes };
}
"""


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def verdict(measure, need_nodes):
    if not measure:
        return {"ok": False, "why": "no drawing"}
    sizes = measure["sizes"]
    readable = sum(1 for s in sizes if s >= MIN_PX - 1e-6) / len(sizes) if sizes else 0.0
    w, h = measure["width"], measure["height"]
    aspect = max(w, h) / max(min(w, h), 1e-9)
    ok = readable >= SHARE and aspect <= MAX_ASPECT and (need_nodes is None or measure["nodes"] >= need_nodes)
    smallest = min(sizes) if sizes else 0.0
    return {"ok": ok, "readable": round(readable, 3), "aspect": round(aspect, 2), "nodes": measure["nodes"],
            "smallest_px": round(smallest, 1), "width": round(w), "height": round(h)}


def snapshot_counts(path):
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    return len(data.get("nodes", [])), len(data.get("edges", []))


def measure_svg_file(page, path, need_nodes):
    with open(path, encoding="utf-8") as handle:
        svg = handle.read()
    start = svg.find("<svg")
    page.set_content("<!DOCTYPE html><html><body style='margin:0'>" + svg[start:] + "</body></html>")
    return verdict(page.evaluate(MEASURE_JS, ["svg", SCREEN[0], SCREEN[1]]), need_nodes)


def measure_page(page, path, need_nodes, errors):
    """The HTML page: its first view and every box opened from it, as the page draws them."""
    errors.clear()
    page.goto("file://" + os.path.abspath(path))
    page.wait_for_timeout(200)
    hook = page.evaluate("() => typeof window.wiringExplorer === 'object' && window.wiringExplorer !== null")
    views = []

    def current(label, need):
        if hook:
            page.evaluate("() => window.wiringExplorer.fit()")
        page.wait_for_timeout(30)
        views.append(dict(verdict(page.evaluate(MEASURE_JS, ["#canvas svg", 0, 0]), need), view=label))

    current("first", need_nodes)
    if hook:
        # Every box, breadth first, through the explorer's test hook.
        queue = [[]]
        # A greyed stand-in in an opened box leads back to a view already measured (the first view
        # among them): each view is counted once.
        seen = {page.evaluate("() => window.wiringExplorer.view()")}
        while queue:
            trail = queue.pop(0)
            for _ in range(len(trail)):
                page.evaluate("() => window.wiringExplorer.back()")
            for step in trail:
                page.evaluate("(id) => window.wiringExplorer.open(id)", step)
            boxes = page.evaluate("() => window.wiringExplorer.boxes()")
            for box in boxes:
                page.evaluate("(id) => window.wiringExplorer.open(id)", box)
                view = page.evaluate("() => window.wiringExplorer.view()")
                if view not in seen:
                    seen.add(view)
                    current(view, None)
                    queue.append(trail + [box])
                page.evaluate("() => window.wiringExplorer.back()")
            for _ in range(len(trail)):
                page.evaluate("() => window.wiringExplorer.back()")
    else:
        data = page.evaluate("() => JSON.parse(document.getElementById('wiring-data').textContent)")
        for node in data.get("nodes", []):
            if node.get("detail"):
                page.evaluate("(id) => window.wiringOpen && window.wiringOpen(id)", node["id"])
                current(node["detail"], None)
                page.evaluate("() => window.wiringShowOverview && window.wiringShowOverview()")
    return {"views": views, "console_errors": list(errors), "hook": hook}


def measure_app(page, errors, args, half, root):
    name = os.path.basename(root.rstrip("/"))
    if name.endswith(".json") and name.startswith("app."):
        # A snapshot the script wrote earlier (WORK/<app>/app.wiring.json): named after its folder.
        name = os.path.basename(os.path.dirname(os.path.abspath(root)))
    out = os.path.join(args.work, name)
    os.makedirs(out, exist_ok=True)
    result = {"app": name, "half": half}
    if root.endswith(".json"):
        snapshot = root
    else:
        snapshot = os.path.join(out, "app.wiring.json")
        if args.rescan or not os.path.exists(snapshot):
            scan = run([os.path.join(args.bin, "wiring"), "scan", root, "-o", snapshot, "--quiet"])
            if scan.returncode not in (0, 1) or not os.path.exists(snapshot):
                result["error"] = "scan failed: " + scan.stderr.strip()[-300:]
                return result
    nodes, edges = snapshot_counts(snapshot)
    result.update(nodes=nodes, edges=edges)
    need = min(8, nodes)
    wiring = os.path.join(args.bin, "wiring")
    timings = {}
    for form in ("svg", "html"):
        target = os.path.join(out, "app." + form)
        began = time.monotonic()
        drawn = run([wiring, "render", snapshot, "-o", target, "--quiet"])
        timings[form] = round(time.monotonic() - began, 2)
        if drawn.returncode != 0:
            result["error"] = f"render {form} failed: " + drawn.stderr.strip()[-300:]
            return result
    result["seconds"] = timings
    result["svg"] = measure_svg_file(page, os.path.join(out, "app.svg"), need)
    pages_dir = os.path.join(out, "pages")
    if os.path.isdir(pages_dir) and not os.path.islink(pages_dir):
        shutil.rmtree(pages_dir)  # the pictures of an earlier run, which a smaller set would not replace
    pages = run([wiring, "render", snapshot, "--pages", pages_dir, "--quiet"])
    if pages.returncode == 0 and os.path.isdir(pages_dir):
        files = sorted(f for f in os.listdir(pages_dir) if f.endswith(".svg"))
        measured = [dict(measure_svg_file(page, os.path.join(pages_dir, f), need if f == "index.svg" else None), file=f)
                    for f in files]
        result["pages"] = {"count": len(measured), "ok": sum(1 for m in measured if m["ok"]),
                           "failing": [m for m in measured if not m["ok"]][:10],
                           "clicks": deepest_clicks(os.path.join(pages_dir, "index.md"))}
    else:
        result["pages"] = {"error": (pages.stderr.strip() or "no --pages")[-200:]}
    result["page"] = measure_page(page, os.path.join(out, "app.html"), need, errors)
    return result


def deepest_clicks(index):
    """Clicks from the first view to the deepest picture of `render --pages`: its index lists the
    pictures a click on a box of the first view opens as items, and each picture a click further in
    one indent (two spaces) deeper. 0 when the first view opens nothing."""
    if not os.path.exists(index):
        return None
    deepest = 0
    with open(index, encoding="utf-8") as handle:
        for line in handle:
            stripped = line.lstrip(" ")
            if stripped.startswith("- ["):
                deepest = max(deepest, (len(line) - len(stripped)) // 2 + 1)
    return deepest


def summary_row(r):
    if "error" in r:
        return f"| {r['app']} | {r['half']} | — | — | — | — | — | — | — | — | error: {r['error'][:60]} |"
    svg, views = r["svg"], r["page"]["views"]
    opened = views[1:]
    first = views[0] if views else {"ok": False}
    pages = r.get("pages", {})
    pages_text = f"{pages['ok']}/{pages['count']}" if "count" in pages else "—"
    clicks = pages.get("clicks")
    return (f"| {r['app']} | {r['half']} | {r['nodes']} | {svg['nodes']} | {svg['readable']:.0%} | {svg['aspect']} | "
            f"{'yes' if svg['ok'] else '**no**'} | {'yes' if first['ok'] else '**no**'} | "
            f"{sum(1 for v in opened if v['ok'])}/{len(opened)} | {pages_text} | {'—' if clicks is None else clicks} | "
            f"{len(r['page']['console_errors'])} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=".build/debug", help="folder holding wiring (and wiring-scan, wiring-render)")
    parser.add_argument("--work", default="/tmp/wiring-measure")
    parser.add_argument("--app", action="append", default=[], help="HALF:PATH (a folder to scan or a snapshot)")
    parser.add_argument("--list", action="append", default=[], help="HALF:FILE with one path a line")
    parser.add_argument("--json")
    parser.add_argument("--markdown")
    parser.add_argument("--rescan", action="store_true", help="scan again even when a snapshot is there")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    apps = [tuple(a.split(":", 1)) for a in args.app]
    for item in args.list:
        half, path = item.split(":", 1)
        with open(path, encoding="utf-8") as handle:
            apps += [(half, line.strip()) for line in handle if line.strip() and not line.startswith("#")]
    if not apps:
        parser.error("no apps: pass --app HALF:PATH or --list HALF:FILE")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        sys.stderr.write("measure-pictures: needs PyPI playwright (pip install playwright) and a Chromium\n")
        return 3
    os.makedirs(args.work, exist_ok=True)
    results = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": SCREEN[0], "height": SCREEN[1]})
        errors = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        for half, root in apps:
            began = time.monotonic()
            result = measure_app(page, errors, args, half, root)
            result["measured_seconds"] = round(time.monotonic() - began, 1)
            results.append(result)
            print(summary_row(result), flush=True)
        browser.close()
    header = ("| app | half | nodes | first view nodes | names ≥ 9 px | aspect | SVG readable | page first view | "
              "boxes opened readable | pages readable | clicks to the deepest service | console errors |\n"
              "|---|---|---:|---:|---:|---:|:---:|:---:|---:|---:|---:|---:|")
    table = header + "\n" + "\n".join(summary_row(r) for r in results)
    for half in sorted({h for h, _ in apps}):
        mine = [r for r in results if r["half"] == half and "error" not in r]
        failed = [r for r in results if r["half"] == half and "error" in r]
        table += (f"\n\n{half}: {len(mine)} apps drawn ({len(failed)} failed); default SVG readable on "
                  f"{sum(1 for r in mine if r['svg']['ok'])}; page first view readable on "
                  f"{sum(1 for r in mine if r['page']['views'] and r['page']['views'][0]['ok'])}; every opened box readable on "
                  f"{sum(1 for r in mine if all(v['ok'] for v in r['page']['views'][1:]))}; "
                  f"console errors on {sum(1 for r in mine if r['page']['console_errors'])}.")
    print(table)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(results, handle, indent=1, sort_keys=True)
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as handle:
            handle.write(table + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
