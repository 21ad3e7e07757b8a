#!/usr/bin/env bash
# Checks that two builds give byte-identical outputs: every render format, diff report and inspect
# report of the examples' snapshots and of the benchmarks' generated graphs, and the snapshots
# capture takes of the benchmarks' object graphs. Run it before and after a change made for speed.
# Usage: scripts/compare-outputs.sh OLD_DIR NEW_DIR [SNAPSHOT...]
#   OLD_DIR, NEW_DIR: folders holding a `wiring` and a `WiringBenchmarks` binary each.
#   SNAPSHOT: more snapshot files to render and inspect (for example the demo's, from `make demo`).
# Graphviz orders a graph's clusters by the addresses of their names in memory, so a drawing with
# clusters can change from run to run; every command runs with address randomisation off and Swift's
# hashing fixed (SWIFT_DETERMINISTIC_HASHING), which makes those runs repeat. Each command also runs
# twice with the old build: an output that still differs between those two runs is listed apart,
# not compared.
# Exits 1 and lists the differing outputs when any differ.
set -euo pipefail

old="$1"
new="$2"
shift 2
work="$(mktemp -d "${TMPDIR:-/tmp}/wiring-compare.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/old" "$work/again" "$work/new" "$work/in"
again="$old"

# The inputs, generated once with the new build.
snapshots=()
for nodes in 12 51 501 3000; do
  "$new/WiringBenchmarks" generate --nodes "$nodes" -o "$work/in/nodes-$nodes.json" >/dev/null
  snapshots+=("$work/in/nodes-$nodes.json")
done
"$new/WiringBenchmarks" generate --edges 120000 -o "$work/in/before.json" >/dev/null
"$new/WiringBenchmarks" generate --from "$work/in/before.json" --crossings 25 -o "$work/in/after.json" >/dev/null
"$new/WiringBenchmarks" generate --from "$work/in/nodes-501.json" --crossings 7 -o "$work/in/nodes-501-after.json" >/dev/null
snapshots+=("$@")

# Runs one command with a build's tools; its standard output, error and status go to one file each.
run() {
  local side="$1" name="$2"
  shift 2
  local bin="${!side}"
  local args=()
  for arg in "$@"; do args+=("${arg//@OUT@/$work/$side}"); done
  local status=0
  local pin=()
  if command -v setarch >/dev/null 2>&1 && setarch "$(uname -m)" -R true 2>/dev/null; then pin=(setarch "$(uname -m)" -R); fi
  SWIFT_DETERMINISTIC_HASHING=1 "${pin[@]}" "$bin/${args[0]}" "${args[@]:1}" >"$work/$side/$name.stdout" 2>"$work/$side/$name.stderr" || status=$?
  echo "$status" >"$work/$side/$name.status"
}

both() { run old "$@"; run again "$@"; run new "$@"; }

for snapshot in "${snapshots[@]}"; do
  base="$(basename "$snapshot" .json)"
  for format in svg dot html mermaid json; do
    both "render-$base-$format" wiring render "$snapshot" --format "$format" -o "@OUT@/render-$base.$format"
  done
  both "render-$base-stdout" wiring render "$snapshot" --format dot
  both "inspect-$base-text" wiring inspect "$snapshot"
  both "inspect-$base-json" wiring inspect "$snapshot" --format json
  both "inspect-$base-cycles" wiring inspect "$snapshot" --cycles
done
for pair in "before after" "nodes-501 nodes-501-after" "after before"; do
  set -- $pair
  for format in text markdown json; do
    both "diff-$1-$2-$format" wiring diff "$work/in/$1.json" "$work/in/$2.json" --format "$format"
  done
done
both "diff-svg" wiring diff "$work/in/nodes-501.json" "$work/in/nodes-501-after.json" --format svg -o "@OUT@/diff.svg"
for shape in tree layered mixed; do
  for objects in 1000 10000 100000; do
    both "capture-$shape-$objects" WiringBenchmarks capture --shape "$shape" --objects "$objects" --rounds 1 \
      --only capture --write "@OUT@/capture-$shape-$objects.json"
    # The timing line differs from run to run; the snapshot file is what must match.
    for side in old again new; do : >"$work/$side/capture-$shape-$objects.stdout"; done
  done
done

# Outputs that name the folder they were written to would differ by that name alone.
for side in old again new; do
  find "$work/$side" -type f -exec sed -i "s#$work/$side#OUT#g" {} +
done
varying=()
for file in $(cd "$work/old" && find . -type f | sort); do
  if ! cmp -s "$work/old/$file" "$work/again/$file"; then
    varying+=("$file")
    rm -f "$work/old/$file" "$work/new/$file"
  fi
done
if [ "${#varying[@]}" -gt 0 ]; then
  echo "not compared, already different between two runs of the old build: ${varying[*]}"
fi
# The order of a graph's clusters in a DOT file still follows where the builds' allocations put
# their names; the same lines in another order are the same graph, listed apart.
reordered=()
for file in $(cd "$work/old" && find . -type f | sort); do
  if ! cmp -s "$work/old/$file" "$work/new/$file" && grep -q "subgraph cluster" "$work/old/$file" \
    && cmp -s <(sort "$work/old/$file") <(sort "$work/new/$file"); then
    reordered+=("$file")
    rm -f "$work/old/$file" "$work/new/$file"
  fi
done
if [ "${#reordered[@]}" -gt 0 ]; then
  echo "same DOT lines, clusters in another order: ${reordered[*]}"
fi
compared="$(find "$work/old" -type f | wc -l)"
if diff -r -q "$work/old" "$work/new"; then
  echo "identical: $compared outputs"
else
  echo "error: the builds' outputs differ (listed above)" >&2
  exit 1
fi
