/// A growable buffer of bytes that can copy a range of itself onto its own end.
///
/// An `[UInt8]` cannot append a slice of itself without copying the whole buffer first (the slice
/// keeps it shared); node ids are built from the ids before them, so they are kept here instead.
final class ByteStore {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    /// Makes a buffer with room for `capacity` bytes.
    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes, doubling the buffer as needed.
    func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var larger = capacity * 2
        while count + extra > larger { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    /// Appends a string's UTF-8 bytes.
    func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends bytes.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        if let source = bytes.baseAddress { (base + count).update(from: source, count: bytes.count) }
        count += bytes.count
    }

    /// Appends one byte.
    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends a copy of `range`, which lies inside the buffer.
    func appendCopy(of range: Range<Int>) {
        reserve(range.count)
        (base + count).update(from: base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// Drops the bytes from `length` on.
    func truncate(to length: Int) {
        count = min(count, length)
    }

    /// The bytes, for reading.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
