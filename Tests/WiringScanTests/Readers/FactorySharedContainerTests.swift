import Testing
import WiringModel
import WiringScan

@Suite("Reading Factory: SharedContainer's members, and Factory's source in the app")
struct FactorySharedContainerTests {
    /// Factory 1.x's source, cut down to the declarations that matter, as an app copies it into its own module.
    static let copiedSource = """
        import Foundation

        public struct Factory<T> {
            public init(factory: @escaping () -> T) { self.factory = factory }
            public init(scope: SharedContainer.Scope, factory: @escaping () -> T) { self.factory = factory }
            public func callAsFunction() -> T { factory() }
            public func register(factory: @escaping () -> T) {}
            private let factory: () -> T
        }

        public class Container: SharedContainer {}

        open class SharedContainer {
            public class Scope {
                public static let singleton = Scope()
            }
        }

        @propertyWrapper public struct Injected<T> {
            private var dependency: T
            public init(_ factory: Factory<T>) { self.dependency = factory() }
            public var wrappedValue: T { dependency }
        }
        """

    @Test("Factory's source compiled into the app, with no import, is read: its registrations and their uses")
    func copiedIntoTheApp() throws {
        let fixture = try ScanFixture([
            "Sources/App/Library/Factory.swift": Self.copiedSource,
            "Sources/App/DI.swift": """
                protocol Store {}
                final class DiskStore: Store {}
                final class Network { init(store: Store) {} }
                extension SharedContainer {
                    static let store = Factory<Store>(scope: .singleton) { DiskStore() }
                    static let network = Factory<Network> { Network(store: store()) }
                }
                """,
            "Sources/App/Model.swift": """
                final class Model {
                    @Injected(Container.network) private var network
                    func save() { _ = Container.store() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service || $0.kind == .box }.map { "\($0.id) \($0.type)" } == [
            "App.SharedContainer App.SharedContainer",
            "App.SharedContainer/network App.Network",
            "App.SharedContainer/store App.Store",
        ])
        #expect(result.snapshot.edgeSummary.filter { $0.contains("-resolves->") } == [
            "App.Model -resolves-> App.SharedContainer/network",
            "App.Model -resolves-> App.SharedContainer/store",
            "App.SharedContainer/network -resolves-> App.SharedContainer/store",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a registration in extension SharedContainer is reached from Container, by key path, call or wrapper")
    func sharedContainerMembersFromContainer() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Factory
                final class Logger {}
                final class Api { init(log: Logger) {} }
                extension SharedContainer {
                    var logger: Factory<Logger> { self { Logger() }.singleton }
                }
                extension Container {
                    var api: Factory<Api> { self { Api(log: self.logger()) } }
                }
                """,
            "Sources/App/Model.swift": """
                import Factory
                final class Model {
                    @Injected(\\.logger) var logger
                    func call() { _ = Container.shared.logger() }
                }
                final class Other {
                    func call() { _ = Container.shared.missing() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.filter { $0.contains("-resolves->") } == [
            "App.Model -resolves-> App.SharedContainer/logger",
            "Factory.Container/api -resolves-> App.SharedContainer/logger",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Model.swift:7: Container.missing is no scanned registration; no edge",
        ])
    }
}
