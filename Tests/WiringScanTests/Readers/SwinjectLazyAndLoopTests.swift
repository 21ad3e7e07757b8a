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

    @Test("a registration in a loop over a literal list or a String enum's allCases is one per element; over anything else, not read")
    func loopOverNames() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api { init(name: String) {} }
            enum Host: String, CaseIterable { case main, backup = "spare" }
            let names = ["x", "y"]
            let container = Container { c in
                for name in ["a", "b"] {
                    c.register(Api.self, name: name) { _ in Api(name: name) }
                }
                for host in Host.allCases {
                    c.register(Api.self, name: host.rawValue) { _ in Api(name: host.rawValue) }
                }
                for name in names {
                    c.register(Api.self, name: name) { _ in Api(name: name) }
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/App.Api#a", "container/App.Api#b", "container/App.Api#main", "container/App.Api#spare",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:13: the key 'name' comes from a loop over 'names', which is not a list of string "
                + "literals or a scanned String enum's allCases; the registration is left out",
        ])
    }
}

/// Registrations in `forEach` loops and keys built from the loop variable.
@Suite("Swinject registrations in forEach loops and interpolated keys")
struct SwinjectForEachLoopTests {
    @Test("forEach over a literal list or allCases, and a key interpolating the loop variable, register once per element")
    func forEachAndInterpolation() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api { init(name: String) {} }
            enum Host: String, CaseIterable { case main, backup = "spare" }
            let names = ["x", "y"]
            let container = Container { c in
                ["a", "b"].forEach { name in
                    c.register(Api.self, name: name) { _ in Api(name: name) }
                }
                Host.allCases.forEach {
                    c.register(Api.self, name: "host.\\($0.rawValue)") { _ in Api(name: "") }
                }
                for name in ["c"] {
                    c.register(Api.self, name: "api-\\(name)-\\(name)") { _ in Api(name: name) }
                }
                names.forEach { name in
                    c.register(Api.self, name: "api.\\(name)") { _ in Api(name: name) }
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/App.Api#a", "container/App.Api#api-c-c", "container/App.Api#b", "container/App.Api#host.main",
            "container/App.Api#host.spare",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:16: the key '\"api.\\(name)\"' comes from a loop over 'names', which is not a list of string "
                + "literals or a scanned String enum's allCases; the registration is left out",
        ])
    }

    @Test("a resolve keyed by a loop variable resolves each element's key; in a registration's loop, its own element's")
    func resolveInLoop() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            final class Hub { init(apis: [Api]) {} }
            final class Mirror { init(api: Api) {} }
            let container = Container { c in
                for name in ["a", "b"] {
                    c.register(Api.self, name: name) { _ in Api() }
                    c.register(Mirror.self, name: name) { r in Mirror(api: r.resolve(Api.self, name: name)!) }
                }
                c.register(Hub.self) { r in
                    var apis: [Api] = []
                    for key in ["a", "b"] { apis.append(r.resolve(Api.self, name: key)!) }
                    ["a"].forEach { apis.append(r.resolve(Api.self, name: $0)!) }
                    return Hub(apis: apis)
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "container/App.Hub -resolves-> container/App.Api#a",
            "container/App.Hub -resolves-> container/App.Api#b",
            "container/App.Mirror#a -resolves-> container/App.Api#a",
            "container/App.Mirror#b -resolves-> container/App.Api#b",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
