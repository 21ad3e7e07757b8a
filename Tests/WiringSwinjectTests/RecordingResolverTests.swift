import Foundation
import Swinject
import Testing
import WiringModel
import WiringSwinject

@Suite("Recording resolutions")
struct RecordingResolverTests {
    private let ids = Dealership.ids

    @Test func recordedResolutionsBecomeExactEdges() throws {
        let dealership = Dealership()
        let recorder = RecordingResolver(dealership.container)
        let (showroom, dashboard) = dealership.open(through: recorder)
        #expect(dashboard.size == 7)
        let snapshot = GraphSnapshot.capture(dealership.container, recorder: recorder)
        let pairs = Set(snapshot.edges.map { "\($0.from) -> \($0.to)" })
        #expect(pairs == [
            "\(ids.showroom) -> \(ids.roadster)", "\(ids.showroom) -> \(ids.bmw)",
            "\(ids.roadster) -> \(ids.vw)", "\(ids.roadster) -> \(ids.transmission)",
            "\(ids.roadster) -> \(ids.wheel)",
            // What the instances alone cannot tell apart, the recorder knows.
            "\(ids.roadster) -> \(ids.driver)", "\(ids.roadster) -> \(ids.passenger)",
        ])
        // An edge the instances show keeps their label; one only recorded has none.
        #expect(snapshot.edges.first { $0.to == ids.driver }?.label == nil)
        #expect(snapshot.edges.first { $0.to == ids.vw }?.label == "engine")
        withExtendedLifetime(showroom) {}
    }

    @Test func factoriesReceiveTheRecorder() throws {
        let container = Container()
        let seen = FactoryCounter()
        container.register(Wheel.self) { r in
            seen.ran(r is RecordingResolver ? "recorder" : "container")
            return Wheel()
        }
        container.register(Roadster.self) { r in
            Roadster(engine: VWEngine(), transmission: AutomaticGearbox(), wheels: [r.resolve(Wheel.self)!],
                     seats: (LeatherSeat(), LeatherSeat()))
        }
        let recorder = RecordingResolver(container)
        _ = try #require(recorder.resolve(Roadster.self))
        #expect(seen.runs == ["recorder": 1])
    }

    @Test func recordsEvenWhenTheInstancesAreGone() {
        let dealership = Dealership()
        dealership.container.register(Brochure.self, name: "seats") { r in
            _ = r.resolve(Seat.self, name: "driver")
            return Brochure()
        }
        .inObjectScope(.transient)
        let recorder = RecordingResolver(dealership.container)
        _ = recorder.resolve(Brochure.self, name: "seats")
        let brochure = "container/WiringSwinjectTests.Brochure#seats"
        #expect(GraphSnapshot.capture(dealership.container).edges.isEmpty)
        let snapshot = GraphSnapshot.capture(dealership.container, recorder: recorder)
        #expect(snapshot.edges.map { "\($0.from) -> \($0.to)" } == ["\(brochure) -> \(ids.driver)"])
    }

    @Test func aParentsRegistrationResolvesFromTheParent() {
        let dealership = Dealership()
        dealership.parent.register(Brochure.self) { r in _ = r.resolve(Engine.self, name: "bmw"); return Brochure() }
            .inObjectScope(.transient)
        let recorder = RecordingResolver(dealership.parent)
        _ = recorder.resolve(Brochure.self)
        let snapshot = GraphSnapshot.capture(dealership.container, recorder: recorder)
        #expect(snapshot.edges.map { "\($0.from) -> \($0.to)" } == [
            "container/parent/WiringSwinjectTests.Brochure -> \(ids.bmw)",
        ])
    }

    @Test func resolvingOnManyThreadsRecordsEachFactorysOwnResolutions() {
        let dealership = Dealership()
        let recorder = RecordingResolver(dealership.container, synchronized: true)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            _ = recorder.resolve(Showroom.self)
            _ = recorder.resolve(Roadster.self)
        }
        let snapshot = GraphSnapshot.capture(dealership.container, recorder: recorder)
        let froms = Set(snapshot.edges.map(\.from))
        #expect(froms == [ids.showroom, ids.roadster])
        #expect(snapshot.edges.contains { $0.from == ids.roadster && $0.to == ids.driver })
    }

    @Test func resetForgetsTheRecords() {
        let dealership = Dealership()
        let recorder = RecordingResolver(dealership.container)
        _ = recorder.resolve(Seat.self, name: "driver")
        _ = recorder.resolve(Roadster.self)
        recorder.reset()
        let snapshot = GraphSnapshot.capture(dealership.container, recorder: recorder)
        #expect(!snapshot.edges.contains { $0.to == ids.driver })
    }
}
