/// A boundary that composes subboundaries.
///
/// List them in `Subboundaries`, then build each with `resolver(for:)`:
///
/// ```swift
/// final class PaymentsBoundary: ContainerBoundary {
///     typealias Subboundaries = BoundaryList.Add<ModelBoundary>.Add<PresenterBoundary>
///     lazy var model: ModelBoundary.Resolved = resolver(for: ModelBoundary.self).resolved()
/// }
/// ```
public protocol ContainerBoundaryProtocol: BoundaryProtocol {
    /// The boundaries this container builds, as a `BoundaryList`.
    associatedtype Subboundaries: BoundaryListProtocol = BoundaryList
}

/// A container boundary class: subclass it to define one.
public typealias ContainerBoundary = AnyBoundary & ContainerBoundaryProtocol

/// The top of a boundary graph: a container with no dependencies, which the app builds with `Resolved()`.
public protocol RootBoundaryProtocol: ContainerBoundaryProtocol where Dependencies == BoundaryList {}

/// A root boundary class: subclass it to define the app's root.
public typealias RootBoundary = AnyBoundary & RootBoundaryProtocol
