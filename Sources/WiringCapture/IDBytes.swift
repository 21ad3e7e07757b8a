#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The UTF-8 bytes of every node id, one after another, for sorting.
///
/// Sorting compares ids byte by byte. Copying each id here when it is made, while its bytes are
/// still in the cache, lets the sort compare slices of one buffer instead of reaching each id
/// through its `String`, which costs a reference count and a pointer per comparison.
struct IDBytes {
    private var bytes: [UInt8] = []
    /// Where each id starts in `bytes`; the next id's start is where it ends.
    private var starts: [Int] = [0]

    /// Adds the next id.
    ///
    /// - Parameter id: The id of the node at the next position.
    mutating func append(_ id: String) {
        bytes.append(contentsOf: id.utf8)
        starts.append(bytes.count)
    }

    /// The positions `0..<count` ordered by their ids' bytes.
    ///
    /// - Returns: Positions, smallest id first; equal ids keep their order.
    func sortedPositions() -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                let base = buffer.baseAddress
                return Array(0..<(starts.count - 1)).sorted { a, b in
                    let (leftCount, rightCount) = (starts[a + 1] - starts[a], starts[b + 1] - starts[b])
                    let common = min(leftCount, rightCount)
                    let order = common == 0 ? 0 : memcmp(base! + starts[a], base! + starts[b], common)
                    return order != 0 ? order < 0 : leftCount < rightCount
                }
            }
        }
    }
}
