import Testing
import WiringModel
import WiringScan

/// A key's live value made from other keys' live values (`Tracker(api: ApiKey.liveValue)`) depends on those keys.
@Suite("swift-dependencies live values made from other keys' live values")
struct SwiftDependenciesLiveFromLiveTests {
    @Test("`Key.liveValue`, and `.liveValue` passed to a parameter a key type types, give edges from the key at their line")
    func liveFromLive() throws {
        // The initializer is declared in a file that spells no word of the reader's.
        let fixture = try ScanFixture([
            "Sources/App/Tracker.swift": """
            struct Storage { var load: () -> Int }
            struct Network { var fetch: () -> Int }
            struct Tracker {
                var storage: Storage
                var network: Network
                init(storage: Storage, network: Network) { self.storage = storage; self.network = network }
            }
            struct Sync { var run: () -> Void }
            """,
            "Sources/App/Keys.swift": """
            import Dependencies
            extension Storage: DependencyKey { static let liveValue = Storage(load: { 1 }) }
            extension Network: DependencyKey { static let liveValue = Network(fetch: { 2 }) }
            extension Tracker: DependencyKey {
                static let liveValue = Tracker(storage: .liveValue, network: .liveValue)
                static let testValue = Tracker(storage: .liveValue, network: .liveValue)
            }
            enum SyncKey: DependencyKey {
                static let liveValue = Sync(run: { _ = Network.liveValue.fetch() })
            }
            extension DependencyValues {
                var storage: Storage { get { self[Storage.self] } set { self[Storage.self] = newValue } }
                var network: Network { get { self[Network.self] } set { self[Network.self] = newValue } }
                var tracker: Tracker { get { self[Tracker.self] } set { self[Tracker.self] = newValue } }
                var sync: Sync { get { self[SyncKey.self] } set { self[SyncKey.self] = newValue } }
            }
            """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "DependencyValues.sync -resolves-> DependencyValues.network Sources/App/Keys.swift:9",
            "DependencyValues.tracker -resolves-> DependencyValues.network Sources/App/Keys.swift:5",
            "DependencyValues.tracker -resolves-> DependencyValues.storage Sources/App/Keys.swift:5",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("`.liveValue` passed to a parameter no scanned initializer types is said at its line")
    func unknownParameter() throws {
        let fixture = try ScanFixture(["Sources/App/Keys.swift": """
            import Dependencies
            import Vendor
            struct Tracker { var run: () -> Void }
            extension Tracker: DependencyKey {
                static let liveValue = Tracker(run: Reporter(client: .liveValue).run)
            }
            extension DependencyValues {
                var tracker: Tracker { get { self[Tracker.self] } set { self[Tracker.self] = newValue } }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.isEmpty)
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Keys.swift:5: .liveValue is passed to client: of Reporter, whose parameter type no scanned "
                + "initializer tells; no edge",
        ])
    }
}
