import WiringCheck
import WiringModel

/// The rules the review formats (SARIF, GitHub annotations, JUnit) report findings under, one per
/// classification of a new crossing, and the one place that maps a finding to its rule and level.
///
/// | Finding | Rule | Level |
/// |---|---|---|
/// | forbidden, not accepted | `wiring/forbidden-crossing` | error (warning when its rule's severity is `warn`) |
/// | unclassified, not accepted | `wiring/unclassified-crossing` | warning for a new crossing in a diff, note in a check |
/// | accepted by the baseline | `wiring/accepted-crossing` | note |
/// | allowed by the rules | `wiring/allowed-crossing` | note |
public enum ReviewRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// A new crossing the rules forbid and the baseline does not accept.
    case forbiddenCrossing = "wiring/forbidden-crossing"
    /// A new crossing no rule speaks about, not accepted.
    case unclassifiedCrossing = "wiring/unclassified-crossing"
    /// A new crossing the baseline accepts (whatever the rules say).
    case acceptedCrossing = "wiring/accepted-crossing"
    /// A new crossing the rules allow.
    case allowedCrossing = "wiring/allowed-crossing"

    /// The rule and level a finding is reported with.
    ///
    /// - Parameters:
    ///   - finding: A classified crossing.
    ///   - unclassified: The level of a crossing no rule speaks about: `.warning` when it is new
    ///     (a diff), `.note` when every crossing is listed (a check).
    /// - Returns: The rule (one per classification) and its level.
    package static func judge(_ finding: CrossingFinding, unclassified: FindingLevel = .warning)
        -> (rule: ReviewRule, level: FindingLevel)
    {
        if finding.accepted { return (.acceptedCrossing, .note) }
        switch finding.verdict.classification {
        case .forbidden: return (.forbiddenCrossing, finding.level)
        case .unclassified: return (.unclassifiedCrossing, unclassified)
        case .allowed: return (.allowedCrossing, .note)
        }
    }

    /// The level a finding of this rule has by default (SARIF's `defaultConfiguration.level`).
    package var level: FindingLevel {
        switch self {
        case .forbiddenCrossing: .error
        case .unclassifiedCrossing: .warning
        case .acceptedCrossing, .allowedCrossing: .note
        }
    }

    /// A name in upper camel case, as SARIF's `reportingDescriptor.name` expects.
    public var name: String {
        switch self {
        case .forbiddenCrossing: "ForbiddenCrossing"
        case .unclassifiedCrossing: "UnclassifiedCrossing"
        case .acceptedCrossing: "AcceptedCrossing"
        case .allowedCrossing: "AllowedCrossing"
        }
    }

    /// One line saying what the rule reports.
    public var summary: String {
        switch self {
        case .forbiddenCrossing: "A new crossing the architecture rules forbid."
        case .unclassifiedCrossing: "A new crossing no architecture rule speaks about."
        case .acceptedCrossing: "A new crossing the accepted-crossings baseline lists."
        case .allowedCrossing: "A new crossing the architecture rules allow."
        }
    }

    /// What the finding means and what to do about it.
    public var help: String {
        switch self {
        case .forbiddenCrossing:
            "An edge now crosses between two boundaries, modules or boxes in a direction the rules file forbids. "
                + "Change the code so the dependency goes the allowed way, allow the pair in the rules, "
                + "or accept it on purpose in the baseline (wiring diff --baseline FILE --update-baseline)."
        case .unclassifiedCrossing:
            "An edge now crosses between two boundaries, modules or boxes, and no rule says whether it may. "
                + "If it is intended, allow it in the rules file or accept it in the baseline; otherwise change the code."
        case .acceptedCrossing:
            "The crossing is listed in the accepted-crossings baseline: reported, never failing."
        case .allowedCrossing:
            "The rules file allows this crossing: reported for the record, never failing."
        }
    }
}
