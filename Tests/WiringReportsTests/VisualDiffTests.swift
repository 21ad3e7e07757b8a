import Testing
import WiringDiff
import WiringReports
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
