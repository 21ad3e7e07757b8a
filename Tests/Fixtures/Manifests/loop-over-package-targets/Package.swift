// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "Server",
    dependencies: [.package(url: "https://github.com/apple/swift-log.git", from: "1.5.0")],
    targets: [
        .target(name: "Core"),
        .target(name: "HTTP", dependencies: ["Core"]),
        .executableTarget(name: "Run", dependencies: ["HTTP"]),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
    ]
)

for target in package.targets where target.type != .test {
    target.dependencies.append(.product(name: "Logging", package: "swift-log"))
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("StrictConcurrency"))
    target.swiftSettings = settings
}
