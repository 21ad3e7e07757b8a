/// A service being built on the current thread: the registration whose factory runs and
/// the box that holds it (the resolver the factory received, and where its edges go).
struct ResolutionFrame {
    /// The registration whose factory is running.
    let registration: Registration
    /// The box holding `registration`.
    let owner: Box
}
