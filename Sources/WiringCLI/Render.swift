import ArgumentParser

extension WiringCommand {
    /// Placeholder until the subcommand lands.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "render", abstract: "Not available yet.")
        func run() throws { throw ExitCode(2) }
    }
}
