import Foundation
import Testing
import WiringModel
@testable import WiringRender

/// A group of one leaf says as much as the leaf, and is folded away, unless the leaf's name is also
/// another leaf's: then the group round it is what tells the two apart.
@Suite("Groups of one leaf")
struct OneLeafGroupTests {
    /// A package and an Xcode project describing one folder, both named `Harbor`: the package's library
    /// `Harbor`, the project's app `Harbor` with three extensions; a package `Tools` of one module whose
    /// name no other node has; and a remote package of eight products the extensions use: more
    /// modules than a drawing shows without grouping them.
    private static let snapshot: GraphSnapshot = {
        let extensions = ["Share", "Widgets", "Intents"]
        let products = ["Anchor", "Buoy", "Compass", "Dock", "Helm", "Keel", "Mast", "Sail"]
        var nodes = [
            Node(id: "package:Harbor", kind: .package, type: "Harbor", attributes: ["path": "."]),
            Node(id: "module:package:Harbor/Harbor", kind: .module, type: "Harbor", parent: "package:Harbor", attributes: ["targetType": "library"]),
            Node(id: "project:Harbor", kind: .package, type: "Harbor", attributes: ["build": "Xcode", "project": "Harbor.xcodeproj"]),
            Node(id: "module:project:Harbor/Harbor", kind: .module, type: "Harbor", parent: "project:Harbor", attributes: ["targetType": "app"]),
            Node(id: "package:Tools", kind: .package, type: "Tools", attributes: ["path": "Tools"]),
            Node(id: "module:Tools", kind: .module, type: "Tools", parent: "package:Tools"),
            Node(id: "package:rigging", kind: .package, type: "rigging", attributes: ["url": "https://example.com/rigging.git"]),
        ]
        var edges = [Edge(from: "module:package:Harbor/Harbor", to: "module:Tools", kind: .imports)]
        for name in extensions {
            nodes.append(Node(id: "module:" + name, kind: .module, type: name, parent: "project:Harbor", attributes: ["targetType": "app-extension"]))
            edges.append(Edge(from: "module:project:Harbor/Harbor", to: "module:" + name, kind: .depends, label: "embeds"))
        }
        for (number, name) in products.enumerated() {
            nodes.append(Node(id: "product:rigging/" + name, kind: .module, type: name, parent: "package:rigging", attributes: ["product": "true"]))
            edges.append(Edge(from: "module:" + extensions[number % extensions.count], to: "product:rigging/" + name, kind: .depends))
            edges.append(Edge(from: "module:package:Harbor/Harbor", to: "product:rigging/" + name, kind: .imports))
        }
        return GraphSnapshot(nodes: nodes, edges: edges)
    }()

    @Test("a package of one module named as another module keeps its frame; one of a name of its own folds")
    func keptWhenTheNameIsShared() {
        let tree = GroupTree(Self.snapshot)
        let library = tree[tree.groupOf["module:package:Harbor/Harbor"]!]
        #expect(library.id == "package:Harbor" && library.kind == .package)
        #expect(tree[tree.groupOf["module:project:Harbor/Harbor"]!].id == "project:Harbor")
        // `Tools` alone says as much as a package `Tools` round it.
        #expect(tree.groupOf["module:Tools"] == 0)
        #expect(!tree.groups.contains { $0.id == "package:Tools" })
    }

    @Test("the default drawing puts each module of the shared name inside its own owner's frame")
    func drawnInsideItsFrame() throws {
        let dot = try String(decoding: GraphvizRenderer().render(Self.snapshot, format: .dot), as: UTF8.self)
        #expect(dot.contains("id=\"cluster-package_3aHarbor\""))
        #expect(dot.contains("id=\"cluster-project_3aHarbor\""))
        #expect(!dot.contains("id=\"cluster-package_3aTools\""))
    }
}
