import Foundation
import Testing
import WiringTestSupport

/// Every subcommand refuses every broken snapshot the same way: exit status 2,
/// a message naming the file and the place, and no output file touched.
@Suite("wiring on broken snapshots")
struct HostileInputTests {
    /// The bytes every pre-existing output file starts with; they must survive.
    private static let previous = Data("previous content\n".utf8)

    /// One way of running a subcommand on a snapshot, and the files it would write.
    private struct Invocation: CustomStringConvertible, Sendable {
        var description: String
        /// The arguments, given the snapshot's path, a good snapshot's path and the directory.
        var arguments: @Sendable (_ snapshot: String, _ good: String, _ directory: TemporaryDirectory) -> [String]
        /// Output files the run must not create.
        var mustNotExist: [String]
        /// Output files that exist beforehand and must keep their content.
        var mustStayUnchanged: [String]
    }

    private static let invocations: [Invocation] = [
        Invocation(
            description: "render -o new.svg",
            arguments: { bad, _, dir in ["render", bad, "-o", dir.file("new.svg").path] },
            mustNotExist: ["new.svg"], mustStayUnchanged: []),
        Invocation(
            description: "render --format html -o existing.html",
            arguments: { bad, _, dir in ["render", bad, "--format", "html", "-o", dir.file("existing.html").path] },
            mustNotExist: [], mustStayUnchanged: ["existing.html"]),
        Invocation(
            description: "diff BAD GOOD -o new.md",
            arguments: { bad, good, dir in ["diff", bad, good, "--format", "markdown", "-o", dir.file("new.md").path] },
            mustNotExist: ["new.md"], mustStayUnchanged: []),
        Invocation(
            description: "diff GOOD BAD -o existing.txt --baseline existing.baseline --update-baseline",
            arguments: { bad, good, dir in
                ["diff", good, bad, "-o", dir.file("existing.txt").path,
                 "--baseline", dir.file("existing.baseline").path, "--update-baseline"]
            },
            mustNotExist: [], mustStayUnchanged: ["existing.txt", "existing.baseline"]),
        Invocation(
            description: "check BAD --rules RULES -o existing.md --baseline existing.baseline --update-baseline",
            arguments: { bad, _, dir in
                ["check", bad, "--rules", dir.file("rules.json").path, "-o", dir.file("existing.md").path,
                 "--baseline", dir.file("existing.baseline").path, "--update-baseline"]
            },
            mustNotExist: [], mustStayUnchanged: ["existing.md", "existing.baseline"]),
        Invocation(
            description: "diff BAD GOOD -o new.sarif",
            arguments: { bad, good, dir in ["diff", bad, good, "-o", dir.file("new.sarif").path] },
            mustNotExist: ["new.sarif"], mustStayUnchanged: []),
        Invocation(
            description: "diff GOOD BAD --format junit -o existing.xml",
            arguments: { bad, good, dir in ["diff", good, bad, "--format", "junit", "-o", dir.file("existing.xml").path] },
            mustNotExist: [], mustStayUnchanged: ["existing.xml"]),
        Invocation(
            description: "inspect",
            arguments: { bad, _, _ in ["inspect", bad] },
            mustNotExist: [], mustStayUnchanged: []),
        Invocation(
            description: "inspect --cycles --format json",
            arguments: { bad, _, _ in ["inspect", bad, "--cycles", "--format", "json"] },
            mustNotExist: [], mustStayUnchanged: []),
    ]

    @Test("refused with exit 2, the file named, no file written", arguments: BrokenSnapshots.all)
    func brokenSnapshot(_ broken: BrokenSnapshots.Case) throws {
        for invocation in Self.invocations {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let bad = directory.file("pr 1 \u{00E9}.wiring.json")
            try broken.data.write(to: bad)
            let good = directory.file("base.wiring.json")
            // The smallest sample, so a lowered node limit refuses only the broken file.
            try SampleSnapshots.objects.jsonData().write(to: good)
            for name in invocation.mustStayUnchanged { try Self.previous.write(to: directory.file(name)) }
            let before = try Set(FileManager.default.contentsOfDirectory(atPath: directory.url.path))

            let outcome = try WiringProcess.run(
                invocation.arguments(bad.path, good.path, directory), environment: broken.environment)

            let context = "\(broken.label) / \(invocation): \(outcome.stderr.prefix(600))"
            #expect(outcome.status == 2, "\(context)")
            #expect(outcome.stderr.contains(bad.path), "\(context)")
            for expected in broken.expected {
                #expect(outcome.stderr.contains(expected), "missing '\(expected)' in \(context)")
            }
            #expect(outcome.stdout.isEmpty, "\(context)")
            #expect(!outcome.stderr.contains("\u{1B}"), "\(context)")
            #expect(outcome.stderr.utf8.count < 4_000, "message too long: \(context)")
            let after = try Set(FileManager.default.contentsOfDirectory(atPath: directory.url.path))
            #expect(after == before, "files changed: \(after.symmetricDifference(before)) in \(context)")
            for name in invocation.mustNotExist {
                #expect(!FileManager.default.fileExists(atPath: directory.file(name).path), "\(context)")
            }
            for name in invocation.mustStayUnchanged {
                #expect(try Data(contentsOf: directory.file(name)) == Self.previous, "\(name) changed: \(context)")
            }
        }
    }

