/// An object of the `observers` synthetic graph, built from the patterns apps use to keep
/// observers and callbacks: it holds its children in a set, the objects that watch it in an array
/// of structs with a weak reference each, a callback that captures one of them, and settings in a
/// dictionary of strings.
public final class SyntheticObserver: Hashable {
    /// A weak reference in a struct, as observer lists keep them.
    public struct WeakObserver {
        public weak var observer: SyntheticObserver?
    }

    /// The objects this one holds.
    public var children: Set<SyntheticObserver> = []
    /// The objects watching this one, held weakly.
    public var observers: [WeakObserver] = []
    /// A callback, capturing the object that registered it.
    public var onChange: () -> Void = {}
    /// Plain settings.
    public var settings: [String: String]
    /// The number of changes seen.
    public var changes = 0

    /// Creates an object with no children.
    ///
    /// - Parameter name: The object's name, kept in its settings.
    public init(name: String) {
        settings = ["name": name, "mode": "live"]
    }

    public static func == (left: SyntheticObserver, right: SyntheticObserver) -> Bool { left === right }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
