@_spi(WiringInspection) import Boundaries
import Testing

/// Lists hold the 20 entries the README promises (the original stopped at 5).
@Suite struct TwentyEntriesTests {
    private typealias T = TwentyEntries

    @Test func consumerReachesThePortsOfItsFirstAndTwentiethDependency() {
        let app = T.Root.Resolved()
        let providers = app.providersBoundary
        #expect(app.consumerBoundary.first.name == "D1")
        #expect(app.consumerBoundary.first === providers.d1Boundary.port1)
        #expect(app.consumerBoundary.twentieth.name == "D20")
        #expect(app.consumerBoundary.twentieth === providers.d20Boundary.port20)
    }

    @Test func scrambledResolveOrderFillsEverySlotWithItsOwnBoundary() {
        let app = T.Root.Resolved()
        let providers = app.providersBoundary
        let seen = app.consumerBoundary.all
        #expect(seen.map(\.name) == (1...20).map { "D\($0)" })
        let expected: [T.Marker] = [
            providers.d1Boundary.port1, providers.d2Boundary.port2, providers.d3Boundary.port3,
            providers.d4Boundary.port4, providers.d5Boundary.port5, providers.d6Boundary.port6,
            providers.d7Boundary.port7, providers.d8Boundary.port8, providers.d9Boundary.port9,
            providers.d10Boundary.port10, providers.d11Boundary.port11, providers.d12Boundary.port12,
            providers.d13Boundary.port13, providers.d14Boundary.port14, providers.d15Boundary.port15,
            providers.d16Boundary.port16, providers.d17Boundary.port17, providers.d18Boundary.port18,
            providers.d19Boundary.port19, providers.d20Boundary.port20,
        ]
        #expect(zip(seen, expected).allSatisfy { $0 === $1 })
    }

    @Test func twentyDependenciesAreDeclaredInOrder() {
        let declared = BoundaryInspection.declaredDependencies(of: T.Consumer.self)
        #expect(declared.map { String(describing: $0) } == (1...20).map { "D\($0)" })
        #expect(declared.first.map { $0 == T.D1.self } == true)
        #expect(declared.last.map { $0 == T.D20.self } == true)
    }

    @Test func containerWithTwentySubboundariesBuildsEach() throws {
        let app = T.Root.Resolved()
        let declared = BoundaryInspection.declaredSubboundaries(of: T.Providers.self)
        #expect(declared.map { String(describing: $0) } == (1...20).map { "D\($0)" })

        _ = app.consumerBoundary.all
        let providers = BoundaryInspection.record(of: app.providersBoundary.inspectedBoundary)
        #expect(providers.children.count == 20)
        #expect(providers.children.allSatisfy { $0.resolveCount == 1 })
    }

    @Test func resolvedDependencyRecordsFollowDeclarationOrderNotCallOrder() {
        let app = T.Root.Resolved()
        let consumer = BoundaryInspection.record(of: app.consumerBoundary.inspectedBoundary)
        let names = consumer.dependencies.map { dependency -> String in
            guard case .boundary(let record) = dependency else { return "plugin" }
            return String(describing: record.boundaryType)
        }
        #expect(names == (1...20).map { "D\($0)" })
    }
}
