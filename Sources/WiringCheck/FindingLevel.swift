/// How loudly a report states a finding. The raw values are SARIF's result levels, so a writer
/// can pass them through unchanged.
package enum FindingLevel: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// A rule with severity `error` is broken: the check fails.
    case error
    /// A rule with severity `warn` is broken: reported, the check passes.
    case warning
    /// Information: an allowed, accepted or unclassified crossing.
    case note

    /// The GitHub workflow command that writes an annotation of this level.
    package var workflowCommand: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    package static func < (lhs: FindingLevel, rhs: FindingLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
