import WiringReports
import WiringModel

/// What the HTML page of a diff adds to a drawing: which side each node and edge exists on, for
/// flipping between before and after, and each new crossing's verdict and rule, for the panel.
struct DiffOverlay: Sendable {
    /// `added` (only after) or `removed` (only before), by node id; absent when in both.
    var nodeSides: [String: String] = [:]
    /// The same by `Edge.id`.
    var edgeSides: [String: String] = [:]
    /// The verdict of each new crossing in a few words, by `Edge.id`.
    var verdicts: [String: String] = [:]
    /// The deciding rule of each new crossing, by `Edge.id`.
    var rules: [String: String] = [:]
    /// The mark of each edge (`newCrossing`, `added`, …), by `Edge.id`.
    var marks: [String: String] = [:]

    /// The overlay of a visual diff.
    init(_ visual: VisualDiff) {
        let beforeNodes = Set(visual.before.nodes.map(\.id)), afterNodes = Set(visual.after.nodes.map(\.id))
        let beforeEdges = Set(visual.before.edges.map(\.id)), afterEdges = Set(visual.after.edges.map(\.id))
        for node in visual.snapshot.nodes {
            if !beforeNodes.contains(node.id) { nodeSides[node.id] = "added" }
            if !afterNodes.contains(node.id) { nodeSides[node.id] = "removed" }
        }
        for edge in visual.snapshot.edges {
            if !beforeEdges.contains(edge.id) { edgeSides[edge.id] = "added" }
            if !afterEdges.contains(edge.id) { edgeSides[edge.id] = "removed" }
        }
        for (id, finding) in visual.findings {
            verdicts[id] = GraphvizDiffDrawing.verdict(finding)
            rules[id] = finding.verdict.reason
        }
        // Without findings (a plain `VisualDiff(diff)`), every new crossing needs review.
        for (id, mark) in visual.edgeMarks where mark == .newCrossing && verdicts[id] == nil {
            verdicts[id] = "needs review"
        }
        marks = visual.edgeMarks.filter { $0.value != .context }.mapValues(\.rawValue)
    }
}
