import WiringModel

/// What a scan found: the declared graph as a snapshot, and what it could not decide.
public struct ScanResult: Sendable {
    /// The declared graph, with `source` `"scan"`.
    public var snapshot: GraphSnapshot
    /// Declarations and calls left out because the scan cannot decide them, sorted by place.
    public var warnings: [ScanWarning]
    /// `resolve` calls inside factories that give no edge, sorted by place.
    public var unresolved: [UnresolvedResolve]
    /// How many Swift files were read.
    public var fileCount: Int
    /// How many lines they hold.
    public var lineCount: Int
}
