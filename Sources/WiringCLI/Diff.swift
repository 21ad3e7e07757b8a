import ArgumentParser

extension WiringCommand {
    /// Placeholder until the subcommand lands.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "diff", abstract: "Not available yet.")
        func run() throws { throw ExitCode(2) }
    }
}
