#!/usr/bin/env bash
# The threaded tests under Thread Sanitizer (`make tsan`).
#
# They use neither the scanner nor the Graphviz renderer, so they are built from a copy of the package
# narrowed to the test targets that hold them (TSAN_TARGETS) and the targets those depend on: swift-syntax,
# the scanner and the renderer are not built a second time. The copy is .build-tsan/package, its build
# .build-tsan/build; Package.swift itself stays as every other build, and Wiring's own scan, read it.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
jobs="${JOBS:-2}"
targets="${TSAN_TARGETS:?name the test targets in TSAN_TARGETS (see the Makefile)}"
filter="${TSAN_FILTER:?name the tests in TSAN_FILTER (see the Makefile)}"
copy="$repo/.build-tsan/package"

# The sources copied with their times kept, so a second run rebuilds only what changed.
rm -rf "$copy"
mkdir -p "$copy"
for entry in Sources Tests Examples Benchmarks Plugins; do
  cp -Rp "$repo/$entry" "$copy/$entry"
done
[ -f "$repo/Package.resolved" ] && cp -p "$repo/Package.resolved" "$copy/Package.resolved"

names=""
for name in $targets; do names="$names\"$name\", "; done
{
  cat "$repo/Package.swift"
  cat <<MANIFEST

// Narrowed by scripts/tsan.sh: the test targets below, the targets they depend on, and no product.
let wanted: [String] = [$names]
let byName = Dictionary(package.targets.map { (\$0.name, \$0) }, uniquingKeysWith: { first, _ in first })
var kept = Set<String>()
var next = wanted
while let name = next.popLast() {
    guard let target = byName[name] else { fatalError("TSAN_TARGETS names '\(name)', which is no target of Package.swift") }
    guard kept.insert(name).inserted else { continue }
    for dependency in target.dependencies {
        switch dependency {
        case .targetItem(let name, _), .byNameItem(let name, _): next.append(name)
        default: break
        }
    }
}
package.targets.removeAll { !kept.contains(\$0.name) }
package.products = []
MANIFEST
} > "$copy/Package.swift"

"$swift" build -j "$jobs" --build-tests --sanitize=thread --package-path "$copy" --scratch-path "$repo/.build-tsan/build"
"$swift" test -j "$jobs" --skip-build --sanitize=thread --package-path "$copy" --scratch-path "$repo/.build-tsan/build" \
  --filter "$filter"
