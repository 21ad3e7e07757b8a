import Foundation
import Testing
import WiringModel
import WiringTestSupport
@testable import WiringRender

@Suite("Render options")
struct RenderOptionsTests {
    /// The node ids a render keeps, read back from the filtered JSON.
    static func kept(_ snapshot: GraphSnapshot, _ configure: (inout RenderOptions) -> Void) throws -> [String] {
        var options = RenderOptions()
        configure(&options)
        let data = try GraphvizRenderer().render(snapshot, format: .json, options: options)
        return try GraphSnapshot(data: data).nodes.map(\.id)
    }

    static let payments = "PaymentsApp.ApplicationBoundary/PaymentsApp.PaymentsBoundary/PaymentsApp."

    @Test("focus with depth keeps the neighbourhood and its enclosing nodes")
    func focus() throws {
        let depth0 = try Self.kept(SampleSnapshots.payments) { $0.focus = "PresenterBoundary"; $0.depth = 0 }
        #expect(Set(depth0) == [
            "PaymentsApp.ApplicationBoundary", "PaymentsApp.ApplicationBoundary/PaymentsApp.PaymentsBoundary",
            Self.payments + "PresenterBoundary",
        ])
        let depth1 = try Self.kept(SampleSnapshots.payments) { $0.focus = "PresenterBoundary"; $0.depth = 1 }
        #expect(Set(depth1) == Set(depth0).union([Self.payments + "ModelBoundary", Self.payments + "ViewBoundary"]))
        let depth2 = try Self.kept(SampleSnapshots.payments) { $0.focus = "PresenterBoundary"; $0.depth = 2 }
        #expect(Set(depth2) == Set(depth1).union([Self.payments + "ModelBoundary.Plugin"]))
    }

    @Test("a focus that matches nothing, or too much, is an error naming it")
    func badFocus() throws {
        #expect(throws: RenderError.unknownFocus("Nope")) { try Self.kept(SampleSnapshots.payments) { $0.focus = "Nope" } }
        #expect(throws: RenderError.self) { try Self.kept(SampleSnapshots.showroom) { $0.focus = "Car" } }
        #expect(RenderError.unknownFocus("Nope").description.contains("'Nope'"))
    }

    @Test("include keeps matches and their enclosing nodes; exclude drops matches with their contents")
    func patterns() throws {
        let included = try Self.kept(SampleSnapshots.payments) { $0.include = ["*Model*"] }
        #expect(Set(included) == [
            "PaymentsApp.ApplicationBoundary", "PaymentsApp.ApplicationBoundary/PaymentsApp.PaymentsBoundary",
            Self.payments + "ModelBoundary", Self.payments + "ModelBoundary.Plugin",
        ])
        let excluded = try Self.kept(SampleSnapshots.payments) { $0.exclude = ["PaymentsApp.PaymentsBoundary"] }
        #expect(Set(excluded) == ["PaymentsApp.ApplicationBoundary", "PaymentsApp.ApplicationBoundary/PaymentsApp.ProfileBoundary"])
        #expect(throws: RenderError.self) { try Self.kept(SampleSnapshots.payments) { $0.include = ["Nothing*"] } }
    }

    @Test("glob patterns match whole names with * and ?")
    func glob() {
        #expect(NamePattern("*Boundary").matches("PaymentsApp.ModelBoundary"))
        #expect(!NamePattern("*Boundary").matches("PaymentsApp.ModelBoundary.Plugin"))
        #expect(NamePattern("Pay*App.*.Plugin").matches("PaymentsApp.ModelBoundary.Plugin"))
        #expect(NamePattern("B?").matches("B1"))
        #expect(!NamePattern("B?").matches("B12"))
        #expect(NamePattern("**").matches(""))
    }

    @Test("container collapse folds each container into one node with aggregated edges")
    func collapseContainer() throws {
        let snapshot = SampleSnapshots.layered(layers: 4, width: 5)
        var options = RenderOptions()
        options.collapse = .container
        let collapsed = try GraphSnapshot(data: try GraphvizRenderer().render(snapshot, format: .json, options: options))
        #expect(collapsed.nodes.map(\.id) == ["Gen.Root"] + (0..<4).map { "Gen.Root/Gen.Layer\($0)" })
        #expect(collapsed.edges.count == 3)
        // Each layer's five boundaries reach the next layer through several edges, merged into one.
        #expect(collapsed.edges.allSatisfy { $0.label?.hasSuffix(" edges") == true })
        let svg = try RenderFixtures.text(snapshot, .svg, options)
        #expect(try RenderFixtures.groups(in: svg, class: "node").count == 5)
        #expect(svg.contains("+5 inside"))
    }

    @Test("collapsing carries emphasis to the folded node and the merged edge")
    func collapseEmphasis() throws {
        let snapshot = SampleSnapshots.layered(layers: 2, width: 2)
        let edge = snapshot.edges[0]
        let diagram = Diagram(
            snapshot: snapshot, nodeEmphasis: [edge.from: .added], edgeEmphasis: [edge.id: .newCrossing], showsPorts: true)
        let collapsed = ContainerCollapser(depth: 1).collapsed(diagram)
        #expect(collapsed.nodeEmphasis["Gen.Root/Gen.Layer0"] == .added)
        #expect(collapsed.edgeEmphasis.values.contains(.newCrossing))
    }

    @Test("boundary collapse and hidePorts leave ports out")
    func hidePorts() throws {
        var options = RenderOptions()
        #expect(try RenderFixtures.text(SampleSnapshots.payments, .dot, options).contains("paymentsFacade"))
        options.hidePorts = true
        #expect(!(try RenderFixtures.text(SampleSnapshots.payments, .dot, options).contains("paymentsFacade")))
        options = RenderOptions()
        options.collapse = .boundary
        #expect(!(try RenderFixtures.text(SampleSnapshots.payments, .dot, options).contains("paymentsFacade")))
    }

    @Test("direction and engine reach Graphviz")
    func layout() throws {
        var options = RenderOptions()
        options.direction = .LR
        #expect(try RenderFixtures.text(SampleSnapshots.payments, .dot, options).contains("rankdir=LR"))
    }

    @Test("large graphs open on boxes; drawn whole they switch to fast settings, or are refused with the flag to force them")
    func largeGraphs() throws {
        var none = RenderOptions()
        none.collapse = CollapseLevel.none
        let big = SampleSnapshots.layered(layers: 4, width: LargeGraphPolicy.fastLayoutNodes / 4 + 1)
        let fast = try DiagramPlanner.forLayout(big, options: none)
        #expect(fast.fastLayout && !fast.showsPorts)
        let huge = SampleSnapshots.layered(layers: 2, width: LargeGraphPolicy.collapseNodes / 2 + 1)
        let boxed = try DiagramPlanner.forLayout(huge, options: RenderOptions())
        #expect((LargeGraphPolicy.fewestBoxes...LargeGraphPolicy.mostBoxes).contains(boxed.snapshot.nodes.count))
        #expect(!(boxed.view?.boxes.isEmpty ?? true))
        #expect(try DiagramPlanner.forLayout(huge, options: none).snapshot.nodes.count == huge.nodes.count)
        let flat = GraphSnapshot(nodes: (0...LargeGraphPolicy.refuseNodes).map { Node(id: "O\($0)", kind: .object, type: "App.O\($0)") }, edges: [])
        #expect {
            try DiagramPlanner.forLayout(flat, options: none)
        } throws: { error in
            (error as? RenderError)?.description.contains("--force") == true
        }
        // By default even that many nodes open on boxes, split by the alphabet.
        #expect(try DiagramPlanner.forLayout(flat, options: RenderOptions()).snapshot.nodes.count <= LargeGraphPolicy.mostBoxes)
        var forced = RenderOptions()
        forced.force = true
        #expect(try DiagramPlanner.forLayout(flat, options: forced).snapshot.nodes.count == flat.nodes.count)
    }

    @Test("a flat graph of 120 services opens on its assemblies, or on its names' spans without them; --collapse none draws all")
    func wideFlatGraph() throws {
        let services = (0..<120).map { index in
            Node(id: "s\(index)", kind: .service, type: "App.S\(index)", attributes: ["assembly": "Assembly\(index % 4)"])
        }
        let edges = (1..<120).map { Edge(from: "s\($0)", to: "s\($0 - 1)", kind: .resolves) }
        let wide = GraphSnapshot(nodes: services, edges: edges)
        let drawn = try DiagramPlanner.forLayout(wide, options: RenderOptions())
        let boxes = try #require(drawn.view?.boxes)
        // The assemblies are boxes; the one drawn open, a chain of 30 services `dot` draws taller than a
        // screen reads, is split by name, and its name groups are boxes too.
        #expect(boxes.keys.filter { $0.hasPrefix("assembly:") }.count >= 3)
        #expect((LargeGraphPolicy.fewestBoxes...LargeGraphPolicy.mostBoxes).contains(drawn.snapshot.nodes.count))
        #expect(drawn.notes.contains { $0.contains(" boxes (assemblies") && $0.contains("; a click opens one") })
        let ungrouped = GraphSnapshot(nodes: services.map { Node(id: $0.id, kind: .service, type: $0.type) }, edges: edges)
        let spans = try DiagramPlanner.forLayout(ungrouped, options: RenderOptions())
        #expect(spans.notes.contains { $0.contains("(name groups)") })
        var none = RenderOptions()
        none.collapse = CollapseLevel.none
        #expect(try DiagramPlanner.forLayout(wide, options: none).snapshot.nodes.count == 120)
    }

    @Test("progress is reported")
    func progress() throws {
        final class Messages: @unchecked Sendable {
            let lock = NSLock()
            var all: [String] = []
        }
        let messages = Messages()
        var options = RenderOptions()
        options.progress = { message in messages.lock.withLock { messages.all.append(message) } }
        _ = try GraphvizRenderer().render(SampleSnapshots.payments, format: .svg, options: options)
        #expect(messages.all.contains { $0.hasPrefix("laying out 9 nodes") })
    }
}

