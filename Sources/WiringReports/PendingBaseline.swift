import WiringCheck
import WiringModel

import WiringPlatform

/// An updated baseline that `--update-baseline` asked for and that is not written yet.
///
/// `diff` and `check` write the baseline last, once the report is out, so a run that fails to
/// write its report leaves the baseline as it was.
public struct PendingBaseline: Sendable {
    /// The baseline to write.
    public var baseline: CrossingBaseline
    /// Where it goes.
    public var url: URL

    /// Creates a pending update.
    ///
    /// - Parameters:
    ///   - baseline: The baseline to write.
    ///   - url: Where it goes.
    public init(baseline: CrossingBaseline, url: URL) {
        self.baseline = baseline
        self.url = url
    }

    /// Writes the baseline atomically.
    ///
    /// - Throws: `SnapshotError.unwritable` naming the baseline file.
    public func write() throws {
        try baseline.write(to: url)
    }
}
