import Testing
import WiringModel
import WiringScan

/// A component's `dependency`, or the component itself, handed to another type's initializer is read where that type
/// reads the property it is stored in; a read on a child built inline through a member the scan cannot type is said.
@Suite("Needle values handed to other types")
struct NeedleHandedValueTests {
    static let app = """
        import NeedleFoundation

        final class Api {}
        final class Screen {}
        protocol ScreenMaking { var screen: Screen { get } }

        open class Builder<D> {
            let dependency: D
            init(dependency: D) { self.dependency = dependency }
        }

        final class FeatureBuilder: Builder<FeatureDependency> {
            func build() -> Screen {
                _ = dependency.api
                return Screen()
            }
        }

        final class Flow {
            let host: ScreenMaking
            init(owner: ScreenMaking) { self.host = owner }
            func start() -> Screen { host.screen }
        }

        protocol FeatureDependency: Dependency {
            var api: Api { get }
        }

        final class RootComponent: BootstrapComponent {
            var api: Api { shared { Api() } }
            var feature: FeatureComponent { FeatureComponent(parent: self) }
            var other: OtherComponent { OtherComponent(parent: self) }
        }

        final class FeatureComponent: Component<FeatureDependency>, ScreenMaking {
            var screen: Screen { Screen() }
            func featureBuilder() -> FeatureBuilder { FeatureBuilder(dependency: dependency) }
            var flow: Flow { Flow(owner: self) }
        }

        final class OtherComponent: Component<EmptyDependency>, ScreenMaking {
            var screen: Screen { Screen() }
        }
        """

    @Test("dependency.x in a builder handed `dependency`, and host.x in a type handed `self`, are the handing member's reads at their lines")
    func readsHandedValues() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.app])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.FeatureComponent/featureBuilder() -resolves-> App.RootComponent/api Sources/App/DI.swift:14",
            "App.FeatureComponent/flow -resolves-> App.FeatureComponent/screen Sources/App/DI.swift:22",
            "App.RootComponent/feature -resolves-> App.FeatureComponent Sources/App/DI.swift:31",
            "App.RootComponent/other -resolves-> App.OtherComponent Sources/App/DI.swift:32",
        ])
        #expect(result.warnings.isEmpty)
    }

    static let memberwise = """
        import NeedleFoundation

        final class Api {}

        protocol FeatureDependency: Dependency {
            var api: Api { get }
        }

        struct Worker {
            let source: FeatureDependency
            func run() { _ = source.api }
        }

        final class RootComponent: BootstrapComponent {
            var api: Api { shared { Api() } }
            var feature: FeatureComponent { FeatureComponent(parent: self) }
        }

        final class FeatureComponent: Component<FeatureDependency> {
            var worker: Worker { Worker(source: dependency) }
        }
        """

    @Test("A value handed to a type with no initializer of its own is stored in the property named like the label")
    func readsMemberwiseStore() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.memberwise])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.FeatureComponent/worker -resolves-> App.RootComponent/api Sources/App/DI.swift:11",
            "App.RootComponent/feature -resolves-> App.FeatureComponent Sources/App/DI.swift:16",
        ])
        #expect(result.warnings.isEmpty)
    }

    static let handedOn = """
        import NeedleFoundation

        final class Screen {}
        protocol HomeBuilding { var detail: Screen { get } }

        final class HomeModel {
            let router: HomeRouter
            init(builder: HomeBuilding) { router = HomeRouter(source: builder) }
        }

        final class HomeRouter {
            private let builder: HomeBuilding
            init(source: HomeBuilding) { self.builder = source }
            func open() -> Screen { Pinger(builder: builder).ping() }
        }

        final class Pinger {
            let builder: HomeBuilding
            init(builder: HomeBuilding) { self.builder = builder }
            func ping() -> Screen { _ = HomeRouter(source: builder); return builder.detail }
        }

        final class HomeComponent: BootstrapComponent, HomeBuilding {
            var detail: Screen { Screen() }
            var model: HomeModel { HomeModel(builder: self) }
        }
        """

    @Test("A handed value handed on again, by an initializer's parameter or a stored property, is read at each type's lines; a cycle ends")
    func readsValueHandedOn() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.handedOn])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.HomeComponent/model -resolves-> App.HomeComponent/detail Sources/App/DI.swift:20",
        ])
        #expect(result.warnings.isEmpty)
    }

    static let inline = """
        import NeedleFoundation

        final class Screen {}

        final class RootComponent: BootstrapComponent {
            var screen: Screen {
                ChildComponent(parent: self).router.screen
            }
        }

        final class ChildComponent: Component<EmptyDependency> {
            let router = makeRouter()
        }
        """

    @Test("Child(parent: self).a.b where the child declares a with no written type is a not-read line at the read")
    func saysUntypedHop() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.inline])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.map(\.description).filter { $0.contains(".screen") } == [
            "Sources/App/DI.swift:7: .screen is read on App.ChildComponent built there with `parent:`, through .router, "
                + "where App.ChildComponent declares router with no written type, or not at all; no edge",
        ])
    }

    static let named = """
        import NeedleFoundation

        final class Screen {}

        final class RootComponent: BootstrapComponent {
            lazy var router = makeRouter()
            var screen: Screen {
                let child = ChildComponent(parent: self)
                return child.router.screen
            }
        }

        final class ChildComponent: Component<EmptyDependency> {
            let router = makeRouter()
        }

        final class Host {
            let root: RootComponent
            init(root: RootComponent) { self.root = root }
            func show() -> Screen { root.router.screen }
        }
        """

    @Test("A named value read through a member its type declares with no written type is a not-read line at the read")
    func saysUntypedHopOnNamedValue() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.named])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.map(\.description).filter { $0.contains(".screen") } == [
            "Sources/App/DI.swift:9: .screen is read through .router, where App.ChildComponent declares router with no written type, "
                + "or not at all; no edge",
            "Sources/App/DI.swift:20: .screen is read through .router, where App.RootComponent declares router with no written type, "
                + "or not at all; no edge",
        ])
    }
}

