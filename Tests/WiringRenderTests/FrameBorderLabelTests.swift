import Testing
import WiringModel
@testable import WiringRender

/// A line's label placed across a frame's border reads as neither the frame's nor the outside's: it is
/// left out, its words kept in the line's tooltip, as a label on another line is.
@Suite("Lines' labels across a frame's border")
struct FrameBorderLabelTests {
    @Test("a label across a frame's border is covered; one wholly inside or outside the frame is not")
    func clearance() {
        var clearance = LineLabelClearance()
        clearance.frames = [PinnedRect(minX: 0, minY: 0, maxX: 100, maxY: 100)]
        clearance.labels = [
            LineLabelClearance.Label(edge: "across", x: 50, y: 100, width: 40, height: 10),
            LineLabelClearance.Label(edge: "inside", x: 50, y: 50, width: 40, height: 10),
            LineLabelClearance.Label(edge: "outside", x: 50, y: 130, width: 40, height: 10),
        ]
        #expect(clearance.coveredLabels() == ["across"])
    }

    @Test("the count of a line leaving a frame is not drawn over the frame's border; its tooltip says it")
    func leavingLine() throws {
        // Two services in a container's frame, the lower resolving a service outside it: `dot` puts the
        // line's count at its middle, on the frame's lower border.
        let snapshot = GraphSnapshot(nodes: [
            Node(id: "c", kind: .container, type: "Swinject.Container"),
            Node(id: "c/App.Screen", kind: .service, type: "App.Screen", parent: "c"),
            Node(id: "c/App.Model", kind: .service, type: "App.Model", parent: "c"),
            Node(id: "App.Store", kind: .service, type: "App.Store"),
        ], edges: [
            Edge(from: "c/App.Screen", to: "c/App.Model", kind: .resolves),
            Edge(from: "c/App.Model", to: "App.Store", kind: .resolves, label: "9 resolves"),
        ])
        var options = RenderOptions()
        options.collapse = CollapseLevel.none
        let svg = try RenderFixtures.text(snapshot, .svg, options)
        #expect(!svg.contains("> 9 resolves </text>"))
        #expect(svg.contains("Model → Store (resolves) · 9 resolves"))
    }
}
