import Testing
import WiringModel
import WiringScan

@Suite("Reading swift-dependencies")
struct SwiftDependenciesReaderTests {
    static let clients = """
        import Dependencies

        struct Weather: Sendable { var forecast: @Sendable () async -> Int }
        struct Ledger: Sendable { var total: @Sendable () -> Int }

        enum WeatherKey: TestDependencyKey {
            static let testValue = Weather(forecast: { 0 })
        }
        extension DependencyValues {
            var weather: Weather {
                get { self[WeatherKey.self] }
                set { self[WeatherKey.self] = newValue }
            }
            var ledger: Ledger {
                get { self[Ledger.self] }
                set { self[Ledger.self] = newValue }
            }
            var tally: Ledger {
                get { self[TallyKey.self] }
                set { self[TallyKey.self] = newValue }
            }
        }
        enum TallyKey: TestDependencyKey { static let testValue = Ledger(total: { 1 }) }
        """

    static let live = """
        import Clients
        import Dependencies

        extension WeatherKey: DependencyKey {
            static let liveValue = Weather(forecast: {
                @Dependency(\\.ledger) var ledger
                return ledger.total()
            })
        }
        extension Ledger: DependencyKey {
            static var liveValue: Ledger {
                @Dependency(\\.weather) var weather
                return Ledger(total: { 2 })
            }
            static let previewValue = Ledger(total: {
                @Dependency(\\.tally) var tally
                return 3
            })
        }
        """

    static let feature = """
        import Clients
        import ComposableArchitecture
        import SwiftUI

        @Reducer
        struct Forecast {
            struct State {}
            enum Action { case refresh }
            @Dependency(\\.weather.forecast) var forecast
            @Dependency(\\.continuousClock) var clock
            @Dependency(Ledger.self) var ledger
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    .run { _ in
                        @Dependency(\\.tally) var tally
                        _ = tally
                    }
                }
            }
        }
        func report() -> Int {
            @Dependency(\\.ledger) var ledger
            return ledger.total()
        }
        struct ForecastView: View {
            var body: some View {
                Text("x").task {
                    await withDependencies { $0.tally = Ledger(total: { 9 }) } operation: {
                        @Dependency(\\.weather) var weather
                    }
                }
            }
        }
        #Preview {
            @Dependency(\\.weather) var weather
            ForecastView()
        }
        struct ForecastPreviews: PreviewProvider {
            @Dependency(\\.tally) static var tally
            static var previews: some View { ForecastView() }
        }
        // The app shows the view too: it is live, whatever its previews do.
        struct Screen: View { var body: some View { ForecastView() } }
        """

