// swift-tools-version: 5.9
import PackageDescription

let graph: [String: [Target.Dependency]] = [
    "Renderer": ["Geometry"],
    "Geometry": [],
]

var targets: [Target] = []
for (name, dependencies) in graph {
    targets.append(.target(name: name, dependencies: dependencies))
}

let package = Package(name: "Graphics", targets: targets)
