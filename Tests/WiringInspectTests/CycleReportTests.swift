import Foundation
import Testing
import WiringInspect
import WiringModel
import WiringTestSupport

@Suite("Cycles")
struct CycleReportTests {
    @Test("a loop closed by weak and unowned references is not a retain cycle")
    func weakLoop() {
        let report = SnapshotInspector(SampleSnapshots.objects).cycles()
        #expect(report.cycles.isEmpty)
        #expect(report.weakCycles.count == 1)
        let cycle = report.weakCycles[0]
        #expect(cycle.weak)
        #expect(cycle.members == ["App.Coordinator", "App.Coordinator.child", "App.Coordinator.store"])
        #expect(cycle.example.map(\.fromName) == ["ChildCoordinator", "Coordinator"])
        #expect(cycle.example.first?.reference == .weak)
        #expect(cycle.example.last?.to == cycle.example.first?.from)
        #expect(report.text().lines == [
            "no cycles",
            "",
            "1 cycle through weak or unowned references (not retain cycles)",
            "1. 3 nodes, for example:",
            "   members: Coordinator, ChildCoordinator, Store",
            "   ChildCoordinator",
            "   → holds Coordinator (parent, weak)",
            "   → holds ChildCoordinator (child)",
        ])
    }

    @Test("a three-node retain cycle whose shortest loop passes two of them names all three")
    func everyMemberNamed() {
        // A and B hold each other; B and C hold each other: one component, shortest loop A -> B -> A.
        let graph = InspectFixtures.graph(
            ["A", "B", "C"], [("A", "B", .holds), ("B", "A", .holds), ("B", "C", .holds), ("C", "B", .holds)])
        let inspector = SnapshotInspector(graph)
        let report = inspector.cycles()
        #expect(report.cycles.map(\.memberNames) == [["A", "B", "C"]])
        #expect(report.text().lines.contains("   members: A, B, C"))
        let warning = inspector.findings().first { $0.kind == .retainCycle }
        #expect(warning?.message.contains("A, B, C") == true)
    }

    @Test("graphs without loops have no cycles")
    func none() {
        for snapshot in [SampleSnapshots.payments, SampleSnapshots.showroom, SampleSnapshots.layered(layers: 5, width: 4)] {
            let report = SnapshotInspector(snapshot).cycles()
            #expect(report.cycles.isEmpty && report.weakCycles.isEmpty)
            #expect(report.text() == "no cycles\n")
        }
    }

    @Test("each strong component is reported once with a shortest example through its smallest id")
    func components() {
        // Two components: {A, B, C} with a shortcut C → A, and {X, Y}; plus a self loop on Z.
        let graph = InspectFixtures.graph(
            ["A", "B", "C", "D", "X", "Y", "Z"],
            [("A", "B", .dependency), ("B", "C", .dependency), ("C", "A", .dependency), ("B", "A", .dependency),
             ("C", "D", .dependency), ("X", "Y", .dependency), ("Y", "X", .dependency), ("Z", "Z", .dependency)])
        let report = SnapshotInspector(graph).cycles()
        #expect(report.cycles.map(\.members) == [["A", "B", "C"], ["X", "Y"], ["Z"]])
        #expect(report.cycles[0].example.map(\.to) == ["B", "A"])
        #expect(report.cycles[2].example.map(\.to) == ["Z"])
        #expect(report.weakCycles.isEmpty)
        #expect(report.text().lines.first == "3 cycles")
    }

    @Test("a strong loop inside a weak one is reported in both lists")
    func mixed() {
        let graph = InspectFixtures.graph(
            ["A", "B", "C"], [("A", "B", .holds), ("B", "A", .holds), ("B", "C", .holds), ("C", "A", .holds)], weak: ["CA"])
        let report = SnapshotInspector(graph).cycles()
        #expect(report.cycles.map(\.members) == [["A", "B"]])
        #expect(report.weakCycles.map(\.members) == [["A", "B", "C"]])
        #expect(report.weakCycles[0].example.map(\.to) == ["A", "B", "C"])
    }

    @Test("a 100,000-node ring is one component, found without recursion")
    func longRing() {
        let report = SnapshotInspector(InspectFixtures.chain(100_000, closed: true)).cycles()
        #expect(report.cycles.count == 1)
        #expect(report.cycles[0].members.count == 100_000)
        #expect(report.cycles[0].example.count == 100_000)
        #expect(SnapshotInspector(InspectFixtures.chain(100_000)).cycles().cycles.isEmpty)
    }

    @Test("JSON cycle answers list members and example steps")
    func json() throws {
        let json = try SnapshotInspector(SampleSnapshots.objects).answer(.cycles, format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["cycles"] as? [Any])?.isEmpty == true)
        let weak = try #require((object["weakCycles"] as? [[String: Any]])?.first)
        #expect((weak["members"] as? [String])?.count == 3)
        #expect(weak["weak"] as? Bool == true)
    }
}
