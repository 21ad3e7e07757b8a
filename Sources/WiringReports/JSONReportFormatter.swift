import WiringCheck
import WiringDiff
import WiringModel
import WiringPlatform

/// Writes a diff report as JSON (`JSONReportDocument`), pretty-printed with sorted keys.
public struct JSONReportFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// The report as a document value.
    ///
    /// - Parameters:
    ///   - report: The judged diff.
    ///   - policy: What counts as a failure.
    /// - Returns: The document.
    public func document(_ report: DiffReport, policy: FailurePolicy = .newCrossing) -> JSONReportDocument {
        let diff = report.diff
        return JSONReportDocument(
            reportVersion: 1,
            before: report.beforeName,
            after: report.afterName,
            result: .init(
                failOn: policy, fails: report.fails(policy), exitStatus: report.exitStatus(policy),
                summary: report.verdictLine(policy)),
            newCrossings: report.findings.map { finding in
                var entry = Self.entry(finding.crossing)
                entry.classification = finding.verdict.classification
                entry.reason = finding.verdict.reason
                entry.accepted = finding.accepted
                entry.needsReview = finding.needsReview
                return entry
            },
            removedCrossings: diff.removedCrossings.map(Self.entry),
            nodes: .init(
                added: diff.addedNodes.map(Self.reference),
                removed: diff.removedNodes.map(Self.reference),
                changed: diff.changedNodes.map { .init(id: $0.id, fields: $0.fields) }),
            ports: diff.portChanges.map {
                .init(node: $0.nodeID, name: $0.name, change: $0.kind, beforeType: $0.before?.type, afterType: $0.after?.type)
            },
            edges: .init(
                added: diff.addedEdges.map(Self.reference),
                removed: diff.removedEdges.map(Self.reference),
                changed: diff.changedEdges.map { .init(id: $0.id, fields: $0.fields) }),
            staleBaselineEntries: report.staleBaselineEntries)
    }

    /// Formats a report.
    ///
    /// - Parameters:
    ///   - report: The judged diff.
    ///   - policy: What counts as a failure.
    /// - Returns: UTF-8 JSON ending in a newline; the same report always gives the same bytes.
    public func format(_ report: DiffReport, policy: FailurePolicy = .newCrossing) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings, numbers and booleans always encode.
        var data = (try? encoder.encode(document(report, policy: policy))) ?? Data()
        data.append(0x0A)
        return data
    }

    private static func reference(_ node: Node) -> JSONReportDocument.NodeReference {
        .init(id: node.id, displayName: node.displayName, type: node.type, kind: node.kind)
    }

    private static func reference(_ edge: Edge) -> JSONReportDocument.EdgeReference {
        .init(id: edge.id, from: edge.from, to: edge.to, kind: edge.kind, label: edge.label)
    }

    private static func entry(_ crossing: NamedCrossing) -> JSONReportDocument.CrossingEntry {
        .init(
            edge: reference(crossing.edge), from: reference(crossing.from), to: reference(crossing.to),
            fromArea: crossing.crossing.fromArea, toArea: crossing.crossing.toArea)
    }
}
