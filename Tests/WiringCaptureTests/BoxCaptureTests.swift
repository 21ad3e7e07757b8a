import Foundation
import SwincyBox
import Testing
import WiringCapture
import WiringModel

private protocol Engine: AnyObject {}
private final class V8: Engine {}
private final class Car {
    let engine: Engine
    init(engine: Engine) { self.engine = engine }
}
private final class Garage {
    let car: Car
    init(car: Car) { self.car = car }
}
private final class Mechanic {
    let garage: Garage
    init(garage: Garage) { self.garage = garage }
}

@Suite("Box capture")
struct BoxCaptureTests {
    private let module = "WiringCaptureTests"

    /// A box with keyed, permanent and transient services and a child box; returns it and a factory-call counter.
    private func makeBox() -> (Box, RunCounter) {
        let counter = RunCounter()
        let box = Box()
        box.register(Engine.self) { counter.hit("engine"); return V8() }
        box.register(key: "sports", life: .permanent) { r in counter.hit("car"); return Car(engine: r.resolve()) }
        box.register(key: "family") { r in counter.hit("car"); return Car(engine: r.resolve()) }
        box.register(life: .permanent) { r in counter.hit("garage"); return Garage(car: r.resolve(key: "sports")) }
        box.register(key: "unused") { counter.hit("unused"); return V8() as Engine }
        let workshop = box.newChildBox(forKey: "workshop")
        workshop.register { r in counter.hit("mechanic"); return Mechanic(garage: r.resolve()) }
        return (box, counter)
    }

    @Test func everyRegistrationAppearsWithKeyAndLife() throws {
        let (box, _) = makeBox()
        _ = box.resolve(key: "family") as Car
        let snapshot = GraphSnapshot.capture(box)
        let services = snapshot.nodes.filter { $0.kind == .service }
        // Types are private to this file, so their names carry a local context; compare by suffix.
        let described = Set(services.map { "\($0.displayName.split(separator: ".").last!) key=\($0.key ?? "-") life=\($0.life ?? "?")" })
        #expect(described == [
            "Engine key=- life=transient", "Car key=sports life=permanent", "Car key=family life=transient",
            "Garage key=- life=permanent", "Engine key=unused life=transient", "Mechanic key=- life=transient",
        ])
        let boxes = snapshot.nodes.filter { $0.kind == .box }.map(\.id)
        #expect(boxes == ["box", "box/child:workshop"])
        #expect(snapshot.node(withID: "box/child:workshop")?.parent == "box")
        #expect(services.filter { $0.parent == "box/child:workshop" }.count == 1)
    }

    @Test func resolvesEdgesAndPermanentInstancesAreRecorded() throws {
        let (box, _) = makeBox()
        let workshop = try #require(box.childBox(forKey: "workshop"))
        _ = workshop.resolve() as Mechanic
        let snapshot = GraphSnapshot.capture(box)
        let edges = Set(snapshot.edges.map { "\(label($0.from, in: snapshot)) -> \(label($0.to, in: snapshot))" })
        #expect(edges == [
            "Mechanic -> Garage", "Garage -> Car#sports", "Car#sports -> Engine",
        ])
        #expect(snapshot.edges.allSatisfy { $0.kind == .resolves })
        let garage = try #require(snapshot.nodes.first { $0.type.hasSuffix("Garage") })
        #expect(garage.attributes["instance"] == "true")
        let family = try #require(snapshot.nodes.first { $0.key == "family" })
        #expect(family.attributes["instance"] == nil)
        #expect(family.resolved == false)
        // The mechanic (in the child box) resolving the garage (in the root box) crosses boxes.
        let crossings = GraphIndex(snapshot).crossings.map { label($0.edge.from, in: snapshot) }
        #expect(crossings == ["Mechanic"])
    }

    @Test func captureRunsNoFactory() {
        let (box, counter) = makeBox()
        _ = box.resolve() as Garage
        let before = counter.all
        let first = GraphSnapshot.capture(box)
        let second = GraphSnapshot.capture(box as Any)
        #expect(counter.all == before)
        #expect(counter.count("unused") == 0)
        #expect(first.jsonData() == second.jsonData())
    }

    private func label(_ id: String, in snapshot: GraphSnapshot) -> String {
        guard let node = snapshot.node(withID: id) else { return id }
        let name = String(node.displayName.split(separator: ".").last!)
        return node.key.map { "\(name)#\($0)" } ?? name
    }
}
