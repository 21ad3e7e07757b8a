import WiringCheck
import WiringModel

/// Writes findings as GitHub Actions workflow commands: one `::error`, `::warning` or `::notice`
/// line per finding, which the runner turns into an annotation on the file and line.
///
/// ```
/// ::error file=Sources/App/AppStore.swift,line=12,title=Forbidden crossing ViewModel → Entity::New crossing …
/// ```
///
/// Values are escaped as the runner requires, so no name can end a property, start a new
/// command or span lines: in the message `%`, CR and LF become `%25`, `%0D` and `%0A`; in a
/// property `:` and `,` also become `%3A` and `%2C`. Other control characters are shown as
/// visible `\u{…}` escapes.
public struct GitHubAnnotationWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Writes the annotations.
    ///
    /// - Parameters:
    ///   - findings: The classified crossings, in report order.
    ///   - context: The tool, command and inputs.
    /// - Returns: One line per finding; empty when there are none.
    public func write(_ findings: [CrossingFinding], graphFindings: [GraphRuleFinding] = [], context: ReviewContext) -> String {
        let graphLines = graphFindings.filter { $0.severity != .off }.map { finding in
            var properties: [(String, String)] = []
            if let place = finding.reviewLocation {
                properties.append(("file", place.file))
                if let line = place.line { properties.append(("line", String(line))) }
            }
            properties.append(("title", ReviewText.plain("\(finding.kind.title) \(finding.reviewName)", limit: 200)))
            let list = properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
            return "::\(finding.level.workflowCommand) \(list)::\(Self.escapedData(ReviewText.plain(finding.message, limit: 2_000)))\n"
        }
        return findings.map { finding in
            let (rule, level) = ReviewRule.judge(finding, unclassified: context.unclassifiedLevel)
            var properties: [(String, String)] = []
            if let place = ReviewLocation.of(finding) {
                properties.append(("file", place.file))
                if let line = place.line { properties.append(("line", String(line))) }
            }
            let title = "\(Self.titles[rule] ?? "Crossing") \(ReviewText.crossingName(finding))"
            properties.append(("title", ReviewText.plain(title, limit: 200)))
            let list = properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
            return "::\(level.workflowCommand) \(list)::\(Self.escapedData(ReviewText.message(finding, context: context)))\n"
        }
        .joined() + graphLines.joined()
    }

    private static let titles: [ReviewRule: String] = [
        .forbiddenCrossing: "Forbidden crossing", .unclassifiedCrossing: "New crossing",
        .acceptedCrossing: "Accepted crossing", .allowedCrossing: "Allowed crossing",
    ]

    /// Escapes a command's message.
    static func escapedData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Escapes a command's property value.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingColonsAndCommas()
    }
}

private extension String {
    func replacingColonsAndCommas() -> String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
