import Foundation
import Testing
import WiringInspect
import WiringModel
import WiringTestSupport

@Suite("Findings")
struct InspectFindingTests {
    @Test("a permanent service resolving a transient one is a captive dependency")
    func captive() {
        let findings = SnapshotInspector(SampleSnapshots.showroom).findings()
        #expect(findings.count == 1)
        #expect(findings.first?.kind == .captiveDependency)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.nodes == ["box/Showroom.Car#familyCar", "box/Showroom.Transmission"])
    }

    @Test("Swinject scopes: container over graph or transient is captive; weak holds and the reverse are not")
    func scopes() {
        let graph = InspectFixtures.graph(
            ["Cache", "Session", "Request", "Logger", "Clock"],
            [("Cache", "Session", .resolves), ("Cache", "Request", .holds), ("Cache", "Logger", .holds),
             ("Session", "Cache", .resolves), ("Cache", "Clock", .resolves)],
            weak: ["CacheLogger"],
            life: ["Cache": "container", "Session": "graph", "Request": "transient", "Logger": "transient", "Clock": "weak"])
        let findings = SnapshotInspector(graph).findings()
        let captive = findings.filter { $0.kind == .captiveDependency }
        #expect(captive.map(\.nodes) == [["Cache", "Request"], ["Cache", "Session"]])
        #expect(captive.first?.message.contains("container Cache holds transient Request") == true)
        // Cache and Session resolve each other: that loop is reported too, after the captives.
        #expect(findings.map(\.kind) == [.captiveDependency, .captiveDependency, .dependencyCycle])
    }

    @Test("strong holds loops are retain cycles; other loops are dependency cycles")
    func cycles() {
        let graph = InspectFixtures.graph(
            ["A", "B", "C", "D"], [("A", "B", .holds), ("B", "A", .holds), ("C", "D", .dependency), ("D", "C", .dependency)])
        let findings = SnapshotInspector(graph).findings()
        #expect(findings.map(\.kind) == [.retainCycle, .dependencyCycle])
        #expect(findings[0].message == "retain cycle of 2 nodes: A -> B -> A; make one of these references weak or unowned")
        #expect(SnapshotInspector(SampleSnapshots.objects).findings().isEmpty)
    }

    @Test("unresolved parts are notes, listed after warnings")
    func unresolved() {
        var snapshot = SampleSnapshots.showroom
        var nodes = snapshot.nodes
        nodes.append(Node(id: "box/Showroom.Paint", kind: .service, type: "Showroom.Paint", parent: "box", resolved: false, life: "transient"))
        snapshot.setNodes(nodes)
        let findings = SnapshotInspector(snapshot).findings()
        #expect(findings.map(\.severity) == [.warning, .note])
        #expect(findings.last?.message == "Paint is registered but was never resolved")
        let text = InspectFinding.text(findings)
        #expect(text.lines.first == "1 warning, 1 note")
        #expect(text.lines.last == "note: Paint is registered but was never resolved")
    }

    @Test("--warnings alone prints only the findings")
    func warningsAnswer() throws {
        let inspector = SnapshotInspector(SampleSnapshots.payments)
        #expect(try inspector.answer(.warnings, format: .text) == "0 warnings, 1 note\nnote: ProfileBoundary (boundary) is declared but not resolved yet\n")
        #expect(try SnapshotInspector(SampleSnapshots.objects).answer(.warnings, format: .text) == "no warnings\n")
    }
}
