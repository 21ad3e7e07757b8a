#!/usr/bin/env bash
# Wiring checks itself: scans this repository with the built tools (Package.swift is read, never
# run, and nothing is fetched) and holds the scan to wiring-rules.json, which states the package's
# layers. Fails on any finding the check makes (the rules file makes the module findings errors:
# an unused or an implicit target dependency fails like an import cycle), on a module crossing no
# layer classifies (a new target must be placed in a layer), and on a module graph not wholly read.
# Usage: scripts/check-self.sh [BIN_DIR]
#   BIN_DIR: a folder holding `wiring` and `wiring-scan` (default: .build/debug).
set -euo pipefail
cd "$(dirname "$0")/.."

bin="${1:-.build/debug}"
for tool in wiring wiring-scan; do
  if [ ! -x "$bin/$tool" ]; then
    echo "error: $bin/$tool not found; build first (swift build) or pass the folder that holds it" >&2
    exit 2
  fi
done
work="$(mktemp -d "${TMPDIR:-/tmp}/wiring-self.XXXXXX")"
trap 'rm -rf "$work"' EXIT

snapshot="$work/wiring.wiring.json"
"$bin/wiring" scan . -o "$snapshot" --quiet
check=("$bin/wiring" check "$snapshot" --rules wiring-rules.json --baseline none --no-config-search)
status=0
"${check[@]}" --format json -o "$work/check.json" || status=$?
if [ "$status" -eq 2 ]; then exit 2; fi

python3 - "$snapshot" "$work/check.json" <<'PYTHON' || status=1
import json
import sys

snapshot = json.load(open(sys.argv[1], encoding="utf-8"))
report = json.load(open(sys.argv[2], encoding="utf-8"))
problems = []
for node in snapshot["nodes"]:
    if node["kind"] == "package" and "incomplete" in node.get("attributes", {}):
        problems.append(f"module graph incomplete: {node['type']}: {node['attributes']['incomplete']}")
for finding in report["findings"]:
    place = finding.get("place")
    where = f"{place['file']}:{place['line']}: " if place else ""
    problems.append(f"{where}{finding['kind']}: {finding['message']}")
for crossing in report["crossings"]:
    if crossing["fails"] or crossing["level"] != "note":
        problems.append(f"{crossing['edge']['id']}: {crossing['classification']} ({crossing['reason']})")
    elif crossing["from"]["kind"] == "module" and crossing["classification"] == "unclassified":
        problems.append(f"{crossing['edge']['id']}: in no layer of wiring-rules.json; add the module to the layer it belongs to")
for problem in problems:
    print(f"error: {problem}", file=sys.stderr)
modules = sum(1 for crossing in report["crossings"] if crossing["from"]["kind"] == "module")
print(f"wiring checks itself: {modules} module crossings against wiring-rules.json, {len(problems)} problems")
sys.exit(1 if problems else 0)
PYTHON

if [ "$status" -ne 0 ]; then
  # The full report, for the log.
  "${check[@]}" >&2 || true
  echo "error: this repository breaks its own wiring-rules.json (see above)" >&2
  exit 1
fi
