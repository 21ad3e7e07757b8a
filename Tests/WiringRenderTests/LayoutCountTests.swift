import Foundation
import Testing
import WiringModel
@testable import WiringRender

/// How many Graphviz layouts a render makes: each costs about as much as the rest of a small render.
@Suite("Layout count")
struct LayoutCountTests {
    /// The snapshot the benchmarks capture from a live layered graph of 60 objects (58 nodes, a long
    /// chain of `dependencies` with `delegate` lines back): drawn as two name groups opened in place.
    static func captured() throws -> GraphSnapshot {
        try GraphSnapshot(contentsOf: RenderFixtures.goldenDirectory.appendingPathComponent("captured-layered-60.wiring.json"))
    }

    @Test("a view whose estimate cannot read is split by name without laying out its candidate drawings")
    func hopelessViewCostsNoLayout() throws {
        let snapshot = try Self.captured()
        let (svg, layouts) = try GraphvizContext.countingLayouts {
            try GraphvizRenderer().render(snapshot, format: .svg)
        }
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
        // The view checked first (31 nodes, estimated at 0.07 of the readable scale) is drawn
        // 675 × 2,373 points at best; its split, drawn once, reads and is the drawing written.
        #expect(layouts == 1)
    }

    @Test("DOT of the same snapshot lays out only the drawings it chooses between")
    func dotChoosesWithFewLayouts() throws {
        let snapshot = try Self.captured()
        let (_, layouts) = try GraphvizContext.countingLayouts {
            try GraphvizRenderer().render(snapshot, format: .dot)
        }
        #expect(layouts <= 2)
    }

    @Test("a candidate estimated at less than half the readable scale is hopeless; one within reach is not")
    func hopelessByEstimate() {
        #expect(DrawingChoice.hopeless(0.07))
        #expect(DrawingChoice.hopeless(LargeGraphPolicy.readableScale / DrawingChoice.mostDrawnGain - 0.01))
        #expect(!DrawingChoice.hopeless(LargeGraphPolicy.readableScale / DrawingChoice.mostDrawnGain))
        #expect(!DrawingChoice.hopeless(0.7))
    }
}
