import SwincyBox
import Testing

/// Every code sample of the SwincyBox README, as written there (bar obvious typos),
/// behaving as the README says.
@Suite struct ReadmeSampleTests {
    @Test func overviewRegistersAndResolvesACar() {
        typealias Car = ReadmeSamples.Overview.Car
        // 1.
        let box = Box()
        // 2.
        box.register() { Car() }
        // 3.
        let car = box.resolve() as Car
        #expect(type(of: car) == Car.self)
    }

    @Test func overviewKeysResolveSeparateRegistrations() {
        typealias Car = ReadmeSamples.Overview.Car
        let box = Box()
        let made = Counter()
        box.register(key: "BMW") { made.increment(); return Car() }
        box.register(key: "Mercedes") { Car() }

        let bmw = box.resolve(key: "BMW") as Car
        let mercedes = box.resolve(key: "Mercedes") as Car
        #expect(bmw !== mercedes)
        #expect(made.value == 1)
        #expect(box.registeredServiceCount == 2)
    }

    @Test func injectedDependencyIsBuiltByTheFactory() {
        typealias A = ReadmeSamples.Injection.A
        typealias B = ReadmeSamples.Injection.B
        let box = Box()
        box.register() { A(b: B()) }
        let instanceOfClassA = box.resolve() as A
        #expect(instanceOfClassA.b !== (box.resolve() as A).b)
    }

    @Test func sharedBoxIsOneBox() {
        typealias App = ReadmeSamples.SharedBox.App
        let box = App.box
        let sharedBox = App.box
        #expect(box === sharedBox)
    }

    @Test func autoBoxedPropertyResolvesFromTheSharedBoxOnce() {
        typealias SharedBox = ReadmeSamples.SharedBox
        let made = Counter()
        SharedBox.App.box.register(life: .transient) { () -> SharedBox.Car in
            made.increment()
            return SharedBox.Car()
        }
        let controller = SharedBox.ShowroomViewController()
        #expect(made.value == 0)
        let first = controller.showroom
        let second = controller.showroom
        #expect(first === second)
        #expect(controller.$showroom === first)
        #expect(made.value == 1)
    }

    @Test func virtualShowroomStocksTheRegisteredModels() {
        typealias Car = ReadmeSamples.VirtualShowroom.Car
        typealias BMWX3 = ReadmeSamples.VirtualShowroom.BMWX3
        typealias BMWRoadster = ReadmeSamples.VirtualShowroom.BMWRoadster
        typealias MercedesAMG = ReadmeSamples.VirtualShowroom.MercedesAMG
        typealias Showroom = ReadmeSamples.VirtualShowroom.Showroom
        let box = Box()

        box.register(key: "familyCar") { BMWX3() as Car } // notice the downcast
        box.register(key: "sportsCar") { BMWRoadster() as Car }

        let familyCar = box.resolve(key: "familyCar") as Car
        let sportsCar = box.resolve(key: "sportsCar") as Car
        #expect(familyCar is BMWX3)
        #expect(sportsCar is BMWRoadster)

        let showroom = Showroom(box.resolve(key: "familyCar"), box.resolve(key: "sportsCar"))
        #expect(showroom.familyCar is BMWX3)
        #expect(showroom.sportsCar is BMWRoadster)

        let swap = box.register(key: "sportsCar") { MercedesAMG() as Car } // Now it's Mercedes!
        #expect(swap.replacedExisting)
        let restocked = Showroom(box.resolve(key: "familyCar"), box.resolve(key: "sportsCar"))
        #expect(restocked.sportsCar is MercedesAMG)
        #expect(box.registeredServiceCount == 2)
    }

    @Test func basicFactoryMakesANewCarPerResolve() {
        typealias Car = ReadmeSamples.Overview.Car
        let box = Box()
        box.register() { Car() }
        let car = box.resolve() as Car
        #expect(car !== box.resolve() as Car)
    }

