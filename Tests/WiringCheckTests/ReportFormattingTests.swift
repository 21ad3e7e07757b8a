import Foundation
import Testing
import WiringCheck
import WiringReports
import WiringModel
import WiringTestSupport

@Suite("Report formatting")
struct ReportFormattingTests {
    /// Every hostile node and edge is new, renamed ports are changed, and one node is removed.
    static var hostileReport: DiffReport {
        let after = SampleSnapshots.hostile
        let evil = "Evil.<script>alert(\"x&y\")</script>"
        let before = GraphSnapshot(
            nodes: [
                Node(id: evil, kind: .root, type: evil),
                Node(id: "Gone.<b>bold</b>\u{1B}]0;title\u{07}", kind: .boundary, type: "Gone.<b>bold</b>\u{1B}]0;title\u{07}"),
            ],
            edges: [], source: "boundaries")
        return DiffReport(
            before: before, after: after,
            rules: CrossingRules(forbidden: [CrossingPairRule(from: NamePattern("*Quote*"), to: NamePattern("*"), reason: "<i>no</i> `quotes`")]),
            baseline: CrossingBaseline(entries: ["Stale\u{1B}[2J -> <script> (dependency)"]),
            beforeName: "base|<em>.json", afterName: "head.json")
    }

    @Test("text output has no raw control characters from names, but names the crossing ends")
    func textEscaping() {
        let text = TextReportFormatter(colors: false).format(Self.hostileReport)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
        #expect(text.contains("Term\\u{1b}[31mRED"))
        #expect(text.contains("New crossings (2, 2 needing review)"))
        #expect(text.contains("forbidden"))
    }

    @Test("colour escapes appear only when asked for, and only the formatter's own")
    func textColors() {
        let plain = TextReportFormatter(colors: false).format(Self.hostileReport)
        let colored = TextReportFormatter(colors: true).format(Self.hostileReport)
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[31m"))
        #expect(!colored.contains("\u{1B}[31mRED"))
        #expect(!colored.contains("\u{1B}]0;"))
        #expect(TextReportFormatter.shouldUseColors(environment: [:], isTerminal: true))
        #expect(!TextReportFormatter.shouldUseColors(environment: ["NO_COLOR": ""], isTerminal: true))
        #expect(!TextReportFormatter.shouldUseColors(environment: [:], isTerminal: false))
    }

    @Test("Markdown output carries no raw HTML, code spans or links from names")
    func markdownEscaping() throws {
        let markdown = MarkdownReportFormatter().format(Self.hostileReport)
        #expect(!markdown.contains("<script"))
        #expect(!markdown.contains("<img"))
        #expect(!markdown.contains("<b>"))
        #expect(!markdown.contains("<i>"))
        #expect(!markdown.contains("<em>"))
        #expect(!markdown.contains("\u{1B}"))
        #expect(markdown.contains("&lt;script&gt;"))
        // The only tags are the report's own.
        let tags = Set(markdown.matches(of: /<\/?([a-z]+)/).map { String($0.output.1) })
        #expect(tags.isSubset(of: ["br", "sub", "details", "summary"]))
        // No unescaped backtick, pipe or bracket survives from a name (outside the Mermaid block,
        // whose own syntax uses brackets and whose labels are escaped as Mermaid entities).
        let prose = Self.outsideMermaid(markdown)
        for line in prose where line.contains("md") || line.contains("Term") || line.contains("Quote") {
            #expect(Self.unescaped(in: line, of: ["`", "[", "]"]) == 0, "line: \(line)")
        }
        // Table rows keep their column count: escaped pipes do not split cells.
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ⛔") || $0.hasPrefix("| ⚠️") }
        #expect(rows.count == 2)
        for row in rows {
            #expect(Self.unescaped(in: row, of: ["|"]) == 8)
        }
        // Inside the Mermaid block no label ends its quotes or opens a backtick, markup or a
        // directive of its own; brackets are plain text inside a quoted label.
        let mermaid = markdown.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "```mermaid" }.dropFirst()
            .prefix { $0 != "```" }
        #expect(!mermaid.isEmpty)
        for line in mermaid where line.contains("[\"") {
            let label = line.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" }
            #expect(!label.contains { "`<>%|\\".contains($0) }, "label: \(label)")
            #expect(line.hasSuffix("\"]"), "line: \(line)")
        }
    }

    /// The lines of a Markdown document outside its fenced Mermaid block.
    static func outsideMermaid(_ markdown: String) -> [Substring] {
        var inside = false
        return markdown.split(separator: "\n").filter { line in
            if line == "```mermaid" { inside = true; return false }
            if inside && line == "```" { inside = false; return false }
            return !inside
        }
    }

    /// How many of the given characters appear without a backslash before them.
    static func unescaped(in line: Substring, of characters: Set<Character>) -> Int {
        var count = 0
        var escaping = false
        for character in line {
            if escaping {
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if characters.contains(character) {
                count += 1
            }
        }
        return count
    }

    @Test("JSON output decodes and carries exact ids, the verdict and the exit status")
    func jsonDecodes() throws {
        let after = PaymentsEdits.adding([("ViewBoundary", "AFramework")])
        let report = DiffReport(before: SampleSnapshots.payments, after: after, beforeName: "a.json", afterName: "b.json")
        let data = try report.formatted(as: .json)
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: data)
        #expect(document.before == "a.json")
        #expect(document.result.fails)
        #expect(document.result.exitStatus == 1)
        #expect(document.result.failOn == .newCrossing)
        #expect(document.newCrossings.count == 1)
        #expect(document.newCrossings.first?.from.id == PaymentsEdits.id("ViewBoundary"))
        #expect(document.newCrossings.first?.to.displayName == "AFramework")
        #expect(document.newCrossings.first?.classification == .unclassified)
        #expect(document.newCrossings.first?.needsReview == true)
        #expect(document.edges.added.map(\.id) == ["\(PaymentsEdits.id("ViewBoundary")) -dependency-> \(PaymentsEdits.id("AFramework"))"])

        let hostile = try JSONDecoder().decode(JSONReportDocument.self, from: try Self.hostileReport.formatted(as: .json))
        #expect(hostile.nodes.added.contains { $0.type == "Evil.Term\u{1B}[31mRED\u{1B}[0m|{brace}\\" })
    }

    @Test("every textual format gives the same bytes for the same input", arguments: [ReportFormat.text, .markdown, .json])
    func deterministic(format: ReportFormat) throws {
        let first = try Self.hostileReport.formatted(as: format)
        let second = try Self.hostileReport.formatted(as: format)
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test("a self-diff report says there are no changes and passes")
    func selfDiffText() throws {
        let report = DiffReport(before: SampleSnapshots.showroom, after: SampleSnapshots.showroom)
        let text = TextReportFormatter().format(report)
        #expect(text.contains("New crossings: none"))
        #expect(text.hasSuffix("pass: no changes\n"))
        let markdown = MarkdownReportFormatter().format(report)
        #expect(markdown.contains("✅"))
        #expect(!markdown.contains("### New crossings"))
    }
}
