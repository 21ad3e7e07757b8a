import WiringModel

extension GraphSnapshot {
    /// This snapshot with a source place on every node, port and edge, as if its app's code
    /// had `shift` more lines above every call: the same graph, moved in its files.
    ///
    /// - Parameter shift: Lines added above every call (0 for the original places).
    /// - Returns: The placed snapshot.
    public func placed(shiftedBy shift: Int = 0) -> GraphSnapshot {
        func file(of id: String) -> String {
            let name = id.split(separator: "/").last.map(String.init) ?? id
            return "Sources/App/\(TypeName.unqualified(name).filter { $0.isLetter || $0.isNumber }).swift"
        }
        let placedNodes = nodes.enumerated().map { number, node -> Node in
            var node = node
            node.place = SourcePlace(file: file(of: node.id), line: 10 + number + shift)
            node.ports = node.ports.enumerated().map { portNumber, port in
                var port = port
                port.place = SourcePlace(file: file(of: node.id), line: 20 + portNumber + shift)
                return port
            }
            return node
        }
        let placedEdges = edges.enumerated().map { number, edge -> Edge in
            var edge = edge
            edge.place = SourcePlace(file: file(of: edge.from), line: 30 + number + shift)
            return edge
        }
        var copy = self
        copy.setNodes(placedNodes)
        copy.setEdges(placedEdges)
        return copy
    }
}
