import Boundaries
import Dispatch
import Foundation
import SwincyBox
import Testing
import WiringCapture
import WiringModel

private final class Part {}
private final class Assembly {
    let part: Part
    init(part: Part) { self.part = part }
}

/// Capture while other threads keep resolving: run under Thread Sanitizer by `make tsan`.
@Suite("Concurrent capture")
struct ConcurrentCaptureTests {
    @Test func aBoxResolvedFromOtherThreadsCanBeCapturedMeanwhile() async {
        let box = Box()
        box.register { Part() }
        box.register(life: .permanent) { r in Assembly(part: r.resolve()) }
        box.register(key: "fresh") { r in Assembly(part: r.resolve()) }
        let workshop = box.newChildBox(forKey: "workshop")
        workshop.register(key: "local") { r in Assembly(part: r.resolve()) }

        let snapshots = await withTaskGroup(of: GraphSnapshot?.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for index in 0..<300 {
                        if (index + worker) % 3 == 0 {
                            _ = workshop.resolve(key: "local") as Assembly
                        } else {
                            _ = box.resolve(key: index % 2 == 0 ? nil : "fresh") as Assembly
                        }
                    }
                    return nil
                }
            }
            group.addTask {
                var last: GraphSnapshot?
                for _ in 0..<50 { last = GraphSnapshot.capture(box) }
                return last
            }
            var results: [GraphSnapshot] = []
            for await snapshot in group { if let snapshot { results.append(snapshot) } }
            return results
        }
        // Every capture taken meanwhile is a well-formed graph.
        for snapshot in snapshots {
            #expect(throws: Never.self) { try GraphSnapshot(data: snapshot.jsonData()) }
        }
        // Once the threads are done, the graph is complete and captures agree.
        let settled = GraphSnapshot.capture(box)
        #expect(settled.edges.count == 3)
        #expect(GraphSnapshot.capture(box).jsonData() == settled.jsonData())
    }

    @Test func boundariesResolvedOnManyThreadsRecordOneNodeEach() async {
        let shared = SharedApp(app: ConcurrentApp.Resolved())
        let app = shared.app
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<200 { _ = shared.app.value }
                }
            }
            group.addTask {
                for _ in 0..<50 { _ = GraphSnapshot.capture(shared.app) }
            }
        }
        let snapshot = GraphSnapshot.capture(app)
        #expect(snapshot.nodes.map(\.kind) == [.root, .boundary, .boundary])
        #expect(snapshot.edges.count == 1)
    }
}

final class ConcurrentLeaf: Boundary {
    var number: InputPort<Int> { makeInputPort(implementation: 1) }
}

final class ConcurrentMiddle: Boundary {
    typealias Dependencies = BoundaryList.Add<ConcurrentLeaf>
    var doubled: InputPort<Int> { makeInputPort(implementation: dependencies.number * 2) }
}

/// A root whose subboundaries are computed: every access resolves them again, from any thread.
final class ConcurrentApp: RootBoundary {
    typealias Subboundaries = BoundaryList.Add<ConcurrentLeaf>.Add<ConcurrentMiddle>
    var leaf: ConcurrentLeaf.Resolved { resolver(for: ConcurrentLeaf.self).resolved() }
    var middle: ConcurrentMiddle.Resolved { resolver(for: ConcurrentMiddle.self).resolve(dependency: leaf).resolved() }
    var value: InputPort<Int> { makeInputPort(implementation: middle.doubled) }
}

/// Hands the resolved app to other tasks: boundaries are not `Sendable`, but the framework's records are locked.
struct SharedApp: @unchecked Sendable {
    let app: ConcurrentApp.Resolved
}
