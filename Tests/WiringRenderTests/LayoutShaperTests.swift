import Testing
@testable import WiringRender

/// How the layout is shaped to a screen before `dot` runs: staggered ranks, stacked parts, direction.
@Suite("Layout shaping")
struct LayoutShaperTests {
    static func shaper(items: Int, edges: [(Int, Int)]) -> LayoutShaper {
        LayoutShaper(
            items: (0..<items).map { _ in LayoutShaper.Item(width: 130, height: 40) },
            edges: edges.map { (from: $0.0, to: $0.1) }, nodeSeparation: 25, rankSeparation: 40)
    }

    @Test("sixty roots using one service are not one row: the shape reads within 3:1")
    func wideRank() {
        let shaper = Self.shaper(items: 61, edges: (1...60).map { ($0, 0) })
        let shape = shaper.shape()
        #expect(!shape.minlen.isEmpty)
        #expect(max(shape.width / shape.height, shape.height / shape.width) <= 3)
        // One row of sixty 130-point nodes would be over 9,000 points wide.
        #expect(max(shape.width, shape.height) < 3_000)
    }

    /// Node 0 outside a frame of `members` nodes with no edges between them, using the first `reached`.
    static func looseFrame(members: Int, reached: Int) -> LayoutShaper {
        var items = (0...members).map { _ in LayoutShaper.Item(width: 130, height: 40, clusters: ["deps"]) }
        items[0].clusters = []
        return LayoutShaper(
            items: items, edges: (1...reached).map { (from: 0, to: $0) }, nodeSeparation: 25, rankSeparation: 40)
    }

    @Test("nodes in a frame with no edges between them are stacked into a block inside it")
    func frameOfLooseNodes() {
        let shape = Self.looseFrame(members: 20, reached: 20).shape()
        #expect(!shape.invisible.isEmpty)
        #expect(shape.invisible.allSatisfy { $0.from > 0 && $0.to > 0 })
        #expect(max(shape.width / shape.height, shape.height / shape.width) <= 3)
        // Twenty in one row or one column would not read: stacked, their lines go round the frame.
        #expect(shape.roundabout > 0)
    }

    @Test("a frame's members lines reach from outside are not stacked under others when the drawing reads without that")
    func reachedMembersHeadColumns() {
        // Node 0 outside the frame uses members 1…8; members 9…16 have no line. Stacked under another
        // member, a member's line from node 0 would pass the frame's rows above it outside the frame.
        let shaper = Self.looseFrame(members: 16, reached: 8)
        let shape = shaper.shape()
        #expect(shape.roundabout == 0)
        #expect(shape.invisible.allSatisfy { !(1...8).contains($0.to) })
        #expect(shaper.score(shape) >= LargeGraphPolicy.readableScale)
        #expect(shaper.withinAspect(width: shape.width, height: shape.height))
    }

    @Test("shaped again without stacking reached members, a frame none of whose shapes stacked one is reused as it was")
    func unaffectedFramesAreReused() {
        // Node 0 uses members 1…8 of frame `deps`; frame `loose` holds members 9…16, which no line reaches.
        var items = (0...16).map { LayoutShaper.Item(width: 130, height: 40, clusters: [$0 > 8 ? "loose" : "deps"]) }
        items[0].clusters = []
        let frames = FrameLayout(items: items, edges: (1...8).map { (from: 0, to: $0) })
        func shaped(_ stackingReached: Bool, reusing earlier: FrameLayout.Shaping? = nil) -> (shape: LayoutShaper.Shape, shaping: FrameLayout.Shaping) {
            frames.shaped(
                across: true, nodeSeparation: 25, rankSeparation: 40, stackingReached: stackingReached, reusing: earlier,
                score: LayoutShaper.blockScore(width:height:))
        }
        let first = shaped(true)
        // Frames are numbered as met: the drawing, `deps`, `loose`.
        #expect(first.shaping.unaffected == [false, false, true])
        let reused = shaped(false, reusing: first.shaping), fresh = shaped(false)
        #expect(reused.shape == fresh.shape)
        #expect(reused.shape.roundabout == 0)
    }