    @Test func dependencyResolutionFactoryInjectsAnEngine() {
        typealias Car = ReadmeSamples.DependencyFactory.Car
        typealias Engine = ReadmeSamples.DependencyFactory.Engine
        let box = Box()
        box.register() { Car(engine: Engine()) }
        let car = box.resolve() as Car
        #expect(type(of: car.engine) == Engine.self)
    }

    @Test func protocolRegistrationResolvesTheConcreteCar() {
        typealias Sample = ReadmeSamples.Protocols
        let box = Box()
        box.register() { Sample.Car(engine: Sample.Engine()) as Sample.Vehicle }
        let vehicle = box.resolve() as Sample.Vehicle
        #expect(vehicle is Sample.Car)
        #expect(vehicle.engine is Sample.Engine)
    }

    @Test func resolverInfersTheTransmissionDependency() {
        typealias Sample = ReadmeSamples.Protocols
        let box = Box()
        box.register() { Sample.Engine() as Sample.Transmission }
        box.register() { r in Sample.Car(engine: r.resolve()) as Sample.Vehicle }
        let vehicle = box.resolve() as Sample.Vehicle
        #expect(vehicle is Sample.Car)
        #expect(vehicle.engine is Sample.Engine)
    }

    @Test func keyedCarsResolveTheirOwnInstances() {
        typealias Sample = ReadmeSamples.Protocols
        let box = Box()
        box.register() { Sample.Engine() as Sample.Transmission }
        box.register(key: "sportsCar") { r in Sample.Car(engine: r.resolve()) as Sample.Car }
        box.register(key: "familyCar") { r in Sample.Car(engine: r.resolve()) as Sample.Car }

        let sportsCar = box.resolve(key: "sportsCar") as Sample.Car
        let familyCar = box.resolve(key: "familyCar") as Sample.Car
        #expect(sportsCar !== familyCar)
        #expect(sportsCar.engine is Sample.Engine)
        #expect(box.registeredServiceCount == 3)
    }

    @Test func permanentCircularPairStaysConnected() {
        typealias CrashTestDummy = ReadmeSamples.Circular.CrashTestDummy
        typealias SafetyTestCar = ReadmeSamples.Circular.SafetyTestCar
        let box = Box()
        let dummiesMade = Counter()
        box.register(life: .permanent) { SafetyTestCar() }

        box.register(CrashTestDummy.self, life: .permanent) { r in
            dummiesMade.increment()
            let car = r.resolve() as SafetyTestCar
            let dummy = CrashTestDummy(car: car)
            car.dummy = dummy

            return dummy
        }
        #expect(dummiesMade.value == 0, "a permanent service is created on first resolve")

        let dummy = box.resolve() as CrashTestDummy
        #expect(dummy.car.dummy === dummy)
        #expect(box.resolve() as SafetyTestCar === dummy.car)
        #expect(box.resolve() as CrashTestDummy === dummy)
        #expect(dummiesMade.value == 1)
    }

    @Test func transientCircularPairLosesTheWeakDummy() {
        typealias CrashTestDummy = ReadmeSamples.Circular.CrashTestDummy
        typealias SafetyTestCar = ReadmeSamples.Circular.SafetyTestCar
        let box = Box()
        box.register(CrashTestDummy.self, life: .transient) {
            let car = SafetyTestCar()
            let dummy = CrashTestDummy(car: car)
            car.dummy = dummy

            return dummy
        }
        box.register(SafetyTestCar.self, life: .transient) {
            let car = SafetyTestCar()
            let dummy = CrashTestDummy(car: car)
            car.dummy = dummy

            return car
        }

        let dummy = box.resolve() as CrashTestDummy
        let dummyCircularRef = dummy.car.dummy // ✅
        #expect(dummyCircularRef === dummy)

        let car = box.resolve() as SafetyTestCar
        let carCircularRef = car.dummy?.car // ❌ is nil
        #expect(car.dummy == nil)
        #expect(carCircularRef == nil)
    }
}
