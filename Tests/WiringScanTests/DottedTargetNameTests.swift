import Testing
import WiringInspect
import WiringModel
@testable import WiringScan

/// SwiftPM compiles a target whose name is no identifier (`My.Module`, in `Sources/My.Module/`)
/// into the module of its c99name (`My_Module`): that is the name an import uses, and the module
/// node's type, with the target's name beside it.
@Suite("Module graph: a package target whose name holds a dot")
struct DottedTargetNameTests {
    @Test("the node is the module an import names, with the target's name; a product listing the target is what the import uses")
    func dottedTarget() throws {
        let fixture = try ScanFixture([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Shop", dependencies: [.package(path: "Packages/Kit")], targets: [
                    .executableTarget(name: "Shop", dependencies: [.product(name: "KitLib", package: "Kit")]),
                ])
                """,
            "Sources/Shop/main.swift": "import My_Module\nlet client = Client()\n",
            "Packages/Kit/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Kit", products: [.library(name: "KitLib", targets: ["My.Module"])], targets: [
                    .target(name: "My.Module"),
                ])
                """,
            "Packages/Kit/Sources/My.Module/Client.swift": "public struct Client { public init() {} }\n",
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["."]).snapshot
        let nodes = Dictionary(snapshot.nodes.map { ($0.id, $0) }) { first, _ in first }
        let module = try #require(nodes["module:My.Module"])
        #expect(module.type == "My_Module")
        #expect(module.attributes["target"] == "My.Module")
        #expect(module.attributes["path"] == "Packages/Kit/Sources/My.Module")
        #expect(nodes["module:Shop"]?.attributes["target"] == nil)
        let edges = Set(snapshot.edgeSummary)
        #expect(edges.isSuperset(of: ["module:Shop -depends-> product:kit/KitLib", "module:Shop -imports-> module:My.Module"]), "\(edges.sorted())")
        // The product holds the target the import names: the dependency is used, and the import is declared.
        let findings = SnapshotInspector(snapshot).moduleFindings().map { "\($0.kind) \($0.chain.map(\.id).joined(separator: " "))" }
        #expect(findings.isEmpty, "\(findings)")
    }
}
