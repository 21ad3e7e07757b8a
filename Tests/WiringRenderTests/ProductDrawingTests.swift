import Foundation
import Testing
import WiringModel
@testable import WiringRender

/// A package's product named as one of the targets it offers is the module an import of that name
/// reaches: it is drawn as that target, once, not as a second node of the same name.
@Suite("Products drawn as their targets")
struct ProductDrawingTests {
    private static let manifest = SourcePlace(file: "Shelf/Models/Package.swift", line: 20)

    private static func snapshot(product: String) -> GraphSnapshot {
        GraphSnapshot(nodes: [
            Node(id: "package:models", kind: .package, type: "Catalog", attributes: ["path": "Shelf/Models"]),
            Node(id: "module:Models", kind: .module, type: "Models", parent: "package:models", place: manifest),
            Node(id: "module:ModelMocks", kind: .module, type: "ModelMocks", parent: "package:models", place: manifest),
            Node(
                id: "product:models/" + product, kind: .module, type: product, parent: "package:models",
                attributes: ["product": "true", "targets": "Models, ModelMocks"]),
            Node(id: "package:storage", kind: .package, type: "Storage", attributes: ["path": "Shelf/Storage"]),
            Node(id: "module:Storage", kind: .module, type: "Storage", parent: "package:storage"),
            Node(id: "module:Shelf", kind: .module, type: "Shelf"),
        ], edges: [
            Edge(from: "module:ModelMocks", to: "module:Models", kind: .depends),
            Edge(from: "module:Storage", to: "product:models/" + product, kind: .depends),
            Edge(from: "module:Storage", to: "product:models/" + product, kind: .imports),
            Edge(from: "module:Shelf", to: "product:models/" + product, kind: .depends),
            Edge(from: "module:Shelf", to: "module:Storage", kind: .depends),
        ])
    }

    private static func dot(_ snapshot: GraphSnapshot, options: RenderOptions = RenderOptions()) throws -> String {
        try String(decoding: GraphvizRenderer().render(snapshot, format: .dot, options: options), as: UTF8.self)
    }

    @Test("a product named as a target it offers is that target's node, its lines the target's")
    func drawnOnce() throws {
        let dot = try Self.dot(Self.snapshot(product: "Models"))
        #expect(dot.components(separatedBy: "<B>Models</B></TD>").count - 1 == 1)
        #expect(!dot.contains("node-product"))
        #expect(dot.contains("node-module_3aModelMocks"))
        #expect(dot.contains("edge-module_3aStorage_20-depends-_3e_20module_3aModels"))
    }

    @Test("a focus on the name finds the one node")
    func focus() throws {
        var options = RenderOptions()
        options.focus = "Models"
        options.depth = 1
        let dot = try Self.dot(Self.snapshot(product: "Models"), options: options)
        #expect(dot.contains("node-module_3aStorage"))
    }

    @Test("a product named as none of its targets stays a node of its own")
    func otherName() throws {
        let dot = try Self.dot(Self.snapshot(product: "ModelKit"))
        #expect(dot.contains("node-product_3amodels_2fModelKit"))
        #expect(dot.components(separatedBy: "<B>Models</B></TD>").count - 1 == 1)
    }
}
