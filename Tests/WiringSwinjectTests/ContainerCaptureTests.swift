import Foundation
import Swinject
import Testing
import WiringModel
import WiringSwinject

@Suite("Capturing a Swinject container")
struct ContainerCaptureTests {
    private let ids = Dealership.ids

    private func openedDealership() -> (Dealership, GraphSnapshot, Showroom) {
        let dealership = Dealership()
        let (showroom, _) = dealership.open(through: dealership.container)
        return (dealership, GraphSnapshot.capture(dealership.container), showroom)
    }

    @Test func everyRegistrationAppearsOnceWithItsScopeAndName() throws {
        let (_, snapshot, showroom) = openedDealership()
        withExtendedLifetime(showroom) {}
        let services = snapshot.nodes.filter { $0.kind == .service }
        #expect(services.map(\.id).sorted() == [
            ids.brochure, ids.dashboard, ids.driver, ids.passenger, ids.roadster, ids.showroom,
            ids.transmission, ids.wheel, ids.bmw, ids.vw,
        ].sorted())
        #expect(Set(services.map(\.id)).count == services.count)
        let life = Dictionary(uniqueKeysWithValues: services.map { ($0.id, $0.life ?? "") })
        #expect(life[ids.vw] == "container")
        #expect(life[ids.bmw] == "graph")
        #expect(life[ids.transmission] == "weak")
        #expect(life[ids.wheel] == "transient")
        let vw = try #require(snapshot.node(withID: ids.vw))
        #expect(vw.key == "vw" && vw.type == "WiringSwinjectTests.Engine" && vw.parent == ids.parent)
        #expect(snapshot.node(withID: ids.roadster)?.key == nil)
        #expect(snapshot.source == "swinject")
    }

    @Test func parentContainersEncloseTheirChildren() throws {
        let (_, snapshot, _) = openedDealership()
        let boxes = snapshot.nodes.filter { $0.kind == .box }
        #expect(boxes.map(\.id) == [ids.container, ids.parent])
        #expect(boxes.allSatisfy { $0.type == "Swinject.Container" })
        #expect(snapshot.node(withID: ids.container)?.parent == ids.parent)
        #expect(snapshot.node(withID: ids.parent)?.parent == nil)
        #expect(snapshot.node(withID: ids.roadster)?.parent == ids.container)
    }

    @Test func parentAndChildContainersAreNamedApart() throws {
        let (_, snapshot, _) = openedDealership()
        let child = try #require(snapshot.node(withID: ids.container))
        let parent = try #require(snapshot.node(withID: ids.parent))
        #expect(child.key == nil)
        #expect(parent.key == "parent")
        // Labels, inspect and reports show the display name with the key: `Container` and `Container#parent`.
        let names = Set(snapshot.nodes.filter { $0.kind == .box }.map { node in node.key.map { "\(node.displayName)#\($0)" } ?? node.displayName })
        #expect(names == ["Container", "Container#parent"])
    }

    @Test func forwardedTypesShareTheirEntrysNode() throws {
        let (_, snapshot, _) = openedDealership()
        let roadster = try #require(snapshot.node(withID: ids.roadster))
        #expect(roadster.attributes["forwardedTypes"] == "WiringSwinjectTests.Car, WiringSwinjectTests.Vehicle")
        #expect(!snapshot.nodes.contains { $0.type == "WiringSwinjectTests.Car" })
        #expect(snapshot.node(withID: ids.showroom)?.attributes["forwardedTypes"] == nil)
    }

    @Test func argumentsInstancesAndUnresolvedRegistrationsAreRecorded() throws {
        let (_, snapshot, showroom) = openedDealership()
        let dashboard = try #require(snapshot.node(withID: ids.dashboard))
        #expect(dashboard.attributes["arguments"] == "Swift.Int")
        #expect(dashboard.attributes["instance"] == nil)
        #expect(snapshot.node(withID: ids.showroom)?.attributes["arguments"] == nil)
        #expect(snapshot.node(withID: ids.showroom)?.attributes["instance"] == "true")
        // The weak scope keeps the gearbox while the roadster holds it.
        #expect(snapshot.node(withID: ids.transmission)?.attributes["instance"] == "true")
        #expect(snapshot.node(withID: ids.wheel)?.attributes["instance"] == nil)
        #expect(snapshot.node(withID: ids.brochure)?.resolved == false)
        #expect(snapshot.node(withID: ids.wheel)?.resolved == true)
        withExtendedLifetime(showroom) {}
    }

    @Test func keptInstancesGiveResolvesEdges() {
        let (_, snapshot, showroom) = openedDealership()
        let edges = Set(snapshot.edges.map { "\($0.from) -> \($0.to) [\($0.label ?? "")]" })
        // By identity: container, weak and alive graph-scoped instances.
        #expect(edges.contains("\(ids.showroom) -> \(ids.roadster) [car]"))
        #expect(edges.contains("\(ids.showroom) -> \(ids.bmw) [spareEngine]"))
        #expect(edges.contains("\(ids.roadster) -> \(ids.vw) [engine]"))
        #expect(edges.contains("\(ids.roadster) -> \(ids.transmission) [transmission]"))
        // By exact type: the transient wheels.
        #expect(edges.contains("\(ids.roadster) -> \(ids.wheel) [wheels]"))
        // The seats could be either named seat registration: no guess.
        #expect(!snapshot.edges.contains { $0.to == ids.driver || $0.to == ids.passenger })
        #expect(snapshot.edges.allSatisfy { $0.kind == .resolves })
        withExtendedLifetime(showroom) {}
    }

    @Test func captureRunsNoFactoryAndGivesTheSameBytesTwice() {
        let (dealership, first, showroom) = openedDealership()
        let runs = dealership.counter.runs
        let second = GraphSnapshot.capture(dealership.container)
        #expect(dealership.counter.runs == runs)
        #expect(first.jsonData() == second.jsonData())
        #expect(second.node(withID: ids.brochure)?.resolved == false)
        withExtendedLifetime(showroom) {}
    }

    @Test func aFreshContainerIsCapturedWithoutRunningAnything() {
        let dealership = Dealership()
        let snapshot = GraphSnapshot.capture(dealership.container)
        #expect(dealership.counter.total == 0)
        #expect(snapshot.nodes.filter { $0.kind == .service }.allSatisfy { !$0.resolved })
        #expect(snapshot.edges.isEmpty)
    }

    @Test func twoDealershipsGiveIdenticalBytesWithoutAddresses() throws {
        let (_, first, firstShowroom) = openedDealership()
        let (_, second, secondShowroom) = openedDealership()
        #expect(first.jsonData() == second.jsonData())
        let text = try #require(String(data: first.jsonData(), encoding: .utf8))
        #expect(!text.contains("0x"))
        withExtendedLifetime((firstShowroom, secondShowroom)) {}
    }

    @Test func aSynchronizedViewIsCapturedAsItsContainer() throws {
        let dealership = Dealership()
        let view = dealership.container.synchronize()
        let showroom = try #require(view.resolve(Showroom.self))
        let viewContainer = try #require(view as? Container)
        #expect(GraphSnapshot.capture(viewContainer).jsonData() == GraphSnapshot.capture(dealership.container).jsonData())
        #expect(GraphSnapshot.capture(viewContainer).node(withID: ids.showroom)?.attributes["instance"] == "true")
        withExtendedLifetime(showroom) {}
    }

    @Test func theSnapshotReadsBackAsWritten() throws {
        let (_, snapshot, showroom) = openedDealership()
        let again = try GraphSnapshot(data: snapshot.jsonData(), fileName: "swinject.wiring.json")
        #expect(again == snapshot)
        withExtendedLifetime(showroom) {}
    }
}
