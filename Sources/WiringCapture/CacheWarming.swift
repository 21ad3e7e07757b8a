/// Loads that bring memory into the processor caches ahead of the loop that needs it.
///
/// A loop that reaches into a large table at random waits for each miss in turn when every step
/// needs the result of the load before it. Loading the next few steps' memory first, in a short
/// loop of independent loads, lets the processor wait for all of those misses at once; the steps
/// then find their memory in the caches. The loaded bytes are handed to `keep`, which the
/// optimiser does not look into, so the loads are not removed as unused.
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

    /// Takes a value computed from warmed memory, so its loads stay in the program.
    @_optimize(none)
    static func keep(_ value: UInt8) {}
}
