#!/usr/bin/env python3
"""Runs Wiring's benchmarks side by side with the tools users would otherwise use.

Called by `make bench` (through scripts/bench.sh) after a release build. Every figure in the
table is a ratio of two timings taken in the same run, alternating the two contenders round by
round, and keeping each one's best round, so other work on the machine disturbs both alike. Each
comparison runs twice: with both cores free, and with a busy loop pinned to one core, as in a CI
runner that shares its cores. Peak memory is each process's maximum resident set size, read with
wait4().

Usage: run_benchmarks.py --bin .build/release [--wiring .build-static/release/wiring]
                         --out docs/performance.md [--work DIR] [--quick]
       run_benchmarks.py --bin .build/release --only render [--render-sizes 500]   (some sections,
                         printed; the captured row is always among the render rows)
"""
import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# The two conditions every comparison runs under: all cores free, and one core kept busy.
FREE = "both cores"
BUSY = "one core busy"
CONDITIONS = (FREE, BUSY)


class BusyCore:
    """Keeps one core busy while the block runs: a busy loop pinned to core 0 when `taskset` exists."""

    def __init__(self, busy):
        self.busy = busy
        self.process = None

    def __enter__(self):
        if self.busy:
            command = [sys.executable, "-c", "while True: pass"]
            if shutil.which("taskset"):
                command = ["taskset", "-c", "0"] + command
            self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(0.2)
        return self

    def __exit__(self, *_):
        if self.process:
            self.process.kill()
            self.process.wait()


def condition_runs(run_once):
    """Calls `run_once()` under each condition; returns {condition: result}."""
    results = {}
    for condition in CONDITIONS:
        with BusyCore(condition == BUSY):
            results[condition] = run_once()
    return results


def mib(value):
    return f"{value:,.0f} MiB"


