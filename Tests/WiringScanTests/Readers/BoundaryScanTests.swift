import Testing
import WiringModel
import WiringScan

@Suite("Scanning boundaries")
struct BoundaryScanTests {
    static let app = """
        import Boundaries

        final class ModelBoundary: Boundary {
            struct Plugin: PluginBoundary {
                var store: InputPort<Store>
            }
            typealias Dependencies = BoundaryList.Add<Plugin>

            var facade: InputPort<Facade> { makeInputPort(implementation: Facade()) }
            lazy var cache: InputPort<[String: Int]> = makeInputPort(implementation: [:])
            let session: InputPort<Session?>

            required init(internal: Internal) {
                session = InputPort.stub
                super.init(internal: `internal`)
            }
        }

        final class PresenterBoundary: Boundary {
            typealias Dependencies = BoundaryList.Add<ModelBoundary>
        }

        final class StoreAdapter: AdapterBoundary {
            typealias PluginAdaptee = ModelBoundary.Plugin
            func makePlugin() -> ModelBoundary.Plugin { fatalError() }
        }

        final class FeatureBoundary: ContainerBoundary {
            typealias Subboundaries = BoundaryList
                .Add<ModelBoundary>
                .Add<PresenterBoundary>
                .Add<StoreAdapter>

            lazy var model: ModelBoundary.Resolved = resolver(for: ModelBoundary.self).resolve(plugin: adapter).resolved()
            lazy var adapter: StoreAdapter.Resolved = resolver(for: StoreAdapter.self).resolved()
        }

        final class AppBoundary: RootBoundary {
            typealias Subboundaries = BoundaryList.Add<FeatureBoundary>
        }

        protocol Store {}
        final class Facade {}
        final class Session {}
        """

