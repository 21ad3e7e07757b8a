// swift-tools-version: 5.9
import PackageDescription

let modules: [(name: String, dependencies: [String])] = [
    ("Networking", []),
    ("Storage", []),
    ("Catalog", ["Networking", "Storage"]),
    ("Checkout", ["Catalog", "Networking"]),
]

let package = Package(
    name: "Store",
    products: modules.map { .library(name: $0.name, targets: [$0.name]) },
    targets: modules.flatMap { module -> [Target] in
        [
            .target(name: module.name, dependencies: module.dependencies.map { .target(name: $0) }),
            .testTarget(name: module.name + "Tests", dependencies: [.target(name: module.name)]),
        ]
    }
)
