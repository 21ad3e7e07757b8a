import Foundation
import Testing
import WiringInspect
import WiringModel
import WiringTestSupport

@Suite("Node")
struct NodeReportTests {
    let payments = SnapshotInspector(SampleSnapshots.payments)
    let showroom = SnapshotInspector(SampleSnapshots.showroom)

    @Test("facts, ports, dependencies and dependents of a boundary")
    func details() throws {
        let report = try payments.node("ModelBoundary")
        #expect(report.node.id == "PaymentsApp.ApplicationBoundary/PaymentsApp.PaymentsBoundary/PaymentsApp.ModelBoundary")
        #expect(report.parentName == "PaymentsBoundary")
        #expect(report.dependencies.map(\.toName) == ["ModelBoundary.Plugin"])
        #expect(report.dependents.map(\.fromName) == ["PresenterBoundary"])
        let lines = report.text().lines
        #expect(lines.first == "ModelBoundary [boundary]")
        #expect(lines.contains("  type:     PaymentsApp.ModelBoundary"))
        #expect(lines.contains("  parent:   PaymentsBoundary"))
        #expect(lines.contains("  port paymentsFacade: PaymentsFacade (computed)"))
        #expect(lines.contains("  → needs plugin ModelBoundary.Plugin"))
        #expect(lines.contains("  ← depended on by PresenterBoundary"))
    }

    @Test("dependencies are grouped by kind, then by the node they reach")
    func orderedByKind() throws {
        let report = try payments.node("Service")
        #expect(report.dependencies.map(\.kind) == [.dependency, .adapts])
        let plugin = try payments.node("ModelBoundary.Plugin")
        #expect(plugin.dependents.map(\.kind) == [.plugin, .adapts])
        #expect(plugin.text().lines.contains("  ← implemented by Service"))
    }

    @Test("a service shows key, life and attributes; an enclosing node its children")
    func service() throws {
        let car = try showroom.node("Car#familyCar")
        let lines = car.text().lines
        #expect(lines.first == "Car#familyCar [service] key: familyCar, life: permanent")
        #expect(lines.contains("  life:     permanent"))
        #expect(lines.contains("  instance: true"))
        let box = try showroom.node("box")
        #expect(box.children == ["Engine", "Car#familyCar", "Car#sportsCar", "Transmission", "Box#garage"])
    }

    @Test("a node can be named by id, type, key or the name inspect prints")
    func naming() throws {
        #expect(try showroom.node("box/Showroom.Car#sportsCar").node.key == "sportsCar")
        #expect(try showroom.node("sportsCar").node.key == "sportsCar")
        #expect(try showroom.node("Box#garage").node.id == "box/child:garage")
        #expect(try payments.node("PaymentsApp.PresenterBoundary").node.kind == .boundary)
        #expect(try payments.node("ProfileBoundary").node.resolved == false)
    }

    @Test("an ambiguous name lists the candidates")
    func ambiguous() {
        #expect(throws: InspectError.ambiguousNode(query: "Car", candidates: ["Car#familyCar", "Car#sportsCar"], total: 2)) {
            try showroom.node("Car")
        }
        do {
            _ = try payments.node("Boundary")
            Issue.record("expected an ambiguous-name error")
        } catch {
            #expect(error.description.hasPrefix("'Boundary' matches 9 nodes: 'ApplicationBoundary', "))
            #expect(error.description.hasSuffix("and 1 more; give a longer name or the full id"))
        }
    }

    @Test("an unknown name suggests close ones")
    func unknown() {
        #expect(throws: InspectError.unknownNode(query: "ModelBoundry", suggestions: ["ModelBoundary"])) {
            try payments.node("ModelBoundry")
        }
        #expect(throws: InspectError.unknownNode(query: "TheTransmissionThing", suggestions: ["Transmission"])) {
            try showroom.node("TheTransmissionThing")
        }
        #expect(throws: InspectError.unknownNode(query: "Zebra", suggestions: [])) {
            try showroom.node("Zebra")
        }
        let message = InspectError.unknownNode(query: "Zebra", suggestions: []).description
        #expect(message == "no node matches 'Zebra'; run 'wiring inspect SNAPSHOT' to list the nodes")
    }

    @Test("node answers in JSON carry the node and its edges")
    func json() throws {
        let json = try payments.answer(.node("PresenterBoundary"), format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "PresenterBoundary")
        let dependencies = try #require(object["dependencies"] as? [[String: Any]])
        #expect(dependencies.map { $0["toName"] as? String } == ["ModelBoundary"])
        #expect((object["node"] as? [String: Any])?["kind"] as? String == "boundary")
    }
}
