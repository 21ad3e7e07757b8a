// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "Versioned", targets: [.target(name: "New", dependencies: ["Helper"]), .target(name: "Helper")])
