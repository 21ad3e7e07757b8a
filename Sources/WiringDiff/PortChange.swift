import WiringModel

/// A port added to, removed from or changed on a node present in both snapshots.
///
/// Ports are matched by name within their node. A port counts as changed when its
/// type or origin differs; whether a lazy port has been made yet is runtime state
/// and is not compared.
public struct PortChange: Sendable, Hashable, Comparable {
    /// What happened to the port.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// The port is new on the node.
        case added
        /// The port is gone from the node.
        case removed
        /// The port keeps its name but its type or origin differs.
        case changed
    }

    /// The id of the node that owns the port.
    public var nodeID: String
    /// The port's name.
    public var name: String
    /// What happened to the port.
    public var kind: Kind
    /// The port as it was, `nil` when added.
    public var before: Port?
    /// The port as it is now, `nil` when removed.
    public var after: Port?

    /// Creates a port change.
    ///
    /// - Parameters:
    ///   - nodeID: The id of the owning node.
    ///   - name: The port's name.
    ///   - kind: What happened.
    ///   - before: The earlier port, if any.
    ///   - after: The later port, if any.
    public init(nodeID: String, name: String, kind: Kind, before: Port?, after: Port?) {
        self.nodeID = nodeID
        self.name = name
        self.kind = kind
        self.before = before
        self.after = after
    }

    /// Compares the ports of two versions of one node.
    ///
    /// - Parameters:
    ///   - before: The node in the earlier snapshot.
    ///   - after: The node with the same id in the later snapshot.
    /// - Returns: The port changes, sorted by name.
    public static func between(_ before: Node, _ after: Node) -> [PortChange] {
        // A malformed node may repeat a port name; the first one wins, as on the node's sorted list.
        let old = Dictionary(before.ports.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(after.ports.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [PortChange] = []
        for name in Set(old.keys).union(new.keys).sorted() {
            switch (old[name], new[name]) {
            case let (nil, added?):
                changes.append(PortChange(nodeID: after.id, name: name, kind: .added, before: nil, after: added))
            case let (removed?, nil):
                changes.append(PortChange(nodeID: after.id, name: name, kind: .removed, before: removed, after: nil))
            case let (was?, now?) where was.type != now.type || was.origin != now.origin:
                changes.append(PortChange(nodeID: after.id, name: name, kind: .changed, before: was, after: now))
            default:
                break
            }
        }
        return changes
    }

    public static func < (lhs: PortChange, rhs: PortChange) -> Bool {
        (lhs.nodeID, lhs.name) < (rhs.nodeID, rhs.name)
    }
}
