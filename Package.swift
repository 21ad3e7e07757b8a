// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Wiring",
    // The floors are one OS generation (2022), which ships the Swift 5.7 runtime. Everything the pure
    // half needs from the OS is that old or older: the standard library's string searches
    // (`firstRange(of:)`, `replacing(_:with:)`: Swift 5.7), the public `Mirror` that capture reads
    // through (in every ABI-stable runtime, Swift 5.0), Foundation's sorted-key JSON without escaped slashes (2019),
    // NSLock, os_unfair_lock and pthread keys. Typed throws, `consuming` and the rest of Swift 6
    // are compile-time features that need no newer runtime. Linux needs no declaration. See
    // docs/capture.md ("Apple platforms").
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // What an app and its tests link: pure Swift, every platform, no Graphviz.
        .library(name: "Boundaries", targets: ["Boundaries"]),
        .library(name: "SwincyBox", targets: ["SwincyBox"]),
        .library(name: "Wiring", targets: ["Wiring"]),
        .library(name: "WiringTesting", targets: ["WiringTesting"]),
        // What tools link (macOS and Linux): the report writers (pure Swift), the Graphviz renderer,
        // and the command-line tool.
        .library(name: "WiringReports", targets: ["WiringReports"]),
        .library(name: "WiringRender", targets: ["WiringRender"]),
        .executable(name: "wiring", targets: ["WiringCLI"]),
        // `wiring render` and diff's drawings: the one tool that links Graphviz (see Sources/WiringRenderCLI).
        .executable(name: "wiring-render", targets: ["WiringRenderCLI"]),
        // `wiring scan`: a tool of its own so that `wiring` does not link swift-syntax (see Sources/WiringScanCLI).
        .executable(name: "wiring-scan", targets: ["WiringScanCLI"]),
        // Optional: capture of Swinject containers, kept apart so Swinject builds only when used.
        .library(name: "WiringSwinject", targets: ["WiringSwinject"]),
        // Optional: the declared graph from source (swift-syntax), for tools and CI.
        .library(name: "WiringScan", targets: ["WiringScan"]),
        // The plugins' tools under their targets' names. A command plugin's tools are built as the products
        // named like its tool targets; SwiftPM makes those products itself for a package used as a
        // dependency, but not in the package's own checkout, where `swift package wiring` would otherwise
        // stop at "no product named 'WiringScanCLI'".
        .executable(name: "WiringCLI", targets: ["WiringCLI"]),
        .executable(name: "WiringScanCLI", targets: ["WiringScanCLI"]),
        // `swift package wiring …` (reads only) and `swift package wiring-write …` (may write a baseline
        // or a report, so SwiftPM asks first); and the build-tool plugin an app adds to a target.
        .plugin(name: "WiringCommandPlugin", targets: ["WiringCommandPlugin"]),
        .plugin(name: "WiringWriteCommandPlugin", targets: ["WiringWriteCommandPlugin"]),
        .plugin(name: "WiringBuildPlugin", targets: ["WiringBuildPlugin"]),
    ],
    // Both add-ons' dependencies sit behind a trait, on by default. An app that uses neither the scanner
    // (WiringScan, wiring-scan, the plugins) nor WiringSwinject can depend on Wiring with `traits: []`:
    // swift-syntax and Swinject then take no part in its resolution at all.
    traits: [
        .trait(name: "Scan", description: "The scanner (WiringScan, WiringProjects, wiring-scan) and the plugins: needs swift-syntax and Yams."),
        .trait(name: "Swinject", description: "Capture of Swinject containers (WiringSwinject): needs Swinject."),
        .default(enabledTraits: ["Scan", "Swinject"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Ranges, so an app's own pins decide: any Swinject 2 from 2.10.0 (the version the add-on's capture
        // is checked against), and every swift-syntax the scanner builds with (600, 601, 602, 603).
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // XcodeGen specs are YAML (or JSON): read with Yams, 5.2 or later (the first to say which key a mapping repeats) or 6, whichever an app's pins choose.
        .package(url: "https://github.com/jpsim/Yams", "5.2.0"..<"7.0.0"),
        // `swift package generate-documentation`: the DocC catalogs of the four libraries apps link.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // ── The pure half: what apps and their tests link. Swift only, every platform. ──
        // The frameworks: they know nothing of Wiring.
        .target(name: "Boundaries"),
        .target(name: "SwincyBox"),

        // The platform's C library (Glibc, Musl or Darwin) and Foundation (FoundationEssentials where there
        // is one), chosen in one place, and the lock built on the system's own (os_unfair_lock or a pthread
        // mutex), so that no other module chooses between platforms.
        .target(name: "WiringPlatform"),
        // Text made safe to show: untrusted names with their control characters and direction overrides
        // as visible escapes (`TerminalText`), no line that starts a GitHub Actions workflow command, the
        // one Mermaid label escaper (`MermaidText`), and trimming as Foundation's `.whitespaces` trims.
        // Plain Swift strings, no Foundation; every module that prints or writes names uses it, and none
        // of it is re-exported by `Wiring`.
        .target(name: "WiringText"),
        // The snapshot model every tool reads and writes, and its encoding and decoding. The strict JSON
        // scanner stays here although the rules reader uses it too: the snapshot parser calls it for every
        // token, and `package` code is not inlined across modules. The file and standard-output helpers
        // are here too, because they throw `SnapshotError`.
        .target(name: "WiringModel", dependencies: ["WiringPlatform", "WiringText"]),
        // Reflection over live graphs into snapshots.
        .target(name: "WiringCapture", dependencies: ["WiringModel", "Boundaries", "SwincyBox"]),
        // Answering questions about a snapshot: trees, paths, cycles, lifetimes.
        .target(name: "WiringInspect", dependencies: ["WiringModel", "WiringPlatform", "WiringText"]),
        // Comparing two snapshots: added, removed and changed nodes, ports and edges, and the crossings
        // that are new or gone. Judges nothing.
        .target(name: "WiringDiff", dependencies: ["WiringModel"]),
        // Holding a snapshot or a diff to the rules: layers, forbidden and allowed pairs, cycle, lifetime,
        // module and unregistered rules, their severities, the baseline of accepted crossings, the failure
        // policy, and the judged reports (`CheckReport`, and `DiffReport`, a diff judged by the rules and
        // the baseline) with their text form. Draws nothing; the cycle and lifetime rules use the
        // inspector's searches.
        .target(name: "WiringCheck", dependencies: ["WiringModel", "WiringDiff", "WiringInspect", "WiringPlatform", "WiringText"]),
        // The module apps import: model, capture, inspect, diff and check.
        .target(
            name: "Wiring",
            dependencies: ["WiringModel", "WiringCapture", "WiringInspect", "WiringDiff", "WiringCheck"]
        ),
        // Assertions for an app's own test suite.
        .target(name: "WiringTesting", dependencies: ["Wiring", "WiringText"]),

        // ── The tools' half (macOS and Linux). ──
        // The report writers (Markdown, JSON, SARIF, GitHub annotations, JUnit) and the diff and
        // check requests the tools run: pure Swift, not re-exported by `Wiring`.
        .target(name: "WiringReports", dependencies: ["WiringModel", "WiringDiff", "WiringCheck", "WiringPlatform", "WiringText"]),
        // C below this line.
        // Graphviz's C library, linked in-process.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // Label widths for vector output, as a Graphviz text-layout plugin (no font system needed).
        .target(name: "CTextMetrics", dependencies: ["CGraphviz"]),
        // Drawing snapshots and diffs: DOT, SVG, PNG, PDF, Mermaid, HTML.
        .target(
            name: "WiringRender",
            dependencies: [
                "WiringModel", "WiringProjectModel", "WiringPlatform", "WiringText", "WiringInspect", "WiringCheck", "WiringReports",
                "CGraphviz", "CTextMetrics",
            ]
        ),
        // Capture of Swinject containers (optional product).
        .target(
            name: "WiringSwinject",
            dependencies: ["WiringModel", .product(name: "Swinject", package: "Swinject", condition: .when(traits: ["Swinject"]))]
        ),
        // How a repository is built: packages, Xcode projects and workspaces, Tuist projects, XcodeGen specs and
        // CocoaPods, their targets with the files each compiles, settings, products and dependencies. The model
        // depends on nothing; the readers fill it, reading every description and running none.
        .target(name: "WiringProjectModel"),
        .target(
            name: "WiringProjects",
            dependencies: [
                // WiringModel for `AtomicFile`, with which the manifest cache (`--evaluate-manifests`) writes its entries.
                "WiringProjectModel", "WiringPlatform", "WiringModel",
                .product(name: "Yams", package: "Yams", condition: .when(traits: ["Scan"])),
                // The manifest interpreter (Package.swift, Tuist's Project.swift) parses with swift-syntax and
                // folds operators by Swift's own precedence table.
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Scan"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Scan"])),
                .product(name: "SwiftOperators", package: "swift-syntax", condition: .when(traits: ["Scan"])),
            ]
        ),
        // The declared graph from source: boundaries and registrations read with swift-syntax (optional product).
        .target(
            name: "WiringScan",
            dependencies: [
                "WiringModel", "WiringPlatform", "WiringProjectModel", "WiringProjects", "WiringText",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Scan"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Scan"])),
            ]
        ),
        // The background thread of the command-line tools: progress reminders and interrupts.
        .target(name: "CBackgroundWatch"),
        // What the command-line tools share: output paths, progress, interrupts.
        .target(
            name: "WiringCommandSupport",
            dependencies: [
                "WiringModel", "WiringPlatform", "WiringText", "WiringCheck", "WiringReports", "CBackgroundWatch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The command-line tool: links no framework, no Graphviz and not swift-syntax (`wiring scan` runs
        // `wiring-scan`, `wiring render` and diff's drawings run `wiring-render`).
        .executableTarget(
            name: "WiringCLI",
            dependencies: [
                "WiringModel", "WiringPlatform", "WiringText", "WiringCheck", "WiringReports", "WiringInspect",
                "WiringCommandSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `wiring render` and `wiring diff --format svg|html`, as their own executable: links Graphviz.
        .executableTarget(
            name: "WiringRenderCLI",
            dependencies: [
                "WiringModel", "WiringPlatform", "WiringText", "WiringRender", "WiringCommandSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `wiring scan`, as its own executable.
        .executableTarget(
            name: "WiringScanCLI",
            dependencies: [
                "WiringModel", "WiringPlatform", "WiringText", "WiringScan", "WiringCheck", "WiringReports",
                "WiringCommandSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The plugins: they run the tools above (built from source for the machine that builds).
        .plugin(
            name: "WiringCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "wiring",
                    description: "Scan this package's targets and check them against wiring-rules.json (or run diff, inspect, render)")),
            dependencies: ["WiringCLI", "WiringScanCLI"]
        ),
        .plugin(
            name: "WiringWriteCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "wiring-write",
                    description: "Like 'wiring', and may write: --update-baseline, -o FILE"),
                permissions: [
                    .writeToPackageDirectory(reason: "Wiring writes the baseline (--update-baseline) or the report file (-o) you asked for.")
                ]),
            dependencies: ["WiringCLI", "WiringScanCLI"]
        ),
        .plugin(name: "WiringBuildPlugin", capability: .buildTool(), dependencies: ["WiringScanCLI"]),

        // Examples.
        .executableTarget(name: "Payments", dependencies: ["Boundaries", "Wiring"], path: "Examples/Payments"),
        .executableTarget(name: "Showroom", dependencies: ["SwincyBox", "Wiring"], path: "Examples/Showroom"),
        .executableTarget(
            name: "CleanArchitecture", dependencies: ["Boundaries", "Wiring"], path: "Examples/CleanArchitecture"),
        .executableTarget(
            name: "SwinjectShowroom",
            dependencies: ["WiringSwinject", "Wiring", .product(name: "Swinject", package: "Swinject", condition: .when(traits: ["Swinject"]))],
            path: "Examples/SwinjectShowroom"
        ),

        // Tests.
        .target(name: "WiringTestSupport", dependencies: ["WiringModel"], path: "Tests/WiringTestSupport"),
        .testTarget(name: "BoundariesTests", dependencies: ["Boundaries"]),
        .testTarget(name: "SwincyBoxTests", dependencies: ["SwincyBox"]),
        .testTarget(name: "WiringPlatformTests", dependencies: ["WiringPlatform"]),
        .testTarget(name: "WiringTextTests", dependencies: ["WiringText"]),
        .testTarget(name: "WiringModelTests", dependencies: ["WiringModel", "WiringTestSupport"]),
        .testTarget(
            name: "WiringCaptureTests",
            dependencies: ["WiringCapture", "WiringModel", "Boundaries", "SwincyBox", "WiringTestSupport"]),
        .testTarget(
            name: "WiringRenderTests",
            dependencies: [
                "WiringRender", "WiringModel", "WiringText", "WiringCheck", "WiringReports", "CTextMetrics", "WiringTestSupport",
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "WiringDiffTests", dependencies: ["WiringDiff", "WiringCheck", "WiringModel", "WiringReports", "WiringTestSupport"]),
        .testTarget(
            name: "WiringCheckTests",
            dependencies: ["WiringCheck", "WiringDiff", "WiringModel", "WiringInspect", "WiringReports", "WiringTestSupport"]),
        .testTarget(
            name: "WiringReportsTests", dependencies: ["WiringReports", "WiringCheck", "WiringDiff", "WiringModel", "WiringTestSupport"]),
        .testTarget(name: "WiringInspectTests", dependencies: ["WiringInspect", "WiringModel", "WiringTestSupport"]),
        .testTarget(name: "WiringTestingTests", dependencies: ["WiringTesting"]),
        .testTarget(
            name: "WiringCLITests", dependencies: ["WiringCommandSupport", "WiringModel", "WiringPlatform", "WiringTestSupport"],
            exclude: ["Golden"]),
        // Hostile input, escaping and random (fuzz) inputs across model, render, diff and inspect.
        .testTarget(
            name: "WiringReliabilityTests",
            dependencies: ["WiringModel", "WiringRender", "WiringCheck", "WiringReports", "WiringInspect", "WiringTestSupport"],
            exclude: ["Regressions"]),
        .testTarget(name: "WiringProjectsTests", dependencies: ["WiringProjects", "WiringProjectModel"]),
        .testTarget(
            name: "WiringScanTests",
            dependencies: [
                "WiringScan", "WiringProjects", "WiringProjectModel", "WiringInspect", "WiringModel", "WiringPlatform",
                "WiringTestSupport", .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "WiringSwinjectTests",
            dependencies: [
                "WiringSwinject", "WiringModel",
                .product(name: "Swinject", package: "Swinject", condition: .when(traits: ["Swinject"])),
            ]
        ),

        // Benchmarks (`make bench`): synthetic graphs and capture timings; not part of `make test`.
        .executableTarget(
            name: "WiringBenchmarks",
            dependencies: [
                "WiringModel", "WiringCapture", "SwincyBox", "WiringTestSupport", "WiringScan",
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Scan"])),
            ],
            path: "Benchmarks/WiringBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
