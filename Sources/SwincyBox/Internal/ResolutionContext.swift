#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The services the current thread is building, innermost last.
///
/// Resolution is synchronous, so a whole resolve — the outer call and every nested
/// `r.resolve()` its factories make — runs on one thread. A per-thread stack therefore
/// tells which service is being built when another one is resolved (the `resolves`
/// edges), and spots a service that needs itself (a cycle), without mixing up resolves
/// running at the same time on other threads. A task-local would not do: tasks started
/// inside a factory inherit task-locals although they resolve independently.
final class ResolutionContext {
    /// The frames of the services under construction, outermost first.
    private(set) var frames: [ResolutionFrame] = []

    private init() {}

    /// The context of the calling thread, created on first use and released when the
    /// thread ends.
    static var current: ResolutionContext {
        if let raw = pthread_getspecific(contextKey) {
            return Unmanaged<ResolutionContext>.fromOpaque(raw).takeUnretainedValue()
        }
        let context = ResolutionContext()
        pthread_setspecific(contextKey, Unmanaged.passRetained(context).toOpaque())
        return context
    }

    /// The identity used to tell this thread's resolutions apart from other threads'.
    var identity: ObjectIdentifier { ObjectIdentifier(self) }

    /// The service being built right now, if any.
    var innermost: ResolutionFrame? { frames.last }

    /// Whether `registration`'s factory is already running on this thread.
    func isBuilding(_ registration: Registration) -> Bool {
        frames.contains { $0.registration === registration }
    }

    /// The services under construction, described for error messages.
    var chain: [String] { frames.map(\.registration.identity.chainDescription) }

    /// Marks `frame` as under construction.
    func push(_ frame: ResolutionFrame) { frames.append(frame) }

    /// Ends the innermost construction.
    func pop() { frames.removeLast() }
}

/// The thread-local slot holding each thread's `ResolutionContext`.
private let contextKey: pthread_key_t = {
    var key = pthread_key_t()
    // The closure captures nothing, so it converts to the C destructor on every platform
    // (whose parameter is optional on Glibc and not on Darwin).
    let status = pthread_key_create(&key, { releaseContext($0) })
    precondition(status == 0, "SwincyBox: cannot create the thread-local resolution stack (error \(status))")
    return key
}()

/// Releases a thread's context when the thread ends.
private func releaseContext(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    Unmanaged<ResolutionContext>.fromOpaque(raw).release()
}
