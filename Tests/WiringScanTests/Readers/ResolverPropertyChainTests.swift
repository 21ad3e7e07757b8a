import Testing
import WiringModel
import WiringScan

/// A factory returning properties read from a type's static property (`register { Store.shared.context }`)
/// registers the type the last property declares.
@Suite("Resolver factories returning a chain of properties")
struct ResolverPropertyChainTests {
    @Test("register { Store.shared.context } registers the type context declares, and reads of it reach it")
    func chainIsTypedByItsDeclarations() throws {
        let fixture = try ScanFixture([
            "Sources/App/Store.swift": """
                final class Context {}
                final class Store {
                    static let shared = Store()
                    let context: Context
                    init() { context = Context() }
                }
                """,
            "Sources/App/DI.swift": """
                import Resolver
                final class Notes {
                    @Injected private var context: Context
                }
                extension Resolver: ResolverRegistering {
                    public static func registerAllServices() {
                        register { Store.shared.context }
                        register { Notes() }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let ids = Set(result.snapshot.nodes.map(\.id))
        #expect(ids.contains("Resolver.main/App.Context"), "\(ids.sorted())")
        let edge = result.snapshot.edges.first { $0.from == "Resolver.main/App.Notes" && $0.to == "Resolver.main/App.Context" }
        #expect(edge?.place?.line == 3, "\(result.snapshot.edges)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a link the scanned declarations do not type is a not-read line, the registration left out")
    func untypedLinkIsSaid() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Resolver
            final class Store { static let shared = Store() }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Store.shared.context }
                    register { Vendor.shared.session }
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let warnings = result.warnings.map(\.description)
        #expect(!result.snapshot.nodes.contains { $0.kind == .service }, "\(result.snapshot.nodes.map(\.id))")
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:5: register { Store.shared.context }: the service type is not written and the scanned declarations do not type") })
        #expect(warnings.contains { $0.hasPrefix("Sources/App/DI.swift:6: register { Vendor.shared.session }: the service type is not written and the scanned declarations do not type") })
    }
}
