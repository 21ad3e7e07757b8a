import Foundation
import Testing
import WiringModel
import WiringScan

/// An app's generic method forwarding to Swinject with the type its caller infers (`static func resolve<T>() -> T {
/// container.resolve(T.self)! }`), called where the result's type is not written: the type comes from what the result
/// is assigned to, returned as, or the default value of.
@Suite("Swinject forwarder results typed by where they go")
struct SwinjectForwarderResultTypeTests {
    @Test("an untyped forwarder call is typed by the property of self it sets, a declared return type or a parameter's type")
    func typedByContext() throws {
        let fixture = try ScanFixture([
            "Sources/App/Provider.swift": """
                import Swinject
                enum Provider {
                    static let container = Container()
                    static func resolve<T>() -> T {
                        return container.resolve(T.self)!
                    }
                }
                extension Container {
                    func registerAll() {
                        register(ViewModeling.self) { _ in ViewModel() }
                        register(Api.self) { _ in Api() }
                        register(Store.self) { _ in Store() }
                        register(Log.self) { _ in Log() }
                    }
                }
                """,
            "Sources/App/Screen.swift": """
                protocol ViewModeling {}
                final class ViewModel: ViewModeling {}
                final class Api {}
                final class Store {}
                final class Log {}
                final class Other { var viewModel: Int = 0 }
                final class Screen {
                    private var viewModel: ViewModeling
                    init(log: Log = Provider.resolve()) {
                        self.viewModel = Provider.resolve()
                    }
                    func makeApi() -> Api {
                        Provider.resolve()
                    }
                    var store: Store? {
                        return Provider.resolve()
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.filter { $0.from == "App.Screen" }.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.Screen -resolves-> container/App.Api Sources/App/Screen.swift:13",
            "App.Screen -resolves-> container/App.Log Sources/App/Screen.swift:9",
            "App.Screen -resolves-> container/App.Store Sources/App/Screen.swift:16",
            "App.Screen -resolves-> container/App.ViewModeling Sources/App/Screen.swift:10",
        ])
        #expect(result.warnings.map(\.description) == [])
    }
}
