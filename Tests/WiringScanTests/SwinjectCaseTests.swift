import Foundation
import Testing
import WiringModel
import WiringScan

/// The minimal reproductions of real Swinject code in `../shared/realworld/swinject-cases/`, each
/// scanned and compared with the graph its header states ("Expected graph").
@Suite("Swinject as real apps write it")
struct SwinjectCaseTests {
    /// The folder of cases, beside the repository.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/realworld/swinject-cases")

    /// The cases whose header lists the expected nodes and edges (case 03's header names the
    /// classes where the code registers their protocols; its own test checks it).
    static let graphCases = [
        "01-autoregister", "02-tilde-operator", "04-untyped-arguments", "05-storyboard",
        "07-array-service-type", "08-custom-register-overload", "11-resolve-variadic-arguments",
        "12-init-closure-hierarchy", "13-misleading-warnings",
    ]

    static func text(_ name: String) throws -> String {
        let url = folder.appendingPathComponent(name + ".swift")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing case \(url.path): the shared folder must sit beside the repository")
            throw CocoaError(.fileNoSuchFile)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Scans one case as the only file of module `App`.
    static func scan(_ name: String) throws -> ScanResult {
        let fixture = try ScanFixture(["Sources/App/\(name).swift": try text(name)])
        defer { fixture.remove() }
        return try fixture.scan()
    }

    @Test("each case's expected nodes and edges are in the scan", arguments: graphCases)
    func expectedGraph(_ name: String) throws {
        let expected = ExpectedGraph(header: try Self.text(name))
        #expect(!expected.nodes.isEmpty, "the header of \(name) lists no node")
        let result = try Self.scan(name)
        let ids = result.snapshot.nodes.map(\.id)
        for node in expected.nodes {
            #expect(ids.contains { ExpectedGraph.matches(node, $0) }, "\(name): no node \(node) in \(ids)")
        }
        let edges = result.snapshot.edges.filter { $0.kind == .resolves }
        for (from, to) in expected.edges {
            #expect(
                edges.contains { ExpectedGraph.matches(from, $0.from) && ExpectedGraph.matches(to, $0.to) },
                "\(name): no edge \(from) -> \(to) in \(result.snapshot.edgeSummary)")
        }
        #expect(result.unresolved.isEmpty, "\(name): \(result.unresolved)")
        #expect(result.warnings.isEmpty, "\(name): \(result.warnings)")
    }

    @Test("initCompleted resolves are edges marked as property injection, so the cycle is found")
    func initCompletedCycle() throws {
        let result = try Self.scan("03-initCompleted")
        #expect(result.warnings.isEmpty && result.unresolved.isEmpty, "\(result.warnings) \(result.unresolved)")
        #expect(result.snapshot.edges.map { "\($0.id) \($0.label ?? "-") \($0.place?.line ?? 0)" } == [
            "container/App.ChildProtocol -resolves-> container/App.ParentProtocol [initCompleted] initCompleted 23",
            "container/App.ParentProtocol -resolves-> container/App.ChildProtocol - 18",
        ])
    }

    @Test("the child container's parent keeps its registrations; Container { c in } closures bind c")
    func initClosureHierarchy() throws {
        let result = try Self.scan("12-init-closure-hierarchy")
        #expect(result.snapshot.nodes.map { "\($0.id) \($0.parent ?? "-") \($0.life ?? "-")" } == [
            "container container/parent -",
            "container/App.Car container graph",
            "container/parent - -",
            "container/parent/App.Engine container/parent container",
        ])
    }

    @Test("a test file's containers neither hijack nor join the app's graph")
    func testContainersApart() throws {
        let text = try Self.text("06-child-container-hijacks")
        let parts = text.components(separatedBy: "// ---- Tests/ParentChildSpec.swift (same scan) ----")
        try #require(parts.count == 2)
        let fixture = try ScanFixture([
            "App/AppDelegate.swift": parts[0],
            "Tests/ParentChildSpec.swift": "import Swinject\n" + parts[1],
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."], module: "App")
        #expect(result.snapshot.nodes.map(\.id) == ["container", "container/App.ImageSearch", "container/App.Networking"])
        #expect(result.snapshot.edgeSummary == ["container/App.ImageSearch -resolves-> container/App.Networking"])
        #expect(result.skipped.map(\.description) == ["skipped 1 file of tests (Tests/)"])

        let withTests = try SourceScanner(options: ScanOptions(module: "App", includeTests: true))
            .scan([fixture.root.path])
        // The test's own parent/child pair is kept apart: the app's registrations stay where they are.
        #expect(withTests.snapshot.node(withID: "container/App.ImageSearch") != nil)
        #expect(withTests.snapshot.node(withID: "container/parent/App.Networking") != nil)
    }

    @Test("a file of XCTest cases is left out, and said so")
    func testFileLeftOut() throws {
        let result = try Self.scan("09-test-containers-merged")
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.isEmpty)
        #expect(result.skipped.map(\.description) == ["skipped 1 file of tests (importing XCTest)"])
    }

    @Test("a resolve of a type nothing registers is a node marked unregistered, with an edge not made")
    func unregisteredResolve() throws {
        let result = try Self.scan("10-missing-registration-not-in-snapshot")
        let missing = try #require(result.snapshot.node(withID: "container/App.CacheCleaner"))
        #expect(missing.attributes["registered"] == "false")
        #expect(missing.resolved == false)
        #expect(missing.place?.line == 16)
        #expect(result.snapshot.edges.map { "\($0.id) \($0.resolved)" }
                == ["container/App.LogoutDaemon -resolves-> container/App.CacheCleaner false"])
        #expect(result.unresolved.isEmpty)
        #expect(result.findings.map(\.description) == [
            "Sources/App/10-missing-registration-not-in-snapshot.swift:16: App.LogoutDaemon resolves App.CacheCleaner, which no registration provides",
        ])
    }
}

