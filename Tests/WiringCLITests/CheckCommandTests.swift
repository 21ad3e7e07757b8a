import Foundation
import Testing
import WiringModel
import WiringTestSupport

/// `wiring check`, and the first-run and output-format behaviour `wiring diff` shares with it.
@Suite("wiring check")
struct CheckCommandTests {
    /// V1, V2 and the rules forbidding V2's new crossing, written into a fresh folder.
    static func files() throws -> (folder: TemporaryDirectory, v1: String, v2: String, rules: String) {
        let folder = try TemporaryDirectory()
        try CheckSnapshots.v1.write(to: folder.file("v1.wiring.json"))
        try CheckSnapshots.v2.write(to: folder.file("v2.wiring.json"))
        try Data(CheckSnapshots.forbiddingShortcut.utf8).write(to: folder.file("rules.json"))
        return (folder, folder.file("v1.wiring.json").path, folder.file("v2.wiring.json").path, folder.file("rules.json").path)
    }

    @Test("a forbidden crossing exits 1 naming both ends and its place; without it, 0")
    func forbiddenCrossing() throws {
        let (folder, v1, v2, rules) = try Self.files()
        defer { folder.remove() }
        let failing = try WiringProcess.run(["check", v2, "--rules", rules])
        #expect(failing.status == 1, "\(failing.stderr)")
        #expect(failing.stdout.contains("ViewModel -> Entity (dependency) [forbidden, error]"))
        #expect(failing.stdout.contains("App.Root/App.ViewModel") && failing.stdout.contains("App.Root/App.Entity"))
        #expect(failing.stdout.contains("Sources/App/ViewModel.swift:12"))
        let passing = try WiringProcess.run(["check", v1, "--rules", rules])
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
    }

    @Test("--update-baseline creates the baseline, after which the check passes; a missing baseline is empty")
    func updateBaseline() throws {
        let (folder, _, v2, rules) = try Self.files()
        defer { folder.remove() }
        let baseline = folder.file("wiring-baseline.txt").path
        let first = try WiringProcess.run(["check", v2, "--rules", rules, "--baseline", baseline])
        #expect(first.status == 1)
        #expect(first.stderr.contains("does not exist yet"))
        #expect(!FileManager.default.fileExists(atPath: baseline))
        let update = try WiringProcess.run(["check", v2, "--rules", rules, "--baseline", baseline, "--update-baseline"])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(try String(contentsOfFile: baseline, encoding: .utf8)
            .contains("App.Root/App.ViewModel -dependency-> App.Root/App.Entity"))
        let again = try WiringProcess.run(["check", v2, "--rules", rules, "--baseline", baseline])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.contains("[accepted, forbidden]"))
    }

    @Test("-o infers the format from the extension; a drawing format is a usage error")
    func outputFormat() throws {
        let (folder, _, v2, rules) = try Self.files()
        defer { folder.remove() }
        let markdown = folder.file("check.md")
        #expect(try WiringProcess.run(["check", v2, "--rules", rules, "-o", markdown.path]).status == 1)
        #expect(try String(contentsOf: markdown, encoding: .utf8).hasPrefix("## Wiring check"))
        let json = folder.file("check.json")
        #expect(try WiringProcess.run(["check", v2, "--rules", rules, "-o", json.path]).status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        #expect((object?["result"] as? [String: Any])?["exitStatus"] as? Int == 1)
        let svg = try WiringProcess.run(["check", v2, "--rules", rules, "-o", folder.file("check.svg").path])
        #expect(svg.status == 2)
        #expect(svg.stderr.contains("text, markdown, json, sarif, github, junit or xcode"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("check.svg").path))
        // Its help lists only the formats it writes.
        let help = try WiringProcess.run(["check", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("(values: text, markdown, json, sarif, github, junit, xcode)"))
        #expect(try WiringProcess.run(["check", v2, "--rules", rules, "--format", "html"]).status == 2)
        // In the scratch folder, where no rules file is found (the repository's own would be).
        let missingRules = try WiringProcess.run(["check", v2], in: folder.url)
        #expect(missingRules.status == 2)
    }

    @Test("bad rules exit 2 naming the file and the JSON path, and write nothing")
    func badRules() throws {
        let (folder, _, v2, _) = try Self.files()
        defer { folder.remove() }
        let rules = folder.file("bad-rules.json")
        try Data(#"{ "cycles": [ { "among": "modules" } ] }"#.utf8).write(to: rules)
        let output = folder.file("out.md")
        let outcome = try WiringProcess.run(["check", v2, "--rules", rules.path, "-o", output.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("bad-rules.json") && outcome.stderr.contains("$.cycles[0].among"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("diff with a baseline that does not exist yet exits 1 for a new crossing, not 2, and notes it")
    func diffFirstRun() throws {
        let (folder, v1, v2, _) = try Self.files()
        defer { folder.remove() }
        let baseline = folder.file("wiring-baseline.txt").path
        let outcome = try WiringProcess.run(["diff", v1, v2, "--baseline", baseline])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("does not exist yet"))
        #expect(!FileManager.default.fileExists(atPath: baseline))
    }

    @Test("diff -o report.md writes Markdown, report.json JSON; --format still wins")
    func diffInfersFormat() throws {
        let (folder, v1, v2, _) = try Self.files()
        defer { folder.remove() }
        let markdown = folder.file("report.md")
        #expect(try WiringProcess.run(["diff", v1, v2, "-o", markdown.path]).status == 1)
        let report = try String(contentsOf: markdown, encoding: .utf8)
        #expect(report.hasPrefix("<!-- wiring-diff -->\n"))
        #expect(report.contains("\n## Wiring diff"))
        let json = folder.file("report.json")
        #expect(try WiringProcess.run(["diff", v1, v2, "-o", json.path]).status == 1)
        #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) is [String: Any])
        let text = folder.file("report.md.txt")
        #expect(try WiringProcess.run(["diff", v1, v2, "--format", "text", "-o", text.path]).status == 1)
        #expect(try String(contentsOf: text, encoding: .utf8).hasPrefix("wiring diff"))
    }

    @Test("render --quiet prints no progress")
    func renderQuiet() throws {
        let (folder, v1, _, _) = try Self.files()
        defer { folder.remove() }
        let loud = try WiringProcess.run(["render", v1, "-o", folder.file("a.dot").path])
        #expect(loud.status == 0)
        #expect(loud.stderr.contains("wiring render:"))
        let quiet = try WiringProcess.run(["render", v1, "--quiet", "-o", folder.file("b.dot").path])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty)
        #expect(try Data(contentsOf: folder.file("a.dot")) == Data(contentsOf: folder.file("b.dot")))
    }
}
