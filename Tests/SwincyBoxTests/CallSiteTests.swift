@_spi(WiringInspection) import SwincyBox
import Testing

/// `register` and `resolve` record their call sites, and still compile as the original
/// container's users and tests write them.
@Suite struct CallSiteTests {
    final class Engine {}
    final class Car {
        let engine: Engine
        init(engine: Engine) { self.engine = engine }
    }
    final class Dealer {
        let car: Car
        init(car: Car) { self.car = car }
    }

    @Test func eachRegistrationRecordsTheLineOfItsRegisterCall() throws {
        let box = Box()
        let engineLine = #line + 1
        box.register { Engine() }
        let carLine = #line + 1
        box.register(key: "family", life: .permanent) { r in
            Car(engine: r.resolve())
        }
        let registrations = box.inspectionRegistrations
        #expect(registrations.map(\.place.line) == [carLine, engineLine])
        #expect(registrations.allSatisfy { "\($0.place.fileID)" == "SwincyBoxTests/CallSiteTests.swift" })
        #expect(registrations.allSatisfy { "\($0.place.filePath)".hasSuffix("Tests/SwincyBoxTests/CallSiteTests.swift") })
    }

    @Test func aResolvesEdgeRecordsTheResolveCallInsideTheFactoryThatFirstMadeIt() throws {
        let box = Box()
        box.register { Engine() }
        let resolveLine = #line + 2
        box.register { r in
            Car(engine: r.resolve())
        }
        let dealerLine = #line + 1
        box.register { r in Dealer(car: try! r.resolving()) }
        _ = box.resolve() as Dealer
        _ = box.resolve() as Car
        let resolutions = box.inspectionResolutions
        #expect(resolutions.count == 2)
        let byTarget = Dictionary(uniqueKeysWithValues: resolutions.map { ($0.to.typeName, $0.place?.line) })
        #expect(byTarget[String(reflecting: Engine.self)] == resolveLine)
        #expect(byTarget[String(reflecting: Car.self)] == dealerLine)
    }

    @Test func aCallSiteIsFourWords() {
        #expect(MemoryLayout<BoxCallSite>.size <= 4 * MemoryLayout<Int>.size)
        let site = BoxCallSite(fileID: "M/A.swift", filePath: "/p/A.swift", line: 12)
        #expect(site.fileID == "M/A.swift" && site.filePath == "/p/A.swift" && site.line == 12)
    }

    @Test func anEdgeMadeOnSeveralLinesKeepsTheFirstLineWhicheverRanFirst() {
        let box = Box()
        box.register { Engine() }
        let firstLine = #line + 1
        box.register(key: "a") { r in Car(engine: r.resolve()) }
        box.register(key: "b") { r in
            Car(engine: r.resolve())
        }
        _ = box.resolve(key: "b") as Car
        _ = box.resolve(key: "a") as Car
        _ = box.resolve(key: "b") as Car
        let edges = box.inspectionResolutions.filter { $0.to.typeName == String(reflecting: Engine.self) }
        #expect(edges.map { $0.from.key } == ["a", "b"])
        #expect(edges.map { $0.place?.line } == [firstLine, firstLine + 2])

        // One edge (Car → Engine) made on two lines, the later line first: the earlier line stays.
        final class Calls: @unchecked Sendable { var count = 0 }
        let calls = Calls()
        let cars = Box()
        cars.register { Engine() }
        let earlier = #line + 3
        cars.register { r in
            calls.count += 1
            if calls.count > 1 { return Car(engine: r.resolve()) }
            return Car(engine: r.resolve())
        }
        _ = cars.resolve() as Car
        #expect(cars.inspectionResolutions.map(\.place?.line) == [earlier + 1])
        _ = cars.resolve() as Car
        #expect(cars.inspectionResolutions.map(\.place?.line) == [earlier])
    }

    @Test func recordsWithOtherPlacesAreOneEdge() {
        let from = ServiceIdentity(boxPath: [], typeName: "A", key: nil)
        let to = ServiceIdentity(boxPath: [], typeName: "B", key: nil)
        let here = BoxCallSite(fileID: "M/A.swift", filePath: "/p/A.swift", line: 1)
        let there = BoxCallSite(fileID: "M/A.swift", filePath: "/p/A.swift", line: 9)
        #expect(ResolutionRecord(from: from, to: to, place: here) == ResolutionRecord(from: from, to: to, place: there))
        #expect(Set([ResolutionRecord(from: from, to: to, place: here), ResolutionRecord(from: from, to: to)]).count == 1)
    }

    /// The calls exactly as the original README and tests write them.
    @Test func originalCallsStillCompile() throws {
        let box = Box()
        box.register { Engine() }
        box.register(Engine.self, key: "spare") { Engine() }
        box.register(key: "family") { r in Car(engine: r.resolve()) }
        box.register(Car.self, key: "sports", life: .permanent) { (r: Resolver) in Car(engine: r.resolve(Engine.self)) }
        box.register(life: .transient) { r in Dealer(car: r.resolve(key: "family")) }
            .onInitialised { dealer in _ = dealer.car }
        let factory: () -> Engine = { Engine() }
        box.register(Engine.self, key: "named", factory)
        let car = box.resolve(key: "family") as Car
        let engine: Engine = box.resolve()
        let dealer = box.resolve(Dealer.self)
        let optional: Car? = box.resolve(key: "sports")
        let thrown = try box.resolving(Engine.self, key: "named")
        #expect(car.engine !== engine && dealer.car !== car && optional != nil && thrown !== engine)
        #expect(box.registeredServiceCount == 6)
    }
}
