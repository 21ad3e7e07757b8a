import Foundation
import Wiring

/// What a wiring assertion did when it did not fail.
public enum WiringAssertionResult: Sendable {
    /// The reference was missing or recording was asked for, so the live graph was written to it.
    case recorded(URL)
    /// The live graph was compared with the reference and passed; the report says what (if
    /// anything) changed without failing.
    case matched(DiffReport)

    /// Whether the reference was (re-)recorded rather than compared.
    public var didRecord: Bool {
        if case .recorded = self { return true }
        return false
    }
}
