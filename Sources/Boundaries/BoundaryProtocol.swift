/// What every boundary, plugin and list placeholder is: something with dependencies.
///
/// Boundaries declare their dependencies with a type alias; without one, a
/// boundary depends on nothing:
///
/// ```swift
/// final class PresenterBoundary: Boundary {
///     typealias Dependencies = BoundaryList.Add<ModelBoundary>
/// }
/// ```
public protocol BoundaryProtocol {
    /// The boundaries and plugins this boundary needs, as a `BoundaryList`.
    associatedtype Dependencies: BoundaryListProtocol = BoundaryList
}

/// A boundary class: subclass it to define one.
public typealias Boundary = AnyBoundary & BoundaryProtocol
