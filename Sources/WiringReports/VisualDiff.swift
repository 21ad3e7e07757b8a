import WiringCheck
import WiringDiff
import WiringModel

/// Both snapshots merged into one graph, with each node and edge marked by what happened to it:
/// the input for drawing a diff.
///
/// The merged graph holds every node and edge of either snapshot (a node in both takes its
/// later form). New crossings are drawn by verdict: one that needs review is the loudest mark;
/// one the baseline accepts although the rules forbid it, one the rules allow, and one the
/// baseline accepts with no rule speaking about it each have their own quieter mark. Unchanged
/// parts are context, drawn small and faint, so the eye goes to what changed.
public struct VisualDiff: Sendable {
    /// How loudly a node or edge is drawn. The raw values match the renderer's emphasis names.
    public enum Mark: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
        /// Unchanged, kept small and faint.
        case context
        /// Changed in place (fields or ports), or at the end of a crossing that needs no review.
        case normal
        /// Gone in the later snapshot.
        case removed
        /// New in the later snapshot.
        case added
        /// A new crossing the rules allow.
        case allowedCrossing
        /// A new crossing the baseline accepts and no rule speaks about.
        case acceptedCrossing
        /// A new crossing the rules forbid but the baseline accepts.
        case forbiddenAcceptedCrossing
        /// A new crossing that needs review (neither accepted nor allowed), or a node at either
        /// end of one. Without findings, every new crossing.
        case newCrossing

        public static func < (lhs: Mark, rhs: Mark) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// The mark of a new crossing with a verdict.
        ///
        /// - Parameter finding: The classified crossing.
        /// - Returns: `newCrossing` when it needs review, else the mark of its verdict.
        public static func of(_ finding: CrossingFinding) -> Mark {
            if finding.needsReview { return .newCrossing }
            if finding.verdict.classification == .allowed { return .allowedCrossing }
            return finding.verdict.classification == .forbidden ? .forbiddenAcceptedCrossing : .acceptedCrossing
        }

        /// Whether the mark is one of a new crossing's.
        public var isCrossing: Bool { self >= .allowedCrossing }
    }

    /// The union of both snapshots.
    public let snapshot: GraphSnapshot
    /// The earlier snapshot.
    public let before: GraphSnapshot
    /// The later snapshot.
    public let after: GraphSnapshot
    /// The mark of every node, by node id.
    public let nodeMarks: [String: Mark]
    /// The mark of every edge, by `Edge.id`.
    public let edgeMarks: [String: Mark]
    /// The classified new crossings, by `Edge.id` (empty when drawn without verdicts).
    public let findings: [String: CrossingFinding]

    /// Merges the two snapshots of a diff and marks the changes; every new crossing needs review.
    ///
    /// - Parameters:
    ///   - diff: The differences to draw.
    ///   - title: A title for the drawing.
    public init(_ diff: SnapshotDiff, title: String? = nil) {
        self.init(diff, findings: nil, title: title)
    }

    /// Merges the two snapshots of a judged diff and marks each new crossing by its verdict.
    ///
    /// - Parameters:
    ///   - report: The diff with its classified crossings.
    ///   - title: A title for the drawing.
    public init(_ report: DiffReport, title: String? = nil) {
        self.init(report.diff, findings: report.findings, title: title)
    }

    private init(_ diff: SnapshotDiff, findings: [CrossingFinding]?, title: String?) {
        before = diff.before
        after = diff.after
        var nodes: [String: Node] = [:]
        for node in diff.before.nodes { nodes[node.id] = node }
        for node in diff.after.nodes { nodes[node.id] = node }
        var edges: [String: Edge] = [:]
        for edge in diff.before.edges { edges[edge.id] = edge }
        for edge in diff.after.edges { edges[edge.id] = edge }
        snapshot = GraphSnapshot(
            nodes: Array(nodes.values), edges: Array(edges.values), source: diff.after.source ?? diff.before.source,
            title: title ?? diff.after.title)

        var nodeMarks = Dictionary(uniqueKeysWithValues: nodes.keys.map { ($0, Mark.context) })
        var edgeMarks = Dictionary(uniqueKeysWithValues: edges.keys.map { ($0, Mark.context) })
        func raise(_ marks: inout [String: Mark], _ id: String, to mark: Mark) {
            if let current = marks[id], current < mark { marks[id] = mark }
        }
        for change in diff.changedNodes { raise(&nodeMarks, change.id, to: .normal) }
        for change in diff.portChanges { raise(&nodeMarks, change.nodeID, to: .normal) }
        for change in diff.changedEdges { raise(&edgeMarks, change.id, to: .normal) }
        for node in diff.removedNodes { raise(&nodeMarks, node.id, to: .removed) }
        for edge in diff.removedEdges { raise(&edgeMarks, edge.id, to: .removed) }
        for crossing in diff.removedCrossings { raise(&edgeMarks, crossing.id, to: .removed) }
        for node in diff.addedNodes { raise(&nodeMarks, node.id, to: .added) }
        for edge in diff.addedEdges { raise(&edgeMarks, edge.id, to: .added) }
        let judged = findings ?? diff.newCrossings.map { CrossingFinding(crossing: $0, verdict: .unclassified, accepted: false) }
        for finding in judged {
            let mark = Mark.of(finding)
            raise(&edgeMarks, finding.crossing.id, to: mark)
            let endMark: Mark = mark == .newCrossing ? .newCrossing : .normal
            raise(&nodeMarks, finding.crossing.from.id, to: endMark)
            raise(&nodeMarks, finding.crossing.to.id, to: endMark)
        }
        self.findings = findings.map { Dictionary($0.map { ($0.crossing.id, $0) }, uniquingKeysWith: { first, _ in first }) } ?? [:]
        self.nodeMarks = nodeMarks
        self.edgeMarks = edgeMarks
    }

    /// The nodes of the changed neighbourhood: every node that changed or ends a changed edge,
    /// the nodes up to `depth` edges from them (either direction), and, when asked, their
    /// enclosing nodes so clusters keep their frames.
    ///
    /// - Parameters:
    ///   - depth: How many edges away from a change to keep nodes (0: only the changes).
    ///   - enclosing: Whether to add the enclosing nodes of every kept node.
    /// - Returns: Node ids of the merged graph.
    public func changedNeighbourhood(depth: Int, enclosing: Bool = true) -> Set<String> {
        let index = GraphIndex(snapshot)
        var kept = Set(nodeMarks.filter { $0.value != .context }.map(\.key))
        for edge in snapshot.edges where edgeMarks[edge.id, default: .context] != .context {
            kept.insert(edge.from)
            kept.insert(edge.to)
        }
        var frontier = Array(kept).sorted()
        for _ in 0..<max(depth, 0) where !frontier.isEmpty {
            var next: [String] = []
            for id in frontier {
                for edge in index.outgoing[id, default: []] where kept.insert(edge.to).inserted { next.append(edge.to) }
                for edge in index.incoming[id, default: []] where kept.insert(edge.from).inserted { next.append(edge.from) }
            }
            frontier = next
        }
        if enclosing {
            for id in kept { kept.formUnion(index.ancestors(of: id)) }
        }
        return kept
    }
}
