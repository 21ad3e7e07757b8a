@_exported import Wiring
import Foundation

/// Asserts that a live wiring graph follows the rules and matches a committed reference snapshot file.
///
/// First applies the rules to the whole live graph (every crossing, and the cycle and lifetime
/// rules) and throws when a rule with severity `error` is broken; then diffs the reference
/// against the live graph and throws when the policy fails. A missing reference is recorded
/// and the assertion fails saying so (with `CI` set it is not recorded); `WIRING_RECORD=1`
/// re-records and fails. See `WiringAssertion`. Works from Swift Testing and XCTest alike: a
/// thrown error fails the test with the report as its message.
///
/// - Parameters:
///   - snapshot: The live graph, usually from `GraphSnapshot.capture(_:)`.
///   - url: The reference snapshot file.
///   - rules: Rules applied to the whole live graph and to the new crossings.
///   - baseline: Crossings accepted on purpose.
///   - failOn: What fails: by default a new crossing not accepted or allowed; `.anyChange` for any difference.
/// - Returns: The passing report.
/// - Throws: `WiringTestingError` saying what to do: broken rules, a mismatch, a recorded or
///   missing reference, or a reference that cannot be used.
@discardableResult
public func assertWiring(
    _ snapshot: GraphSnapshot, matches url: URL, rules: CrossingRules = .none, baseline: CrossingBaseline? = nil,
    failOn: FailurePolicy = .newCrossing
) throws -> WiringAssertionResult {
    try WiringAssertion(rules: rules, baseline: baseline, failOn: failOn).check(snapshot, against: url)
}

/// Asserts that a live wiring graph matches a reference stored next to the test file, in
/// `__Snapshots__/<TestFile>/<name>.wiring.json`.
///
/// - Parameters:
///   - snapshot: The live graph, usually from `GraphSnapshot.capture(_:)`.
///   - name: The reference's name, unique within the test file.
///   - rules: Rules applied to the whole live graph and to the new crossings.
///   - baseline: Crossings accepted on purpose.
///   - failOn: What fails: by default a new crossing not accepted or allowed; `.anyChange` for any difference.
///   - filePath: The test file's path; leave the default.
/// - Returns: The passing report.
/// - Throws: `WiringTestingError` saying what to do: broken rules, a mismatch, a recorded or
///   missing reference, or a reference that cannot be used.
@discardableResult
public func assertWiring(
    _ snapshot: GraphSnapshot, named name: String, rules: CrossingRules = .none, baseline: CrossingBaseline? = nil,
    failOn: FailurePolicy = .newCrossing, filePath: String = #filePath
) throws -> WiringAssertionResult {
    try assertWiring(
        snapshot, matches: WiringAssertion.referenceURL(named: name, filePath: filePath), rules: rules,
        baseline: baseline, failOn: failOn)
}
