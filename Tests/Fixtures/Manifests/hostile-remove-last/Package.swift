// swift-tools-version: 5.9
import PackageDescription

var targets: [Target] = [
    .target(name: "Feature", dependencies: ["Domain"]),
    .target(name: "Domain"),
    .target(name: "Leftover"),
]
targets.removeLast()
targets[0].dependencies.append("Domain2")
targets.append(.target(name: "Domain2"))

let package = Package(name: "App", targets: targets)
