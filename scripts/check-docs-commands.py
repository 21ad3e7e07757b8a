#!/usr/bin/env python3
"""Checks that the commands the documentation shows still exist, so the docs cannot drift.

Reads every `wiring …`, `wiring-scan …` and `wiring-render …` command (also after `swift run` or
`$ `) in the code blocks of README.md's section on the `wiring` tool and of every page of docs/,
and in docs/cli.md's inline code, and for each one:

- the subcommand must be one `wiring --help` lists, and its `--help` must succeed;
- every flag it names (`--rules`, `-o`, one half of `--reduce/--no-reduce`) must appear in that
  help, and every value it lists for a flag (`--format text|json`) among the values the help
  gives for it;
- a command of a code block without placeholders (`app.wiring.json`, not `SNAPSHOT`, `FILE` or
  `[…]`) is run in a scratch folder holding a small fixture (the Payments example's capture as app.wiring.json, two
  versions of the Showroom example as before and after, rules, and the Payments sources under
  Sources/App), and must end with status 0 or 1, never 2 (bad input or usage).

Every flag named in the prose of a `wiring X` section of docs/cli.md must appear in X's help too,
and every option each subcommand's help lists must be named somewhere in docs/cli.md.

With --as-written, the `swift run …` commands of README.md's tool section run exactly as written,
in a checkout that has never been built: this one when it has no .build folder (as `.ci/run` calls
it, first thing in a fresh clone), else a fresh clone of it. Their fixture (the same files, made
with `swift run Payments` and `swift run Showroom` as the README shows) is a folder inside that
checkout, so `swift run` finds the package above it. Each must end with status 0 or 1, and every
file it names with `-o` must exist afterwards.

Usage: scripts/check-docs-commands.py [BIN_DIR]
       scripts/check-docs-commands.py --as-written
  BIN_DIR: a folder holding wiring, wiring-scan, wiring-render and the examples Payments and
  Showroom (default: .build/debug). Exits 1 and lists what drifted when anything did.
"""
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ("wiring", "wiring-scan", "wiring-render")
FLAG = re.compile(r"(?<![\w/.-])(--?[A-Za-z][\w-]*)")
PLACEHOLDER = re.compile(r"\b[A-Z]{2,}\b|…|\[|\||<")
RULES = '{ "layers": [ { "name": "ui", "match": ["*ViewBoundary"] }, { "name": "model", "match": ["*ModelBoundary*"] } ] }\n'


def code_blocks(text):
    """The lines of each fenced code block, with their line numbers."""
    block = None
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            if block is None:
                block = []
            else:
                yield block
                block = None
        elif block is not None:
            block.append((number, line))


def command_text(line):
    """`wiring …` as written, without `$ `, `swift run ` and a trailing comment; None if not one."""
    text = line.strip()
    text = re.sub(r"^\$\s+", "", text)
    text = re.sub(r"^swift run\s+", "", text)
    words = text.split()
    if not words or words[0] not in TOOLS or (len(words) > 1 and words[1].endswith(":")):
        return None  # not a command, or a line of a command's output (`wiring scan: 928 files …`)
    return re.sub(r"\s+#\s.*$", "", text).strip()


def commands_in_blocks(text, name):
    """Commands of the code blocks; an indented line starting with `[` or `-` continues the one above.
    A command the block shows failing (its next line starts with `error:`) is checked, not run."""
    for block in code_blocks(text):
        current = None
        for number, line in block:
            if current and line[:1].isspace() and line.strip()[:1] in ("[", "-"):
                current[2] += " " + line.strip()
                continue
            if current:
                current[3] = not line.strip().startswith("error:")
                yield tuple(current)
            text_ = command_text(line)
            current = [name, number, text_, True] if text_ else None
        if current:
            yield tuple(current)


def commands_inline(text, name):
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            continue
        for span in re.findall(r"`([^`]+)`", line):
            command = command_text(span)
            if command:
                yield name, number, command, False


def readme_tool_section(text):
    match = re.search(r"^## The `wiring` tool$(.*?)(?=^## )", text, re.S | re.M)
    if not match:
        raise SystemExit("error: README.md has no section '## The `wiring` tool'")
    offset = text[: match.start(1)].count("\n")
    return "\n" * offset + match.group(1)


class Helps:
    """Each tool's and subcommand's `--help`, run once."""

    def __init__(self, bin_dir):
        self.bin = bin_dir
        self.cache = {}

    def get(self, tool, subcommand):
        key = (tool, subcommand)
        if key not in self.cache:
            arguments = [str(self.bin / tool)] + ([subcommand] if subcommand else []) + ["--help"]
            run = subprocess.run(arguments, capture_output=True, text=True, timeout=60)
            self.cache[key] = run.stdout if run.returncode == 0 else None
        return self.cache[key]

    def subcommands(self):
        help_ = self.get("wiring", None) or ""
        listed = help_.split("SUBCOMMANDS:", 1)[-1]
        return set(re.findall(r"^  ([a-z][\w-]*)\s", listed, re.M)) | {"help"}


