/// A Graphviz graph described in Swift, handed to `GraphvizContext` to build through cgraph.
///
/// Keeping the description free of C types lets the styling code be plain
/// Swift and keeps every C call in one file.
struct GraphDescription: Sendable {
    /// An attribute value: plain text (a Graphviz escString) or an HTML-like label.
    enum Value: Sendable, Hashable {
        /// Text; Graphviz quotes it when writing DOT.
        case text(String)
        /// An HTML-like label body, written between `<` and `>`.
        case html(String)
    }

    /// Attributes in the order they are set, so output is deterministic.
    typealias Attributes = [(name: String, value: Value)]

    /// A node of the graph.
    struct NodeItem: Sendable {
        /// The node's name in the graph.
        var name: String
        /// Its attributes.
        var attributes: Attributes
    }

    /// An edge between two named nodes.
    struct EdgeItem: Sendable {
        /// The name of the start node.
        var tail: String
        /// The name of the end node.
        var head: String
        /// Its attributes.
        var attributes: Attributes
    }

    /// A subgraph; a name starting with `cluster` draws it as a box.
    struct Subgraph: Sendable {
        /// The subgraph's name.
        var name: String
        /// Its attributes.
        var attributes: Attributes
        /// The names of the nodes directly inside.
        var nodeNames: [String]
        /// The subgraphs directly inside.
        var subgraphs: [Subgraph]
    }

    /// Graph attributes.
    var graphAttributes: Attributes = []
    /// Default attributes of every node.
    var nodeDefaults: Attributes = []
    /// Default attributes of every edge.
    var edgeDefaults: Attributes = []
    /// Every node, in output order.
    var nodes: [NodeItem] = []
    /// Every edge, in output order.
    var edges: [EdgeItem] = []
    /// The top-level subgraphs (clusters).
    var subgraphs: [Subgraph] = []
}
