import WiringCheck
import WiringModel

/// Writes findings as a JUnit XML report, the format test dashboards read.
///
/// One test suite for the run; one test case per finding, failing when the context says the
/// finding needs review; and, when nothing needs review, one passing case saying so, so a
/// dashboard always shows the check ran. Every value is XML-escaped and control characters are
/// shown as visible `\u{…}` escapes (XML 1.0 cannot carry them even as references).
public struct JUnitReportWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Writes the report.
    ///
    /// - Parameters:
    ///   - findings: The classified crossings, in report order.
    ///   - context: The tool, command, inputs and which findings need review.
    /// - Returns: The XML document, ending in a newline.
    public func write(_ findings: [CrossingFinding], graphFindings: [GraphRuleFinding] = [], context: ReviewContext) -> String {
        let graph = graphFindings.filter { $0.severity != .off }
        let failing = findings.filter(context.needsReview)
        let failingGraph = graph.filter(\.fails)
        var cases: [String] = []
        let className = "\(context.toolName).\(context.command).crossings"
        for finding in findings {
            let (rule, level) = ReviewRule.judge(finding, unclassified: context.unclassifiedLevel)
            var attributes = [("classname", className), ("name", ReviewText.crossingName(finding))]
            if let place = ReviewLocation.of(finding) {
                attributes.append(("file", place.file))
                if let line = place.line { attributes.append(("line", String(line))) }
            }
            let open = "    <testcase \(Self.attributes(attributes))"
            let message = ReviewText.message(finding, context: context)
            if context.needsReview(finding) {
                var body = message
                if let place = ReviewLocation.of(finding) {
                    body += "\n\(place.file)\(place.line.map { ":\($0)" } ?? "")"
                }
                cases.append(open + ">")
                cases.append("      <failure \(Self.attributes([("type", rule.rawValue), ("message", message)]))>\(Self.escaped(body, keepingNewlines: true))</failure>")
                cases.append("    </testcase>")
            } else {
                cases.append(open + ">")
                cases.append("      <system-out>\(Self.escaped("\(level.rawValue): \(message)"))</system-out>")
                cases.append("    </testcase>")
            }
        }
        for finding in graph {
            var attributes = [("classname", "\(context.toolName).\(context.command).\(finding.kind.rawValue)"), ("name", finding.reviewName)]
            if let place = finding.reviewLocation {
                attributes.append(("file", place.file))
                if let line = place.line { attributes.append(("line", String(line))) }
            }
            let message = ReviewText.plain(finding.message, limit: 2_000)
            cases.append("    <testcase \(Self.attributes(attributes))>")
            if finding.fails {
                cases.append("      <failure \(Self.attributes([("type", finding.kind.rawValue), ("message", message)]))>\(Self.escaped(message, keepingNewlines: true))</failure>")
            } else {
                cases.append("      <system-out>\(Self.escaped("\(finding.level.rawValue): \(message)"))</system-out>")
            }
            cases.append("    </testcase>")
        }
        if failing.isEmpty && failingGraph.isEmpty {
            cases.append("    <testcase \(Self.attributes([("classname", className), ("name", "no new crossing needs review")]))/>")
        }
        let tests = findings.count + graph.count + (failing.isEmpty && failingGraph.isEmpty ? 1 : 0)
        let counts = [("tests", String(tests)), ("failures", String(failing.count + failingGraph.count)), ("errors", "0"), ("skipped", "0")]
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        lines.append("<testsuites \(Self.attributes([("name", context.title)] + counts))>")
        lines.append("  <testsuite \(Self.attributes([("name", context.title)] + counts))>")
        lines += cases
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `name="value"` pairs, escaped.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { "\($0.0)=\"\(escaped($0.1))\"" }.joined(separator: " ")
    }

    /// Text safe in XML content and attribute values.
    static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        let lines = keepingNewlines ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [text]
        return lines.map { line in
            var result = ""
            for scalar in ReviewText.plain(line, limit: 2_000).unicodeScalars {
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "'": result += "&apos;"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
        .joined(separator: "\n")
    }
}
