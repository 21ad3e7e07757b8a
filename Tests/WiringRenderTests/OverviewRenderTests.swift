import Foundation
import Testing
import WiringModel
@testable import WiringRender

/// `--collapse overview` and `--reduce` in drawings, and the overview page that opens a group.
@Suite("Overview drawings")
struct OverviewRenderTests {
    /// Two modules of one package, each with a container of services, and a chain of imports
    /// whose shortcut the reduction leaves out.
    static let modular = GraphSnapshot(
        nodes: [
            Node(id: "package:shop", kind: .package, type: "Shop"),
            Node(id: "module:App", kind: .module, type: "App", parent: "package:shop"),
            Node(id: "module:Feature", kind: .module, type: "Feature", parent: "package:shop"),
            Node(id: "module:Core", kind: .module, type: "Core", parent: "package:shop"),
            Node(id: "c", kind: .container, type: "Swinject.Container", parent: "module:Feature"),
            Node(id: "c/Feature.Store", kind: .service, type: "Feature.Store", parent: "c"),
            Node(id: "c/Feature.View", kind: .service, type: "Feature.View", parent: "c"),
            Node(id: "k", kind: .container, type: "Swinject.Container", parent: "module:Core"),
            Node(id: "k/Core.Api", kind: .service, type: "Core.Api", parent: "k"),
        ],
        edges: [
            Edge(from: "c/Feature.View", to: "c/Feature.Store", kind: .resolves),
            Edge(from: "c/Feature.Store", to: "k/Core.Api", kind: .resolves),
            Edge(from: "module:App", to: "module:Feature", kind: .imports),
            Edge(from: "module:Feature", to: "module:Core", kind: .imports),
            Edge(from: "module:App", to: "module:Core", kind: .imports),
        ],
        title: "Shop")

    @Test("the overview draws one node per module, and --reduce says how many edges it left out")
    func overviewAndReduction() throws {
        var options = RenderOptions()
        options.collapse = .overview
        options.reduce = true
        let json = try GraphvizRenderer().render(Self.modular, format: .json, options: options)
        let drawn = try GraphSnapshot(data: json)
        // The package holds everything: it is the whole, not a box.
        #expect(drawn.nodes.map(\.id) == ["module:App", "module:Core", "module:Feature"])
        #expect(drawn.edges.map(\.id) == [
            "module:App -imports-> module:Feature", "module:Feature -resolves-> module:Core",
            "module:Feature -imports-> module:Core",
        ])
        let dot = String(decoding: try GraphvizRenderer().render(Self.modular, format: .dot, options: options), as: UTF8.self)
        #expect(dot.contains("1 line implied by longer paths not drawn"))
        #expect(dot.contains("2 boxes (modules) hold 3 nodes"))
    }

    @Test("the overview page holds each group's inside, opened from the group, with a way back")
    func page() throws {
        var options = RenderOptions()
        options.collapse = .overview
        let html = String(decoding: try GraphvizRenderer().render(Self.modular, format: .html, options: options), as: UTF8.self)
        #expect(html.contains("<button id=\"back\" hidden"))
        #expect(html.contains("<template id=\"detail-0\"><svg") && html.contains("<template id=\"detail-1\"><svg"))
        #expect(!html.contains("<template id=\"detail-2\""))
        #expect(html.contains("id=\"detail-0-data\"") && html.contains("\"detail\":\"detail-0\""))
        // Feature's inside stands Core in as a stub that leads on to Core's inside.
        #expect(html.contains("\"stub\":\"module:Core\""))
        #expect(html.contains("\"stubView\":\"detail-0\"") || html.contains("\"stubView\":\"detail-1\""))
        // Each view names itself, the view it was opened from, and the box that opened it.
        #expect(html.contains("\"view\":\"main\""))
        #expect(html.contains("\"parentView\":\"main\"") && html.contains("\"group\":\"module:Feature\""))
        #expect(html.contains("\"path\":[{\"title\":\"Shop\",\"view\":\"main\"}"))
        #expect(html.contains("\"members\":2"))
    }
}
