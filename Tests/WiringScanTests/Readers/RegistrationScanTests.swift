import Testing
import WiringModel
import WiringScan

@Suite("Scanning registrations")
struct RegistrationScanTests {
    static let garage = """
        import SwincyBox

        protocol Engine {}
        protocol Car {}
        final class V8: Engine {}
        final class Sedan: Car { init(engine: Engine) {} }
        final class Coupe: Car { init(engine: Engine) {} }
        final class Garage { init(_ cars: [Car]) {} }
        final class Mechanic { init(engine: Engine?) {} }

        let box = Box()
        box.register { V8() as Engine }
        box.register(key: "family") { r in Sedan(engine: r.resolve() as Engine) as Car }
        box.register(key: "sports", life: .permanent) { r in Coupe(engine: r.resolve(Engine.self)) as Car }
        box.register(life: .permanent) { r in Garage([r.resolve(key: "family"), r.resolve(key: "sports")]) }
        box.register(Mechanic.self) { r in
            let engine: Engine = r.resolve()
            return Mechanic(engine: engine)
        }
        let track = box.newChildBox(forKey: "track")
        track.register { () -> Car in Coupe(engine: track.resolve()) }
        """

    @Test("six registrations with types, keys and lives, and the resolves edges written out")
    func garageGraph() throws {
        let fixture = try ScanFixture(["Sources/Garage/main.swift": Self.garage])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let services = result.snapshot.nodes.filter { $0.kind == .service }
            .map { "\($0.id) \($0.type) \($0.key ?? "-") \($0.life ?? "-") \($0.parent ?? "-")" }
        #expect(services == [
            "box/Garage.Engine Garage.Engine - transient box",
            "box/Garage.Car#family Garage.Car family transient box",
            "box/Garage.Car#sports Garage.Car sports permanent box",
            "box/Garage.Garage Garage.Garage - permanent box",
            "box/Garage.Mechanic Garage.Mechanic - transient box",
            "box/child:track/Garage.Car Garage.Car - transient box/child:track",
        ].sorted())
        #expect(result.snapshot.nodes.filter { $0.kind == .box }.map { "\($0.id) \($0.key ?? "-")" }
                == ["box -", "box/child:track track"])
        #expect(result.snapshot.edgeSummary == [
            "box/Garage.Car#family -resolves-> box/Garage.Engine",
            "box/Garage.Car#sports -resolves-> box/Garage.Engine",
            "box/Garage.Garage -resolves-> box/Garage.Car#family",
            "box/Garage.Garage -resolves-> box/Garage.Car#sports",
            "box/Garage.Mechanic -resolves-> box/Garage.Engine",
            // `Coupe(engine: track.resolve())`: the type of Coupe's initializer parameter `engine`.
            "box/child:track/Garage.Car -resolves-> box/Garage.Engine",
        ])
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
        let family = try #require(result.snapshot.node(withID: "box/Garage.Car#family"))
        #expect(family.place == SourcePlace(file: "Sources/Garage/main.swift", line: 13))
        #expect(family.declared == SourcePlace(file: "Sources/Garage/main.swift", line: 4))
    }

    @Test("registrations inside functions and methods, across files, under a static box")
    func registrationsInFunctions() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": """
                protocol Clock {}
                final class SystemClock: Clock {}
                final class Feed { init(clock: Clock) {} }
                """,
            "Sources/App/Setup.swift": """
                import SwincyBox
                enum AppSetup {
                    static let box = Box()
                    static func configure() {
                        box.register(life: .permanent) { SystemClock() as Clock }
                        let feeds = box.newChildBox(forKey: "feeds")
                        feeds.register { r in Feed(clock: r.resolve(Clock.self)) }
                        box.register(Feed.self, key: "named", makeFeed)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary == ["box/child:feeds/App.Feed -resolves-> box/App.Clock"])
        // A factory passed by name registers its type; what it resolves is read where the file declares it, else said.
        #expect(result.snapshot.node(withID: "box/App.Feed#named") != nil)
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Setup.swift:8: the factory 'makeFeed' is passed by name and not declared in this file; what it resolves is not read",
        ])
    }

    @Test("a key alone gives an edge only when one registration has it")
    func ambiguousKey() throws {
        let fixture = try ScanFixture(["Sources/App/main.swift": """
            import SwincyBox
            protocol Car {}
            protocol Boat {}
            final class Owner {}
            let box = Box()
            box.register(key: "fast") { Racer() as Car }
            box.register(key: "fast") { Speedboat() as Boat }
            box.register { r in Owner(r.resolve(key: "fast")) }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.isEmpty)
        #expect(result.unresolved.map(\.reason) == ["several registrations have the key 'fast'; write the type out"])
    }

    @Test("a registration whose type is not written out is a warning; one inside #if is read and marked")
    func unwrittenType() throws {
        let fixture = try ScanFixture(["Sources/App/main.swift": """
            import SwincyBox
            let box = Box()
            box.register { makeCar() }
            #if DEBUG
            box.register { Debug() as Tool }
            #endif
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.id) \($0.attributes)" }
                == ["box/Tool [\"conditional\": \"#if\"]"])
        #expect(result.warnings.map(\.place.line) == [3])
    }

    @Test("Swinject registrations: names, scopes, forwarded types, arguments and the captured container's parents")
    func swinject() throws {
        let fixture = try ScanFixture(["Sources/Shop/main.swift": """
            import Swinject
            protocol Engine {}
            final class VW: Engine {}
            final class Car { init(_ e: Engine) {} }
            final class Brochure { init(_ t: String) {} }
            let parts = Container()
            parts.register(VW.self) { _ in VW() }.inObjectScope(.container).implements(Engine.self)
            let shop = Container(parent: parts)
            shop.register(Car.self, name: "family") { r in Car(r.resolve(Engine.self)!) }
            shop.register(Brochure.self) { (_, title: String) in Brochure(title) }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.nodes.map { "\($0.id) \($0.parent ?? "-") \($0.life ?? "-")" } == [
            "container container/parent -",
            "container/Shop.Brochure(Swift.String) container graph",
            "container/Shop.Car#family container graph",
            "container/parent - -",
            "container/parent/Shop.VW container/parent container",
        ])
        #expect(result.snapshot.edgeSummary == ["container/Shop.Car#family -resolves-> container/parent/Shop.VW"])
        #expect(result.snapshot.node(withID: "container/parent/Shop.VW")?.attributes["forwardedTypes"] == "Shop.Engine")
        #expect(result.snapshot.nodes.filter { $0.kind == .box }.map { $0.key ?? "-" } == ["-", "parent"])
    }
}
