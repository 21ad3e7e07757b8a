import Foundation
import Testing
import WiringModel
@testable import WiringRender

/// A frame whose own node has lines is captioned with the node's name, as a frame drawn alone is: the
/// node is an invisible point in it, and its lines end at the frame's border.
@Suite("Captioned frames of nodes with lines")
struct CaptionedFrameTests {
    /// Two modules of four services each, the app's module importing the kit's: each module is a
    /// frame its import line starts or ends at.
    static func modules(importing: Bool = true, ownLine: Bool = false) -> GraphSnapshot {
        var nodes = [
            Node(id: "module:App", kind: .module, type: "App"),
            Node(id: "module:Kit", kind: .module, type: "Kit"),
        ]
        var edges: [Edge] = []
        for module in ["App", "Kit"] {
            for number in 0..<4 {
                nodes.append(Node(id: "\(module).S\(number)", kind: .service, type: "\(module).Service\(number)", parent: "module:\(module)"))
                if number > 0 { edges.append(Edge(from: "\(module).S\(number - 1)", to: "\(module).S\(number)", kind: .resolves)) }
            }
        }
        edges.append(Edge(from: "App.S3", to: "Kit.S0", kind: .resolves))
        if importing { edges.append(Edge(from: "module:App", to: "module:Kit", kind: .imports)) }
        if ownLine { edges.append(Edge(from: "module:App", to: "App.S0", kind: .holds)) }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    private static func whole() -> RenderOptions {
        var options = RenderOptions()
        options.collapse = CollapseLevel.none
        return options
    }

    private static func svg(_ snapshot: GraphSnapshot) throws -> String {
        String(decoding: try GraphvizRenderer().render(snapshot, format: .svg, options: whole()), as: UTF8.self)
    }

    /// The text of the SVG group with an id, up to the group's end.
    private static func group(_ id: String, in svg: String) -> String? {
        let written = id.replacingOccurrences(of: "-", with: "&#45;")
        guard let start = svg.range(of: #"<g id="\#(written)""#) else { return nil }
        let rest = svg[start.lowerBound...]
        guard let end = rest.range(of: "</g>") else { return nil }
        return String(rest[..<end.upperBound])
    }

    /// The numbers of an SVG attribute, in pairs.
    private static func points(_ attribute: String, in text: String) -> [(x: Double, y: Double)] {
        guard let start = text.range(of: " " + attribute + "=\"") else { return [] }
        let value = text[start.upperBound...].prefix { $0 != "\"" }
        let numbers = value.split(whereSeparator: { !"-0123456789.".contains($0) }).compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }

    @Test("the frames carry the modules' names and no box of their own")
    func captioned() throws {
        let svg = try Self.svg(Self.modules())
        let app = try #require(Self.group("cluster-module_3aApp", in: svg))
        #expect(app.contains(">App</text>"))
        #expect(app.contains("«module»"))
        #expect(Self.group("node-module_3aApp", in: svg) == nil)
        #expect(Self.group("node-module_3aKit", in: svg) == nil)
        // Every service is still drawn.
        #expect(svg.components(separatedBy: #"class="node""#).count - 1 == 8)
    }

    @Test("the import line ends at the frames' borders, not inside them")
    func lineEndsAtBorder() throws {
        let svg = try Self.svg(Self.modules())
        let dot = String(decoding: try GraphvizRenderer().render(Self.modules(), format: .dot, options: Self.whole()), as: UTF8.self)
        #expect(dot.contains("compound=true"))
        #expect(dot.contains("lhead=cluster_n"))
        #expect(dot.contains("ltail=cluster_n"))
        let id = TextEscaping.elementID("edge", Edge(from: "module:App", to: "module:Kit", kind: .imports).id)
        let line = try #require(Self.group(id, in: svg))
        let path = Self.points("d", in: line)
        // A rounded frame is drawn as a path, a square one as a polygon.
        func outline(_ id: String) throws -> [(x: Double, y: Double)] {
            let frame = try #require(Self.group(id, in: svg))
            let polygon = Self.points("points", in: frame)
            return polygon.isEmpty ? Self.points("d", in: frame) : polygon
        }
        let kit = try outline("cluster-module_3aKit"), app = try outline("cluster-module_3aApp")
        #expect(!kit.isEmpty && !app.isEmpty)
        func inside(_ point: (x: Double, y: Double), _ frame: [(x: Double, y: Double)]) -> Bool {
            let xs = frame.map(\.x), ys = frame.map(\.y)
            return point.x > xs.min()! + 2 && point.x < xs.max()! - 2 && point.y > ys.min()! + 2 && point.y < ys.max()! - 2
        }
        let first = try #require(path.first), last = try #require(path.last)
        #expect(!inside(first, app))
        #expect(!inside(last, kit))
    }

    @Test("a node with a line into its own frame keeps its box")
    func lineInsideKeepsBox() throws {
        let svg = try Self.svg(Self.modules(ownLine: true))
        #expect(Self.group("node-module_3aApp", in: svg) != nil)
        #expect(Self.group("node-module_3aKit", in: svg) == nil)
    }

    @Test("a drawing that would show fewer than eight boxes keeps the nodes")
    func fewKeepTheirNodes() throws {
        var snapshot = Self.modules()
        snapshot.setNodes(snapshot.nodes.filter { $0.id != "Kit.S3" && $0.id != "App.S2" })
        snapshot.setEdges(snapshot.edges.filter { ![$0.from, $0.to].contains("Kit.S3") && ![$0.from, $0.to].contains("App.S2") })
        let svg = try Self.svg(snapshot)
        #expect(Self.group("node-module_3aApp", in: svg) != nil)
        #expect(Self.group("node-module_3aKit", in: svg) != nil)
    }

    @Test("a caption wider than its frame's members stays clear of the frame's rounded corners")
    func captionClearOfCorners() throws {
        // Short services in modules of long names: each frame is as wide as its caption.
        var snapshot = Self.modules(importing: false)
        let long = "ModuleOfAVeryLongNameIndeed"
        snapshot.setNodes(snapshot.nodes.map { node in
            guard node.id == "module:App" else { return node }
            return Node(id: node.id, kind: .module, type: long)
        })
        let svg = try Self.svg(snapshot)
        let frame = try #require(Self.group("cluster-module_3aApp", in: svg))
        let outline = Self.points("d", in: frame)
        let left = try #require(outline.map(\.x).min()), right = try #require(outline.map(\.x).max())
        // The caption's texts start where Graphviz writes them; the name is the last, in bold 12 points.
        let starts = frame.components(separatedBy: "<text").dropFirst().compactMap { text -> Double? in
            guard let x = text.range(of: #" x=""#) else { return nil }
            return Double(text[x.upperBound...].prefix { $0 != "\"" })
        }
        let first = try #require(starts.first), name = try #require(starts.last)
        let end = name + NodeSizes.textWidth(long, size: 12, bold: true)
        #expect(frame.contains(">\(long)</text>"))
        // A rounded frame's corner bends over its last 12 points; the caption ends before the bend.
        #expect(first - left >= 12, "the caption starts \(first - left) points from the frame's left side")
        #expect(right - end >= 12, "the caption ends \(right - end) points from the frame's right side")
    }

    /// The points of an SVG path's cubic curves (`M x,y C x,y x,y x,y ...`), eight a curve.
    private static func curve(_ path: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        guard var start = path.first else { return [] }
        var sampled = [start]
        var rest = path.dropFirst()
        while rest.count >= 3 {
            let (a, b, c) = (rest[rest.startIndex], rest[rest.startIndex + 1], rest[rest.startIndex + 2])
            for step in 1...8 {
                let t = Double(step) / 8, u = 1 - t
                sampled.append((
                    u * u * u * start.x + 3 * u * u * t * a.x + 3 * u * t * t * b.x + t * t * t * c.x,
                    u * u * u * start.y + 3 * u * u * t * a.y + 3 * u * t * t * b.y + t * t * t * c.y))
            }
            start = c
            rest = rest.dropFirst(3)
        }
        return sampled
    }

    /// The points of a drawn line where it crosses a frame's caption: the caption's box runs from its
    /// first text's start to its name's end, 12 points above the name's baseline to 3 below, grown by 2.
    private static func crossings(of edge: Edge, caption frameID: String, name: String, in svg: String) throws -> [(x: Double, y: Double)] {
        let frame = try #require(Self.group(frameID, in: svg))
        let texts = frame.components(separatedBy: "<text").dropFirst()
        func number(_ name: String, in text: String) -> Double? {
            guard let range = text.range(of: " \(name)=\"") else { return nil }
            return Double(text[range.upperBound...].prefix { $0 != "\"" })
        }
        let left = try #require(texts.first.flatMap { number("x", in: $0) })
        let nameStart = try #require(texts.last.flatMap { number("x", in: $0) })
        let baseline = try #require(texts.last.flatMap { number("y", in: $0) })
        let right = nameStart + NodeSizes.textWidth(name, size: 12, bold: true)
        let (top, bottom) = (baseline - 12, baseline + 3)
        let line = try #require(Self.group(TextEscaping.elementID("edge", edge.id), in: svg))
        return Self.curve(Self.points("d", in: line)).filter {
            $0.x >= left - 2 && $0.x <= right + 2 && $0.y >= top - 2 && $0.y <= bottom + 2
        }
    }

    @Test("lines into a frame they only enter keep clear of its caption")
    func linesClearOfCaption() throws {
        // The kit's frame: two lines enter it from the app's module above (its import, and a service's
        // line into its first service), none leaves it.
        let snapshot = Self.modules()
        let svg = try Self.svg(snapshot)
        for edge in snapshot.edges where edge.to.hasPrefix("Kit") || edge.to == "module:Kit" {
            let crossing = try Self.crossings(of: edge, caption: "cluster-module_3aKit", name: "Kit", in: svg)
            #expect(crossing.isEmpty, "the line \(edge.from) → \(edge.to) crosses the caption at \(crossing.first.map { "\($0)" } ?? "")")
        }
    }

    /// A Tuist app's projects: the app's project holds the app and its tests, three projects hold one
    /// module each, which the app uses and which uses a package's one module.
    static func projects() -> GraphSnapshot {
        var nodes = [
            Node(id: "project:App", kind: .package, type: "App"),
            Node(id: "module:App", kind: .module, type: "App", parent: "project:App"),
            Node(id: "module:AppTests", kind: .module, type: "AppTests", parent: "project:App"),
        ]
        var edges = [Edge(from: "module:AppTests", to: "module:App", kind: .depends)]
        for (project, package) in [("Imaging", "Nuke"), ("Interface", "SnapKit"), ("Networking", "Alamofire")] {
            nodes += [
                Node(id: "project:\(project)", kind: .package, type: project),
                Node(id: "module:\(project)", kind: .module, type: project, parent: "project:\(project)"),
                Node(id: "package:\(package)", kind: .package, type: package.lowercased()),
                Node(id: "product:\(package)", kind: .module, type: package, parent: "package:\(package)"),
            ]
            edges += [
                Edge(from: "module:App", to: "module:\(project)", kind: .depends),
                Edge(from: "module:\(project)", to: "product:\(package)", kind: .depends),
            ]
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    @Test("a line into a frame of one module that lines both enter and leave keeps clear of its caption")
    func linesClearOfCaptionOfOneModule() throws {
        let snapshot = Self.projects()
        let svg = try Self.svg(snapshot)
        for project in ["Imaging", "Interface", "Networking"] {
            let frame = "cluster-project_3a\(project)"
            // The frame is captioned at its top, which the line from the app's module enters by.
            #expect(Self.group(frame, in: svg)?.contains(">\(project)</text>") == true)
            let edge = Edge(from: "module:App", to: "module:\(project)", kind: .depends)
            let crossing = try Self.crossings(of: edge, caption: frame, name: project, in: svg)
            #expect(crossing.isEmpty, "the line into \(project) crosses its caption at \(crossing.first.map { "\($0)" } ?? "")")
        }
    }

    /// An app's module of five services that imports the six modules of the packages it depends on.
    static func importingPackages() -> GraphSnapshot {
        var nodes = [
            Node(id: "module:App", kind: .module, type: "App"),
            Node(id: "package:dependencies", kind: .package, type: "Package dependencies"),
        ]
        var edges: [Edge] = []
        for number in 0..<5 {
            nodes.append(Node(id: "App.S\(number)", kind: .service, type: "App.Service\(number)", parent: "module:App"))
        }
        edges += [("App.S0", "App.S1"), ("App.S0", "App.S2"), ("App.S2", "App.S3")].map { Edge(from: $0.0, to: $0.1, kind: .resolves) }
        for name in ["Alamofire", "Kingfisher", "SnapKit", "Nuke", "Moya", "Lottie"] {
            nodes.append(Node(id: "product:\(name)", kind: .module, type: name, parent: "package:dependencies"))
            edges.append(Edge(from: "module:App", to: "product:\(name)", kind: .imports))
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    @Test("a frame's lines leave it each at a spot of its own, not bundled at one")
    func linesLeaveApart() throws {
        let snapshot = Self.importingPackages()
        let svg = try Self.svg(snapshot)
        // Each line starts at the frame's border, where it crosses it.
        let starts = try snapshot.edges.filter { $0.from == "module:App" }.map { edge -> (x: Double, y: Double) in
            let line = try #require(Self.group(TextEscaping.elementID("edge", edge.id), in: svg))
            return try #require(Self.points("d", in: line).first)
        }
        #expect(starts.count == 6)
        // No two lines start within 4 points of each other.
        for (number, start) in starts.enumerated() {
            for other in starts.dropFirst(number + 1) {
                #expect(abs(start.x - other.x) >= 4 || abs(start.y - other.y) >= 4, "two lines start at \(start) and \(other)")
            }
        }
    }
}
