// swift-tools-version: 5.9
import PackageDescription

#if os(Linux)
let platformTarget: Target = .target(name: "PlatformLinux")
#else
let platformTarget: Target = .target(name: "PlatformApple")
#endif

let package = Package(
    name: "Platform",
    targets: [
        platformTarget,
        .target(
            name: "Core",
            dependencies: [
                .target(name: platformTarget.name),
                .byName(name: "Crypto", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(name: "Crypto"),
    ]
)
