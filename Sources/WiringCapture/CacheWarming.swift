import Builtin

/// Requests that bring memory into the processor caches ahead of the loop that needs it.
///
/// A loop that reaches into a large table at random waits for each miss in turn when every step
/// needs the result of the load before it. Asking for the memory of steps a little ahead first
/// lets the processor fetch it while the loop works on; the steps then find it in the caches. The
/// requests are prefetches, not loads: a load that misses holds up everything after it until its
/// memory comes, a prefetch ends at once. Where the next request needs what an earlier one
/// brought (an object's properties, say), that earlier one was made a group of steps sooner.
enum CacheWarming {
    /// How many steps ahead, and in how large a group, the loops warm memory.
    static let group = 16

    /// The fewest objects for which the loops warm memory: the memory a smaller graph's walk and
    /// sort touch stays in the caches, where warming it is only more work.
    static let smallestCount = 8192

    /// Whether the walk may load from objects it has not read yet, by their addresses. Not where
    /// there is an Objective-C runtime: there a reference can be a tagged pointer, which points at
    /// no memory.
    static var readsObjectsAhead: Bool {
        #if canImport(ObjectiveC)
        return false
        #else
        return true
        #endif
    }

    /// The steps of the group that lies `groupsAhead` groups after `step`, cut off at `count`.
    static func steps(groupsAhead: Int, of step: Int, count: Int) -> Range<Int> {
        min(step + groupsAhead * group, count)..<min(step + (groupsAhead + 1) * group, count)
    }

    /// Asks the processor to bring the cache line at `address` in, without waiting for it: unlike a
    /// load, a prefetch ends at once, never faults, and holds up nothing that comes after it. The
    /// line is asked for to be read, kept in every level of cache, as data.
    @inline(__always)
    static func prefetch(_ address: UnsafeRawPointer) {
        Builtin.int_prefetch_RawPointer(address._rawValue, Builtin.zeroInitializer(), (3 as Int32)._value, (1 as Int32)._value)
    }

    /// Like `prefetch`, for a line about to be written.
    @inline(__always)
    static func prefetchForWriting(_ address: UnsafeRawPointer) {
        Builtin.int_prefetch_RawPointer(address._rawValue, (1 as Int32)._value, (3 as Int32)._value, (1 as Int32)._value)
    }

    /// Like `prefetchForWriting`, for the line where a string's storage keeps its reference count,
    /// which copying the string writes.
    @inline(__always)
    static func prefetchStorage(of string: String) {
        if let address = storageAddress(of: string) { prefetchForWriting(address) }
    }

    /// Where a string's storage object begins (its header, reference count included), or `nil` for
    /// a string short enough to keep its bytes in itself, and wherever a string is not two words.
    ///
    /// Read from the string's bits: the second word holds the storage's address below its top
    /// byte. Only ever passed to a prefetch, which cannot fault, so a string laid out otherwise
    /// costs a wasted prefetch and nothing else.
    @inline(__always)
    static func storageAddress(of string: String) -> UnsafeRawPointer? {
        #if _pointerBitWidth(_64)
        guard string.utf8.count > 15 else { return nil }
        let words = unsafeBitCast(string, to: (UInt, UInt).self)
        return UnsafeRawPointer(bitPattern: words.1 & 0x00FF_FFFF_FFFF_FFFF)
        #else
        return nil
        #endif
    }
}
