import Testing
import WiringModel
@testable import WiringRender

/// Frames of two or three members: stacked in a column only when no shape of the drawing without that
/// is within 3:1.
@Suite("Frames of few members")
struct FewMemberFramesTests {
    /// Three nodes of the given widths, the second using the third.
    static func shaper(widths: [Double], edges: [(from: Int, to: Int)]) -> LayoutShaper {
        LayoutShaper(
            items: widths.map { LayoutShaper.Item(width: $0, height: 60) }, edges: edges, nodeSeparation: 25,
            rankSeparation: 40)
    }

    @Test("three long names, beyond 3:1 in one row and in one column of ranks, are stacked and read within 3:1")
    func longNamesStacked() {
        let shaper = Self.shaper(widths: [720, 460, 230], edges: [(from: 1, to: 2)])
        let shape = shaper.shape()
        #expect(!shape.invisible.isEmpty)
        #expect(shaper.withinAspect(width: shape.width, height: shape.height))
    }

    @Test("three short names a direction draws within 3:1 are left unstacked, as before")
    func shortNamesKept() {
        let shaper = Self.shaper(widths: [220, 230, 225], edges: [])
        let shape = shaper.shape()
        // One row of three is beyond 3:1 top to bottom, stacked it would be a grid; left to right they
        // are one column, within 3:1 without stacking.
        #expect(shape.invisible.isEmpty)
        #expect(shape.direction == .LR)
    }

    @Test("a view of three services with long generic names is drawn within 3:1")
    func longGenericNamesDrawn() throws {
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "a", kind: .service, type: "Interactor<String, Array<Entry>, SavedEntriesInteractor<SavedEntriesLocalStore>>"),
                Node(id: "b", kind: .service, type: "SavedEntriesInteractor<SavedEntriesLocalStore>"),
                Node(id: "c", kind: .service, type: "SavedEntriesLocalStore"),
            ],
            edges: [Edge(from: "b", to: "c", kind: .resolves)], title: "App")
        let svg = try RenderFixtures.text(snapshot, .svg)
        let size = try #require(svg.firstMatch(of: /<svg width="(\d+)pt" height="(\d+)pt"/)).output
        let (width, height) = (Double(size.1)!, Double(size.2)!)
        // One row (or one column of ranks) is 802 × 184 points, 4.4:1.
        #expect(max(width / height, height / width) <= 3)
    }
}
