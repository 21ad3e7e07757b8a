import WiringCheck
import WiringModel

import WiringPlatform

/// Writes findings as SARIF 2.1.0, the format GitHub code scanning and other review tools read.
///
/// One run with the `wiring` driver, whose `rules` describe every `ReviewRule`; one result per
/// finding with its rule, level (see `ReviewRule.judge(_:)`), message, location (see
/// `ReviewLocation`; a finding without a usable place gets a logical location naming the edge)
/// and a `partialFingerprints` entry computed from the crossing's edge id, never from its line,
/// so a result keeps its identity when code moves. Keys are sorted: same findings, same bytes.
public struct SARIFReportWriter: Sendable {
    /// The `$schema` the document declares.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The key of the fingerprint in `partialFingerprints`.
    public static let fingerprintKey = "wiringCrossing/v1"
    /// The key of a scan notice's fingerprint in `partialFingerprints`.
    public static let scanFingerprintKey = "wiringScan/v1"

    /// Creates a writer.
    public init() {}

    /// Writes the SARIF log.
    ///
    /// - Parameters:
    ///   - findings: The classified crossings, in report order.
    ///   - context: The tool, command and inputs.
    /// - Returns: The JSON document, UTF-8, ending in a newline.
    ///   - graphFindings: Cycles, captive dependencies, unregistered resolves and module findings
    ///     (`wiring check`), each a result whose rule id is its kind.
    public func write(_ findings: [CrossingFinding], graphFindings: [GraphRuleFinding] = [], context: ReviewContext) -> Data {
        write(findings, graphFindings: graphFindings, notices: [], context: context)
    }

