@_spi(WiringInspection) import Boundaries
import Testing

/// `Factory` ports build objects from parameters known only at the call site.
@Suite struct FactoryTests {
    @Test func factoryPortBuildsANewObjectPerCallFromItsConfiguration() {
        let app = FactoryFixtures.Root.Resolved()
        let details = app.flowBoundary.firstTwo
        #expect(details.map(\.title) == ["post 1", "post 2"])
        #expect(app.screensBoundary.lookups == 2)

        let direct = app.screensBoundary.detail
        #expect(direct(configuration: 3).title == "post 3")
        #expect(direct(configuration: 3) !== direct(configuration: 3))
        #expect(app.screensBoundary.lookups == 5)
    }

    @Test func factoryPortIsRecordedWithItsFactoryType() {
        let app = FactoryFixtures.Root.Resolved()
        _ = app.flowBoundary.firstTwo
        let screens = BoundaryInspection.record(of: app.screensBoundary.inspectedBoundary)
        let detail = screens.ports.first { $0.name == "detail" }
        #expect(detail.map { ObjectIdentifier($0.interfaceType) } == ObjectIdentifier(Factory<Int, FactoryFixtures.Detail>.self))
    }
}
