/// One fact a `RecordingResolver` records: while the factory of `from` ran, it resolved `to`.
struct RecordedResolution: Hashable, Sendable {
    /// The registration whose factory was running.
    let from: RegistrationKey
    /// The registration it resolved.
    let to: RegistrationKey
}
