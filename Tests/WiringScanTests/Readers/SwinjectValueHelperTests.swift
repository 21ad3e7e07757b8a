import Testing
import WiringModel
import WiringScan

/// A generic function registering the type of a value its callers pass (`func add<T>(_ value: T)`
/// registering `T.self`) registers, at each call, the type the call writes for the value; a call that
/// writes none, and a helper no call passes a value to, are said.
@Suite("Swinject helpers registering the type of a value their callers pass")
struct SwinjectValueHelperTests {
    @Test("add(Api()), add(Clock.shared), a name declared with its type and a value forwarded to add register; the rest is said")
    func valuesFollowed() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                final class Clock { static let shared = Clock() }
                final class Store {}
                final class Log {}
                enum Screens {
                    static let container = Container()
                    static func add<T>(_ value: T) {
                        container.register(T.self) { _ in value }
                    }
                    static func show<T>(_ name: String, payload: T? = nil) {
                        if let payload { add(payload) }
                    }
                    static func unused<T>(_ value: T) {
                        container.register(T.self) { _ in value }
                    }
                }
                """,
            "Sources/App/Setup.swift": """
                func makeStore() -> Store { Store() }
                func setUp(log: Log) {
                    Screens.add(Api())
                    Screens.add(Clock.shared)
                    let store: Store = makeStore()
                    Screens.show("feed", payload: store)
                    Screens.add(log)
                    let made = makeStore()
                    Screens.add(made)
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.id) \($0.place?.description ?? "-")" } == [
            "container/App.Api Sources/App/Setup.swift:3",
            "container/App.Clock Sources/App/Setup.swift:4",
            "container/App.Log Sources/App/Setup.swift:7",
            "container/App.Store Sources/App/Setup.swift:6",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:15: register(T.self) in unused<T> registers the type of a value its callers pass, "
                + "and no call the scan reads passes one; the registration is left out",
            "Sources/App/Setup.swift:9: add(…) passes add<T> a value whose type the call does not write (no initializer call, "
                + "`.shared` or name declared with its type); the registration of its type is left out",
        ])
    }
}
