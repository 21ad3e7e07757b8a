import Testing
import WiringModel
import WiringScan

/// A local bound to a member of a typed value (`let root = (UIApplication.shared.delegate as? AppDelegate)?.root`)
/// holds what that member's written type says: reads on it are reads on that component.
@Suite("Needle reads on a local bound to a member of a typed value")
struct NeedleBoundMemberReadTests {
    /// A root component building a home component that provides a screen: the first eight lines of a fixture.
    static let homeAndRoot = """
        import NeedleFoundation
        final class Screen {}
        final class HomeComponent: Component<EmptyDependency> {
            var screen: Screen { Screen() }
        }
        final class RootComponent: BootstrapComponent {
            var home: HomeComponent { HomeComponent(parent: self) }
        }
        """

    @Test("a local bound to a typed value's member, in `if let` or `let`, is read as the component the member's type names")
    func boundMembers() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import NeedleFoundation
            final class Screen {}
            final class HomeComponent: Component<EmptyDependency> {
                func screen() -> Screen { Screen() }
            }
            final class RootComponent: BootstrapComponent {
                var home: HomeComponent { HomeComponent(parent: self) }
            }
            final class AppDelegate {
                private(set) var root: RootComponent!
            }
            final class SceneDelegate {
                func connect(delegate: AnyObject) {
                    if let root = (delegate as? AppDelegate)?.root {
                        _ = root.home.screen()
                    }
                }
            }
            final class Restorer {
                let host = AppDelegate()
                func restore() {
                    let home = host.root.home
                    _ = home.screen()
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Restorer -resolves-> App.HomeComponent/screen() Sources/App/DI.swift:23",
            "App.Restorer -resolves-> App.RootComponent/home Sources/App/DI.swift:22",
            "App.RootComponent/home -resolves-> App.HomeComponent Sources/App/DI.swift:7",
            "App.SceneDelegate -resolves-> App.HomeComponent/screen() Sources/App/DI.swift:15",
            "App.SceneDelegate -resolves-> App.RootComponent/home Sources/App/DI.swift:15",
        ])
        #expect(result.warnings.isEmpty)
    }

    @Test("a local bound to a method's result is read as the component the method's written return type names")
    func calledLocals() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.homeAndRoot + "\n" + """
            struct ComponentFactory {
                let root: RootComponent
                func getHome() -> HomeComponent { root.home }
            }
            final class Coordinator {
                let factory: ComponentFactory
                init(factory: ComponentFactory) { self.factory = factory }
                func start() {
                    let home = factory.getHome()
                    _ = home.screen
                }
            }
            final class Restarter {
                private func makeHome() -> HomeComponent? { nil }
                func restart() {
                    guard let home = makeHome() else { return }
                    _ = home.screen
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.ComponentFactory -resolves-> App.RootComponent/home Sources/App/DI.swift:11",
            "App.Coordinator -resolves-> App.HomeComponent/screen Sources/App/DI.swift:18",
            "App.Restarter -resolves-> App.HomeComponent/screen Sources/App/DI.swift:25",
            "App.RootComponent/home -resolves-> App.HomeComponent Sources/App/DI.swift:7",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a local bound to a protocol's method, whose return type the scan does not keep, reads nothing of a component's")
    func protocolMethodLocals() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.homeAndRoot + "\n" + """
            protocol Routing { var view: Int { get } }
            protocol Building: Dependency { func build() -> Routing }
            final class Router {
                let builder: Building
                init(builder: Building) { self.builder = builder }
                func route() {
                    let router = builder.build()
                    _ = router.view
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map(\.id) == ["App.RootComponent/home -resolves-> App.HomeComponent"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a read on a local bound to a call's result, of a name a component declares, is said at its line; a write is no read")
    func untypedLocals() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.homeAndRoot + "\n" + """
            final class Maker {
                private let root = RootComponent()
                func makeHome() -> HomeComponent { root.home }
            }
            final class Coordinator {
                let maker: MakerKind = Maker()
                func start() {
                    let home = maker.makeHome()
                    _ = home.screen
                    let title = String(describing: home)
                    _ = title.count
                    let made = maker.makeHome()
                    made.screen = Screen()
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Maker -resolves-> App.RootComponent/home Sources/App/DI.swift:11",
            "App.RootComponent/home -resolves-> App.HomeComponent Sources/App/DI.swift:7",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:17: .screen is read on home, bound to a value whose type is not written where it is bound; "
                + "screen is a member of App.HomeComponent; no edge",
        ])
    }

    @Test("a property or local initialised by a closure called in place is typed by what the closure gives")
    func calledClosures() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.homeAndRoot + "\n" + """
            final class Coordinator {
                private lazy var home = {
                    RootComponent().home
                }()
                func start() { _ = home.screen }
            }
            final class Opener {
                private lazy var root = { return RootComponent() }()
                func open() { _ = root.home }
            }
            final class Starter {
                func start() {
                    let made = { RootComponent().home }()
                    _ = made.screen
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Coordinator -resolves-> App.HomeComponent/screen Sources/App/DI.swift:13",
            "App.Coordinator -resolves-> App.RootComponent/home Sources/App/DI.swift:11",
            "App.Opener -resolves-> App.RootComponent/home Sources/App/DI.swift:17",
            "App.RootComponent/home -resolves-> App.HomeComponent Sources/App/DI.swift:7",
            "App.Starter -resolves-> App.HomeComponent/screen Sources/App/DI.swift:22",
            "App.Starter -resolves-> App.RootComponent/home Sources/App/DI.swift:21",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a read on a property whose type is neither written nor given by its value is said at its line, not a write or a property with no value")
    func untypedProperties() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.homeAndRoot + "\n" + """
            enum Maker {
                static func home() -> HomeComponent { RootComponent().home }
            }
            final class Coordinator {
                private lazy var home = { Maker.home() }()
                func start() {
                    _ = home.screen
                }
            }
            final class Host {
                @Adaptor(Delegate.self) var delegate
                private lazy var other = { Maker.home() }()
                func start() {
                    _ = delegate.screen
                    other.screen = Screen()
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        // A property with no value to type (a wrapper's) and a write say nothing.
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:15: .screen is read on home, a property whose type is not written where it is declared; "
                + "screen is a member of App.HomeComponent; no edge",
        ])
    }
}
