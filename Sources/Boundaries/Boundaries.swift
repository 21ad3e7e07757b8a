/// Boundaries: source-level boundaries for Swift.
///
/// A boundary is a factory for the objects of one area of concern (a layer, a
/// feature). Boundaries declare what they depend on with
/// `typealias Dependencies = BoundaryList.Add<…>`, offer objects through
/// `InputPort`s, declare plugins that adapters implement, and are composed by
/// container and root boundaries through a typestate resolver that makes every
/// wiring mistake a compile error:
///
/// ```swift
/// lazy var presenter: PresenterBoundary.Resolved = resolver(for: PresenterBoundary.self)
///     .resolve(dependency: self.model)
///     .resolved()
/// ```
///
/// The framework also records what an inspector needs — the ports each boundary
/// made, the declared and resolved dependencies — behind the
/// `@_spi(WiringInspection)` surface, without adding public names apps would use.
