// swift-tools-version: 5.9
import PackageDescription

func link(_ list: inout [Target.Dependency], _ name: String) {
    list.append(.target(name: name))
}

var featureDependencies: [Target.Dependency] = ["Domain"]
link(&featureDependencies, "Persistence")

let package = Package(
    name: "App",
    targets: [
        .target(name: "Feature", dependencies: featureDependencies),
        .target(name: "Domain"),
        .target(name: "Persistence"),
    ]
)
