import Foundation
import Testing
@testable import WiringCheck
@testable import WiringDiff
@testable import WiringReports
import WiringModel

/// The Markdown report is what a pull-request comment shows: no name in it may become a link or
/// a mention, and it stays under the size GitHub accepts.
@Suite("Markdown report safety")
struct MarkdownSafetyTests {
    /// Names that GitHub-flavoured Markdown or GitHub's filters turn into links or mentions.
    static let linkingNames = [
        "HTTP://evil.example/a", "hTTps://evil.example/b", "ftp://evil.example/c", "www.evil.example",
        "WWW.Evil.Example", "mailto:someone@evil.example", "someone@evil.example", "xmpp:someone@evil.example/x",
        "@octocat", "ping @team-name", "#123", "fixes #42", "GH-7", "owner/repo#9", "x.www.evil.example",
        "::error title=x::y", "  ::warning::z", "<https://evil.example>", "[a](https://evil.example)",
    ]

    /// A diff that adds one crossing per name, from module `Mod<i>` to module `Other<i>`.
    static func report(names: [String], repeating: Int = 1, keyed: Bool = false) -> DiffReport {
        var nodes: [Node] = []
        var edges: [Edge] = []
        for (index, name) in names.enumerated() {
            let long = String(repeating: name, count: repeating)
            let from = Node(id: "Mod\(index).\(long)", kind: .object, type: "Mod\(index).\(long)", key: keyed ? long : nil)
            let to = Node(id: "Other\(index).\(long)!", kind: .object, type: "Other\(index).\(long)!", key: keyed ? long : nil)
            nodes += [from, to]
            edges.append(Edge(from: from.id, to: to.id, kind: .holds, label: long,
                              place: SourcePlace(file: "Sources/\(long).swift", line: 1)))
        }
        let before = GraphSnapshot(nodes: nodes, edges: [])
        let after = GraphSnapshot(nodes: nodes, edges: edges)
        return DiffReport(diff: SnapshotDiff(before: before, after: after), beforeName: names[0], afterName: "after.json")
    }

    @Test("escaped names keep no autolink, e-mail, mention, issue reference or workflow command")
    func escapingBreaksEveryLinkForm() {
        for name in Self.linkingNames {
            let escaped = MarkdownText.escaped(name)
            let lower = escaped.lowercased()
            #expect(!lower.replacingOccurrences(of: "\\://", with: "").contains("://"), "\(escaped)")
            #expect(!lower.contains("www."), "\(escaped)")
            #expect(!escaped.contains(where: { $0 == "<" }), "\(escaped)")
            let scalars = Array(escaped.unicodeScalars)
            for (index, scalar) in scalars.enumerated() where scalar == "@" || scalar == "#" {
                #expect(index + 1 < scalars.count && scalars[index + 1] == MarkdownText.joiner, "\(escaped)")
            }
            #expect(!escaped.drop { $0 == " " }.hasPrefix("::"), "\(escaped)")
        }
        #expect(MarkdownText.escaped("gh-1").unicodeScalars.contains(MarkdownText.joiner))
        #expect(MarkdownText.escaped("Sources/App.swift:12") == "Sources/App.swift:12")
    }

    @Test("rendered as GitHub renders it (cmark-gfm), the report holds no link",
          .enabled(if: MarkdownSafetyTests.rendererAvailable, "needs python3 with cmarkgfm (pip install cmarkgfm)"))
    func renderedReportHasNoLink() throws {
        let report = Self.report(names: Self.linkingNames)
        let diff = MarkdownReportFormatter().format(report)
        let check = CheckMarkdownFormatter().format(CheckReport(
            snapshot: report.diff.after, rules: CrossingRules(), snapshotName: "mailto:a@b.example"))
        for markdown in [diff, check] {
            let html = try Self.render(markdown)
            #expect(!html.contains("<a"), "a link: \(html.components(separatedBy: "<a").dropFirst().first?.prefix(200) ?? "")")
            #expect(!html.contains("<script") && !html.contains("<img"))
        }
        // The check can fail: an unescaped name does become a link.
        #expect(try Self.render("HTTP://evil.example").contains("<a"))
    }

