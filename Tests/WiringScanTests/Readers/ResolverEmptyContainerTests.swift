import Foundation
import Testing
import WiringModel
import WiringScan

/// A Resolver container other than `main` that registers nothing and that no read names (`static var mock =
/// Resolver(child: .main)` kept for tests or previews) draws no box; one a read names, or that holds a container that
/// registers, stays.
@Suite("Resolver containers that hold nothing")
struct ResolverEmptyContainerTests {
    @Test("a child container that registers nothing and is read from nowhere is no box; a read naming one keeps it")
    func emptyChildContainer() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Resolver
            final class Clock {}
            final class Screen { @Injected(container: .preview) var clock: Clock }
            extension Resolver {
                static var mock = Resolver(child: .main)
                static var preview = Resolver(child: .main)
                static var outer = Resolver(child: .main)
                static var inner = Resolver(child: .outer)
            }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Clock() }
                    inner.register { Screen() }
                }
            }
            """])
        defer { fixture.remove() }
        let snapshot = try fixture.scan().snapshot
        #expect(snapshot.nodes.filter { $0.kind == .box }.map { "\($0.id) \($0.parent ?? "-")" } == [
            "Resolver.inner Resolver.outer",
            "Resolver.main -",
            "Resolver.outer Resolver.main",
            "Resolver.preview Resolver.main",
        ])
    }
}
