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
}
