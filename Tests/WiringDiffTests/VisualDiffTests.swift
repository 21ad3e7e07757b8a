import Testing
import WiringDiff
import WiringModel
import WiringTestSupport

@Suite("VisualDiff")
struct VisualDiffTests {
    @Test("the merged graph holds both snapshots and marks new crossings loudest")
    func marks() throws {
        let view = PaymentsEdits.id("ViewBoundary")
        var after = PaymentsEdits.adding([("ViewBoundary", "AFramework")])
        let added = Node(id: PaymentsEdits.id("Ledger"), kind: .boundary, type: "PaymentsApp.Ledger", parent: "\(PaymentsEdits.root)/PaymentsApp.PaymentsBoundary")
        after.setNodes(after.nodes.filter { $0.id != PaymentsEdits.id("Service") } + [added])
        after.setEdges(after.edges.filter { $0.from != PaymentsEdits.id("Service") })
        let diff = SnapshotDiff(before: SampleSnapshots.payments, after: after)
        let visual = VisualDiff(diff)

        #expect(visual.snapshot.nodes.count == SampleSnapshots.payments.nodes.count + 1)
        #expect(visual.nodeMarks[PaymentsEdits.id("Service")] == .removed)
        #expect(visual.nodeMarks[added.id] == .added)
        #expect(visual.nodeMarks[view] == .newCrossing)
        #expect(visual.nodeMarks[PaymentsEdits.id("AFramework")] == .newCrossing)
        #expect(visual.nodeMarks[PaymentsEdits.id("PresenterBoundary")] == .context)
        let crossing = "\(view) -dependency-> \(PaymentsEdits.id("AFramework"))"
        #expect(visual.edgeMarks[crossing] == .newCrossing)
        #expect(visual.edgeMarks["\(PaymentsEdits.id("Service")) -adapts-> \(PaymentsEdits.id("ModelBoundary.Plugin"))"] == .removed)
        #expect(Set(visual.edgeMarks.keys) == Set(visual.snapshot.edges.map(\.id)))
        #expect(Set(visual.nodeMarks.keys) == Set(visual.snapshot.nodes.map(\.id)))
    }
}

@Suite("Visual diff drawing")
struct VisualDiffDrawingTests {
    @Test("the SVG diff draws the new crossing and is the same bytes every time")
    func svg() throws {
        let report = DiffReport(before: SampleSnapshots.payments, after: PaymentsEdits.adding([("ViewBoundary", "AFramework")]))
        let first = try report.formatted(as: .svg)
        let second = try report.formatted(as: .svg)
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
        let svg = String(decoding: try DiffReport(before: before, after: SampleSnapshots.hostile).formatted(as: .svg), as: UTF8.self)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<img"))
        #expect(!svg.contains("\u{1B}"))
    }

    @Test("the HTML diff is a whole page")
    func html() throws {
        let report = DiffReport(before: SampleSnapshots.showroom, after: SampleSnapshots.showroom)
        let html = String(decoding: try report.formatted(as: .html), as: UTF8.self)
        #expect(html.lowercased().contains("<html"))
        #expect(html.contains("</html>"))
    }
}