@Suite("Automatic layout engine")
struct AutomaticEngineTests {
    /// A connected graph of `nodes` objects: a random tree plus `extra` random edges (seeded, so fixed).
    static func tangled(nodes: Int, extra: Int) -> GraphSnapshot {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let ids = (0..<nodes).map { "App.Obj\($0)" }
        var pairs = Set<[Int]>()
        for index in 1..<nodes { pairs.insert([next(index), index]) }
        while pairs.count < nodes - 1 + extra {
            let (a, b) = (next(nodes), next(nodes))
            if a != b { pairs.insert([a, b]) }
        }
        return GraphSnapshot(
            nodes: ids.map { Node(id: $0, kind: .object, type: "App.Obj") },
            edges: pairs.map { Edge(from: ids[$0[0]], to: ids[$0[1]], kind: .holds, label: "p", reference: .strong) })
    }

    /// Renders to SVG and returns the engine named in the progress report.
    static func engine(for snapshot: GraphSnapshot, _ configure: (inout RenderOptions) -> Void = { _ in }) throws -> String {
        let reports = Reports()
        var options = RenderOptions()
        options.progress = { reports.append($0) }
        configure(&options)
        _ = try GraphvizRenderer().render(snapshot, format: .svg, options: options)
        let line = try #require(reports.all.first { $0.hasPrefix("laying out") })
        return String(line.split(separator: " ").last!)
    }

