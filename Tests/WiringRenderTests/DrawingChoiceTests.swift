import Testing
import WiringModel
@testable import WiringRender

/// The drawings tried when the planned one does not read once laid out, and which one is kept.
@Suite("Drawing choice")
struct DrawingChoiceTests {
    /// Services in chains side by side, each resolving the next: one rank each, top to bottom.
    static func chain(_ count: Int, chains: Int = 1) -> GraphSnapshot {
        var nodes: [Node] = []
        var edges: [Edge] = []
        for chain in 0..<chains {
            for number in 0..<count {
                nodes.append(Node(id: "s\(chain)-\(number)", kind: .service, type: "App.Service\(chain)x\(number)"))
                if number > 0 { edges.append(Edge(from: "s\(chain)-\(number - 1)", to: "s\(chain)-\(number)", kind: .resolves)) }
            }
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    static func diagram(_ snapshot: GraphSnapshot) -> Diagram {
        Diagram(snapshot: snapshot, nodeEmphasis: [:], edgeEmphasis: [:], showsPorts: false)
    }

    @Test("the planned drawing comes first, then tighter, then the other direction as planned and tighter")
    func candidatesInOrder() {
        let diagram = Self.diagram(Self.chain(3))
        let candidates = DrawingChoice.candidates(for: diagram, planned: .TB)
        #expect(candidates.map(\.direction) == [.TB, .TB, .LR, .LR])
        #expect(candidates.map(\.tight) == [false, true, false, true])
        // The tighter drawing keeps the planned direction, so the shaper cannot turn it into the fourth.
        #expect(candidates.map(\.directionIsFixed) == [false, true, true, true])
        #expect(DrawingChoice.candidates(for: diagram, planned: .LR)[2].direction == .TB)
    }

    @Test("a direction asked for is kept, and a fast or large layout is laid out once")
    func fewerCandidates() {
        var fixed = Self.diagram(Self.chain(3))
        fixed.direction = .LR
        fixed.directionIsFixed = true
        #expect(DrawingChoice.candidates(for: fixed, planned: .LR).map(\.direction) == [.LR, .LR])
        var fast = Self.diagram(Self.chain(3))
        fast.fastLayout = true
        #expect(DrawingChoice.candidates(for: fast, planned: .TB).count == 1)
        let large = Self.diagram(Self.chain(DrawingChoice.mostNodes + 1))
        #expect(DrawingChoice.candidates(for: large, planned: .TB).count == 1)
    }

    @Test("a chain too tall to read as planned is drawn tighter, and its DOT says so too")
    func tallChainDrawnTighter() throws {
        // Four chains of fourteen, every node drawn: over 1,100 points tall as planned, 2:1 tighter.
        let chain = Self.chain(14, chains: 4)
        var options = RenderOptions()
        options.collapse = CollapseLevel.none
        let svg = try RenderFixtures.text(chain, .svg, options)
        #expect(!svg.contains("«service»"))
        #expect(try RenderFixtures.text(chain, .dot, options).contains("ranksep=0.3"))
        let size = try #require(svg.firstMatch(of: /<svg width="(\d+)pt" height="(\d+)pt"/)).output
        // The drawing's size less its margins (0.3 inch a side) reads fitted to the screen.
        #expect(DrawingChoice.score(width: Double(size.1)! - 43, height: Double(size.2)! - 43) >= LargeGraphPolicy.readableScale)
    }

    @Test("a candidate whose estimate reads is laid out first when the planned one's does not")
    func orderByEstimate() {
        let estimates = [0.5, 0.7, 0.9, 1.2]
        #expect(DrawingChoice.order(4, planned: 0.5, estimate: { estimates[$0] }, enough: 0.85) == [2, 0, 1, 3])
        // Nothing reads by the estimate, or nothing was estimated: the candidates as they come.
        #expect(DrawingChoice.order(4, planned: 0.5, estimate: { _ in 0.6 }, enough: 0.85) == [0, 1, 2, 3])
        #expect(DrawingChoice.order(4, planned: nil, estimate: { estimates[$0] }, enough: 0.85) == [0, 1, 2, 3])
        // The planned drawing reads by its estimate: no other is estimated.
        var asked: [Int] = []
        #expect(DrawingChoice.order(4, planned: 0.9, estimate: { asked.append($0); return 1.4 }, enough: 0.85) == [0, 1, 2, 3])
        #expect(asked.isEmpty)
        #expect(DrawingChoice.order(1, planned: 0.5, estimate: { _ in 1.4 }, enough: 0.85) == [0])
    }

    @Test("the estimate of a chain too tall as planned does not read, and tighter it does")
    func tallChainEstimated() throws {
        let diagram = Self.diagram(Self.chain(14, chains: 4))
        let planned = try #require(DotGraphBuilder().estimated(diagram).score)
        #expect(planned < LargeGraphPolicy.readableScale)
        let tighter = DrawingChoice.candidates(for: diagram, planned: .TB)[1]
        #expect(tighter.tight)
        #expect(try #require(DotGraphBuilder().estimated(tighter).score) >= LargeGraphPolicy.readableScale)
    }

    @Test("a drawing that reads as planned is kept as planned")
    func shortChainAsPlanned() throws {
        let chain = Self.chain(3)
        #expect(try RenderFixtures.text(chain, .svg).contains("«service»"))
        #expect(try RenderFixtures.text(chain, .dot).contains("ranksep=0.55"))
    }

    /// One service resolving many others: one wide rank, staggered.
    static func star(_ count: Int) -> GraphSnapshot {
        var nodes = [Node(id: "hub", kind: .service, type: "App.Hub")]
        var edges: [Edge] = []
        for number in 0..<count {
            nodes.append(Node(id: "s\(number)", kind: .service, type: "App.SomeService\(number)"))
            edges.append(Edge(from: "hub", to: "s\(number)", kind: .resolves))
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    @Test("the tightest candidate of each direction is the one planned again")
    func correctableCandidates() {
        let candidates = DrawingChoice.candidates(for: Self.diagram(Self.chain(3)), planned: .TB)
        #expect(DrawingChoice.correctable(candidates) == [1, 3])
        var fixed = Self.diagram(Self.chain(3))
        fixed.direction = .LR
        fixed.directionIsFixed = true
        fixed.tight = true
        #expect(DrawingChoice.correctable(DrawingChoice.candidates(for: fixed, planned: .LR)) == [0])
    }

    @Test("a drawing dot drew wider than estimated is planned again narrower, its rank staggered deeper")
    func correctedFromDrawnSize() throws {
        var diagram = Self.diagram(Self.star(60))
        diagram.direction = .TB
        diagram.directionIsFixed = true
        diagram.tight = true
        let plan = DotGraphBuilder().planned(diagram)
        let legend = plan.shaper.legend
        // Drawn twice as wide as estimated, as tall.
        let drawn = (width: 2 * max(plan.shape.width, legend.width), height: plan.shape.height + legend.height)
        let again = try #require(DrawingChoice.corrected(diagram, plan: plan, drawn: drawn))
        #expect(abs(again.drawnOverEstimate.width - 2) < 0.001)
        #expect(abs(again.drawnOverEstimate.height - 1) < 0.001)
        #expect(again.direction == .TB && again.directionIsFixed)
        let replanned = DotGraphBuilder().planned(again)
        #expect((replanned.shape.minlen.values.max() ?? 1) > (plan.shape.minlen.values.max() ?? 1))
        #expect(replanned.shape.width < plan.shape.width)
        // As estimated: nothing to correct, and the same shape.
        let same = try #require(DrawingChoice.corrected(
            diagram, plan: plan, drawn: (max(plan.shape.width, legend.width), plan.shape.height + legend.height)))
        #expect(same.drawnOverEstimate == (1, 1) || abs(same.drawnOverEstimate.width - 1) < 0.001)
    }
}
