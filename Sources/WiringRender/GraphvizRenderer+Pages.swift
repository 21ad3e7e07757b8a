import WiringModel
import WiringPlatform

extension GraphvizRenderer {
    /// One picture of `pages(_:format:options:)`: a file name and its bytes.
    public struct Page: Sendable {
        /// The file name, `index.svg` for the first view.
        public var name: String
        /// The picture (or, for `index.md`, the Markdown that shows them all).
        public var data: Data
    }

    /// The first view and one picture per box it (and the views it opens) holds, each box linked to
    /// its picture and each picture to the one it was opened from, for a README or a wiki.
    ///
    /// The first view is `index.svg` (or `.png`, `.pdf`); every other picture is named after the
    /// boxes that lead to it (`Feature-Login.svg`). `index.md` shows the first view and lists every
    /// picture, as Markdown viewers do not follow links inside pictures.
    ///
    /// - Parameters:
    ///   - snapshot: The graph to draw.
    ///   - format: `.svg` (links work in a browser), `.png` or `.pdf`.
    ///   - options: Filters and emphasis, as for `render(_:format:options:)`.
    /// - Returns: The pictures, the first view first, and `index.md` last.
    /// - Throws: `RenderError` as `render(_:format:options:)` does, and `RenderError.unsupportedPages` for other formats.
    public func pages(_ snapshot: GraphSnapshot, format: OutputFormat = .svg, options: RenderOptions = RenderOptions()) throws -> [Page] {
        guard format == .svg || format == .png || format == .pdf else { throw RenderError.unsupportedPages(format: format.rawValue) }
        let suffix = "." + format.fileExtension
        let names = PageNames(suffix: suffix)
        // An SVG picture is planned with its links, so the drawing planning lays out is the one written.
        let reuses = format == .svg
        var planning = options
        if reuses { planning.pageLinks = PageLinks(group: 0, depth: 0, backLink: nil) }
        var first = try DiagramPlanner.forLayout(snapshot, options: planning)
        var views = opened(from: first, options: options, format: reuses ? "svg" : nil, planning: reuses ? { parent, group, depth, views in
            names.name(views)
            var planning = options
            planning.pageLinks = PageLinks(group: group, depth: depth, backLink: names.backLink(to: parent))
            return planning
        } : nil)
        names.name(views)
        var viewOfBox: [String: [String: String]] = [:]
        for view in views { viewOfBox[view.parent, default: [:]][view.box] = view.id }
        func linked(_ diagram: Diagram, id: String, parent: String?) -> Diagram {
            var diagram = diagram
            diagram.links = [:]
            for (box, target) in viewOfBox[id] ?? [:] { diagram.links[box] = names.names[target]! + suffix }
            diagram.backLink = parent.flatMap(names.backLink(to:))
            return diagram
        }
        // The drawing planning wrote, its links filled in, when it is the linked diagram's; else laid out again.
        func picture(_ planned: Diagram, written: Data?, linked: Diagram, options: RenderOptions) throws -> Data {
            if let written, planned.backLink == linked.backLink,
               let data = PageLinks.filled(written, placeholders: planned.links, links: linked.links) {
                return data
            }
            return try laidOut(linked, format: format.rawValue, options: options)
        }
        let planned = first
        first = linked(first, id: HTMLPageWriter.firstViewID, parent: nil)
        var quiet = options
        quiet.progress = nil
        let written = reuses ? checked(planned, format: "svg", options: options) : nil
        var pages = [Page(name: "index" + suffix, data: try picture(planned, written: written, linked: first, options: options))]
        for index in views.indices {
            let planned = views[index].diagram
            views[index].diagram = linked(planned, id: views[index].id, parent: views[index].parent)
            let data = try picture(planned, written: views[index].planned.written, linked: views[index].diagram, options: quiet)
            pages.append(Page(name: names.names[views[index].id]! + suffix, data: data))
        }
        var markdown = "# \(MarkdownEscaping.text(first.title ?? "Wiring diagram"))\n\n![the first view](index\(suffix))\n"
        if !views.isEmpty {
            markdown += "\nEach box opens a picture of its own:\n\n"
            for view in views {
                markdown += String(repeating: "  ", count: max(0, (names.depths[view.id] ?? 1) - 1)) + "- [\(MarkdownEscaping.text(view.diagram.title ?? view.id))]"
                    + "(\(names.names[view.id]!)\(suffix))\n"
            }
        }
        pages.append(Page(name: "index.md", data: Data(markdown.utf8)))
        options.report("wrote \(pages.count - 1) pictures and index.md")
        return pages
    }

    /// The file name of each picture, from the titles on the way to its view, unique, given in the
    /// order the views are planned (breadth first), and the link back from each view to its parent's.
    final class PageNames {
        let suffix: String
        var names = [HTMLPageWriter.firstViewID: "index"]
        var titles = [HTMLPageWriter.firstViewID: ""]
        var depths = [HTMLPageWriter.firstViewID: 0]
        private var taken: Set<String> = ["index"]
        private var named = 0

        init(suffix: String) {
            self.suffix = suffix
        }

        /// Names the views not named yet, in order.
        func name(_ views: [OpenedView]) {
            for view in views.dropFirst(named) {
                depths[view.id] = (depths[view.parent] ?? 0) + 1
                let trail = [titles[view.parent] ?? "", view.diagram.title ?? view.id].filter { !$0.isEmpty }.joined(separator: "-")
                titles[view.id] = trail
                var name = GraphvizRenderer.fileName(trail)
                var number = 2
                while taken.contains(name) {
                    name = GraphvizRenderer.fileName(trail) + "-\(number)"
                    number += 1
                }
                taken.insert(name)
                names[view.id] = name
            }
            named = max(named, views.count)
        }

        /// The link from a view opened from `parent` back to `parent`'s picture, once that is named.
        func backLink(to parent: String) -> PageLinks.BackLink? {
            guard let name = names[parent] else { return nil }
            return PageLinks.BackLink(
                title: parent == HTMLPageWriter.firstViewID ? "the first view" : titles[parent] ?? parent, file: name + suffix)
        }
    }

    /// A file name from a title: letters, digits, `-` and `_`, at most 80 characters.
    static func fileName(_ title: String) -> String {
        var name = ""
        for scalar in title.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                name.unicodeScalars.append(scalar)
            } else if !name.hasSuffix("-") && !name.isEmpty {
                name += "-"
            }
            if name.unicodeScalars.count >= 80 { break }
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "view" : name
    }
}

/// Text made safe inside a Markdown link label or heading.
enum MarkdownEscaping {
    static func text(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]()<>#!|".contains(character) { result.append("\\") }
            result.append(character.isNewline ? " " : character)
        }
        return result
    }
}
