#!/usr/bin/env python3
"""Checks the interactive HTML page in a browser: loads pages in Chromium and uses each feature.

Usage:
  scripts/check-page.py [--wiring BIN] [--keep DIR] [PAGE.html ...]

Without pages, it makes its own with `wiring render` (BIN, default .build/debug/wiring): the
payments sample, a synthetic app of 2,000 services in 20 modules (an overview whose boxes open),
the same 2,000 nodes drawn flat, a graph with hostile names, and a diff page. With pages, it checks
those (pages `wiring render -o x.html` wrote). For each page it loads it at 1600 x 1000 and:

- reads the first view: the share of node names 9 px or taller, and whether it is all in sight;
- opens every box of the first view (at most 60), reads each the same way (the first view's notes
  hidden above it), and comes back (the notes shown again);
- focuses on the node with the most edges, 1 hop then 2 (by the breadcrumb's + button);
- traces a path between two nodes the graph joins, shortest then every path;
- clicks an edge and reads its source lines in the panel;
- hides a node kind with the filter, and shows it again;
- opens the matrix, and a cell of it;
- searches by keyboard (/, a name, Enter focuses), goes back with Backspace, clears with Esc;
- reaches a node with Tab and selects (or opens) it with Enter;
- for a diff page, flips between before and after.

It fails on any console error, page error or dialog, on a hook that is missing or misbehaves,
and on a first view or opened box with fewer than 95 % of names readable where the drawing could
have been. Timings (first paint, the longest frame while panning and zooming) are printed, never
judged: speed figures belong in docs/, not in checks.

Needs PyPI `playwright` and Debian's `chromium` (never `playwright install`).
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# Whether notes are shown above the drawing (outside the picture's own legend).
NOTES_SHOWN = "() => [...document.querySelectorAll('body > p.note, body > details.notes, body > div > p.note, body > div > details.notes')].some(e => e.offsetParent !== null || e.getClientRects().length > 0)"
WIDTH, HEIGHT = 1600, 1000


def snapshot(nodes, edges, title):
    nodes = sorted(nodes, key=lambda n: n["id"])
    edges = sorted(edges, key=lambda e: (e["from"], e["to"], e["kind"], e.get("label", "")))
    return {"schemaVersion": 1, "source": "scan", "title": title, "nodes": nodes, "edges": edges}


def service(node_id, type_name, parent, place=None):
    node = {"id": node_id, "kind": "service", "type": type_name, "parent": parent, "ports": [], "resolved": True}
    if place:
        node["place"] = place
    return node


def synthetic_app(services=2000, modules=20, seed=53):
    """An app of `services` services in `modules` modules: resolves inside and across modules, with places."""
    rng = random.Random(seed)
    nodes = [{"id": "package:App", "kind": "package", "type": "App", "parent": None, "ports": [], "resolved": True}]
    edges = []
    names = []
    for m in range(modules):
        module = f"Feature{m:02d}"
        nodes.append({"id": f"module:{module}", "kind": "module", "type": module, "parent": "package:App",
                      "ports": [], "resolved": True, "attributes": {"path": f"Sources/{module}"}})
        if m:
            for other in sorted(rng.sample(range(m), min(m, 2))):
                edges.append({"from": f"module:{module}", "to": f"module:Feature{other:02d}", "kind": "depends", "resolved": True})
    per = services // modules
    for m in range(modules):
        module = f"Feature{m:02d}"
        for s in range(per):
            name = f"{module}.Service{s:03d}"
            names.append((m, name))
            nodes.append(service(f"container/{name}", name, f"module:{module}",
                                 {"file": f"Sources/{module}/Assembly.swift", "line": 10 + s}))
    for index, (m, name) in enumerate(names):
        targets = set()
        for _ in range(rng.randint(0, 3)):
            same = [n for n in names[m * per:(m + 1) * per] if n[1] != name]
            pick = rng.choice(same)[1] if rng.random() < 0.8 or m == 0 else rng.choice(names[:m * per])[1]
            targets.add(pick)
        for target in sorted(targets):
            edges.append({"from": f"container/{name}", "to": f"container/{target}", "kind": "resolves", "resolved": True,
                          "place": {"file": f"Sources/{name.split('.')[0]}/Assembly.swift", "line": 200 + index % 500}})
    return snapshot(nodes, edges, "Synthetic app")


HOSTILE = [
    "</script><script>alert(1)</script>", "<img src=x onerror=alert(1)>", "\"'><svg onload=alert(1)>",
    "]]><!--", "--!>", "a&amp;b", "\u202eevil", "x\u2028y", "`code` | pipe", "[link](javascript:alert(1))",
]


def hostile_graph():
    nodes = [{"id": "box", "kind": "box", "type": "Evil.Box", "parent": None, "ports": [], "resolved": True}]
    edges = []
    for index, name in enumerate(HOSTILE):
        nodes.append(service(f"box/Evil.{name}", f"Evil.{name}", "box", {"file": f"Sources/{name}.swift", "line": index + 1}))
    for index in range(1, len(HOSTILE)):
        edges.append({"from": f"box/Evil.{HOSTILE[index]}", "to": f"box/Evil.{HOSTILE[index - 1]}", "kind": "resolves",
                      "resolved": True, "place": {"file": f"Sources/{HOSTILE[index]}.swift", "line": 3}})
    return snapshot(nodes, edges, "Evil </script> title")


def make_pages(wiring, folder):
    """Renders the pages to check; returns [(name, path)]."""
    pages = []

    def render(name, source, *flags):
        out = os.path.join(folder, name + ".html")
        subprocess.run([wiring, "render", source, "-o", out, "--quiet", *flags], check=True)
        pages.append((name, out))

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    render("payments", os.path.join(root, "payments.wiring.json"))
    app = os.path.join(folder, "app.wiring.json")
    with open(app, "w") as f:
        json.dump(synthetic_app(), f)
    render("app-2000", app)
    render("app-2000-flat", app, "--collapse", "none", "--force")
    evil = os.path.join(folder, "hostile.wiring.json")
    with open(evil, "w") as f:
        json.dump(hostile_graph(), f)
    render("hostile", evil)
    # A diff page: the payments sample against itself with one edge fewer.
    with open(os.path.join(root, "payments.wiring.json")) as f:
        before = json.load(f)
    before["edges"] = before["edges"][1:]
    earlier = os.path.join(folder, "before.wiring.json")
    with open(earlier, "w") as f:
        json.dump(before, f)
    out = os.path.join(folder, "diff.html")
    subprocess.run([wiring, "diff", earlier, os.path.join(root, "payments.wiring.json"), "--format", "html", "-o", out, "--no-config-search"],
                   check=False, stdout=subprocess.DEVNULL)
    if os.path.exists(out):
        pages.append(("diff", out))
    return pages


# Reads the current picture: how many node names are drawn 9 px or taller, and how many nodes are in sight.
READ_PICTURE = """() => {
  const canvas = document.getElementById('canvas');
  const svg = canvas.querySelector('svg');
  if (!svg || canvas.hidden) { return null; }
  const area = canvas.getBoundingClientRect();
  let total = 0, readable = 0, inSight = 0, smallest = Infinity;
  for (const g of svg.querySelectorAll('g.node')) {
    if (g.closest('.filtered, .hidden-side')) { continue; }
    let name = 0;
    for (const t of g.querySelectorAll('text')) {
      const m = t.getScreenCTM();
      if (!m) { continue; }
      name = Math.max(name, parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b));
    }
    if (!name) { continue; }
    total += 1;
    if (name >= 9) { readable += 1; }
    smallest = Math.min(smallest, name);
    const r = g.getBoundingClientRect();
    if (r.left >= area.left - 1 && r.right <= area.right + 1 && r.top >= area.top - 1 && r.bottom <= area.bottom + 1) { inSight += 1; }
  }
  return { total, readable, inSight, smallest: isFinite(smallest) ? smallest : 0 };
}"""


class Failure(Exception):
    pass


def check_page(browser, name, path, quick=False):
    """Checks one page; returns its figures. Raises Failure."""
    page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
    problems = []
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("dialog", lambda d: (problems.append(f"dialog: {d.message}"), d.dismiss()))
    page.goto("file://" + os.path.abspath(path))
    page.wait_for_function("() => window.wiringExplorer !== undefined")
    figures = {"page": name}
    page.wait_for_function("() => performance.getEntriesByName('wiring-first-paint').length > 0")
    timing = page.evaluate("""() => {
      const paint = performance.getEntriesByName('wiring-first-paint')[0];
      return { paint: paint ? paint.startTime : null };
    }""")
    figures.update(timing)
    hook = "window.wiringExplorer"

    def expect(condition, message):
        if not condition:
            problems.append(message)

    def picture(label):
        read = page.evaluate(READ_PICTURE)
        if read is None:
            return None
        share = read["readable"] / read["total"] if read["total"] else 1
        expect(share >= 0.95, f"{label}: {read['readable']} of {read['total']} names 9 px or taller (smallest {read['smallest']:.1f} px)")
        return read

    expect(page.evaluate(f"{hook}.view()") == "main", "the first view is not 'main'")
    first = picture("first view")
    figures["first"] = first
    # Opening every box of the first view.
    boxes = page.evaluate(f"{hook}.boxes()")
    figures["boxes"] = len(boxes)
    data = page.evaluate("() => JSON.parse(document.getElementById('wiring-data').textContent)")
    nodes, edges, views = data["nodes"], data["edges"], data["views"]
    opens = {n["id"]: views[n["opens"]]["key"] for n in views[0]["nodes"] if "opens" in n}
    expect(sorted(boxes) == sorted(opens), "boxes() does not list the boxes that open")
    opened = []
    notes_first = page.evaluate(NOTES_SHOWN)
    for box in boxes[:60]:
        page.evaluate(f"id => {hook}.open(id)", box)
        view = page.evaluate(f"{hook}.view()")
        expect(view == opens.get(box), f"open({box!r}) shows {view!r}, not {opens.get(box)!r}")
        read = picture(f"box {box!r}")
        if read:
            opened.append(read)
        crumbs = page.inner_text("#crumbs")
        expect("›" in crumbs, f"box {box!r}: no breadcrumb back")
        # The notes above the drawing are the first view's: hidden while an opened box is shown.
        expect(not page.evaluate(NOTES_SHOWN), f"box {box!r}: the first view's notes are still shown above it")
        page.evaluate(f"{hook}.back()")
        expect(page.evaluate(f"{hook}.view()") == "main", f"back() from {box!r} does not return to the first view")
        expect(page.evaluate(NOTES_SHOWN) == notes_first, f"back() from {box!r} does not show the first view's notes again")
    figures["opened"] = len(opened)
    degree = [0] * len(nodes)
    for e in edges:
        degree[e["from"]] += 1
        degree[e["to"]] += 1
    if nodes:
        hub = max(range(len(nodes)), key=lambda i: (degree[i], -i))
        page.evaluate(f"([id]) => {hook}.focus(id, 1)", [nodes[hub]["id"]])
        view = page.evaluate(f"{hook}.view()")
        expect(view == f"focus:{nodes[hub]['id']}:1", f"focus gives {view!r}")
        drawn = page.evaluate("() => document.querySelectorAll('#canvas svg.drawn g.node').length")
        expect(drawn >= 1, "the focus view draws no node")
        read = picture("focus view")
        page.click("#crumbs .hops button:last-child")
        expect(page.evaluate(f"{hook}.view()").endswith(":2"), "the breadcrumb's + does not add a hop")
        more = page.evaluate("() => document.querySelectorAll('#canvas svg.drawn g.node').length")
        expect(more >= drawn, "two hops show fewer nodes than one")
        figures["focus"] = {"one": drawn, "two": more, "names": read}
        # Clicking a node of the focus view opens its panel.
        page.click("#canvas svg.drawn g.node.seed")
        expect(page.is_visible("#panel") and "dependencies" in page.inner_text("#panel").lower(), "a click on a focused node shows no panel")
        page.keyboard.press("Escape")
        page.evaluate(f"{hook}.back()")
    # A path: from a node with a long reach to the furthest node it reaches.
    pair = far_pair(len(nodes), edges)
    if pair:
        a, b = nodes[pair[0]]["id"], nodes[pair[1]]["id"]
        page.evaluate(f"([a, b]) => {hook}.path(a, b)", [a, b])
        expect(page.evaluate(f"{hook}.view()") == f"path:{a}>{b}", "path() does not show the path")
        shortest = page.evaluate("() => document.querySelectorAll('#canvas svg.drawn g.node').length")
        expect(shortest >= pair[2] + 1, f"the shortest path has {pair[2]} steps but only {shortest} nodes are drawn")
        page.click("#crumbs button:last-child")
        every = page.evaluate("() => document.querySelectorAll('#canvas svg.drawn g.node').length")
        expect(every >= shortest, "every path shows fewer nodes than the shortest")
        figures["path"] = {"steps": pair[2], "shortest": shortest, "all": every}
        page.evaluate(f"{hook}.back()")
    # An edge of the first view and its source lines.
    # The first edge with a point in sight that a click reaches.
    target = page.evaluate("""() => {
      for (const e of document.querySelectorAll('#canvas svg g.edge path')) {
        const length = e.getTotalLength(), m = e.getScreenCTM();
        for (let k = 1; k < 8; k++) {
          const p = e.getPointAtLength(length * k / 8), x = p.x * m.a + p.y * m.c + m.e, y = p.x * m.b + p.y * m.d + m.f;
          const hit = document.elementFromPoint(x, y);
          if (hit && hit.closest('g.edge') === e.closest('g.edge')) { return { x, y }; }
        }
      }
      return null;
    }""")
    if target:
        page.mouse.click(target["x"], target["y"])
        text = page.inner_text("#panel").lower() if page.is_visible("#panel") else ""
        expect("source lines" in text, "a click on an edge shows no source lines")
        placed = any(e.get("place") for e in edges)
        if placed:
            expect(":" in text.split("source lines", 1)[-1], "the edge's source lines show no file:line")
        page.keyboard.press("Escape")
    # Filters: hide the most common node kind, then show it again.
    kinds = sorted({n["kind"] for n in nodes})
    if len(kinds) > 1:
        page.click("#filters summary")
        page.uncheck("#filter-body fieldset:first-of-type .filter-list label:first-child input")
        hidden = page.evaluate("() => document.querySelectorAll('#canvas svg .filtered').length")
        expect(hidden > 0 or not page.evaluate(f"{hook}.boxes()") == [], "hiding a kind hides nothing")
        page.check("#filter-body fieldset:first-of-type .filter-list label:first-child input")
        expect(page.evaluate("() => document.querySelectorAll('#canvas svg .filtered').length") == 0, "showing the kind again leaves nodes hidden")
        page.click("#filters summary")
        figures["filtered"] = hidden
    # The matrix of the first view, and one of its cells.
    page.keyboard.press("m")
    expect(page.is_visible("#matrix table") or "too many" in page.inner_text("#matrix"), "M shows no matrix")
    cell = page.query_selector("#matrix td[tabindex]:not(.inner)")
    if cell:
        cell.click()
        expect(page.evaluate(f"{hook}.view()").startswith("pair:"), "a matrix cell does not open the pair")
        page.keyboard.press("Backspace")
        expect(page.is_visible("#matrix"), "back from a pair does not return to the matrix")
    page.keyboard.press("m")
    expect(page.is_visible("#canvas"), "M again does not bring the picture back")
    # Search by keyboard.
    if nodes:
        page.keyboard.press("/")
        expect(page.evaluate("() => document.activeElement.id") == "search", "/ does not focus the search")
        page.keyboard.type(nodes[-1]["name"][:12])
        expect(page.is_visible("#results li"), "typing shows no match")
        page.keyboard.press("Enter")
        expect(page.evaluate(f"{hook}.view()").startswith("focus:"), "Enter on a match does not focus")
        page.keyboard.press("Escape")
        page.keyboard.press("Backspace")
        expect(page.evaluate(f"{hook}.view()") == "main", "Backspace does not go back")
    # Keys alone: Tab from the drawing reaches a node, Enter selects it (or opens its box), Esc closes.
    if page.query_selector("#canvas svg g.node"):
        page.focus("#canvas")
        page.keyboard.press("Tab")
        expect(page.evaluate("() => !!document.activeElement.closest && !!document.activeElement.closest('#canvas g.node')"),
               "Tab from the drawing does not reach a node")
        page.keyboard.press("Enter")
        opened = page.evaluate(f"{hook}.view()") != "main"
        expect(opened or page.is_visible("#panel"), "Enter on a node neither opens nor selects it")
        if opened:
            page.keyboard.press("Backspace")
        else:
            expect(page.evaluate("() => document.activeElement.id") == "panel", "the panel Enter opened does not take the keys")
            page.keyboard.press("Escape")
            expect(not page.is_visible("#panel"), "Esc does not close the panel")
    if not quick:
        figures["frame"] = frame_cost(page)
    if page.query_selector("[data-side=before]"):
        page.click("[data-side=before]")
        page.click("[data-side=after]")
        page.click("[data-side=diff]")
    page.close()
    if problems:
        raise Failure(f"{name}: " + "; ".join(problems[:12]))
    return figures


def far_pair(count, edges):
    """A node and the furthest node it reaches along edges, with the distance, for a path to trace."""
    following = [[] for _ in range(count)]
    for e in edges:
        following[e["from"]].append(e["to"])
    best = None
    for start in range(min(count, 400)):
        distance = {start: 0}
        queue = [start]
        for u in queue:
            for w in following[u]:
                if w not in distance:
                    distance[w] = distance[u] + 1
                    queue.append(w)
        end = max(distance, key=lambda n: (distance[n], -n))
        if distance[end] > 0 and (best is None or distance[end] > best[2]):
            best = (start, end, distance[end])
    return best


def frame_cost(page):
    """The longest and the median frame while the page is panned and zoomed, in milliseconds."""
    page.evaluate("window.wiringExplorer.fit()")
    page.mouse.move(WIDTH / 2, HEIGHT / 2)
    page.evaluate("""() => { window.__frames = []; let last = performance.now();
      const tick = now => { window.__frames.push(now - last); last = now; if (window.__frames.length < 400) { requestAnimationFrame(tick); } };
      requestAnimationFrame(tick); }""")
    for _ in range(15):
        page.mouse.wheel(0, -120)
        page.wait_for_timeout(16)
    page.mouse.down()
    for step in range(20):
        page.mouse.move(WIDTH / 2 - step * 15, HEIGHT / 2 - step * 8)
        page.wait_for_timeout(16)
    page.mouse.up()
    frames = sorted(page.evaluate("window.__frames")[1:])
    return {"longest": round(frames[-1], 1), "median": round(frames[len(frames) // 2], 1)} if frames else None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pages", nargs="*", help="pages to check (default: make and check the built-in set)")
    parser.add_argument("--wiring", default=".build/debug/wiring", help="the wiring command that renders the built-in set")
    parser.add_argument("--keep", help="write the built-in pages to this folder and keep them")
    parser.add_argument("--quick", action="store_true", help="leave out the frame timing")
    parser.add_argument("--json", help="write every page's figures to this file")
    args = parser.parse_args()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("error: the Python package playwright is missing: python3 -m pip install playwright "
              "(it drives Debian's chromium; never run 'playwright install')", file=sys.stderr)
        return 2
    if not os.path.exists(CHROMIUM):
        print(f"error: {CHROMIUM} not found: apt-get install chromium (or set CHROMIUM)", file=sys.stderr)
        return 2
    folder = args.keep or tempfile.mkdtemp(prefix="wiring-page.")
    os.makedirs(folder, exist_ok=True)
    try:
        if args.pages:
            pages = [(os.path.splitext(os.path.basename(p))[0], p) for p in args.pages]
        else:
            if not os.path.exists(args.wiring):
                print(f"error: {args.wiring} not found: build first (swift build --product wiring) or pass --wiring", file=sys.stderr)
                return 2
            pages = make_pages(args.wiring, folder)
        failures = 0
        results = []
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            for name, path in pages:
                try:
                    figures = check_page(browser, name, path, quick=args.quick)
                    results.append(figures)
                    first = figures.get("first") or {}
                    print(f"ok   {name}: first view {first.get('readable', 0)}/{first.get('total', 0)} names readable, "
                          f"{first.get('inSight', 0)} in sight; {figures['opened']}/{figures['boxes']} boxes opened; "
                          f"first paint {figures['paint'] or 0:.0f} ms; frames {figures.get('frame')}")
                except Failure as failure:
                    failures += 1
                    print(f"FAIL {failure}")
                except Exception as error:  # a timeout or a missing element is a failure of the page
                    failures += 1
                    print(f"FAIL {name}: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")
            browser.close()
        if args.json:
            with open(args.json, "w") as f:
                json.dump(results, f, indent=1)
        print(f"{len(pages) - failures} of {len(pages)} pages pass")
        return 1 if failures else 0
    finally:
        if not args.keep:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
