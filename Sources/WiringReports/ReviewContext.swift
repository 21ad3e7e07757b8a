import WiringCheck
import WiringModel

/// What the review formats (SARIF, GitHub annotations, JUnit) need besides the findings: which
/// tool and command produced them, which files were compared, and which findings need review.
///
/// The writers take `[CrossingFinding]` and a context, not a `DiffReport`, so any command that
/// classifies crossings (`wiring diff`, `wiring check`) feeds the same writers.
public struct ReviewContext: Sendable {
    /// The tool's name, `wiring`.
    public var toolName: String
    /// The tool's version.
    public var toolVersion: String
    /// The command that produced the findings: `diff` or `check`.
    public var command: String
    /// The compared files as the report names them; absolute paths are shortened to their file
    /// name (see `ReviewLocation.reportName(_:)`).
    public var inputs: [String]
    /// Whether a finding needs a reviewer: it fails a JUnit case. By default, a finding that is
    /// neither accepted nor allowed.
    public var needsReview: @Sendable (CrossingFinding) -> Bool
    /// The level of a crossing no rule speaks about: `.warning` for a new one in a diff, `.note`
    /// in a check, which lists every crossing.
    package var unclassifiedLevel: FindingLevel

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - toolName: The tool's name.
    ///   - toolVersion: The tool's version.
    ///   - command: The command that produced the findings.
    ///   - inputs: The compared files (earlier first).
    ///   - unclassifiedLevel: The level of a crossing no rule speaks about.
    ///   - needsReview: Which findings need a reviewer.
    package init(
        toolName: String = "wiring", toolVersion: String = WiringVersion.current, command: String = "diff",
        inputs: [String] = [], unclassifiedLevel: FindingLevel = .warning,
        needsReview: @escaping @Sendable (CrossingFinding) -> Bool = { $0.needsReview }
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.command = command
        self.inputs = inputs
        self.needsReview = needsReview
        self.unclassifiedLevel = unclassifiedLevel
    }

    /// The inputs as reports show them: never an absolute path.
    var reportInputs: [String] { inputs.map { ReviewText.plain(ReviewLocation.reportName($0)) } }

    /// `wiring diff base.json → head.json`, for titles.
    var title: String {
        ([toolName, command] + (reportInputs.isEmpty ? [] : [reportInputs.joined(separator: " → ")])).joined(separator: " ")
    }
}
