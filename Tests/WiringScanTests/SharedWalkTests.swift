import SwiftParser
import SwiftSyntax
import Testing
@testable import WiringScan

@Suite("One walk for the declarations and the readers")
struct SharedWalkTests {
    /// A file holding every node kind a `ScopeWalker` reads, in and out of bodies, types and `#if`.
    static let source = """
        import Boundaries
        import Swinject

        typealias Root = AppBoundary
        enum Route: String { case home, detail = "the-detail" }
        protocol Service { var name: String { get } }
        actor Counter { var count: Int = 0 }

        final class AppBoundary: Boundary {
            typealias Dependencies = BoundaryList.Add<Api>
            typealias Subboundaries = AnyBoundaryList<Child, Empty>
            static let key = "app"
            var port: InputPort<Api>
            lazy var made = makeInputPort(implementation: Live() as Api)
            var computed: InputPort<Api> { get { resolver(for: Api.self) } }
            let container = Container()
            init(port: InputPort<Api>, name: String) {
                self.port = port
                let inner = Container(parent: container)
                inner.register(Api.self) { r in Live(store: r.resolve(Store.self)!) }
                struct Tucked { var hidden: InputPort<Api> }
            }
            deinit { _ = resolver(for: Api.self) }
            subscript(index: Int) -> Api { resolver(for: Api.self) }
            func configure(reactor: Reactor) {
                var box: Container?
                box = Container()
                #if DEBUG
                box?.register(Store.self) { _ in Store() }
                #endif
                func nested(_ r: Resolver) -> Api { r.resolve(Api.self)! }
                let handler = { (r: Resolver) in _ = r.resolve(Api.self) }
                _ = handler
            }
            #if os(iOS)
            typealias PluginAdaptee = Plugin
            var conditional: InputPort<Api>
            #endif
        }

        extension Container {
            func get<T>(_ type: T.Type) -> T { resolve(type)! }
            static var shared: Container = Container()
        }

        @propertyWrapper struct Inject<T> {
            var wrappedValue: T { Container.shared.resolve(T.self)! }
        }

        struct Screen {
            @Inject var api: Api
            let store: Store = Store()
            func make(_ r: Resolver) -> Screen { Screen() }
            var name: String { "screen" }
        }
        """

    /// What each collector gathered, dumped, for the file walked by each on its own or by all in one `SharedWalk`.
    static func collected(_ source: String, shared: Bool, reads: (declarations: Bool, swinject: Bool, boundaries: Bool)) -> [String] {
        var text = source
        return text.withUTF8 { bytes in
            let tree = Parser.parse(source: bytes)
            let lines = LineTable(bytes)
            var file = SourceFacts(file: "App.swift", module: "App")
            // One import: a set of several is dumped in an order of its own.
            file.imports = ["Swinject"]
            let declarations = FactCollector(facts: file, lines: lines, readsBodies: reads.declarations)
            let swinject = SwinjectCollector(file: file, lines: lines, readsBodies: reads.swinject)
            let boundaries = BoundariesCollector(lines: lines, readsBodies: reads.boundaries)
            if shared {
                SharedWalk([declarations, swinject, boundaries]).walk(tree)
            } else {
                for walker in [declarations, swinject, boundaries] as [ScopeWalker] { walker.walk(tree) }
            }
            var dumps = ["", "", ""]
            dump(declarations.facts, to: &dumps[0])
            dump(swinject.facts, to: &dumps[1])
            dump(boundaries.facts, to: &dumps[2])
            return dumps
        }
    }

    @Test("each collector gathers in the shared walk what it gathers walking alone", arguments: [
        [true, true, true], [false, false, false], [false, false, true], [true, false, true], [false, true, false],
    ])
    func sameFacts(reads: [Bool]) {
        let reads = (declarations: reads[0], swinject: reads[1], boundaries: reads[2])
        let alone = Self.collected(Self.source, shared: false, reads: reads)
        let together = Self.collected(Self.source, shared: true, reads: reads)
        #expect(together[0] == alone[0], "declarations")
        // Sets are dumped in an order of their own: the lines are compared sorted.
        #expect(together[1].split(separator: "\n").sorted() == alone[1].split(separator: "\n").sorted(), "Swinject")
        #expect(together[2] == alone[2], "Boundaries")
        // The file gives each collector something to gather, so that the comparison means something.
        #expect(!alone.contains { $0.isEmpty })
    }

