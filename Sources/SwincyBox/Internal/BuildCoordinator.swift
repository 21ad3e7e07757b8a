import Foundation

/// Guards the changing state of every registration and makes each permanent instance be
/// created exactly once, however many threads ask for it at the same time.
///
/// The lock is never held while a factory or a handler runs, so factories can resolve
/// freely. A thread that finds a permanent service under construction on another thread
/// waits for it — unless that thread is (directly or through other waiting threads)
/// waiting for this one, which is a dependency cycle split across threads: that is
/// reported as a cycle instead of deadlocking.
///
/// Lock order: a box's lock may be held while taking this one, never the reverse.
final class BuildCoordinator: @unchecked Sendable {
    /// The coordinator shared by every box.
    static let shared = BuildCoordinator()

    /// What `claim` found.
    enum Claim {
        /// The instance already exists.
        case ready(Any)
        /// The caller now builds the instance and must call `publish` when done.
        case claimed
        /// Waiting would close a dependency cycle.
        case cycle
    }

    private let condition = NSCondition()
    /// The registration each waiting resolution context waits for.
    private var waiting: [ObjectIdentifier: Registration] = [:]

    /// Returns the permanent instance of `registration`, or hands its construction to
    /// `context`, waiting while another thread builds it.
    func claim(_ registration: Registration, by context: ResolutionContext) -> Claim {
        let me = context.identity
        condition.lock()
        defer { condition.unlock() }
        while true {
            switch registration.permanentState {
            case .ready(let instance):
                registration.resolveCount += 1
                return .ready(instance)
            case .empty:
                registration.permanentState = .building(me)
                return .claimed
            case .building(let builder):
                if builder == me || isWaiting(builder, on: me) { return .cycle }
                waiting[me] = registration
                condition.wait()
                waiting[me] = nil
            }
        }
    }

    /// Stores the permanent instance built by the claiming thread, wakes the waiters and
    /// returns the handlers to run for it.
    func publish(_ instance: Any, for registration: Registration) -> [(Box, Any) -> Void] {
        condition.lock()
        defer { condition.unlock() }
        registration.permanentState = .ready(instance)
        registration.resolveCount += 1
        condition.broadcast()
        return registration.handlers
    }

    /// Counts a new transient instance and returns the handlers to run for it.
    func created(by registration: Registration) -> [(Box, Any) -> Void] {
        condition.lock()
        defer { condition.unlock() }
        registration.resolveCount += 1
        return registration.handlers
    }

    /// Adds an `onInitialised` handler to `registration`.
    func addHandler(_ handler: @escaping (Box, Any) -> Void, to registration: Registration) {
        condition.lock()
        defer { condition.unlock() }
        registration.handlers.append(handler)
    }

    /// The permanent instance (if built) and resolve count of `registration`.
    func observe(_ registration: Registration) -> (instance: Any?, resolveCount: Int) {
        condition.lock()
        defer { condition.unlock() }
        if case .ready(let instance) = registration.permanentState {
            return (instance, registration.resolveCount)
        }
        return (nil, registration.resolveCount)
    }

    /// Whether the context `start` waits, through a chain of waiting builders, for a
    /// service that `target` is building. Called with the lock held.
    private func isWaiting(_ start: ObjectIdentifier, on target: ObjectIdentifier) -> Bool {
        var current = start
        var visited: Set<ObjectIdentifier> = [current]
        while let blocking = waiting[current], case .building(let next) = blocking.permanentState {
            if next == target { return true }
            guard visited.insert(next).inserted else { return false }
            current = next
        }
        return false
    }
}
