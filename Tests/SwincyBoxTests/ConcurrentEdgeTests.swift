import Dispatch
import Foundation
@_spi(WiringInspection) import SwincyBox
import Testing

/// `resolves` edges recorded by overlapping resolves on two threads.
@Suite struct ConcurrentEdgeTests {
    final class Part: @unchecked Sendable {}

    @Test func overlappingResolvesOnTwoThreadsKeepTheirOwnEdges() {
        let box = Box()
        let xStarted = DispatchSemaphore(value: 0)
        let yStarted = DispatchSemaphore(value: 0)
        box.register(key: "p") { Part() }
        box.register(key: "q") { Part() }
        box.register(key: "x") { r -> Part in
            xStarted.signal()
            yStarted.wait()
            return r.resolve(key: "p")
        }
        box.register(key: "y") { r -> Part in
            yStarted.signal()
            xStarted.wait()
            return r.resolve(key: "q")
        }
        let done = DispatchGroup()
        for key in ["x", "y"] {
            done.enter()
            Thread {
                _ = box.resolve(key: key) as Part
                done.leave()
            }.start()
        }
        done.wait()

        let part = String(reflecting: Part.self)
        func identity(_ key: String) -> ServiceIdentity { ServiceIdentity(boxPath: [], typeName: part, key: key) }
        #expect(box.inspectionResolutions == [
            ResolutionRecord(from: identity("x"), to: identity("p")),
            ResolutionRecord(from: identity("y"), to: identity("q")),
        ])
    }

    @Test func oneEdgeMadeOnManyThreadsFromTwoLinesKeepsTheEarlierLine() {
        final class Turns: @unchecked Sendable {
            private let lock = NSLock()
            private var count = 0
            /// Whether this resolve takes the earlier line: every other one, the first not.
            func takeEarlier() -> Bool { lock.withLock { count += 1; return count % 2 == 0 } }
        }
        let turns = Turns()
        let box = Box()
        box.register(key: "p") { Part() }
        let earlier = #line + 2
        box.register(key: "x") { r -> Part in
            if turns.takeEarlier() { return r.resolve(key: "p") }
            return r.resolve(key: "p")
        }
        let done = DispatchGroup()
        for _ in 0..<8 {
            done.enter()
            Thread {
                for _ in 0..<50 { _ = box.resolve(key: "x") as Part }
                done.leave()
            }.start()
        }
        done.wait()
        #expect(box.inspectionResolutions.map(\.place?.line) == [earlier])
    }
}
