import Dispatch
import Foundation
import WiringModel

/// A reference found by a reading thread, followed later on the walk's own thread.
struct RecordedReference {
    let object: AnyObject
    let label: String
    let strength: ReferenceStrength
}

/// Reading the objects of a wide graph on several threads.
///
/// The walk takes objects in the order it found them. Reading an object (reflecting it and the
/// values it holds, down to the objects they reach) depends only on that object, so when many
/// objects wait, each thread reads a share of the next ones through `Mirror` and keeps the
/// references it finds. The walk's own thread then takes them object by object, in order, exactly
/// as if it had read them itself: ids, node order and edges are the same bytes at any number of
/// threads. An object whose reading would run code of its own types (a custom mirror, a set
/// element's or a dictionary key's own description) is read on the walk's own thread instead, as
/// it would be by a capture without threads.
extension ObjectGraphCapture {
    /// The fewest waiting objects worth handing to the threads; fewer are read on this one.
    static let fewestForThreads = 256
    /// The most objects one round of the threads reads.
    static let mostPerRound = 16_384

    /// The threads to read with: the active processors, at most 4 (`WIRING_CAPTURE_THREADS` sets it).
    static let readingThreads: Int = {
        if let text = ProcessInfo.processInfo.environment["WIRING_CAPTURE_THREADS"], let value = Int(text) {
            return min(max(value, 1), 16)
        }
        return min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)
    }()

    /// Reads every object on the queue, and those their references add, in the order found.
    mutating func walk() {
        var head = 0
        var readers: [ObjectGraphCapture] = []
        let threads = options.readingThreads ?? Self.readingThreads
        while head < queue.count {
            let waiting = queue.count - head
            if threads > 1, waiting >= Self.fewestForThreads {
                if readers.isEmpty { readers = (0..<threads).map { _ in ObjectGraphCapture(readingFor: options) } }
                let round = head..<(head + min(waiting, Self.mostPerRound))
                let found = Self.read(kept[round], with: &readers)
                for (offset, index) in round.enumerated() {
                    let (path, position) = queue[index]
                    guard let references = found[offset] else {
                        readReferences(of: kept[index].takeUnretainedValue(), from: path, position: position)
                        continue
                    }
                    referenceStarts.append(self.references.count)
                    for reference in references {
                        follow(reference.object, label: reference.label, strength: reference.strength, from: path, position: position)
                    }
                }
                head = round.upperBound
            } else {
                let (path, position) = queue[head]
                readReferences(of: kept[head].takeUnretainedValue(), from: path, position: position)
                head += 1
            }
        }
    }

    /// A capture that only reads objects for another: it keeps what it finds instead of following it.
    init(readingFor options: CaptureOptions) {
        self.init(options: options)
        recorded = []
    }

    /// Marks the object being read as one for the walk's own thread, and stops reading it.
    mutating func deferToWalk() {
        deferred = true
        pending.removeAll(keepingCapacity: true)
    }

    /// Reads the objects on the threads, each thread every `readers.count`-th object.
    ///
    /// - Returns: The references found in each object, in order; `nil` for one left to the walk.
    static func read(_ objects: ArraySlice<Unmanaged<AnyObject>>, with readers: inout [ObjectGraphCapture]) -> [[RecordedReference]?] {
        var results = [[RecordedReference]?](repeating: nil, count: objects.count)
        objects.withUnsafeBufferPointer { objects in
            readers.withUnsafeMutableBufferPointer { readers in
                results.withUnsafeMutableBufferPointer { results in
                    let round = ReadingRound(objects: objects, readers: readers, results: results)
                    round.handOver()
                    DispatchQueue.concurrentPerform(iterations: readers.count) { round.read(share: $0) }
                    round.handOver()
                }
            }
        }
        return results
    }

    /// The references of one object, kept rather than followed; `nil` when it has to be read on
    /// the walk's own thread.
    mutating func recordReferences(of object: AnyObject) -> [RecordedReference]? {
        recorded?.removeAll(keepingCapacity: true)
        deferred = false
        pending.removeAll(keepingCapacity: true)
        var steps = 0
        let path = IDPath(root: 0)
        if case .plainMirror = childSource(of: object) {
            readMirrored(object, from: path, position: 0, steps: &steps)
        } else {
            push(children: object, prefix: nil)
            drain(from: path, position: 0, steps: &steps)
        }
        return deferred ? nil : recorded
    }
}

/// One round of reading on the threads: the objects, each thread's reader and the results, which
/// the threads reach only through this. Each thread takes the lock as it starts and as it ends,
/// and the walk's thread before and after the round, so whatever one wrote is seen by the next.
private final class ReadingRound: @unchecked Sendable {
    private let objects: UnsafeBufferPointer<Unmanaged<AnyObject>>
    private let readers: UnsafeMutableBufferPointer<ObjectGraphCapture>
    private let results: UnsafeMutableBufferPointer<[RecordedReference]?>
    private let lock = NSLock()

    init(
        objects: UnsafeBufferPointer<Unmanaged<AnyObject>>, readers: UnsafeMutableBufferPointer<ObjectGraphCapture>,
        results: UnsafeMutableBufferPointer<[RecordedReference]?>
    ) {
        self.objects = objects
        self.readers = readers
        self.results = results
    }

    /// Passes what this thread wrote to the thread that takes the lock next.
    func handOver() {
        lock.lock()
        lock.unlock()
    }

    /// Reads every `readers.count`-th object from `share` on, with reader `share`.
    func read(share: Int) {
        handOver()
        for offset in stride(from: share, to: objects.count, by: readers.count) {
            results[offset] = readers[share].recordReferences(of: objects[offset].takeUnretainedValue())
        }
        handOver()
    }
}
