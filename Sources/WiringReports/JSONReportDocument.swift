import WiringCheck
import WiringDiff
import WiringModel

/// The JSON form of a diff report: what `--format json` writes.
///
/// Keys are written sorted; ids and names are exact (not escaped for a terminal), so a
/// script can match them against snapshots. The shape is documented in `docs/diff.md`.
public struct JSONReportDocument: Codable, Sendable, Hashable {
    /// A node named in the report.
    public struct NodeReference: Codable, Sendable, Hashable {
        /// The node's id.
        public var id: String
        /// Its display name.
        public var displayName: String
        /// Its fully qualified type.
        public var type: String
        /// Its kind.
        public var kind: NodeKind
    }

    /// An edge named in the report.
    public struct EdgeReference: Codable, Sendable, Hashable {
        /// The edge's id.
        public var id: String
        /// The id of its start node.
        public var from: String
        /// The id of its end node.
        public var to: String
        /// Its kind.
        public var kind: EdgeKind
        /// Its label, if any.
        public var label: String?
    }

    /// A crossing, new or removed.
    public struct CrossingEntry: Codable, Sendable, Hashable {
        /// The crossing edge.
        public var edge: EdgeReference
        /// The node it starts at.
        public var from: NodeReference
        /// The node it points to.
        public var to: NodeReference
        /// The area it starts in.
        public var fromArea: String
        /// The area it ends in.
        public var toArea: String
        /// For new crossings: `allowed`, `forbidden` or `unclassified`.
        public var classification: CrossingClassification?
        /// For new crossings: the deciding rule, in words.
        public var reason: String?
        /// For new crossings: whether the baseline accepts it.
        public var accepted: Bool?
        /// For new crossings: whether a reviewer has to look at it.
        public var needsReview: Bool?
    }

    /// A changed node or edge: its id and the fields that differ.
    public struct FieldChange: Codable, Sendable, Hashable {
        /// The id.
        public var id: String
        /// The names of the fields that differ.
        public var fields: [String]
    }

    /// A port change.
    public struct PortEntry: Codable, Sendable, Hashable {
        /// The id of the owning node.
        public var node: String
        /// The port's name.
        public var name: String
        /// `added`, `removed` or `changed`.
        public var change: PortChange.Kind
        /// The earlier type, when there was a port.
        public var beforeType: String?
        /// The later type, when there is a port.
        public var afterType: String?
    }

    /// Added, removed and changed items of one sort.
    public struct Changes<Item: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
        /// Items only in the later snapshot.
        public var added: [Item]
        /// Items only in the earlier snapshot.
        public var removed: [Item]
        /// Items in both that differ.
        public var changed: [FieldChange]
    }

    /// The pass/fail decision.
    public struct Result: Codable, Sendable, Hashable {
        /// The failure policy applied.
        public var failOn: FailurePolicy
        /// Whether the diff fails under it.
        public var fails: Bool
        /// The exit status `wiring diff` uses: 0 or 1.
        public var exitStatus: Int32
        /// The verdict in words.
        public var summary: String
    }

    /// The format's version; bumped when a field changes meaning or goes away.
    public var reportVersion: Int
    /// The earlier snapshot's name.
    public var before: String
    /// The later snapshot's name.
    public var after: String
    /// The decision.
    public var result: Result
    /// Every new crossing, classified.
    public var newCrossings: [CrossingEntry]
    /// Every crossing that is gone.
    public var removedCrossings: [CrossingEntry]
    /// Node changes.
    public var nodes: Changes<NodeReference>
    /// Port changes on nodes present in both snapshots.
    public var ports: [PortEntry]
    /// Edge changes.
    public var edges: Changes<EdgeReference>
    /// Baseline entries that name no current crossing.
    public var staleBaselineEntries: [String]
}
