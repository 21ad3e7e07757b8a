import SwincyBox
import Testing

/// Registrations, keys, lives, overwrites and handlers of one box.
@Suite struct BoxTests {
    enum A { class Car {} }
    enum B { class Car {} }
    protocol Horn: AnyObject { var sound: String { get } }
    final class AirHorn: Horn { let sound = "toot" }
    final class Part {}

    @Test func sameNamedTypesInDifferentScopesDoNotCollide() {
        let box = Box()
        box.register { A.Car() }
        let second = box.register { B.Car() }
        #expect(!second.replacedExisting)
        #expect(box.registeredServiceCount == 2)
        #expect(type(of: box.resolve() as A.Car) == A.Car.self)
        #expect(type(of: box.resolve() as B.Car) == B.Car.self)
    }

    @Test func keyedAndUnkeyedRegistrationsAreSeparate() {
        let box = Box()
        let plain = Part()
        let keyed = Part()
        box.register { plain }
        box.register(key: "spare") { keyed }
        #expect(box.resolve() as Part === plain)
        #expect(box.resolve(key: "spare") as Part === keyed)
        #expect(box.resolve(Part.self, key: "spare") === keyed)
    }

    @Test func explicitTypeSpellingResolvesTheSameRegistration() {
        let box = Box()
        let part = Part()
        box.register(Part.self) { part }
        #expect(box.resolve(Part.self) === part)
        #expect(box.resolve() as Part === part)
    }

    @Test func protocolTypedServiceResolvesThroughItsProtocol() {
        let box = Box()
        box.register { AirHorn() as Horn }
        let horn = box.resolve() as Horn
        #expect(horn.sound == "toot")
        #expect(horn is AirHorn)
    }

    @Test func valueTypesAreServicesToo() {
        let box = Box()
        box.register(key: "greeting") { "hello" }
        box.register { r in [r.resolve(key: "greeting") as String, "world"] }
        #expect(box.resolve() as [String] == ["hello", "world"])
    }

    @Test func transientMakesNewInstancesAndPermanentKeepsOne() {
        let box = Box()
        let transientMade = Counter()
        let permanentMade = Counter()
        box.register(key: "transient") { transientMade.increment(); return Part() }
        box.register(key: "permanent", life: .permanent) { permanentMade.increment(); return Part() }

        #expect(box.resolve(key: "transient") as Part !== box.resolve(key: "transient") as Part)
        #expect(transientMade.value == 2)
        #expect(permanentMade.value == 0)
        #expect(box.resolve(key: "permanent") as Part === box.resolve(key: "permanent") as Part)
        #expect(permanentMade.value == 1)
    }

    @Test func overwriteIsReportedAndTheNewFactoryWins() {
        let box = Box()
        let first = box.register(life: .permanent) { "first" }
        #expect(!first.replacedExisting)
        #expect(box.resolve() as String == "first")

        let second = box.register(life: .permanent) { "second" }
        #expect(second.replacedExisting)
        #expect(box.resolve() as String == "second", "the permanent instance goes with the replaced registration")
        #expect(box.registeredServiceCount == 1)

        let otherKey = box.register(key: "other") { "third" }
        #expect(!otherKey.replacedExisting)
    }

    @Test func registrationReportsItsKeyAndLife() {
        let registration = Box().register(key: "k", life: .permanent) { Part() }
        #expect(registration.key == "k")
        #expect(registration.life == .permanent)
    }

    @Test func clearRemovesEveryRegistration() {
        let box = Box()
        box.register { Part() }
        box.register(key: "x") { Part() }
        #expect(box.registeredServiceCount == 2)
        box.clear()
        #expect(box.registeredServiceCount == 0)
        #expect(throws: SwincyBoxError.self) { try box.resolving(Part.self) }
        box.register { Part() }
        #expect(box.registeredServiceCount == 1)
    }

    @Test func transientHandlerRunsForEveryInstanceInOrder() {
        let box = Box()
        var seen: [String] = []
        box.register { Part() }
            .onInitialised { _ in seen.append("first") }
            .onInitialised { _ in seen.append("second") }
        _ = box.resolve() as Part
        _ = box.resolve() as Part
        #expect(seen == ["first", "second", "first", "second"])
    }

    @Test func permanentHandlerRunsOnceWithTheKeptInstance() {
        let box = Box()
        var handled: [Part] = []
        box.register(life: .permanent) { Part() }.onInitialised { handled.append($0) }
        #expect(handled.isEmpty)
        let part = box.resolve() as Part
        _ = box.resolve() as Part
        #expect(handled.count == 1)
        #expect(handled.first === part)
    }

    @Test func permanentHandlerCanConnectAPairBothWays() {
        typealias CrashTestDummy = ReadmeSamples.Circular.CrashTestDummy
        typealias SafetyTestCar = ReadmeSamples.Circular.SafetyTestCar
        let box = Box()
        box.register(life: .permanent) { SafetyTestCar() }
            .onInitialised { car in car.dummy = box.resolve() }
        box.register(life: .permanent) { r in CrashTestDummy(car: r.resolve()) }

        let car = box.resolve() as SafetyTestCar
        #expect(car.dummy?.car === car)
        #expect(box.resolve() as CrashTestDummy === car.dummy)
    }

    @Test func handlerWithResolverConnectsAPairWithoutCapturingTheBox() {
        typealias CrashTestDummy = ReadmeSamples.Circular.CrashTestDummy
        typealias SafetyTestCar = ReadmeSamples.Circular.SafetyTestCar
        let box = Box()
        let child = box.newChildBox(forKey: "lab")
        var resolvers: [ObjectIdentifier] = []
        box.register(life: .permanent) { SafetyTestCar() }
            .onInitialised { r, car in
                resolvers.append(ObjectIdentifier(r))
                car.dummy = r.resolve()
            }
        box.register(life: .permanent) { r in CrashTestDummy(car: r.resolve()) }

        let car = child.resolve() as SafetyTestCar
        #expect(car.dummy?.car === car)
        #expect(resolvers == [ObjectIdentifier(box)], "the handler gets the box holding the registration")
    }

    @Test func optionalServiceFallsBackToTheWrappedRegistration() {
        let box = Box()
        let part = Part()
        box.register { part }
        let optional: Part? = box.resolve()
        #expect(optional === part)
        box.register { Part?.none }
        #expect((box.resolve() as Part?) == nil, "an optional's own registration comes first")
    }
}
