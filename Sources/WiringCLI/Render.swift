import ArgumentParser

extension WiringCommand {
    /// `wiring render SNAPSHOT…`: run by the `wiring-render` tool beside this executable.
    ///
    /// `main()` hands `wiring render …` to the tool before parsing anything, so its options and
    /// help are the tool's own; this command is here to list `render` among the subcommands.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Draw a snapshot as a diagram.",
            discussion: """
                Runs the wiring-render tool built beside wiring (Graphviz is linked there, so the \
                other commands need no Graphviz). 'wiring render --help' lists its options; see \
                docs/rendering.md.
                """
        )

        @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("The snapshot file, then options.", valueName: "snapshot"))
        var arguments: [String] = []

        func run() throws {
            CompanionTool.render.handOver(["render"] + arguments, needingLibraries: true)
        }
    }
}
