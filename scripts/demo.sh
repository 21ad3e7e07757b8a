#!/usr/bin/env bash
# The main job: build, run the three examples, capture their wiring, draw it, and
# diff two versions of the showroom (the second adds a crossing). Writes to the
# folder given as the first argument (default: wiring-demo).
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-wiring-demo}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
jobs="${JOBS:-2}"

step() { printf '\n==> %s\n' "$*"; }

step "Building (swift build -c release)"
swift build -c release -j "$jobs" --product wiring
swift build -c release -j "$jobs" --product wiring-render
swift build -c release -j "$jobs" --product Payments
swift build -c release -j "$jobs" --product Showroom
swift build -c release -j "$jobs" --product CleanArchitecture
bin="$(swift build -c release --show-bin-path)"
wiring="$bin/wiring"

step "Running the examples and capturing their wiring"
"$bin/Payments" "$out/payments.wiring.json"
"$bin/CleanArchitecture" "$out/posts.wiring.json"
"$bin/Showroom" "$out/showroom.wiring.json" >/dev/null
"$bin/Showroom" --next "$out/showroom-next.wiring.json" >/dev/null
echo "showroom snapshots: showroom.wiring.json, showroom-next.wiring.json"

step "Drawing diagrams"
for name in payments posts showroom; do
  for format in svg dot html mermaid; do
    ext="$format"; [ "$format" = mermaid ] && ext="mmd"
    "$wiring" render "$out/$name.wiring.json" --format "$format" -o "$out/$name.$ext"
  done
  if "$wiring" render "$out/$name.wiring.json" --format png -o "$out/$name.png" 2>/dev/null; then :; else
    echo "(no PNG for $name: Graphviz's PNG plugin is not installed)"
  fi
done
ls "$out"

step "Inspecting the payments app"
"$wiring" inspect "$out/payments.wiring.json" | tee "$out/payments-inspect.txt"

step "Diffing two versions of the showroom (the second adds a crossing)"
# Without rules: this repository's own wiring-rules.json is about its modules, not the showroom's.
set +e
"$wiring" diff "$out/showroom.wiring.json" "$out/showroom-next.wiring.json" --no-config-search
status=$?
"$wiring" diff "$out/showroom.wiring.json" "$out/showroom-next.wiring.json" --no-config-search --format markdown -o "$out/showroom-diff.md"
"$wiring" diff "$out/showroom.wiring.json" "$out/showroom-next.wiring.json" --no-config-search --format html -o "$out/showroom-diff.html"
set -e
echo "wiring diff exit status: $status (1 = new crossing, as expected)"
if [ "$status" -ne 1 ]; then
  echo "error: expected the diff to flag the new crossing" >&2
  exit 1
fi

step "Done. Everything is in $out"
echo "  diagrams:     $out/payments.svg, $out/posts.svg, $out/showroom.svg (and .dot, .html, .mmd)"
echo "  interactive:  $out/payments.html"
echo "  diff report:  $out/showroom-diff.md, $out/showroom-diff.html"
