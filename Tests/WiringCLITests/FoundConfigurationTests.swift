import Foundation
import Testing
import WiringCommandSupport
import WiringModel
import WiringTestSupport

/// `wiring-rules.json` and `wiring-baseline.txt` found by walking up to the package or repository
/// root, as `wiring check`, `wiring diff` and the plugins find them.
@Suite("Found configuration")
struct FoundConfigurationTests {
    /// repo/.git, repo/wiring-rules.json, repo/App/Package.swift, repo/App/Sources/Shop/.
    static func layout() throws -> (TemporaryDirectory, URL) {
        let scratch = try TemporaryDirectory()
        let repo = scratch.file("repo")
        let shop = repo.appendingPathComponent("App/Sources/Shop")
        try FileManager.default.createDirectory(at: shop, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: repo.appendingPathComponent("wiring-rules.json"))
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: repo.appendingPathComponent("App/Package.swift"))
        return (scratch, repo)
    }

    @Test("the search stops at the package root: a rules file above it is not found")
    func stopsAtThePackageRoot() throws {
        let (scratch, repo) = try Self.layout()
        defer { scratch.remove() }
        let found = FoundConfiguration.find(from: repo.appendingPathComponent("App/Sources/Shop"))
        #expect(found.root?.lastPathComponent == "App")
        #expect(found.rules == nil)
        #expect(found.pathPrefix == "../../")
        #expect(found.baselineToCreate.path.hasSuffix("repo/App/wiring-baseline.txt"))
    }

    @Test("the nearest file wins, and is named relative to the start")
    func nearestFileWins() throws {
        let (scratch, repo) = try Self.layout()
        defer { scratch.remove() }
        let app = repo.appendingPathComponent("App")
        try Data("{}".utf8).write(to: app.appendingPathComponent("wiring-rules.json"))
        try Data("".utf8).write(to: app.appendingPathComponent("Sources/wiring-baseline.txt"))
        let found = FoundConfiguration.find(from: app.appendingPathComponent("Sources/Shop"))
        #expect(found.rules.map(found.shown) == "../../wiring-rules.json")
        #expect(found.baseline.map(found.shown) == "../wiring-baseline.txt")
        #expect(found.baselineToCreate.path == app.appendingPathComponent("wiring-baseline.txt").standardizedFileURL.path)
        let note = found.note(command: "wiring check", rulesGiven: false, baselineGiven: true)
        #expect(note == "wiring check: found rules ../../wiring-rules.json (--rules/--baseline to choose others)")
        #expect(found.note(command: "wiring check", rulesGiven: true, baselineGiven: true) == nil)
    }

    @Test("without a package, the repository root ends the search")
    func repositoryRoot() throws {
        let (scratch, repo) = try Self.layout()
        defer { scratch.remove() }
        let docs = repo.appendingPathComponent("docs/deep")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        let found = FoundConfiguration.find(from: docs)
        #expect(found.root?.lastPathComponent == "repo")
        #expect(found.rules?.lastPathComponent == "wiring-rules.json")
        #expect(found.pathPrefix == "../../")
    }

    @Test("wiring check finds the rules, names them, and writes Xcode diagnostics relative to the working directory")
    func checkFindsRulesFromTheWorkingDirectory() throws {
        let (scratch, repo) = try Self.layout()
        defer { scratch.remove() }
        let app = repo.appendingPathComponent("App")
        try Data(#"{"forbidden": [{"from": "*ViewModel", "to": "*Entity"}]}"#.utf8).write(to: app.appendingPathComponent("wiring-rules.json"))
        let snapshot = app.appendingPathComponent("app.wiring.json")
        try ReviewApp.v2.jsonData().write(to: snapshot)
        let sources = app.appendingPathComponent("Sources")
        let outcome = try WiringProcess.run(["check", snapshot.path, "--format", "xcode"], in: sources)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("note: wiring check: found rules ../wiring-rules.json"))
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { $0.wholeMatch(of: #/[^:]+:[0-9]+:[0-9]+: (error|warning|note): .*/#) != nil })
        #expect(lines.first?.hasPrefix("../Sources/App/AppStoreV2.swift:27:1: error: ") == true)

        let none = try WiringProcess.run(["check", snapshot.path], in: scratch.url)
        #expect(none.status == 2)
        #expect(none.stderr.contains("no rules: pass --rules FILE, or put a wiring-rules.json"))
    }

    @Test("without a package or repository root, only the start folder is searched, never a folder above it")
    func noRootSearchesOnlyTheStart() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let deep = scratch.file("loose/deep")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: scratch.file("loose/wiring-rules.json"))
        let found = FoundConfiguration.find(from: deep)
        #expect(found.root == nil)
        #expect(found.rules == nil)
        try Data("{}".utf8).write(to: deep.appendingPathComponent("wiring-rules.json"))
        #expect(FoundConfiguration.find(from: deep).rules?.lastPathComponent == "wiring-rules.json")
    }

    @Test("--no-config-search finds the root for paths but no file")
    func searchTurnedOff() throws {
        let (scratch, repo) = try Self.layout()
        defer { scratch.remove() }
        let found = FoundConfiguration.find(from: repo.appendingPathComponent("docs"), searching: false)
        #expect(found.rules == nil && found.baseline == nil)
        #expect(found.root?.lastPathComponent == "repo")
    }

    @Test("none and --no-config-search on the command line: no file is picked up")
    func noneAndNoSearch() throws {
        let (scratch, repo) = try Self.layout()
        defer { scratch.remove() }
        let app = repo.appendingPathComponent("App")
        try Data(#"{"forbidden": [{"from": "*ViewModel", "to": "*Entity"}]}"#.utf8).write(to: app.appendingPathComponent("wiring-rules.json"))
        let snapshot = app.appendingPathComponent("app.wiring.json")
        try ReviewApp.v2.jsonData().write(to: snapshot)
        let before = app.appendingPathComponent("before.wiring.json")
        try ReviewApp.v1.jsonData().write(to: before)

        let found = try WiringProcess.run(["diff", before.path, snapshot.path, "--format", "json"], in: app)
        #expect(found.stderr.contains("found rules wiring-rules.json"))
        for flags in [["--rules", "none"], ["--no-config-search"]] {
            let outcome = try WiringProcess.run(["diff", before.path, snapshot.path, "--format", "json"] + flags, in: app)
            #expect(!outcome.stderr.contains("found rules"), "\(flags)")
            #expect(!outcome.stdout.contains("forbidden\""), "\(flags): \(outcome.stdout.prefix(400))")
        }
        let check = try WiringProcess.run(["check", snapshot.path, "--no-config-search"], in: app)
        #expect(check.status == 2)
        #expect(check.stderr.contains("--no-config-search"))
        let checkNone = try WiringProcess.run(["check", snapshot.path, "--rules", "none"], in: app)
        #expect(checkNone.status == 2)

        // A baseline beside the rules that accepts everything: none ignores it.
        let accepting = try WiringProcess.run(
            ["check", snapshot.path, "--update-baseline", "--baseline", app.appendingPathComponent("wiring-baseline.txt").path], in: app)
        #expect(accepting.status == 0, "\(accepting.stderr)")
        #expect(try WiringProcess.run(["check", snapshot.path], in: app).status == 0)
        #expect(try WiringProcess.run(["check", snapshot.path, "--baseline", "none"], in: app).status == 1)
        let update = try WiringProcess.run(["check", snapshot.path, "--baseline", "none", "--update-baseline"], in: app)
        #expect(update.status == 2)
    }
}
