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
    ///
    /// While this thread follows the references of one round of objects, the other threads read
    /// the next round, when the objects of one are known already; this thread then helps them
    /// finish it.
    mutating func walk() {
        var head = 0
        let threads = options.readingThreads ?? Self.readingThreads
        var reading: ReadingThreads?
        var started = false
        while head < queue.count {
            if !started {
                guard threads > 1, queue.count - head >= Self.fewestForThreads else {
                    let (path, position) = queue[head]
                    readReferences(of: kept[head].takeUnretainedValue(), from: path, position: position)
                    head += 1
                    continue
                }
                if reading == nil { reading = ReadingThreads(options: options, threads: threads) }
                reading?.start(kept[head..<(head + min(queue.count - head, Self.mostPerRound))])
            }
            guard let found = reading?.finish() else { break }
            let end = head + found.count
            // The next round starts now if its objects are known, and is read while this one is followed.
            started = queue.count - end >= Self.fewestForThreads
            if started { reading?.start(kept[end..<(end + min(queue.count - end, Self.mostPerRound))]) }
            for index in head..<end {
                let (path, position) = queue[index]
                guard let references = found[index - head] else {
                    readReferences(of: kept[index].takeUnretainedValue(), from: path, position: position)
                    continue
                }
                referenceStarts.append(self.references.count)
                for reference in references {
                    follow(reference.object, label: reference.label, strength: reference.strength, from: path, position: position)
                }
            }
            head = end
        }
        reading?.stop()
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

/// The threads that read rounds of objects, each with a reader of its own (the walk's thread
/// uses the first). One lock guards the round's objects, the next one to take and the results;
/// every thread takes it before and after reading a few objects, so what one wrote, the next sees.
///
/// The walk's thread never waits for an object another thread took: when nothing is left to take,
/// it reads whatever the others have taken and not finished itself (reading an object gives the
/// same references on any thread), so a thread the system has paused, as when another program
/// keeps a core busy, does not hold up the round. Such a thread finishes its objects later and
/// their results are dropped; it then goes on with the round under way, if any. The takes shrink
/// towards the end of a round, so little is read twice.
private final class ReadingThreads: @unchecked Sendable {
    private static let objectsPerTake = 32
    private let condition = NSCondition()
    private let threads: Int
    private let readers: UnsafeMutablePointer<ObjectGraphCapture>
    private var objects: [Unmanaged<AnyObject>] = []
    private var results: [[RecordedReference]?] = []
    /// Whether each object of the round has been read, by whichever thread finished it first.
    private var done: [Bool] = []
    private var next = 0
    /// Counts the rounds, so that results of an earlier round are told apart and dropped.
    private var round = 0
    /// Whether each reader's thread is at work (the walk's own, reader 0, is not counted).
    private var working: [Bool]
    private var workingCount = 0

    init(options: CaptureOptions, threads: Int) {
        self.threads = threads
        working = Array(repeating: false, count: threads)
        readers = .allocate(capacity: threads)
        readers.initialize(repeating: ObjectGraphCapture(readingFor: options), count: threads)
    }

    deinit {
        readers.deinitialize(count: threads)
        readers.deallocate()
    }

    /// Hands a round of objects to the other threads; a thread still at work on an earlier round
    /// goes on with this one when it is done.
    func start(_ slice: ArraySlice<Unmanaged<AnyObject>>) {
        var idle: [Int] = []
        condition.lock()
        objects = Array(slice)
        results = Array(repeating: nil, count: slice.count)
        done = Array(repeating: false, count: slice.count)
        next = 0
        for reader in 1..<threads where !working[reader] {
            working[reader] = true
            workingCount += 1
            idle.append(reader)
        }
        condition.unlock()
        for reader in idle {
            DispatchQueue.global().async { [self] in read(with: reader) }
        }
    }

    /// Reads what is left of the round on this thread, then what the others took and have not
    /// finished, and returns the references found in each object, in order; `nil` for one left to
    /// the walk.
    func finish() -> [[RecordedReference]?] {
        read(with: 0)
        condition.lock()
        let taken = objects
        let unfinished = done.indices.filter { !done[$0] }
        condition.unlock()
        for index in unfinished {
            let references = readers[0].recordReferences(of: taken[index].takeUnretainedValue())
            condition.lock()
            if !done[index] {
                results[index] = references
                done[index] = true
            }
            condition.unlock()
        }
        condition.lock()
        let found = results
        results = []
        objects = []
        done = []
        // What another thread still reads of this round is dropped when it is done.
        round += 1
        condition.unlock()
        return found
    }

    /// Waits until no other thread reads: the objects of the rounds are kept alive only by the walk.
    func stop() {
        condition.lock()
        while workingCount > 0 { condition.wait() }
        condition.unlock()
    }

    /// Takes a few objects at a time and reads them with reader `reader`, until none are left.
    private func read(with reader: Int) {
        var found: [[RecordedReference]?] = []
        while true {
            condition.lock()
            guard next < objects.count else {
                if reader > 0 {
                    working[reader] = false
                    workingCount -= 1
                    condition.broadcast()
                }
                condition.unlock()
                return
            }
            // Fewer at a time as the round ends, so that the last takes are short.
            let take = min(Self.objectsPerTake, max(1, (objects.count - next) / (2 * threads)))
            let taken = next..<(next + take)
            next = taken.upperBound
            let objects = self.objects
            let round = self.round
            condition.unlock()
            found.removeAll(keepingCapacity: true)
            for index in taken { found.append(readers[reader].recordReferences(of: objects[index].takeUnretainedValue())) }
            condition.lock()
            if round == self.round {
                for (index, references) in zip(taken, found) where !done[index] {
                    results[index] = references
                    done[index] = true
                }
            }
            condition.unlock()
        }
    }
}
