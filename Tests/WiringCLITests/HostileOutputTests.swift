import Foundation
import Testing
import WiringModel
import WiringTestSupport

/// What a pull request controls (names, file names, links in its checkout) cannot turn the
/// command line's output against the people and the CI job reading it.
@Suite("hostile output")
struct HostileOutputTests {
    /// Names that are GitHub Actions workflow commands when they start a line of a job's log.
    private static let commandNames = ["::error title=Pwned::gotcha", "  ::add-mask::secret", "\t::stop-commands::x"]

    /// A graph whose root, boundaries and crossing carry workflow commands as names.
    private static func commandSnapshot(crossing: Bool) -> GraphSnapshot {
        let root = commandNames[0]
        var nodes = [Node(id: root, kind: .root, type: root)]
        for name in commandNames.dropFirst() + ["App.Entity"] {
            nodes.append(Node(id: name, kind: .boundary, type: name, parent: root))
        }
        var edges = [Edge(from: commandNames[1], to: commandNames[2], kind: .dependency)]
        if crossing { edges.append(Edge(from: commandNames[1], to: "App.Entity", kind: .dependency)) }
        return GraphSnapshot(nodes: nodes, edges: edges, source: "boundaries", title: root)
    }

    private static func commandLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
            .filter { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::") }
    }

    @Test("no text output lets a name start a line with '::'")
    func noNameStartsAWorkflowCommand() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let before = scratch.file("before.json"), after = scratch.file("after.json")
        try Self.commandSnapshot(crossing: false).write(to: before)
        try Self.commandSnapshot(crossing: true).write(to: after)
        let rules = scratch.file("rules.json")
        try Data(#"{ "forbidden": [ { "from": "*", "to": "App.Entity", "reason": "::error::reason" } ] }"#.utf8).write(to: rules)
        var runs: [[String]] = [
            ["inspect", after.path], ["inspect", after.path, "--node", "add-mask"], ["inspect", after.path, "--cycles"],
        ]
        for format in ["text", "markdown"] {
            runs.append(["check", after.path, "--rules", rules.path, "--format", format])
            runs.append(["diff", before.path, after.path, "--rules", rules.path, "--format", format])
        }
        for arguments in runs {
            let outcome = try WiringProcess.run(arguments)
            #expect(outcome.status != 2, "\(arguments): \(outcome.stderr)")
            #expect(Self.commandLines(outcome.stdout).isEmpty, "\(arguments) printed \(Self.commandLines(outcome.stdout))")
            #expect(Self.commandLines(outcome.stderr).isEmpty, "\(arguments) printed \(Self.commandLines(outcome.stderr))")
        }
        // The names are still there, with the first ':' escaped.
        let tree = try WiringProcess.run(["inspect", after.path])
        #expect(tree.stdout.contains("\\u{3a}:error title=Pwned::gotcha"))
        // The GitHub format is made of workflow commands; none comes from a name.
        let github = try WiringProcess.run(["diff", before.path, after.path, "--rules", rules.path, "--format", "github"])
        for line in Self.commandLines(github.stdout) {
            #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "), "\(line)")
        }
    }

    @Test("no report names the machine's absolute path of a snapshot")
    func noReportPrintsAnAbsolutePath() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let before = scratch.file("v1.json"), after = scratch.file("v2.json"), rules = scratch.file("rules.json")
        try CheckSnapshots.v1.write(to: before)
        try CheckSnapshots.v2.write(to: after)
        try Data(CheckSnapshots.forbiddingShortcut.utf8).write(to: rules)
        let folder = scratch.url.path
        for format in ["text", "markdown", "json", "sarif", "github", "junit"] {
            for arguments in [
                ["check", after.path, "--rules", rules.path, "--format", format],
                ["diff", before.path, after.path, "--rules", rules.path, "--format", format],
            ] {
                let outcome = try WiringProcess.run(arguments)
                #expect(outcome.status != 2, "\(arguments): \(outcome.stderr)")
                #expect(!outcome.stdout.contains(folder), "\(arguments) printed \(folder)")
                if ["text", "markdown", "json"].contains(format) {
                    #expect(outcome.stdout.contains("v2.json"), "\(arguments) does not name the snapshot")
                }
            }
        }
    }
}
