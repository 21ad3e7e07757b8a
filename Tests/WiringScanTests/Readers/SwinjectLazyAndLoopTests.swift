import Foundation
import Testing
import WiringModel
import WiringScan

/// Swinject resolves that happen after the factory returns, and registrations written once for
/// several names.
@Suite("Swinject lazy properties and registrations in loops")
struct SwinjectLazyAndLoopTests {
    @Test("a lazy property that resolves gives an edge labelled lazy; a stored one, a plain edge")
    func lazyProperty() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            final class Clock {}
            final class Home {
                let resolver: Resolver
                lazy var api = resolver.resolve(Api.self)!
                let clock = Assembler.shared.resolver.resolve(Clock.self)!
                init(resolver: Resolver) { self.resolver = resolver }
            }
            let container = Container { c in
                c.register(Api.self) { _ in Api() }
                c.register(Clock.self) { _ in Clock() }
                c.register(Home.self) { r in Home(resolver: r) }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let edges = result.snapshot.edges.filter { $0.from == "container/App.Home" }
            .map { "\($0.to) \($0.label ?? "-")" }.sorted()
        #expect(edges == ["container/App.Api lazy", "container/App.Clock -"])
    }
}
