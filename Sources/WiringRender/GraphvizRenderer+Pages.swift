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
        var first = try DiagramPlanner.forLayout(snapshot, options: options)
        var views = opened(from: first, options: options)
        // File names from the titles on the way to each view, unique, in breadth-first order.
        var names = [HTMLPageWriter.firstViewID: "index"]
        var taken: Set<String> = ["index"]
        var titles = [HTMLPageWriter.firstViewID: ""]
        var depths = [HTMLPageWriter.firstViewID: 0]
        for view in views {
            depths[view.id] = (depths[view.parent] ?? 0) + 1
            let trail = [titles[view.parent] ?? "", view.diagram.title ?? view.id].filter { !$0.isEmpty }.joined(separator: "-")
            titles[view.id] = trail
            var name = Self.fileName(trail)
            var number = 2
            while taken.contains(name) {
                name = Self.fileName(trail) + "-\(number)"
                number += 1
            }
            taken.insert(name)
            names[view.id] = name
        }
        let suffix = "." + format.fileExtension
        var viewOfBox: [String: [String: String]] = [:]
        for view in views { viewOfBox[view.parent, default: [:]][view.box] = view.id }
        func linked(_ diagram: Diagram, id: String, parent: String?) -> Diagram {
            var diagram = diagram
            for (box, target) in viewOfBox[id] ?? [:] { diagram.links[box] = names[target]! + suffix }
            if let parent, let parentName = names[parent] {
                diagram.backLink = (title: parent == HTMLPageWriter.firstViewID ? "the first view" : titles[parent] ?? parent, file: parentName + suffix)
            }
            return diagram
        }
        first = linked(first, id: HTMLPageWriter.firstViewID, parent: nil)
        var quiet = options
        quiet.progress = nil
        var pages = [Page(name: "index" + suffix, data: try laidOut(first, format: format.rawValue, options: options))]
        for index in views.indices {
            views[index].diagram = linked(views[index].diagram, id: views[index].id, parent: views[index].parent)
            pages.append(Page(name: names[views[index].id]! + suffix, data: try laidOut(views[index].diagram, format: format.rawValue, options: quiet)))
        }
        var markdown = "# \(MarkdownEscaping.text(first.title ?? "Wiring diagram"))\n\n![the first view](index\(suffix))\n"
        if !views.isEmpty {
            markdown += "\nEach box opens a picture of its own:\n\n"
            for view in views {
                markdown += String(repeating: "  ", count: max(0, (depths[view.id] ?? 1) - 1)) + "- [\(MarkdownEscaping.text(view.diagram.title ?? view.id))]"
                    + "(\(names[view.id]!)\(suffix))\n"
            }
        }
        pages.append(Page(name: "index.md", data: Data(markdown.utf8)))
        options.report("wrote \(pages.count - 1) pictures and index.md")
        return pages
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
