/// How long a box keeps the service a registration creates.
///
/// The life is chosen per registration with `register(_:key:life:_:)`; it decides
/// whether every `resolve` runs the factory or whether the first result is kept.
public enum LifeType: Sendable, Hashable, CaseIterable {
    /// A new instance for every `resolve`; the box keeps nothing. This is the default.
    case transient
    /// One instance, created by the factory on the first `resolve` and then kept in
    /// the box and returned by every later `resolve`, from any thread.
    case permanent
}
