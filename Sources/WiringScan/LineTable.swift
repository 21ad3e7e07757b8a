/// Line numbers of UTF-8 offsets in one file.
struct LineTable: Sendable {
    /// The offset where each line starts.
    private let starts: [Int]

    /// Reads the line starts of a file's bytes.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.starts = starts
    }

    /// The number of lines (a final line without a newline counts).
    var count: Int { starts.count }

    /// The line, counted from 1, of a UTF-8 offset.
    func line(ofOffset offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while low + 1 < high {
            let mid = (low + high) / 2
            if starts[mid] <= offset { low = mid } else { high = mid }
        }
        return low + 1
    }
}
