// swift-tools-version: 6.0
import PackageDescription

enum Dependencies {
    static let collections = Target.Dependency.product(name: "Collections", package: "swift-collections")
    static let algorithms = Target.Dependency.product(name: "Algorithms", package: "swift-algorithms")
    static var all: [Target.Dependency] { [collections, algorithms] }
}

let package = Package(
    name: "Tools",
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.0"),
    ],
    targets: [
        .target(name: "ToolsCore", dependencies: Dependencies.all),
        .executableTarget(name: "tool", dependencies: ["ToolsCore", Dependencies.collections]),
    ],
    swiftLanguageModes: [.v6]
)
