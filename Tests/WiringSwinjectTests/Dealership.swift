import Swinject

// A small dealership wired with Swinject, used by every test: named registrations,
// the four scopes, a parent container, forwarded types, a factory with an argument,
// and instances that reference each other.

/// The dealership's containers: a parent with the engines and a child with the rest.
struct Dealership {
    let parent = Container()
    let container: Container
    let counter = FactoryCounter()

    init() {
        let counter = counter
        container = Container(parent: parent)
        parent.register(Engine.self, name: "vw") { _ in counter.ran("vw"); return VWEngine() }
            .inObjectScope(.container)
        parent.register(Engine.self, name: "bmw") { _ in counter.ran("bmw"); return BMWEngine() }

        container.register(Transmission.self) { _ in counter.ran("transmission"); return AutomaticGearbox() }
            .inObjectScope(.weak)
        container.register(Wheel.self) { _ in counter.ran("wheel"); return Wheel() }
            .inObjectScope(.transient)
        container.register(Seat.self, name: "driver") { _ in counter.ran("driver"); return LeatherSeat() }
            .inObjectScope(.transient)
        container.register(Seat.self, name: "passenger") { _ in counter.ran("passenger"); return LeatherSeat() }
            .inObjectScope(.transient)
        container.register(Roadster.self) { r in
            counter.ran("roadster")
            return Roadster(
                engine: r.resolve(Engine.self, name: "vw")!, transmission: r.resolve(Transmission.self)!,
                wheels: (0..<4).map { _ in r.resolve(Wheel.self)! },
                seats: (r.resolve(Seat.self, name: "driver")!, r.resolve(Seat.self, name: "passenger")!))
        }
        .inObjectScope(.container)
        .implements(Car.self, Vehicle.self)
        container.register(Showroom.self) { r in
            counter.ran("showroom")
            return Showroom(car: r.resolve(Car.self)!, spareEngine: r.resolve(Engine.self, name: "bmw"))
        }
        .inObjectScope(.container)
        container.register(Dashboard.self) { (_, size: Int) in counter.ran("dashboard"); return Dashboard(size: size) }
            .inObjectScope(.transient)
        container.register(Brochure.self) { _ in counter.ran("brochure"); return Brochure() }
    }

    /// Resolves the showroom and a dashboard through a resolver, as an app would.
    func open(through resolver: any Resolver) -> (Showroom, Dashboard) {
        (resolver.resolve(Showroom.self)!, resolver.resolve(Dashboard.self, argument: 7)!)
    }

    /// Node ids, by what they stand for.
    static let ids = (
        container: "container", parent: "container/parent",
        vw: "container/parent/WiringSwinjectTests.Engine#vw",
        bmw: "container/parent/WiringSwinjectTests.Engine#bmw",
        transmission: "container/WiringSwinjectTests.Transmission",
        wheel: "container/WiringSwinjectTests.Wheel",
        driver: "container/WiringSwinjectTests.Seat#driver",
        passenger: "container/WiringSwinjectTests.Seat#passenger",
        roadster: "container/WiringSwinjectTests.Roadster",
        showroom: "container/WiringSwinjectTests.Showroom",
        dashboard: "container/WiringSwinjectTests.Dashboard(Swift.Int)",
        brochure: "container/WiringSwinjectTests.Brochure"
    )
}
