import Testing
import WiringModel
import WiringScan

/// Needle's `Component` answers a name it does not declare from its dependency protocol, so code
/// outside the component reading `component.x` (a builder handed the component, a view holding it)
/// consumes that dependency: an edge from the reader at the line of `.x`, never from the box.
@Suite("Needle reads outside components")
struct NeedleOutsideReadTests {
    static let app = """
        import NeedleFoundation

        final class Api {}
        final class Model {}
        final class Screen { init(api: Api, model: Model) {} }

        protocol ChildDependency: Dependency {
            var api: Api { get }
            var clock: Api { get }
        }

        final class RootComponent: BootstrapComponent {
            var api: Api { shared { Api() } }
            var clock: Api { Api() }
            var child: ChildComponent { ChildComponent(parent: self) }
        }

        final class ChildComponent: Component<ChildDependency> {
            var model: Model { Model() }
        }

        final class ChildBuilder {
            func build(with component: ChildComponent) -> Screen {
                Screen(
                    api: component
                        .api,
                    model: component.model)
            }
        }

        struct ChildView {
            let component: ChildComponent
            var api: Api { self.component.api }
        }

        func launch(other: AnyObject) {
            let root = RootComponent()
            _ = root.child
            _ = root.child.model
            let unknown = other as AnyObject
            _ = unknown.clock
        }
        """

