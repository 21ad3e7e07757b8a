#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable buffer of bytes that can copy a range of itself onto its own end.
///
/// An `[UInt8]` cannot append a slice of itself without copying the whole buffer first (the slice
/// keeps it shared); node ids are built from the ids before them, so they are kept here instead.
final class ByteStore {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    /// Makes a buffer with room for `capacity` bytes.
    ///
    /// On Linux a buffer of 2 MiB or more is placed on a 2 MiB boundary and the kernel is asked to
    /// back it with huge pages (`MADV_HUGEPAGE`; the kernel may decline): the snapshot reads the
    /// ids of a large graph in sorted order, all over the buffer, and with 4 KiB pages most of
    /// those reads also missed the processor's table of address translations.
    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        var memory: UnsafeMutableRawPointer?
        #if os(Linux)
        if self.capacity >= HugePages.size, posix_memalign(&memory, HugePages.size, self.capacity) == 0, let memory {
            _ = madvise(memory, self.capacity, Int32(MADV_HUGEPAGE))
        }
        #endif
        if memory == nil { memory = malloc(self.capacity) }
        guard let memory else { fatalError("ByteStore: out of memory for \(self.capacity) bytes") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit { free(base) }

    /// Makes room for `extra` more bytes, doubling the buffer as needed.
    ///
    /// The buffer grows with `realloc`, which can extend it in place or move a large one by
    /// remapping its pages, where copying it would touch every byte again.
    func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var larger = capacity * 2
        while count + extra > larger { larger *= 2 }
        guard let moved = realloc(base, larger) else { fatalError("ByteStore: out of memory for \(larger) bytes") }
        base = moved.assumingMemoryBound(to: UInt8.self)
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