    @Test("sixty use cases between ten screens and one repository are staggered, the repository after them")
    func wideMiddleRank() {
        // Screens 0…9, use cases 10…69 (each used by one screen), the repository 70 used by all of them.
        let edges = (10..<70).flatMap { [($0 % 10, $0), ($0, 70)] }
        let shape = Self.shaper(items: 71, edges: edges).shape()
        // Use cases moved down lengthen the lines from their screens.
        #expect(shape.minlen.contains { edges[$0.key].1 >= 10 && edges[$0.key].1 < 70 && $0.value > 1 })
        #expect(max(shape.width / shape.height, shape.height / shape.width) <= 3)
        // One rank of sixty is 3,900 points tall left to right and 9,300 wide top to bottom.
        #expect(max(shape.width, shape.height) < 3_000)
    }

    @Test("layers whose nodes are joined only to the layers before and after them are not stacked into a staircase")
    func layersAreNotStacked() {
        // Five frames of nine nodes, node i of each layer using node i of the next.
        let items = (0..<45).map { LayoutShaper.Item(width: 130, height: 40, clusters: ["Layer\($0 / 9)"]) }
        let edges = (0..<36).map { (from: $0, to: $0 + 9) }
        let shape = LayoutShaper(items: items, edges: edges, nodeSeparation: 25, rankSeparation: 40).shape()
        // Stacked inside, a middle layer would span several ranks and push every layer after it down;
        // the first and last layers, only using or only used, may be.
        let middle = 9..<36
        #expect(shape.invisible.allSatisfy { !middle.contains($0.from) && !middle.contains($0.to) })
    }

    @Test("nodes without edges are stacked in columns beside the rest, by invisible edges")
    func isolatedNodes() {
        var edges: [(Int, Int)] = []
        for number in 0..<5 { edges.append((number, number + 1)) }
        let shaper = Self.shaper(items: 46, edges: edges)
        let shape = shaper.shape()
        #expect(!shape.invisible.isEmpty)
        #expect(max(shape.width / shape.height, shape.height / shape.width) <= 3)
        // Only nodes of the small parts are joined, never the connected part's.
        #expect(shape.invisible.allSatisfy { $0.from > 5 && $0.to > 5 })
    }

    @Test("a small graph keeps the plain top-to-bottom shape")
    func smallStaysPlain() {
        let shape = Self.shaper(items: 4, edges: [(0, 1), (1, 2), (2, 3)]).shape()
        #expect(shape.direction == .TB)
        #expect(shape.minlen.isEmpty && shape.invisible.isEmpty)
    }

    @Test("a frame moved down a row is estimated beside the row above, as dot puts it under its line")
    func movedFrameJutsOut() {
        // One node using six frames of two 150-point nodes: too wide in one row, so frames are moved down.
        var items = [LayoutShaper.Item(width: 130, height: 40)]
        for frame in 0..<6 {
            items += [LayoutShaper.Item(width: 150, height: 40, clusters: ["f\(frame)"]),
                      LayoutShaper.Item(width: 150, height: 40, clusters: ["f\(frame)"])]
        }
        let edges = (0..<6).map { (from: 0, to: 1 + 2 * $0) }
        let shape = FrameLayout(items: items, edges: edges).shape(
            across: true, nodeSeparation: 25, rankSeparation: 40, score: LayoutShaper.blockScore(width:height:))
        let moved = shape.minlen.values.filter { $0 > 1 }.count
        #expect(moved > 0)
        // A frame: two nodes, the space between them and its margins.
        let frame = 2 * 150 + 25 + 2 * LayoutShaper.clusterMargin
        // The row left in place, and half a moved frame beyond it.
        #expect(shape.width >= Double(6 - moved) * frame + frame / 2)
    }

    @Test("an estimate between 2.6:1 and 3:1 does not count as within 3:1: dot draws a little wider")
    func aspectMargin() {
        let shaper = Self.shaper(items: 2, edges: [(0, 1)])
        // The score pads a drawing by 43 points each way.
        let within = shaper.score(width: 1_000 - 43, height: 400 - 43)
        let beyond = shaper.score(width: 1_120 - 43, height: 400 - 43)
        #expect(within == 1.4)
        #expect(beyond < 0.5)
    }

    @Test("a direction asked for is kept")
    func fixedDirection() {
        let shape = Self.shaper(items: 61, edges: (1...60).map { ($0, 0) }).shape(fixed: .TB)
        #expect(shape.direction == .TB)
    }
}
