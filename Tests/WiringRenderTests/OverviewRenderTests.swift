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

    @Test("the overview page holds each group's inside, opened from the group, and the whole graph its boxes stand for")
    func page() throws {
        var options = RenderOptions()
        options.collapse = .overview
        let html = String(decoding: try GraphvizRenderer().render(Self.modular, format: .html, options: options), as: UTF8.self)
        let block = try #require(HTMLOutputTests.dataBlock(html))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        let nodes = try #require(data["nodes"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(nodes == Self.modular.nodes.map(\.id))
        let views = try #require(data["views"] as? [[String: Any]])
        // The first view, then one per group with something inside: App holds nothing.
        #expect(views.compactMap { $0["key"] as? String } == ["main", "detail-0", "detail-1"])
        #expect(views.compactMap { $0["title"] as? String } == ["Shop", "Core", "Feature"])
        #expect(views.dropFirst().allSatisfy { $0["parent"] as? Int == 0 })
        func viewNodes(_ view: Int) -> [String: [String: Any]] {
            let list = views[view]["nodes"] as? [[String: Any]] ?? []
            return Dictionary(list.map { ($0["id"] as? String ?? "", $0) }) { first, _ in first }
        }
        let first = viewNodes(0)
        #expect(first["module:Core"]?["opens"] as? Int == 1 && first["module:Feature"]?["opens"] as? Int == 2)
        #expect(first["module:App"]?["opens"] == nil)
        // A box stands for the graph's nodes in its group.
        let members = (first["module:Feature"]?["members"] as? [Int] ?? []).map { nodes[$0] }
        #expect(Set(members) == ["module:Feature", "c", "c/Feature.Store", "c/Feature.View"])
        // Feature's inside stands Core in as a stub that opens Core's inside.
        let stub = try #require(viewNodes(2)["stub:module:Core"])
        #expect(stub["opens"] as? Int == 1 && stub["node"] == nil)
        #expect(Set((stub["members"] as? [Int] ?? []).map { nodes[$0] }) == ["module:Core", "k", "k/Core.Api"])
        // Each inside's drawing is read from the views text when it opens.
        let text = try #require(Self.viewsText(html))
        for view in views.dropFirst() {
            let place = try #require(view["svg"] as? [Int])
            let svg = String(decoding: Array(text.utf16)[place[0]..<place[0] + place[1]], as: UTF16.self)
            #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>"))
        }
        #expect(html.components(separatedBy: "<script").count - 1 == 3)
    }

    /// The text of the views' script element.
    static func viewsText(_ html: String) -> String? {
        guard let start = html.range(of: #"id="wiring-views">"#), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }
}
