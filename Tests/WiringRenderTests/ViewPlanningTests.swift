import Foundation
import Testing
import WiringModel
@testable import WiringRender

/// Planning the view a box opens: the whole view is shaped once, and a drawing `dot` made while
/// deciding is the one the page shows; the parts of a split by name say they are name groups.
@Suite("View planning")
struct ViewPlanningTests {
    /// The deepest view of the 38 use cases (`LevelTests.useCases`), with its group.
    static func useCaseView(longNames: Bool) throws -> (levels: Levels, group: Int, depth: Int) {
        let levels = Levels(LevelTests.useCases(longNames: longNames), title: "App")
        let group = try #require(levels.tree.groups.indices.first { levels.tree[$0].members.count == 38 })
        return (levels, group, LargeGraphPolicy.lastView - 1)
    }

    @Test("a view kept whole because dot draws it readably carries that drawing, the bytes a drawing of it writes")
    func keptViewCarriesItsDrawing() throws {
        let (levels, group, depth) = try Self.useCaseView(longNames: false)
        let options = RenderOptions()
        let planned = DiagramPlanner.plannedView(of: group, depth: depth, in: levels, options: options, format: "svg")
        #expect(planned.diagram.view?.boxes.isEmpty ?? true)
        let written = try #require(planned.written)
        let drawn = try GraphvizRenderer().laidOut(planned.diagram, format: "svg", options: options)
        #expect(written == drawn)
        // The description made while planning is the one a drawing makes.
        let estimated = try #require(planned.estimated)
        let again = DotGraphBuilder(style: .standard, engine: planned.diagram.engine).estimated(planned.diagram)
        #expect(try GraphvizContext.dot(estimated.description) == GraphvizContext.dot(again.description))
        #expect(estimated.score == again.score)
        // Without a format nothing is written, and the diagram is the same.
        let unwritten = DiagramPlanner.plannedView(of: group, depth: depth, in: levels, options: options)
        #expect(unwritten.written == nil)
        #expect(unwritten.diagram.snapshot == planned.diagram.snapshot)
        #expect(DiagramPlanner.view(of: group, depth: depth, in: levels, options: options).snapshot == planned.diagram.snapshot)
    }

    @Test("a view split because no drawing of it reads carries no drawing of the whole, only the split view's")
    func splitViewCarriesNoDrawing() throws {
        let (levels, group, depth) = try Self.useCaseView(longNames: true)
        let options = RenderOptions()
        let planned = DiagramPlanner.plannedView(of: group, depth: depth, in: levels, options: options, format: "svg")
        #expect(!(planned.diagram.view?.boxes.isEmpty ?? true))
        #expect(planned.estimated == nil)
        // The view of boxes is checked as `dot` draws it; a drawing kept is of the boxes, not the whole.
        let written = try #require(planned.written)
        #expect(written == (try GraphvizRenderer().laidOut(planned.diagram, format: "svg", options: options)))
    }

    @Test("the page draws a view laid out while planning it with the same bytes as drawing it again")
    func pageKeepsPlannedDrawing() throws {
        let (levels, group, _) = try Self.useCaseView(longNames: false)
        let options = RenderOptions()
        let renderer = GraphvizRenderer()
        let first = levels.diagram(levels.firstCut(), depth: 0, options: options)
        let views = try renderer.views(openedFrom: first, options: options)
        let planned = try #require(renderer.opened(from: first, options: options, format: "svg").first { $0.diagram.view?.group == group })
        #expect(planned.planned.written != nil)
        let shown = try #require(views.first { $0.id == planned.id })
        let drawn = try renderer.laidOut(planned.diagram, format: "svg", options: options)
        #expect(Data(shown.svg.utf8) == drawn)
    }

    @Test("the boxes of a split by name are captioned as name groups, not as the group they were split from")
    func namePartsAreCaptionedAsNameGroups() throws {
        let (levels, group, depth) = try Self.useCaseView(longNames: true)
        let view = DiagramPlanner.view(of: group, depth: depth, in: levels, options: RenderOptions())
        let boxes = view.snapshot.nodes.filter { view.view?.boxes[$0.id] != nil }
        #expect(boxes.count >= 2)
        for box in boxes {
            let label = NodeLabel.html(for: box, in: view, style: .standard)
            #expect(label.contains("«name group»"))
            #expect(!label.contains("«container»"))
        }
        // The legend says the same, in its note and in its colour key, which names no container.
        #expect(view.notes.contains { $0.contains("name groups") })
        let legend = LegendLabel.html(for: view, style: .standard)
        #expect(legend.contains("■</FONT> name group"))
        #expect(!legend.contains("■</FONT> container"))
    }
}
