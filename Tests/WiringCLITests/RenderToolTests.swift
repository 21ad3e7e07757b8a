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
        // The other commands need no companion tool.
        let text = try WiringProcess.run(["diff", snapshot.path, snapshot.path, "--format", "xcode"], in: scratch.url, executable: lonely)
        #expect(text.status == 0, "\(text.stderr)")
    }
}
