import WiringModel
import WiringPlatform

/// Writes one self-contained interactive page: the Graphviz SVG inline, with
/// pan, zoom, search and a panel listing a node's ports and neighbours.
///
/// The page loads nothing from the network (its content security policy
/// forbids it). The graph travels as JSON in a `<script type="application/json">`
/// element, escaped so no name can close the element; the script only ever
/// writes names with `textContent`.
struct HTMLPageWriter {
    /// The page for a diagram and its SVG.
    ///
    /// - Parameters:
    ///   - svg: Graphviz's SVG output for the diagram.
    ///   - diagram: The diagram, for the embedded data.
    ///   - overlay: For a diff: each part's side and each crossing's verdict, which add the
    ///     before / diff / after switch and the verdicts in the panel.
    /// - Returns: The HTML document.
    func page(svg: String, diagram: Diagram, overlay: DiffOverlay? = nil, details: [DetailView] = []) -> String {
        var views = ViewTable(first: diagram)
        for view in details { views.add(view) }
        let title = TextEscaping.html(diagram.title ?? "Wiring diagram")
        let notes = Self.notes(diagram.notes)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            \(HTMLPageAssets.css)
            </style>
            </head>
            <body>
            <header>
            <h1>\(title)</h1>
            <input id="search" type="search" placeholder="Search nodes (type, name or id)" autocomplete="off" aria-label="Search nodes">
            <span id="search-count"></span>
            \(overlay == nil ? "" : Self.sideSwitch)\(details.isEmpty ? "" : "\n" + Self.backButton)
            <span class="buttons"><button id="zoom-in" title="Zoom in">+</button><button id="zoom-out" title="Zoom out">−</button><button id="zoom-fit" title="Fit to window">Fit</button></span>
            </header>
            \(notes)
            <main>
            <div id="canvas">
            \(inlineSVG(svg))
            </div>
            <aside id="panel"><p class="hint">Click a node to see its ports, dependencies and dependents. Drag to pan, scroll to zoom, Esc to clear.</p></aside>
            </main>
            <script type="application/json" id="wiring-data">\(graphJSON(diagram, overlay: overlay, views: views, id: Self.firstViewID))</script>\(details.map { view in
                "\n<template id=\"\(view.id)\">\(inlineSVG(view.svg))</template>"
                    + "<script type=\"application/json\" id=\"\(view.id)-data\">\(graphJSON(view.diagram, overlay: nil, views: views, id: view.id))</script>"
            }.joined())
            <script>
            \(HTMLPageAssets.script)
            </script>
            </body>
            </html>

            """
    }

    /// What the renderer decided, above the drawing: one note as a line, more folded under the
    /// first so the drawing keeps the height of the window.
    static func notes(_ notes: [String]) -> String {
        let lines = notes.map { "<p class=\"note\">\(TextEscaping.html($0))</p>" }
        guard lines.count > 1, let first = notes.first else { return lines.joined() }
        return "<details class=\"notes\"><summary class=\"note\">\(TextEscaping.html(first)) "
            + "<span class=\"more\">(\(notes.count - 1) more)</span></summary>\(lines.dropFirst().joined())</details>"
    }

    /// The id of a page's first view.
    static let firstViewID = "main"

    /// A view a box opens (see `GraphvizRenderer.views(openedFrom:options:)`): drawn, with its data.
    struct DetailView {
        /// `detail-N`: the ids of its `<template>` and, with `-data`, of its data.
        var id: String
        /// The id of the box that opens it, a node of the parent view.
        var group: String
        /// The id of the view that box is in.
        var parent: String
        var diagram: Diagram
        var svg: String
    }

    /// Which view each group of the levels opens, and each view's place in the breadcrumb.
    struct ViewTable {
        var viewOfGroup: [Int: String] = [:]
        var parentOf: [String: (view: String, group: String)] = [:]
        var titles: [String: String] = [:]

        init(first: Diagram) {
            if let group = first.view?.group { viewOfGroup[group] = HTMLPageWriter.firstViewID }
            titles[HTMLPageWriter.firstViewID] = first.title ?? ""
        }

        mutating func add(_ view: DetailView) {
            if let group = view.diagram.view?.group { viewOfGroup[group] = view.id }
            parentOf[view.id] = (view.parent, view.group)
            titles[view.id] = view.diagram.title ?? ""
        }

        /// The views from the first down to one, the first first.
        func path(to id: String) -> [String] {
            var result = [id]
            var seen: Set<String> = [id]
            while let parent = parentOf[result[0]]?.view, seen.insert(parent).inserted { result.insert(parent, at: 0) }
            return result
        }
    }

    /// The button that leads back from a group's inside to the overview.
    static let backButton = """
        <span class="crumbs"><button id="back" hidden title="Back to the overview">← Overview</button><span id="view-title"></span></span>
        """

    /// The before / diff / after switch of a diff page.
    static let sideSwitch = """
        <span class="sides" role="group" aria-label="Show"><button data-side="before" title="The earlier snapshot, on the same positions">Before</button>\
        <button data-side="diff" class="active" title="Both, changes marked">Diff</button>\
        <button data-side="after" title="The later snapshot, on the same positions">After</button></span>
        """

    /// The SVG element alone, without the XML declaration, doctype and generator comments.
    private func inlineSVG(_ svg: String) -> String {
        guard let start = svg.firstRange(of: "<svg") else { return "" }
        return String(svg[start.lowerBound...])
    }

    /// The diagram's nodes and edges as script-safe JSON.
    private func graphJSON(_ diagram: Diagram, overlay: DiffOverlay?, views: ViewTable, id: String) -> String {
        // `place` is `path/File.swift:12`, the side panel's "where".
        struct PortData: Encodable { var name, type, origin: String; var made: Bool; var place: String? }
        struct NodeData: Encodable {
            var id, element, name, type, kind: String
            var parent, key, life, place: String?
            var resolved: Bool
            var folded: Int?
            var ports: [PortData]
            var side, cluster: String?
            /// The view a box opens; for a stub, the group it stands for and that group's view.
            var detail, stub, stubView: String?
            /// For a box: how many nodes it stands for.
            var members: Int?
        }
        struct EdgeData: Encodable {
            var id, element, from, to, kind: String
            var label, place: String?
            var resolved: Bool
            var side, mark, verdict, rule: String?
            /// How many edges the line stands for, and where they are written.
            var count: Int?
            var places: [String]?
        }
        struct Crumb: Encodable { var view, title: String }
        struct GraphData: Encodable {
            var title: String?
            var diff: Bool
            var view: String
            var parentView, group: String?
            var path: [Crumb]
            var nodes: [NodeData]
            var edges: [EdgeData]
        }
        let index = GraphIndex(diagram.snapshot)
        let place = diagram.view
        let data = GraphData(
            title: diagram.title, diff: overlay != nil, view: id, parentView: views.parentOf[id]?.view, group: views.parentOf[id]?.group,
            path: views.path(to: id).map { Crumb(view: $0, title: views.titles[$0] ?? "") },
            nodes: diagram.snapshot.nodes.map { node in
                NodeData(
                    id: node.id, element: TextEscaping.elementID("node", node.id), name: node.displayName, type: node.type,
                    kind: node.kind.rawValue, parent: node.parent, key: node.key, life: node.life,
                    place: node.place?.description, resolved: node.resolved, folded: diagram.folded[node.id],
                    ports: node.ports.map {
                        PortData(name: $0.name, type: $0.type, origin: $0.origin.rawValue, made: $0.made, place: $0.place?.description)
                    },
                    side: overlay?.nodeSides[node.id],
                    cluster: index.children[node.id, default: []].isEmpty ? nil : TextEscaping.elementID("cluster", node.id),
                    detail: place?.boxes[node.id].flatMap { views.viewOfGroup[$0] }, stub: node.attributes["stub"],
                    stubView: place?.stubs[node.id].flatMap { views.viewOfGroup[$0] },
                    members: place?.boxes[node.id] != nil ? node.attributes["members"].flatMap { Int($0) } : nil)
            },
            edges: diagram.snapshot.edges.map { edge in
                EdgeData(
                    id: edge.id, element: TextEscaping.elementID("edge", edge.id), from: edge.from, to: edge.to,
                    kind: edge.kind.rawValue, label: edge.label, place: edge.place?.description, resolved: edge.resolved,
                    side: overlay?.edgeSides[edge.id], mark: overlay?.marks[edge.id], verdict: overlay?.verdicts[edge.id],
                    rule: overlay?.rules[edge.id].flatMap { $0.isEmpty ? nil : $0 },
                    count: diagram.edgeCounts[edge.id], places: diagram.edgePlaces[edge.id].map { $0.map(\.description) })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding strings, numbers and booleans cannot fail.
        let json = (try? encoder.encode(data)) ?? Data("{}".utf8)
        return TextEscaping.scriptJSON(json)
    }
}
