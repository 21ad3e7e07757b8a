import Foundation
import Testing
@testable import WiringCapture
import WiringModel
import WiringTestSupport

/// An object that describes itself and has a custom mirror: its own code, which capture runs only
/// on the thread that called it.
private final class Described: Hashable, CustomStringConvertible, CustomReflectable {
    nonisolated(unsafe) static var threads: Set<ObjectIdentifier> = []
    static let lock = NSLock()
    let name: String
    let next: Described?

    init(name: String, next: Described?) {
        self.name = name
        self.next = next
    }

    private static func note() { lock.withLock { _ = threads.insert(ObjectIdentifier(Thread.current)) } }
    var description: String {
        Self.note()
        return name
    }
    var customMirror: Mirror {
        Self.note()
        return Mirror(self, children: ["next": next as Any])
    }
    static func == (left: Described, right: Described) -> Bool { left === right }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A plain holder of the objects that run their own code.
private final class Holder {
    let tag: Set<Described>
    let keyed: [Int: Described]
    let mirrored: Described
    let plain: [Holder]

    init(index: Int, plain: [Holder]) {
        let own = Described(name: "d\(index)", next: nil)
        tag = [own]
        keyed = [index: own]
        mirrored = Described(name: "m\(index)", next: own)
        self.plain = plain
    }
}

/// A wide graph's objects are read on several threads; the snapshot is the same bytes at any
/// number. Run under Thread Sanitizer by `make tsan`.
@Suite("Concurrent reading of wide graphs")
struct ConcurrentReadingTests {
    private func captured(_ root: AnyObject, threads: Int) -> Data {
        var options = CaptureOptions()
        for (type, property) in SyntheticObjectGraphs.weakProperties { options.declare(.weak, property, in: type) }
        options.readingThreads = threads
        return GraphSnapshot.capture(root, options: options).jsonData()
    }

    @Test("Tree, layered, mixed and observer graphs of 3,000 objects: the same bytes on 1, 2 and 4 threads")
    func sameBytesAtAnyThreadCount() {
        let roots: [AnyObject] = [
            SyntheticObjectGraphs.tree(objects: 3_000), SyntheticObjectGraphs.layered(objects: 3_000),
            SyntheticObjectGraphs.mixed(objects: 3_000), SyntheticObjectGraphs.observers(objects: 3_000),
        ]
        for root in roots {
            let alone = captured(root, threads: 1)
            #expect(captured(root, threads: 2) == alone)
            #expect(captured(root, threads: 4) == alone)
        }
    }

    @Test("Custom mirrors and descriptions run on the calling thread only, and the bytes are the same")
    func ownCodeRunsOnTheCallingThread() {
        var level: [Holder] = []
        for index in 0..<1_200 { level.append(Holder(index: index, plain: index % 2 == 0 ? [] : Array(level.suffix(2)))) }
        let root = Holder(index: -1, plain: level)
        Described.lock.withLock { Described.threads = [] }
        let alone = captured(root, threads: 1)
        let threaded = captured(root, threads: 4)
        #expect(threaded == alone)
        let seen = Described.lock.withLock { Described.threads }
        #expect(seen == [ObjectIdentifier(Thread.current)])
        #expect(String(decoding: alone, as: UTF8.self).contains("[d7]"))
    }
}
