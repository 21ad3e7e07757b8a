import ArgumentParser
import WiringCommandSupport
import WiringModel
import WiringRender

/// `wiring-render`: the drawing half of `wiring`, the only tool that links Graphviz.
///
/// `wiring render …` and `wiring diff … --format svg|html` run this tool with their own command
/// line, so `wiring`, `wiring-scan` and every other command work where Graphviz is not installed.
@main
struct RenderToolCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wiring-render",
        abstract: "Draw snapshots and diffs with Graphviz (run by 'wiring render' and 'wiring diff --format svg|html').",
        version: WiringVersion.current,
        subcommands: [Render.self, Diff.self],
        defaultSubcommand: Render.self
    )

    /// `wiring diff` with a drawing: the same arguments as `wiring diff`, every format included.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare two snapshots; draws svg and html (see 'wiring diff --help').")

        @OptionGroup var options: DiffOptions

        func run() throws {
            try options.run(drawing: GraphvizDiffDrawing(neighbourhoodDepth: options.focusChanges ? (options.depth ?? 1) : nil))
        }
    }

    /// Runs the command, reporting usage errors with exit status 2 like `wiring` does.
    static func main() {
        runReportingUsageAsStatus2()
    }
}
