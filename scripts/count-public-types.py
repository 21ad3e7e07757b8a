#!/usr/bin/env python3
"""Counts the public types `import Wiring` exposes: every `public` or `open` struct, class, enum,
protocol, actor and type alias (nested ones included) declared in the modules `Wiring` re-exports
with `@_exported import`, found by reading the sources. Types declared inside a `public extension`
count too.

Usage: scripts/count-public-types.py [--list] [--limit N]
Exits 1 when a limit is given and the count is over it.
"""
import argparse
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KINDS = r"(?:struct|class|enum|protocol|actor|typealias)"
DECLARATION = re.compile(
    r"^\s*(?:@[\w().:, \"]+\s+)*(?:(?:public|open|final|indirect|nonisolated)\s+)*?"
    r"(?P<access>public|open)\s+(?:(?:final|indirect)\s+)*" + KINDS + r"\s+(?P<name>\w+)")
IMPLICIT = re.compile(r"^\s*(?:@[\w().:, \"]+\s+)*(?:(?:final|indirect)\s+)*" + KINDS + r"\s+(?P<name>\w+)")


def exported_modules():
    text = (ROOT / "Sources" / "Wiring" / "Wiring.swift").read_text(encoding="utf-8")
    return ["Wiring"] + re.findall(r"@_exported\s+import\s+(\w+)", text)


def public_types(module):
    found = []
    for path in sorted((ROOT / "Sources" / module).rglob("*.swift")):
        depth_of_public_extension = None
        depth = 0
        for line in path.read_text(encoding="utf-8").splitlines():
            code = line.split("//", 1)[0]
            match = DECLARATION.match(code)
            if match:
                found.append((module, match.group("name"), path.relative_to(ROOT)))
            elif depth_of_public_extension is not None and depth == depth_of_public_extension + 1:
                implicit = IMPLICIT.match(code)
                if implicit and not re.search(r"\b(private|fileprivate|internal|package)\b", code):
                    found.append((module, implicit.group("name"), path.relative_to(ROOT)))
            if re.match(r"^\s*public\s+extension\b", code) and depth_of_public_extension is None:
                depth_of_public_extension = depth
            depth += code.count("{") - code.count("}")
            if depth_of_public_extension is not None and depth <= depth_of_public_extension and "}" in code:
                depth_of_public_extension = None
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--list", action="store_true", help="list every type with its file")
    parser.add_argument("--limit", type=int, help="fail when there are more than this many")
    options = parser.parse_args()
    types = [entry for module in exported_modules() for entry in public_types(module)]
    if options.list:
        for module, name, path in types:
            print(f"{module}\t{name}\t{path}")
    modules = sorted({module for module, _, _ in types})
    by_module = ", ".join(f"{module} {sum(1 for m, _, _ in types if m == module)}" for module in modules)
    print(f"{len(types)} public types through `import Wiring` ({by_module})")
    if options.limit is not None and len(types) > options.limit:
        print(f"error: more than {options.limit} public types")
        raise SystemExit(1)


if __name__ == "__main__":
    main()
