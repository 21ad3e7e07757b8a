/// An input port of a boundary or plugin: an object it offers to others.
public struct Port: Sendable, Hashable, Codable, Comparable {
    /// Where the snapshot learned of a port.
    public enum Origin: String, Sendable, Hashable, CaseIterable, Codable {
        /// A stored property found by reflection.
        case stored
        /// A `lazy var`, found by reflection whether or not it has been made yet.
        case lazy
        /// A computed property, recorded by the framework when it first made the port.
        case computed
    }

    /// The property name of the port.
    public var name: String
    /// The interface type the port offers, fully qualified.
    public var type: String
    /// Where the port was found.
    public var origin: Origin
    /// `false` for a lazy port that has not been made yet.
    public var made: Bool
    /// Where the port was made in source (the `makeInputPort` call of a computed port, or the
    /// property's declaration when a scan knows it).
    public var place: SourcePlace?

    /// Creates a port.
    ///
    /// - Parameters:
    ///   - name: The property name of the port.
    ///   - type: The interface type the port offers.
    ///   - origin: Where the port was found.
    ///   - made: `false` for a lazy port that has not been made yet.
    ///   - place: Where the port was made in source.
    public init(name: String, type: String, origin: Origin, made: Bool = true, place: SourcePlace? = nil) {
        self.name = name
        self.type = type
        self.origin = origin
        self.made = made
        self.place = place
    }

    public static func < (lhs: Port, rhs: Port) -> Bool {
        (lhs.name, lhs.type) < (rhs.name, rhs.type)
    }
}
