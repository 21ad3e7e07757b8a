import ArgumentParser
import WiringCommandSupport
import WiringInspect
import WiringModel
import WiringPlatform
import WiringText

extension WiringCommand {
    /// `wiring inspect`: answers questions about a snapshot in the terminal.
    struct Inspect: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "inspect",
            abstract: "Answer questions about a snapshot in the terminal.",
            discussion: """
                With no question, prints the snapshot as a tree (containers and boxes around \
                their boundaries and services, each with its ports and outgoing edges), followed \
                by lifetime warnings. Ask one question at a time with --node, --path, --cycles \
                or --warnings.

                Exit status: 0 answered (also when --path finds no path); 2 bad input or usage.
                Colour is used only on a terminal, and never when NO_COLOR is set.
                """
        )

        @Argument(help: "The snapshot JSON file to read.")
        var snapshot: String

        @Option(name: .long, help: ArgumentHelp("Show one node in detail.", valueName: "name"))
        var node: String?

        @Option(
            name: .long, parsing: .upToNextOption,
            help: ArgumentHelp("Show why FROM reaches TO: the shortest paths between them.", valueName: "from> <to"))
        var path: [String] = []

        @Flag(name: .long, help: "List the cycles of the graph, strong and weak.")
        var cycles = false

        @Flag(name: .long, help: "Show only the lifetime warnings.")
        var warnings = false

        @Option(name: .long, help: ArgumentHelp("Output format: text or json.", valueName: "format"))
        var format = "text"

        @Flag(name: .long, help: "Draw trees and arrows with ASCII characters only.")
        var ascii = false

        func validate() throws {
            if let problem = usageProblem {
                StandardOutput.writeError("error: \(problem)\nsee 'wiring inspect --help'\n")
                throw ExitCode(2)
            }
        }

        func run() throws {
            let snapshot: GraphSnapshot
            do {
                snapshot = try GraphSnapshot(contentsOf: URL(fileURLWithPath: self.snapshot))
            } catch {
                throw Self.fail(error)
            }
            do {
                let answer = try SnapshotInspector(snapshot).answer(question, format: outputFormat, style: style)
                try StandardOutput.write(Data(answer.utf8))
            } catch {
                throw Self.fail(error)
            }
        }

        /// What is wrong with the flags as given, if anything; user values are sanitized.
        private var usageProblem: String? {
            if InspectFormat(rawValue: format) == nil {
                return "unknown format '\(TerminalText.sanitized(format, limit: 80))'; use --format text or --format json"
            }
            if !path.isEmpty && path.count != 2 {
                return "--path takes two node names, FROM and TO, but got \(path.count); "
                    + "write 'wiring inspect SNAPSHOT --path FROM TO'"
            }
            let asked = [node != nil ? "--node" : nil, path.isEmpty ? nil : "--path",
                         cycles ? "--cycles" : nil, warnings ? "--warnings" : nil].compactMap { $0 }
            if asked.count > 1 {
                return "\(asked.joined(separator: " and ")) cannot be combined; ask one question at a time"
            }
            return nil
        }

        private var question: InspectQuestion {
            if let node { return .node(node) }
            if path.count == 2 { return .path(from: path[0], to: path[1]) }
            if cycles { return .cycles }
            if warnings { return .warnings }
            return .overview
        }

        private var outputFormat: InspectFormat { InspectFormat(rawValue: format) ?? .text }

        private var style: InspectStyle {
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return InspectStyle(ascii: ascii, colour: isatty(STDOUT_FILENO) == 1 && !noColor)
        }

        /// Reports a failure on standard error and gives the exit status for bad input.
        private static func fail(_ error: any Error) -> ExitCode {
            let message = TerminalText.sanitized(String(describing: error), limit: 2_000)
            StandardOutput.writeError("error: \(message)\n")
            return ExitCode(2)
        }
    }
}