/// The nodes and edges a case's header states.
struct ExpectedGraph {
    var nodes: [String] = []
    var edges: [(String, String)] = []

    /// Reads `//   container/A -> container/B` and `//   container/A` lines after "Expected".
    init(header: String) {
        var reading = false
        for line in header.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("//") else { break }
            if line.contains("Expected") { reading = true }
            guard reading else { continue }
            let text = line.dropFirst(2)
            if text.trimmingCharacters(in: .whitespaces).isEmpty { break }
            if let arrow = text.range(of: "->") {
                if let from = Self.firstID(text[..<arrow.lowerBound]), let to = Self.firstID(text[arrow.upperBound...]) {
                    edges.append((from, to))
                    nodes += [from, to]
                }
            } else if let id = Self.firstID(text) {
                nodes.append(id)
            }
        }
    }

    private static func firstID(_ text: Substring) -> String? {
        guard let start = text.range(of: "container/") else { return nil }
        var depth = 0
        let word = text[start.lowerBound...].prefix { character in
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            return depth > 0 || !character.isWhitespace
        }
        return String(word.hasSuffix(",") || word.hasSuffix(";") ? word.dropLast() : word)
    }

    /// Whether an id matches an expected one, where `#...` stands for any name and `(...)` for any arguments.
    static func matches(_ expected: String, _ id: String) -> Bool {
        if expected.hasSuffix("#...") {
            let base = String(expected.dropLast(4))
            return id == base || id.hasPrefix(base + "#")
        }
        if expected.hasSuffix("(...)") { return id.hasPrefix(String(expected.dropLast(4))) }
        return id == expected
    }
}

