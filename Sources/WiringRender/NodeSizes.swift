import CTextMetrics
import WiringModel

/// How big Graphviz will draw each node and the legend, worked out before layout from the same
/// label rows `NodeLabel` and `LegendLabel` write and the same text widths the renderer's text
/// layout plugin measures with (`CTextMetrics`), so a layout can be shaped before it is made.
enum NodeSizes {
    /// A node's drawn size in points: `NodeLabel`'s rows, the node's margins (0.12 × 0.06 in) and
    /// Graphviz's smallest node (0.75 × 0.5 in).
    static func size(of node: Node, in diagram: Diagram) -> (width: Double, height: Double) {
        var lines: [(text: String, size: Double, bold: Bool)] = []
        if !diagram.compact { lines.append(("«\(NodeLabel.caption(of: node))»", 8, false)) }
        lines.append((node.displayName, 11, true))
        let facts = NodeLabel.facts(of: node, in: diagram)
        if !facts.isEmpty { lines.append((facts.joined(separator: " · "), 9, false)) }
        if diagram.showsPorts && !node.ports.isEmpty {
            for port in node.ports.prefix(NodeLabel.maxPorts) {
                lines.append(("\(port.name): \(TypeName.unqualified(port.type))", 9, false))
            }
            if node.ports.count > NodeLabel.maxPorts { lines.append(("+\(node.ports.count - NodeLabel.maxPorts) more ports", 9, false)) }
        }
        var width = 0.0
        var height = 0.0
        for line in lines {
            width = max(width, textWidth(line.text, size: line.size, bold: line.bold))
            // Each cell's padding (1 pt a side) and its line.
            height += wiring_text_line_height(line.size) + 2
        }
        return (max(54, width + 2 * 8.64 + 4), max(36, height + 2 * 4.32 + 4))
    }

    /// The advance width of text in points, as the text layout plugin measures it.
    static func textWidth(_ text: String, size: Double, bold: Bool) -> Double {
        text.withCString { wiring_text_width($0, size, bold ? 1 : 0) }
    }
}