    @Test("ids, kinds and parents follow the container tree from the root")
    func tree() throws {
        let fixture = try ScanFixture(["Sources/Shop/App.swift": Self.app])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.source == "scan")
        #expect(result.snapshot.title == "Shop.AppBoundary")
        #expect(result.snapshot.nodeSummary == [
            "Shop.AppBoundary root -",
            "Shop.AppBoundary/Shop.FeatureBoundary container Shop.AppBoundary",
            "Shop.AppBoundary/Shop.FeatureBoundary/Shop.ModelBoundary boundary Shop.AppBoundary/Shop.FeatureBoundary",
            "Shop.AppBoundary/Shop.FeatureBoundary/Shop.ModelBoundary.Plugin plugin Shop.AppBoundary/Shop.FeatureBoundary",
            "Shop.AppBoundary/Shop.FeatureBoundary/Shop.PresenterBoundary boundary Shop.AppBoundary/Shop.FeatureBoundary",
            "Shop.AppBoundary/Shop.FeatureBoundary/Shop.StoreAdapter adapter Shop.AppBoundary/Shop.FeatureBoundary",
        ])
        let feature = "Shop.AppBoundary/Shop.FeatureBoundary"
        #expect(result.snapshot.edgeSummary == [
            "\(feature)/Shop.ModelBoundary -plugin-> \(feature)/Shop.ModelBoundary.Plugin",
            "\(feature)/Shop.PresenterBoundary -dependency-> \(feature)/Shop.ModelBoundary",
            "\(feature)/Shop.StoreAdapter -adapts-> \(feature)/Shop.ModelBoundary.Plugin",
        ])
    }

    @Test("ports are marked stored, lazy or computed, with qualified types and places")
    func ports() throws {
        let fixture = try ScanFixture(["Sources/Shop/App.swift": Self.app])
        defer { fixture.remove() }
        let snapshot = try fixture.scan().snapshot
        let model = try #require(snapshot.node(withID: "Shop.AppBoundary/Shop.FeatureBoundary/Shop.ModelBoundary"))
        #expect(model.ports.map { "\($0.name) \($0.origin.rawValue) \($0.type)" } == [
            "cache lazy Swift.Dictionary<Swift.String, Swift.Int>",
            "facade computed Shop.Facade",
            "session stored Swift.Optional<Shop.Session>",
        ])
        #expect(model.ports.first { $0.name == "facade" }?.place == SourcePlace(file: "Sources/Shop/App.swift", line: 9))
        #expect(model.declared == SourcePlace(file: "Sources/Shop/App.swift", line: 3))
        // The node's place is the container's resolver(for:) call.
        #expect(model.place == SourcePlace(file: "Sources/Shop/App.swift", line: 34))
        let plugin = try #require(snapshot.node(withID: "Shop.AppBoundary/Shop.FeatureBoundary/Shop.ModelBoundary.Plugin"))
        #expect(plugin.ports.map(\.name) == ["store"])
        let edge = try #require(snapshot.edges.first { $0.kind == .dependency })
        #expect(edge.place == SourcePlace(file: "Sources/Shop/App.swift", line: 20))
    }

    @Test("a boundary listed by two containers is a node in each")
    func sharedBoundary() throws {
        let fixture = try ScanFixture(["Sources/App/App.swift": """
            import Boundaries
            final class Shared: Boundary {}
            final class Left: ContainerBoundary { typealias Subboundaries = BoundaryList.Add<Shared> }
            final class Right: ContainerBoundary { typealias Subboundaries = BoundaryList.Add<Shared> }
            final class Root: RootBoundary { typealias Subboundaries = BoundaryList.Add<Left>.Add<Right> }
            """])
        defer { fixture.remove() }
        let ids = try fixture.scan().snapshot.nodes.map(\.id)
        #expect(ids.contains("App.Root/App.Left/App.Shared"))
        #expect(ids.contains("App.Root/App.Right/App.Shared"))
    }

    @Test("members in extensions and superclasses count; modules qualify names across files")
    func extensionsAndInheritance() throws {
        let fixture = try ScanFixture([
            "Sources/Core/Base.swift": """
                import Boundaries
                open class BaseFeature: Boundary {
                    typealias Dependencies = BoundaryList.Add<Network>
                    var log: InputPort<Logger> { makeInputPort(implementation: Logger()) }
                }
                public final class Network: Boundary {}
                public final class Logger {}
                """,
            "Sources/App/App.swift": """
                import Boundaries
                import Core
                final class Feature: BaseFeature {}
                extension Feature {
                    var extra: InputPort<Core.Logger> { makeInputPort(implementation: Logger()) }
                }
                final class Root: RootBoundary {
                    typealias Subboundaries = BoundaryList.Add<Feature>.Add<Network>
                }
                """,
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan().snapshot
        let feature = try #require(snapshot.node(withID: "App.Root/App.Feature"))
        #expect(feature.kind == .boundary)
        #expect(feature.ports.map { "\($0.name) \($0.type)" } == ["extra Core.Logger", "log Core.Logger"])
        #expect(snapshot.edgeSummary == ["App.Root/App.Feature -dependency-> App.Root/Core.Network"])
    }

    @Test("generic and conditional declarations are warnings, not guesses")
    func undecidable() throws {
        let fixture = try ScanFixture(["Sources/App/App.swift": """
            import Boundaries
            final class Generic<T>: Boundary {}
            #if DEBUG
            final class DebugTools: Boundary {}
            #endif
            final class Feature: Boundary {
                #if DEBUG
                typealias Dependencies = BoundaryList.Add<DebugTools>
                #endif
            }
            final class Root: RootBoundary {
                typealias Subboundaries = BoundaryList.Add<Feature>.Add<Generic<Int>>.Add<DebugTools>
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.map(\.id) == ["App.Root", "App.Root/App.Feature"])
        #expect(result.snapshot.edges.isEmpty)
        let messages = result.warnings.map(\.description)
        #expect(messages.contains { $0.hasPrefix("Sources/App/App.swift:2: boundary 'App.Generic' is generic") })
        #expect(messages.contains { $0.hasPrefix("Sources/App/App.swift:4: boundary 'App.DebugTools' is declared inside #if") })
        #expect(messages.contains { $0.hasPrefix("Sources/App/App.swift:8: 'Dependencies' of 'App.Feature' is declared inside #if") })
    }

    @Test("a type alias in a list or a port names the aliased type, as at run time")
    func aliases() throws {
        let fixture = try ScanFixture(["Sources/App/App.swift": """
            import Boundaries
            typealias Model = ModelBoundary
            typealias Name = String
            final class ModelBoundary: Boundary {
                var name: InputPort<Name> { makeInputPort(implementation: "") }
            }
            final class Root: RootBoundary {
                typealias Subboundaries = BoundaryList.Add<Model>
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let model = try #require(result.snapshot.node(withID: "App.Root/App.ModelBoundary"))
        #expect(model.ports.map(\.type) == ["Swift.String"])
    }

    @Test("a hostile file (a member chain thousands long, a list of thousands) is read in linear time, without a crash")
    func hostileDepth() throws {
        let chain = (0..<10_000).map { _ in "A" }.joined(separator: ".")
        let list = "BoundaryList" + String(repeating: ".Add<Leaf>", count: 2_000)
        let fixture = try ScanFixture(["Sources/App/App.swift": """
            import Boundaries
            typealias Deep = \(chain)
            final class Leaf: Boundary {}
            final class Root: RootBoundary { typealias Subboundaries = \(list) }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.map(\.id) == ["App.Root", "App.Root/App.Leaf"])
    }

    @Test("a module that compiles the framework itself needs no import, and a subclass elsewhere is a boundary")
    func withoutImport() throws {
        let fixture = try ScanFixture([
            "Sources/App/Base.swift": "class Base: RootBoundary {}\n",
            "Sources/App/Shop.swift": "final class Shop: Base {}\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.map { "\($0.id) \($0.kind.rawValue)" }.sorted() == ["App.Base root", "App.Shop root"])
        #expect(result.snapshot.title == "Declared boundaries")
        let lone = try ScanFixture(["Sources/App/Lone.swift": "final class Lone: RootBoundary {}\n"])
        defer { lone.remove() }
        #expect(try lone.scan().snapshot.title == "App.Lone")
    }

    @Test("the same sources scan to the same bytes")
    func deterministic() throws {
        let fixture = try ScanFixture([
            "Sources/Shop/App.swift": Self.app,
            "Sources/Other/Other.swift": "import Boundaries\nfinal class Lone: RootBoundary {}\n",
        ])
        defer { fixture.remove() }
        let first = try fixture.scan().snapshot.jsonData()
        for _ in 0..<3 {
            #expect(try fixture.scan().snapshot.jsonData() == first)
        }
    }
}
