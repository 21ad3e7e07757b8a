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
        // 675 × 2,373 points at best; its split, drawn once, reads and is the drawing written, the labels
        // its layout placed on other lines taken out of the written SVG (`SVGLineLabels`).
        #expect(layouts == 1)
    }

    @Test("DOT of the same snapshot lays out only the drawings it chooses between")
    func dotChoosesWithFewLayouts() throws {
        let snapshot = try Self.captured()
        let (_, layouts) = try GraphvizContext.countingLayouts {
            try GraphvizRenderer().render(snapshot, format: .dot)
        }
        // The drawing the planner laid out and kept is the one DOT describes: no layout again.
        #expect(layouts == 1)
    }

    @Test("DOT's planning writes no picture and checks no line's label; an SVG's checks its drawing once")
    func dotPlanningDrawsNoPicture() throws {
        let snapshot = try Self.captured()
        let (_, dot) = try GraphvizContext.counting { try GraphvizRenderer().render(snapshot, format: .dot) }
        // The drawing is laid out to see that it reads; DOT keeps its description and writes nothing else.
        #expect(dot == GraphvizContext.Work(layouts: 1, pictures: 0, labelChecks: 0))
        let (_, svg) = try GraphvizContext.counting { try GraphvizRenderer().render(snapshot, format: .svg) }
        #expect(svg == GraphvizContext.Work(layouts: 1, pictures: 1, labelChecks: 1))
    }

    @Test("DOT describes the drawing an SVG of the same snapshot draws")
    func dotDescribesTheDrawingKept() throws {
        let snapshot = try Self.captured()
        let diagram = try DiagramPlanner.forLayout(snapshot, options: RenderOptions())
        let kept = try #require(diagram.checkedDrawing?.description)
        let dot = try GraphvizRenderer().render(snapshot, format: .dot)
        #expect(dot == (try GraphvizContext.dot(kept)))
    }

    @Test("a first view kept though it does not read is written from its check, with no layout after it")
    func unreadableFirstViewIsLaidOutOnce() throws {
        // A chain of 100 services: its first view, 29 name groups and services, reads neither as planned
        // nor split again, and is kept; the drawing written is the best its check laid out.
        let snapshot = LastViewTests.chain(100)
        let (diagram, planning) = try GraphvizContext.countingLayouts { try DiagramPlanner.forLayout(snapshot, options: RenderOptions()) }
        let reads = GraphvizRenderer.reading(diagram, options: RenderOptions()).reads
        #expect(!reads)
        let checked = try #require(diagram.checkedDrawing)
        var unchecked = diagram
        unchecked.checkedDrawing = nil
        let (again, layouts) = try GraphvizContext.countingLayouts {
            try GraphvizRenderer().laidOut(unchecked, format: "svg", options: RenderOptions())
        }
        let (svg, rendering) = try GraphvizContext.countingLayouts { try GraphvizRenderer().render(snapshot, format: .svg) }
        #expect(svg == again)
        #expect(checked.data == again)
        // The render lays out only what planning it does (the view's candidates and its split's), none again.
        #expect(layouts > 1)
        #expect(rendering == planning)
    }

    @Test("linked pictures are written as planning laid them out, with their links, and laid out no more than a page")
    func pagesReusePlannedDrawings() throws {
        // A chain of 100 services: a first view of name groups, each opening a view of its own.
        let snapshot = LastViewTests.chain(100)
        let (pages, layouts) = try GraphvizContext.countingLayouts { try GraphvizRenderer().pages(snapshot) }
        let (_, pageLayouts) = try GraphvizContext.countingLayouts { try GraphvizRenderer().render(snapshot, format: .html) }
        #expect(pages.count > 3)
        // Planning lays out each view once it has its back link, and that drawing is the picture.
        #expect(layouts <= pageLayouts)
        let files = Set(pages.map(\.name))
        for page in pages where page.name.hasSuffix(".svg") {
            let svg = String(decoding: page.data, as: UTF8.self)
            #expect(!svg.contains("wiring-page-"))
            // Every link leads to a picture written.
            for part in svg.split(separator: "xlink:href=\"").dropFirst() {
                let target = String(part.prefix { $0 != "\"" })
                #expect(files.contains(target), "\(page.name) links to \(target)")
            }
            #expect(page.name == "index.svg" || svg.contains("back to"))
        }
    }

    @Test("a candidate estimated at less than half the readable scale is hopeless; one within reach is not")
    func hopelessByEstimate() {
        #expect(DrawingChoice.hopeless(0.07))
        #expect(DrawingChoice.hopeless(LargeGraphPolicy.readableScale / DrawingChoice.mostDrawnGain - 0.01))
        #expect(!DrawingChoice.hopeless(LargeGraphPolicy.readableScale / DrawingChoice.mostDrawnGain))
        #expect(!DrawingChoice.hopeless(0.7))
    }
}
