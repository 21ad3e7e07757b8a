// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Kit",
    products: [.library(name: "Kit", targets: ["Kit"])],
    targets: {
        var targets: [Target] = [.target(name: "Kit", dependencies: ["KitCore"])]
        targets.append(.target(name: "KitCore"))
        #if os(Linux)
        targets.append(.target(name: "KitLinux", dependencies: ["KitCore"]))
        #endif
        targets.append(.testTarget(name: "KitTests", dependencies: ["Kit"]))
        return targets
    }()
)
