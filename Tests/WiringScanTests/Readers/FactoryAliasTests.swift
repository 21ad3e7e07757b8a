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
}
