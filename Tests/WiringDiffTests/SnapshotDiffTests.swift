import Testing
import WiringCheck
import WiringDiff
import WiringReports
import WiringModel
import WiringTestSupport

@Suite("SnapshotDiff")
struct SnapshotDiffTests {
    static let payments = SampleSnapshots.payments
    static let root = "PaymentsApp.ApplicationBoundary"
    static func paymentsID(_ name: String) -> String { "\(root)/PaymentsApp.PaymentsBoundary/PaymentsApp.\(name)" }

    static let samples: [String: GraphSnapshot] = [
        "payments": SampleSnapshots.payments, "showroom": SampleSnapshots.showroom,
        "objects": SampleSnapshots.objects, "hostile": SampleSnapshots.hostile,
        "layered": SampleSnapshots.layered(layers: 4, width: 5),
    ]

    @Test("a snapshot compared with itself has no differences", arguments: ["payments", "showroom", "objects", "hostile", "layered"])
    func selfDiffIsEmpty(name: String) throws {
        let snapshot = try #require(Self.samples[name])
        let diff = SnapshotDiff(before: snapshot, after: snapshot)
        #expect(diff.isEmpty)
        #expect(diff.newCrossings.isEmpty)
        #expect(diff.afterCrossings.count == GraphIndex(snapshot).crossings.count)
        let report = DiffReport(diff: diff)
        for policy in FailurePolicy.allCases {
            #expect(report.exitStatus(policy) == 0)
        }
    }

    @Test("a dependency added between two existing boundaries is exactly one new crossing naming both ends")
    func addedDependencyIsNewCrossing() throws {
        var after = Self.payments
        let edge = Edge(from: Self.paymentsID("ViewBoundary"), to: Self.paymentsID("AFramework"), kind: .dependency)
        after.setEdges(after.edges + [edge])
        let diff = SnapshotDiff(before: Self.payments, after: after)

        #expect(diff.addedEdges == [edge])
        #expect(diff.addedNodes.isEmpty && diff.removedNodes.isEmpty && diff.changedNodes.isEmpty)
        #expect(diff.removedEdges.isEmpty && diff.removedCrossings.isEmpty)
        let crossing = try #require(diff.newCrossings.first)
        #expect(diff.newCrossings.count == 1)
        #expect(crossing.edge == edge)
        #expect(crossing.from.displayName == "ViewBoundary")
        #expect(crossing.to.displayName == "AFramework")
        #expect(crossing.from.id == Self.paymentsID("ViewBoundary"))
        #expect(crossing.to.id == Self.paymentsID("AFramework"))

        let report = DiffReport(diff: diff)
        #expect(report.exitStatus(.newCrossing) == 1)
        #expect(report.exitStatus(.anyChange) == 1)
        #expect(report.exitStatus(.forbidden) == 0)
        let text = TextReportFormatter().format(report)
        #expect(text.contains("ViewBoundary -> AFramework (dependency)"))
        #expect(text.contains(Self.paymentsID("ViewBoundary")))
        #expect(text.contains(Self.paymentsID("AFramework")))
    }

    @Test("a resolves edge into another box or another module is a new crossing; one inside both is not")
    func boxCrossings() {
        let before = SampleSnapshots.showroom
        var after = before
        after.setNodes(after.nodes + [
            Node(id: "box/Showroom.Wheel", kind: .service, type: "Showroom.Wheel", parent: "box", life: "transient")
        ])
        let crossBox = Edge(from: "box/child:garage/Showroom.Mechanic", to: "box/Showroom.Transmission", kind: .resolves)
        let crossModule = Edge(from: "box/Showroom.Car#familyCar", to: "box/Engines.Engine", kind: .resolves)
        let inside = Edge(from: "box/Showroom.Car#familyCar", to: "box/Showroom.Wheel", kind: .resolves)
        after.setEdges(after.edges + [crossBox, crossModule, inside])
        let diff = SnapshotDiff(before: before, after: after)

        #expect(diff.addedNodes.map(\.id) == ["box/Showroom.Wheel"])
        #expect(diff.addedEdges == [crossModule, inside, crossBox].sorted())
        #expect(Set(diff.newCrossings.map(\.edge)) == [crossBox, crossModule])
        let areas = Dictionary(uniqueKeysWithValues: diff.newCrossings.map { ($0.edge, [$0.crossing.fromArea, $0.crossing.toArea]) })
        #expect(areas[crossBox] == ["box/child:garage", "box"])
        #expect(areas[crossModule] == ["Showroom", "Engines"])
    }

    @Test("an old edge that starts to cross because its node moved box is a new crossing")
    func movedNodeMakesCrossing() throws {
        let before = SampleSnapshots.showroom
        var after = before
        after.setNodes(after.nodes.map { node in
            var node = node
            if node.id == "box/Showroom.Car#familyCar" { node.parent = "box/child:garage" }
            return node
        })
        let diff = SnapshotDiff(before: before, after: after)
        #expect(diff.addedEdges.isEmpty)
        #expect(diff.changedNodes.map(\.id) == ["box/Showroom.Car#familyCar"])
        #expect(diff.changedNodes.first?.fields == ["parent"])
        let crossing = try #require(diff.newCrossings.first)
        #expect(diff.newCrossings.count == 1)
        #expect(crossing.edge.to == "box/Showroom.Transmission")
    }

