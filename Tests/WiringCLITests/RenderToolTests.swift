import Foundation
import Testing
import WiringModel
import WiringTestSupport

/// `wiring render` and diff's drawings run `wiring-render`, the one tool that links Graphviz.
@Suite("wiring-render beside wiring")
struct RenderToolTests {
    @Test("render and diff --format svg run wiring-render, options and help included")
    func drawingsRunTheTool() throws {
        let help = try WiringProcess.run(["render", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--engine"))
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let snapshot = scratch.file("v2.wiring.json")
        try ReviewApp.v2.jsonData().write(to: snapshot)
        let before = scratch.file("v1.wiring.json")
        try ReviewApp.v1.jsonData().write(to: before)
        let dot = try WiringProcess.run(["render", snapshot.path, "--format", "dot", "--quiet"])
        #expect(dot.status == 0, "\(dot.stderr)")
        #expect(dot.stdout.hasPrefix("digraph"))
        let svg = try WiringProcess.run(["diff", before.path, snapshot.path, "--format", "svg"], in: scratch.url)
        #expect(svg.status == 1, "\(svg.stderr)")
        #expect(svg.stdout.contains("<svg"))
    }

    @Test("without wiring-render beside it, a drawing says how to build it and what Graphviz to install")
    func missingToolIsNamed() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let lonely = scratch.file("wiring")
        try FileManager.default.copyItem(at: try WiringProcess.executable(), to: lonely)
        let snapshot = scratch.file("v2.wiring.json")
        try ReviewApp.v2.jsonData().write(to: snapshot)
        for arguments in [["render", snapshot.path, "--format", "svg"], ["diff", snapshot.path, snapshot.path, "--format", "html"]] {
            let outcome = try WiringProcess.run(arguments, in: scratch.url, executable: lonely)
            #expect(outcome.status == 2)
            #expect(outcome.stderr.contains("swift build --product wiring-render"), "\(outcome.stderr)")
            #expect(outcome.stderr.contains("apt-get install libgraphviz-dev") && outcome.stderr.contains("brew install graphviz"))
        }
        #expect(try WiringProcess.run(["render", snapshot.path], in: scratch.url, executable: lonely).stderr
            .contains("note: wiring-render links Graphviz"))
        // The other commands need no companion tool.
        let text = try WiringProcess.run(["diff", snapshot.path, snapshot.path, "--format", "xcode"], in: scratch.url, executable: lonely)
        #expect(text.status == 0, "\(text.stderr)")
    }

    @Test("a drawing starts wiring-render once, ends with its status and names Graphviz when its libraries do not load")
    func toolStartsOnce() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let wiring = scratch.file("wiring")
        try FileManager.default.copyItem(at: try WiringProcess.executable(), to: wiring)
        let log = scratch.file("starts.log")
        let tool = scratch.file("wiring-render")
        // A stand-in for the tool: notes each start, then exits with the status it is told.
        let script = "#!/bin/sh\necho \"$*\" >> '\(log.path)'\necho drawn\nexit \"$WIRING_TEST_STATUS\"\n"
        try Data(script.utf8).write(to: tool)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        let drawn = try WiringProcess.run(["render", "app.json", "--format", "svg"], environment: ["WIRING_TEST_STATUS": "3"],
                                          in: scratch.url, executable: wiring)
        #expect(drawn.status == 3, "\(drawn.stderr)")
        #expect(drawn.stdout == "drawn\n")
        #expect(try String(contentsOf: log, encoding: .utf8) == "render app.json --format svg\n")
        try FileManager.default.removeItem(at: log)
        // The loader's status when a library it needs is missing.
        let unloaded = try WiringProcess.run(["render", "app.json"], environment: ["WIRING_TEST_STATUS": "127"],
                                             in: scratch.url, executable: wiring)
        #expect(unloaded.status == 2)
        #expect(unloaded.stderr.contains("wiring-render could not start: a library it links is missing"), "\(unloaded.stderr)")
        #expect(unloaded.stderr.contains("apt-get install libgraphviz-dev"))
        #expect(try String(contentsOf: log, encoding: .utf8) == "render app.json\n")
    }

    @Test("built in a package without wiring-render, a drawing runs the one command that builds it there, and names it when it fails")
    func buildCommandIsNamed() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let package = scratch.file("Shop")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let snapshot = scratch.file("v2.wiring.json")
        try ReviewApp.v2.jsonData().write(to: snapshot)
        let cases: [(folder: String, directory: URL, command: String)] = [
            (".build/x86_64-unknown-linux-gnu/debug", package, "swift build --product wiring-render"),
            (".build-static/x86_64-unknown-linux-gnu/release", package,
             "swift build -c release --product wiring-render --scratch-path .build-static"),
            (".build/x86_64-unknown-linux-gnu/debug", scratch.url, "swift build --product wiring-render --package-path Shop"),
        ]
        for (folder, directory, command) in cases {
            let built = package.appendingPathComponent(folder).appendingPathComponent("wiring")
            if !FileManager.default.fileExists(atPath: built.path) {
                try FileManager.default.createDirectory(at: built.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: try WiringProcess.executable(), to: built)
            }
            let outcome = try WiringProcess.run(["render", snapshot.path, "-o", "x.svg"], in: directory, executable: built)
            #expect(outcome.status == 2)
            #expect(outcome.stderr.contains("note: wiring-render is not built yet; building it once: \(command)\n"), "\(outcome.stderr)")
            #expect(outcome.stderr.contains("; build it with: \(command)\n"), "\(outcome.stderr)")
            #expect(outcome.stdout.isEmpty, "the build's output goes to standard error: \(outcome.stdout)")
        }
    }
}
