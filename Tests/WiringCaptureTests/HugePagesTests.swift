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

    /// Appends `count` elements made by `make`, calling `makeRoom` before each append that finds
    /// the array full; the array must end equal to one grown by `append` alone.
    private func grow<Element: Equatable>(_ count: Int, _ make: (Int) -> Element) -> (same: Bool, doublings: Int) {
        var array: [Element] = []
        var expected: [Element] = []
        var doublings = 0
        for index in 0..<count {
            let element = make(index)
            if array.count == array.capacity {
                let before = array.capacity
                HugePages.makeRoom(&array)
                if array.capacity != before {
                    #expect(array.capacity >= before * 2)
                    doublings += 1
                }
            }
            array.append(element)
            expected.append(element)
        }
        return (array == expected, doublings)
    }

    @Test("makeRoom doubles a full array of more than two huge pages and keeps every element in order")
    func makeRoomKeepsElements() {
        // Elements with a string (moved by reserveCapacity) and plain integers (copied).
        let entries = grow(300_000) { Entry(path: $0 * 3, position: $0, label: $0 % 1_000 == 0 ? "label \($0) of a long run" : "") }
        let numbers = grow(1_200_000) { $0 &* 7 }
        #expect(entries.same && numbers.same)
        #if canImport(Glibc)
        // Both pass 4 MiB, where makeRoom takes over from append.
        #expect(entries.doublings > 0 && numbers.doublings > 0)
        #else
        #expect(entries.doublings == 0 && numbers.doublings == 0)
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
