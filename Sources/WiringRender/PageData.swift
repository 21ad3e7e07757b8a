import WiringModel
import WiringPlatform

/// The data the page's script reads: the whole graph, each view as indices into it, and the
/// colours of the drawing, as JSON; and the views' SVG but the first, as one text.
///
/// Names travel only in the JSON, which `TextEscaping.scriptJSON` keeps from closing its element;
/// the SVG text is Graphviz's, whose names are escaped markup.
struct PageData: Encodable {
    struct Port: Encodable { var name, type, origin: String; var made: Bool; var place: String? }

    struct GraphNode: Encodable {
        var id, name, type, kind: String
        /// The name of the module the node is in (its nearest module, or the module its type names).
        var module: String?
        var key, life, place, declared: String?
        var resolved: Bool
        var ports: [Port]
        var attributes: [String: String]?
        /// For a diff: `added` or `removed`.
        var side: String?
    }

    struct GraphEdge: Encodable {
        /// Node indices.
        var from, to: Int
        var kind: String
        var label, place, reference: String?
        var resolved: Bool
        var side, mark, verdict, rule: String?
    }

    struct ViewNode: Encodable {
        /// The SVG element's id.
        var element, id, name, kind: String
        /// The graph node this one is, if it is one.
        var node: Int?
        /// For a box: the graph nodes it stands for.
        var members: [Int]?
        /// The view this box opens into.
        var opens: Int?
        /// The cluster drawn around it, when it encloses others in this view.
        var cluster: String?
        var resolved: Bool
    }

    struct ViewEdge: Encodable {
        var element: String
        /// View node indices.
        var from, to: Int
        var kind: String
        var label: String?
        /// The graph edge this one is, if it is one.
        var edge: Int?
        /// The kinds of the graph edges it stands for, when more than its own (a module's
        /// declared dependency drawn for its imports as well).
        var kinds: [String]?
        var link: String?
    }

    struct View: Encodable {
        var key: String
        var title: String?
        var parent: Int?
        /// Where the view's SVG is in the views text, in UTF-16 units (`start`, `length`); `nil`
        /// for the first view, drawn in the page itself.
        var svg: [Int]?
        var nodes: [ViewNode]
        var edges: [ViewEdge]
    }

    struct Look: Encodable {
        var nodes: [String: [String]]
        var edges: [String: String]
    }

    var title: String?
    var diff: Bool
    var nodes: [GraphNode]
    var edges: [GraphEdge]
    var views: [View]
    var look: Look
}

extension PageData {
    /// The data of a page, and the SVG text of its views but the first.
    static func make(_ content: PageContent, overlay: DiffOverlay?) -> (data: PageData, viewsText: String) {
        let graph = content.graph
        let index = GraphIndex(graph)
        var nodeNumber: [String: Int] = [:]
        for (number, node) in graph.nodes.enumerated() { nodeNumber[node.id] = number }
        var edgeNumber: [String: Int] = [:]
        for (number, edge) in graph.edges.enumerated() where edgeNumber[edge.id] == nil { edgeNumber[edge.id] = number }
        let nodes = graph.nodes.map { node in
            GraphNode(
                id: node.id, name: node.displayName, type: node.type, kind: node.kind.rawValue,
                module: moduleName(of: node, index: index), key: node.key, life: node.life,
                place: node.place?.description, declared: node.declared?.description, resolved: node.resolved,
                ports: node.ports.map { Port(name: $0.name, type: $0.type, origin: $0.origin.rawValue, made: $0.made, place: $0.place?.description) },
                attributes: node.attributes.isEmpty ? nil : node.attributes, side: overlay?.nodeSides[node.id])
        }
        let edges = graph.edges.map { edge in
            GraphEdge(
                from: nodeNumber[edge.from] ?? 0, to: nodeNumber[edge.to] ?? 0, kind: edge.kind.rawValue, label: edge.label,
                place: edge.place?.description, reference: edge.reference?.rawValue, resolved: edge.resolved,
                side: overlay?.edgeSides[edge.id], mark: overlay?.marks[edge.id], verdict: overlay?.verdicts[edge.id],
                rule: overlay?.rules[edge.id].flatMap { $0.isEmpty ? nil : $0 })
        }
        var viewsText = ""
        var offset = 0
        var views: [View] = []
        for (number, view) in content.views.enumerated() {
            var place: [Int]?
            if number > 0 {
                let svg = drawing(view.svg)
                let length = svg.utf16.count
                place = [offset, length]
                viewsText += svg
                offset += length
            }
            views.append(viewData(view, svg: place, nodeNumber: nodeNumber, edgeNumber: edgeNumber))
        }
        let style = DiagramStyle.standard
        let look = Look(
            nodes: Dictionary(uniqueKeysWithValues: NodeKind.allCases.map { kind in
                let look = style.look(for: kind)
                return (kind.rawValue, [look.fill, look.border])
            }),
            edges: Dictionary(uniqueKeysWithValues: EdgeKind.allCases.map { ($0.rawValue, style.look(for: $0).color) }))
        let data = PageData(
            title: content.views.first?.diagram.title ?? graph.title, diff: overlay != nil,
            nodes: nodes, edges: edges, views: views, look: look)
        return (data, viewsText)
    }

