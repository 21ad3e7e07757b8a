import Foundation
import Testing
import WiringModel
import WiringScan

/// Xcode's `Preview Content` folder holds what previews use (sample data, mocks, stand-in
/// registrations): left out of the declared graph with one line, its imports still read.
@Suite("Preview content")
struct PreviewContentTests {
    static let files = [
        "Sources/App/DI.swift": """
            import Resolver
            protocol Api {}
            final class LiveApi: Api {}
            final class FeedModel { @Injected var api: Api }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { LiveApi() }.implements(Api.self)
                    register { FeedModel() }
                }
            }
            """,
        "Sources/App/Preview Content/PreviewWiring.swift": """
            import Resolver
            final class MockApi: Api {}
            final class PreviewFeed { @Injected var api: Api }
            extension Resolver {
                static func registerPreviewServices() {
                    register { MockApi() }.implements(Api.self)
                }
            }
            """,
    ]

    @Test("registrations and reads in Preview Content are left out, in one line; the app's are drawn")
    func previewContentIsLeftOut() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "Resolver.main/App.FeedModel -resolves-> Resolver.main/App.LiveApi",
        ])
        #expect(!result.snapshot.nodes.contains { $0.type.contains("Mock") || $0.type.contains("PreviewFeed") })
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Preview Content/PreviewWiring.swift:1: 1 Swift file of preview content (Sources/App/Preview Content/) "
                + "is left out of the declared graph: only development builds compile it, for previews; its imports are read",
        ])
    }

    @Test("--include-tests reads preview content too")
    func includeTestsReadsIt() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        let result = try SourceScanner(options: ScanOptions(includeTests: true))
            .scan([fixture.root.appendingPathComponent("Sources").path])
        #expect(result.snapshot.nodes.contains { $0.type == "App.MockApi" })
        #expect(result.warnings.allSatisfy { !$0.message.contains("preview content") })
    }
}
