// The car showroom on Swinject: parts registered in a factory container, the
// showroom's stock in a child container, cars behind a protocol under names, the four
// scopes, a forwarded type and a factory with an argument. Resolves through a
// `RecordingResolver`, then captures the containers. Prints one fact per line.

import Foundation
import Swinject
import Wiring
import WiringSwinject

// `swift run SwinjectShowroom [OUTPUT.wiring.json]`

// The factory: one shared engine, found as `Engine` through a forwarded type, and gearboxes.
let factory = Container()
factory.register(VWEngine.self) { _ in VWEngine() }
    .inObjectScope(.container)
    .implements(Engine.self)
factory.register(Transmission.self) { _ in AutomaticGearbox() }
factory.register(Transmission.self, name: "manual") { _ in ManualGearbox() }
    .inObjectScope(.transient)

// The showroom: named cars, the showroom itself, and brochures printed per model.
let showroomContainer = Container(parent: factory)
showroomContainer.register(Car.self, name: "familyCar") { r in
    BMWX3(engine: r.resolve(Engine.self)!, transmission: r.resolve(Transmission.self)!)
}
.inObjectScope(.weak)
showroomContainer.register(Car.self, name: "sportsCar") { r in
    BMWRoadster(engine: r.resolve(Engine.self)!, transmission: r.resolve(Transmission.self, name: "manual")!)
}
.inObjectScope(.transient)
showroomContainer.register(Showroom.self) { r in
    Showroom(familyCar: r.resolve(Car.self, name: "familyCar")!, sportsCar: r.resolve(Car.self, name: "sportsCar")!)
}
.inObjectScope(.container)
showroomContainer.register(Brochure.self) { (_, model: String) in Brochure(title: "\(model) brochure") }
    .inObjectScope(.transient)

// Resolve through a recorder: the one change that gives the snapshot exact edges.
let recorder = RecordingResolver(showroomContainer)
let showroom = recorder.resolve(Showroom.self)!
let brochure = recorder.resolve(Brochure.self, argument: showroom.familyCar.model)!
print("familyCar: \(showroom.familyCar.model)")
print("sportsCar: \(showroom.sportsCar.model)")
print("familyCar engine: \(showroom.familyCar.engine.maker)")
print("familyCar transmission: \(showroom.familyCar.transmission.kind)")
print("sportsCar transmission: \(showroom.sportsCar.transmission.kind)")
print("engine is shared: \(showroom.familyCar.engine === showroom.sportsCar.engine)")
print("showroom is kept: \(showroom === recorder.resolve(Showroom.self)!)")
print("familyCar is kept while shown: \(showroom.familyCar === recorder.resolve(Car.self, name: "familyCar")!)")
print("brochure: \(brochure.title)")

// MARK: - Wiring capture

let output = CommandLine.arguments.dropFirst().first ?? "swinject.wiring.json"
let snapshot = GraphSnapshot.capture(showroomContainer, recorder: recorder)
let services = snapshot.nodes.filter { $0.kind == .service }
print("containers: \(snapshot.nodes.count - services.count)")
print("registrations: \(services.count)")
print("resolves edges: \(snapshot.edges.count)")
do {
    try snapshot.write(to: URL(fileURLWithPath: output))
    print("snapshot: \(output)")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
