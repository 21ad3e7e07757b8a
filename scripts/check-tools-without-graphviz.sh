#!/usr/bin/env bash
# Proves that everything but drawing works where Graphviz is not installed: with Graphviz's headers,
# pkg-config files and shared libraries hidden (scripts/without-graphviz.sh), `wiring` and
# `wiring-scan` build, and scan, check, diff (every report format) and inspect run; a drawing says
# what to install. Uses the build folder $SCRATCH (default .build, as `make test` leaves it).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
jobs="${JOBS:-2}"
scratch="${SCRATCH:-$repo/.build}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export HIDE_GRAPHVIZ_LIBRARIES=1
hidden() { "$repo/scripts/without-graphviz.sh" "$@"; }
step() { printf '\n==> %s\n' "$*"; }
fail() { echo "error: $*" >&2; exit 1; }

step "wiring, wiring-scan and the report writers' library build with Graphviz hidden"
hidden "$swift" build --package-path "$repo" --scratch-path "$scratch" -j "$jobs" --product wiring
hidden "$swift" build --package-path "$repo" --scratch-path "$scratch" -j "$jobs" --product wiring-scan
hidden "$swift" build --package-path "$repo" --scratch-path "$scratch" -j "$jobs" --target WiringReports
bin="$("$swift" build --package-path "$repo" --scratch-path "$scratch" --show-bin-path)"
wiring="$bin/wiring"

# Runs wiring with Graphviz hidden; the status is kept in $status, the output in $work/out, $work/err.
run() {
  set +e
  hidden "$wiring" "$@" >"$work/out" 2>"$work/err"
  status=$?
  set -e
}

step "scan: two versions of an app"
mkdir -p "$work/app"
cp -R "$repo/Examples/CleanArchitecture" "$work/app/"
cat > "$work/app/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "App", targets: [.target(name: "CleanArchitecture", path: "CleanArchitecture")])
MANIFEST
cd "$work/app"
run scan CleanArchitecture/Domain.swift -o before.json
[ "$status" = 0 ] || fail "scan exited $status: $(cat "$work/err")"
run scan CleanArchitecture -o after.json
[ "$status" = 0 ] && [ -s after.json ] || fail "scan exited $status: $(cat "$work/err")"
echo '{ "forbidden": [ { "from": "*", "to": "*", "reason": "every crossing is reviewed" } ] }' > wiring-rules.json

step "check, diff: every report format, the rules found from the working directory"
for format in text markdown json sarif github junit xcode; do
  run check after.json --format "$format"
  [ "$status" = 1 ] && [ -s "$work/out" ] || fail "check --format $format exited $status: $(cat "$work/err")"
  grep -q "found rules wiring-rules.json" "$work/err" || fail "check did not name the rules it found"
  run diff before.json after.json --format "$format"
  [ "$status" = 1 ] && [ -s "$work/out" ] || fail "diff --format $format exited $status: $(cat "$work/err")"
  echo "check and diff --format $format: $(wc -l < "$work/out") lines"
  if [ "$format" = xcode ]; then
    if grep -Evq '^[^:]+:[0-9]+:[0-9]+: (error|warning|note): ' "$work/out"; then fail "a diff --format xcode line is not a diagnostic"; fi
  fi
done

step "inspect"
run inspect after.json --cycles
[ "$status" = 0 ] || fail "inspect exited $status: $(cat "$work/err")"
echo "inspect: $(wc -l < "$work/out") lines"

step "a drawing says what to install"
if [ -x "$bin/wiring-render" ]; then
  run render after.json --format svg
  [ "$status" = 2 ] && grep -q "libgraphviz-dev" "$work/err" || fail "render without Graphviz: status $status, $(cat "$work/err")"
  run diff before.json after.json --format html
  [ "$status" = 2 ] && grep -q "libgraphviz-dev" "$work/err" || fail "diff --format html without Graphviz: status $status"
  sed -n '$p' "$work/err"
fi
cp "$wiring" "$work/lonely-wiring"
wiring="$work/lonely-wiring"
run render after.json --format svg
[ "$status" = 2 ] && grep -q "swift build --product wiring-render" "$work/err" || fail "render without wiring-render: status $status"
sed -n '$p' "$work/err"
echo "tools without Graphviz: scan, check, diff and inspect ran; drawing said what to install"
