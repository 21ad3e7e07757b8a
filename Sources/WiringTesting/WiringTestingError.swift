import Foundation
import Wiring

/// Why a wiring assertion failed.
///
/// The description of a mismatch is the readable text diff between the reference and the
/// live graph, so a test runner shows what changed without further tooling.
public enum WiringTestingError: Error, CustomStringConvertible, Sendable {
    /// The live graph differs from the reference in a way the assertion's policy fails on.
    case mismatch(reference: String, report: String)
    /// The reference file exists but cannot be read as a snapshot.
    case unreadableReference(reference: String, reason: String)
    /// The reference file could not be written while recording.
    case unwritableReference(reference: String, reason: String)

    public var description: String {
        switch self {
        case let .mismatch(reference, report):
            """
            wiring differs from reference '\(TerminalText.sanitized(reference))'; \
            if the change is intended, re-record it with WIRING_RECORD=1
            \(report)
            """
        case let .unreadableReference(reference, reason):
            "cannot use wiring reference '\(TerminalText.sanitized(reference))': \(reason); delete it or run with WIRING_RECORD=1 to record it again"
        case let .unwritableReference(reference, reason):
            "cannot record wiring reference '\(TerminalText.sanitized(reference))': \(reason); check that its folder is writable"
        }
    }
}
