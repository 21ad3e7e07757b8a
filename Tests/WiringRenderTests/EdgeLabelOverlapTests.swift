import Foundation
import Testing
import WiringModel
@testable import WiringRender

/// Lines' labels round a box many lines meet: none drawn over another, every one in its line's tooltip.
@Suite("Edge labels round a hub")
struct EdgeLabelOverlapTests {
    /// Ten screens, each resolving one hub service and resolved by it, every line labelled as a view's
    /// counted line is (`12 resolves`).
    static func hub() -> GraphSnapshot {
        var nodes = [Node(id: "c", kind: .container, type: "Swinject.Container")]
        var edges: [Edge] = []
        func service(_ name: String) {
            nodes.append(Node(id: "c/App.\(name)", kind: .service, type: "App.\(name)", parent: "c"))
        }
        service("Hub")
        for number in 1...10 {
            service("Screen\(number)")
            edges.append(Edge(from: "c/App.Screen\(number)", to: "c/App.Hub", kind: .resolves, label: "\(number + 1) resolves"))
            edges.append(Edge(from: "c/App.Hub", to: "c/App.Screen\(number)", kind: .resolves, label: "\(number * 3) resolves"))
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "Hub")
    }

    /// A drawn label's box: its anchor is its middle, its width by its characters at the font's size
    /// (Helvetica's letters and digits average under 0.5 em).
    struct LabelBox {
        var text: String
        var x: Double, y: Double, width: Double, height: Double

        func overlaps(_ other: LabelBox) -> Bool {
            abs(x - other.x) * 2 < width + other.width && abs(y - other.y) * 2 < height + other.height
        }
    }

    /// One match of a pattern's groups in a text.
    static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let expression = try NSRegularExpression(pattern: pattern)
        let whole = text as NSString
        return expression.matches(in: text, range: NSRange(location: 0, length: whole.length)).map { match in
            (1..<match.numberOfRanges).map { whole.substring(with: match.range(at: $0)) }
        }
    }

    @Test("no drawn label overlaps another, and every line's label is in its tooltip")
    func labelsStayApart() throws {
        let snapshot = Self.hub()
        var options = RenderOptions()
        options.collapse = CollapseLevel.none
        let svg = try RenderFixtures.text(snapshot, .svg, options)
        // Each edge's group: its id, its link's tooltip and the labels drawn in it.
        let groups = svg.components(separatedBy: "class=\"edge\"").dropFirst().map { $0.components(separatedBy: "class=\"node\"")[0] }
        #expect(groups.count == snapshot.edges.count)
        var boxes: [LabelBox] = []
        for group in groups {
            let tooltip = try #require(try Self.matches("xlink:title=\"([^\"]*)\"", in: group).first?.first)
            // The line's own words, drawn or not: `Screen3 → Hub (resolves) · 4 resolves`.
            let said = try #require(try Self.matches("^(\\w+) → (\\w+) \\(resolves\\) · (.+)$", in: tooltip).first, "\(tooltip)")
            #expect(snapshot.edges.contains { $0.from == "c/App.\(said[0])" && $0.to == "c/App.\(said[1])" && $0.label == said[2] }, "\(tooltip)")
            for found in try Self.matches(
                "<text text-anchor=\"middle\" x=\"([-0-9.]+)\" y=\"([-0-9.]+)\"[^>]*font-size=\"([0-9.]+)\"[^>]*>([^<]*)</text>", in: group) {
                let (x, y, size) = (Double(found[0]) ?? 0, Double(found[1]) ?? 0, Double(found[2]) ?? 9)
                // What is drawn is what the tooltip says.
                #expect(tooltip.contains(found[3].trimmingCharacters(in: .whitespaces)))
                boxes.append(LabelBox(text: found[3], x: x, y: y - size / 3, width: Double(found[3].count) * size * 0.45, height: size))
            }
        }
        var overlapping: [String] = []
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] where box.overlaps(other) { overlapping.append("\(box.text)/\(other.text)") }
        }
        #expect(overlapping.isEmpty, "\(overlapping)")
        #expect(boxes.count > snapshot.edges.count / 2)
    }
}
