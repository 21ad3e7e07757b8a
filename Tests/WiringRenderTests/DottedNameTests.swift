import Testing
import WiringModel
@testable import WiringRender

/// A package's, project's, folder's or module's name is a name, not a type: drawn whole, dots and all,
/// where a type's module prefix is left out.
@Suite("Dotted names")
struct DottedNameTests {
    private static let snapshot = GraphSnapshot(nodes: [
        Node(id: "project:Shop", kind: .package, type: "Shop.xcodeproj", attributes: ["build": "Xcode"]),
        Node(id: "module:Rocket.Chat", kind: .module, type: "Rocket.Chat", parent: "project:Shop"),
        Node(id: "module:Kit", kind: .module, type: "Kit", parent: "project:Shop"),
        Node(id: "service:store", kind: .service, type: "Kit.Store"),
    ], edges: [Edge(from: "module:Rocket.Chat", to: "module:Kit", kind: .depends)])

    @Test("a project, folder or module named with a dot keeps its whole name; a type loses its module")
    func names() {
        let names = Dictionary(uniqueKeysWithValues: Self.snapshot.nodes.map { ($0.id, $0.displayName) })
        #expect(names["project:Shop"] == "Shop.xcodeproj")
        #expect(names["module:Rocket.Chat"] == "Rocket.Chat")
        #expect(names["service:store"] == "Store")
    }

    @Test("the drawing names them whole")
    func drawing() throws {
        let dot = try String(decoding: GraphvizRenderer().render(Self.snapshot, format: .dot), as: UTF8.self)
        #expect(dot.contains("<B>Shop.xcodeproj</B>"))
        #expect(dot.contains("<B>Rocket.Chat</B>"))
        #expect(!dot.contains("<B>xcodeproj</B>"))
        #expect(!dot.contains("<B>Chat</B>"))
        #expect(dot.contains("<B>Store</B>"))
    }
}
