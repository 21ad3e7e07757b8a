import WiringDiff
import WiringModel
import WiringPlatform
import WiringText

extension CrossingBaseline {
    /// A hand-written entry: `From -> To (kind)`.
    struct ShortForm: Sendable {
        /// One end: a node's display name (with `#key` for a keyed service, as reports print it),
        /// type or id.
        struct End: Sendable {
            let name: String

            func names(_ node: Node) -> Bool {
                // The cheap comparisons first; the same names as `names(of:)`, without building the list.
                name == node.displayName || name == node.type || name == ReportNames.name(of: node)
                    || name == TerminalText.sanitized(node.id) || name == TerminalText.sanitized(node.type)
            }

            /// Every name an entry may give a node by, without repeats, for the index by start node;
            /// `names(_:)` compares against the same ones.
            static func names(of node: Node) -> [String] {
                var names: [String] = []
                for name in [
                    node.displayName, ReportNames.name(of: node), node.type, TerminalText.sanitized(node.id),
                    TerminalText.sanitized(node.type),
                ] where !names.contains(name) {
                    names.append(name)
                }
                return names
            }
        }

        let from: End
        let to: End
        let kind: EdgeKind

        /// Whether the entry names a crossing: same kind, and each end names the crossing's node.
        func names(_ crossing: NamedCrossing) -> Bool {
            kind == crossing.edge.kind && from.names(crossing.from) && to.names(crossing.to)
        }

        /// Parses an entry; `nil` when it is not in the short form.
        init?(_ entry: String) {
            guard entry.hasSuffix(")"), let open = entry.ranges(of: " (").last,
                  let kind = EdgeKind(rawValue: String(entry[open.upperBound..<entry.index(before: entry.endIndex)])),
                  let arrow = entry[..<open.lowerBound].firstRange(of: " -> ")
            else { return nil }
            let from = entry[..<arrow.lowerBound].trimmingSpacesAndTabs()
            let to = entry[arrow.upperBound..<open.lowerBound].trimmingSpacesAndTabs()
            guard !from.isEmpty, !to.isEmpty else { return nil }
            self.from = End(name: from)
            self.to = End(name: to)
            self.kind = kind
        }
    }
}
