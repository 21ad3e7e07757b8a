import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import WiringCheck
@testable import WiringReports
import WiringModel
import WiringTestSupport

/// SARIF, GitHub annotations, JUnit and the Markdown comment for the app V1 → V2 (one new
/// crossing, ViewModel → Entity, made at `Sources/App/AppStoreV2.swift:27`).
@Suite("Review formats")
struct ReviewFormatTests {
    static let report = DiffReport(before: ReviewApp.v1, after: ReviewApp.v2, beforeName: "V1.json", afterName: "V2.json")

    static func text(_ report: DiffReport, _ format: ReportFormat) throws -> String {
        String(decoding: try report.formatted(as: format), as: UTF8.self)
    }

    static func sarif(_ report: DiffReport) throws -> [String: Any] {
        try object(try report.formatted(as: .sarif))
    }

    static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func results(_ sarif: [String: Any]) throws -> [[String: Any]] {
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        return try #require(runs.first?["results"] as? [[String: Any]])
    }

    @Test("SARIF has the 2.1.0 shape, the rules, and a result on the new crossing's line with a fingerprint")
    func sarifShape() throws {
        let sarif = try Self.sarif(Self.report)
        #expect(sarif["version"] as? String == "2.1.0")
        #expect((sarif["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "wiring")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }) == Set(ReviewRule.allCases.map(\.rawValue)))
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
        }
        let results = try Self.results(sarif)
        #expect(results.count == 1)
        let result = try #require(results.first)
        #expect(result["ruleId"] as? String == "wiring/unclassified-crossing")
        #expect(result["level"] as? String == "warning")
        let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
        #expect(message.contains("ViewModel → Entity"))
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/App/AppStoreV2.swift")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 27)
        let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
        #expect(fingerprints[SARIFReportWriter.fingerprintKey]?.count == 16)
        #expect(try Self.results(sarif).count == ((run["results"] as? [Any])?.count ?? 0))
    }

    @Test("the fingerprint follows the crossing, not its line, and differs between crossings")
    func fingerprints() throws {
        var moved = ReviewApp.v2
        moved.setEdges(moved.edges.map { edge in
            var edge = edge
            edge.place = edge.place.map { SourcePlace(file: $0.file, line: $0.line + 40) }
            return edge
        })
        func print(_ report: DiffReport) throws -> [String] {
            try Self.results(try Self.sarif(report)).compactMap { ($0["partialFingerprints"] as? [String: String])?.values.first }
        }
        let original = try print(Self.report)
        #expect(try print(DiffReport(before: ReviewApp.v1, after: moved)) == original)
        let two = try print(DiffReport(before: ReviewApp.v1, after: ReviewApp.v3))
        #expect(Set(two).count == 2)
        #expect(two.contains(original[0]))
    }

    @Test("levels: forbidden is an error, unclassified a warning, accepted and allowed are notes")
    func levels() throws {
        let crossing = try #require(Self.report.findings.first?.crossing)
        let cases: [(CrossingFinding, ReviewRule, FindingLevel)] = [
            (CrossingFinding(crossing: crossing, verdict: CrossingVerdict(classification: .forbidden, reason: "r"), accepted: false),
             .forbiddenCrossing, .error),
            (CrossingFinding(crossing: crossing, verdict: .unclassified, accepted: false), .unclassifiedCrossing, .warning),
            (CrossingFinding(crossing: crossing, verdict: CrossingVerdict(classification: .forbidden, reason: "r"), accepted: true),
             .acceptedCrossing, .note),
            (CrossingFinding(crossing: crossing, verdict: CrossingVerdict(classification: .allowed, reason: "r"), accepted: false),
             .allowedCrossing, .note),
        ]
        for (finding, rule, level) in cases {
            #expect(ReviewRule.judge(finding) == (rule, level))
            let sarif = SARIFReportWriter().write([finding], context: ReviewContext())
            let result = try #require(try Self.results(try Self.object(sarif)).first)
            #expect(result["level"] as? String == level.rawValue)
            #expect(result["ruleId"] as? String == rule.rawValue)
            let annotation = GitHubAnnotationWriter().write([finding], context: ReviewContext())
            #expect(annotation.hasPrefix("::\(level.workflowCommand) "))
        }
        // A rules file forbidding the pair turns the V2 result into an error.
        let rules = CrossingRules(forbidden: [CrossingPairRule(from: NamePattern("ViewModel"), to: NamePattern("Entity"))])
        let forbidden = DiffReport(before: ReviewApp.v1, after: ReviewApp.v2, rules: rules)
        #expect(try Self.results(try Self.sarif(forbidden)).first?["level"] as? String == "error")
    }

    @Test("the location falls back from the edge to its start node, then to none; absolute paths are never written")
    func locations() throws {
        let finding = try #require(Self.report.findings.first)
        #expect(ReviewLocation.of(finding) == ReviewLocation(file: "Sources/App/AppStoreV2.swift", line: 27))
        var noEdgePlace = finding
        noEdgePlace.crossing.crossing.edge.place = nil
        #expect(ReviewLocation.of(noEdgePlace) == ReviewLocation(file: "Sources/App/AppStoreV2.swift", line: 11))
        var nowhere = noEdgePlace
        nowhere.crossing.from.place = nil
        #expect(ReviewLocation.of(nowhere) == nil)
        let sarif = SARIFReportWriter().write([nowhere], context: ReviewContext())
        let result = try #require(try Self.results(try Self.object(sarif)).first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        #expect(location["physicalLocation"] == nil)
        #expect(location["logicalLocations"] != nil)
        #expect(GitHubAnnotationWriter().write([nowhere], context: ReviewContext()).hasPrefix("::warning title="))

        for absolute in ["/home/ci/work/App/AppStore.swift", "C:\\work\\AppStore.swift", "~/AppStore.swift",
                         "file:///tmp/AppStore.swift", "../outside/AppStore.swift", "Sources/\u{1B}[2J.swift"] {
            var hostile = finding
            hostile.crossing.crossing.edge.place = SourcePlace(file: absolute, line: 3)
            hostile.crossing.from.place = nil
            #expect(ReviewLocation.of(hostile) == nil, "\(absolute)")
            for output in [String(decoding: SARIFReportWriter().write([hostile], context: ReviewContext()), as: UTF8.self),
                           GitHubAnnotationWriter().write([hostile], context: ReviewContext()),
                           JUnitReportWriter().write([hostile], context: ReviewContext())] {
                #expect(!output.contains("/home/ci") && !output.contains("C:") && !output.contains("/tmp/"))
            }
        }
        #expect(ReviewLocation.relativePath("./Sources\\App/./X.swift") == "Sources/App/X.swift")
        #expect(ReviewLocation.reportName("/home/ci/runner/base.wiring.json") == "base.wiring.json")
    }

    @Test("GitHub annotations sit on the file and line, one command per line, data and properties escaped")
    func github() throws {
        let text = try Self.text(Self.report, .github)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("::warning file=Sources/App/AppStoreV2.swift,line=27,title="))
        #expect(lines[0].contains("ViewModel → Entity"))
        #expect(GitHubAnnotationWriter.escapedData("100%\r\nnext") == "100%25%0D%0Anext")
        #expect(GitHubAnnotationWriter.escapedProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    }

    @Test("JUnit parses, fails the case that needs review, and passes one case when nothing does")
    func junit() throws {
        let document = try XMLDocument(xmlString: try Self.text(Self.report, .junit), options: [])
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 1)
        #expect(try document.nodes(forXPath: "//testcase/failure").count == 1)
        let testcase = try #require(cases.first as? XMLElement)
        #expect(testcase.attribute(forName: "file")?.stringValue == "Sources/App/AppStoreV2.swift")
        #expect(testcase.attribute(forName: "line")?.stringValue == "27")
        #expect(testcase.attribute(forName: "name")?.stringValue?.contains("ViewModel → Entity") == true)
        #expect(try document.nodes(forXPath: "/testsuites/@failures").first?.stringValue == "1")

        let baseline = CrossingBaseline(entries: Self.report.findings.map { CrossingBaseline.entry(for: $0.crossing) })
        let accepted = DiffReport(before: ReviewApp.v1, after: ReviewApp.v2, baseline: baseline)
        let passing = try XMLDocument(xmlString: try Self.text(accepted, .junit), options: [])
        #expect(try passing.nodes(forXPath: "//testcase").count == 2)
        #expect(try passing.nodes(forXPath: "//failure").isEmpty)
        // Under --fail-on forbidden an unclassified crossing does not fail the run, nor its case.
        let lenient = try XMLDocument(
            xmlString: String(decoding: try Self.report.formatted(as: .junit, policy: .forbidden), as: UTF8.self), options: [])
        #expect(try lenient.nodes(forXPath: "//failure").isEmpty)
        let same = try XMLDocument(xmlString: try Self.text(DiffReport(before: ReviewApp.v1, after: ReviewApp.v1), .junit), options: [])
        #expect(try same.nodes(forXPath: "//testcase").count == 1)
        #expect(try same.nodes(forXPath: "//failure").isEmpty)
    }

    @Test("the Markdown comment has its marker, the source line and a Mermaid block of the change, and no absolute path")
    func markdownComment() throws {
        let report = DiffReport(
            before: ReviewApp.v1, after: ReviewApp.v2, beforeName: "/home/runner/work/_temp/V1.json",
            afterName: "/home/runner/work/_temp/V2.json")
        let markdown = try Self.text(report, .markdown)
        #expect(markdown.hasPrefix(MarkdownReportFormatter.marker + "\n"))
        #expect(!markdown.contains("/home/"))
        #expect(markdown.contains("V1.json → V2.json"))
        #expect(markdown.contains("Sources/App/AppStoreV2.swift:27"))
        let block = markdown.components(separatedBy: "```mermaid\n").dropFirst().first?.components(separatedBy: "\n```").first
        let mermaid = try #require(block)
        #expect(mermaid.hasPrefix("flowchart"))
        #expect(mermaid.contains("ViewModel") && mermaid.contains("Entity"))
        #expect(mermaid.contains("==>"), "the new crossing is the thick arrow")
        #expect(!mermaid.contains("Network"), "only the changed neighbourhood is drawn")
        #expect(mermaid.count < 49_000)
    }

    @Test("the Markdown comment is one short line under the marker when nothing changed")
    func quietMarkdown() throws {
        let markdown = try Self.text(DiffReport(before: ReviewApp.v1, after: ReviewApp.v1, beforeName: "V1.json", afterName: "V1.json"), .markdown)
        let lines = markdown.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.count == 2)
        #expect(lines.first == Substring(MarkdownReportFormatter.marker))
        #expect(lines.last?.contains("no changes") == true)
    }

    @Test("a large change keeps the Mermaid block under GitHub's limits")
    func largeMermaid() throws {
        let graph = SyntheticGraphs.layered(nodes: 400)
        let markdown = try Self.text(DiffReport(before: GraphSnapshot(nodes: [], edges: []), after: graph), .markdown)
        let mermaid = try #require(markdown.components(separatedBy: "```mermaid\n").dropFirst().first?.components(separatedBy: "\n```").first)
        #expect(mermaid.count < 49_000)
        #expect(mermaid.split(separator: "\n").filter { $0.contains("-->") || $0.contains("==>") || $0.contains("-.->") }.count <= 500)
    }

    @Test("the format follows the output file's extension", arguments: [
        ("report.md", ReportFormat.markdown), ("r.json", .json), ("a.sarif", .sarif), ("a.sarif.json", .sarif),
        ("junit.xml", .junit), ("diff.svg", .svg), ("diff.HTML", .html), ("dir.v2/out.txt", .text),
    ])
    func inference(path: String, format: ReportFormat) {
        #expect(ReportFormat.inferred(fromPath: path) == format)
    }

    @Test("an unknown extension infers nothing")
    func noInference() {
        #expect(ReportFormat.inferred(fromPath: "report") == nil)
        #expect(ReportFormat.inferred(fromPath: "dir.v2/report") == nil)
        #expect(ReportFormat.inferred(fromPath: "report.pdf") == nil)
    }

    @Test("every review format gives the same bytes for the same input", arguments: [ReportFormat.sarif, .github, .junit, .markdown])
    func deterministic(format: ReportFormat) throws {
        #expect(try ReviewFormatTests.report.formatted(as: format) == ReviewFormatTests.report.formatted(as: format))
    }
}

