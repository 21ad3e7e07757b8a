// swift-tools-version: 5.9
import PackageDescription
import Foundation

var dependencies: [Package.Dependency] = []
if ProcessInfo.processInfo.environment["USE_LOCAL_DEPS"] != nil {
    dependencies.append(.package(path: "../swift-kit"))
} else {
    dependencies.append(.package(url: "https://example.com/acme/swift-kit.git", from: "2.0.0"))
}

let package = Package(
    name: "Client",
    dependencies: dependencies,
    targets: [.target(name: "Client", dependencies: [.product(name: "Kit", package: "swift-kit")])]
)