@Suite("Swinject shapes beyond the cases")
struct SwinjectShapeTests {
    @Test("#if branches registering one service give one node with both branches' resolves")
    func conditionalBranches() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            protocol Api {}
            final class Stub: Api {}
            final class Live: Api { init(session: Session) {} }
            final class Session {}
            let container = Container { c in
                c.register(Session.self) { _ in Session() }
                #if STUB
                c.autoregister(Api.self, initializer: Stub.init)
                #else
                c.autoregister(Api.self, initializer: Live.init)
                #endif
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.node(withID: "container/App.Api")?.attributes["conditional"] == "#if")
        #expect(result.snapshot.edgeSummary == ["container/App.Api -resolves-> container/App.Session"])
    }

    @Test("a file of a test folder is read unless it imports a test framework or is named as a test")
    func appCodeInTestFolder() throws {
        let fixture = try ScanFixture([
            "AppTests/AppContainer.swift": "import Swinject\nfinal class Clock {}\nlet container = Container { $0.register(Clock.self) { _ in Clock() } }\n",
            "AppTests/MockClock.swift": "import Swinject\nfinal class MockClock {}\nlet mocks = Container { $0.register(MockClock.self) { _ in MockClock() } }\n",
            "AppTests/ClockTests.swift": "@testable import App\nimport Swinject\nlet c = Container()\nc.register(Clock.self) { _ in Clock() }\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."], module: "App")
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/App.Clock"])
        #expect(result.skipped.map(\.description) == ["skipped 2 files of tests (AppTests/)"])
    }

    @Test("unrelated register calls are not registrations and not warned about")
    func unrelatedRegister() throws {
        let fixture = try ScanFixture(["Sources/App/View.swift": """
            import Swinject
            import UIKit
            final class Cell {}
            func setUp(tableView: UITableView, center: NotificationCenter) {
                tableView.register(Cell.self, forCellReuseIdentifier: "cell")
                tableView.register(Cell.self)
                center.register(in: UIApplication.shared)
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.isEmpty)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.registrationCount == 0)
    }

    @Test("a file without the import registers when its module imports Swinject elsewhere; another module's look-alike does not")
    func moduleWideImport() throws {
        let fixture = try ScanFixture([
            "Sources/App/Exports.swift": "@_exported import Swinject\n",
            "Sources/App/DI.swift": "final class Clock {}\nfunc setUp(_ c: Container) { c.register(Clock.self) { _ in Clock() } }\n",
            "Sources/Routes/Router.swift": "final class Home {}\nfunc route(_ router: Router) { router.register(Home.self) { _ in Home() } }\n",
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/App.Clock"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a helper registering the type its caller passes: its call sites are registrations, its body is not warned about")
    func registrationHelper() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class DI {
                    let container = Container()
                    func single<T>(_ type: T.Type, factory: @escaping (Resolver) -> T) {
                        container.register(type, factory: factory).inObjectScope(.container)
                    }
                }
                """,
            "Sources/App/Setup.swift": """
                final class Clock {}
                final class Feed { init(clock: Clock) {} }
                func setUp(_ di: DI) {
                    di.single(Clock.self) { _ in Clock() }
                    di.single(Feed.self) { r in Feed(clock: r.resolve(Clock.self)!) }
                    XCTAssertThrows(Feed.self) { _ in }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.edgeSummary == ["container/App.Feed -resolves-> container/App.Clock"])
        #expect(result.registrationCount == 2)
    }

    @Test("every resolve form gives its edge: ~> with a name, an unlabeled or tuple argument, r~> typed by the initializer")
    func resolveForms() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            import SwinjectAutoregistration
            final class Card { init(id: String) {} }
            final class Pair { init(a: String, b: Int) {} }
            final class Engine {}
            final class Car { init(engine: Engine) {} }
            final class Screen { init(card: Card, pair: Pair, car: Car) {} }
            func assemble(_ container: Container) {
                container.register(Card.self) { _, id in Card(id: id) }
                container.register(Pair.self) { (_, a: String, b: Int) in Pair(a: a, b: b) }
                container.register(Engine.self, name: "v8") { _ in Engine() }
                container.register(Car.self) { r in Car(engine: r~>) }
                container.register(Screen.self) { r in
                    Screen(card: r ~> (Card.self, "42"), pair: r ~> (Pair.self, arguments: ("a", 1)), car: r ~> Car.self)
                }
                container.register(Engine.self) { r in r ~> (Engine.self, name: "v8") }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty && result.unresolved.isEmpty, "\(result.warnings) \(result.unresolved)")
        #expect(result.snapshot.edgeSummary == [
            "container/App.Car -resolves-> container/App.Engine",
            "container/App.Engine -resolves-> container/App.Engine#v8",
            "container/App.Screen -resolves-> container/App.Car",
            "container/App.Screen -resolves-> container/App.Card(Swift.String)",
            "container/App.Screen -resolves-> container/App.Pair(Swift.String, Swift.Int)",
        ])
    }

    @Test("a resolve of a name no registration has is a finding; a type the scan did not find is only not read")
    func unregisteredNames() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            import UIKit
            final class Api {}
            final class Feed { init(api: Api, app: UIApplication) {} }
            func assemble(_ container: Container) {
                container.register(Api.self, name: "live") { _ in Api() }
                container.register(Feed.self) { r in
                    Feed(api: r.resolve(Api.self, name: "stub")!, app: r.resolve(UIApplication.self)!)
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.findings.map(\.description) == [
            "Sources/App/DI.swift:8: App.Feed resolves App.Api named 'stub', which no registration provides",
        ])
        #expect(result.snapshot.node(withID: "container/App.Api#stub")?.attributes["registered"] == "false")
        #expect(result.unresolved.map(\.reason) == ["no registration of 'UIKit.UIApplication' was found"])
    }

    @Test("autoregister: memberwise initializers, a picked initializer, arguments left out of the edges, an ambiguity said")
    func autoregisterInitializers() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            import SwinjectAutoregistration
            final class Engine {}
            final class Wheel {}
            struct Garage { let engine: Engine; var wheel: Wheel? }
            final class Sedan {
                init(engine: Engine) {}
                init(engine: Engine, wheel: Wheel) {}
                required init?(coder: NSCoder) {}
            }
            final class Tour { init(name: String, engine: Engine) {} }
            func assemble(_ container: Container) {
                container.autoregister(Engine.self, initializer: Engine.init)
                container.autoregister(Wheel.self, initializer: Wheel.init)
                container.autoregister(Garage.self, initializer: Garage.init)
                container.autoregister(Sedan.self, name: "full", initializer: Sedan.init(engine:wheel:))
                container.autoregister(Tour.self, argument: String.self, initializer: Tour.init)
                container.autoregister(Sedan.self, initializer: Sedan.init)
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary == [
            "container/App.Garage -resolves-> container/App.Engine",
            "container/App.Garage -resolves-> container/App.Wheel",
            "container/App.Sedan#full -resolves-> container/App.Engine",
            "container/App.Sedan#full -resolves-> container/App.Wheel",
            "container/App.Tour(Swift.String) -resolves-> container/App.Engine",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:18: App.Sedan has several initializers; write 'X.init(label:)' so the scan can tell what this autoregister call resolves",
        ])
        #expect(result.snapshot.node(withID: "container/App.Sedan") != nil)
    }

    @Test("the resolves of a registration left out are each said, at their own lines")
    func resolvesOfLeftOutRegistration() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            final class Feed { init(api: Api) {} }
            func assemble(_ container: Container, name: String) {
                container.register(Feed.self, name: name) { r in
                    let first = 1
                    let second = 2
                    return Feed(api: r.resolve(Api.self)!)
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:5: the key 'name' is not a string literal; the registration is left out",
            "Sources/App/DI.swift:8: r.resolve(Api.self) is in the factory of the registration at line 5, which is left out",
        ])
    }

    @Test("a factory handing its resolver to a function of the file gets that function's resolves; elsewhere, it is said")
    func resolverHandedOff() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            final class Feed { init(api: Api) {} }
            final class Clock {}
            func makeFeed(_ r: Resolver) -> Feed { Feed(api: r.resolve(Api.self)!) }
            func assemble(_ container: Container) {
                container.register(Api.self) { _ in Api() }
                container.register(Feed.self) { r in makeFeed(r) }
                container.register(Clock.self) { r in Factories.clock(r) }
                container.register(Clock.self, name: "other") { r in buildClock(r) }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary == ["container/App.Feed -resolves-> container/App.Api"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:9: the resolver is handed to 'clock', which this file does not declare; what it resolves is not read",
            "Sources/App/DI.swift:10: the resolver is handed to 'buildClock', which this file does not declare; what it resolves is not read",
        ])
    }

    @Test("a registration chained on its own line is placed at the line of its name")
    func chainedRegistrationLine() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Api {}
            func assemble(_ container: Container) {
                container
                    .register(Api.self) { _ in Api() }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.node(withID: "container/App.Api")?.place?.line == 5)
    }
}

