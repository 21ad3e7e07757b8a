import Testing
import WiringModel
import WiringScan

@Suite("Framework readers together")
struct FrameworkReadersTests {
    @Test("a type that reads through two frameworks is one node")
    func oneNodePerType() throws {
        let fixture = try ScanFixture(["Sources/App/Model.swift": """
            import Dependencies
            import Factory

            struct Clock: Sendable { var now: @Sendable () -> Int }
            enum ClockKey: DependencyKey { static let liveValue = Clock(now: { 0 }) }
            extension DependencyValues {
                var ticker: Clock {
                    get { self[ClockKey.self] }
                    set { self[ClockKey.self] = newValue }
                }
            }
            final class Logger {}
            extension Container {
                var logger: Factory<Logger> { self { Logger() } }
            }
            final class Model {
                @Dependency(\\.ticker) var ticker
                @Injected(\\.logger) var logger
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let ids = result.snapshot.nodes.map(\.id)
        #expect(ids.filter { $0 == "App.Model" }.count == 1)
        #expect(Set(result.snapshot.edges.filter { $0.from == "App.Model" }.map(\.kind)) == [.resolves])
        #expect(result.snapshot.edges.filter { $0.from == "App.Model" }.count == 2)
    }
}
