import Testing
import WiringModel
@testable import WiringRender

/// A project of Xcode, Tuist, XcodeGen or CocoaPods is drawn as a package is, but captioned by
/// what describes it, on its box and in the legend.
@Suite("Project captions")
struct ProjectCaptionTests {
    private static let snapshot = GraphSnapshot(nodes: [
        Node(id: "project:Pocket", kind: .package, type: "Pocket", attributes: ["build": "Tuist", "path": "."]),
        Node(id: "project:Shop", kind: .package, type: "Shop", attributes: ["build": "Xcode", "path": "Shop"]),
        Node(id: "package:kit", kind: .package, type: "Kit", attributes: ["path": "Kit"]),
        Node(id: "module:Pocket", kind: .module, type: "Pocket", parent: "project:Pocket"),
        Node(id: "module:Shop", kind: .module, type: "Shop", parent: "project:Shop"),
        Node(id: "module:Kit", kind: .module, type: "Kit", parent: "package:kit"),
    ], edges: [])

    @Test("a project's box says «Tuist project» or «Xcode project»; a SwiftPM package's says «package»")
    func captions() {
        let captions = Dictionary(uniqueKeysWithValues: Self.snapshot.nodes.map { ($0.id, NodeLabel.caption(of: $0)) })
        #expect(captions["project:Pocket"] == "Tuist project")
        #expect(captions["project:Shop"] == "Xcode project")
        #expect(captions["package:kit"] == "package")
        #expect(captions["module:Kit"] == "module")
    }

    @Test("the legend names each colour by the same words")
    func legend() {
        let words = LegendLabel.colourKeys(of: Self.snapshot).map(\.word)
        #expect(words.contains("Tuist project"))
        #expect(words.contains("Xcode project"))
        #expect(words.contains("package"))
    }

    @Test("the drawing of a project carries its caption")
    func dot() throws {
        let dot = try String(decoding: GraphvizRenderer().render(Self.snapshot, format: .dot), as: UTF8.self)
        #expect(dot.contains("«Tuist project»"))
        #expect(dot.contains("«Xcode project»"))
    }
}
