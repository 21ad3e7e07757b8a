import Foundation
import Testing
import WiringModel
@testable import WiringRender

/// Lines' labels round a box many lines meet: none drawn over another, every one in its line's tooltip.
@Suite("Edge labels round a hub")
struct EdgeLabelOverlapTests {
    /// Ten screens, each resolving one hub service and resolved by it, every line labelled as a view's
    /// counted line is (`12 resolves`); or, in a `ring`, sixteen screens each resolving the hub and the next
    /// screen.
    static func hub(ring: Bool = false) -> GraphSnapshot {
        var nodes = [Node(id: "c", kind: .container, type: "Swinject.Container")]
        var edges: [Edge] = []
        func service(_ name: String) {
            nodes.append(Node(id: "c/App.\(name)", kind: .service, type: "App.\(name)", parent: "c"))
        }
        service("Hub")
        let screens = ring ? 16 : 10
        for number in 1...screens {
            service("Screen\(number)")
            edges.append(Edge(from: "c/App.Screen\(number)", to: "c/App.Hub", kind: .resolves, label: "\(number + 1) resolves"))
            edges.append(Edge(
                from: ring ? "c/App.Screen\(number)" : "c/App.Hub", to: "c/App.Screen\(ring ? number % screens + 1 : number)",
                kind: .resolves, label: "\(number * 3) resolves"))
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
        let snapshot = Self.hub(ring: true)
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
        // Those on another line are left out (see `labelsStayOffOtherLines`); the rest are drawn.
        #expect(!boxes.isEmpty)
    }

    /// Points along an SVG path as Graphviz writes a line (`M x,y C x,y x,y x,y …`), each cubic sampled.
    static func points(ofPath path: String) -> [(x: Double, y: Double)] {
        let numbers = path.split(whereSeparator: { !"-0123456789.".contains($0) }).compactMap { Double($0) }
        var corners: [(x: Double, y: Double)] = []
        var index = 0
        while index + 1 < numbers.count {
            corners.append((numbers[index], numbers[index + 1]))
            index += 2
        }
        var result: [(x: Double, y: Double)] = []
        var at = 0
        while at + 3 < corners.count {
            let (p0, p1, p2, p3) = (corners[at], corners[at + 1], corners[at + 2], corners[at + 3])
            for step in 0...20 {
                let t = Double(step) / 20, u = 1 - t
                result.append((u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                               u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y))
            }
            at += 3
        }
        return result
    }

    @Test("no drawn label sits on another line; a label that would is said in its line's tooltip only")
    func labelsStayOffOtherLines() throws {
        let snapshot = Self.hub(ring: true)
        var options = RenderOptions()
        options.collapse = CollapseLevel.none
        let svg = try RenderFixtures.text(snapshot, .svg, options)
        let groups = svg.components(separatedBy: "class=\"edge\"").dropFirst().map { $0.components(separatedBy: "class=\"node\"")[0] }
        #expect(groups.count == snapshot.edges.count)
        var lines: [[(x: Double, y: Double)]] = []
        var labels: [(line: Int, box: LabelBox)] = []
        for (index, group) in groups.enumerated() {
            lines.append(try Self.matches("<path[^>]* d=\"([^\"]*)\"", in: group).flatMap { Self.points(ofPath: $0[0]) })
            for found in try Self.matches(
                "<text text-anchor=\"middle\" x=\"([-0-9.]+)\" y=\"([-0-9.]+)\"[^>]*font-size=\"([0-9.]+)\"[^>]*>([^<]*)</text>", in: group) {
                let (x, y, size) = (Double(found[0]) ?? 0, Double(found[1]) ?? 0, Double(found[2]) ?? 9)
                let text = found[3].trimmingCharacters(in: .whitespaces)
                labels.append((index, LabelBox(text: text, x: x, y: y - size / 3, width: Double(text.count) * size * 0.45, height: size * 0.8)))
            }
        }
        var covered: [String] = []
        for (line, box) in labels {
            let onAnother = lines.enumerated().contains { other, points in
                other != line && points.contains { abs($0.x - box.x) * 2 < box.width && abs($0.y - box.y) * 2 < box.height }
            }
            if onAnother { covered.append(box.text) }
        }
        #expect(covered.isEmpty, "\(covered)")
        #expect(!labels.isEmpty)
    }

    /// The ring as Graphviz is handed it: sixteen boxes round a hub, each line with an id, a tooltip and a label.
    static func ringDescription() -> GraphDescription {
        var graph = GraphDescription()
        graph.graphAttributes = [("forcelabels", .text("false"))]
        graph.edgeDefaults = [("fontsize", .text("9"))]
        graph.nodes = (["Hub"] + (1...16).map { "Screen\($0)" }).map { .init(name: $0, attributes: [("shape", .text("box"))]) }
        for number in 1...16 {
            for (head, count) in [("Hub", number + 1), ("Screen\(number % 16 + 1)", number * 3)] {
                graph.edges.append(.init(tail: "Screen\(number)", head: head, attributes: [
                    ("id", .text("edge-\(number)-\(head)")), ("tooltip", .text("Screen\(number) to \(head): \(count) resolves")),
                    ("xlabel", .text(" \(count) resolves ")),
                ]))
            }
        }
        return graph
    }

    @Test("an SVG is laid out once: the labels on other lines are taken out, the others stay where they were placed")
    func coveredLabelsTakenOutOfOneLayout() throws {
        let description = Self.ringDescription()
        let (written, layouts) = try GraphvizContext.countingLayouts {
            try GraphvizContext.render(description, format: "svg", engine: "dot")
        }
        #expect(layouts == 1)
        let svg = String(decoding: written, as: UTF8.self)
        // Where the layout placed every label: laid-out DOT keeps them all (`xlp`, points, y upwards).
        let dot = String(decoding: try GraphvizContext.render(description, format: "dot", engine: "dot"), as: UTF8.self)
        var placed: [String: (x: Double, y: Double)] = [:]
        for statement in dot.components(separatedBy: "];") {
            guard let id = try Self.matches("id=\"?(edge-[^\",\\]]+)", in: statement).first?.first,
                  let xlp = try Self.matches("xlp=\"([-0-9.]+),([-0-9.]+)\"", in: statement).first else { continue }
            placed[id] = (Double(xlp[0]) ?? .nan, Double(xlp[1]) ?? .nan)
        }
        #expect(placed.count == description.edges.count)
        var covered: [String] = []
        var offsets: [Double] = []
        for object in svg.components(separatedBy: "<!-- ") {
            guard let id = try Self.matches("<g id=\"([^\"]+)\" class=\"edge\">", in: object).first?.first?
                .replacingOccurrences(of: "&#45;", with: "-") else { continue }
            // The words stay in the line's tooltip, drawn or not.
            #expect(object.contains("xlink:title=\""), "\(id)")
            let texts = try Self.matches("<text[^>]* x=\"([-0-9.]+)\" y=\"([-0-9.]+)\"[^>]*>([^<]*)</text>", in: object)
            #expect(texts.count <= 1, "\(id)")
            guard let text = texts.first else {
                covered.append(id)
                continue
            }
            let place = try #require(placed[id], "\(id)")
            // The same place: the same x, and the same baseline below the label's centre for all.
            #expect(abs((Double(text[0]) ?? .nan) - place.x) < 0.01, "\(id)")
            offsets.append((Double(text[1]) ?? .nan) + place.y)
        }
        #expect(!covered.isEmpty)
        #expect(!offsets.isEmpty)
        #expect(covered.count + offsets.count == description.edges.count)
        #expect(offsets.allSatisfy { abs($0 - offsets[0]) < 0.01 }, "\(offsets)")
    }

    @Test("only the named lines' label text goes, as Graphviz 2.43 and later write an edge, linked or not")
    func labelTextTakenOutOfEdgeGroups() {
        let svg = """
            <g id="graph0" class="graph">
            <!-- a&#45;&gt;b -->
            <g id="edge&#45;1" class="edge">
            <title>a&#45;&gt;b</title>
            <g id="a_edge&#45;1"><a xlink:title="a to b: 3">
            <path fill="none" stroke="black" d="M1,2C3,4 5,6 7,8"/>
            </a>
            </g>
            <text text-anchor="middle" x="41" y="&#45;93.8" font-size="9.00"> 3 </text>
            </g>
            <!-- b&#45;&gt;c -->
            <g id="edge-2" class="edge">
            <title>b-&gt;c</title>
            <g id="a_edge-2"><a xlink:href="https://example.com" xlink:title="b to c: 4">
            <path fill="none" stroke="black" d="M1,2C3,4 5,6 7,8"/>
            </a>
            </g>
            <g id="a_edge-2-label"><a xlink:href="https://example.com" xlink:title="b to c: 4">
            <text xml:space="preserve" text-anchor="middle" x="9" y="-5" font-size="9.00"> 4 </text>
            </a>
            </g>
            </g>
            <!-- c&#45;&gt;a -->
            <g id="edge&#45;3" class="edge">
            <title>c&#45;&gt;a</title>
            <text text-anchor="middle" x="7" y="-7" font-size="9.00"> 5 </text>
            </g>
            <!-- a -->
            <g id="node1" class="node">
            <text text-anchor="middle" x="1" y="-1">a</text>
            </g>
            </g>

            """
        let kept = String(decoding: SVGLineLabels.removingLabels(of: ["edge-1", "edge-2"], from: Data(svg.utf8)), as: UTF8.self)
        let removed = svg.split(separator: "\n", omittingEmptySubsequences: false)
        let left = kept.split(separator: "\n", omittingEmptySubsequences: false)
        let gone = removed.filter { !left.contains($0) }
        #expect(gone == [
            "<text text-anchor=\"middle\" x=\"41\" y=\"&#45;93.8\" font-size=\"9.00\"> 3 </text>",
            "<g id=\"a_edge-2-label\"><a xlink:href=\"https://example.com\" xlink:title=\"b to c: 4\">",
            "<text xml:space=\"preserve\" text-anchor=\"middle\" x=\"9\" y=\"-5\" font-size=\"9.00\"> 4 </text>",
        ])
        // Everything else, in order: the wrapper's closing lines go with it.
        #expect(left.count == removed.count - 5)
        #expect(kept.contains("> 5 </text>") && kept.contains(">a</text>") && kept.hasSuffix("</g>\n"))
    }
}
