@_exported import Wiring
import Foundation

/// Asserts that a live wiring graph matches a committed reference snapshot file.
///
/// Records the reference when it is missing or `WIRING_RECORD=1` is set; otherwise diffs
/// it against the live graph and throws when the policy fails. Works from Swift Testing and
/// XCTest alike: a thrown error fails the test with the text diff as its message.
///
/// - Parameters:
///   - snapshot: The live graph, usually from `GraphSnapshot.capture(_:)`.
///   - url: The reference snapshot file.
///   - rules: Rules that classify new crossings.
///   - baseline: Crossings accepted on purpose.
///   - failOn: What fails: by default a new crossing not accepted or allowed; `.anyChange` for any difference.
/// - Returns: Whether the reference was recorded, or the passing report.
/// - Throws: `WiringTestingError` with the readable diff, or naming a reference that cannot be used.
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
///   - rules: Rules that classify new crossings.
///   - baseline: Crossings accepted on purpose.
///   - failOn: What fails: by default a new crossing not accepted or allowed; `.anyChange` for any difference.
///   - filePath: The test file's path; leave the default.
/// - Returns: Whether the reference was recorded, or the passing report.
/// - Throws: `WiringTestingError` with the readable diff, or naming a reference that cannot be used.
@discardableResult
public func assertWiring(
    _ snapshot: GraphSnapshot, named name: String, rules: CrossingRules = .none, baseline: CrossingBaseline? = nil,
    failOn: FailurePolicy = .newCrossing, filePath: String = #filePath
) throws -> WiringAssertionResult {
    try assertWiring(
        snapshot, matches: WiringAssertion.referenceURL(named: name, filePath: filePath), rules: rules,
        baseline: baseline, failOn: failOn)
}
