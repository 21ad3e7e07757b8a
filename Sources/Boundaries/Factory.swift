/// A port value that builds objects from a runtime configuration.
///
/// Offer one when the object needs parameters only known at the call site:
///
/// ```swift
/// var detailView: InputPort<Factory<Post, DetailView>> {
///     makeInputPort(implementation: Factory { post in DetailView(post: post) })
/// }
/// let view = dependencies.detailView(configuration: post)
/// ```
public struct Factory<Configuration, Interface> {
    private let construction: (Configuration) -> Interface

    /// Creates a factory.
    ///
    /// - Parameter construction: Builds an object from a configuration. It is not
    ///   `@Sendable`: it may capture the app's non-Sendable collaborators.
    public init(construction: @escaping (Configuration) -> Interface) {
        self.construction = construction
    }

    /// Builds an object.
    ///
    /// - Parameter configuration: The runtime parameters.
    /// - Returns: A new object.
    public func callAsFunction(configuration: Configuration) -> Interface {
        construction(configuration)
    }
}
