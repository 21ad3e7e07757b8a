import WiringCheck
import WiringModel

/// The JSON form of a check report: what `wiring check --format json` writes.
///
/// Keys are written sorted; ids and names are exact. The shape is documented in `docs/cli.md`.
public struct CheckJSONDocument: Codable, Sendable, Hashable {
    /// One crossing of the snapshot, classified.
    public struct CrossingEntry: Codable, Sendable, Hashable {
        /// The crossing edge.
        public var edge: JSONReportDocument.EdgeReference
        /// The node it starts at.
        public var from: JSONReportDocument.NodeReference
        /// The node it points to.
        public var to: JSONReportDocument.NodeReference
        /// `allowed`, `forbidden` or `unclassified`.
        public var classification: CrossingClassification
        /// The deciding rule, in words; empty when none.
        public var reason: String
        /// The deciding rule's JSON path in the rules file, when one decided.
        public var rule: String?
        /// For a forbidden crossing: `error` or `warn`.
        public var severity: RuleSeverity?
        /// `error`, `warning` or `note` (SARIF's levels).
        package var level: FindingLevel
        /// Whether the baseline accepts it.
        public var accepted: Bool
        /// Whether it fails the check.
        public var fails: Bool
        /// Where in the source it is made, when known.
        public var place: SourcePlace?
    }

    /// A cycle or captive dependency.
    public struct GraphEntry: Codable, Sendable, Hashable {
        /// `cycle` or `captive-dependency`.
        public var kind: GraphRuleFinding.Kind
        /// For a cycle: the rule's scope.
        public var scope: CycleScope?
        /// `error` or `warn`.
        public var severity: RuleSeverity
        /// `error` or `warning`.
        package var level: FindingLevel
        /// The rule's JSON path.
        public var rule: String
        /// The nodes in order (a cycle's first node is not repeated).
        public var chain: [JSONReportDocument.NodeReference]
        /// The ids of every node involved, sorted.
        public var members: [String]
        /// The finding in words.
        public var message: String
        /// Where in the source the chain starts, when known.
        public var place: SourcePlace?
    }

    /// The pass/fail decision.
    public struct Result: Codable, Sendable, Hashable {
        /// Whether the check fails.
        public var fails: Bool
        /// The exit status `wiring check` uses: 0 or 1.
        public var exitStatus: Int32
        /// The verdict in words.
        public var summary: String
    }

    /// The format's version; bumped when a field changes meaning or goes away.
    public var reportVersion: Int
    /// The snapshot's name.
    public var snapshot: String
    /// The decision.
    public var result: Result
    /// Every crossing, classified, sorted by edge.
    public var crossings: [CrossingEntry]
    /// Cycles and captive dependencies.
    public var findings: [GraphEntry]
    /// Baseline entries that name no crossing.
    public var staleBaselineEntries: [String]
}
