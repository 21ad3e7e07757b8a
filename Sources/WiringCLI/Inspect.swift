import ArgumentParser

extension WiringCommand {
    /// Placeholder until the subcommand lands.
    struct Inspect: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "inspect", abstract: "Not available yet.")
        func run() throws { throw ExitCode(2) }
    }
}
