import Testing
import WiringModel
import WiringScan

/// A member called on a child component built where it is called (`Child(parent: self).makeScreen()`) reads
/// that child's member: the initializer call writes the receiver's type, as a binding does for a named value.
@Suite("Needle reads on a child built inline")
struct NeedleInlineChildReadTests {
    static let app = """
        import NeedleFoundation
        import Elsewhere

        final class Api {}
        final class Screen { init(api: Api) {} }

        protocol ChildDependency: Dependency {
            var api: Api { get }
        }

        final class RootComponent: BootstrapComponent {
            var api: Api { shared { Api() } }
            var screen: Screen {
                ChildComponent(parent: self)
                    .makeScreen()
            }
            var childApi: Api { ChildComponent(parent: self).api }
            var outer: Screen { OuterComponent(parent: self).makeScreen() }
        }

        final class ChildComponent: Component<ChildDependency> {
            func makeScreen() -> Screen { Screen(api: dependency.api) }
        }
        """

    @Test("Child(parent: self).member() is an edge from the caller to the child's member at the member's line; a child of no scanned type is said there")
    func readsInlineChild() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.app])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.ChildComponent/makeScreen() -resolves-> App.RootComponent/api Sources/App/DI.swift:22",
            "App.RootComponent/childApi -resolves-> App.ChildComponent Sources/App/DI.swift:17",
            "App.RootComponent/childApi -resolves-> App.RootComponent/api Sources/App/DI.swift:17",
            "App.RootComponent/screen -resolves-> App.ChildComponent Sources/App/DI.swift:14",
            "App.RootComponent/screen -resolves-> App.ChildComponent/makeScreen() Sources/App/DI.swift:15",
        ])
        #expect(result.warnings.map(\.description).filter { $0.contains("OuterComponent") } == [
            "Sources/App/DI.swift:18: .makeScreen is read on OuterComponent built there with `parent:`, which is no scanned component; no edge",
        ])
    }
}
