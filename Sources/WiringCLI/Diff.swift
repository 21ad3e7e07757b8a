import ArgumentParser
import WiringCommandSupport
import WiringReports

extension WiringCommand {
    /// `wiring diff BEFORE AFTER`: compare two snapshots and flag new crossings.
    ///
    /// The drawings (svg, html) are `wiring-render`'s: this command hands the same command line to
    /// it, so `wiring` itself links no Graphviz.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare two snapshots and flag new crossings.",
            discussion: """
                Reports added, removed and changed nodes, ports and edges, and every crossing \
                (an edge between two boundaries, modules or boxes) that is new in AFTER. \
                Rules (--rules) classify new crossings as allowed or forbidden; a baseline \
                (--baseline) lists crossings accepted on purpose. Without those flags, the nearest \
                wiring-rules.json and wiring-baseline.txt up to the package or repository root are \
                used, and named on standard error (outside a package or repository, only the \
                working directory is searched); 'none' for either uses no file, and \
                --no-config-search looks for neither. The drawings (svg, html) are made by the \
                wiring-render tool built beside wiring, which links Graphviz.

                Exit status: 0 nothing to review; 1 a new crossing that is neither accepted \
                nor allowed, or a forbidden one (see --fail-on); 2 bad input or usage.
                See docs/diff.md and docs/crossing-rules.md.
                """
        )

        @OptionGroup var options: DiffOptions

        func run() throws {
            if options.resolvedFormat.isVisual {
                CompanionTool.render.handOver(Array(CommandLine.arguments.dropFirst()), needingLibraries: true)
            }
            try options.run(drawing: nil)
        }
    }
}