/// `wiring check` speaks the review formats through the same writers as `wiring diff`.
@Suite("Check in review formats")
struct CheckReviewFormatTests {
    private static let forbidding = CrossingRules(
        forbidden: [CrossingPairRule(from: NamePattern("ViewModel"), to: NamePattern("Entity"))])

    @Test("a forbidden crossing is an error at its source line; unclassified ones are left out")
    func forbiddenCrossingInSARIFAndAnnotations() throws {
        let report = CheckReport(snapshot: ReviewApp.v2, rules: Self.forbidding, snapshotName: "V2.json")
        let sarif = try JSONSerialization.jsonObject(with: try report.formatted(as: .sarif)) as? [String: Any]
        let run = try #require((sarif?["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["level"] as? String == "error")
        #expect(results.first?["ruleId"] as? String == ReviewRule.forbiddenCrossing.rawValue)
        let annotations = String(decoding: try report.formatted(as: .github), as: UTF8.self)
        #expect(annotations.hasPrefix("::error file=Sources/App/AppStoreV2.swift,line=27,"))
        let junit = String(decoding: try report.formatted(as: .junit), as: UTF8.self)
        #expect(junit.contains("<failure"))
    }

    @Test("a forbidden crossing under a warn rule is a warning, and a check of V1 reports nothing")
    func severityAndCleanGraph() throws {
        var rules = Self.forbidding
        rules.forbidden[0].severity = .warn
        let warned = CheckReport(snapshot: ReviewApp.v2, rules: rules, snapshotName: "V2.json")
        #expect(String(decoding: try warned.formatted(as: .github), as: UTF8.self).hasPrefix("::warning "))
        let clean = CheckReport(snapshot: ReviewApp.v1, rules: Self.forbidding, snapshotName: "V1.json")
        #expect(String(decoding: try clean.formatted(as: .github), as: UTF8.self).isEmpty)
        #expect(!String(decoding: try clean.formatted(as: .junit), as: UTF8.self).contains("<failure"))
    }
}
