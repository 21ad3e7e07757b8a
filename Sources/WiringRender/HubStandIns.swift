import WiringModel

/// The stand-ins of a view (nodes outside it, attribute `stub`) that lines join to a third or more of
/// what the view draws, and the view drawn without those lines.
///
/// A view of 43 factories that the feature modules use, and that use the features' components in
/// turn, draws one stand-in (`*Feature`) with 80 lines to and from nearly every factory: `dot` gives
/// every line a lane of its own through each rank it crosses, so the factories come out one per row
/// however they are staggered (1,887 × 1,434 points). Each of those lines says only that the factory
/// is joined to something outside the view, which the stand-in's own box and the note say once. Without
/// them the factories are parts no line joins, which the layout stacks in columns (`LayoutShaper`).
enum HubStandIns {
    /// A stand-in joined to many of a view's nodes, and how many.
    struct Hub: Equatable {
        var id: String
        var joined: Int
        var lines: Int
    }

    /// The stand-ins of a view's diagram that lines join to a third or more
    /// (`LargeGraphPolicy.hubShare`) of the nodes it draws, and to at least
    /// `LargeGraphPolicy.hubMinimumUsers` of them, the most joined first.
    static func hubs(of diagram: Diagram) -> [Hub] {
        guard diagram.view != nil else { return [] }
        let snapshot = diagram.snapshot
        let parents = Set(snapshot.nodes.lazy.compactMap(\.parent))
        let standIns = Set(snapshot.nodes.lazy.filter { $0.attributes["stub"] != nil }.map(\.id))
        let drawn = snapshot.nodes.filter { !standIns.contains($0.id) && !parents.contains($0.id) }.count
        guard !standIns.isEmpty, drawn > 1 else { return [] }
        var joined: [String: Set<String>] = [:]
        var lines: [String: Int] = [:]
        for edge in snapshot.edges where standIns.contains(edge.from) != standIns.contains(edge.to) {
            let (standIn, other) = standIns.contains(edge.from) ? (edge.from, edge.to) : (edge.to, edge.from)
            joined[standIn, default: []].insert(other)
            lines[standIn, default: 0] += 1
        }
        let needed = max(LargeGraphPolicy.hubMinimumUsers, Int((LargeGraphPolicy.hubShare * Double(drawn)).rounded(.up)))
        return joined.filter { $0.value.count >= needed }
            .map { Hub(id: $0.key, joined: $0.value.count, lines: lines[$0.key] ?? 0) }
            .sorted { $0.joined != $1.joined ? $0.joined > $1.joined : $0.id < $1.id }
    }

    /// The diagram without the lines of its hub stand-ins (`hubs(of:)`), what was left out said in
    /// one line of its legend; `nil` when it has none.
    static func apart(_ diagram: Diagram) -> Diagram? {
        let hubs = hubs(of: diagram)
        guard !hubs.isEmpty else { return nil }
        let ids = Set(hubs.map(\.id))
        var apart = diagram
        apart.snapshot.setEdges(diagram.snapshot.edges.filter { !ids.contains($0.from) && !ids.contains($0.to) })
        let drawn = Set(apart.snapshot.edges.map(\.id))
        apart.edgeCounts = apart.edgeCounts.filter { drawn.contains($0.key) }
        apart.edgePlaces = apart.edgePlaces.filter { drawn.contains($0.key) }
        apart.edgeEmphasis = apart.edgeEmphasis.filter { drawn.contains($0.key) }
        apart.moduleLinks = apart.moduleLinks.filter { drawn.contains($0.key) }
        let names = Dictionary(diagram.snapshot.nodes.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        apart.notes.append(note(hubs, names: names))
        return apart
    }

    /// The legend's one line for the stand-ins whose lines are left out.
    static func note(_ hubs: [Hub], names: [String: String]) -> String {
        let lines = hubs.reduce(0) { $0 + $1.lines }
        let lineCount = lines == 1 ? "line is" : "\(lines) lines are"
        if hubs.count == 1, let hub = hubs.first {
            return "\(names[hub.id] ?? hub.id) (outside this view) is joined to \(hub.joined) of the nodes drawn; its \(lineCount) not drawn"
        }
        return "\(listed(hubs.map { names[$0.id] ?? $0.id })) (outside this view) are joined to "
            + "\(listed(hubs.map { String($0.joined) })) of the nodes drawn; their \(lineCount) not drawn"
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
