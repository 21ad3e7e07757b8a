import Testing
import WiringCheck
import WiringReports
import WiringModel
import WiringRender
import WiringTestSupport

@Suite("Visual diff drawing")
struct VisualDiffDrawingTests {
    @Test("the SVG diff draws the new crossing and is the same bytes every time")
    func svg() throws {
        let report = DiffReport(before: SampleSnapshots.payments, after: PaymentsEdits.adding([("ViewBoundary", "AFramework")]))
        let first = try report.formatted(as: .svg, drawing: GraphvizDiffDrawing())
        let second = try report.formatted(as: .svg, drawing: GraphvizDiffDrawing())
        #expect(first == second)
        let svg = String(decoding: first, as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("AFramework"))
        #expect(svg.contains("fail: 1 new crossing needs review"))
    }

    @Test("hostile names in the SVG diff stay text")
    func hostileSVG() throws {
        var before = SampleSnapshots.hostile
        before.setEdges([])
        let svg = String(decoding: try DiffReport(before: before, after: SampleSnapshots.hostile).formatted(as: .svg, drawing: GraphvizDiffDrawing()), as: UTF8.self)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<img"))
        #expect(!svg.contains("\u{1B}"))
    }

    @Test("without a drawing, the pure diff core refuses a drawing format and names the fix")
    func coreCannotDraw() {
        let report = DiffReport(before: SampleSnapshots.showroom, after: SampleSnapshots.showroom)
        for format in [ReportFormat.svg, .html] {
            #expect {
                try report.formatted(as: format)
            } throws: { error in
                "\(error)".contains("GraphvizDiffDrawing")
            }
        }
    }

    @Test("the HTML diff is a whole page")
    func html() throws {
        let report = DiffReport(before: SampleSnapshots.showroom, after: SampleSnapshots.showroom)
        let html = String(decoding: try report.formatted(as: .html, drawing: GraphvizDiffDrawing()), as: UTF8.self)
        #expect(html.lowercased().contains("<html"))
        #expect(html.contains("</html>"))
    }
}
