import Testing
import WiringModel
import WiringScan

/// `self.x` is the member `x` whatever locals the body binds; a bare `x` after `let x = self.x` is that local.
@Suite("Needle reads through self beside a local of the same name")
struct NeedleSelfMemberReadTests {
    static let app = """
        import NeedleFoundation

        final class Monitor {}
        final class Screen { init(monitor: Monitor) {} }

        protocol FeatureDependency: Dependency {
            var monitor: Monitor { get }
        }

        final class RootComponent: BootstrapComponent {
            var monitor: Monitor { shared { Monitor() } }
            var feature: FeatureComponent { FeatureComponent(parent: self) }
        }

        final class FeatureComponent: Component<FeatureDependency> {
            var screen: Screen {
                let monitor = self.monitor
                return Screen(monitor: monitor)
            }
        }
        """

    @Test("let x = self.x in a member is that member's read of x at the line of self.x")
    func selfMemberBesideLocal() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": Self.app])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.FeatureComponent/screen -resolves-> App.RootComponent/monitor Sources/App/DI.swift:17",
            "App.RootComponent/feature -resolves-> App.FeatureComponent Sources/App/DI.swift:12",
        ])
        #expect(result.warnings.isEmpty)
    }
}