    @Test("keys, live values, readers and the edges between them")
    func graph() throws {
        let fixture = try ScanFixture([
            "Sources/Clients/Clients.swift": Self.clients,
            "Sources/Live/Live.swift": Self.live,
            "Sources/App/Forecast.swift": Self.feature,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let nodes = result.snapshot.nodes.map { node in
            "\(node.id) \(node.kind.rawValue) \(node.type) \(node.attributes["live"] ?? node.attributes["external"].map { "external=\($0)" } ?? "-")"
        }
        #expect(nodes == [
            "App.Forecast object App.Forecast -",
            "App.ForecastView object App.ForecastView -",
            "App.report() object App.report() -",
            "DependencyValues.continuousClock service Dependencies.DependencyValues.continuousClock external=true",
            "DependencyValues.ledger service Clients.Ledger Sources/Live/Live.swift:11",
            "DependencyValues.tally service Clients.Ledger missing",
            "DependencyValues.weather service Clients.Weather Sources/Live/Live.swift:5",
        ])
        #expect(result.snapshot.edgeSummary == [
            "App.Forecast -resolves-> DependencyValues.continuousClock",
            // `@Dependency(Ledger.self)`: the key `ledger` returns `self[Ledger.self]`, the same value.
            "App.Forecast -resolves-> DependencyValues.ledger",
            "App.Forecast -resolves-> DependencyValues.tally",
            "App.Forecast -resolves-> DependencyValues.weather",
            "App.ForecastView -resolves-> DependencyValues.weather",
            "App.report() -resolves-> DependencyValues.ledger",
            "DependencyValues.ledger -resolves-> DependencyValues.weather",
            "DependencyValues.weather -resolves-> DependencyValues.ledger",
        ])
        #expect(result.findings.map(\.rule) == ["no-live-value"])
        #expect(result.findings.first?.description.contains("DependencyValues.tally") == true)
        #expect(result.findings.first?.place.description == "Sources/App/Forecast.swift:15")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a key the app installs at its root has that live value; one installed in a view does not")
    func rootInstalls() throws {
        let fixture = try ScanFixture([
            "Sources/Clients/Clients.swift": Self.clients,
            "Sources/App/Forecast.swift": Self.feature,
            "Sources/App/MainApp.swift": """
                import ComposableArchitecture
                import SwiftUI
                @main
                struct ForecastApp: App {
                    init() {
                        prepareDependencies { $0.weather = Weather(forecast: { 1 }) }
                    }
                    static let store = Store(initialState: Forecast.State()) { Forecast() } withDependencies: {
                        $0.ledger.total = { 5 }
                    }

                    var body: some Scene { WindowGroup { ForecastView() } }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let live = Dictionary(uniqueKeysWithValues: result.snapshot.nodes.compactMap { node in
            node.attributes["live"].map { (node.id, $0) }
        })
        #expect(live["DependencyValues.weather"] == "Sources/App/MainApp.swift:6")
        #expect(live["DependencyValues.ledger"] == "Sources/App/MainApp.swift:9")
        // ForecastView's `withDependencies { $0.tally = … }` overrides one task, not the app.
        #expect(live["DependencyValues.tally"] == "missing")
        // Still without one: tally (`Ledger.self` is the key `ledger`, installed at the root).
        #expect(result.findings.map(\.service).sorted() == ["DependencyValues.tally"])
    }

    @Test("a root store's transformDependency(\\.self) installs keys")
    func transformed() throws {
        let fixture = try ScanFixture([
            "Sources/Clients/Clients.swift": Self.clients,
            "Sources/App/Delegate.swift": """
                import ComposableArchitecture
                import UIKit
                struct Feature {
                    @Dependency(\\.tally) var tally
                }
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    let store = Store(initialState: Feature.State()) {
                        Feature().transformDependency(\\.self) {
                            $0.tally = Ledger(total: { 1 })
                        }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let tally = try #require(result.snapshot.nodes.first { $0.id == "DependencyValues.tally" })
        #expect(tally.attributes["live"] == "Sources/App/Delegate.swift:9")
        #expect(result.findings.isEmpty)
    }

    @Test("reads it cannot follow are not-read lines with file and line")
    func notRead() throws {
        let fixture = try ScanFixture(["Sources/App/Odd.swift": """
            import Dependencies
            struct Model {
                @Dependency(\\.unknownKey) var unknown
                @Dependency(keyPath) var dynamic
            }
            extension DependencyValues {
                var computed: Int { 42 }
            }
            """])
        defer { fixture.remove() }
        let warnings = try fixture.scan().warnings.map(\.description)
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("Sources/App/Odd.swift:3: \\.unknownKey") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/Odd.swift:4: ") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/Odd.swift:7: DependencyValues.computed") })
    }

    @Test("the failure and precondition keys swift-dependencies defines are library keys, drawn without a place")
    func failureKeys() throws {
        let fixture = try ScanFixture(["Sources/App/Checks.swift": """
            import Dependencies
            struct Checker {
                @Dependency(\\.assertionFailure) var fail
                @Dependency(\\.precondition) var require
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.edgeSummary == [
            "App.Checker -resolves-> DependencyValues.assertionFailure",
            "App.Checker -resolves-> DependencyValues.precondition",
        ])
        let fail = try #require(result.snapshot.nodes.first { $0.id == "DependencyValues.assertionFailure" })
        #expect(fail.attributes["external"] == "true")
    }

    @Test("a DependencyKey that no DependencyValues property names and nothing reads is a not-read line at its adoption; a read one is a node")
    func unnamedKeyIsSaid() throws {
        let fixture = try ScanFixture(["Sources/App/Keys.swift": """
            import Dependencies
            struct Shorthand: Sendable { var apply: @Sendable () -> Void = {} }
            extension Shorthand: DependencyKey {
                static let liveValue = Shorthand()
            }
            struct Clock: DependencyKey { static let liveValue = Clock() }
            final class Screen {
                @Dependency(Clock.self) var clock
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == ["App.Screen -resolves-> DependencyValues[App.Clock]"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Keys.swift:3: Shorthand is a DependencyKey that no DependencyValues property returns "
                + "(self[Shorthand.self]) and no @Dependency(Shorthand.self) reads; no node",
        ])
    }

    @Test("a type alias of @Dependency is it, also in a file spelling none of the reader's words; @Environment and other attributes are not")
    func wrapperAlias() throws {
        let fixture = try ScanFixture([
            "Sources/App/Keys.swift": """
                import Dependencies
                typealias Dep = Dependency
                struct Clock: DependencyKey { static let liveValue = Clock() }
                extension DependencyValues {
                    var clock: Clock {
                        get { self[Clock.self] }
                        set { self[Clock.self] = newValue }
                    }
                }
                """,
            "Sources/App/Screen.swift": """
                import SwiftUI
                final class Screen {
                    @Dep(\\.clock) var clock
                    @Other(\\.clock) var other
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Screen -resolves-> DependencyValues.clock Sources/App/Screen.swift:3",
        ])
    }

    @Test("a key written as a type alias has the live value the aliased type declares")
    func keyThroughTypeAlias() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Dependencies
                final class Router<Screen> {}
                enum Route {}
                typealias ScreenRouter = Router<Route>
                extension Router: DependencyKey {
                    static var liveValue: ScreenRouter { ScreenRouter() }
                }
                extension DependencyValues {
                    var router: ScreenRouter {
                        get { self[ScreenRouter.self] }
                        set { self[ScreenRouter.self] = newValue }
                    }
                }
                struct Home {
                    @Dependency(\\.router) var router
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.findings.isEmpty, "\(result.findings)")
        #expect(result.snapshot.nodes.first { $0.id == "DependencyValues.router" }?.attributes["live"] == "Sources/App/DI.swift:6")
    }
}
