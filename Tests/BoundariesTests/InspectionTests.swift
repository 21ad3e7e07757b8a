@_spi(WiringInspection) import Boundaries
import Testing

/// What the framework records for an inspector, behind `@_spi(WiringInspection)`.
@Suite struct InspectionTests {
    private typealias F = InspectionFixtures

    // MARK: Declared types

    @Test func declaredDependenciesFollowDeclarationOrder() {
        #expect(names(BoundaryInspection.declaredDependencies(of: F.Pair.self)) == ["First", "Second", "Needs"])
        #expect(BoundaryInspection.declaredDependencies(of: F.First.self).isEmpty)
        #expect(BoundaryInspection.declaredDependencies(of: Int.self).isEmpty)
    }

    @Test func declaredSubboundariesFollowDeclarationOrder() {
        #expect(
            names(BoundaryInspection.declaredSubboundaries(of: F.Feature.self))
                == ["First", "Second", "ClockAdapter", "Pair"])
        #expect(names(BoundaryInspection.declaredSubboundaries(of: F.App.self)) == ["Feature"])
        #expect(BoundaryInspection.declaredSubboundaries(of: F.Pair.self).isEmpty)
    }

    @Test func adapteeIsThePluginTheAdapterImplements() {
        #expect(BoundaryInspection.adaptee(of: F.ClockAdapter.self).map { $0 == F.Needs.self } == true)
        #expect(BoundaryInspection.adaptee(of: F.First.self) == nil)
    }

    @Test func kindTellsBoundaryTypesApart() {
        #expect(BoundaryInspection.kind(of: F.App.self) == .root)
        #expect(BoundaryInspection.kind(of: F.Feature.self) == .container)
        #expect(BoundaryInspection.kind(of: F.ClockAdapter.self) == .adapter)
        #expect(BoundaryInspection.kind(of: F.Needs.self) == .plugin)
        #expect(BoundaryInspection.kind(of: F.First.self) == .boundary)
        #expect(BoundaryInspection.kind(of: String.self) == nil)
    }

    @Test func portAndResolvedTypesAreReadableWithoutValues() {
        #expect(same(InputPort<F.Clock>.interfaceType, F.Clock.self))
        #expect(same(Resolved<F.Pair>.boundaryType, F.Pair.self))
    }

    // MARK: Ports

    @Test func computedPortIsRecordedWithItsPropertyNameOnceMade() throws {
        let app = F.App.Resolved()
        let feature = BoundaryInspection.record(of: app.featureBoundary.inspectedBoundary)
        #expect(feature.children.isEmpty)
        _ = app.featureBoundary.total

        let first = try child(feature, "First")
        #expect(first.ports.map(\.name) == ["value"])
        #expect(first.ports.first.map { $0.interfaceType == Int.self } == true)
        let second = try child(feature, "Second")
        #expect(second.ports.map(\.name) == ["text"])
        #expect(second.ports.first.map { $0.interfaceType == String.self } == true)
        #expect(feature.ports.map(\.name) == ["total"])
        #expect(BoundaryInspection.record(of: app.inspectedBoundary).ports.map(\.name) == ["featureBoundary"])
    }

    @Test func portsMadeInsideMakePluginAreNotTheAdapters() throws {
        let app = F.App.Resolved()
        _ = app.featureBoundary.total
        let adapter = try child(BoundaryInspection.record(of: app.featureBoundary.inspectedBoundary), "ClockAdapter")
        #expect(adapter.ports.isEmpty)

        _ = app.featureBoundary.adapterBoundary.own
        _ = app.featureBoundary.adapterBoundary.clockPort
        #expect(adapter.ports.map(\.name) == ["clockPort", "own"])
        #expect(adapter.ports.first.map { $0.interfaceType == F.Clock.self } == true)
    }

    // MARK: Dependencies and children

    @Test func dependenciesReachTheResolvedRecordsInDeclarationOrder() throws {
        let app = F.App.Resolved()
        _ = app.featureBoundary.total
        let feature = BoundaryInspection.record(of: app.featureBoundary.inspectedBoundary)
        let pair = try child(feature, "Pair")
        let dependencies = pair.dependencies
        try #require(dependencies.count == 3)

        guard case .boundary(let first) = dependencies[0], case .boundary(let second) = dependencies[1],
            case .plugin(let plugin) = dependencies[2]
        else {
            Issue.record("expected two boundaries then a plugin, got \(dependencies)")
            return
        }
        #expect(first === (try child(feature, "First")))
        #expect(second === (try child(feature, "Second")))
        #expect(same(plugin.pluginType, F.Needs.self))
        #expect(plugin.adapter === (try child(feature, "ClockAdapter")))
        #expect(plugin.ports.map(\.name) == ["clock", "name"])
        #expect(plugin.ports.map { String(describing: $0.interfaceType) } == ["Clock", "String"])
    }

    @Test func childrenAreTheResolvedSubboundaries() throws {
        let app = F.App.Resolved()
        let root = BoundaryInspection.record(of: app.inspectedBoundary)
        #expect(root.parent == nil)
        #expect(root.resolveCount == 1)
        #expect(root.children.isEmpty)

        _ = app.featureBoundary.total
        let feature = try #require(root.children.first)
        #expect(root.children.count == 1)
        #expect(same(feature.boundaryType, F.Feature.self))
        #expect(feature.parent === root)
        #expect(feature.children.map { shortName($0.boundaryType) } == ["ClockAdapter", "First", "Pair", "Second"])
        #expect(feature.children.allSatisfy { $0.parent === feature })
    }

    @Test func computedSubboundaryKeepsOneRecordAcrossResolutions() throws {
        let app = F.App.Resolved()
        for _ in 1...3 { _ = app.featureBoundary.total }
        let feature = BoundaryInspection.record(of: app.featureBoundary.inspectedBoundary)
        #expect(feature.children.filter { $0.boundaryType == F.Pair.self }.count == 1)
        #expect(try child(feature, "Pair").resolveCount == 3)
        #expect(try child(feature, "First").resolveCount == 1)
        #expect(try child(feature, "ClockAdapter").resolveCount == 1)
    }

    @Test func recordsDoNotKeepBoundariesAlive() throws {
        var feature: BoundaryRecord?
        do {
            let app = F.App.Resolved()
            _ = app.featureBoundary.total
            feature = BoundaryInspection.record(of: app.featureBoundary.inspectedBoundary)
            #expect(feature?.instance != nil)
            // The pair is resolved afresh on every read and held by nobody once read.
            #expect(try child(try #require(feature), "Pair").instance == nil)
        }
        let record = try #require(feature)
        #expect(record.instance == nil)
        #expect(record.children.allSatisfy { $0.instance == nil })
    }

    // MARK: Helpers

    private func child(_ record: BoundaryRecord, _ name: String) throws -> BoundaryRecord {
        try #require(record.children.first { shortName($0.boundaryType) == name }, "no child \(name)")
    }

    private func same(_ lhs: Any.Type, _ rhs: Any.Type) -> Bool {
        ObjectIdentifier(lhs) == ObjectIdentifier(rhs)
    }

    private func names(_ types: [Any.Type]) -> [String] {
        types.map(shortName)
    }

    private func shortName(_ type: Any.Type) -> String {
        String(describing: type)
    }
}
