#!/usr/bin/env python3
"""Runs Wiring's benchmarks side by side with the tools users would otherwise use.

Called by `make bench` (through scripts/bench.sh) after a release build. Every figure in the
table is a ratio of two timings taken in the same run, alternating the two contenders round by
round, and keeping each one's best round, so other work on the machine disturbs both alike. Peak memory is each process's maximum resident
set size, read with wait4().

Usage: run_benchmarks.py --bin .build/release --out docs/performance.md [--work DIR] [--quick]
"""
import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def run(command, stdout=subprocess.DEVNULL):
    """Runs one command; returns (seconds, peak RSS in MiB, exit status, stdout text, CPU seconds)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=stdout, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    output = process.stdout.read().decode() if process.stdout else ""
    process.returncode = os.waitstatus_to_exitcode(status)
    return seconds, usage.ru_maxrss / 1024.0, process.returncode, output, usage.ru_utime + usage.ru_stime


def pipeline(commands, ok=(0,)):
    """Runs commands one after the other; returns (total seconds, largest peak RSS, total CPU seconds)."""
    total, peak, cpu_total = 0.0, 0.0, 0.0
    for command in commands:
        seconds, rss, status, _, cpu = run(command)
        if status not in ok:
            raise SystemExit(f"benchmark step failed with status {status}: {' '.join(command)}")
        total += seconds
        peak = max(peak, rss)
        cpu_total += cpu
    return total, peak, cpu_total


def side_by_side(contenders, rounds):
    """Alternates the contenders for `rounds` rounds; returns {name: (best seconds, peak MiB, best CPU seconds)}."""
    times = {name: [] for name in contenders}
    cpus = {name: [] for name in contenders}
    peaks = {name: 0.0 for name in contenders}
    for _ in range(rounds):
        for name, (commands, ok) in contenders.items():
            seconds, rss, cpu = pipeline(commands, ok)
            times[name].append(seconds)
            cpus[name].append(cpu)
            peaks[name] = max(peaks[name], rss)
    return {name: (min(times[name]), peaks[name], min(cpus[name])) for name in contenders}


def json_line(command):
    seconds, rss, status, output, _ = run(command, stdout=subprocess.PIPE)
    if status != 0:
        raise SystemExit(f"benchmark step failed with status {status}: {' '.join(command)}")
    return json.loads(output.strip().splitlines()[-1]), rss


def ms(seconds):
    return f"{seconds * 1000:,.0f} ms" if seconds >= 0.1 else f"{seconds * 1000:,.1f} ms"


def us(seconds):
    return f"{seconds * 1e6:,.1f} µs"


def capture_section(tool, sizes, lines, goals):
    lines += ["## Capture vs `dump()`", "",
              "The same live object graph, captured with `GraphSnapshot.capture` and dumped with the",
              "standard library's `dump()` to a text stream that discards its output. `tree`: every",
              "object holds up to four children strongly and its parent weakly. `layered`: a",
              "boundary-like DAG in which each service holds two shared services of the next layer and",
              "some hold a delegate. `mixed`: every object reaches its children through value types",
              "(a dictionary, enums with payloads, an existential, an optional tuple) and holds its owner",
              "weakly, so capture reads it all with `Mirror` rather than straight from memory.",
              "Times are per graph, the best of five alternating rounds (three for `mixed`) in one",
              "process. Each round covers the same number of objects at every size: at 1,000 objects it",
              "goes over 100 separate graphs, each once, at 10,000 over 10, so a small graph is not timed",
              "again and again while it sits in the processor caches, which no capture in an app enjoys.",
              "Memory is the peak RSS of a process that builds one graph and runs only that tool once.", "",
              "| graph | objects | capture | dump() | capture / dump | capture per object | dump per object | growth per object: capture | growth per object: dump() | added per object: capture | added per object: dump() | peak RSS capture | peak RSS dump |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for shape in ("tree", "layered", "mixed"):
        first = None
        first_dump = None
        for size in sizes:
            # Every size is timed over the same number of objects: `copies` separate graphs, each
            # captured once per round, so no size is timed cache-hot (see CaptureMode.swift).
            copies = max(1, sizes[-1] // size)
            result, _ = json_line([tool, "capture", "--shape", shape, "--objects", str(size), "--copies", str(copies),
                                   "--rounds", "3" if shape == "mixed" else "5"])
            _, capture_rss = json_line([tool, "capture", "--shape", shape, "--objects", str(size), "--rounds", "1", "--only", "capture"])
            _, dump_rss = json_line([tool, "capture", "--shape", shape, "--objects", str(size), "--rounds", "1", "--only", "dump"])
            nodes = max(result["nodes"], 1)
            per_capture = result["capture_s"] / (nodes * copies)
            per_dump = result["dump_s"] / (nodes * copies)
            first = first or per_capture
            first_dump = first_dump or per_dump
            if size == sizes[-1]:
                goals.append((f"capture ≤ 1× dump(), {shape}, {nodes:,} objects", result["capture_s"] / result["dump_s"] <= 1.0,
                              f"{result['capture_s'] / result['dump_s']:.2f}×"))
                goals.append((f"capture linear, {shape}: per-object time at {nodes:,} vs {sizes[0]:,} objects", per_capture / first <= 1.25,
                              f"{per_capture / first:.2f}×"))
            lines.append(
                f"| {shape} | {nodes:,} | {ms(result['capture_s'] / copies)} | {ms(result['dump_s'] / copies)} | "
                f"**{result['capture_s'] / result['dump_s']:.2f}×** | {us(per_capture)} | {us(per_dump)} | "
                f"{per_capture / first:.2f}× | {per_dump / first_dump:.2f}× | "
                f"{us(per_capture - first)} | {us(per_dump - first_dump)} | {capture_rss:,.0f} MiB | {dump_rss:,.0f} MiB |")
    lines += ["", "Growth per object compares the time per object with that of the smallest size: 1.00×",
              "everywhere would be perfectly linear. Within one large graph, references lead further",
              "apart in memory than within a small one, so both tools pay more cache misses per object;",
              "the `dump()` column shows how much of that any walk over the same objects pays. Growth is",
              "a ratio, so the faster a tool is per object, the larger the same misses make it look; the",
              "added-per-object columns give the difference in time per object against the smallest",
              "size, which compares the two tools' growth in time rather than in proportion.", ""]


def render_section(tool, wiring, work, sizes, quick, lines, goals):
    has_pygraphviz = subprocess.run([sys.executable, "-c", "import pygraphviz"], capture_output=True).returncode == 0
    lines += ["## Render: in-process vs `dot` export + the `dot` command" + (" + pygraphviz" if has_pygraphviz else ""), "",
              "The same layered snapshot drawn as SVG by `wiring render --format svg` (Graphviz's C",
              "library in-process), by the two-step pipeline `wiring render --format dot` then",
              "`dot -Tsvg`, and by `wiring render --format dot` then pygraphviz (Benchmarks/pygraphviz_render.py).",
              "Each time is the whole pipeline, process start-up included; best of alternating rounds.",
              "In-process SVG measures labels with built-in character widths",
              "([rendering.md](rendering.md#measuring-labels)); the `dot` command and pygraphviz measure them",
              "with pango and the installed fonts, which they load on every run.", ""]
    header = "| nodes | edges | in-process SVG | dot export + `dot -Tsvg` | ratio | "
    rule = "|---:|---:|---:|---:|---:|"
    if has_pygraphviz:
        header += "dot export + pygraphviz | ratio | "
        rule += "---:|---:|"
    header += "CPU in-process / `dot` pipeline | peak RSS in-process | peak RSS `dot` pipeline |"
    rule += "---:|---:|---:|"
    lines += [header, rule]
    for size in sizes:
        snapshot = os.path.join(work, f"render-{size}.json")
        info, _ = json_line([tool, "generate", "--nodes", str(size), "-o", snapshot])
        dot_file = os.path.join(work, f"render-{size}.dot")
        contenders = {
            "inprocess": ([[wiring, "render", snapshot, "--format", "svg", "-o", os.path.join(work, f"render-{size}.svg")]], (0,)),
            "dot": ([[wiring, "render", snapshot, "--format", "dot", "-o", dot_file],
                     ["dot", "-Tsvg", dot_file, "-o", os.path.join(work, f"render-{size}.dot.svg")]], (0,)),
        }
        if has_pygraphviz:
            contenders["pygraphviz"] = ([[wiring, "render", snapshot, "--format", "dot", "-o", dot_file],
                                         [sys.executable, os.path.join(HERE, "pygraphviz_render.py"), dot_file,
                                          os.path.join(work, f"render-{size}.py.svg")]], (0,))
        rounds = 3 if quick else (15 if size <= 100 else 9 if size <= 1000 else 5)
        result = side_by_side(contenders, rounds)
        inproc = result["inprocess"][0]
        ratio = inproc / result["dot"][0]
        limit = {50: 0.75, 500: 0.9}.get(size)
        if limit:
            goals.append((f"render ≤ {limit}× the `dot` pipeline at {size:,} nodes", ratio <= limit, f"{ratio:.2f}×"))
        row = f"| {info['nodes']:,} | {info['edges']:,} | {ms(inproc)} | {ms(result['dot'][0])} | **{ratio:.2f}×** | "
        if has_pygraphviz:
            row += f"{ms(result['pygraphviz'][0])} | **{inproc / result['pygraphviz'][0]:.2f}×** | "
        row += f"{result['inprocess'][2] / result['dot'][2]:.2f}× | {result['inprocess'][1]:,.0f} MiB | {result['dot'][1]:,.0f} MiB |"
        lines.append(row)
    lines += ["", "A ratio below 1 means in-process rendering is faster; the CPU column compares processor time.",
              "The renderer's large-graph policy",
              "([rendering.md](rendering.md#large-graphs)) applies to both: above 500 nodes or 1,000 edges",
              "it uses fast layout settings, and above 1,500 nodes it collapses containers, so the",
              "3,000-node snapshot is drawn as one node per layer with default settings. The DOT export",
              "carries the same settings, so `dot` and pygraphviz lay out the same graph.", ""]
    if not has_pygraphviz:
        lines += ["pygraphviz did not install from PyPI on this machine (`pip install pygraphviz`), so its column is left out.", ""]


def diff_section(tool, wiring, work, edges, quick, lines, goals):
    before = os.path.join(work, "diff-before.json")
    after = os.path.join(work, "diff-after.json")
    info, _ = json_line([tool, "generate", "--edges", str(edges), "-o", before])
    after_info, _ = json_line([tool, "generate", "--from", before, "--crossings", "25", "-o", after])
    size_mib = os.path.getsize(before) / (1 << 20)
    contenders = {
        "wiring": ([[wiring, "diff", before, after]], (0, 1)),
        "networkx": ([[sys.executable, os.path.join(HERE, "networkx_diff.py"), before, after]], (0, 1)),
    }
    result = side_by_side(contenders, 7 if not quick else 1)
    wiring_time, networkx_time = result["wiring"][0], result["networkx"][0]
    goals.append((f"diff ≥ 4× faster than networkx, {info['edges']:,} edges", networkx_time / wiring_time >= 4,
                  f"{networkx_time / wiring_time:.1f}×"))
    lines += ["## Diff vs a networkx script", "",
              f"Two snapshots of {info['nodes']:,} nodes and {info['edges']:,} / {after_info['edges']:,} edges "
              f"({size_mib:,.0f} MiB of JSON each); the second adds 25 crossing edges. `wiring diff` (JSON decoding,",
              "checking, diff, crossings, text report) against Benchmarks/networkx_diff.py, which loads both files",
              "with `json`, builds networkx graphs and computes added and removed nodes and edges and new",
              "crossings by the same rule. Whole processes, best of alternating rounds.", "",
              "| edges | wiring diff | networkx script | wiring / networkx | speed-up | CPU wiring / networkx | peak RSS wiring | peak RSS networkx |",
              "|---:|---:|---:|---:|---:|---:|---:|---:|",
              f"| {info['edges']:,} | {ms(wiring_time)} | {ms(networkx_time)} | **{wiring_time / networkx_time:.2f}×** | "
              f"{networkx_time / wiring_time:.1f}× | {result['wiring'][2] / result['networkx'][2]:.2f}× | "
              f"{result['wiring'][1]:,.0f} MiB | {result['networkx'][1]:,.0f} MiB |", "",
              "CPU is user plus system time of the processes: `wiring diff` reads, decodes and indexes the",
              "two snapshots on two cores, so its wall time is below its CPU time when both cores are free.", ""]


def make_scan_tree(root, examples, copies):
    """Copies example apps into module folders, Sources/<Example><n>/, as a large source tree."""
    repository = os.path.dirname(HERE)
    total = 0
    for copy in range(copies):
        for example in examples:
            source = os.path.join(repository, "Examples", example)
            target = os.path.join(root, "Sources", f"{example}{copy + 1}")
            os.makedirs(target, exist_ok=True)
            for name in sorted(os.listdir(source)):
                if name.endswith(".swift"):
                    with open(os.path.join(source, name), encoding="utf-8") as handle:
                        text = handle.read()
                    total += text.count("\n")
                    with open(os.path.join(target, name), "w", encoding="utf-8") as handle:
                        handle.write(text)
    return total


def scan_section(tool, wiring, work, quick, lines, goals):
    trees = [
        ("the four examples, 64 copies each", ["Payments", "CleanArchitecture", "Showroom", "SwinjectShowroom"], 64),
        ("400 copies of the Payments app", ["Payments"], 400),
    ]
    rounds = 1 if quick else 3
    rows = []
    for title, examples, copies in trees:
        root = os.path.join(work, f"scan-{copies}-{len(examples)}")
        shutil.rmtree(root, ignore_errors=True)
        make_scan_tree(root, examples, copies)
        sources = os.path.join(root, "Sources")
        info, _ = json_line([tool, "scan", sources, "--rounds", str(rounds)])
        output = os.path.join(work, "scanned.json")
        cli = side_by_side({"wiring": ([[wiring, "scan", sources, "-o", output, "--quiet"]], (0,))}, rounds)["wiring"][0]
        rows.append((title, info, cli))
        goals.append((f"scan of {info['lines']:,} lines ({title}) ≤ 5 s", cli <= 5, f"{cli:.2f} s"))
    lines += ["## Scan vs swift-syntax's parse", "",
              "`wiring scan` reads a source tree's declared graph. The floor is swift-syntax's own parse of",
              "the same files, read and parsed on every core the same way (the `scan` mode of the benchmark",
              "tool parses and throws the trees away); the scan adds its one walk over each tree and the",
              "graph. The trees are the examples' sources copied into module folders (`Sources/<App><n>/`).",
              "The last column is the whole `wiring scan TREE -o FILE` process, snapshot written.", "",
              "| tree | files | lines | parse only | scan (library) | lines/s (scan) | lines/s (parse) | scan / parse | `wiring scan` |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for title, info, cli in rows:
        lines.append(f"| {title} | {info['files']:,} | {info['lines']:,} | {ms(info['parse_s'])} | {ms(info['scan_s'])} | "
                     f"{info['lines'] / info['scan_s']:,.0f} | {info['lines'] / info['parse_s']:,.0f} | "
                     f"{info['scan_s'] / info['parse_s']:.2f}× | {ms(cli)} |")
    lines += ["", "Files are parsed in parallel (one thread per core); the graph is built once",
              "from every file's facts with hash lookups, so the time grows with the lines, not their square.", ""]


def environment():
    def first_line(command):
        try:
            out = subprocess.run(command, capture_output=True, text=True)
            return (out.stdout or out.stderr).strip().splitlines()[0]
        except (OSError, IndexError):
            return "unknown"
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as handle:
            cpu = next(line.split(":", 1)[1].strip() for line in handle if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    try:
        import networkx
        nx_version = networkx.__version__
    except ImportError:
        nx_version = "missing"
    return (f"{os.cpu_count()} cores ({cpu}), {platform.system()} {platform.release()}; "
            f"{first_line(['swift', '--version'])}; {first_line(['dot', '-V'])}; "
            f"Python {platform.python_version()}, networkx {nx_version}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=".build/release")
    parser.add_argument("--out", default="docs/performance.md")
    parser.add_argument("--work")
    parser.add_argument("--quick", action="store_true", help="fewer rounds and sizes, for trying the harness")
    options = parser.parse_args()
    tool = os.path.join(options.bin, "WiringBenchmarks")
    wiring = os.path.join(options.bin, "wiring")
    work = options.work or tempfile.mkdtemp(prefix="wiring-bench-")
    os.makedirs(work, exist_ok=True)
    started = time.perf_counter()
    lines = ["# Performance", "",
             "<!-- Written by `make bench` (Benchmarks/run_benchmarks.py); edit Benchmarks/history.md instead. -->", "",
             "Capture runs inside apps and test suites; render and diff run in CI on every pull request.",
             "These benchmarks compare each with what people would use without Wiring, side by side in",
             "one run on one machine, so every figure that matters is a ratio.", "",
             f"Machine: {environment()}.", ""]
    goals = []
    body = []
    capture_section(tool, [1_000, 10_000] if options.quick else [1_000, 10_000, 100_000], body, goals)
    print("capture done", file=sys.stderr)
    render_section(tool, wiring, work, [50, 500] if options.quick else [50, 500, 3_000], options.quick, body, goals)
    print("render done", file=sys.stderr)
    diff_section(tool, wiring, work, 20_000 if options.quick else 120_000, options.quick, body, goals)
    print("diff done", file=sys.stderr)
    scan_section(tool, wiring, work, options.quick, body, goals)
    print("scan done", file=sys.stderr)
    lines += ["## Goals", "", "| goal | this run | met |", "|---|---:|:---:|"]
    lines += [f"| {text} | {value} | {'yes' if met else '**no**'} |" for text, met, value in goals]
    lines += ["", "Linear means the per-object time at the largest size is within 1.25× of the smallest's.",
              "Why a goal is not met, where one is not, is under [Findings](#findings).", ""]
    lines += body
    with open(os.path.join(HERE, "history.md"), encoding="utf-8") as handle:
        lines += [handle.read().rstrip(), ""]
    lines += [f"_The whole run took {time.perf_counter() - started:,.0f} s._", ""]
    with open(options.out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    if not options.work:
        shutil.rmtree(work, ignore_errors=True)
    print(f"wrote {options.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
