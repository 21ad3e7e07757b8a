// swift-tools-version: 5.9
import PackageDescription

var dependencies: [Target.Dependency] = []
#if swift(>=6.0)
dependencies.append("Persistence")
#else
dependencies.append("Domain")
#endif
#if compiler(>=6.0)
dependencies.append("Analytics")
#endif

let package = Package(
    name: "App",
    targets: [
        .target(name: "Feature", dependencies: dependencies),
        .target(name: "Domain"), .target(name: "Persistence"), .target(name: "Analytics"),
    ]
)