    /// One view as indices into the graph.
    private static func viewData(
        _ view: PageContent.View, svg: [Int]?, nodeNumber: [String: Int], edgeNumber: [String: Int]
    ) -> View {
        let snapshot = view.diagram.snapshot
        let index = GraphIndex(snapshot)
        var viewNumber: [String: Int] = [:]
        for (number, node) in snapshot.nodes.enumerated() { viewNumber[node.id] = number }
        let nodes = snapshot.nodes.map { node in
            let members = view.members[node.id]
            return ViewNode(
                element: TextEscaping.elementID("node", node.id), id: node.id, name: node.displayName, kind: node.kind.rawValue,
                node: node.attributes["stub"] == nil ? nodeNumber[node.id] : nil,
                members: members.map { $0.compactMap { nodeNumber[$0] } },
                opens: view.opens[node.id],
                cluster: index.children[node.id, default: []].isEmpty ? nil : TextEscaping.elementID("cluster", node.id),
                resolved: node.resolved)
        }
        let edges = snapshot.edges.map { edge in
            let link = view.diagram.moduleLinks[edge.id]
            return ViewEdge(
                element: TextEscaping.elementID("edge", edge.id), from: viewNumber[edge.from] ?? 0, to: viewNumber[edge.to] ?? 0,
                kind: edge.kind.rawValue, label: edge.label, edge: edgeNumber[edge.id],
                kinds: link == .declaredAndImported ? [EdgeKind.depends.rawValue, EdgeKind.imports.rawValue] : nil,
                link: link?.rawValue)
        }
        return View(key: view.key, title: view.diagram.title, parent: view.parent, svg: svg, nodes: nodes, edges: edges)
    }

    /// The module a node is in, for the page's filter: the nearest module around it (itself for
    /// a module), else the module its type names.
    static func moduleName(of node: Node, index: GraphIndex) -> String? {
        if node.kind == .package { return nil }
        if node.kind == .module { return node.displayName }
        var current = node
        var seen: Set<String> = [node.id]
        while let parentID = current.parent, seen.insert(parentID).inserted, let parent = index.nodesByID[parentID] {
            if parent.kind == .module { return parent.displayName }
            current = parent
        }
        let module = node.module
        return module.isEmpty ? nil : module
    }

    /// Graphviz's SVG as the page embeds it: the `<svg>` element alone, without the XML
    /// declaration, doctype, comments, `<title>` elements (Graphviz's own node names), the links
    /// Graphviz wraps round each node and edge to carry its tooltip (the page shows tooltips
    /// from its data) and the line breaks between tags, so the browser makes a third as many DOM
    /// nodes of it; empty if it could end a script element.
    static func drawing(_ svg: String) -> String {
        var svg = svg
        let kept: [UInt8] = svg.withUTF8 { bytes in
            guard let start = firstIndex(of: Array("<svg".utf8), in: bytes, from: 0) else { return [] }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count - start)
            let comment = Array("<!--".utf8), commentEnd = Array("-->".utf8)
            let title = Array("<title>".utf8), titleEnd = Array("</title>".utf8)
            let linkGroup = Array("<g id=\"a_".utf8), group = Array("<g".utf8), groupEnd = Array("</g>".utf8)
            let link = Array("<a ".utf8), linkEnd = Array("</a>".utf8)
            // Whether each open `<g>` is the group Graphviz puts round a link (left out with it).
            var groups: [Bool] = []
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    if matches(comment, in: bytes, at: index) {
                        index = (firstIndex(of: commentEnd, in: bytes, from: index + 4) ?? bytes.count - 3) + 3
                        continue
                    }
                    if matches(title, in: bytes, at: index) {
                        index = (firstIndex(of: titleEnd, in: bytes, from: index + 7) ?? bytes.count - 8) + 8
                        continue
                    }
                    let isLinkGroup = matches(linkGroup, in: bytes, at: index)
                    if isLinkGroup || matches(group, in: bytes, at: index) && index + 2 < bytes.count
                        && (bytes[index + 2] == 0x20 || bytes[index + 2] == UInt8(ascii: ">")) {
                        groups.append(isLinkGroup)
                    }
                    let closesLinkGroup = matches(groupEnd, in: bytes, at: index) && (groups.popLast() ?? false)
                    if isLinkGroup || closesLinkGroup || matches(link, in: bytes, at: index) || matches(linkEnd, in: bytes, at: index) {
                        index = (firstIndex(of: [UInt8(ascii: ">")], in: bytes, from: index) ?? bytes.count - 1) + 1
                        continue
                    }
                }
                if byte == UInt8(ascii: "\r") { index += 1; continue }
                // White space between two tags is not drawn: left out.
                if isSpace(byte), result.last == UInt8(ascii: ">") {
                    var next = index
                    while next < bytes.count, isSpace(bytes[next]) { next += 1 }
                    if next == bytes.count || bytes[next] == UInt8(ascii: "<") {
                        index = next
                        continue
                    }
                }
                result.append(byte)
                index += 1
            }
            return result
        }
        // Graphviz writes every `<` of a name as `&lt;`, so only its own tags open, none of them a
        // script, and the text cannot end the script element that carries it; this makes sure of it,
        // reading the bytes as HTML does (a tag's name in ASCII letters of either case).
        return opensScript(kept) ? "" : String(decoding: kept, as: UTF8.self)
    }

    /// Whether the bytes hold `<script` or `</script`, letters in either case.
    private static func opensScript(_ bytes: [UInt8]) -> Bool {
        let name = Array("script".utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "<") {
            var start = index + 1
            if start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
            guard start + name.count <= bytes.count else { continue }
            // ASCII letters: setting 0x20 makes an upper-case letter lower-case.
            if name.indices.allSatisfy({ bytes[start + $0] | 0x20 == name[$0] }) { return true }
        }
        return false
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    private static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0] && matches(pattern, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }
}
