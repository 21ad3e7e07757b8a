import Testing
import WiringModel
import WiringScan

/// `@DependencyClient` structs as keys, and the shapes their live values are written in.
@Suite("Reading @DependencyClient keys and their live values")
struct DependencyClientTests {
    static let clients = """
        import Dependencies
        import DependenciesMacros

        @DependencyClient
        public struct NumberClient: Sendable {
            public var fetch: @Sendable () async throws -> Int
            public var cached: @Sendable () -> Int = { 0 }
        }
        extension NumberClient: TestDependencyKey {
            public static let testValue = Self()
        }
        extension DependencyValues {
            public var numbers: NumberClient {
                get { self[NumberClient.self] }
                set { self[NumberClient.self] = newValue }
            }
            public var facts: FactClient {
                get { self[FactClient.self] }
                set { self[FactClient.self] = newValue }
            }
            public var logger: LogClient {
                get { self[LogClient.self] }
                set { self[LogClient.self] = newValue }
            }
            public var weather: WeatherClient {
                get { self[WeatherKey.self] }
                set { self[WeatherKey.self] = newValue }
            }
        }

        @DependencyClient
        public struct FactClient: Sendable {
            public var fact: @Sendable (Int) async throws -> String
        }
        extension FactClient: TestDependencyKey { public static let testValue = Self() }

        @DependencyClient
        public struct LogClient: Sendable {
            public var log: @Sendable (String) -> Void
        }
        extension LogClient: TestDependencyKey { public static let testValue = Self() }

        @DependencyClient
        public struct WeatherClient: Sendable {
            public var forecast: @Sendable () async -> Int = { 0 }
        }

        /// A key by itself: read as `@Dependency(ClockClient.self)`, named by no `DependencyValues` property.
        @DependencyClient
        public struct ClockClient: Sendable {
            public var now: @Sendable () -> Int = { 0 }
        }
        extension ClockClient: TestDependencyKey { public static let testValue = Self() }
        """

    /// Live values in another module: `Self(…)`, `FactClient(…)`, a computed `liveValue`, a static
    /// `@Dependency` on the conformance, and a separate key whose live value is a static member of the client.
    static let live = """
        import Clients
        import Dependencies

        extension NumberClient: DependencyKey {
            public static let liveValue = Self(
                fetch: {
                    @Dependency(\\.facts) var facts
                    return Int(try await facts.fact(1)) ?? 0
                }
            )
        }
        extension FactClient: DependencyKey {
            @Dependency(\\.logger) static var logger
            public static let liveValue = FactClient(fact: { number in "\\(number)" })
        }
        extension LogClient: DependencyKey {
            public static var liveValue: Self {
                @Dependency(\\.date) var date
                return Self(log: { _ in _ = date.now })
            }
        }
        enum WeatherKey: DependencyKey {
            static let liveValue = WeatherClient.live
            static let testValue = WeatherClient.mock
        }
        extension WeatherClient {
            static let live = Self(forecast: {
                @Dependency(\\.numbers) var numbers
                return (try? await numbers.fetch()) ?? 0
            })
            static let mock = Self(forecast: {
                @Dependency(\\.logger) var logger
                return 1
            })
        }
        extension ClockClient: DependencyKey {
            public static let liveValue = Self(now: {
                @Dependency(\\.logger) var logger
                return 0
            })
        }
        """

    static let feature = """
        import Clients
        import ComposableArchitecture

        @Reducer
        struct Counter {
            struct State {}
            enum Action { case load }
            @Dependency(\\.numbers.fetch) var fetch
            @Dependency(NumberClient.self) var numbers
            @Dependency(\\.weather) var weather
            @Dependency(ClockClient.self) var clock
            var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """

    @Test("keys of @DependencyClient structs, their live values in another module, and key-to-key edges")
    func clientKeys() throws {
        let fixture = try ScanFixture([
            "Sources/Clients/Clients.swift": Self.clients,
            "Sources/Live/Live.swift": Self.live,
            "Sources/App/Counter.swift": Self.feature,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let keys = result.snapshot.nodes.filter { $0.kind == .service }.map { node in
            "\(node.id) \(node.type) \(node.attributes["live"] ?? node.attributes["external"].map { "external=\($0)" } ?? "-")"
        }
        #expect(keys == [
            "DependencyValues.date Dependencies.DependencyValues.date external=true",
            "DependencyValues.facts Clients.FactClient Sources/Live/Live.swift:14",
            "DependencyValues.logger Clients.LogClient Sources/Live/Live.swift:17",
            "DependencyValues.numbers Clients.NumberClient Sources/Live/Live.swift:5",
            "DependencyValues.weather Clients.WeatherClient Sources/Live/Live.swift:23",
            "DependencyValues[Clients.ClockClient] Clients.ClockClient Sources/Live/Live.swift:37",
        ])
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "App.Counter -resolves-> DependencyValues.numbers Sources/App/Counter.swift:8",
            "App.Counter -resolves-> DependencyValues.weather Sources/App/Counter.swift:10",
            "App.Counter -resolves-> DependencyValues[Clients.ClockClient] Sources/App/Counter.swift:11",
            "DependencyValues.facts -resolves-> DependencyValues.logger Sources/Live/Live.swift:13",
            "DependencyValues.logger -resolves-> DependencyValues.date Sources/Live/Live.swift:18",
            "DependencyValues.numbers -resolves-> DependencyValues.facts Sources/Live/Live.swift:7",
            "DependencyValues.weather -resolves-> DependencyValues.numbers Sources/Live/Live.swift:28",
            "DependencyValues[Clients.ClockClient] -resolves-> DependencyValues.logger Sources/Live/Live.swift:38",
        ])
        #expect(result.findings.isEmpty, "\(result.findings)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a client with only a test value is a no-live-value finding where the live graph reads it")
    func missingLive() throws {
        let fixture = try ScanFixture([
            "Sources/Clients/Clients.swift": Self.clients,
            "Sources/App/Counter.swift": Self.feature,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.findings.map { "\($0.rule) \($0.service) \($0.place)" } == [
            "no-live-value DependencyValues.numbers Sources/App/Counter.swift:8",
            "no-live-value DependencyValues.weather Sources/App/Counter.swift:10",
            "no-live-value DependencyValues[Clients.ClockClient] Sources/App/Counter.swift:11",
        ])
    }
}
