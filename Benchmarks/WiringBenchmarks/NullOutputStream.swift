/// A text stream that throws everything away, so `dump()` is timed without any output cost.
struct NullOutputStream: TextOutputStream {
    /// Characters written, so the optimiser cannot drop the writes.
    private(set) var count = 0

    mutating func write(_ string: String) {
        count &+= string.utf8.count
    }
}
