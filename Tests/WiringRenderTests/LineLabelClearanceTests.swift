import Testing
@testable import WiringRender

/// A line's label is covered wherever another line is drawn through it, even where only part of a
/// line's piece reaches it: the line is sampled wherever its piece's box reaches a label.
@Suite("Lines' labels on other lines")
struct LineLabelClearanceTests {
    /// One label of line `b`, `width` × `height` points round (`x`, `y`), beside line `a` drawn along `pos`.
    static func clearance(a pos: String, labelAt x: Double, _ y: Double, width: Double, height: Double) -> LineLabelClearance {
        var clearance = LineLabelClearance()
        clearance.splines["a"] = pos
        clearance.labels = [LineLabelClearance.Label(edge: "b", x: x, y: y, width: width, height: height)]
        return clearance
    }

    @Test("a label that only a line's bulge reaches, beyond the line's ends, is covered")
    func bulgeCoversLabel() {
        // From (0, 0) to (100, 0), pulled up by its middle control points: at its middle it is at y = 75.
        let clearance = Self.clearance(a: "0,0 0,100 100,100 100,0", labelAt: 50, 74, width: 20, height: 4)
        #expect(clearance.coveredLabels() == ["b"])
        // The same label above the bulge is clear of it.
        let above = Self.clearance(a: "0,0 0,100 100,100 100,0", labelAt: 50, 90, width: 20, height: 4)
        #expect(above.coveredLabels().isEmpty)
    }

    @Test("a label that only the stretch to an arrowhead's tip crosses is covered", arguments: [
        // The head's tip 20 points past the last control point; the tail's 20 points before the first.
        ("e,50,80 50,0 50,20 50,40 50,60", 70.0),
        ("s,50,-20 50,0 50,20 50,40 50,60", -10.0),
    ])
    func arrowheadCoversLabel(pos: String, labelY: Double) {
        let clearance = Self.clearance(a: pos, labelAt: 50, labelY, width: 10, height: 4)
        #expect(clearance.coveredLabels() == ["b"])
    }
}