    @Test("a directory or a missing file is refused by every subcommand")
    func notASnapshotFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = directory.file("good.json")
        try SampleSnapshots.payments.jsonData().write(to: good)
        let folder = directory.file("folder.wiring.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cases: [(path: String, expected: String)] = [
            (folder.path, "is a directory"),
            (directory.file("missing.json").path, "cannot read snapshot"),
        ]
        for (path, expected) in cases {
            for arguments in [
                ["render", path, "-o", directory.file("out.svg").path],
                ["diff", good.path, path, "-o", directory.file("out.txt").path],
                ["inspect", path],
            ] {
                let outcome = try WiringProcess.run(arguments)
                #expect(outcome.status == 2, "\(arguments): \(outcome.stderr)")
                #expect(outcome.stderr.contains(path) && outcome.stderr.contains(expected), "\(arguments): \(outcome.stderr)")
                #expect(!FileManager.default.fileExists(atPath: directory.file("out.svg").path))
                #expect(!FileManager.default.fileExists(atPath: directory.file("out.txt").path))
            }
        }
    }

    @Test("a file name with escape sequences is printed harmlessly by every subcommand")
    func hostileFileName() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bad = directory.file("pr\u{1B}[2J\u{1B}]0;owned\u{07}.json")
        try Data("{".utf8).write(to: bad)
        let good = directory.file("good.json")
        try SampleSnapshots.objects.jsonData().write(to: good)
        for arguments in [["render", bad.path, "--format", "dot"], ["diff", good.path, bad.path], ["inspect", bad.path]] {
            let outcome = try WiringProcess.run(arguments)
            #expect(outcome.status == 2)
            #expect(!outcome.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(arguments[0]): \(outcome.stderr)")
            #expect(outcome.stderr.contains("pr\\u{1b}[2J"), "\(arguments[0]): \(outcome.stderr)")
        }
    }

    @Test("every format, the diff report and the baseline are written whole, replacing the old file, with no temporary file left")
    func outputsAreReplacedAtomically() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let before = directory.file("before.json")
        let after = directory.file("after.json")
        try SampleSnapshots.objects.jsonData().write(to: before)
        try SampleSnapshots.payments.jsonData().write(to: after)
        var expected: Set<String> = ["before.json", "after.json"]
        for format in ["dot", "svg", "png", "pdf", "mermaid", "html", "json"] {
            let output = directory.file("out.\(format)")
            try Self.previous.write(to: output)
            expected.insert("out.\(format)")
            let outcome = try WiringProcess.run(["render", after.path, "--format", format, "-o", output.path])
            let written = try Data(contentsOf: output)
            if outcome.status == 0 {
                #expect(written != Self.previous && written.count > 100, "\(format)")
            } else {
                // PNG and PDF need a Graphviz plugin that may be missing: then the old file stays.
                #expect(outcome.status == 2 && outcome.stderr.contains("plugin"), "\(format): \(outcome.stderr)")
                #expect(written == Self.previous, "\(format)")
            }
        }
        let report = directory.file("report.md")
        let baseline = directory.file("accepted.baseline")
        let diff = try WiringProcess.run([
            "diff", before.path, after.path, "--format", "markdown", "-o", report.path,
            "--baseline", baseline.path, "--update-baseline",
        ])
        #expect(diff.status == 0, "\(diff.stderr)")
        expected.formUnion(["report.md", "accepted.baseline"])
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: directory.url.path)) == expected)
        #expect(try String(contentsOf: report, encoding: .utf8).hasPrefix("<!-- wiring-diff -->\n## Wiring diff"))
    }

    @Test("an output path that cannot be written is refused and leaves nothing behind")
    func unwritableOutput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = directory.file("good.json")
        try SampleSnapshots.payments.jsonData().write(to: good)
        let folder = directory.file("out.svg")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for arguments in [
            ["render", good.path, "-o", folder.path],
            ["render", good.path, "-o", directory.file("no/such/dir/out.svg").path],
            ["diff", good.path, good.path, "--format", "markdown", "-o", folder.path],
        ] {
            let outcome = try WiringProcess.run(arguments)
            #expect(outcome.status == 2, "\(arguments): \(outcome.stderr)")
            #expect(outcome.stderr.contains("cannot write"), "\(arguments): \(outcome.stderr)")
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
            #expect(Set(left) == ["good.json", "out.svg"], "\(left)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }
}
