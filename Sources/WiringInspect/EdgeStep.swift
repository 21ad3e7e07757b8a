import WiringModel

/// One edge as an answer shows it: both ends by id and by printed name.
public struct EdgeStep: Sendable, Equatable, Encodable {
    /// The id of the start node.
    public var from: String
    /// The printed name of the start node.
    public var fromName: String
    /// The id of the end node.
    public var to: String
    /// The printed name of the end node.
    public var toName: String
    /// What the edge means.
    public var kind: EdgeKind
    /// The property or slot the edge comes from, when there is one.
    public var label: String?
    /// For `holds` edges: the reference strength.
    public var reference: ReferenceStrength?
    /// `false` for an edge that is declared but not live.
    public var resolved: Bool
    /// Where in source the edge was made, if the snapshot knows.
    public var place: SourcePlace?

    /// Creates a step from an edge of a snapshot.
    ///
    /// - Parameters:
    ///   - edge: The edge.
    ///   - names: The printed names of the snapshot's nodes.
    init(_ edge: Edge, names: NodeNames) {
        from = edge.from
        fromName = names.name(of: edge.from)
        to = edge.to
        toName = names.name(of: edge.to)
        kind = edge.kind
        label = edge.label
        reference = edge.reference
        resolved = edge.resolved
        place = edge.place
    }

    /// Whether the reference is weak or unowned.
    public var isWeak: Bool { reference == .weak || reference == .unowned }

    /// `→ depends on B (label, weak)`, read from the start node.
    func outgoingText(_ style: InspectStyle) -> String {
        "\(style.arrow) \(kind.outgoingPhrase) \(TextOutput.safe(toName))\(suffix(style))"
    }

    /// `← depended on by A (label)`, read from the end node.
    func incomingText(_ style: InspectStyle) -> String {
        "\(style.backArrow) \(kind.incomingPhrase) \(TextOutput.safe(fromName))\(suffix(style))"
    }

    private func suffix(_ style: InspectStyle) -> String {
        var parts: [String] = []
        if let label, !label.isEmpty { parts.append(TextOutput.safe(label)) }
        if let reference, reference != .strong { parts.append(reference.rawValue) }
        if !resolved { parts.append("declared") }
        let facts = parts.isEmpty ? "" : " " + style.paint("(\(parts.joined(separator: ", ")))", .muted)
        return facts + TextOutput.placeText(place, style)
    }
}