def options(help_):
    """Flag name → the values its help accepts: those it lists (`(values: a, b)`), else every word
    of its description."""
    found = {}
    blocks = re.split(r"\n(?=  -)", help_.split("OPTIONS:", 1)[-1])
    for block in blocks:
        header, _, description = block.strip().partition("  ")
        values = re.search(r"\(values: ([^)]*)\)", " ".join(block.split()))
        if values:
            accepted = {v.strip() for v in values.group(1).split(";")[0].split(",")}
        else:
            accepted = set(re.findall(r"[\w-]+", description))
        for flag in re.findall(r"--?[A-Za-z][\w-]*", header):
            found[flag] = accepted
    return found


def split_command(command):
    words = command.split()
    tool = words[0]
    subcommand = None
    if tool == "wiring" and len(words) > 1 and not words[1].startswith("-"):
        subcommand = words[1]
    return tool, subcommand


def check_command(where, command, helps, problems):
    tool, subcommand = split_command(command)
    if subcommand and subcommand.isupper():
        subcommand = None  # `wiring SUBCOMMAND --help`
    elif subcommand and subcommand not in helps.subcommands():
        problems.append(f"{where}: `{command}`: wiring has no subcommand '{subcommand}'")
        return
    help_ = helps.get(tool, None if subcommand == "help" else subcommand)
    if help_ is None:
        problems.append(f"{where}: `{command}`: `{tool} {subcommand or ''} --help` fails")
        return
    known = options(help_)
    words = command.replace("[", " ").replace("]", " ").split()
    for index, word in enumerate(words):
        match = FLAG.fullmatch(word.split("=", 1)[0])
        if not match:
            continue
        flag = match.group(1)
        if flag not in known:
            problems.append(f"{where}: `{command}`: {flag} is not an option of `{' '.join(filter(None, [tool, subcommand]))}`")
            continue
        following = words[index + 1] if index + 1 < len(words) else ""
        if "|" in following:
            for value in following.split("|"):
                if value and value not in known[flag] and not value.isupper() and value != "…":
                    problems.append(f"{where}: `{command}`: {flag} takes no value '{value}' (not in `{tool} {subcommand or ''} --help`)")


def make_fixture(bin_dir, folder):
    for example, arguments in (("Payments", ["app.wiring.json"]), ("Showroom", ["before.wiring.json"]),
                               ("Showroom", ["--next", "after.wiring.json"])):
        subprocess.run([str(bin_dir / example)] + arguments, cwd=folder, check=True, capture_output=True)
    for name in ("rules.json", "wiring-rules.json"):
        (folder / name).write_text(RULES, encoding="utf-8")
    # The other names the pages give snapshots: the payments capture, the showroom's two versions.
    for alias, original in (("payments.wiring.json", "app.wiring.json"), ("captured.wiring.json", "app.wiring.json"),
                            ("objects.wiring.json", "app.wiring.json"), ("showroom.wiring.json", "before.wiring.json"),
                            ("base.wiring.json", "before.wiring.json"), ("head.wiring.json", "after.wiring.json")):
        shutil.copy(folder / original, folder / alias)
    sources = folder / "Sources" / "App"
    sources.mkdir(parents=True)
    for source in sorted((ROOT / "Examples" / "Payments").glob("*.swift")):
        shutil.copy(source, sources / source.name)
    (folder / "Sources" / "Feature").mkdir()
    (folder / "Sources" / "Feature" / "Feature.swift").write_text("struct Feature {}\n", encoding="utf-8")


def run_command(where, command, bin_dir, folder, problems):
    words = command.split()
    output = subprocess.DEVNULL
    if len(words) > 2 and words[-2] == ">":  # `wiring render … > app.dot`: the shell writes the file
        output = open(folder / words[-1], "wb")
        words = words[:-2]
    with output if output is not subprocess.DEVNULL else open(os.devnull, "wb") as stdout:
        run = subprocess.run([str(bin_dir / words[0])] + words[1:], cwd=folder, stdout=stdout, stderr=subprocess.PIPE,
                             text=True, timeout=300)
    if run.returncode not in (0, 1):
        message = (run.stderr.strip().splitlines() or ["(nothing on standard error)"])[-1]
        problems.append(f"{where}: `{command}` exits {run.returncode} on the fixture: {message}")


def undocumented_options(text, name, helps, problems):
    """Every option of every subcommand is named in the page (one half of `--a/--no-a` is enough)."""
    for subcommand in sorted(helps.subcommands() - {"help"}):
        help_ = helps.get("wiring", subcommand) or ""
        for block in re.split(r"\n(?=  -)", help_.split("OPTIONS:", 1)[-1]):
            names = re.findall(r"--[A-Za-z][\w-]*", block.strip().partition("  ")[0])
            if names and not set(names) & {"--help", "--version"} and not any(re.search(re.escape(n) + r"(?![\w-])", text) for n in names):
                problems.append(f"{name}: `wiring {subcommand}` has {'/'.join(names)}, which the page never names")


