// swift-tools-version: 6.0
import PackageDescription

extension Target.Dependency {
    static let composable: Self = .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
    static var models: Self { "Models" }
}

func feature(_ name: String, dependencies: [Target.Dependency] = [], tests: Bool = true) -> [Target] {
    var made: [Target] = [.target(name: "\(name)Feature", dependencies: [.composable, .models] + dependencies)]
    if tests {
        made.append(.testTarget(name: "\(name)FeatureTests", dependencies: [.target(name: "\(name)Feature")]))
    }
    return made
}

let package = Package(
    name: "Features",
    products: ["Home", "Settings"].map { .library(name: "\($0)Feature", targets: ["\($0)Feature"]) },
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.0.0"),
    ],
    targets: [.target(name: "Models")]
        + feature("Home")
        + feature("Settings", dependencies: ["HomeFeature"], tests: false)
)
