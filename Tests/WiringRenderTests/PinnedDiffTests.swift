import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import WiringCheck
import WiringReports
import WiringModel
import WiringTestSupport
@testable import WiringRender

/// The visual diff keeps every node of the earlier snapshot where `wiring render` puts it.
@Suite("Pinned visual diff")
struct PinnedDiffTests {
    /// The centre of every node group of an SVG (the middle of its first outline), by element id.
    static func centres(_ svg: String) throws -> [String: (x: Double, y: Double)] {
        var result: [String: (x: Double, y: Double)] = [:]
        for group in try RenderFixtures.groups(in: svg, class: "node") {
            guard let id = RenderFixtures.id(of: group) else { continue }
            // The first outline drawn: a polygon's points or a path's data.
            let markup = group.xmlString
            guard let match = markup.firstMatch(of: /<(?:polygon[^>]* points|path[^>]* d)="([^"]*)"/) else { continue }
            let text = String(match.output.1)
            let numbers = text.split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
            let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { continue }
            result[id] = ((minX + maxX) / 2, (minY + maxY) / 2)
        }
        return result
    }

    /// The largest distance between a node's two centres after one common shift (the median's).
    static func worstMove(_ before: String, _ after: String) throws -> (distance: Double, common: Int) {
        let old = try centres(before), new = try centres(after)
        let common = Set(old.keys).intersection(new.keys).sorted()
        guard !common.isEmpty else { return (0, 0) }
        let dx = common.map { new[$0]!.x - old[$0]!.x }.sorted()[common.count / 2]
        let dy = common.map { new[$0]!.y - old[$0]!.y }.sorted()[common.count / 2]
        let worst = common.map { id in
            let x = new[id]!.x - old[id]!.x - dx, y = new[id]!.y - old[id]!.y - dy
            return (x * x + y * y).squareRoot()
        }.max() ?? 0
        return (worst, common.count)
    }

    static func svg(_ report: DiffReport, drawing: GraphvizDiffDrawing = GraphvizDiffDrawing()) throws -> String {
        String(decoding: try report.formatted(as: .svg, drawing: drawing), as: UTF8.self)
    }

    @Test("app V1 → V2: every node keeps its centre from render V1", arguments: [false, true])
    func appKeepsPositions(newNode: Bool) throws {
        let after = newNode ? ReviewApp.v3 : ReviewApp.v2
        let render = try RenderFixtures.text(ReviewApp.v1, .svg)
        let diff = try Self.svg(DiffReport(before: ReviewApp.v1, after: after))
        let (worst, common) = try Self.worstMove(render, diff)
        #expect(common == ReviewApp.v1.nodes.count)
        #expect(worst < 0.5, "a node moved \(worst) pt")
        #expect(try Self.centres(diff).count == after.nodes.count)
    }

    @Test("payments with a new boundary, a removed one and new crossings keeps every old node in place; clusters stay drawn")
    func paymentsKeepsPositions() throws {
        var after = PaymentsEdits.adding([("ViewBoundary", "AFramework"), ("PresenterBoundary", "Ledger")])
        let ledger = Node(id: PaymentsEdits.id("Ledger"), kind: .boundary, type: "PaymentsApp.Ledger",
                          parent: "\(PaymentsEdits.root)/PaymentsApp.PaymentsBoundary")
        after.setNodes(after.nodes.filter { $0.id != PaymentsEdits.id("Service") } + [ledger])
        after.setEdges(after.edges.filter { $0.from != PaymentsEdits.id("Service") })
        let render = try RenderFixtures.text(SampleSnapshots.payments, .svg)
        let diff = try Self.svg(DiffReport(before: SampleSnapshots.payments, after: after))
        let (worst, common) = try Self.worstMove(render, diff)
        #expect(common == SampleSnapshots.payments.nodes.count)
        #expect(worst < 0.5, "a node moved \(worst) pt")
        #expect(try RenderFixtures.groups(in: diff, class: "cluster").count == RenderFixtures.groups(in: render, class: "cluster").count)
        // The new node is placed clear of the others.
        let centres = try Self.centres(diff)
        let placed = try #require(centres[TextEscaping.elementID("node", ledger.id)])
        for (id, centre) in centres where id != TextEscaping.elementID("node", ledger.id) {
            #expect(abs(centre.x - placed.x) > 20 || abs(centre.y - placed.y) > 20, "the new node sits on \(id)")
        }
    }

    @Test("the same diff gives the same bytes")
    func deterministic() throws {
        let report = DiffReport(before: ReviewApp.v1, after: ReviewApp.v3)
        #expect(try Self.svg(report) == Self.svg(report))
    }

    @Test("--focus-changes draws only the changed neighbourhood, on the same positions")
    func neighbourhood() throws {
        let report = DiffReport(before: ReviewApp.v1, after: ReviewApp.v2)
        let whole = try Self.svg(report)
        let focused = try Self.svg(report, drawing: GraphvizDiffDrawing(neighbourhoodDepth: 0))
        let ids = Set(try Self.centres(focused).keys)
        #expect(ids == Set([ReviewApp.id("ViewModel"), ReviewApp.id("Entity"), ReviewApp.root].map { TextEscaping.elementID("node", $0) }))
        let (worst, _) = try Self.worstMove(whole, focused)
        #expect(worst < 0.5)
        let wider = try Self.svg(report, drawing: GraphvizDiffDrawing(neighbourhoodDepth: 1))
        #expect(try Self.centres(wider).count > ids.count)
    }

    @Test("crossings are drawn by verdict, with a legend entry for each verdict present")
    func verdicts() throws {
        let rules = CrossingRules(
            forbidden: [CrossingPairRule(from: NamePattern("ViewModel"), to: NamePattern("Entity"), reason: "views never see entities")],
            allowed: [CrossingPairRule(from: NamePattern("Network"), to: NamePattern("Logger"))])
        let report = DiffReport(before: ReviewApp.v1, after: ReviewApp.v3, rules: rules)
        let svg = try Self.svg(report)
        #expect(svg.contains("new crossing: needs review"))
        #expect(svg.contains("new crossing: allowed"))
        let edges = try RenderFixtures.groups(in: svg, class: "edge")
        func markup(_ from: String, _ to: String) -> String {
            let id = TextEscaping.elementID("edge", "\(ReviewApp.id(from)) -dependency-> \(ReviewApp.id(to))")
            return edges.first { RenderFixtures.id(of: $0) == id }?.xmlString ?? ""
        }
        #expect(markup("ViewModel", "Entity").contains("#d50000"))
        #expect(markup("ViewModel", "Entity").contains("views never see entities"), "the rule is in the tooltip")
        #expect(markup("Network", "Logger").contains("#1565c0"))

        let baseline = CrossingBaseline(entries: report.findings.map { CrossingBaseline.entry(for: $0.crossing) })
        let accepted = try Self.svg(DiffReport(before: ReviewApp.v1, after: ReviewApp.v3, rules: rules, baseline: baseline))
        #expect(accepted.contains("new crossing: forbidden, accepted"))
        #expect(!accepted.contains("new crossing: needs review"))
        let unruled = try Self.svg(DiffReport(before: ReviewApp.v1, after: ReviewApp.v2, baseline: baseline))
        #expect(unruled.contains("new crossing: accepted, no rule"))
    }

    @Test("the HTML diff flips between before and after and carries each crossing's verdict and rule")
    func html() throws {
        let rules = CrossingRules(forbidden: [CrossingPairRule(from: NamePattern("ViewModel"), to: NamePattern("Entity"), reason: "no")])
        let report = DiffReport(before: ReviewApp.v1, after: ReviewApp.v3, rules: rules)
        let page = String(decoding: try report.formatted(as: .html, drawing: GraphvizDiffDrawing()), as: UTF8.self)
        for side in ["before", "diff", "after"] { #expect(page.contains("data-side=\"\(side)\"")) }
        let json = try #require(page.components(separatedBy: "id=\"wiring-data\">").dropFirst().first?.components(separatedBy: "</script>").first)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(data["diff"] as? Bool == true)
        let edges = try #require(data["edges"] as? [[String: Any]])
        let nodes = try #require(data["nodes"] as? [[String: Any]])
        // Edges name their ends by node index.
        let ids = nodes.map { $0["id"] as? String ?? "" }
        let crossing = try #require(edges.first { edge in
            (edge["to"] as? Int).map { ids[$0] } == ReviewApp.id("Entity") && (edge["from"] as? Int).map { ids[$0] } == ReviewApp.id("ViewModel")
        })
        #expect(crossing["verdict"] as? String == "needs review: forbidden")
        #expect((crossing["rule"] as? String)?.contains("ViewModel -> Entity") == true)
        #expect(crossing["side"] as? String == "added")
        #expect(nodes.first { $0["id"] as? String == ReviewApp.id("Logger") }?["side"] as? String == "added")
        // A plain render has no switch.
        #expect(!(try RenderFixtures.text(ReviewApp.v1, .html)).contains("data-side="))
    }

    @Test("a new line of a module drawn as its captioned frame ends at the frames' borders in the pinned layout")
    func newLineToCaptionedFrame() throws {
        let before = CaptionedFrameTests.modules(importing: false), after = CaptionedFrameTests.modules()
        let diff = try Self.svg(DiffReport(before: before, after: after))
        let edges = try RenderFixtures.groups(in: diff, class: "edge")
        let id = TextEscaping.elementID("edge", Edge(from: "module:App", to: "module:Kit", kind: .imports).id)
        let line = try #require(edges.first { RenderFixtures.id(of: $0) == id }?.xmlString)
        func numbers(_ attribute: String, in markup: String) -> [(x: Double, y: Double)] {
            guard let match = markup.firstMatch(of: try! Regex(attribute + #"="([^"]*)""#)),
                  let value = match.output[1].substring else { return [] }
            let numbers = value.split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
            return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
        }
        let path = numbers(" d", in: line)
        let clusters = try RenderFixtures.groups(in: diff, class: "cluster")
        func outline(_ id: String) throws -> [(x: Double, y: Double)] {
            let frame = try #require(clusters.first { RenderFixtures.id(of: $0) == id }?.xmlString)
            let polygon = numbers(" points", in: frame)
            return polygon.isEmpty ? numbers(" d", in: frame) : polygon
        }
        let app = try outline("cluster-module_3aApp"), kit = try outline("cluster-module_3aKit")
        func inside(_ point: (x: Double, y: Double), _ frame: [(x: Double, y: Double)]) -> Bool {
            let xs = frame.map(\.x), ys = frame.map(\.y)
            return point.x > xs.min()! + 2 && point.x < xs.max()! - 2 && point.y > ys.min()! + 2 && point.y < ys.max()! - 2
        }
        let first = try #require(path.first), last = try #require(path.last)
        #expect(!inside(first, app), "the line starts inside the App frame, at \(first)")
        #expect(!inside(last, kit), "the line ends inside the Kit frame, at \(last)")
    }
}
