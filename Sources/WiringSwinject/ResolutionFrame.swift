/// The registration whose factory is running on the current thread, per recorder.
///
/// A task-local works in synchronous code too, bound to the thread, so nested
/// resolutions on one thread see their caller while other threads see their own.
struct ResolutionFrame: Sendable {
    /// The recorder that pushed the frame, so two recorders never mix their records.
    let recorder: ObjectIdentifier
    /// The registration being resolved.
    let key: RegistrationKey

    /// The innermost frame on this thread, or `nil` outside any resolution.
    @TaskLocal static var current: ResolutionFrame?
}
