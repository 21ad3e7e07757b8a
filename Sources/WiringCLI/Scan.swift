import ArgumentParser

extension WiringCommand {
    /// `wiring scan PATH…`: run by the `wiring-scan` tool beside this executable.
    ///
    /// `main()` hands `wiring scan …` to the tool before parsing anything, so its options and help
    /// are the tool's own; this command is here to list `scan` among the subcommands.
    struct Scan: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "scan",
            abstract: "Read the declared wiring graph from Swift source.",
            discussion: """
                Runs the wiring-scan tool built beside wiring (swift-syntax is linked there, so the \
                other commands start faster). 'wiring scan --help' lists its options; see docs/scan.md.
                """
        )

        @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("Swift files or folders, then options.", valueName: "path"))
        var arguments: [String] = []

        func run() throws {
            CompanionTool.scan.handOver(arguments)
        }
    }
}
