import Testing
@testable import WiringCapture

/// Arrays grown or made on huge pages must hold exactly what plain arrays would.
@Suite("Huge pages")
struct HugePagesTests {
    /// Elements of a size the walk's lists have: an id path and a position.
    private struct Entry: Equatable {
        var path: Int
        var position: Int
        var label: String
    }

    @Test("makeRoom doubles a full array of more than two huge pages and keeps every element in order")
    func makeRoomKeepsElements() {
        var array: [Entry] = []
        var expected: [Entry] = []
        var doublings = 0
        for index in 0..<300_000 {
            let entry = Entry(path: index * 3, position: index, label: index % 1_000 == 0 ? "label \(index) of a long run" : "")
            if array.count == array.capacity {
                let before = array.capacity
                HugePages.makeRoom(&array)
                if array.capacity != before {
                    #expect(array.capacity >= before * 2)
                    doublings += 1
                }
            }
            array.append(entry)
            expected.append(entry)
        }
        #expect(array == expected)
        #if canImport(Glibc)
        // 300,000 entries of 32 bytes pass 4 MiB, where makeRoom takes over from append.
        #expect(doublings > 0)
        #else
        #expect(doublings == 0)
        #endif
    }

    @Test("makeRoom leaves arrays with room, and small ones, to append")
    func makeRoomLeavesOthers() {
        var small = [1, 2, 3]
        small.reserveCapacity(4)
        let capacity = small.capacity
        HugePages.makeRoom(&small)
        #expect(small.capacity == capacity && small == [1, 2, 3])
        var roomy = [Int](repeating: 7, count: 10)
        roomy.reserveCapacity(1_000_000)
        let roomyCapacity = roomy.capacity
        HugePages.makeRoom(&roomy)
        #expect(roomy.capacity == roomyCapacity && roomy == [Int](repeating: 7, count: 10))
    }

    @Test("array(repeating:count:) equals a plain repeated array, large and small")
    func repeatedArrays() {
        for count in [0, 1, 1_024, 1 << 20] {
            #expect(HugePages.array(repeating: UInt64(0x5EED), count: count) == [UInt64](repeating: 0x5EED, count: count))
        }
    }

    @Test("advising an array's capacity leaves its elements and capacity as they were")
    func advisingCapacity() {
        var array = [Int](repeating: 1, count: 5)
        array.reserveCapacity(2_000_000)
        let capacity = array.capacity
        HugePages.advise(&array)
        array.append(contentsOf: 0..<1_000_000)
        #expect(array.capacity == capacity)
        #expect(array.count == 1_000_005 && array[4] == 1 && array[5] == 0 && array.last == 999_999)
    }
}
