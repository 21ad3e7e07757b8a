import Swinject
import Testing
import WiringModel
import WiringSwinject

@Suite("Edges from instances nobody keeps")
struct InstanceEdgeTests {
    private let ids = Dealership.ids
    private let garage = "container/WiringSwinjectTests.Garage"

    private func capture() -> (GraphSnapshot, [AnyObject]) {
        let dealership = Dealership()
        dealership.container.register(Garage.self) { r in Garage(resolver: r) }.inObjectScope(.container)
        let showroom = dealership.container.resolve(Showroom.self)!
        let garage = dealership.container.resolve(Garage.self)!
        return (GraphSnapshot.capture(dealership.container), [showroom, garage])
    }

    @Test func aHeldObjectOfAKeptInstancesClassMatchesThatRegistration() {
        let (snapshot, alive) = capture()
        #expect(snapshot.edges.contains(Edge(from: garage, to: ids.vw, kind: .resolves, label: "spareEngine")))
        withExtendedLifetime(alive) {}
    }

    @Test func aHeldObjectConformingToOneRegistrationMatchesIt() {
        let (snapshot, alive) = capture()
        #expect(snapshot.edges.contains(Edge(from: garage, to: ids.transmission, kind: .resolves, label: "spareGearbox")))
        withExtendedLifetime(alive) {}
    }

    @Test func ambiguousValuesLibraryValuesAndTheResolverGiveNoEdge() {
        let (snapshot, alive) = capture()
        let fromGarage = snapshot.edges.filter { $0.from == garage }.map(\.to)
        #expect(fromGarage.sorted() == [ids.transmission, ids.vw].sorted())
        withExtendedLifetime(alive) {}
    }
}