/// A component's own `dependency` on the way to a read (`root.dependency.x`, `Child(parent: self).dependency.x`) is its
/// dependency protocol, answered by the ancestors that provide `x`.
@Suite("Needle reads through a component's dependency")
struct NeedleDependencyHopTests {
    static let app = """
        import NeedleFoundation

        final class Api {}

        protocol ChildDependency: Dependency {
            var api: Api { get }
        }

        final class RootComponent: BootstrapComponent {
            var api: Api { shared { Api() } }
            var childApi: Api { ChildComponent(parent: self).dependency.api }
            var missing: Api { ChildComponent(parent: self).dependency.cache }
        }

        final class ChildComponent: Component<ChildDependency> {}
        """

    @Test("Child(parent: self).dependency.x is an edge to the ancestor's x at the read; an x the protocol lacks is said")
    func readsThroughDependency() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.app])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.RootComponent/childApi -resolves-> App.ChildComponent Sources/App/DI.swift:11",
            "App.RootComponent/childApi -resolves-> App.RootComponent/api Sources/App/DI.swift:11",
            "App.RootComponent/missing -resolves-> App.ChildComponent Sources/App/DI.swift:12",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:12: App.RootComponent/missing reads .cache on the dependency of App.ChildComponent, "
                + "which App.ChildDependency does not declare among the scanned protocols; no edge",
        ])
    }
}

/// A value handed on through a struct's member (a view passing the builder it was given to a view of its own).
@Suite("Needle values handed on by structs")
struct NeedleStructHandOnTests {
    static let component = """
        import NeedleFoundation
        import SwiftUI

        public protocol FooBuilder {
            var fooView: AnyView { get }
        }

        final class FooComponent: Component<EmptyDependency>, FooBuilder {
            var fooView: AnyView { AnyView(Text("x")) }
        }

        public class MainComponent: BootstrapComponent, FooBuilder {
            lazy var fooComponent = FooComponent(parent: self)
            public var fooView: AnyView { fooComponent.fooView }
            public var mainView: some View { MainView(fooBuilder: self) }
        }
        """

    static let views = """
        import SwiftUI

        struct MainView: View {
            let fooBuilder: FooBuilder
            var body: some View { Inner(fooBuilder: fooBuilder) }
        }

        private struct Inner: View {
            let fooBuilder: FooBuilder
            var body: some View { Group { fooBuilder.fooView } }
        }
        """

    @Test("a struct passing the property it was handed a component in to another type's initializer hands the component on")
    func handedOnByStruct() throws {
        let fixture = try ScanFixture(["Sources/App/Main.swift": Self.component, "Sources/App/MainView.swift": Self.views])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.filter { $0.from == "App.MainComponent/mainView" }.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.MainComponent/mainView -resolves-> App.MainComponent/fooView Sources/App/MainView.swift:10",
        ])
        #expect(result.warnings.isEmpty)
    }
}

/// A name handed on is what it binds to where it is handed: a local or parameter of the same name as the property a
/// component's value was stored in is not that value.
@Suite("Needle values handed on by name")
struct NeedleBoundNameHandOnTests {
    static let app = """
        import NeedleFoundation

        final class Screen {}
        protocol ScreenMaking { var screen: Screen { get } }
        final class OtherMaker: ScreenMaking { var screen: Screen { Screen() } }

        final class Pinger {
            let builder: ScreenMaking
            init(builder: ScreenMaking) { self.builder = builder }
            func ping() -> Screen { builder.screen }
        }

        final class HomeModel {
            let builder: ScreenMaking
            init(builder: ScreenMaking) { self.builder = builder }
            func open() -> Screen {
                let builder = OtherMaker()
                return Pinger(builder: builder).ping()
            }
        }

        final class RootComponent: BootstrapComponent, ScreenMaking {
            var screen: Screen { Screen() }
            var model: HomeModel { HomeModel(builder: self) }
        }
        """

    @Test("a local of the property's name handed on is not the component's value")
    func localIsNotTheProperty() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.app])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.isEmpty)
        // The read is on a protocol the component and another type adopt: which one it is, is said, not guessed.
        #expect(result.warnings.map(\.place.description) == ["Sources/App/DI.swift:10"])
    }
}
