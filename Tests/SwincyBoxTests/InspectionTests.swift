@_spi(WiringInspection) import SwincyBox
import Testing

/// The inspection surface a graph capture reads.
@Suite struct InspectionTests {
    final class Engine {}
    final class Car {
        let engine: Engine
        init(engine: Engine) { self.engine = engine }
    }

    static let car = String(reflecting: Car.self)
    static let engine = String(reflecting: Engine.self)

    static func identity(_ typeName: String, key: String? = nil, in boxPath: [String] = []) -> ServiceIdentity {
        ServiceIdentity(boxPath: boxPath, typeName: typeName, key: key)
    }

    @Test func registrationsAreSortedWithLifeCountAndPermanentInstance() throws {
        let box = Box()
        box.register(key: "b") { r in Car(engine: r.resolve()) }
        box.register(key: "a") { r in Car(engine: r.resolve()) }
        box.register(life: .permanent) { Engine() }

        let before = box.inspectionRegistrations
        #expect(before.map(\.identity) == [
            Self.identity(Self.car, key: "a"), Self.identity(Self.car, key: "b"), Self.identity(Self.engine),
        ])
        #expect(before.map(\.life) == [.transient, .transient, .permanent])
        #expect(before.allSatisfy { $0.instance == nil && $0.resolveCount == 0 })

        let car = box.resolve(key: "a") as Car
        _ = box.resolve(key: "a") as Car
        let after = box.inspectionRegistrations
        #expect(after.map(\.resolveCount) == [2, 0, 2])
        #expect(after[0].instance == nil, "transient instances are not kept")
        let engine = try #require(after[2].instance as? Engine)
        #expect(engine === car.engine)
    }

    @Test func resolvesEdgesAreRecordedOnceAndSorted() {
        let box = Box()
        box.register { Engine() }
        box.register(key: "sportsCar") { r in Car(engine: r.resolve()) }
        box.register(key: "familyCar") { r in Car(engine: r.resolve()) }
        #expect(box.inspectionResolutions.isEmpty)
        _ = box.resolve(key: "sportsCar") as Car
        _ = box.resolve(key: "familyCar") as Car
        _ = box.resolve(key: "familyCar") as Car
        #expect(box.inspectionResolutions == [
            ResolutionRecord(from: Self.identity(Self.car, key: "familyCar"), to: Self.identity(Self.engine)),
            ResolutionRecord(from: Self.identity(Self.car, key: "sportsCar"), to: Self.identity(Self.engine)),
        ])
    }

    @Test func childServiceResolvingFromTheParentIsRecordedInTheChild() {
        let box = Box()
        box.register { Engine() }
        let child = box.newChildBox(forKey: "garage")
        child.register { r in Car(engine: r.resolve()) }
        _ = child.resolve() as Car
        #expect(child.inspectionResolutions == [
            ResolutionRecord(from: Self.identity(Self.car, in: ["garage"]), to: Self.identity(Self.engine)),
        ])
        #expect(box.inspectionResolutions.isEmpty)
    }

    @Test func parentServiceResolvedThroughAChildIsRecordedInTheParent() {
        let box = Box()
        box.register { Engine() }
        box.register { r in Car(engine: r.resolve()) }
        let child = box.newChildBox(forKey: "garage")
        _ = child.resolve() as Car
        #expect(box.inspectionResolutions == [
            ResolutionRecord(from: Self.identity(Self.car), to: Self.identity(Self.engine)),
        ])
        #expect(child.inspectionResolutions.isEmpty)
    }

    @Test func resolvingAKeptInstanceStillRecordsTheEdge() {
        let box = Box()
        box.register(life: .permanent) { Engine() }
        _ = box.resolve() as Engine
        box.register { r in Car(engine: r.resolve()) }
        _ = box.resolve() as Car
        #expect(box.inspectionResolutions == [
            ResolutionRecord(from: Self.identity(Self.car), to: Self.identity(Self.engine)),
        ])
    }

    @Test func treeIsNavigableBothWays() {
        let box = Box()
        let showroom = box.newChildBox(forKey: "showroom")
        let garage = box.newChildBox(forKey: "garage")
        let bay = garage.newChildBox(forKey: "bay")
        #expect(box.inspectionPath == [])
        #expect(bay.inspectionPath == ["garage", "bay"])
        #expect(box.inspectionChildren.map(\.key) == ["garage", "showroom"])
        #expect(box.inspectionChildren.map { ObjectIdentifier($0.box) } == [ObjectIdentifier(garage), ObjectIdentifier(showroom)])
        #expect(bay.inspectionParent === garage)
        #expect(box.inspectionParent == nil)
        bay.register { Engine() }
        #expect(bay.inspectionRegistrations.map(\.identity) == [Self.identity(Self.engine, in: ["garage", "bay"])])
    }

    @Test func readingTheInspectionSurfaceRunsNoFactory() {
        let box = Box()
        let made = Counter()
        box.register(life: .permanent) { () -> Engine in made.increment(); return Engine() }
        box.register { r -> Car in made.increment(); return Car(engine: r.resolve()) }
        let child = box.newChildBox(forKey: "garage")
        child.register(life: .permanent) { () -> Engine in made.increment(); return Engine() }

        for inspected in [box, child] {
            _ = inspected.inspectionPath
            _ = inspected.inspectionRegistrations
            _ = inspected.inspectionResolutions
            _ = inspected.inspectionChildren
            _ = inspected.inspectionParent
        }
        #expect(made.value == 0)
        #expect(box.inspectionRegistrations.allSatisfy { $0.instance == nil && $0.resolveCount == 0 })
        #expect(box.inspectionResolutions.isEmpty)
    }
}
