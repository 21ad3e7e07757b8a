import Testing
import WiringModel
import WiringScan

/// An application target that a UI-testing target depends on and that is named after it is the UI
/// tests' host, with mocks in place of services: test code, not the app. An app its UI tests launch
/// that embeds a watch app is the app.
@Suite("Module graph: an app that hosts UI tests")
struct UITestHostAppTests {
    static let files = [
        "project.yml": """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [App]
              ShopUITests-App:
                type: application
                platform: iOS
                sources: [UITestsApp]
              Flow:
                type: application
                platform: iOS
                sources: [FlowHost]
                dependencies: [{target: FlowWatch}]
              FlowWatch:
                type: application
                platform: watchOS
                sources: [FlowWatch]
              FlowUITests:
                type: bundle.ui-testing
                platform: iOS
                sources: [FlowUITests]
                dependencies: [{target: Flow}]
              ShopUITests:
                type: bundle.ui-testing
                platform: iOS
                sources: [UITests]
                dependencies: [{target: ShopUITests-App}]
              Other:
                type: application
                platform: iOS
                sources: [Other]
              OtherUITests:
                type: bundle.ui-testing
                platform: iOS
                sources: [OtherUITests]
                dependencies: [{target: Other}]
            """,
        "App/Wiring.swift": """
            import Swinject
            final class Api {}
            func wire(_ container: Container) { container.register(Api.self) { _ in Api() } }
            """,
        "UITestsApp/MockWiring.swift": """
            import Swinject
            final class MockApi {}
            func wireMocks(_ container: Container) { container.register(MockApi.self) { _ in MockApi() } }
            """,
        "UITests/LaunchChecks.swift": "final class LaunchChecks {}\n",
        "FlowHost/FlowWiring.swift": """
            import Swinject
            final class Feed {}
            func wireFeed(_ container: Container) { container.register(Feed.self) { _ in Feed() } }
            """,
        "FlowWatch/Glance.swift": "final class Glance {}\n",
        "FlowUITests/FlowChecks.swift": "final class FlowChecks {}\n",
        "Other/OtherWiring.swift": """
            import Swinject
            final class Store {}
            func wireOther(_ container: Container) { container.register(Store.self) { _ in Store() } }
            """,
        "OtherUITests/OtherChecks.swift": "final class OtherChecks {}\n",
    ]

    @Test("UI-test host apps' files are test code; an app its UI tests launch, or one embedding a watch app, is read")
    func hostAppIsTestCode() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        let services = result.snapshot.nodes.filter { $0.kind == .service }.map(\.type).sorted()
        #expect(services == ["Flow.Feed", "Other.Store", "Shop.Api"])
        #expect(result.skipped.contains { $0.reason == .tests && $0.count == 4 }, "\(result.skipped)")
    }
}
