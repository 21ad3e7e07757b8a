import WiringModel

/// The visual language of a diagram: shape and colours per node kind, line
/// per edge kind, and how emphasis and unresolved parts change them.
///
/// Kept apart from the model so the look can change without touching what is drawn.
struct DiagramStyle: Sendable {
    /// How one kind of node looks.
    struct NodeLook: Sendable {
        /// The Graphviz shape.
        var shape: String
        /// Fill colour.
        var fill: String
        /// Border and caption colour.
        var border: String
        /// Extra Graphviz styles (`rounded`).
        var styles: [String] = []
    }

    /// How the cluster around an enclosing node looks.
    struct ClusterLook: Sendable {
        /// Background colour.
        var fill: String
        /// Frame colour.
        var border: String
    }

    /// How one kind of edge looks.
    struct EdgeLook: Sendable {
        /// Line colour.
        var color: String
        /// The arrowhead at the end node.
        var arrowhead: String
        /// The arrow tail at the start node, if any.
        var arrowtail: String?
        /// A glyph for the legend.
        var legendGlyph: String
    }

    /// How an emphasis changes a node or edge (`nil` fields keep the kind's look).
    struct EmphasisLook: Sendable {
        /// Line or border colour.
        var color: String?
        /// Text colour.
        var fontColor: String?
        /// Fill colour for nodes.
        var fill: String?
        /// Line width.
        var penWidth: Double?
        /// Extra style (`dashed`, `bold`).
        var style: String?
        /// Font size, for `context`.
        var fontSize: Double?
        /// What the legend calls it.
        var legend: String
    }

    /// Looks per node kind.
    var nodes: [NodeKind: NodeLook]
    /// Looks per enclosing node kind.
    var clusters: [NodeKind: ClusterLook]
    /// Looks per edge kind.
    var edges: [EdgeKind: EdgeLook]
    /// Looks per emphasis other than `normal`.
    var emphasis: [Emphasis: EmphasisLook]
    /// The colour of unresolved parts.
    var faded = "#9e9e9e"
    /// The fill of unresolved nodes.
    var fadedFill = "#f7f7f7"
    /// The font of every label.
    var fontName = "Helvetica"

    /// The standard look: blues for the composing boundaries, green for plain
    /// boundaries, purple for plugins, amber for adapters, teal for services.
    static let standard = DiagramStyle(
        nodes: [
            .root: NodeLook(shape: "folder", fill: "#d7e5f6", border: "#1f4e79"),
            .container: NodeLook(shape: "tab", fill: "#e2edf9", border: "#2e6da4"),
            .boundary: NodeLook(shape: "box", fill: "#e8f5eb", border: "#2f7d4a", styles: ["rounded"]),
            .adapter: NodeLook(shape: "component", fill: "#fdf0dc", border: "#b06d00"),
            .plugin: NodeLook(shape: "box", fill: "#f1eafa", border: "#6a3d9a", styles: ["diagonals"]),
            .box: NodeLook(shape: "box3d", fill: "#ececec", border: "#555555"),
            .service: NodeLook(shape: "box", fill: "#dff2f3", border: "#00707a", styles: ["rounded"]),
            .object: NodeLook(shape: "box", fill: "#ffffff", border: "#555555"),
            .package: NodeLook(shape: "folder", fill: "#eeeeee", border: "#424242"),
            .module: NodeLook(shape: "component", fill: "#fff8e1", border: "#8d6e00"),
        ],
        clusters: [
            .root: ClusterLook(fill: "#f5f8fd", border: "#1f4e79"),
            .container: ClusterLook(fill: "#fbfdff", border: "#2e6da4"),
            .box: ClusterLook(fill: "#f8f8f8", border: "#777777"),
            .package: ClusterLook(fill: "#f7f7f7", border: "#424242"),
            .module: ClusterLook(fill: "#fffdf5", border: "#8d6e00"),
        ],
        edges: [
            .dependency: EdgeLook(color: "#37474f", arrowhead: "normal", legendGlyph: "──▶"),
            .plugin: EdgeLook(color: "#6a3d9a", arrowhead: "odiamond", legendGlyph: "──◇"),
            .adapts: EdgeLook(color: "#b06d00", arrowhead: "empty", legendGlyph: "──▷"),
            .resolves: EdgeLook(color: "#00707a", arrowhead: "vee", legendGlyph: "──›"),
            .holds: EdgeLook(color: "#555555", arrowhead: "normal", arrowtail: "diamond", legendGlyph: "◆─▶"),
            .depends: EdgeLook(color: "#8d6e00", arrowhead: "normal", legendGlyph: "──▶"),
            .imports: EdgeLook(color: "#5d4037", arrowhead: "open", legendGlyph: "┄┄▷"),
        ],
        emphasis: [
            .added: EmphasisLook(color: "#2e7d32", fontColor: "#1b5e20", fill: "#e3f6e4", penWidth: 2.5, style: "bold", legend: "added"),
            .removed: EmphasisLook(
                color: "#b0b0b0", fontColor: "#9e9e9e", fill: "#f5f5f5", penWidth: 1, style: "dashed", legend: "removed"),
            .newCrossing: EmphasisLook(
                color: "#d50000", fontColor: "#b71c1c", fill: "#ffebee", penWidth: 4.5, style: "bold", legend: "new crossing: needs review"),
            .forbiddenAcceptedCrossing: EmphasisLook(
                color: "#e65100", fontColor: "#bf360c", penWidth: 3, style: "dashed", legend: "new crossing: forbidden, accepted"),
            .acceptedCrossing: EmphasisLook(
                color: "#6a1b9a", fontColor: "#4a148c", penWidth: 2.5, style: "dashed", legend: "new crossing: accepted, no rule"),
            .allowedCrossing: EmphasisLook(color: "#1565c0", fontColor: "#0d47a1", penWidth: 2.5, legend: "new crossing: allowed"),
            .context: EmphasisLook(
                color: "#cfcfcf", fontColor: "#9e9e9e", fill: "#fafafa", penWidth: 0.7, fontSize: 9, legend: "context"),
        ]
    )

    /// The standard look for a drawing pinned to another's positions: unchanged nodes keep
    /// their size (context is faded, not shrunk), so every node keeps its place and its frame.
    static let pinned: DiagramStyle = {
        var style = DiagramStyle.standard
        style.emphasis[.context]?.fontSize = nil
        return style
    }()

    /// The look of a node kind.
    func look(for kind: NodeKind) -> NodeLook { nodes[kind] ?? NodeLook(shape: "box", fill: "#ffffff", border: "#555555") }

    /// The look of a cluster around a node kind.
    func clusterLook(for kind: NodeKind) -> ClusterLook { clusters[kind] ?? ClusterLook(fill: "#f8f8f8", border: "#777777") }

    /// The look of an edge kind.
    func look(for kind: EdgeKind) -> EdgeLook { edges[kind] ?? EdgeLook(color: "#555555", arrowhead: "normal", legendGlyph: "──▶") }
}
