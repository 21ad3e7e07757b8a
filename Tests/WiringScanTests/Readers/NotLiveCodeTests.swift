import Testing
import WiringModel
import WiringScan

/// Types that only previews and tests make (named only in `#Preview`, a `PreviewProvider`, a `previewValue` or
/// `testValue`, test code, or inside other such types) are left out of the live graph with one line, whatever their
/// names; a type also named from live code stays.
@Suite("Types only previews and tests make")
struct NotLiveCodeTests {
    static let keys = """
        import Dependencies
        import SwiftUI
        struct Api { var fetch: () -> Void }
        struct Clock { var now: () -> Int }
        extension DependencyValues {
            var api: Api { get { self[Api.self] } set { self[Api.self] = newValue } }
            var clock: Clock { get { self[Clock.self] } set { self[Clock.self] = newValue } }
        }
        extension Api: DependencyKey {
            static let liveValue = Api(fetch: {})
            static let previewValue = Api(fetch: { _ = Sample().clock })
        }
        extension Clock: DependencyKey { static let liveValue = Clock(now: { 0 }) }
        """

    @Test("a view only #Preview makes, a type only a previewValue makes and one only a PreviewProvider's type makes draw nothing")
    func previewOnlyConsumers() throws {
        let fixture = try ScanFixture([
            "Sources/App/Keys.swift": Self.keys,
            "Sources/App/Feature.swift": """
                import Dependencies
                import SwiftUI
                struct Feature: View {
                    @Dependency(\\.api) var api
                    var body: some View { Text("x") }
                }
                private struct Row: View {
                    @Dependency(\\.api) var api
                    var body: some View { Text("row") }
                }
                #Preview {
                    Row()
                }
                actor Sample {
                    @Dependency(\\.clock) var clock
                }
                final class World {
                    @Dependency(\\.api) var api
                }
                final class Stage {
                    let world = World()
                }
                struct Feature_Previews: PreviewProvider {
                    static var previews: some View { let _ = Stage(); return Feature() }
                }
                """,
            "Sources/App/App.swift": """
                import SwiftUI
                @main struct App { var body: some View { Feature() } }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == ["App.Feature -resolves-> DependencyValues.api"])
        #expect(result.warnings.map(\.description).filter { $0.contains("previews and tests") } == [
            "Sources/App/Feature.swift:8: 3 types that only previews and tests make are left out of the live graph, "
                + "with 3 edges: App.Row, App.Sample, App.World",
        ])
    }

    @Test("a type named in live code too, or only by a macro-made enum case, stays; a cycle named from nowhere else stays")
    func liveUsesKeepTypes() throws {
        let fixture = try ScanFixture([
            "Sources/App/Keys.swift": Self.keys,
            "Sources/App/Feature.swift": """
                import Dependencies
                import SwiftUI
                struct Shared: View {
                    @Dependency(\\.api) var api
                    var body: some View { Text("x") }
                }
                struct Changelog {
                    @Dependency(\\.clock) var clock
                }
                enum Destination {
                    case changelog(Changelog)
                }
                final class Left {
                    @Dependency(\\.api) var api
                    var right: Right?
                }
                final class Right {
                    @Dependency(\\.clock) var clock
                    var left: Left?
                }
                #Preview {
                    Shared()
                    Changelog()
                }
                """,
            "Sources/App/App.swift": """
                import SwiftUI
                @main struct App {
                    var destination: Destination?
                    var body: some View { Shared() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "App.Changelog -resolves-> DependencyValues.clock",
            "App.Left -resolves-> DependencyValues.api",
            "App.Right -resolves-> DependencyValues.clock",
            "App.Shared -resolves-> DependencyValues.api",
        ])
        #expect(!result.warnings.map(\.description).contains { $0.contains("previews and tests") })
    }

    @Test("a type named in top-level code, outside any type, stays though a #Preview names it too")
    func topLevelUseKeepsType() throws {
        let fixture = try ScanFixture([
            "Sources/App/Keys.swift": Self.keys,
            "Sources/App/Feature.swift": """
                import Dependencies
                import SwiftUI
                final class Store {
                    @Dependency(\\.api) var api
                }
                let sharedStore = Store()
                #Preview {
                    Text(String(describing: Store()))
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == ["App.Store -resolves-> DependencyValues.api"])
        #expect(!result.warnings.map(\.description).contains { $0.contains("previews and tests") })
    }

    @Test("a Resolver consumer only a #Preview makes draws nothing, for every reader alike")
    func resolverPreviewOnlyConsumer() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Resolver
            import SwiftUI
            protocol Api {}
            final class LiveApi: Api {}
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { LiveApi() as Api }
                    register { Screen() }
                }
            }
            final class Screen { @Injected var api: Api }
            final class FakeScreen { @Injected var api: Api }
            #Preview {
                Text(String(describing: FakeScreen()))
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(!result.snapshot.nodes.contains { $0.type == "App.FakeScreen" })
        #expect(result.snapshot.nodes.contains { $0.type == "App.Screen" })
        #expect(result.warnings.map(\.description).contains { $0.hasSuffix("with 1 edge: App.FakeScreen") })
    }

    @Test("a type in the app's sources only a test file names draws nothing; one the app names too stays")
    func testOnlyConsumer() throws {
        let fixture = try ScanFixture([
            "Sources/App/Keys.swift": Self.keys,
            "Sources/App/Stubs.swift": """
                import Dependencies
                final class Recorder {
                    @Dependency(\\.api) var api
                }
                final class Player {
                    @Dependency(\\.clock) var clock
                }
                """,
            "Sources/App/App.swift": """
                @main struct App { let player = Player() }
                """,
            "Sources/AppTests/RecorderTests.swift": """
                import XCTest
                @testable import App
                final class RecorderTests: XCTestCase {
                    func testRecords() { _ = Recorder(); _ = Player() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == ["App.Player -resolves-> DependencyValues.clock"])
        #expect(result.warnings.map(\.description).contains { $0.hasSuffix("with 1 edge: App.Recorder") })
    }
}
