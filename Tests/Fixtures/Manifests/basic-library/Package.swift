// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ShopKit", targets: ["ShopKit"]),
        .executable(name: "shop", targets: ["ShopTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
        .package(url: "https://example.com/acme/Logging.git", "1.0.0"..<"2.0.0"),
        .package(path: "../Shared"),
    ],
    targets: [
        .target(
            name: "ShopKit",
            dependencies: [
                .product(name: "Logging", package: "Logging"),
                .product(name: "SharedModels", package: "Shared", condition: .when(platforms: [.iOS, .macOS])),
            ],
            exclude: ["README.md"],
            swiftSettings: [.define("SHOP_KIT"), .define("TRACING", .when(configuration: .debug))]
        ),
        .executableTarget(
            name: "ShopTool",
            dependencies: ["ShopKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tools/Shop"
        ),
        .testTarget(name: "ShopKitTests", dependencies: ["ShopKit"]),
    ]
)