    @Test("removed nodes, edges and crossings are reported")
    func removals() {
        let view = Self.paymentsID("ViewBoundary")
        var after = Self.payments
        after.setNodes(after.nodes.filter { $0.id != view })
        after.setEdges(after.edges.filter { $0.from != view && $0.to != view })
        let diff = SnapshotDiff(before: Self.payments, after: after)

        #expect(diff.removedNodes.map(\.id) == [view])
        #expect(diff.removedEdges.map(\.id) == ["\(view) -dependency-> \(Self.paymentsID("PresenterBoundary"))"])
        #expect(diff.removedCrossings.map(\.from.displayName) == ["ViewBoundary"])
        #expect(diff.newCrossings.isEmpty)
        #expect(diff.addedNodes.isEmpty && diff.addedEdges.isEmpty)
        let report = DiffReport(diff: diff)
        #expect(report.exitStatus(.newCrossing) == 0)
        #expect(report.exitStatus(.anyChange) == 1)
    }

    @Test("changed kind, type and resolved state, and added, removed and changed ports are reported")
    func nodeAndPortChanges() throws {
        let profile = "\(Self.root)/PaymentsApp.ProfileBoundary"
        let model = Self.paymentsID("ModelBoundary")
        var after = Self.payments
        after.setNodes(after.nodes.map { node in
            var node = node
            if node.id == profile {
                node.resolved = true
                node.kind = .container
            }
            if node.id == model {
                node.ports = [
                    Port(name: "paymentsFacade", type: "PaymentsApp.OtherFacade", origin: .computed),
                    Port(name: "history", type: "PaymentsApp.History", origin: .stored),
                ]
            }
            if node.id == Self.root { node.ports = [] }
            return node
        })
        let diff = SnapshotDiff(before: Self.payments, after: after)

        let change = try #require(diff.changedNodes.first)
        #expect(diff.changedNodes.count == 1)
        #expect(change.id == profile)
        #expect(change.fields == ["kind", "resolved"])
        #expect(diff.portChanges.map { "\($0.name):\($0.kind.rawValue)" } == ["rootView:removed", "history:added", "paymentsFacade:changed"])
        #expect(diff.portChanges.first { $0.kind == .changed }?.after?.type == "PaymentsApp.OtherFacade")
        #expect(!diff.isEmpty)
    }

    @Test("a weak reference turning strong is a changed edge, not an added one")
    func changedEdge() {
        var after = SampleSnapshots.objects
        after.setEdges(after.edges.map { edge in
            var edge = edge
            if edge.label == "parent" { edge.reference = .strong }
            return edge
        })
        let diff = SnapshotDiff(before: SampleSnapshots.objects, after: after)
        #expect(diff.addedEdges.isEmpty && diff.removedEdges.isEmpty)
        #expect(diff.changedEdges.map(\.fields) == [["reference"]])
    }
}

/// Source places say where wiring happens; moving code without rewiring changes nothing.
@Suite("Source places in diffs")
struct SourcePlaceDiffTests {
    static let samples = [
        SampleSnapshots.payments, SampleSnapshots.showroom, SampleSnapshots.objects, SampleSnapshots.hostile,
    ]

    @Test("lines moved, places added or places removed are no change under any policy", arguments: [0, 1, 2, 3])
    func movedPlacesAreNoChange(sample: Int) {
        let plain = Self.samples[sample]
        let placed = plain.placed()
        let shifted = plain.placed(shiftedBy: 7)
        #expect(placed != shifted, "the fixture must move something")
        for (before, after) in [(placed, shifted), (plain, shifted), (shifted, plain)] {
            let diff = SnapshotDiff(before: before, after: after)
            #expect(diff.isEmpty)
            #expect(diff.portChanges.isEmpty && diff.changedNodes.isEmpty && diff.changedEdges.isEmpty)
            let report = DiffReport(diff: diff)
            for policy in FailurePolicy.allCases {
                #expect(report.exitStatus(policy) == 0)
                #expect(!report.fails(policy))
            }
        }
    }

    @Test("a new crossing is reported with the later snapshot's place, in text and Markdown")
    func newCrossingNamesItsAfterPlace() throws {
        let before = SampleSnapshots.payments.placed()
        let root = "PaymentsApp.ApplicationBoundary/PaymentsApp.PaymentsBoundary"
        let edge = Edge(
            from: "\(root)/PaymentsApp.ViewBoundary", to: "\(root)/PaymentsApp.AFramework", kind: .dependency,
            place: SourcePlace(file: "Sources/App/AppStoreV2.swift", line: 48))
        var after = SampleSnapshots.payments.placed(shiftedBy: 7)
        after.setEdges(after.edges + [edge])
        let report = DiffReport(before: before, after: after)
        #expect(report.findings.count == 1)
        let text = TextReportFormatter().format(report)
        #expect(text.contains("      at:   Sources/App/AppStoreV2.swift:48\n"))
        let markdown = MarkdownReportFormatter().format(report)
        let row = try #require(markdown.split(separator: "\n").first { $0.contains("ViewBoundary") && $0.hasPrefix("| ") })
        #expect(row.contains("| Sources/App/AppStoreV2.swift:48 |"))
        // Nothing else is reported: the other places moved by seven lines.
        #expect(report.diff.addedEdges == [edge] && report.diff.changedEdges.isEmpty && report.diff.changedNodes.isEmpty)
    }
}