    @Test("a report of long names stays under 60,000 characters and says what it left out")
    func reportStaysUnderTheCommentLimit() {
        // Each character of these names grows sevenfold when escaped (`\\u{1}`).
        let names = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"].map { $0 + String(repeating: "\u{1}", count: 600) }
        let report = Self.report(names: names)
        var unbounded = MarkdownReportFormatter()
        unbounded.characterLimit = .max
        #expect(unbounded.format(report).utf8.count > 60_000, "the names are not long enough to test the limit")
        let markdown = MarkdownReportFormatter().format(report)
        #expect(markdown.utf8.count < 60_000)
        #expect(markdown.hasPrefix(MarkdownReportFormatter.marker))
        #expect(markdown.contains("This report was cut short"))
        #expect(markdown.contains("`--format json`"))
        // A cut never leaves a code fence or a collapsed section open.
        #expect(markdown.components(separatedBy: "```").count % 2 == 1)
        #expect(markdown.components(separatedBy: "<details>").count == markdown.components(separatedBy: "</details>").count)
        let check = CheckMarkdownFormatter().format(CheckReport(
            snapshot: report.diff.after,
            rules: CrossingRules(forbidden: [CrossingPairRule(from: NamePattern("*"), to: NamePattern("*"), reason: String(repeating: "&", count: 400))]),
            snapshotName: "after.json"))
        #expect(check.utf8.count < 60_000)
        // A small report is left whole.
        let small = MarkdownReportFormatter().format(Self.report(names: ["A"]))
        #expect(!small.contains("cut short"))
    }

    @Test("the Mermaid block of 60 crossings with long names stays under its limit, halving the edges drawn")
    func mermaidStaysUnderItsLimit() throws {
        let names = (0..<60).map { "Name\($0)" + String(repeating: "\"", count: 80) }
        let visual = VisualDiff(Self.report(names: names, keyed: true))
        var unbounded = DiffMermaidWriter()
        unbounded.characterLimit = .max
        unbounded.maxNodes = .max
        #expect(try #require(unbounded.flowchart(for: visual)).utf8.count > 50_000, "the names are not long enough")
        let flowchart = try #require(DiffMermaidWriter().flowchart(for: visual))
        #expect(flowchart.utf8.count <= 40_000)
        #expect(flowchart.contains("==>"))
        var tight = DiffMermaidWriter()
        tight.maxNodes = .max
        tight.characterLimit = 8_000
        let small = try #require(tight.flowchart(for: visual))
        #expect(small.utf8.count <= 8_000)
        #expect(small.contains("more changed edges not drawn"))
        // In the report, the block keeps under the 50,000 characters the docs promise.
        let markdown = MarkdownReportFormatter().format(Self.report(names: Array(names.prefix(8))))
        let start = try #require(markdown.range(of: "```mermaid\n"))
        let end = try #require(markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex))
        #expect(markdown[start.upperBound..<end.lowerBound].utf8.count < 50_000)
    }

    @Test("a big diff's Mermaid block draws its loudest changes within 24 nodes and says how many it left out")
    func mermaidOfABigDiffStaysReadable() throws {
        let visual = VisualDiff(Self.report(names: (0..<60).map { "Name\($0)" }, keyed: true))
        let flowchart = try #require(DiffMermaidWriter().flowchart(for: visual))
        let nodes = flowchart.split(separator: "\n").filter { $0.contains("[\"«") }
        #expect(nodes.count <= 24 && nodes.count >= 2)
        #expect(flowchart.contains("==>"))
        #expect(flowchart.contains("more changed edges not drawn; see the tables"))
    }

    static let rendererAvailable: Bool = {
        (try? render("x")) != nil
    }()

    /// Renders Markdown with `scripts/render-gfm.py`.
    static func render(_ markdown: String) throws -> String {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/render-gfm.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = Thread {
            input.fileHandleForWriting.write(Data(markdown.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let html = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        return String(decoding: html, as: UTF8.self)
    }
}