    /// Writes the SARIF log, with what a source scan reports beside the check's findings.
    ///
    /// - Parameters:
    ///   - findings: The classified crossings, in report order.
    ///   - graphFindings: Cycles, captive dependencies, unregistered resolves and module findings.
    ///   - notices: What the scan could not read and found, each a result whose rule id is the
    ///     notice's stable rule id (`not-read`, `registered-twice`, …).
    ///   - context: The tool, command and inputs.
    /// - Returns: The JSON document, UTF-8, ending in a newline.
    package func write(
        _ findings: [CrossingFinding], graphFindings: [GraphRuleFinding], notices: [SourceNotice], context: ReviewContext
    ) -> Data {
        let rules = ReviewRule.allCases
        // Rules for the kinds of graph finding present only, so a diff's log lists the crossing rules alone.
        let graphKinds = GraphRuleFinding.Kind.allCases.filter { kind in graphFindings.contains { $0.kind == kind && $0.severity != .off } }
        var results = findings.map { finding -> Result in
            let (rule, level) = ReviewRule.judge(finding, unclassified: context.unclassifiedLevel)
            let location: Location
            if let place = ReviewLocation.of(finding) {
                location = Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: ArtifactLocation(uri: Self.uri(place.file)),
                        region: place.line.map { Region(startLine: $0) }),
                    logicalLocations: nil)
            } else {
                location = Location(
                    physicalLocation: nil,
                    logicalLocations: [LogicalLocation(fullyQualifiedName: ReviewText.plain(finding.crossing.id, limit: 1_000))])
            }
            return Result(
                ruleId: rule.rawValue, ruleIndex: rules.firstIndex(of: rule) ?? 0, level: level.rawValue,
                message: Message(text: ReviewText.message(finding, context: context)), locations: [location],
                partialFingerprints: [Self.fingerprintKey: ReviewText.fingerprint(finding)],
                properties: ResultProperties(
                    from: ReviewText.plain(finding.crossing.from.id, limit: 1_000),
                    to: ReviewText.plain(finding.crossing.to.id, limit: 1_000),
                    kind: finding.crossing.edge.kind.rawValue, classification: finding.verdict.classification.rawValue,
                    accepted: finding.accepted, needsReview: context.needsReview(finding),
                    rule: ReviewText.plain(finding.verdict.reason)))
        }
        results += graphFindings.filter { $0.severity != .off }.map { finding in
            let location = finding.reviewLocation.map { place in
                Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: ArtifactLocation(uri: Self.uri(place.file)), region: place.line.map { Region(startLine: $0) }),
                    logicalLocations: nil)
            } ?? Location(physicalLocation: nil, logicalLocations: [LogicalLocation(fullyQualifiedName: finding.reviewName)])
            return Result(
                ruleId: finding.kind.rawValue, ruleIndex: rules.count + (graphKinds.firstIndex(of: finding.kind) ?? 0),
                level: finding.level.rawValue, message: Message(text: ReviewText.plain(finding.message, limit: 2_000)),
                locations: [location], partialFingerprints: [Self.fingerprintKey: finding.fingerprint],
                properties: ResultProperties(
                    from: ReviewText.plain(finding.chain.first?.id ?? "", limit: 1_000),
                    to: ReviewText.plain(finding.chain.last?.id ?? "", limit: 1_000), kind: finding.kind.rawValue,
                    classification: "finding", accepted: false, needsReview: finding.fails, rule: ReviewText.plain(finding.rule)))
        }
        // The scan's rules, each once, after the check's.
        var noticeRules: [SourceNotice] = []
        for notice in notices where !noticeRules.contains(where: { $0.rule == notice.rule })
            && !graphKinds.contains(where: { $0.rawValue == notice.rule }) {
            noticeRules.append(notice)
        }
        noticeRules.sort { $0.rule < $1.rule }
        results += notices.map { notice in
            Result(
                ruleId: notice.rule,
                ruleIndex: graphKinds.firstIndex { $0.rawValue == notice.rule }.map { rules.count + $0 }
                    ?? rules.count + graphKinds.count + (noticeRules.firstIndex { $0.rule == notice.rule } ?? 0),
                level: notice.level.rawValue, message: Message(text: ReviewText.plain(notice.message, limit: 2_000)),
                locations: [Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: ArtifactLocation(uri: Self.uri(notice.file)), region: Region(startLine: max(notice.line, 1))),
                    logicalLocations: nil)],
                partialFingerprints: [Self.scanFingerprintKey: notice.fingerprint],
                properties: ResultProperties(
                    from: "", to: "", kind: notice.rule, classification: "scan", accepted: false, needsReview: false,
                    rule: ReviewText.plain(notice.title)))
        }
        let scanRules = noticeRules.map { notice in
            Rule(
                id: notice.rule, name: notice.title.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
                shortDescription: Message(text: notice.title.prefix(1).uppercased() + notice.title.dropFirst() + "."),
                fullDescription: Message(text: notice.help), help: Message(text: notice.help),
                defaultConfiguration: Configuration(level: notice.level.rawValue), properties: RuleProperties(tags: ["wiring", "scan"]))
        }
        let graphRules = graphKinds.map { kind in
            Rule(
                id: kind.rawValue, name: kind.title.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
                shortDescription: Message(text: kind.title + "."),
                fullDescription: Message(text: kind.help), help: Message(text: kind.help),
                defaultConfiguration: Configuration(level: "warning"), properties: RuleProperties(tags: ["architecture", "wiring"]))
        }
        let log = Log(
            schema: Self.schemaURI, version: "2.1.0",
            runs: [Run(
                tool: Tool(driver: Driver(
                    name: context.toolName, version: context.toolVersion, semanticVersion: context.toolVersion,
                    rules: rules.map { rule in
                        Rule(
                            id: rule.rawValue, name: rule.name, shortDescription: Message(text: rule.summary),
                            fullDescription: Message(text: rule.help), help: Message(text: rule.help),
                            defaultConfiguration: Configuration(level: rule.level.rawValue),
                            properties: RuleProperties(tags: ["architecture", "wiring"]))
                    } + graphRules + scanRules)),
                columnKind: "utf16CodeUnits",
                properties: RunProperties(command: context.command, inputs: context.reportInputs),
                results: results)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Strings, numbers and booleans always encode.
        let data = (try? encoder.encode(log)) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }

    /// A relative path as a URI reference: each segment percent-encoded where RFC 3986 requires.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if uriKept.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += (hex.count == 1 ? "%0" : "%") + hex
            }
        }
        return result
    }

    /// The bytes a path segment keeps as they are: ASCII letters and digits, the unreserved
    /// marks, the sub-delimiters, `@` and the `/` between segments.
    private static let uriKept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/".utf8)

    private struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    private struct Run: Encodable {
        var tool: Tool
        var columnKind: String
        var properties: RunProperties
        var results: [Result]
    }
    private struct RunProperties: Encodable { var command: String; var inputs: [String] }
    private struct Tool: Encodable { var driver: Driver }
    private struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var rules: [Rule]
    }
    private struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
        var properties: RuleProperties
    }
    private struct Configuration: Encodable { var level: String }
    private struct RuleProperties: Encodable { var tags: [String] }
    private struct Message: Encodable { var text: String }
    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var properties: ResultProperties
    }
    private struct ResultProperties: Encodable {
        var from: String
        var to: String
        var kind: String
        var classification: String
        var accepted: Bool
        var needsReview: Bool
        var rule: String
    }
    private struct Location: Encodable {
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]?
    }
    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }
    private struct ArtifactLocation: Encodable { var uri: String }
    private struct Region: Encodable { var startLine: Int }
    private struct LogicalLocation: Encodable { var fullyQualifiedName: String }
}
