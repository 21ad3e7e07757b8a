import Testing
import WiringModel
import WiringScan

/// A chain that starts at a type's static property (`RootComponent.instance.home`) is typed by that property's
/// declaration, as a typed local or property is.
@Suite("Needle reads through a type's static property")
struct NeedleStaticHopReadTests {
    @Test("`Root.instance.child.x` reads the members of the component the static property's declared type names")
    func staticProperty() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import NeedleFoundation
            final class Screen {}
            final class HomeComponent: Component<EmptyDependency> {
                var screen: Screen { Screen() }
            }
            final class RootComponent: BootstrapComponent {
                static let instance: RootComponent = .init()
                var home: HomeComponent { HomeComponent(parent: self) }
            }
            extension HomeComponent {
                static func make() -> HomeComponent { RootComponent.instance.home }
            }
            struct HomeView {
                let screen = RootComponent.instance.home.screen
                let size = UIScreen.main.bounds
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.HomeComponent -resolves-> App.RootComponent/home Sources/App/DI.swift:11",
            "App.HomeView -resolves-> App.HomeComponent/screen Sources/App/DI.swift:14",
            "App.HomeView -resolves-> App.RootComponent/home Sources/App/DI.swift:14",
            "App.RootComponent/home -resolves-> App.HomeComponent Sources/App/DI.swift:8",
        ])
        #expect(result.warnings.isEmpty)
    }
}
