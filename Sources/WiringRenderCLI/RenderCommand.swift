import ArgumentParser
import WiringCommandSupport
import WiringModel
import WiringPlatform
import WiringRender
import WiringText

extension LayoutEngine: NamedByRawValue {}
extension LayoutDirection: NamedByRawValue {}
extension CollapseLevel: NamedByRawValue {}
extension OutputFormat: NamedByRawValue {}

extension RenderToolCommand {
    /// `wiring render`: draws a snapshot as DOT, SVG, PNG, PDF, Mermaid, HTML or filtered JSON.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Draw a snapshot as a diagram.",
            discussion: """
                Layout runs in-process through Graphviz's C library. The format comes from --format, \
                or from the extension of --output; without --output the diagram goes to standard output \
                (PNG and PDF refuse a terminal). Progress is printed to standard error.
                """
        )

        @Argument(help: "The snapshot file (JSON written by GraphSnapshot.write(to:)).")
        var snapshot: String

        @Option(name: .shortAndLong, help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
        var format: OutputFormat?

        @Option(name: WritingOption.output.argumentNames, help: "Write to this file instead of standard output.")
        var output: String?

        @Option(
            help: ArgumentHelp(
                """
                Write the first view and one picture per box it holds into this folder (index.svg, a picture per box, \
                each box linked to its picture, and index.md listing them), for a README or a wiki.
                """, valueName: "folder"))
        var pages: String?

        @Option(
            help: """
                Layout engine: \(LayoutEngine.allCases.map(\.rawValue).joined(separator: ", ")) \
                (default: dot, or sfdp for a large graph with many cycles).
                """)
        var engine: LayoutEngine?

        @Option(help: "Direction of a layered layout: TB, LR, BT or RL (default: TB, or LR for an overview of over 40 groups).")
        var direction: LayoutDirection?

        @Option(help: "Only draw the neighbourhood of this node (id, type or display name).")
        var focus: String?

        @Option(help: "With --focus: how many edges away to keep nodes (default 1).")
        var depth: Int?

        @Option(
            help: """
                Fold detail away: none, boundary (hide ports), container (one node per container) or overview \
                (one node per module, else per assembly or container, edges counted). Chosen by size when absent.
                """)
        var collapse: CollapseLevel?

        @Option(help: "Only draw nodes whose type, name or id matches this glob (* wildcard); repeatable.")
        var include: [String] = []

        @Option(help: "Leave out nodes whose type, name or id matches this glob, with their contents; repeatable.")
        var exclude: [String] = []

        @Flag(
            inversion: .prefixedNo,
            help: """
                Leave out every edge that a longer path already implies (the transitive reduction); the diagram says \
                how many (default: only in an overview of over 40 groups).
                """)
        var reduce: Bool?

        @Flag(
            inversion: .prefixedNo,
            help: "Draw test targets (default: yes, except in an overview of over 40 groups, whose legend counts them).")
        var tests: Bool?

        @Flag(
            inversion: .prefixedNo,
            help: """
                Draw the nodes that a third or more of the rest use once, in a shared row, without the lines into them \
                (default: only in an overview of over 40 groups).
                """)
        var sharedRow: Bool?

        @Flag(help: "Leave ports out of node labels.")
        var hidePorts = false

        @Flag(help: "Draw graphs above the size limit, without automatic collapsing.")
        var force = false

        @Flag(name: .shortAndLong, help: "Print no progress on standard error; errors are still printed.")
        var quiet = false

        /// The format asked for, or implied by the output file's extension.
        var resolvedFormat: OutputFormat? {
            format ?? output.flatMap(OutputFormat.inferred(fromPath:)) ?? (pages != nil ? .svg : nil)
        }

        func validate() throws {
            if pages != nil {
                if output != nil { throw ValidationError("--pages writes a folder of pictures; pass either --pages or -o, not both") }
                if let format, ![.svg, .png, .pdf].contains(format) {
                    throw ValidationError("--pages draws pictures, not \(format.rawValue); pass --format svg, png or pdf")
                }
            }
            guard resolvedFormat != nil else {
                if let output {
                    throw ValidationError(
                        "cannot tell the format from '\(TerminalText.sanitized(output))'; pass --format dot|svg|png|pdf|mermaid|html|json")
                }
                throw ValidationError("pass --format dot|svg|png|pdf|mermaid|html|json, or an --output file with one of those extensions")
            }
            if let depth, depth < 0 { throw ValidationError("--depth \(depth) is negative; pass 0 or more") }
            if focus == nil && depth != nil { throw ValidationError("--depth needs --focus NODE") }
            if let output, OutputPaths.same(output, snapshot) {
                throw ValidationError(
                    "-o '\(TerminalText.sanitized(output))' is the snapshot being read; choose another output file")
            }
            if let resolvedFormat, resolvedFormat.isBinary, output == nil, pages == nil, isatty(STDOUT_FILENO) == 1 {
                throw ValidationError("\(resolvedFormat.rawValue) is binary and standard output is a terminal; pass -o FILE or redirect the output")
            }
        }

        func run() throws {
            let url = URL(fileURLWithPath: snapshot)
            let graph: GraphSnapshot
            do {
                graph = try GraphSnapshot(contentsOf: url)
            } catch {
                StandardOutput.writeError("error: \(error)\n")
                throw ExitCode(2)
            }
            var options = RenderOptions()
            options.engine = engine
            options.direction = direction
            options.focus = focus
            options.depth = depth ?? 1
            options.collapse = collapse
            options.include = include
            options.exclude = exclude
            options.hidePorts = hidePorts
            options.reduce = reduce
            options.showsTestTargets = tests
            options.sharesHubs = sharedRow
            options.force = force
            let progress = ProgressReporter(prefix: "wiring render")
            defer { progress.finish() }
            if !quiet { options.progress = { message in progress.report(message) } }
            // This process ends once the output is written.
            GraphvizRenderer.leavesRenderedGraphsToExit()
            do {
                if let pages {
                    try writePages(graph, into: pages, options: options)
                    return
                }
                let data = try GraphvizRenderer().render(graph, format: resolvedFormat ?? .svg, options: options)
                if let output {
                    try AtomicFile.write(data, to: URL(fileURLWithPath: output))
                } else {
                    try StandardOutput.write(data)
                }
            } catch {
                StandardOutput.writeError("error: \(error)\n")
                throw ExitCode(2)
            }
        }

        /// Writes the linked pictures into a folder, made if missing; each file is written whole or not at all.
        private func writePages(_ graph: GraphSnapshot, into folder: String, options: RenderOptions) throws {
            let url = URL(fileURLWithPath: folder, isDirectory: true)
            // "folder/." exists only when the folder is one.
            if FileManager.default.fileExists(atPath: url.path), !FileManager.default.fileExists(atPath: url.path + "/.") {
                throw RenderFolderError(message: "--pages '\(TerminalText.sanitized(folder))' is a file; pass a folder (it is made if missing)")
            }
            let pictures = try GraphvizRenderer().pages(graph, format: resolvedFormat ?? .svg, options: options)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for picture in pictures {
                try AtomicFile.write(picture.data, to: url.appendingPathComponent(picture.name))
            }
        }
    }
}

/// A folder for `--pages` that cannot be used.
struct RenderFolderError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
