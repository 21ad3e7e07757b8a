/// A part a `SyntheticComponent` can hold through an existential.
public protocol SyntheticPart: AnyObject {}

/// An object of the `mixed` synthetic graph: it reaches its children through the value types
/// capture must look into with `Mirror` (a struct, a dictionary, enums with payloads, a tuple,
/// an existential) and holds its owner weakly.
public final class SyntheticComponent: SyntheticPart {
    /// Plain settings in a struct.
    public struct Settings {
        public var name: String
        public var retries: Int
        public var tags: [String]
    }

    /// A link to another component, in an enum with payloads.
    public enum Link {
        case none
        case strong(SyntheticComponent)
        case named(String, SyntheticComponent)
    }

    /// The component's settings.
    public var settings: Settings
    /// Children by name.
    public var registry: [String: SyntheticComponent] = [:]
    /// Children behind enum cases.
    public var links: [Link] = []
    /// A neighbour and a number, in an optional tuple.
    public var pair: (SyntheticComponent?, Int)?
    /// A child held through a protocol.
    public var part: (any SyntheticPart)?
    /// The component that holds this one.
    public weak var owner: SyntheticComponent?

    /// Creates a component with no children.
    ///
    /// - Parameter name: The component's name, kept in its settings.
    public init(name: String) {
        settings = Settings(name: name, retries: 3, tags: ["synthetic", name])
    }
}
