// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [.target(name: "Feature", dependencies: ["Domain"]), .target(name: "Domain")]
)

// SwiftPM reads the last Package made.
let replacement = Package(
    name: "App",
    targets: [
        .target(name: "Feature", dependencies: ["Domain", "Persistence"]),
        .target(name: "Domain"),
        .target(name: "Persistence"),
    ]
)
