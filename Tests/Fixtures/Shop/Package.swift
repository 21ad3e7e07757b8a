// swift-tools-version: 5.9
// A package for the golden outputs of scan, check and inspect (Tests/WiringCLITests/GoldenOutputTests.swift):
// App declares Storage and never imports it (unused); Catalog imports Storage without declaring it (implicit).
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .executableTarget(name: "App", dependencies: ["Catalog", "Storage"]),
        .target(name: "Catalog"),
        .target(name: "Storage"),
    ]
)
