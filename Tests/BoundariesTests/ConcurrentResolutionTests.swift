@_spi(WiringInspection) import Boundaries
import Dispatch
import Testing

/// Hands a resolved app to other threads: boundaries are not `Sendable`, but the
/// records the framework keeps for inspection are locked.
private struct SharedFeature: @unchecked Sendable {
    let app: InspectionFixtures.App.Resolved
}

/// Resolving on many threads while the inspection records are read: run under
/// Thread Sanitizer by `make tsan`.
@Suite struct ConcurrentResolutionTests {
    private typealias F = InspectionFixtures

    @Test func resolvingAndInspectingOnManyThreadsKeepsOneRecordPerBoundary() {
        let app = F.App.Resolved()
        // The fixture's `lazy var`s are not thread-safe themselves: make them here first.
        _ = app.featureBoundary.total
        _ = app.featureBoundary.adapterBoundary.own
        let shared = SharedFeature(app: app)
        let feature = BoundaryInspection.record(of: app.featureBoundary.inspectedBoundary)

        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            for _ in 0..<150 {
                if worker.isMultiple(of: 2) {
                    // Computed: a new Pair is resolved, and its ports made, on every access.
                    _ = shared.app.featureBoundary.total
                } else {
                    for child in feature.children {
                        _ = child.ports.map(\.name)
                        _ = child.dependencies.count
                        _ = child.resolveCount
                    }
                }
            }
        }

        let names = feature.children.map { $0.typeName.split(separator: ".").last.map(String.init) ?? "" }
        #expect(names.sorted() == ["ClockAdapter", "First", "Pair", "Second"])
        #expect(feature.ports.map(\.name).sorted() == ["adapterBoundary", "total"])
        let pair = feature.children.first { $0.typeName.hasSuffix("Pair") }
        #expect((pair?.resolveCount ?? 0) > 1)
    }
}
