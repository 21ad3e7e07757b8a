// swift-tools-version: 6.0
import PackageDescription

let withDocs = Context.environment["WITH_DOCS"] != nil

let package = Package(
    name: "Docs",
    targets: withDocs ? [.target(name: "Core"), .target(name: "DocsPlugin")] : [.target(name: "Core")]
)
