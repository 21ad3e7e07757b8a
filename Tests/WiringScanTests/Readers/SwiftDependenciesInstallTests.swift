import Testing
import WiringModel
import WiringScan

/// Values the app's root installs that are built from other keys.
@Suite("swift-dependencies values installed from other keys")
struct SwiftDependenciesInstallTests {
    @Test("an installed value reading keys through $0, a named parameter or a capture has edges to them; an inner closure's $0 is its own")
    func installedValueReads() throws {
        let fixture = try ScanFixture(["Sources/App/App.swift": """
            import Dependencies
            struct Api { var fetch: () -> Void }
            struct Clock { var now: () -> Int }
            struct Store { var load: () -> Void }
            struct Feed { var next: (Int) -> Int }
            extension DependencyValues {
                var api: Api { get { self[Api.self] } set { self[Api.self] = newValue } }
                var clock: Clock { get { self[Clock.self] } set { self[Clock.self] = newValue } }
                var store: Store { get { self[Store.self] } set { self[Store.self] = newValue } }
                var feed: Feed { get { self[Feed.self] } set { self[Feed.self] = newValue } }
            }
            @main struct App {
                static func main() {
                    withDependencies {
                        $0.store = .init { [deps = $0] in deps.api.fetch() }
                        $0.feed = Feed(next: { $0.advanced(by: 1) })
                    } operation: {}
                    prepareDependencies { values in
                        values.clock = Clock(now: { values.api.fetch(); return 1 })
                    }
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "DependencyValues.clock -resolves-> DependencyValues.api",
            "DependencyValues.store -resolves-> DependencyValues.api",
        ])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a key installed with reads but declared in no scanned file is said; a library key installed so is drawn")
    func undeclaredInstalledKey() throws {
        let fixture = try ScanFixture(["Sources/App/App.swift": """
            import Dependencies
            struct Api { var fetch: () -> Void }
            extension DependencyValues {
                var api: Api { get { self[Api.self] } set { self[Api.self] = newValue } }
            }
            @main struct App {
                static func main() {
                    withDependencies {
                        $0.analytics = .live(api: $0.api)
                        $0.date = .init { [deps = $0] in deps.api.fetch(); return .now }
                    } operation: {}
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == ["DependencyValues.date -resolves-> DependencyValues.api"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/App.swift:9: \\.analytics is installed here but declared in no scanned file (a module not scanned?); "
                + "what its value reads (\\.api) gives no edge",
        ])
    }
}
