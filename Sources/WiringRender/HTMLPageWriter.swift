import WiringModel
import WiringPlatform

/// Writes one self-contained interactive page: an explorer of the graph, opening on the first
/// view drawn by Graphviz, with boxes that open in place, search, focus on a node's
/// neighbourhood, the path between two nodes, an edge's source lines, filters and a dependency
/// matrix (the script: `HTMLPageScript`).
///
/// The page loads nothing from the network (its content security policy forbids it). The graph
/// travels as JSON in a `<script type="application/json">` element, escaped so no name can close
/// the element, and the other views' SVG as text in a `<script type="text/plain">` element, read
/// only when a view opens; the script only ever writes names with `textContent`.
struct HTMLPageWriter {
    /// The page for a diagram and its SVG.
    ///
    /// - Parameters:
    ///   - svg: Graphviz's SVG output for the diagram.
    ///   - diagram: The diagram, for the embedded data.
    ///   - overlay: For a diff: each part's side and each crossing's verdict, which add the
    ///     before / diff / after switch and the verdicts in the panel.
    ///   - details: For an overview: each group's inside, drawn.
    ///   - graph: The whole graph the page explores (the diagram's own when `nil`).
    /// - Returns: The HTML document.
    func page(
        svg: String, diagram: Diagram, overlay: DiffOverlay? = nil, details: [DetailView] = [], graph: GraphSnapshot? = nil
    ) -> String {
        page(PageContent(graph: graph, diagram: diagram, svg: svg, details: details), overlay: overlay)
    }

    /// The page for a graph and its views.
    func page(_ content: PageContent, overlay: DiffOverlay? = nil) -> String {
        let first = content.views.first
        let title = TextEscaping.html(first?.diagram.title ?? "Wiring diagram")
        // The first view's notes; the page hides them while another view is shown (its legend has its own).
        let firstNotes = Self.notes(first?.diagram.notes ?? [])
        let notes = firstNotes.isEmpty ? "" : "<div id=\"notes\">\(firstNotes)</div>"
        let (data, viewsText) = PageData.make(content, overlay: overlay)
        let views = viewsText.isEmpty ? "" : "\n<script type=\"text/plain\" id=\"wiring-views\">\(viewsText)</script>"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <link rel="icon" href="data:,">
            <title>\(title)</title>
            <style>
            \(HTMLPageAssets.css)
            </style>
            </head>
            <body>
            <header>
            <h1>\(title)</h1>
            <nav id="crumbs" aria-label="Views"></nav>
            <span class="search-box"><input id="search" type="search" placeholder="Search (/)" autocomplete="off" aria-label="Search nodes" aria-controls="results" aria-expanded="false"><ul id="results" role="listbox" aria-label="Matching nodes" hidden></ul></span>
            <span id="search-count" aria-live="polite"></span>
            \(overlay == nil ? "" : Self.sideSwitch)
            \(Self.tools)
            </header>
            \(notes)
            <main>
            <div id="canvas" class="loading" tabindex="0" aria-label="Drawing: arrows pan, + and − zoom, F fits">
            \(PageData.drawing(first?.svg ?? ""))
            </div>
            <div id="matrix" hidden></div>
            <div id="status" aria-live="polite" hidden></div>
            <aside id="panel" tabindex="-1" aria-label="Details" hidden></aside>
            </main>
            <script type="application/json" id="wiring-data">\(TextEscaping.scriptJSON(Self.json(data)))</script>\(views)
            <script>
            \(HTMLPageScript.script)
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

    /// One view besides the first: drawn, with its data, opened by a click on its box.
    struct DetailView {
        /// `detail-N`: the view's id, for the page's hook.
        var id: String
        /// The id of the box that opens it, a node of the parent view.
        var group: String
        /// The id of the view that box is in (`main` for the first view).
        var parent: String
        var diagram: Diagram
        var svg: String
    }

    /// The buttons at the right of the header: matrix, filters, zoom and help.
    static let tools = """
        <span class="tools"><button id="matrix-toggle" aria-pressed="false" title="Rows and columns are this view's boxes; a cell counts the edges between them (M)">Matrix</button>\
        <details id="filters"><summary title="Show only some kinds and modules">Filter</summary><div id="filter-body"></div></details>\
        <button id="zoom-in" title="Zoom in (+)" aria-label="Zoom in">+</button><button id="zoom-out" title="Zoom out (−)" aria-label="Zoom out">−</button>\
        <button id="zoom-fit" title="The whole picture (F)">Fit</button>\
        <button id="help-button" aria-expanded="false" aria-controls="help" title="Keys and clicks">?</button></span>
        <div id="help" hidden><p>Click a box to open it (Shift-click for its details), a node for its details, an edge for the source lines behind it.</p>\
        <p><kbd>/</kbd> search · <kbd>Enter</kbd> focus on the first match · <kbd>[</kbd> <kbd>]</kbd> fewer or more hops · \
        <kbd>P</kbd> path from the selected node · <kbd>M</kbd> matrix · <kbd>F</kbd> fit · <kbd>+</kbd> <kbd>−</kbd> zoom · \
        arrows pan · <kbd>Backspace</kbd> back · <kbd>Esc</kbd> clear</p></div>
        """

    /// The before / diff / after switch of a diff page.
    static let sideSwitch = """
        <span class="sides" role="group" aria-label="Show"><button data-side="before" title="The earlier snapshot, on the same positions">Before</button>\
        <button data-side="diff" class="active" title="Both, changes marked">Diff</button>\
        <button data-side="after" title="The later snapshot, on the same positions">After</button></span>
        """

    /// The page's data as JSON, keys sorted so the same graph gives the same bytes.
    private static func json(_ data: PageData) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and booleans cannot fail.
        return (try? encoder.encode(data)) ?? Data("{}".utf8)
    }
}
