// The car showroom of the SwincyBox README: keyed cars behind protocols, a permanent
// pair connected both ways, a child box for the test track, and the transient circular
// pair whose weak reference ends up nil. Prints one fact per line.

import Foundation
import SwincyBox
import Wiring

// `swift run Showroom [--next] [OUTPUT.wiring.json]`: `--next` is the showroom's next
// version, in which the test track's sports car also reaches into the showroom.
let arguments = CommandLine.arguments.dropFirst()
let isNextVersion = arguments.contains("--next")

let box = Box()

// Parts, registered against their protocols.
box.register { VWEngine() as Engine }
box.register { AutomaticGearbox() as Transmission }

// Stock, registered against Car under keys: the showroom never names a model.
box.register(key: "familyCar") { r in BMWX3(engine: r.resolve(), transmission: r.resolve()) as Car }
box.register(key: "sportsCar") { r in BMWRoadster(engine: r.resolve(), transmission: r.resolve()) as Car }
box.register(life: .permanent) { r in Showroom(r.resolve(key: "familyCar"), r.resolve(key: "sportsCar")) }

// Safety testing: a permanent pair, strong one way and weak the other.
box.register(life: .permanent) { SafetyTestCar() }
box.register(CrashTestDummy.self, life: .permanent) { r in
    let car = r.resolve() as SafetyTestCar
    let dummy = CrashTestDummy(car: car)
    car.dummy = dummy
    return dummy
}

// The test track: its own gearbox and sports car, the parent's everything else, and a
// transient dummy/car pair built per resolve.
let testTrack = box.newChildBox(forKey: "testTrack")
testTrack.register { ManualGearbox() as Transmission }
testTrack.register(key: "sportsCar") { r in
    if isNextVersion {
        // The next version's shortcut: the test track borrows the showroom's stock.
        _ = r.resolve() as Showroom
    }
    return MercedesAMG(engine: r.resolve(), transmission: r.resolve()) as Car
}
testTrack.register(CrashTestDummy.self, life: .transient) {
    let car = SafetyTestCar()
    let dummy = CrashTestDummy(car: car)
    car.dummy = dummy
    return dummy
}
testTrack.register(SafetyTestCar.self, life: .transient) {
    let car = SafetyTestCar()
    let dummy = CrashTestDummy(car: car)
    car.dummy = dummy
    return car
}

let familyCar = box.resolve(key: "familyCar") as Car
let sportsCar = box.resolve(key: "sportsCar") as Car
print("familyCar: \(familyCar.model)")
print("sportsCar: \(sportsCar.model)")
print("familyCar engine: \(familyCar.engine.maker)")
print("familyCar transmission: \(familyCar.transmission.kind)")
print("familyCar is new per resolve: \(familyCar !== box.resolve(key: "familyCar") as Car)")

let showroom = box.resolve(Showroom.self)
print("showroom familyCar: \(showroom.familyCar.model)")
print("showroom sportsCar: \(showroom.sportsCar.model)")
print("showroom is kept: \(showroom === box.resolve(Showroom.self))")

let dummy = box.resolve() as CrashTestDummy
print("permanent dummy car: \(dummy.car === box.resolve() as SafetyTestCar ? "shared" : "separate")")
print("permanent car dummy: \(dummy.car.dummy === dummy ? "connected" : "nil")")

let trackSportsCar = testTrack.resolve(key: "sportsCar") as Car
let trackFamilyCar = testTrack.resolve(key: "familyCar") as Car
print("testTrack sportsCar: \(trackSportsCar.model)")
print("testTrack sportsCar transmission: \(trackSportsCar.transmission.kind)")
print("testTrack familyCar: \(trackFamilyCar.model)")
print("testTrack familyCar transmission: \(trackFamilyCar.transmission.kind)")

let transientDummy = testTrack.resolve() as CrashTestDummy
let transientCar = testTrack.resolve() as SafetyTestCar
print("transient dummy car dummy: \(transientDummy.car.dummy === transientDummy ? "connected" : "nil")")
print("transient car dummy: \(transientCar.dummy == nil ? "nil" : "connected")")

print("registered services: \(box.registeredServiceCount)")
print("testTrack registered services: \(testTrack.registeredServiceCount)")

// MARK: - Wiring capture

let output = arguments.first { !$0.hasPrefix("--") } ?? "showroom.wiring.json"
let snapshot = GraphSnapshot.capture(box)
do {
    try snapshot.write(to: URL(fileURLWithPath: output))
    print("snapshot: \(output) (\(snapshot.nodes.count) nodes, \(snapshot.edges.count) edges)")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
