#!/usr/bin/env bash
# Checks that outputs stay byte-identical: renders every format, runs diff and inspect in each
# report format, and captures the benchmarks' object graphs, then compares every output file,
# standard error and exit status with the golden copies in Tests/GoldenOutputs. Self-contained:
# the inputs are generated from fixed seeds by the build's own WiringBenchmarks tool.
# Usage: scripts/check-outputs.sh [--record] [BIN_DIR]
#   BIN_DIR: a folder holding `wiring` and `WiringBenchmarks` (default: .build/debug).
#   --record: write the golden copies instead of comparing (after a change meant to alter output).
# To compare two builds of any size instead, see scripts/compare-outputs.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

record=0
if [ "${1:-}" = "--record" ]; then record=1; shift; fi
bin="${1:-.build/debug}"
golden=Tests/GoldenOutputs
for tool in wiring WiringBenchmarks; do
  if [ ! -x "$bin/$tool" ]; then
    echo "error: $bin/$tool not found; build first (swift build) or pass the folder that holds it" >&2
    exit 2
  fi
done
work="$(mktemp -d "${TMPDIR:-/tmp}/wiring-outputs.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in" "$work/out"

# Graphviz orders clusters by where their names lie in memory: pin the address layout and Swift's
# hashing, as scripts/compare-outputs.sh does.
pin=()
if command -v setarch >/dev/null 2>&1 && setarch "$(uname -m)" -R true 2>/dev/null; then pin=(setarch "$(uname -m)" -R); fi

# Runs one command; its standard output, error and status go to one file each under NAME.
run() {
  local name="$1"
  shift
  local status=0
  SWIFT_DETERMINISTIC_HASHING=1 "${pin[@]}" "$@" >"$work/out/$name.stdout" 2>"$work/out/$name.stderr" || status=$?
  echo "$status" >"$work/out/$name.status"
}

for nodes in 12 51; do
  "$bin/WiringBenchmarks" generate --nodes "$nodes" -o "$work/in/nodes-$nodes.json" >/dev/null
done
"$bin/WiringBenchmarks" generate --from "$work/in/nodes-51.json" --crossings 7 -o "$work/in/nodes-51-after.json" >/dev/null
for base in nodes-12 nodes-51; do
  for format in svg dot html mermaid json; do
    run "render-$base-$format" "$bin/wiring" render "$work/in/$base.json" --format "$format" -o "$work/out/render-$base.$format"
  done
  run "inspect-$base-text" "$bin/wiring" inspect "$work/in/$base.json"
  run "inspect-$base-json" "$bin/wiring" inspect "$work/in/$base.json" --format json
  run "inspect-$base-cycles" "$bin/wiring" inspect "$work/in/$base.json" --cycles
done
# The repository's own wiring-rules.json is not these outputs' business: no rules are looked for.
for format in text markdown json sarif github junit; do
  run "diff-$format" "$bin/wiring" diff "$work/in/nodes-51.json" "$work/in/nodes-51-after.json" --format "$format" --no-config-search
done
run "diff-svg" "$bin/wiring" diff "$work/in/nodes-51.json" "$work/in/nodes-51-after.json" --format svg -o "$work/out/diff.svg" --no-config-search
for shape in tree layered mixed; do
  run "capture-$shape" "$bin/WiringBenchmarks" capture --shape "$shape" --objects 300 --rounds 1 \
    --only capture --write "$work/out/capture-$shape.json"
  # The timing line differs from run to run; the snapshot file is what must match.
  : >"$work/out/capture-$shape.stdout"
done
# Outputs that name the folder they were written to would differ by that name alone.
find "$work/out" -type f -exec sed -i "s#$work/out#OUT#g; s#$work/in#IN#g" {} +

if [ "$record" = 1 ]; then
  rm -rf "$golden"
  mkdir -p "$golden"
  cp "$work/out/"* "$golden/"
  echo "recorded $(find "$golden" -type f | wc -l) outputs in $golden"
  exit 0
fi
if [ ! -d "$golden" ]; then
  echo "error: $golden is missing; record it with scripts/check-outputs.sh --record" >&2
  exit 2
fi
different=()
for file in $(cd "$golden" && find . -type f | sort) $(cd "$work/out" && find . -type f | sort); do
  if ! cmp -s "$golden/$file" "$work/out/$file"; then
    # The same DOT lines with clusters in another order are the same graph.
    if [ -f "$golden/$file" ] && [ -f "$work/out/$file" ] && grep -q "subgraph cluster" "$golden/$file" \
      && cmp -s <(sort "$golden/$file") <(sort "$work/out/$file"); then
      continue
    fi
    different+=("$file")
  fi
done
if [ "${#different[@]}" -gt 0 ]; then
  printf 'differs from %s: %s\n' "$golden" "$(printf '%s\n' "${different[@]}" | sort -u | tr '\n' ' ')" >&2
  echo "error: outputs changed; if the change is meant, re-record with scripts/check-outputs.sh --record" >&2
  exit 1
fi
echo "identical: $(find "$golden" -type f | wc -l) outputs"