    @Test("component.x on a value typed as a component, or reached through its members, is an edge from its reader at the line of .x; a dependency nothing reads stays the box's")
    func readsOutside() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.app])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.ChildBuilder -resolves-> App.ChildComponent/model Sources/App/DI.swift:27",
            "App.ChildBuilder -resolves-> App.RootComponent/api Sources/App/DI.swift:26",
            "App.ChildComponent -resolves-> App.RootComponent/clock [clock] Sources/App/DI.swift:9",
            "App.ChildView -resolves-> App.RootComponent/api Sources/App/DI.swift:33",
            "App.RootComponent/child -resolves-> App.ChildComponent Sources/App/DI.swift:15",
            "App.launch() -resolves-> App.ChildComponent/model Sources/App/DI.swift:39",
            "App.launch() -resolves-> App.RootComponent/child Sources/App/DI.swift:38",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a value typed by a protocol only one scanned type adopts, a component, is that component; a flow's own `dependency` property is read like any other, in an extension too")
    func builderProtocols() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import NeedleFoundation
            final class Screen {}
            protocol HomeBuilder { var screen: Screen { get } }
            protocol Other { var screen: Screen { get } }
            final class RootComponent: BootstrapComponent {
                var home: HomeBuilder { HomeComponent(parent: self) }
                var clock: Screen { Screen() }
            }
            final class HomeComponent: Component<EmptyDependency>, HomeBuilder, Other {
                var screen: Screen { Screen() }
            }
            final class FakeOther: Other { var screen: Screen { Screen() } }
            final class Flow {
                private let dependency: RootComponent
                private let other: Other
                init(dependency: RootComponent, other: Other) { self.dependency = dependency; self.other = other }
                func start() -> Screen {
                    _ = other.screen
                    return dependency.home.screen
                }
            }
            extension Flow {
                func again() -> Screen { self.dependency.clock }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Flow -resolves-> App.HomeComponent/screen Sources/App/DI.swift:19",
            "App.Flow -resolves-> App.RootComponent/clock Sources/App/DI.swift:23",
            "App.Flow -resolves-> App.RootComponent/home Sources/App/DI.swift:19",
            "App.RootComponent/home -resolves-> App.HomeComponent Sources/App/DI.swift:6",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:18: .screen is read on a value typed App.Other, which several scanned types adopt (components "
                + "App.HomeComponent; App.FakeOther); which one the value is, is not written where it is read; no edge",
        ])
    }

    @Test("a value whose type a cast writes where it is bound (as!, guard let … as?) is read as the component it names")
    func castValues() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import NeedleFoundation
            final class Screen {}
            final class RootComponent: BootstrapComponent {
                var screen: Screen { Screen() }
                var other: Screen { Screen() }
            }
            final class Launcher {
                func start(held: AnyObject) {
                    let root = held as! RootComponent
                    _ = root.screen
                    guard let again = held as? RootComponent else { return }
                    _ = again.other
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Launcher -resolves-> App.RootComponent/other Sources/App/DI.swift:12",
            "App.Launcher -resolves-> App.RootComponent/screen Sources/App/DI.swift:10",
        ])
    }

    @Test("a bare name that is no property of the reader is a global variable of its module, typed where it is declared; a capture list reads a member where the closure is made")
    func globalsAndCaptures() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import NeedleFoundation
                final class Screen {}
                final class Maker { init(make: @escaping () -> Screen) {} }
                var root: RootComponent = { RootComponent() }()
                final class RootComponent: BootstrapComponent {
                    var screen: Screen { Screen() }
                    var maker: Maker {
                        Maker { [screen] in
                            screen
                        }
                    }
                }
                """,
            "Sources/App/App.swift": """
                struct MainApp {
                    var body: Screen { root.screen }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.MainApp -resolves-> App.RootComponent/screen Sources/App/App.swift:2",
            "App.RootComponent/maker -resolves-> App.RootComponent/screen Sources/App/DI.swift:8",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a protocol several components adopt: a read on a value of it is said at its line; its extension's members are each adopter's own; Needle's generated providers adopt nothing")
    func sharedProtocols() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import NeedleFoundation
                final class Screen {}
                final class Title { init(screen: Screen) {} }
                protocol HomeBuilder { var screen: Screen { get } }
                protocol ServiceBuilder { var screen: Screen { get } }
                extension HomeBuilder {
                    var title: Title { Title(screen: screen) }
                }
                final class RootComponent: BootstrapComponent {
                    var home: HomeComponent { HomeComponent(parent: self) }
                    var away: AwayComponent { AwayComponent(parent: self) }
                    var services: ServiceComponent { ServiceComponent(parent: self) }
                }
                final class HomeComponent: Component<EmptyDependency>, HomeBuilder {
                    var screen: Screen { Screen() }
                }
                final class AwayComponent: Component<EmptyDependency>, HomeBuilder {
                    var screen: Screen { Screen() }
                    var title: Title { Title(screen: Screen()) }
                }
                final class ServiceComponent: Component<EmptyDependency>, ServiceBuilder {
                    var screen: Screen { Screen() }
                }
                final class Flow {
                    let builder: HomeBuilder
                    let services: ServiceBuilder
                    init(builder: HomeBuilder, services: ServiceBuilder) { self.builder = builder; self.services = services }
                    func start() -> Screen {
                        _ = services.screen
                        _ = builder.title
                        return builder.screen
                    }
                }
                """,
            "Sources/App/NeedleGenerated.swift": """
                import NeedleFoundation
                private class ServiceBuilderProvider: ServiceBuilder {
                    var screen: Screen { Screen() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Flow -resolves-> App.ServiceComponent/screen Sources/App/DI.swift:29",
            "App.HomeComponent/title -resolves-> App.HomeComponent/screen Sources/App/DI.swift:7",
            "App.RootComponent/away -resolves-> App.AwayComponent Sources/App/DI.swift:11",
            "App.RootComponent/home -resolves-> App.HomeComponent Sources/App/DI.swift:10",
            "App.RootComponent/services -resolves-> App.ServiceComponent Sources/App/DI.swift:12",
        ])
        #expect(result.snapshot.nodes.filter { $0.key == "title" }.map(\.id) == ["App.AwayComponent/title", "App.HomeComponent/title"])
        let adopted = "which several scanned types adopt (components App.AwayComponent, App.HomeComponent); "
            + "which one the value is, is not written where it is read; no edge"
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:30: .title is read on a value typed App.HomeBuilder, " + adopted,
            "Sources/App/DI.swift:31: .screen is read on a value typed App.HomeBuilder, " + adopted,
        ])
    }

    @Test("a dependency property typed by a protocol one component adopts is that component: self.dependency.builder.x and self.builder.x read its member x")
    func dependencyBuilders() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import NeedleFoundation
            final class Api {}
            protocol ServiceBuilder { var api: Api { get } }
            protocol ChildDependency: Dependency { var services: ServiceBuilder { get } }
            final class RootComponent: BootstrapComponent {
                var services: ServiceBuilder { shared { ServiceComponent(parent: self) } }
                var child: ChildComponent { ChildComponent(parent: self) }
            }
            final class ServiceComponent: Component<EmptyDependency>, ServiceBuilder {
                var api: Api { shared { Api() } }
            }
            final class ChildComponent: Component<ChildDependency> {
                var first: Api { self.dependency.services.api }
                var second: Api { self.services.api }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.ChildComponent/first -resolves-> App.RootComponent/services Sources/App/DI.swift:13",
            "App.ChildComponent/first -resolves-> App.ServiceComponent/api Sources/App/DI.swift:13",
            "App.ChildComponent/second -resolves-> App.RootComponent/services Sources/App/DI.swift:14",
            "App.ChildComponent/second -resolves-> App.ServiceComponent/api Sources/App/DI.swift:14",
            "App.RootComponent/child -resolves-> App.ChildComponent Sources/App/DI.swift:7",
            "App.RootComponent/services -resolves-> App.ServiceComponent Sources/App/DI.swift:6",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a bare name bound nowhere around a read is the reader's property, declared in an extension of a superclass too (appComponent.x); a local of that name is not")
    func inheritedProperties() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import NeedleFoundation
            import UIKit
            final class Api {}
            protocol ServiceBuilder { var api: Api { get } }
            protocol ChildDependency: Dependency { var services: ServiceBuilder { get } }
            final class AppComponent: BootstrapComponent {
                var services: ServiceBuilder { shared { ServiceComponent(parent: self) } }
                var child: ChildComponent { ChildComponent(parent: self) }
            }
            final class ServiceComponent: Component<EmptyDependency>, ServiceBuilder {
                var api: Api { shared { Api() } }
            }
            final class ChildComponent: Component<ChildDependency> {
                var api: Api { dependency.services.api }
            }
            extension UIViewController {
                var appComponent: AppComponent { AppComponent() }
            }
            final class Screen: UIViewController {
                func load() {
                    _ = appComponent.child
                    if let appComponent = other() { _ = appComponent.child }
                }
                func other() -> AppComponent? { nil }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.AppComponent/child -resolves-> App.ChildComponent Sources/App/DI.swift:8",
            "App.AppComponent/services -resolves-> App.ServiceComponent Sources/App/DI.swift:7",
            "App.ChildComponent/api -resolves-> App.AppComponent/services Sources/App/DI.swift:14",
            "App.ChildComponent/api -resolves-> App.ServiceComponent/api Sources/App/DI.swift:14",
            "App.Screen -resolves-> App.AppComponent/child Sources/App/DI.swift:21",
        ])
        // The local is bound to a call's result, typed by the method's written return type: the same edge, nothing said.
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a file spelling neither Component nor Dependency is read when it names a component or a protocol one adopts")
    func filesNamingComponents() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import NeedleFoundation
                final class Screen {}
                protocol ImageBuilder { var screen: Screen { get } }
                final class ImageComponent: Component<EmptyDependency>, ImageBuilder {
                    var screen: Screen { Screen() }
                }
                """,
            "Sources/App/Model.swift": """
                final class Model {
                    let builder: ImageBuilder
                    init(builder: ImageBuilder) { self.builder = builder }
                    func show() -> Screen { builder.screen }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Model -resolves-> App.ImageComponent/screen Sources/App/Model.swift:4",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a file read again for a Needle builder it names keeps the Resolver wrapper alias it spells")
    func builderFileWithWrapperAlias() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import NeedleFoundation
                import Resolver
                typealias Inject = Injected
                final class Screen {}
                final class Api {}
                protocol ImageBuilder { var screen: Screen { get } }
                final class ImageComponent: Component<EmptyDependency>, ImageBuilder {
                    var screen: Screen { Screen() }
                }
                extension Resolver: ResolverRegistering {
                    public static func registerAllServices() { register { Api() } }
                }
                """,
            "Sources/App/Model.swift": """
                final class Model {
                    @Inject var api: Api
                    let builder: ImageBuilder
                    init(builder: ImageBuilder) { self.builder = builder }
                    func show() -> Screen { builder.screen }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Model -resolves-> App.ImageComponent/screen Sources/App/Model.swift:5",
            "App.Model -resolves-> Resolver.main/App.Api Sources/App/Model.swift:2",
        ])
    }
}