    @Test("a walker that skips a body gets nothing below it, and the others still do")
    func skippingIsPerWalker() {
        let reads = (declarations: false, swinject: false, boundaries: true)
        let together = Self.collected(Self.source, shared: true, reads: reads)
        // Boundaries reads bodies: the `resolver(for:)` calls in the initializer's, the getter's, the deinit's
        // and the subscript's bodies; the declaration walk skips them: the type declared in the initializer is not noted.
        #expect(together[2].components(separatedBy: "ResolverCall").count - 1 == 3)
        #expect(!together[0].contains("\"Tucked\""))
        let reading = Self.collected(Self.source, shared: true, reads: (true, true, true))
        #expect(reading[0].contains("\"Tucked\""))
    }

    @Test("a Boundaries file that spells no resolver call has its bodies skipped and still gives its nodes and warnings")
    func boundariesWithoutResolverCalls() throws {
        let source = """
            import Boundaries

            final class ModelBoundary: Boundary {
                struct Plugin: PluginBoundary {
                    var store: InputPort<Store>
                }
                typealias Dependencies = BoundaryList.Add<Plugin>
                var facade: InputPort<Facade> { makeInputPort(implementation: Facade()) }
                #if DEBUG
                var debug: InputPort<Facade>
                #endif
                required init(internal: Internal) {
                    final class Hidden: Boundary { typealias Dependencies = BoundaryList.Add<ModelBoundary> }
                    super.init(internal: `internal`)
                }
            }

            final class StoreAdapter: AdapterBoundary {
                typealias PluginAdaptee = ModelBoundary.Plugin
                func makePlugin() -> ModelBoundary.Plugin { fatalError() }
            }

            final class AppBoundary: RootBoundary {
                typealias Subboundaries = BoundaryList.Add<ModelBoundary>.Add<StoreAdapter>
            }

            protocol Store {}
            final class Facade {}
            """
        var text = source
        let readsBodies = text.withUTF8 { bytes in
            BoundariesReader().collector(bytes: bytes, file: SourceFacts(file: "App.swift", module: "App"), lines: LineTable(bytes))?.readsBodies
        }
        #expect(readsBodies == false)
        let fixture = try ScanFixture(["Sources/App/App.swift": source])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodeSummary == [
            "App.AppBoundary root -", "App.AppBoundary/App.ModelBoundary boundary App.AppBoundary",
            "App.AppBoundary/App.ModelBoundary.Plugin plugin App.AppBoundary",
            "App.AppBoundary/App.StoreAdapter adapter App.AppBoundary",
        ])
        #expect(result.snapshot.edges.count == 2)
        #expect(result.warnings.map(\.description) == [
            "Sources/App/App.swift:10: port 'debug' of 'App.ModelBoundary' is declared inside #if; it is left out",
        ])
        // The same file with its bodies walked (a comment spells the word) reads the same.
        let walked = try ScanFixture(["Sources/App/App.swift": source + "\n// resolver"])
        defer { walked.remove() }
        let read = try walked.scan()
        #expect(read.snapshot == result.snapshot)
        #expect(read.warnings == result.warnings)
    }

    @Test("the walkers of a shared walk are given each declaration's own bindings, however they alternate")
    func bindingsPerDeclaration() {
        var text = """
            struct S {
                let a: A = x, b = y
                var (c, d) = pair
                @Inject var e: E
            }
            """
        let names: [[String]] = text.withUTF8 { bytes in
            let tree = Parser.parse(source: bytes)
            let declarations = tree.statements.compactMap { $0.item.as(StructDeclSyntax.self) }.flatMap { type in
                type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            }
            let lines = LineTable(bytes)
            let first = ScopeWalker(lines: lines, readsBodies: true)
            let second = ScopeWalker(lines: lines, readsBodies: true)
            _ = SharedWalk([first, second])
            // One memo for both: what the first works out, the second reads.
            #expect(first.bindingMemo === second.bindingMemo)
            // Asked in turn by both walkers, then back and forth: each answer is the declaration's own.
            let order = [0, 0, 1, 1, 2, 0, 2, 1]
            return order.enumerated().map { step, position in
                (step.isMultiple(of: 2) ? first : second).namedBindings(of: declarations[position]).map(\.name)
            }
        }
        #expect(names == [["a", "b"], ["a", "b"], [], [], ["e"], ["a", "b"], ["e"], []])
    }
}
