// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "Versioned", targets: [.target(name: "Old")])
