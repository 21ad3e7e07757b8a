"""Reads `swift package dump-package` JSON on stdin and fails when the dependency closure of the
products apps link (Boundaries, SwincyBox, Wiring, WiringTesting) reaches a system-library target,
a target with C sources, or a package dependency."""
import json
import os
import sys

APP_PRODUCTS = ["Boundaries", "SwincyBox", "Wiring", "WiringTesting"]
C_SUFFIXES = (".c", ".h", ".m", ".cpp", ".cc", ".mm", ".modulemap")

repo = sys.argv[1]
manifest = json.load(sys.stdin)
targets = {t["name"]: t for t in manifest["targets"]}
products = {p["name"]: p for p in manifest["products"]}


def dependencies(target):
    for dep in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dep:
                entry = dep[kind]
                yield kind, entry[0], (entry[1] if kind == "product" else None)


def target_dir(target):
    return os.path.join(repo, target.get("path") or os.path.join("Sources", target["name"]))


def has_c_sources(target):
    for root, _, files in os.walk(target_dir(target)):
        if any(f.endswith(C_SUFFIXES) for f in files):
            return True
    return False


problems = []
for product in APP_PRODUCTS:
    if product not in products:
        problems.append(f"product {product} is missing")
        continue
    seen, stack = set(), list(products[product]["targets"])
    while stack:
        name = stack.pop()
        if name in seen:
            continue
        seen.add(name)
        target = targets[name]
        if target["type"] == "system":
            problems.append(f"{product} reaches system-library target {name}")
        elif has_c_sources(target):
            problems.append(f"{product} reaches C target {name}")
        for kind, dep, package in dependencies(target):
            if kind == "product" or (kind == "byName" and dep not in targets):
                problems.append(f"{product} reaches package product {dep}")
            elif dep in targets:
                stack.append(dep)
    print(f"{product}: {', '.join(sorted(seen))}")

platforms = sorted(p["platformName"] for p in manifest.get("platforms", []))
print("platforms:", ", ".join(platforms))
for required in ["ios", "macos", "tvos", "visionos", "watchos"]:
    if required not in platforms:
        problems.append(f"platform {required} is not declared")

if problems:
    for problem in problems:
        print("error:", problem, file=sys.stderr)
    sys.exit(1)
print("ok: no C, no system library, no package dependency in what apps link")
