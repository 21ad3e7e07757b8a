#!/usr/bin/env bash
# Proves that Wiring's dependency ranges let an app keep its own swift-syntax pin: for each version
# given (default: 600.0.1 602.0.0 603.0.1) a package that pins swift-syntax `exact:` that version and
# depends on this checkout by path
#   1. resolves, and its library (Boundaries) and test (WiringTesting) build and pass;
#   2. builds a tool that links the scanner (WiringScan) against that swift-syntax and scans a file.
# Slow (swift-syntax is built once per version), so not part of `make test`: run it after changing
# Package.swift's dependencies or the scanner's use of swift-syntax.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
jobs="${JOBS:-2}"
versions=("$@")
[ ${#versions[@]} -gt 0 ] || versions=(600.0.1 602.0.0 603.0.1)
work="${WORK:-$(mktemp -d)}"

step() { printf '\n==> %s\n' "$*"; }

for version in "${versions[@]}"; do
  app="$work/PinnedApp-$version"
  mkdir -p "$app/Sources/PinnedApp" "$app/Sources/ScanProbe" "$app/Tests/PinnedAppTests"
  cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PinnedApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "$version"),
        .package(name: "Wiring", path: "$repo"),
    ],
    targets: [
        .target(name: "PinnedApp", dependencies: [.product(name: "Boundaries", package: "Wiring")]),
        .testTarget(
            name: "PinnedAppTests",
            dependencies: ["PinnedApp", .product(name: "WiringTesting", package: "Wiring")]),
        .executableTarget(
            name: "ScanProbe",
            dependencies: [
                .product(name: "WiringScan", package: "Wiring"),
            ]),
    ]
)
MANIFEST
  cat > "$app/Sources/PinnedApp/Shop.swift" <<'SWIFT'
import Boundaries

public final class Catalog { public init() {} }

public final class ModelBoundary: Boundary {
    public var catalog: InputPort<Catalog> { makeInputPort(implementation: Catalog()) }
    public required init(internal: Internal) { super.init(internal: `internal`) }
}

public final class ShopBoundary: RootBoundary {
    public typealias Subboundaries = BoundaryList.Add<ModelBoundary>
    public lazy var model: ModelBoundary.Resolved = resolver(for: ModelBoundary.self).resolved()
    public var catalog: InputPort<Catalog> { makeInputPort(implementation: model.catalog) }
}
SWIFT
  cat > "$app/Tests/PinnedAppTests/ShopTests.swift" <<'SWIFT'
import PinnedApp
import Testing
import WiringTesting

@Test func theShopCapturesBothBoundaries() throws {
    let shop = ShopBoundary.Resolved()
    _ = shop.catalog
    let snapshot = GraphSnapshot.capture(shop)
    let types = Set(snapshot.nodes.map(\.type))
    #expect(types.contains { $0.hasSuffix("ShopBoundary") })
    #expect(types.contains { $0.hasSuffix("ModelBoundary") })
}
SWIFT
  cat > "$app/Sources/ScanProbe/main.swift" <<'SWIFT'
import WiringScan

// Scans the app's own sources with the scanner built against the pinned swift-syntax.
let result = try SourceScanner().scan(Array(CommandLine.arguments.dropFirst()))
let boundaries = result.snapshot.nodes.filter { $0.type.hasSuffix("Boundary") }.count
print("scanned: \(boundaries) boundaries")
guard boundaries == 2 else { fatalError("expected 2 boundaries, found \(boundaries)") }
SWIFT
  step "swift-syntax exact $version: resolve"
  "$swift" package --package-path "$app" resolve
  grep -A6 '"identity" : "swift-syntax"' "$app/Package.resolved" | grep '"version"'
  step "swift-syntax exact $version: Boundaries and WiringTesting build and pass"
  "$swift" build --package-path "$app" -j "$jobs" --build-tests
  "$swift" test --package-path "$app" -j "$jobs" --skip-build
  step "swift-syntax exact $version: the scanner built against it scans"
  "$swift" run --package-path "$app" --skip-build ScanProbe "$app/Sources/PinnedApp"
done
echo "dependency ranges: ${versions[*]} resolved, built and passed"
