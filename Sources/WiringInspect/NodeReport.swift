import WiringModel

/// One node in detail: what it is, where it sits, its ports, what it uses and what uses it.
public struct NodeReport: Sendable, Encodable {
    /// The node as the snapshot records it.
    public var node: Node
    /// Its printed name.
    public var name: String
    /// The printed name of its enclosing node, or `nil` at the top.
    public var parentName: String?
    /// Edges leaving the node, sorted by kind and then by end node.
    public var dependencies: [EdgeStep]
    /// Edges arriving at the node, sorted by kind and then by start node.
    public var dependents: [EdgeStep]
    /// The printed names of the nodes directly inside it, sorted by id.
    public var children: [String]

    init(id: String, index: GraphIndex, names: NodeNames) {
        // `id` comes from a lookup in the same index.
        node = index.nodesByID[id] ?? Node(id: id, kind: .object, type: id)
        name = names.name(of: id)
        parentName = node.parent.map { names.name(of: $0) }
        let byKind: (Edge, Edge) -> Bool = { ($0.kind, $0.to, $0.from, $0.label ?? "") < ($1.kind, $1.to, $1.from, $1.label ?? "") }
        dependencies = (index.outgoing[id] ?? []).sorted(by: byKind).map { EdgeStep($0, names: names) }
        let byKindFrom: (Edge, Edge) -> Bool = { ($0.kind, $0.from, $0.label ?? "") < ($1.kind, $1.from, $1.label ?? "") }
        dependents = (index.incoming[id] ?? []).sorted(by: byKindFrom).map { EdgeStep($0, names: names) }
        children = (index.children[id] ?? []).map { names.name(of: $0) }
    }

    /// The node as terminal text.
    ///
    /// - Parameter style: Glyphs and colour.
    /// - Returns: Lines ending in newlines; every snapshot string is sanitized.
    public func text(style: InspectStyle = .plain) -> String {
        let safe = TextOutput.safe
        var out = style.paint(safe(name), .heading) + TextOutput.nodeMarks(node, style) + "\n"
        var facts: [(String, String)] = [
            ("id", safe(node.id)),
            ("kind", node.kind.rawValue),
            ("type", safe(node.type)),
            ("module", safe(node.module)),
            ("parent", parentName.map(safe) ?? "none (top level)"),
            ("resolved", node.resolved ? "yes" : "no, declared but not made yet"),
        ]
        if let key = node.key { facts.append(("key", safe(key))) }
        if let life = node.life { facts.append(("life", safe(life))) }
        if let place = node.place { facts.append(("place", safe(place.description))) }
        if let declared = node.declared { facts.append(("declared", safe(declared.description))) }
        for (name, value) in node.attributes.sorted(by: { $0.key < $1.key }) {
            facts.append((safe(name), safe(value)))
        }
        let width = facts.map(\.0.count).max() ?? 0
        for (label, value) in facts {
            out += "  \(label):" + String(repeating: " ", count: width - label.count + 1) + value + "\n"
        }
        out += section("ports", node.ports.map { TextOutput.port($0, style) }, style)
        out += section("dependencies", dependencies.map { $0.outgoingText(style) }, style)
        out += section("dependents", dependents.map { $0.incomingText(style) }, style)
        if node.kind.isEnclosing || !children.isEmpty {
            out += section("children", children.map(safe), style)
        }
        return out
    }

    private func section(_ title: String, _ lines: [String], _ style: InspectStyle) -> String {
        var out = style.paint("\(title) (\(lines.count))", .heading) + (lines.isEmpty ? ": none" : ":") + "\n"
        for line in lines { out += "  \(line)\n" }
        return out
    }
}
