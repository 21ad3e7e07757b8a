import WiringModel

/// Short, unique names for the nodes of one snapshot, as inspect prints them.
///
/// A node is named by its type without module prefixes, followed by `#key` for a
/// keyed service or box. When two nodes would get the same name, both are shown by
/// their full id instead, so every printed name can be typed back into `--node`.
struct NodeNames: Sendable {
    private let names: [String: String]
    private let idsByName: [String: String]

    init(_ snapshot: GraphSnapshot) {
        var proposed: [String: String] = [:]
        var uses: [String: Int] = [:]
        for node in snapshot.nodes {
            let name = Self.shortName(of: node)
            proposed[node.id] = name
            uses[name, default: 0] += 1
        }
        var names: [String: String] = [:]
        var idsByName: [String: String] = [:]
        for node in snapshot.nodes {
            let short = proposed[node.id] ?? node.id
            let name = uses[short, default: 0] > 1 ? node.id : short
            names[node.id] = name
            idsByName[name] = node.id
        }
        self.names = names
        self.idsByName = idsByName
    }

    /// The printed name of a node (unsanitized).
    func name(of id: String) -> String { names[id] ?? id }

    /// The node a printed name stands for, if any.
    func id(named name: String) -> String? { idsByName[name] }

    /// Every printed name, for suggestions.
    var allNames: Dictionary<String, String>.Keys { idsByName.keys }

    private static func shortName(of node: Node) -> String {
        let base = node.displayName.isEmpty ? node.id : node.displayName
        guard let key = node.key, !key.isEmpty else { return base }
        return "\(base)#\(key)"
    }
}
