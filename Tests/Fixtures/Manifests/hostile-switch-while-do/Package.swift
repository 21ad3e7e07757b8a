// swift-tools-version: 5.9
import PackageDescription

enum Flavor { static let current = "full" }

var dependencies: [Target.Dependency] = ["Domain"]
switch Flavor.current {
case "lite":
    break
case "full":
    dependencies.append("Persistence")
    fallthrough
default:
    dependencies.append("Analytics")
}
var round = 0
while round < 1 {
    round += 1
    dependencies.append("Sync")
}
do {
    dependencies.removeFirst()
}

let package = Package(
    name: "App",
    targets: [
        .target(name: "Feature", dependencies: dependencies),
        .target(name: "Domain"), .target(name: "Persistence"), .target(name: "Analytics"), .target(name: "Sync"),
    ]
)
