import WiringCheck
import WiringModel
import WiringPlatform

/// Writes a check report as JSON (`CheckJSONDocument`), pretty-printed with sorted keys.
public struct CheckJSONFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// The report as a document value.
    ///
    /// - Parameter report: The checked snapshot.
    /// - Returns: The document.
    public func document(_ report: CheckReport) -> CheckJSONDocument {
        CheckJSONDocument(
            reportVersion: 1,
            snapshot: report.snapshotName,
            result: .init(fails: report.fails, exitStatus: report.exitStatus, summary: report.verdictLine),
            crossings: report.crossings.map { finding in
                .init(
                    edge: Self.reference(finding.crossing.edge), from: Self.reference(finding.crossing.from),
                    to: Self.reference(finding.crossing.to), classification: finding.verdict.classification,
                    reason: finding.verdict.reason, rule: finding.verdict.rule, severity: finding.verdict.severity,
                    level: finding.level, accepted: finding.accepted, fails: finding.failsRules, place: finding.place)
            },
            findings: report.graphFindings.map { finding in
                .init(
                    kind: finding.kind, scope: finding.scope, severity: finding.severity, level: finding.level,
                    rule: finding.rule, chain: finding.chain.map(Self.reference), members: finding.members.map(\.id),
                    message: finding.message, place: finding.place)
            },
            staleBaselineEntries: report.staleBaselineEntries)
    }

    /// Formats a report.
    ///
    /// - Parameter report: The checked snapshot.
    /// - Returns: UTF-8 JSON ending in a newline; the same report always gives the same bytes.
    public func format(_ report: CheckReport) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings, numbers and booleans always encode.
        var data = (try? encoder.encode(document(report))) ?? Data()
        data.append(0x0A)
        return data
    }

    private static func reference(_ node: Node) -> JSONReportDocument.NodeReference {
        .init(id: node.id, displayName: node.displayName, type: node.type, kind: node.kind)
    }

    private static func reference(_ edge: Edge) -> JSONReportDocument.EdgeReference {
        .init(id: edge.id, from: edge.from, to: edge.to, kind: edge.kind, label: edge.label)
    }
}
