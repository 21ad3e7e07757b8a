import ArgumentParser

/// The `wiring` command: render, diff and inspect wiring snapshots.
@main
struct WiringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wiring",
        abstract: "See and review the object graph an app wires together at runtime.",
        discussion: """
            Snapshots are JSON files written by GraphSnapshot.capture(_:) in an app or test.
            Exit status: 0 success; 1 new crossings (diff); 2 bad input or usage.
            """,
        version: "0.1.0",
        subcommands: [Render.self, Diff.self, Inspect.self]
    )
}
