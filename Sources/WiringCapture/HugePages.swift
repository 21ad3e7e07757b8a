#if canImport(Glibc)
import Glibc
#endif

/// Large arrays on 2 MiB pages, on Linux.
///
/// A large capture writes its tables, its nodes and its edges into memory it has not touched
/// before, much of it at random. With 4 KiB pages each first write to a page stops for the kernel,
/// and most random reads also miss the processor's table of address translations; a 2 MiB page
/// takes one fault and one translation for 512 of them. Linux backs memory with huge pages where a
/// program asks (`MADV_HUGEPAGE`, when transparent huge pages are set to `madvise` or `always`),
/// and only for whole 2 MiB pages the memory was not yet written to. Elsewhere these do nothing.
enum HugePages {
    /// The size of a huge page on x86-64 and most arm64 Linux systems.
    static let size = 2 << 20

    /// Asks for huge pages under the whole 2 MiB pages inside `bytes` bytes from `base`. Call
    /// before the memory is first written; does nothing below two huge pages, or when the kernel
    /// declines.
    static func advise(_ base: UnsafeMutableRawPointer?, bytes: Int) {
        #if canImport(Glibc)
        guard let base, bytes >= 2 * size else { return }
        let start = (Int(bitPattern: base) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: base) + bytes) & ~(size - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, Int32(MADV_HUGEPAGE))
        #endif
    }

    /// An array of `count` copies of `value`, asked for huge pages before it is filled.
    static func array<Element>(repeating value: Element, count: Int) -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            advise(UnsafeMutableRawPointer(buffer.baseAddress), bytes: count * MemoryLayout<Element>.stride)
            buffer.initialize(repeating: value)
            initialized = count
        }
    }

    /// Asks for huge pages under an array's reserved capacity; call before appending to it.
    static func advise<Element>(_ array: inout [Element]) {
        let bytes = array.capacity * MemoryLayout<Element>.stride
        guard bytes >= 2 * size else { return }
        array.withUnsafeMutableBufferPointer { advise(UnsafeMutableRawPointer($0.baseAddress), bytes: bytes) }
    }

    /// Doubles a full array's capacity when the larger buffer is large enough for huge pages;
    /// otherwise leaves growing to `append`. Call before appending.
    ///
    /// Elements without references are copied into a buffer asked for huge pages first. Others
    /// are moved by `reserveCapacity`, which copies no reference counts, and only the buffer's
    /// untouched second half is then asked for huge pages.
    @inline(__always)
    static func makeRoom<Element>(_ array: inout [Element]) {
        #if canImport(Glibc)
        if array.count == array.capacity { double(&array) }
        #endif
    }

    /// `makeRoom`'s work for a full array.
    private static func double<Element>(_ array: inout [Element]) {
        #if canImport(Glibc)
        let capacity = array.capacity
        guard capacity * 2 * MemoryLayout<Element>.stride >= 2 * size else { return }
        guard _isPOD(Element.self) else {
            array.reserveCapacity(capacity * 2)
            advise(&array)
            return
        }
        array = [Element](unsafeUninitializedCapacity: capacity * 2) { buffer, initialized in
            advise(UnsafeMutableRawPointer(buffer.baseAddress), bytes: buffer.count * MemoryLayout<Element>.stride)
            array.withUnsafeBufferPointer { _ = buffer.initialize(from: $0) }
            initialized = capacity
        }
        #endif
    }
}