def section_flags(text, name, helps, problems):
    """Flags in the prose of each `## `wiring X`` section must be X's."""
    for match in re.finditer(r"^## `wiring (\w+)`$(.*?)(?=^## |\Z)", text, re.S | re.M):
        subcommand, body = match.group(1), match.group(2)
        known = options(helps.get("wiring", subcommand) or "")
        first = text[: match.start(2)].count("\n") + 1
        for number, line in enumerate(body.splitlines(), first):
            # Commands of other tools are checked as commands.
            line = re.sub(r"`(?:swift run )?wiring[ -][^`]*`", "", line)
            for flag in FLAG.findall(line.replace("\\|", "|")):
                if flag not in known and flag.startswith("--"):
                    problems.append(f"{name}:{number}: {flag} is named in the `wiring {subcommand}` section but is not one of its options")


def swift_run_commands(text):
    """The `swift run …` lines of README.md's tool section, as written, with their line numbers."""
    for block in code_blocks(readme_tool_section(text)):
        for number, line in block:
            command = re.sub(r"\s+#\s.*$", "", line.strip())
            if command.startswith("swift run "):
                yield number, command


def as_written():
    """Runs README.md's `swift run` commands as written in a checkout that has never been built."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = list(swift_run_commands(readme))
    if not commands:
        print("error: README.md's tool section shows no `swift run` command", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="wiring-fresh.") as scratch:
        checkout = ROOT
        if (ROOT / ".build").exists():
            checkout = Path(scratch) / "Wiring"
            subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(checkout)], check=True)
            print(f"{ROOT} has been built: the commands run in a fresh clone, {checkout}")
        folder = checkout / ".docs-fixture"
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir()
        try:
            problems = []
            for arguments in (["swift", "run", "Payments", "app.wiring.json"], ["swift", "run", "Showroom", "before.wiring.json"],
                              ["swift", "run", "Showroom", "--next", "after.wiring.json"]):
                run = subprocess.run(arguments, cwd=folder, capture_output=True, text=True, timeout=3600)
                if run.returncode != 0:
                    print(run.stdout[-3000:], run.stderr[-3000:], file=sys.stderr)
                    print(f"error: `{' '.join(arguments)}` exits {run.returncode}; no fixture", file=sys.stderr)
                    return 1
            for name in ("rules.json", "wiring-rules.json"):
                (folder / name).write_text(RULES, encoding="utf-8")
            sources = folder / "Sources" / "App"
            sources.mkdir(parents=True)
            for source in sorted((ROOT / "Examples" / "Payments").glob("*.swift")):
                shutil.copy(source, sources / source.name)
            ran = 0
            for number, command in commands:
                if PLACEHOLDER.search(command):
                    continue
                words = shlex.split(command)
                run = subprocess.run(words, cwd=folder, capture_output=True, text=True, timeout=3600)
                ran += 1
                if run.returncode not in (0, 1):
                    message = (run.stderr.strip().splitlines() or ["(nothing on standard error)"])[-1]
                    problems.append(f"README.md:{number}: `{command}` exits {run.returncode} in a fresh checkout: {message}")
                    continue
                for index, word in enumerate(words[:-1]):
                    if word in ("-o", "--output") and not (folder / words[index + 1]).exists():
                        problems.append(f"README.md:{number}: `{command}` exits {run.returncode} but writes no {words[index + 1]}")
                print(f"ok: README.md:{number}: {command} (exit {run.returncode})")
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    print(f"README commands as written in a fresh checkout: {ran} run, {len(problems)} failed")
    return 1 if problems else 0


def main():
    if sys.argv[1:] == ["--as-written"]:
        return as_written()
    bin_dir = Path(sys.argv[1] if len(sys.argv) > 1 else ".build/debug")
    if not bin_dir.is_absolute():
        bin_dir = Path.cwd() / bin_dir
    for tool in TOOLS + ("Payments", "Showroom"):
        if not (bin_dir / tool).exists():
            print(f"error: {bin_dir / tool} not found; build first (swift build) or pass the folder that holds it", file=sys.stderr)
            return 2
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    cli = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    commands = list(commands_in_blocks(readme_tool_section(readme), "README.md"))
    commands += list(commands_in_blocks(cli, "docs/cli.md")) + list(commands_inline(cli, "docs/cli.md"))
    for page in sorted((ROOT / "docs").glob("*.md")):
        if page.name != "cli.md":
            commands += list(commands_in_blocks(page.read_text(encoding="utf-8"), f"docs/{page.name}"))
    helps = Helps(bin_dir)
    problems = []
    ran = 0
    with tempfile.TemporaryDirectory(prefix="wiring-docs.") as scratch:
        folder = Path(scratch)
        make_fixture(bin_dir, folder)
        for name, number, command, runnable in commands:
            where = f"{name}:{number}"
            before = len(problems)
            check_command(where, command, helps, problems)
            if runnable and len(problems) == before and not PLACEHOLDER.search(command):
                run_command(where, command, bin_dir, folder, problems)
                ran += 1
    section_flags(cli, "docs/cli.md", helps, problems)
    undocumented_options(cli, "docs/cli.md", helps, problems)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    print(f"documented commands: {len(commands)} checked against their --help, {ran} run on the fixture, {len(problems)} drifted")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