def run(command, stdout=subprocess.DEVNULL):
    """Runs one command; returns (seconds, peak RSS in MiB, exit status, stdout text, CPU seconds)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=stdout, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    output = process.stdout.read().decode() if process.stdout else ""
    process.returncode = os.waitstatus_to_exitcode(status)
    return seconds, usage.ru_maxrss / 1024.0, process.returncode, output, usage.ru_utime + usage.ru_stime


TIME = "/usr/bin/time"


def peak_rss(command, ok=(0,)):
    """The peak RSS in MiB of one run of a command, measured by GNU time, or `None` without it.

    wait4() of a child that Python starts counts Python's own memory too: the child runs in a copy
    of (or, with vfork, in) Python's address space until it calls exec, and the kernel keeps the
    largest resident size the process ever had. GNU time starts the command from its own small
    process, so what it reports is the command's alone.
    """
    if not os.access(TIME, os.X_OK):
        return None
    with tempfile.NamedTemporaryFile(mode="r", suffix=".rss") as report:
        status = subprocess.run([TIME, "-f", "%M", "-o", report.name] + command,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        if status not in ok:
            raise SystemExit(f"benchmark step failed with status {status}: {' '.join(command)}")
        text = report.read().strip().splitlines()
    return int(text[-1]) / 1024.0 if text and text[-1].isdigit() else None


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
    """Alternates the contenders for `rounds` rounds; returns {name: (best seconds, peak MiB, best CPU seconds)}.

    Peak memory is the largest of one more run of each step under GNU time (see `peak_rss`).
    """
    times = {name: [] for name in contenders}
    cpus = {name: [] for name in contenders}
    peaks = {name: 0.0 for name in contenders}
    for _ in range(rounds):
        for name, (commands, ok) in contenders.items():
            seconds, rss, cpu = pipeline(commands, ok)
            times[name].append(seconds)
            cpus[name].append(cpu)
            peaks[name] = max(peaks[name], rss)
    for name, (commands, ok) in contenders.items():
        measured = [peak_rss(command, ok) for command in commands]
        if all(value is not None for value in measured):
            peaks[name] = max(measured)
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


def goal(goals, text, values, limit, rss, unit="×"):
    """Adds a line to the goals table: `values` maps each condition to a ratio that must be ≤ `limit`."""
    goals.append({"text": text, "values": values, "limit": limit, "rss": rss, "unit": unit})


def sizes_in_turn(tool, shape, sizes, turns, rounds, capture_rounds):
    """Times capture and `dump()` of one shape at every size, under each condition.

    Each size runs in a process of its own, `rounds` rounds of `dump()` and `capture_rounds` of
    capture, and the sizes take turns `turns` times; each size keeps its best capture and its best
    `dump()`. Taking turns spreads load from other work on a shared machine over every size.

    Every size is timed over the same number of objects: `copies` separate graphs, each captured
    once per round, so no size is timed cache-hot (see CaptureMode.swift).

    Returns {size: {condition: result}}, each result the JSON line of the size's last run with
    `capture_s` and `dump_s` replaced by the best of its runs, and `median_ratios` the ratio of
    the median capture to the median `dump()` of each run.
    """
    timed = {size: {} for size in sizes}
    for condition in CONDITIONS:
        with BusyCore(condition == BUSY):
            for _ in range(turns):
                for size in sizes:
                    copies = max(1, sizes[-1] // size)
                    command = [tool, "capture", "--shape", shape, "--objects", str(size), "--copies", str(copies),
                               "--rounds", str(rounds), "--capture-rounds", str(capture_rounds)]
                    result = json_line(command)[0]
                    result["median_ratios"] = [result["capture_median_s"] / result["dump_median_s"]]
                    kept = timed[size].get(condition)
                    if kept is not None:
                        result["capture_s"] = min(result["capture_s"], kept["capture_s"])
                        result["dump_s"] = min(result["dump_s"], kept["dump_s"])
                        result["median_ratios"] = kept["median_ratios"] + result["median_ratios"]
                    timed[size][condition] = result
    return timed


def capture_section(tool, sizes, lines, goals):
    lines += ["### Capture vs `dump()`", "",
              "`tree`: every object holds up to four children strongly and its parent weakly. `layered`: a",
              "boundary-like DAG of services sharing services of the next layer. `mixed`: children reached",
              "through value types (dictionary, enums with payloads, an existential, an optional tuple).",
              "`observers`: children in a set, watchers in an array of structs with weak references. Times",
              "are per graph; at 1,000 and 10,000 objects a round goes over 100 or 10 separate graphs, so no",
              "size is timed while it sits in the caches.", "",
              "The ratios are of medians: in each process capture and `dump()` alternate round by round, and",
              "the ratio of their median rounds is taken; the table gives the median of those ratios over the",
              "processes. The times are the best rounds.", "",
              "| graph | objects | id bytes | capture | dump() | capture / dump | one core busy | peak RSS capture | peak RSS dump |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for shape in ("tree", "layered", "mixed", "observers"):
        timed = sizes_in_turn(tool, shape, sizes, turns=3, rounds=3, capture_rounds=5)
        for size in sizes:
            copies = max(1, sizes[-1] // size)
            results = timed[size]
            capture_rss, dump_rss = (
                peak_rss(only) or json_line(only)[1]
                for only in ([tool, "capture", "--shape", shape, "--objects", str(size), "--rounds", "1", "--only", tool_name]
                             for tool_name in ("capture", "dump")))
            ratio = {condition: statistics.median(result["median_ratios"]) for condition, result in results.items()}
            result = results[FREE]
            nodes = max(result["nodes"], 1)
            if size == sizes[-1]:
                goal(goals, f"capture ≤ 0.4× dump(), {shape}, {nodes:,} objects", ratio, 0.4, (capture_rss, dump_rss))
            lines.append(
                f"| {shape} | {nodes:,} | {result['id_bytes'] / nodes:.0f} | {ms(result['capture_s'] / copies)} | "
                f"{ms(result['dump_s'] / copies)} | **{ratio[FREE]:.2f}×** | {ratio[BUSY]:.2f}× | {mib(capture_rss)} | {mib(dump_rss)} |")
    lines += [""]


def startup_section(wiring, dynamic, rounds, lines, goals):
    """`wiring --version`: the fixed cost every command pays, for the static and the dynamic build."""
    if not dynamic or not os.path.exists(dynamic) or os.path.realpath(dynamic) == os.path.realpath(wiring):
        return
    contenders = {"static": ([[wiring, "--version"]], (0,)), "dynamic": ([[dynamic, "--version"]], (0,))}
    results = condition_runs(lambda: side_by_side(contenders, rounds))
    counts = {name: instructions([path, "--version"]) for name, path in (("static", wiring), ("dynamic", dynamic))}
    lines += ["### Start-up", "",
              "`wiring --version` does nothing but start and exit, so its time is the fixed cost of every",
              "command. `make release` links the Swift runtime and FoundationEssentials into the binary",
              "(`--static-swift-stdlib`, in `.build-static`); the default `swift build` links them",
              "dynamically. Instructions are counted with `valgrind --tool=callgrind`, which gives the same",
              "count on a busy machine as on an idle one; times are the best of alternating rounds.", "",
              "| build | time | time, one core busy | instructions | peak RSS | size |",
              "|---|---:|---:|---:|---:|---:|"]
    for name, path in (("static (`make release`)", wiring), ("dynamic (`swift build -c release`)", dynamic)):
        key = name.split()[0]
        count = f"{counts[key]:,}" if counts[key] else "n/a"
        lines.append(f"| {name} | {ms(results[FREE][key][0])} | {ms(results[BUSY][key][0])} | {count} | "
                     f"{mib(results[FREE][key][1])} | {os.path.getsize(path) / (1 << 20):,.0f} MiB |")
    lines += [""]


def instructions(command):
    """Instructions a command executes, with the processes it starts, counted by callgrind; `None`
    without valgrind.

    The binary, and the tools beside it that it runs (`wiring render` runs `wiring-render`), are
    run from copies without debug information: Swift writes DWARF 5, which older valgrind releases
    cannot read.
    """
    if not shutil.which("valgrind"):
        return None
    with tempfile.TemporaryDirectory() as folder:
        original = shutil.which(command[0]) or command[0]
        binary = os.path.join(folder, os.path.basename(original))
        beside = [os.path.join(os.path.dirname(original), name) for name in ("wiring-render", "wiring-scan")]
        for path in [original] + [path for path in beside if os.path.exists(path)]:
            copy = os.path.join(folder, os.path.basename(path))
            if not shutil.which("objcopy") or subprocess.run(["objcopy", "--strip-debug", path, copy],
                                                             stderr=subprocess.DEVNULL).returncode != 0:
                if path == original:
                    binary = original
                    break
        out = subprocess.run(["valgrind", "--tool=callgrind", "--trace-children=yes", "--callgrind-out-file=/dev/null",
                              binary] + command[1:], capture_output=True, text=True)
    counts = [int(line.split(":")[-1].strip()) for line in out.stderr.splitlines() if "Collected :" in line]
    return sum(counts) if counts else None


def layout_count(command):
    """How many Graphviz layouts a command makes (its `gvLayout` calls and those of the tools it runs),
    counted with `ltrace`; `None` where ltrace is missing or fails."""
    if not shutil.which("ltrace"):
        return None
    traced = subprocess.run(["ltrace", "-f", "-e", "gvLayout", "-o", "/dev/stderr"] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if traced.returncode != 0:
        return None
    return sum(1 for line in traced.stderr.splitlines() if "->gvLayout(" in line)


def render_section(tool, wiring, work, sizes, quick, lines, goals):
    has_pygraphviz = subprocess.run([sys.executable, "-c", "import pygraphviz"], capture_output=True).returncode == 0
    lines += ["### Render: in-process vs `dot` export + the `dot` command" + (" + pygraphviz" if has_pygraphviz else ""), "",
              "A layered snapshot drawn as SVG in-process (`wiring render --format svg`) and by the two-step",
              "pipeline `wiring render --format dot` then `dot -Tsvg`; the captured row is the snapshot capture",
              "takes of a live layered graph of 60 objects (long ids, a label on every edge). Both draw what",
              "`render` draws with no options: a graph of more than 40 nodes as its first view, boxes that open",
              "([rendering.md](rendering.md#levels-and-layout)); the rows marked *whole* pass `--collapse none` to both, so",
              "every node is laid out (above 500 nodes with the large-graph settings). *Plans* counts how often",
              "the in-process render planned the drawing (its `filtering …` progress lines): more than one is",
              "work done twice, as a 601-node render once did. *Layouts* counts the Graphviz layouts the",
              "in-process render made (`gvLayout` calls, with `ltrace`; – where it is missing): a drawing that",
              "reads as planned costs one; planning checks views as `dot` draws them, and each extra layout",
              "costs about as much as the rest of a small render.", ""]
    header = "| nodes | edges | plans | layouts | in-process SVG | dot export + `dot -Tsvg` | ratio | ratio, one core busy | "
    rule = "|---:|---:|---:|---:|---:|---:|---:|---:|"
    if has_pygraphviz:
        header += "dot export + pygraphviz | ratio | "
        rule += "---:|---:|"
    header += "CPU in-process / `dot` pipeline | peak RSS in-process | peak RSS `dot` pipeline |"
    rule += "---:|---:|---:|"
    lines += [header, rule]
    counts = []
    cases = []
    for size in sizes:
        snapshot = os.path.join(work, f"render-{size}.json")
        info, _ = json_line([tool, "generate", "--nodes", str(size), "-o", snapshot])
        cases.append((size, snapshot, info, ""))
        if size == 600:
            cases.append((size, snapshot, info, "whole "))
    # A snapshot captured from live objects as well: longer ids, a label on every edge.
    captured = os.path.join(work, "render-captured.json")
    json_line([tool, "capture", "--shape", "layered", "--objects", "60", "--rounds", "1", "--only", "capture", "--write", captured])
    with open(captured) as handle:
        taken = json.load(handle)
    cases.insert(1, (50, captured, {"nodes": len(taken["nodes"]), "edges": len(taken["edges"])}, "captured "))
    for size, snapshot, info, kind in cases:
        name = {"captured ": "captured", "whole ": f"{size}-whole"}.get(kind, str(size))
        whole = ["--collapse", "none"] if kind == "whole " else []
        dot_file = os.path.join(work, f"render-{name}.dot")
        contenders = {
            "inprocess": ([[wiring, "render", snapshot, "--format", "svg", "-o", os.path.join(work, f"render-{name}.svg")] + whole], (0,)),
            "dot": ([[wiring, "render", snapshot, "--format", "dot", "-o", dot_file] + whole,
                     ["dot", "-Tsvg", dot_file, "-o", os.path.join(work, f"render-{name}.dot.svg")]], (0,)),
        }
        if has_pygraphviz:
            contenders["pygraphviz"] = ([[wiring, "render", snapshot, "--format", "dot", "-o", dot_file] + whole,
                                         [sys.executable, os.path.join(HERE, "pygraphviz_render.py"), dot_file,
                                          os.path.join(work, f"render-{name}.py.svg")]], (0,))
        # How often one render plans its drawing: each plan reports `filtering …` once.
        progress = subprocess.run([wiring, "render", snapshot, "--format", "svg", "-o", os.devnull] + whole,
                                  capture_output=True, text=True).stderr
        plans = sum(1 for line in progress.splitlines() if ": filtering " in line)
        layouts = layout_count([wiring, "render", snapshot, "--format", "svg", "-o", os.devnull] + whole)
        rounds = 3 if quick else (15 if size <= 100 else 9 if size <= 1000 else 5)
        results = condition_runs(lambda: side_by_side(contenders, rounds))
        ratio = {condition: result["inprocess"][0] / result["dot"][0] for condition, result in results.items()}
        result = results[FREE]
        inproc = result["inprocess"][0]
        limit = {50: 0.6, 500: 0.8, 600: 0.8}.get(size)
        if limit:
            goal(goals, f"render ≤ {limit}× the `dot` pipeline, {kind}{info['nodes']:,} nodes", ratio, limit,
                 (result["inprocess"][1], result["dot"][1]))
        if plans != 1:
            goal(goals, f"one plan per render, {kind}{info['nodes']:,} nodes", {FREE: plans, BUSY: plans}, 1, (None, None), unit=" plans")
        row = (f"| {kind}{info['nodes']:,} | {info['edges']:,} | {plans}{'' if plans == 1 else ' **(twice the work)**'} | "
               f"{'–' if layouts is None else layouts} | "
               f"{ms(inproc)} | {ms(result['dot'][0])} | **{ratio[FREE]:.2f}×** | {ratio[BUSY]:.2f}× | ")
        if has_pygraphviz:
            row += f"{ms(result['pygraphviz'][0])} | **{inproc / result['pygraphviz'][0]:.2f}×** | "
        row += f"{result['inprocess'][2] / result['dot'][2]:.2f}× | {mib(result['inprocess'][1])} | {mib(result['dot'][1])} |"
        lines.append(row)
        if (size <= 100 or size == 600) and kind != "captured ":
            counted = {name: [instructions(command) for command in commands] for name, (commands, _) in contenders.items()
                       if name != "pygraphviz"}
            if all(None not in counts for counts in counted.values()):
                counts.append((f"{kind}{info['nodes']:,}", sum(counted["inprocess"]), sum(counted["dot"])))
    lines += [""]
    for nodes, inprocess, pipeline in counts:
        lines += [f"Instructions at {nodes} nodes (callgrind, the same on a busy machine): in-process "
                  f"{inprocess:,}, `dot` pipeline {pipeline:,}, **{inprocess / pipeline:.2f}×**.", ""]
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
    results = condition_runs(lambda: side_by_side(contenders, 7 if not quick else 1))
    ratio = {condition: result["wiring"][0] / result["networkx"][0] for condition, result in results.items()}
    result = results[FREE]
    goal(goals, f"`wiring diff` ≤ 0.2× networkx, {info['edges']:,} edges", ratio, 0.2, (result["wiring"][1], result["networkx"][1]))
    lines += ["### Diff vs a networkx script", "",
              f"Two snapshots of {info['nodes']:,} nodes and {info['edges']:,} / {after_info['edges']:,} edges "
              f"({size_mib:,.0f} MiB of JSON each); the second adds 25 crossing edges. The whole `wiring diff` process",
              "against Benchmarks/networkx_diff.py, which loads both files, builds networkx graphs and finds the",
              "same added and removed nodes and edges and new crossings.", "",
              "| edges | condition | wiring diff | networkx script | wiring / networkx | speed-up | CPU wiring / networkx | peak RSS wiring | peak RSS networkx |",
              "|---:|---|---:|---:|---:|---:|---:|---:|---:|"]
    for condition, result in results.items():
        wiring_time, networkx_time = result["wiring"][0], result["networkx"][0]
        lines.append(
            f"| {info['edges']:,} | {condition} | {ms(wiring_time)} | {ms(networkx_time)} | **{ratio[condition]:.2f}×** | "
            f"{networkx_time / wiring_time:.1f}× | {result['wiring'][2] / result['networkx'][2]:.2f}× | "
            f"{mib(result['wiring'][1])} | {mib(result['networkx'][1])} |")
    lines += [""]


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
        infos = condition_runs(lambda: json_line([tool, "scan", sources, "--rounds", str(rounds)]))
        ratio = {condition: info["scan_s"] / info["parse_s"] for condition, (info, _) in infos.items()}
        output = os.path.join(work, "scanned.json")
        result = side_by_side({"wiring": ([[wiring, "scan", sources, "-o", output, "--quiet"]], (0,))}, rounds)["wiring"]
        info = infos[FREE][0]
        rows.append((title, info, ratio, result))
        goal(goals, f"scan ≤ 3× swift-syntax's parse, {info['lines']:,} lines ({title})", ratio, 3,
             (infos[FREE][1], None))
    lines += ["### Scan vs swift-syntax's parse", "",
              "`SourceScanner` against swift-syntax's own parse of the same files, read and parsed on every core",
              "the same way (the `scan` mode of the benchmark tool); the last columns are the whole",
              "`wiring scan TREE -o FILE` process (the dynamically linked release build). The trees are the",
              "examples copied into module folders. Cores busy: each side's processor time over its wall time",
              "with both cores free (every thread of the process), so a ratio worse with both cores free than",
              "with one busy shows as a scan that keeps fewer cores busy than the parse.", "",
              "| tree | files | lines | parse only | scan | scan / parse | one core busy | cores busy, parse / scan | `wiring scan` | peak RSS |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for title, info, ratio, result in rows:
        cores = (f"{info['parse_cpu_s'] / info['parse_s']:.2f} / {info['scan_cpu_s'] / info['scan_s']:.2f}"
                 if info.get("parse_cpu_s") and info["parse_s"] > 0 and info["scan_s"] > 0 else "–")
        lines.append(f"| {title} | {info['files']:,} | {info['lines']:,} | {ms(info['parse_s'])} | {ms(info['scan_s'])} | "
                     f"**{ratio[FREE]:.2f}×** | {ratio[BUSY]:.2f}× | {cores} | {ms(result[0])} | {mib(result[1])} |")
    lines += [""]


def goals_table(goals):
    lines = ["## Goals", "",
             "Each goal is a ratio of two timings side by side in one run, met when it holds with both cores",
             "free and with one core busy. Peak memory is Wiring's, then the other tool's.", "",
             "| goal | both cores | one core busy | peak RSS Wiring / other | met |", "|---|---:|---:|---:|:---:|"]
    for entry in goals:
        values = entry["values"]
        met = all(value <= entry["limit"] for value in values.values())
        wiring_rss, other_rss = entry["rss"]
        rss = (mib(wiring_rss) if wiring_rss is not None else "—") + (f" / {mib(other_rss)}" if other_rss is not None else "")
        lines.append(f"| {entry['text']} | {values[FREE]:.2f}{entry['unit']} | {values[BUSY]:.2f}{entry['unit']} | {rss} | "
                     f"{'yes' if met else '**no**'} |")
    lines += ["", "When the goals hold, the code is not tuned further. Past runs and what was tried are in",
              "[Benchmarks/history.md](../Benchmarks/history.md).", ""]
    return lines


METHOD = [
    "## Method", "",
    "- `make bench` (scripts/bench.sh) builds release binaries and runs Benchmarks/run_benchmarks.py;",
    "  `wiring` is the statically linked build `make release` makes. Timings are never asserted in tests.",
    "- Every figure that matters is a ratio of Wiring and what people would use without it, timed side by",
    "  side: the contenders alternate round by round and each keeps its best round, so other work on",
    "  the machine slows both alike. Each comparison runs twice, with both cores free and with a busy",
    "  loop pinned to one core, as on a CI runner that shares its cores.",
    "- Capture: `GraphSnapshot.capture` against the standard library's `dump()` of the same live",
    "  objects to a stream that discards its output, inside the benchmark tool (`WiringBenchmarks capture`).",
    "- Render, diff and scan: whole processes, start-up included. Render: in-process SVG against",
    "  `wiring render --format dot` then `dot -Tsvg`. Diff: against a networkx script. Scan: the",
    "  scanner against swift-syntax's own parse of the same files, both inside the benchmark tool, each",
    "  with the processor time of its round: its quotient by the wall time is the cores the side kept busy.",
    "- Outputs are checked byte for byte: `scripts/check-outputs.sh` against golden copies (in `.ci/run`),",
    "  and `scripts/compare-outputs.sh OLD NEW` between two builds on graphs up to 120,000 edges.",
    "- Peak memory is the maximum resident set size, from GNU time where it exists, else wait4().",
    "- Inputs come from `WiringBenchmarks generate` (seeded, the same on every run) and the examples.",
    "",
]


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


HAND_MEASURED = "<!-- Measured by hand; make bench keeps what follows. -->"


SECTIONS = ("start-up", "capture", "render", "diff", "scan")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=".build/release", help="where WiringBenchmarks (and the dynamic wiring) are")
    parser.add_argument("--wiring", help="the wiring binary to measure (default: the one in --bin)")
    parser.add_argument("--out", default="docs/performance.md")
    parser.add_argument("--work")
    parser.add_argument("--quick", action="store_true", help="fewer rounds and sizes, for trying the harness")
    parser.add_argument("--only", choices=SECTIONS, action="append",
                        help="run only these sections (repeatable), printing their rows; docs/performance.md is left as it is")
    parser.add_argument("--render-sizes", type=lambda text: [int(size) for size in text.split(",")],
                        help="the generated snapshots' node counts for the render rows, comma-separated "
                             "(default 50,500,600,3000; 50,600 with --quick); the captured row is always run")
    options = parser.parse_args()
    tool = os.path.join(options.bin, "WiringBenchmarks")
    dynamic = os.path.join(options.bin, "wiring")
    wiring = options.wiring or dynamic
    work = options.work or tempfile.mkdtemp(prefix="wiring-bench-")
    os.makedirs(work, exist_ok=True)
    started = time.perf_counter()
    lines = ["# Performance", "",
             "<!-- Written by `make bench` (Benchmarks/run_benchmarks.py); findings go in Benchmarks/history.md. -->", "",
             "Capture runs inside apps and test suites; render, diff and scan run in CI on every pull request.",
             "Each is measured against what people would use without Wiring, side by side on one machine.", ""]
    goals = []
    body = []
    runs = options.only or SECTIONS
    if "start-up" in runs:
        startup_section(wiring, dynamic, 5 if options.quick else 30, body, goals)
        print("start-up done", file=sys.stderr)
    if "capture" in runs:
        capture_section(tool, [1_000, 10_000] if options.quick else [1_000, 10_000, 100_000], body, goals)
        print("capture done", file=sys.stderr)
    if "render" in runs:
        sizes = options.render_sizes or ([50, 600] if options.quick else [50, 500, 600, 3_000])
        render_section(tool, wiring, work, sizes, options.quick, body, goals)
        print("render done", file=sys.stderr)
    if "diff" in runs:
        diff_section(tool, wiring, work, 20_000 if options.quick else 120_000, options.quick, body, goals)
        print("diff done", file=sys.stderr)
    if "scan" in runs:
        # `wiring scan` runs the `wiring-scan` beside it; the release build has one (the static folder
        # need not: building swift-syntax a second time, statically, would double the build).
        scan_section(tool, dynamic if os.path.exists(dynamic) else wiring, work, options.quick, body, goals)
        print("scan done", file=sys.stderr)
    if options.only:
        # Some sections only: their rows and goals, printed; the page keeps the last full run.
        print("\n".join(goals_table(goals) + body))
        if not options.work:
            shutil.rmtree(work, ignore_errors=True)
        return
    lines += goals_table(goals)
    lines += METHOD
    lines += ["## Latest run", "", f"Machine: {environment()}. The whole run took {time.perf_counter() - started:,.0f} s.", ""]
    lines += body
    # What is measured by hand (real apps, which the repository does not hold) follows a marker and
    # is kept from the page this run replaces.
    kept = ""
    if os.path.exists(options.out):
        with open(options.out, encoding="utf-8") as handle:
            previous = handle.read()
        if HAND_MEASURED in previous:
            kept = previous[previous.index(HAND_MEASURED):]
    with open(options.out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
        if kept:
            handle.write("\n" + kept)
    if not options.work:
        shutil.rmtree(work, ignore_errors=True)
    print(f"wrote {options.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
