// swift-tools-version: 5.9
import PackageDescription

var extras: [Target.Dependency] = ["Domain"]
extras = extras + ["Persistence"]

let package = Package(
    name: "App",
    targets: [
        .target(name: "Feature", dependencies: extras),
        .target(name: "Domain"),
        .target(name: "Persistence"),
    ]
)
