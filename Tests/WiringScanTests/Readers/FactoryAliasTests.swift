import Testing
import WiringModel
import WiringScan

/// Factory 1.x registrations: `static let` properties whose type the factory closure gives, and
/// registrations made with a typealias of `Factory`.
@Suite("Factory registrations without a written type or under an alias")
struct FactoryAliasTests {
    @Test("Factory(scope:) { X() } takes its type from the closure; Dep<X> { … } is one when Dep aliases Factory, not when it is another type")
    func untypedAndAliased() throws {
        let fixture = try ScanFixture([
            "Sources/App/Aliases.swift": "import Factory\ntypealias Dep = Factory\n",
            "Sources/App/Container+App.swift": """
                import Factory
                final class Api {}
                final class Session { init(api: Api) {} }
                final class Box<T> { init(_ make: @escaping () -> T) {} }
                extension Container {
                    static let api = Factory(scope: .singleton) { Api() }
                    static let session = Dep<Session> { Session(api: Container.api()) }
                    static let boxed = Box<Api> { Api() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let services = result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.id) \($0.type) \($0.life ?? "-")" }.sorted()
        #expect(services == ["Factory.Container/api App.Api singleton", "Factory.Container/session App.Session unique"])
        #expect(result.snapshot.edgeSummary == ["Factory.Container/session -resolves-> Factory.Container/api"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a Factory 2.x registration typed with an alias of Factory is read; without the alias, not")
    func aliasedComputedRegistration() throws {
        let registrations = """
            import Factory
            final class Api {}
            final class Session { init(api: Api) {} }
            extension Container {
                var api: Dep<Api> { self { Api() }.singleton }
                var session: Dep<Session> { self { Session(api: self.api()) } }
            }
            """
        let aliased = try ScanFixture([
            "Sources/App/Aliases.swift": "import Factory\ntypealias Dep = Factory\n",
            "Sources/App/Container+App.swift": registrations,
        ])
        defer { aliased.remove() }
        let result = try aliased.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.id) \($0.life ?? "-")" }.sorted()
            == ["Factory.Container/api singleton", "Factory.Container/session unique"])
        #expect(result.snapshot.edgeSummary == ["Factory.Container/session -resolves-> Factory.Container/api"])
        let plain = try ScanFixture(["Sources/App/Container+App.swift": registrations])
        defer { plain.remove() }
        #expect(try plain.scan().snapshot.nodes.filter { $0.kind == .service }.isEmpty)
    }

    @Test("a wrapper's alias written in a file of its own is the wrapper, also through an alias of an alias")
    func wrapperAliasInItsOwnFile() throws {
        let fixture = try ScanFixture([
            "Sources/App/Aliases.swift": "import FactoryKit\ntypealias Inject = Injected\ntypealias Lazy = LazyInject\ntypealias LazyInject = LazyInjected\n",
            "Sources/App/Container+App.swift": """
                import FactoryKit
                final class Clock {}
                final class Calendar {}
                extension Container {
                    var clock: Factory<Clock> { self { Clock() } }
                    var calendar: Factory<Calendar> { self { Calendar() } }
                }
                """,
            "Sources/App/Screen.swift": """
                import FactoryKit
                final class Screen {
                    @Inject(\\.clock) var clock: Clock
                    @Lazy(\\.calendar) var calendar: Calendar
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.Screen -resolves-> Factory.Container/calendar Sources/App/Screen.swift:4",
            "App.Screen -resolves-> Factory.Container/clock Sources/App/Screen.swift:3",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a Factory 1.x wrapper names a static registration, under its own name or an alias, on the container or its alias")
    func staticRegistrationWrappers() throws {
        let fixture = try ScanFixture([
            "Sources/App/Container+App.swift": """
                import Factory
                typealias Services = Container
                typealias Dependency = Injected
                final class Api {}
                final class Logger {}
                extension Services {
                    static let api = Factory(scope: .shared) { Api() }
                    static let logger = Factory { Logger() }
                }
                """,
            "Sources/App/Screen.swift": """
                import Factory
                final class Screen {
                    @Dependency(Services.api) private var api
                    @Injected(Container.logger) var logger: Logger
                    @Other(Services.api) var other: Api
                }
                """,
            // No import and none of the reader's words: the alias alone makes the file read.
            "Sources/App/Feed.swift": """
                final class Feed {
                    @Dependency(Services.api) var api
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.Feed -resolves-> Factory.Container/api Sources/App/Feed.swift:2",
            "App.Screen -resolves-> Factory.Container/api Sources/App/Screen.swift:3",
            "App.Screen -resolves-> Factory.Container/logger Sources/App/Screen.swift:4",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
