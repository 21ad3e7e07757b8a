#!/usr/bin/env bash
# Proves the SwiftPM plugins from outside, on app packages, with Graphviz hidden the whole time
# (scripts/without-graphviz.sh), in two variants:
#   source    the plugins of this checkout, which build the tools from source (swift-syntax);
#   prebuilt  the WiringPlugins package `make release` writes into DIST (default dist), which runs
#             the release bundle's tools; the app depends on this checkout with `traits: []` for
#             Boundaries only, so nothing of swift-syntax is even fetched.
# For each variant, timed on fresh app packages: the first `swift build` (the build-tool plugin
# reports the forbidden crossing) and the first `swift package wiring check`. Then, on one app:
#   1. `swift package plugin --list` shows the `wiring` and `wiring-write` commands;
#   2. `swift package wiring` on a forbidden crossing exits non-zero, naming the file and line;
#   3. the build-tool plugin: `swift build` prints `path:line:col: error:` and fails; the fixed code
#      builds clean; a second build with nothing changed does not check again; a change to the
#      rules does;
#   4. `swift package wiring-write check --update-baseline` writes the baseline, after which the
#      command passes.
# Both variants must report the same diagnostic, and the prebuilt app must compile no swift-syntax.
# VARIANTS="source prebuilt" (the default) chooses; the source apps compile swift-syntax (minutes).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
jobs="${JOBS:-2}"
dist="${DIST:-$repo/dist}"
case "$dist" in /*) ;; *) dist="$repo/$dist" ;; esac
variants="${VARIANTS:-source prebuilt}"
work="${WORK:-$(mktemp -d)}"
[ -n "${WORK:-}" ] || trap 'rm -rf "$work"' EXIT
export HIDE_GRAPHVIZ_LIBRARIES=1
hidden() { "$repo/scripts/without-graphviz.sh" "$@"; }
step() { printf '\n==> %s\n' "$*"; }
fail() { echo "error: $*" >&2; exit 1; }
case " $variants " in
  *" prebuilt "*) [ -f "$dist/WiringPlugins/Package.swift" ] || fail "no $dist/WiringPlugins: run 'make release' first (or VARIANTS=source)" ;;
esac

# Writes an app package in $1 for variant $2: its manifest, the rules, and the code with the
# forbidden crossing.
make_app() {
  local app="$1" variant="$2" dependencies plugin
  rm -rf "$app/Sources" "$app/wiring-baseline.txt" "$app/.git"
  mkdir -p "$app/Sources/Shop"
  if [ "$variant" = source ]; then
    dependencies=".package(name: \"Wiring\", path: \"$repo\")"
    plugin='.plugin(name: "WiringBuildPlugin", package: "Wiring")'
  else
    dependencies=".package(name: \"Wiring\", path: \"$repo\", traits: []), .package(path: \"$dist/WiringPlugins\")"
    plugin='.plugin(name: "WiringBuildPlugin", package: "WiringPlugins")'
  fi
  cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ShopApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [$dependencies],
    targets: [
        .target(
            name: "Shop",
            dependencies: [.product(name: "Boundaries", package: "Wiring")],
            plugins: [$plugin]),
    ]
)
MANIFEST
  write_shop "$app" crossing
  write_rules "$app" error
  git -C "$app" init -q .
}
# The app's code: with `crossing`, the view layer reads the store directly, a crossing the rules
# forbid, on line 15; with `fixed`, it does not.
write_shop() {
  local dependencies='    public typealias Dependencies = BoundaryList.Add<PersistenceBoundary>' store='dependencies.store'
  if [ "$2" = fixed ]; then dependencies='    // The view reads nothing from persistence.'; store='nil'; fi
  cat > "$1/Sources/Shop/Shop.swift" <<SWIFT
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
write_rules() {
  printf '{ "forbidden": [ { "from": "*View*", "to": "*Persistence*", "reason": "views read data through the model", "severity": "%s" } ] }\n' "$2" \
    > "$1/wiring-rules.json"
}

# Runs a command with Graphviz hidden; keeps its status in $status, its output in $work/log and
# its wall-clock time in $seconds.
run() {
  local start
  start="$(date +%s.%N)"
  set +e
  hidden "$@" >"$work/log" 2>&1
  status=$?
  set -e
  seconds="$(awk -v start="$start" -v end="$(date +%s.%N)" 'BEGIN { printf "%.1f", end - start }')"
}
# The forbidden crossing's diagnostic at Shop.swift:15 in $work/log: its message, without the place
# (`swift build` prints `path:15:1: error: Crossing …`, `swift package` `error: Sources/…:15: Crossing …`).
diagnostic() { grep -E "Shop.swift:15[:0-9]* .*forbidden" "$work/log" | head -n 1 | grep -oE "Crossing .*" | sed 's/ *$//'; }

# `swift package wiring …`: with the prebuilt plugins beside Wiring's own, SwiftPM has two `wiring`
# commands, so the package is named.
command_plugin() {
  if [ "$1" = source ]; then echo ""; else echo "--package wiringplugins"; fi
}

results="$work/plugins-results.txt"
: > "$results"
for variant in $variants; do
  pick="$(command_plugin "$variant")"

  step "[$variant] a fresh app: the first swift package wiring check"
  make_app "$work/$variant-check" "$variant"
  cd "$work/$variant-check"
  # shellcheck disable=SC2086 # $pick is empty or two words
  run "$swift" package $pick wiring check
  [ "$status" != 0 ] || { cat "$work/log"; fail "[$variant] swift package wiring check passed with a forbidden crossing"; }
  check_diagnostic="$(diagnostic)"
  [ -n "$check_diagnostic" ] || { tail -30 "$work/log"; fail "[$variant] no diagnostic at Shop.swift:15"; }
  printf '%s first-check %s s\n' "$variant" "$seconds" >> "$results"
  echo "[$variant] first check: ${seconds} s: $check_diagnostic"

  step "[$variant] a fresh app: the first swift build, with the build-tool plugin"
  app="$work/$variant-build"
  make_app "$app" "$variant"
  cd "$app"
  run "$swift" build -j "$jobs"
  [ "$status" != 0 ] || { cat "$work/log"; fail "[$variant] swift build passed with a forbidden crossing"; }
  build_diagnostic="$(diagnostic)"
  [ -n "$build_diagnostic" ] || { tail -30 "$work/log"; fail "[$variant] no error at Shop.swift:15"; }
  printf '%s first-build %s s\n' "$variant" "$seconds" >> "$results"
  printf '%s diagnostic %s\n' "$variant" "$build_diagnostic" >> "$results"
  echo "[$variant] first build: ${seconds} s: $build_diagnostic"
  if [ "$variant" = prebuilt ]; then
    if find "$app/.build" "$work/$variant-check/.build" -name 'SwiftSyntax*' -print -quit | grep -q .; then
      fail "[prebuilt] the app compiled or fetched swift-syntax"
    fi
    echo "[prebuilt] nothing of swift-syntax in either app's build folder"
  fi

  step "[$variant] swift package plugin --list shows the commands"
  run "$swift" package plugin --list
  grep -q "‘wiring’\|'wiring'\|wiring (plugin" "$work/log" || { cat "$work/log"; fail "no wiring command listed"; }
  grep -q "wiring-write" "$work/log" || fail "no wiring-write command listed"
  grep "wiring" "$work/log"

  step "[$variant] swift package wiring fails on the crossing too, naming file and line"
  # shellcheck disable=SC2086
  run "$swift" package $pick wiring
  [ "$status" != 0 ] || { cat "$work/log"; fail "swift package wiring passed with a forbidden crossing"; }
  grep -E "Shop.swift:15.*(error|forbidden)" "$work/log" || { cat "$work/log"; fail "no diagnostic at Shop.swift:15"; }
  grep -q "found rules wiring-rules.json" "$work/log" || fail "the found rules file is not named"
  # shellcheck disable=SC2086
  run "$swift" package $pick wiring check --update-baseline
  if [ "$status" = 0 ] || ! grep -q "wiring-write" "$work/log"; then fail "swift package wiring wrote without permission"; fi

  step "[$variant] the fixed code builds clean"
  write_shop "$app" fixed
  run "$swift" build -j "$jobs"
  [ "$status" = 0 ] || { tail -30 "$work/log"; fail "the fixed code does not build"; }
  grep "Checking the wiring of Shop" "$work/log" || fail "the check did not run after the fix"

  step "[$variant] a second build with nothing changed does not check again"
  run "$swift" build -j "$jobs"
  [ "$status" = 0 ] || fail "the second build failed"
  if grep -q "Checking the wiring of" "$work/log"; then cat "$work/log"; fail "the check ran again with nothing changed"; fi
  echo "(no check in the second build)"
  # The command plugin builds the tools for itself, which changes the tool the build runs: it runs after.
  # shellcheck disable=SC2086
  run "$swift" package $pick wiring
  [ "$status" = 0 ] || { cat "$work/log"; fail "swift package wiring fails on the fixed code"; }

  step "[$variant] a change to the rules checks again"
  write_rules "$app" warn
  run "$swift" build -j "$jobs"
  if [ "$status" != 0 ] || ! grep -q "Checking the wiring of Shop" "$work/log"; then cat "$work/log"; fail "a rules change did not check again"; fi

  step "[$variant] wiring-write accepts a crossing into the baseline"
  write_shop "$app" crossing
  write_rules "$app" error
  # shellcheck disable=SC2086
  run "$swift" package $pick --allow-writing-to-package-directory wiring-write check --update-baseline
  [ -s wiring-baseline.txt ] || { cat "$work/log"; fail "no baseline written"; }
  # shellcheck disable=SC2086
  run "$swift" package $pick wiring
  [ "$status" = 0 ] || { cat "$work/log"; fail "the accepted crossing still fails"; }
  grep -q "baseline wiring-baseline.txt" "$work/log" || fail "the found baseline is not named"
  run "$swift" build -j "$jobs"
  [ "$status" = 0 ] || { tail -30 "$work/log"; fail "the build fails on an accepted crossing"; }
  echo "[$variant] plugins: listed, failed at the line, built clean, did not rerun unchanged, accepted a baseline"
done

step "the figures"
cat "$results"
if [ "$(grep -c ' diagnostic ' "$results")" -gt 1 ]; then
  [ "$(grep ' diagnostic ' "$results" | cut -d' ' -f3- | sort -u | wc -l)" = 1 ] || fail "the variants report different diagnostics"
  echo "both variants report the same diagnostic"
fi
