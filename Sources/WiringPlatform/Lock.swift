/// A mutual-exclusion lock for state that several threads share.
///
/// `Synchronization.Mutex` needs macOS 15 and iOS 18, later than this package's floors, and
/// `NSLock` is not in FoundationEssentials. This wraps the system's lock (`os_unfair_lock` on
/// Apple platforms, a `pthread_mutex_t` elsewhere), allocated once so that it never moves.
package final class Lock: @unchecked Sendable {
    #if canImport(Darwin)
    private let mutex = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
    #else
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    #endif

    /// Creates an unlocked lock.
    package init() {
        #if canImport(Darwin)
        mutex.initialize(to: os_unfair_lock())
        #else
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits for the lock and takes it; `unlock()` must follow on the same thread.
    package func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(mutex)
        #else
        pthread_mutex_lock(mutex)
        #endif
    }

    /// Releases the lock taken by `lock()`.
    package func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(mutex)
        #else
        pthread_mutex_unlock(mutex)
        #endif
    }

    /// Runs `body` with the lock held.
    ///
    /// - Parameter body: The work that touches the shared state.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    package func withLock<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        lock()
        defer { unlock() }
        return try body()
    }
}
