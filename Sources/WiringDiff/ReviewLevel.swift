/// How loudly a review format reports a finding: SARIF's `level`, a GitHub annotation's command,
/// whether a JUnit test case fails.
public enum ReviewLevel: String, Sendable, Hashable, CaseIterable, Codable {
    /// Blocks the change: a forbidden crossing the baseline does not accept.
    case error
    /// Needs a reviewer's eye: a new crossing no rule speaks about.
    case warning
    /// For the record: a crossing the baseline accepts or the rules allow.
    case note

    /// The GitHub workflow command that writes an annotation of this level.
    public var workflowCommand: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }
}
