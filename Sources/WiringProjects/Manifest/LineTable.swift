/// Line numbers of UTF-8 offsets in one file.
package struct LineTable: Sendable {
    /// The offset where each line starts.
    private let starts: [Int]

    /// Added to every line number: a file read beside another (a Tuist helper beside `Project.swift`)
    /// numbers its lines apart from that one's (see `TuistHelpers.place(ofLine:)`).
    private var lineBase = 0

    /// Reads the line starts of a file's bytes, numbering its lines from `lineBase + 1`.
    package init(_ bytes: UnsafeBufferPointer<UInt8>, lineBase: Int = 0) {
        self.lineBase = lineBase
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.starts = starts
    }

    /// The number of lines (a final line without a newline counts).
    package var count: Int { starts.count }

    /// The line, counted from 1, of a UTF-8 offset.
    package func line(ofOffset offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while low + 1 < high {
            let mid = (low + high) / 2
            if starts[mid] <= offset { low = mid } else { high = mid }
        }
        return lineBase + low + 1
    }
}
