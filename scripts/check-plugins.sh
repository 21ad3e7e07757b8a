#!/usr/bin/env bash
# Proves the SwiftPM plugins from outside, on an app package that depends on this checkout by path,
# with Graphviz hidden the whole time (scripts/without-graphviz.sh):
#   1. `swift package plugin --list` shows the `wiring` and `wiring-write` commands;
#   2. `swift package wiring` on a forbidden crossing exits non-zero, naming the file and line;
#   3. the build-tool plugin: `swift build` prints `path:line:col: error:` and fails; the fixed code
#      builds clean; a second build with nothing changed does not check again; a change to the
#      rules does;
#   4. `swift package wiring-write check --update-baseline` writes the baseline, after which the
#      command passes.
# The app's first build compiles swift-syntax for the tools (a few minutes on 2 cores).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
jobs="${JOBS:-2}"
work="${WORK:-$(mktemp -d)}"
[ -n "${WORK:-}" ] || trap 'rm -rf "$work"' EXIT
export HIDE_GRAPHVIZ_LIBRARIES=1
hidden() { "$repo/scripts/without-graphviz.sh" "$@"; }
step() { printf '\n==> %s\n' "$*"; }
fail() { echo "error: $*" >&2; exit 1; }

app="$work/ShopApp"
# A WORK folder given again keeps the app's build folder, and so its built tools.
rm -rf "$app/Sources" "$app/wiring-baseline.txt" "$app/.git"
mkdir -p "$app/Sources/Shop"
cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ShopApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "Wiring", path: "$repo")],
    targets: [
        .target(
            name: "Shop",
            dependencies: [.product(name: "Boundaries", package: "Wiring")],
            plugins: [.plugin(name: "WiringBuildPlugin", package: "Wiring")]),
    ]
)
MANIFEST
# The app's code: with `crossing`, the view layer reads the store directly, a crossing the rules
# forbid, on line 15; with `fixed`, it does not.
write_shop() {
  local dependencies='    public typealias Dependencies = BoundaryList.Add<PersistenceBoundary>' store='dependencies.store'
  if [ "$1" = fixed ]; then dependencies='    // The view reads nothing from persistence.'; store='nil'; fi
  cat > "$app/Sources/Shop/Shop.swift" <<SWIFT
import Boundaries

public final class Store { public init() {} }
public final class Screen {
    public let store: Store?
    public init(store: Store?) { self.store = store }
}

public final class PersistenceBoundary: Boundary {
    public var store: InputPort<Store> { makeInputPort(implementation: Store()) }
    public required init(internal: Internal) { super.init(internal: \`internal\`) }
}

public final class ViewBoundary: Boundary {
$dependencies
    public var screen: InputPort<Screen> { makeInputPort(implementation: Screen(store: $store)) }
    public required init(internal: Internal) { super.init(internal: \`internal\`) }
}

public final class AppBoundary: RootBoundary {
    public typealias Subboundaries = BoundaryList.Add<PersistenceBoundary>.Add<ViewBoundary>
}
SWIFT
}
write_shop crossing
cat > "$app/wiring-rules.json" <<'JSON'
{ "forbidden": [ { "from": "*View*", "to": "*Persistence*", "reason": "views read data through the model" } ] }
JSON
cd "$app"
git init -q .

# Runs a command with Graphviz hidden; keeps its status in $status and its output in $work/log.
run() {
  set +e
  hidden "$@" >"$work/log" 2>&1
  status=$?
  set -e
}

step "swift package plugin --list shows the commands"
run "$swift" package plugin --list
grep -q "‘wiring’\|'wiring'\|wiring (plugin" "$work/log" || { cat "$work/log"; fail "no wiring command listed"; }
grep -q "wiring-write" "$work/log" || fail "no wiring-write command listed"
grep "wiring" "$work/log"

step "swift build fails on the forbidden crossing, at its line"
run "$swift" build -j "$jobs"
[ "$status" != 0 ] || { cat "$work/log"; fail "swift build passed with a forbidden crossing"; }
grep -E "Sources/Shop/Shop.swift:15:[0-9]+: error: .*forbidden" "$work/log" || { tail -30 "$work/log"; fail "no error at Shop.swift:15"; }

step "swift package wiring fails on it too, naming file and line"
run "$swift" package wiring
[ "$status" != 0 ] || { cat "$work/log"; fail "swift package wiring passed with a forbidden crossing"; }
grep -E "Shop.swift:15.*(error|forbidden)" "$work/log" || { cat "$work/log"; fail "no diagnostic at Shop.swift:15"; }
grep -q "found rules wiring-rules.json" "$work/log" || fail "the found rules file is not named"
run "$swift" package wiring check --update-baseline
[ "$status" != 0 ] && grep -q "wiring-write" "$work/log" || fail "swift package wiring wrote without permission"

step "the fixed code builds clean"
write_shop fixed
run "$swift" build -j "$jobs"
[ "$status" = 0 ] || { tail -30 "$work/log"; fail "the fixed code does not build"; }
grep "Checking the wiring of Shop" "$work/log" || fail "the check did not run after the fix"

step "a second build with nothing changed does not check again"
run "$swift" build -j "$jobs"
[ "$status" = 0 ] || fail "the second build failed"
if grep -q "Checking the wiring of" "$work/log"; then cat "$work/log"; fail "the check ran again with nothing changed"; fi
echo "(no check in the second build)"
# The command plugin builds the tools for itself, which changes the tool the build runs: it runs after.
run "$swift" package wiring
[ "$status" = 0 ] || { cat "$work/log"; fail "swift package wiring fails on the fixed code"; }

step "a change to the rules checks again"
echo '{ "forbidden": [ { "from": "*View*", "to": "*Persistence*", "reason": "views read data through the model", "severity": "warn" } ] }' > wiring-rules.json
run "$swift" build -j "$jobs"
[ "$status" = 0 ] && grep -q "Checking the wiring of Shop" "$work/log" || { cat "$work/log"; fail "a rules change did not check again"; }

step "wiring-write accepts a crossing into the baseline"
write_shop crossing
echo '{ "forbidden": [ { "from": "*View*", "to": "*Persistence*", "reason": "views read data through the model" } ] }' > wiring-rules.json
run "$swift" package --allow-writing-to-package-directory wiring-write check --update-baseline
[ -s wiring-baseline.txt ] || { cat "$work/log"; fail "no baseline written"; }
run "$swift" package wiring
[ "$status" = 0 ] || { cat "$work/log"; fail "the accepted crossing still fails"; }
grep -q "baseline wiring-baseline.txt" "$work/log" || fail "the found baseline is not named"
run "$swift" build -j "$jobs"
[ "$status" = 0 ] || { tail -30 "$work/log"; fail "the build fails on an accepted crossing"; }
echo "plugins: listed, failed at the line, built clean, did not rerun unchanged, accepted a baseline"
