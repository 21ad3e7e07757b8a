import Foundation
import Testing
import WiringModel
import WiringTestSupport

/// The outputs of `wiring scan`, `check`, `inspect` and `render` for the small package in
/// Tests/Fixtures/Shop (three targets; App declares Storage and never imports it, Catalog imports
/// Storage without declaring it, and its rules forbid that import), byte for byte against the
/// files in Golden/. The package is scanned in its own folder, so every path in the outputs is
/// relative to it. `WIRING_RECORD=1` re-records the files, and the run then fails.
@Suite("Golden outputs of the fixture package")
struct FixturePackageGoldenTests {
    /// One command's output and the golden file it is compared with.
    struct Output: Sendable, CustomTestStringConvertible {
        /// The golden file's name.
        let file: String
        /// The command's arguments; `SNAPSHOT` stands for the scanned snapshot.
        let arguments: [String]
        /// The exit status the command must end with.
        let status: Int32

        var testDescription: String { file }
    }

    static let outputs = [
        Output(file: "scan.wiring.json", arguments: [], status: 0),
        Output(file: "check.txt", arguments: ["check", "SNAPSHOT", "--format", "text"], status: 1),
        Output(file: "check.sarif", arguments: ["check", "SNAPSHOT", "--format", "sarif"], status: 1),
        Output(file: "check.json", arguments: ["check", "SNAPSHOT", "--format", "json"], status: 1),
        Output(file: "inspect.txt", arguments: ["inspect", "SNAPSHOT", "--ascii"], status: 0),
        Output(file: "modules.mmd", arguments: ["render", "SNAPSHOT", "--format", "mermaid"], status: 0),
    ]

    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let package = tests.deletingLastPathComponent().appendingPathComponent("Fixtures/Shop")

    @Test("scan, check, inspect and render of the fixture package match the golden files", arguments: outputs)
    func matchesGolden(_ output: Output) throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let snapshot = scratch.file("shop.wiring.json")
        let scan = try WiringProcess.run(["scan", ".", "-o", snapshot.path, "--quiet"], in: Self.package)
        #expect(scan.status == 0, "\(scan.stderr)")
        var text = try String(contentsOf: snapshot, encoding: .utf8)
        if !output.arguments.isEmpty {
            // The rules are the fixture's own, named so that no other file is looked for.
            let arguments = output.arguments.map { $0 == "SNAPSHOT" ? snapshot.path : $0 }
                + (output.arguments.first == "check" ? ["--rules", "wiring-rules.json", "--baseline", "none"] : [])
            let run = try WiringProcess.run(arguments, in: Self.package)
            #expect(run.status == output.status, "\(run.stderr)")
            text = run.stdout
        }
        // The version is not these files' business: a release would change every SARIF log.
        text = text.replacingOccurrences(of: "\"\(WiringVersion.current)\"", with: "\"VERSION\"")
        switch try GoldenFile(Self.tests.appendingPathComponent("Golden").appendingPathComponent(output.file)).compare(text) {
        case .matches: break
        case .differs(let difference): Issue.record(Comment(rawValue: difference))
        case .recorded: Issue.record("recorded \(output.file) (WIRING_RECORD=1); review the change and run again without WIRING_RECORD")
        }
    }
}
