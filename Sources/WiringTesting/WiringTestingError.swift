import Foundation
import Wiring
import WiringText

/// Why a wiring assertion failed. Each message says what to do in that case.
///
/// The description of `brokenRules` and `mismatch` includes the readable text report, so a test
/// runner shows what is wrong without further tooling.
public enum WiringTestingError: Error, CustomStringConvertible, Sendable {
    /// The live graph breaks a rule with severity `error` (a forbidden crossing the baseline does
    /// not accept, a cycle, a captive dependency). Re-recording does not help.
    case brokenRules(report: String)
    /// The live graph differs from the reference in a way the assertion's policy fails on.
    case mismatch(reference: String, report: String)
    /// The reference was written (missing, or `WIRING_RECORD` asked); the run fails so that the
    /// next one is the real check. `rules` holds the rules report when a rule was broken too.
    case recorded(reference: String, requested: Bool, rules: String?)
    /// The reference is missing and the tests run in CI (`CI` set): nothing was written.
    case missingReference(reference: String, rules: String?)
    /// The reference file exists but cannot be read as a snapshot.
    case unreadableReference(reference: String, reason: String)
    /// The reference file could not be written while recording.
    case unwritableReference(reference: String, reason: String)

    public var description: String {
        switch self {
        case let .brokenRules(report):
            """
            wiring breaks the rules: change the code, allow the crossing in the rules, or accept it \
            in the baseline (re-recording the reference does not change this)
            \(report)
            """
        case let .mismatch(reference, report):
            """
            wiring differs from reference '\(TerminalText.sanitized(reference))': a new crossing no rule allows; \
            if the change is intended, re-record the reference with WIRING_RECORD=1 and commit it, \
            or classify the crossing in the rules
            \(report)
            """
        case let .recorded(reference, requested, rules):
            (requested
                ? "recorded wiring reference '\(TerminalText.sanitized(reference))' because WIRING_RECORD is set; "
                    + "unset it and run the tests again to check against it, and commit the file"
                : "recorded wiring reference '\(TerminalText.sanitized(reference))' because it was missing; "
                    + "run the tests again to check against it, and commit the file")
                + (rules.map { "\nthe live graph also breaks the rules: change the code, allow the crossing in the rules, or accept it in the baseline\n\($0)" } ?? "")
        case let .missingReference(reference, rules):
            "wiring reference '\(TerminalText.sanitized(reference))' is missing and CI is set, so nothing was recorded; "
                + "record it locally (run the tests once, or with WIRING_RECORD=1) and commit it"
                + (rules.map { "\nthe live graph also breaks the rules: change the code, allow the crossing in the rules, or accept it in the baseline\n\($0)" } ?? "")
        case let .unreadableReference(reference, reason):
            "cannot use wiring reference '\(TerminalText.sanitized(reference))': \(reason); delete it or run with WIRING_RECORD=1 to record it again"
        case let .unwritableReference(reference, reason):
            "cannot record wiring reference '\(TerminalText.sanitized(reference))': \(reason); check that its folder is writable"
        }
    }
}
