// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Wiring",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Boundaries", targets: ["Boundaries"]),
        .library(name: "SwincyBox", targets: ["SwincyBox"]),
        .library(name: "Wiring", targets: ["Wiring"]),
        .library(name: "WiringTesting", targets: ["WiringTesting"]),
        .executable(name: "wiring", targets: ["WiringCLI"]),
        // Optional: capture of Swinject containers, kept apart so Swinject builds only when used.
        .library(name: "WiringSwinject", targets: ["WiringSwinject"]),
        // Optional: the declared graph from source (swift-syntax), for tools and CI.
        .library(name: "WiringScan", targets: ["WiringScan"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: [
        // The frameworks: they know nothing of Wiring.
        .target(name: "Boundaries"),
        .target(name: "SwincyBox"),

        // The snapshot model every tool reads and writes.
        .target(name: "WiringModel"),
        // Reflection over live graphs into snapshots.
        .target(name: "WiringCapture", dependencies: ["WiringModel", "Boundaries", "SwincyBox"]),
        // Graphviz's C library, linked in-process.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // Label widths for vector output, as a Graphviz text-layout plugin (no font system needed).
        .target(name: "CTextMetrics", dependencies: ["CGraphviz"]),
        .target(name: "WiringRender", dependencies: ["WiringModel", "CGraphviz", "CTextMetrics"]),
        .target(name: "WiringDiff", dependencies: ["WiringModel", "WiringRender"]),
        .target(name: "WiringInspect", dependencies: ["WiringModel"]),
        // Capture of Swinject containers (optional product).
        .target(
            name: "WiringSwinject",
            dependencies: ["WiringModel", .product(name: "Swinject", package: "Swinject")]
        ),
        // The declared graph from source: boundaries and registrations read with swift-syntax.
        .target(
            name: "WiringScan",
            dependencies: [
                "WiringModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The module users import.
        .target(
            name: "Wiring",
            dependencies: ["WiringModel", "WiringCapture", "WiringRender", "WiringDiff", "WiringInspect"]
        ),
        // Assertions for an app's own test suite.
        .target(name: "WiringTesting", dependencies: ["Wiring"]),
        // The command-line tool: links no framework.
        .executableTarget(
            name: "WiringCLI",
            dependencies: [
                "WiringModel", "WiringRender", "WiringDiff", "WiringInspect", "WiringScan",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Examples.
        .executableTarget(name: "Payments", dependencies: ["Boundaries", "Wiring"], path: "Examples/Payments"),
        .executableTarget(name: "Showroom", dependencies: ["SwincyBox", "Wiring"], path: "Examples/Showroom"),
        .executableTarget(
            name: "CleanArchitecture", dependencies: ["Boundaries", "Wiring"], path: "Examples/CleanArchitecture"),
        .executableTarget(
            name: "SwinjectShowroom",
            dependencies: ["WiringSwinject", "Wiring", .product(name: "Swinject", package: "Swinject")],
            path: "Examples/SwinjectShowroom"
        ),

        // Tests.
        .target(name: "WiringTestSupport", dependencies: ["WiringModel"], path: "Tests/WiringTestSupport"),
        .testTarget(name: "BoundariesTests", dependencies: ["Boundaries"]),
        .testTarget(name: "SwincyBoxTests", dependencies: ["SwincyBox"]),
        .testTarget(name: "WiringModelTests", dependencies: ["WiringModel", "WiringTestSupport"]),
        .testTarget(
            name: "WiringCaptureTests",
            dependencies: ["WiringCapture", "Boundaries", "SwincyBox", "WiringTestSupport"]),
        .testTarget(
            name: "WiringRenderTests", dependencies: ["WiringRender", "CTextMetrics", "WiringTestSupport"],
            exclude: ["Golden"]),
        .testTarget(name: "WiringDiffTests", dependencies: ["WiringDiff", "WiringTestSupport"]),
        .testTarget(name: "WiringInspectTests", dependencies: ["WiringInspect", "WiringTestSupport"]),
        .testTarget(name: "WiringTestingTests", dependencies: ["WiringTesting", "Boundaries"]),
        .testTarget(name: "WiringCLITests", dependencies: ["WiringTestSupport"]),
        // Hostile input, escaping and random (fuzz) inputs across model, render, diff and inspect.
        .testTarget(
            name: "WiringReliabilityTests",
            dependencies: ["WiringModel", "WiringRender", "WiringDiff", "WiringInspect", "WiringTestSupport"],
            exclude: ["Regressions"]),
        .testTarget(name: "WiringScanTests", dependencies: ["WiringScan", "WiringTestSupport"]),
        .testTarget(
            name: "WiringSwinjectTests",
            dependencies: ["WiringSwinject", .product(name: "Swinject", package: "Swinject")]
        ),

        // Benchmarks (`make bench`): synthetic graphs and capture timings; not part of `make test`.
        .executableTarget(
            name: "WiringBenchmarks",
            dependencies: [
                "WiringModel", "WiringCapture", "WiringTestSupport", "WiringScan",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Benchmarks/WiringBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
