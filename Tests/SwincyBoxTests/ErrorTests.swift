@testable import SwincyBox
import Testing

/// What a box says when it cannot resolve.
@Suite struct ErrorTests {
    final class Car {}
    final class Engine {}
    final class Showroom {
        let car: Car
        init(car: Car) { self.car = car }
    }

    static let car = String(reflecting: Car.self)
    static let engine = String(reflecting: Engine.self)
    static let showroom = String(reflecting: Showroom.self)

    @Test func unregisteredServiceThrowsNamingTypeAndKey() {
        let box = Box()
        #expect(throws: SwincyBoxError.notRegistered(
            typeName: Self.car, key: "BMW", boxPath: [], chain: ["\(Self.car) (key \"BMW\")"])
        ) {
            try box.resolving(Car.self, key: "BMW")
        }
    }

    @Test func unregisteredDependencyNamesTheResolutionChain() throws {
        let box = Box()
        var caught: SwincyBoxError?
        box.register { r -> Showroom in
            do throws(SwincyBoxError) {
                return Showroom(car: try r.resolving(key: "BMW"))
            } catch {
                caught = error
                return Showroom(car: Car())
            }
        }
        _ = try box.resolving(Showroom.self)
        let error = try #require(caught)
        #expect(error == .notRegistered(
            typeName: Self.car, key: "BMW", boxPath: [], chain: [Self.showroom, "\(Self.car) (key \"BMW\")"]))
        #expect(error.description.contains("no registration for \(Self.car) (key \"BMW\")"))
        #expect(error.description.contains("while resolving \(Self.showroom) -> \(Self.car) (key \"BMW\")"))
        #expect(error.description.contains("box.register(\(Self.car).self, key: \"BMW\")"))
    }

    @Test func childBoxErrorNamesTheBox() {
        let child = Box().newChildBox(forKey: "garage").newChildBox(forKey: "bay")
        do {
            _ = try child.resolving(Engine.self)
            Issue.record("resolving an unregistered engine succeeded")
        } catch {
            #expect(error == .notRegistered(typeName: Self.engine, key: nil, boxPath: ["garage", "bay"], chain: [Self.engine]))
            #expect(error.description.contains("child box \"garage/bay\""))
        }
    }

    @Test func cycleThroughAnotherServiceIsReportedWithItsChain() throws {
        let box = Box()
        var caught: SwincyBoxError?
        box.register { r -> Car in
            _ = r.resolve() as Engine
            return Car()
        }
        box.register { r -> Engine in
            do throws(SwincyBoxError) { _ = try r.resolving(Car.self) } catch { caught = error }
            return Engine()
        }
        _ = try box.resolving(Car.self)
        let error = try #require(caught)
        #expect(error == .cycle(typeName: Self.car, key: nil, chain: [Self.car, Self.engine, Self.car]))
        #expect(error.description.contains("resolution cycle on \(Self.car): \(Self.car) -> \(Self.engine) -> \(Self.car)"))
    }

    @Test func permanentServiceNeedingItselfIsACycle() throws {
        let box = Box()
        var caught: SwincyBoxError?
        box.register(key: "self", life: .permanent) { r -> Engine in
            do throws(SwincyBoxError) { _ = try r.resolving(Engine.self, key: "self") } catch { caught = error }
            return Engine()
        }
        let engine = try box.resolving(Engine.self, key: "self")
        let error = try #require(caught)
        let described = "\(Self.engine) (key \"self\")"
        #expect(error == .cycle(typeName: Self.engine, key: "self", chain: [described, described]))
        #expect(box.resolve(key: "self") as Engine === engine, "the instance built despite the cycle is kept")
    }

    @Test func trapMessageIsTheDescriptionPrefixedWithTheModule() {
        let error = SwincyBoxError.notRegistered(
            typeName: "Showroom.Car", key: "BMW", boxPath: [], chain: ["Showroom.Showroom", "Showroom.Car (key \"BMW\")"])
        #expect(error.trapMessage == "SwincyBox: " + error.description)
        #expect(error.trapMessage.hasPrefix(
            "SwincyBox: no registration for Showroom.Car (key \"BMW\") in the root box "
                + "while resolving Showroom.Showroom -> Showroom.Car (key \"BMW\"); register it with box.register("))
    }

    @Test func topLevelMessageOmitsTheChain() {
        let error = SwincyBoxError.notRegistered(typeName: "Showroom.Car", key: nil, boxPath: [], chain: ["Showroom.Car"])
        #expect(!error.description.contains("while resolving"))
        #expect(error.description.contains("box.register(Showroom.Car.self) { ... }"))
    }
}
