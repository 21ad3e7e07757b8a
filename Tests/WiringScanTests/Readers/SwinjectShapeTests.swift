import Foundation
import Testing
import WiringModel
import WiringScan

/// Shapes of Swinject code real apps use beyond the shared cases.
@Suite("Swinject shapes beyond the cases")
struct SwinjectShapeTests {
    @Test("#if branches registering one service give one node with both branches' resolves")
    func conditionalBranches() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            protocol Api {}
            final class Stub: Api {}
            final class Live: Api { init(session: Session) {} }
            final class Session {}
            let container = Container { c in
                c.register(Session.self) { _ in Session() }
                #if STUB
                c.autoregister(Api.self, initializer: Stub.init)
                #else
                c.autoregister(Api.self, initializer: Live.init)
                #endif
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.node(withID: "container/App.Api")?.attributes["conditional"] == "#if")
        #expect(result.snapshot.edgeSummary == ["container/App.Api -resolves-> container/App.Session"])
    }

    @Test("a file of a test folder is read unless it imports a test framework or is named as a test")
    func appCodeInTestFolder() throws {
        let fixture = try ScanFixture([
            "AppTests/AppContainer.swift": "import Swinject\nfinal class Clock {}\nlet container = Container { $0.register(Clock.self) { _ in Clock() } }\n",
            "AppTests/MockClock.swift": "import Swinject\nfinal class MockClock {}\nlet mocks = Container { $0.register(MockClock.self) { _ in MockClock() } }\n",
            "AppTests/ClockTests.swift": "@testable import App\nimport Swinject\nlet c = Container()\nc.register(Clock.self) { _ in Clock() }\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."], module: "App")
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/App.Clock"])
        #expect(result.skipped.map(\.description) == ["skipped 2 files of tests (AppTests/)"])
    }

    @Test("unrelated register calls are not registrations and not warned about")
    func unrelatedRegister() throws {
        let fixture = try ScanFixture(["Sources/App/View.swift": """
            import Swinject
            import UIKit
            final class Cell {}
            func setUp(tableView: UITableView, center: NotificationCenter) {
                tableView.register(Cell.self, forCellReuseIdentifier: "cell")
                tableView.register(Cell.self)
                center.register(in: UIApplication.shared)
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.isEmpty)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.registrationCount == 0)
    }

    @Test("a file without the import registers when its module imports Swinject elsewhere; another module's look-alike does not")
    func moduleWideImport() throws {
        let fixture = try ScanFixture([
            "Sources/App/Exports.swift": "@_exported import Swinject\n",
            "Sources/App/DI.swift": "final class Clock {}\nfunc setUp(_ c: Container) { c.register(Clock.self) { _ in Clock() } }\n",
            "Sources/Routes/Router.swift": "final class Home {}\nfunc route(_ router: Router) { router.register(Home.self) { _ in Home() } }\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/App.Clock"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a module importing a module that re-exports Swinject registers without importing it; one that does not import it, no")
    func reexportedImport() throws {
        let fixture = try ScanFixture([
            "Sources/Core/Exports.swift": "@_exported import Swinject\n",
            "Sources/Kit/Exports.swift": "@_exported import Core\n",
            "Sources/Feature/DI.swift": """
                import Kit
                final class Clock {}
                final class Feed { init(clock: Clock) {} }
                func registerFeature(in container: Container) {
                    container.register(Clock.self) { _ in Clock() }
                    container.register(Feed.self) { r in Feed(clock: r.resolve(Clock.self)!) }
                }
                """,
            "Sources/Routes/Router.swift": "final class Home {}\nfunc route(_ router: Router) { router.register(Home.self) { _ in Home() } }\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/Feature.Clock", "container/Feature.Feed"])
        #expect(result.snapshot.edgeSummary == ["container/Feature.Feed -resolves-> container/Feature.Clock"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a helper registering the type its caller passes: its call sites are registrations, its body is not warned about")
    func registrationHelper() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class DI {
                    let container = Container()
                    func single<T>(_ type: T.Type, factory: @escaping (Resolver) -> T) {
                        container.register(type, factory: factory).inObjectScope(.container)
                    }
                }
                """,
            "Sources/App/Setup.swift": """
                final class Clock {}
                final class Feed { init(clock: Clock) {} }
                func setUp(_ di: DI) {
                    di.single(Clock.self) { _ in Clock() }
                    di.single(Feed.self) { r in Feed(clock: r.resolve(Clock.self)!) }
                    XCTAssertThrows(Feed.self) { _ in }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.edgeSummary == ["container/App.Feed -resolves-> container/App.Clock"])
        #expect(result.registrationCount == 2)
    }

    @Test("every resolve form gives its edge: ~> with a name, an unlabeled or tuple argument, r~> typed by the initializer")
    func resolveForms() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            import SwinjectAutoregistration
            final class Card { init(id: String) {} }
            final class Pair { init(a: String, b: Int) {} }
            final class Engine {}
            final class Car { init(engine: Engine) {} }
            final class Screen { init(card: Card, pair: Pair, car: Car) {} }
            func assemble(_ container: Container) {
                container.register(Card.self) { _, id in Card(id: id) }
                container.register(Pair.self) { (_, a: String, b: Int) in Pair(a: a, b: b) }
                container.register(Engine.self, name: "v8") { _ in Engine() }
                container.register(Car.self) { r in Car(engine: r~>) }
                container.register(Screen.self) { r in
                    Screen(card: r ~> (Card.self, "42"), pair: r ~> (Pair.self, arguments: ("a", 1)), car: r ~> Car.self)
                }
                container.register(Engine.self) { r in r ~> (Engine.self, name: "v8") }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty && result.unresolved.isEmpty, "\(result.warnings) \(result.unresolved)")
        #expect(result.snapshot.edgeSummary == [
            "container/App.Car -resolves-> container/App.Engine",
            "container/App.Engine -resolves-> container/App.Engine#v8",
            "container/App.Screen -resolves-> container/App.Car",
            "container/App.Screen -resolves-> container/App.Card(Swift.String)",
            "container/App.Screen -resolves-> container/App.Pair(Swift.String, Swift.Int)",
        ])
    }

    @Test("registrations of one type told apart by their factories' argument types: the types passed choose when one factory takes exactly them, else said")
    func argumentTypesChoose() throws {
        let fixture = try ScanFixture(["Sources/App/Flow.swift": """
            import Swinject
            class Screen {}
            final class Router: Screen {}
            protocol Presenter {}
            final class Child { init(source: Any, presenter: Presenter) {} }
            final class Parent: Presenter {
                let router: Router
                let resolver: Resolver
                init(router: Router, resolver: Resolver) { self.router = router; self.resolver = resolver }
                func fromRouter() { _ = resolver.resolve(Child.self, arguments: router, self as Presenter) }
                func fromScreen(_ screen: Screen) { _ = resolver.resolve(Child.self, arguments: screen, self as Presenter) }
                func fromAdopter() { _ = resolver.resolve(Child.self, arguments: router, self) }
            }
            func assemble(_ container: Container) {
                container.register(Child.self) { (_, source: Screen, presenter: Presenter) in Child(source: source, presenter: presenter) }
                container.register(Child.self) { (_, source: Router, presenter: Presenter) in Child(source: source, presenter: presenter) }
                container.register(Parent.self) { r in Parent(router: Router(), resolver: r) }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary == [
            "App.Parent -resolves-> container/App.Child(App.Router, App.Presenter)",
            "App.Parent -resolves-> container/App.Child(App.Screen, App.Presenter)",
        ])
        // `self` is a `Parent`, which adopts `Presenter` but is not it: Swinject finds no factory taking
        // `(Router, Parent)` at run time, so the scan draws none and says why.
        #expect(result.unresolved.map(\.reason) == [
            "several registrations of 'App.Child' take 2 arguments, none exactly (App.Router, App.Parent) as passed; "
                + "Swinject matches argument types exactly",
        ])
    }

    @Test("a resolve of a name no registration has is a finding; a type the scan did not find is only not read")
    func unregisteredNames() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            import UIKit
            final class Api {}
            final class Feed { init(api: Api, app: UIApplication) {} }
            func assemble(_ container: Container) {
                container.register(Api.self, name: "live") { _ in Api() }
                container.register(Feed.self) { r in
                    Feed(api: r.resolve(Api.self, name: "stub")!, app: r.resolve(UIApplication.self)!)
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.findings.map(\.description) == [
            "Sources/App/DI.swift:8: App.Feed resolves App.Api named 'stub', which no registration provides",
        ])
        #expect(result.snapshot.node(withID: "container/App.Api#stub")?.attributes["registered"] == "false")
        #expect(result.unresolved.map(\.reason) == ["no registration of 'UIKit.UIApplication' was found"])
    }

    @Test("autoregister: memberwise initializers, a picked initializer, arguments left out of the edges, an ambiguity said")
    func autoregisterInitializers() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            import SwinjectAutoregistration
            final class Engine {}
            final class Wheel {}
            struct Garage { let engine: Engine; var wheel: Wheel? }
            final class Sedan {
                init(engine: Engine) {}
                init(engine: Engine, wheel: Wheel) {}
                required init?(coder: NSCoder) {}
            }
            final class Tour { init(name: String, engine: Engine) {} }
            func assemble(_ container: Container) {
                container.autoregister(Engine.self, initializer: Engine.init)
                container.autoregister(Wheel.self, initializer: Wheel.init)
                container.autoregister(Garage.self, initializer: Garage.init)
                container.autoregister(Sedan.self, name: "full", initializer: Sedan.init(engine:wheel:))
                container.autoregister(Tour.self, argument: String.self, initializer: Tour.init)
                container.autoregister(Sedan.self, initializer: Sedan.init)
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary == [
            "container/App.Garage -resolves-> container/App.Engine",
            "container/App.Garage -resolves-> container/App.Wheel",
            "container/App.Sedan#full -resolves-> container/App.Engine",
            "container/App.Sedan#full -resolves-> container/App.Wheel",
            "container/App.Tour(Swift.String) -resolves-> container/App.Engine",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:18: App.Sedan has several initializers; write 'X.init(label:)' so the scan can tell what this autoregister call resolves",
        ])
        #expect(result.snapshot.node(withID: "container/App.Sedan") != nil)
    }

    @Test("the resolves of a registration left out are each said, at their own lines")
    func resolvesOfLeftOutRegistration() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            final class Feed { init(api: Api) {} }
            func assemble(_ container: Container, name: String) {
                container.register(Feed.self, name: name) { r in
                    let first = 1
                    let second = 2
                    return Feed(api: r.resolve(Api.self)!)
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:5: the key 'name' is not a string literal or a constant of the scanned tree; the registration is left out",
            "Sources/App/DI.swift:8: r.resolve(Api.self) is in the factory of the registration at line 5, which is left out",
        ])
    }

    @Test("a factory handing its resolver to a function of the tree gets that function's resolves; elsewhere, it is said")
    func resolverHandedOff() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            final class Feed { init(api: Api) {} }
            final class Clock {}
            func makeFeed(_ r: Resolver) -> Feed { Feed(api: r.resolve(Api.self)!) }
            func assemble(_ container: Container) {
                container.register(Api.self) { _ in Api() }
                container.register(Feed.self) { r in makeFeed(r) }
                container.register(Clock.self) { r in Factories.clock(r) }
                container.register(Clock.self, name: "other") { r in buildClock(r) }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary == ["container/App.Feed -resolves-> container/App.Api"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:9: the resolver is handed to 'Factories.clock(r)', which is not declared in the scanned tree with a resolver parameter; what it resolves there is not read",
            "Sources/App/DI.swift:10: the resolver is handed to 'buildClock(r)', which is not declared in the scanned tree with a resolver parameter; what it resolves there is not read",
        ])
    }

    @Test("a registration chained on its own line is placed at the line of its name")
    func chainedRegistrationLine() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            func assemble(_ container: Container) {
                container
                    .register(Api.self) { _ in Api() }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.node(withID: "container/App.Api")?.place?.line == 5)
    }

    @Test("two children of one parent registering the same service are kept apart, each looking up in its parent")
    func siblingChildContainers() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Clock {}
            protocol Flow {}
            final class SignUp: Flow { init(clock: Clock) {} }
            final class Checkout: Flow { init(clock: Clock) {} }
            enum Root { static let shared = Container { $0.register(Clock.self) { _ in Clock() } } }
            let signUp = Container(parent: Root.shared) { c in
                c.register(Flow.self) { r in SignUp(clock: r.resolve(Clock.self)!) }
            }
            let checkout = Container(parent: Root.shared) { c in
                c.register(Flow.self) { r in Checkout(clock: r.resolve(Clock.self)!) }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.node(withID: "container:checkout")?.parent == "container/parent")
        #expect(result.snapshot.edgeSummary == [
            "container/App.Flow -resolves-> container/parent/App.Clock",
            "container:checkout/App.Flow -resolves-> container/parent/App.Clock",
        ])
    }

    @Test("a container bound in a function is that function's own: two builders registering one service are kept apart")
    func containersBuiltInFunctions() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Clock {}
            protocol Flow {}
            final class SignUp: Flow { init(clock: Clock) {} }
            final class Checkout: Flow { init(clock: Clock) {} }
            let shared = Container()
            func setUp() { shared.register(Clock.self) { _ in Clock() } }
            func signUpFlows(parent: Container) -> Container {
                let container = Container(parent: parent)
                container.register(Flow.self) { r in SignUp(clock: r.resolve(Clock.self)!) }
                return container
            }
            func checkoutFlows(parent: Container) -> Container {
                let container = Container(parent: parent)
                container.register(Flow.self) { r in Checkout(clock: r.resolve(Clock.self)!) }
                return container
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
        #expect(result.snapshot.edgeSummary == [
            "container/App.Flow -resolves-> container/App.Clock",
            "container:checkoutFlows.container/App.Flow -resolves-> container/App.Clock",
        ])
    }
}

