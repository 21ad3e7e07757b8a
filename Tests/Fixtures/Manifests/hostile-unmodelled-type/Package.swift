// swift-tools-version: 5.9
import PackageDescription

struct Module {
    var name: String
    var dependencies: [String] = []
    var target: Target { .target(name: name, dependencies: dependencies.map { .byName(name: $0) }) }
}

let package = Package(
    name: "App",
    targets: [Module(name: "Feature", dependencies: ["Persistence"]).target, Module(name: "Persistence").target]
)