    @Test func aLargeTangledGraphIsDrawnWithSfdp() throws {
        #expect(try Self.engine(for: Self.tangled(nodes: 400, extra: 500)) { $0.collapse = CollapseLevel.none } == "sfdp")
    }

    @Test func acyclicLayeredGraphsKeepDotHoweverManyEdges() throws {
        let layered = SampleSnapshots.layered(layers: 10, width: 40)
        #expect(layered.edges.count > layered.nodes.count + LargeGraphPolicy.tangledExtraEdges)
        #expect(LargeGraphPolicy.backEdgeCount(layered) == 0)
        #expect(try Self.engine(for: layered) { $0.collapse = CollapseLevel.none } == "dot")
    }

    @Test func smallOrSparseGraphsKeepDot() throws {
        #expect(try Self.engine(for: Self.tangled(nodes: 150, extra: 150)) { $0.collapse = CollapseLevel.none } == "dot")
        #expect(try Self.engine(for: Self.tangled(nodes: 600, extra: 100)) { $0.collapse = CollapseLevel.none } == "dot")
    }

    @Test func anEngineAskedForIsKept() throws {
        let snapshot = Self.tangled(nodes: 220, extra: 320)
        #expect(try Self.engine(for: snapshot) { $0.collapse = CollapseLevel.none } == "sfdp")
        #expect(try Self.engine(for: snapshot) {
            $0.collapse = CollapseLevel.none
            $0.engine = .dot
        } == "dot")
    }

    @Test func backEdgesAreCountedWithoutRecursion() {
        let ring = GraphSnapshot(
            nodes: (0..<100_000).map { Node(id: "n\($0)", kind: .object, type: "T") },
            edges: (0..<100_000).map { Edge(from: "n\($0)", to: "n\(($0 + 1) % 100_000)", kind: .holds) })
        #expect(LargeGraphPolicy.backEdgeCount(ring) == 1)
    }
}

/// Collects progress reports from the renderer.
final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
