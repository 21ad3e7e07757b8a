import Testing
@testable import WiringCapture
import WiringTestSupport

/// The buffer ids are built in keeps its bytes through copies of itself and through growth, from
/// small and large starting sizes.
@Suite("Byte store")
struct ByteStoreTests {
    @Test(arguments: [16, 4096, 3 << 20])
    func bytesSurviveCopiesAndGrowth(capacity: Int) {
        let store = ByteStore(capacity: capacity)
        var expected: [UInt8] = []
        var generator = SplitMix64(seed: UInt64(capacity))
        // Past the capacity, so the buffer grows at least once.
        while expected.count < capacity * 2 + 100 {
            if expected.count > 8, generator.next() % 3 == 0 {
                let start = Int(generator.next() % UInt64(expected.count))
                let end = min(expected.count, start + 1 + Int(generator.next() % 5_000))
                store.appendCopy(of: start..<end)
                expected.append(contentsOf: expected[start..<end])
            } else if generator.next() % 2 == 0 {
                let byte = UInt8(truncatingIfNeeded: generator.next())
                store.append(byte)
                expected.append(byte)
            } else {
                let seed = generator.next()
                let chunk = (0..<(1 + Int(seed % 20_000))).map { UInt8(truncatingIfNeeded: seed >> ($0 % 7 * 8) &+ UInt64($0)) }
                chunk.withUnsafeBufferPointer { store.append($0) }
                expected.append(contentsOf: chunk)
            }
        }
        #expect(store.count == expected.count)
        #expect(Array(store.buffer) == expected)
        store.truncate(to: 10)
        #expect(Array(store.buffer) == Array(expected.prefix(10)))
    }
}
