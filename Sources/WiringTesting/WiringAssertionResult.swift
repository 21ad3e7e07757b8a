import Foundation
import Wiring

/// What a wiring assertion did when it did not fail.
public enum WiringAssertionResult: Sendable {
    /// The reference was written. Kept for source compatibility: recording now fails the
    /// assertion (`WiringTestingError.recorded`), so `check` no longer returns this.
    case recorded(URL)
    /// The live graph passed the rules and the comparison with the reference; the report says
    /// what (if anything) changed without failing.
    case matched(DiffReport)

    /// Whether the reference was (re-)recorded rather than compared.
    public var didRecord: Bool {
        if case .recorded = self { return true }
        return false
    }
}
