import Foundation
import Wiring

/// Checks an app's live wiring against the rules and against a committed reference snapshot,
/// from a test.
///
/// A check runs in two steps:
///
/// 1. **The rules, on the whole live graph.** Every crossing is classified (as `wiring check`
///    does), and the cycle and lifetime rules are applied. A broken rule with severity `error`
///    fails with `WiringTestingError.brokenRules`, whatever the reference says: re-recording the
///    reference cannot switch the rules off. Only a baseline entry accepts a forbidden crossing.
/// 2. **The reference diff.** The live graph is compared with the reference (the reference being
///    the earlier snapshot); by default a new crossing that is neither allowed nor accepted fails
///    with `WiringTestingError.mismatch`, which says to re-record if the change is intended.
///
/// Recording always fails the test, so a run that records is never mistaken for a check:
///
/// - A **missing reference** is recorded and the test fails saying so; the next run is the real
///   check. When `CI` is set (any non-empty value, as most CI systems set it) nothing is
///   written and the test fails: a reference that was never committed must not turn into a
///   green build with no check.
/// - **`WIRING_RECORD=1`** re-records every reference and fails saying so, on a developer's
///   machine and in CI alike: a CI job that sets it has asked to record.
///
/// ```swift
/// @Test func wiringFollowsTheRules() throws {
///     let snapshot = GraphSnapshot.capture(ApplicationBoundary.Resolved())
///     try assertWiring(snapshot, named: "app", rules: try CrossingRules(contentsOf: rulesURL))
/// }
/// ```
public struct WiringAssertion: Sendable {
    /// The rules: crossing rules, cycle and lifetime rules.
    public var rules: CrossingRules
    /// Crossings accepted on purpose.
    public var baseline: CrossingBaseline?
    /// What fails the reference diff.
    public var failOn: FailurePolicy
    /// Whether to (re-)record the reference instead of comparing.
    public var record: Bool
    /// Whether the tests run in continuous integration, where a missing reference is not recorded.
    public var isCI: Bool

    /// Creates an assertion.
    ///
    /// - Parameters:
    ///   - rules: The rules applied to the whole live graph, and to classify new crossings.
    ///   - baseline: Crossings accepted on purpose.
    ///   - failOn: What fails the reference diff; `.anyChange` fails on every difference.
    ///   - record: Whether to (re-)record; by default, whether `WIRING_RECORD` asks for it.
    ///   - isCI: Whether a missing reference must fail without being written; by default, whether
    ///     `CI` is set.
    public init(
        rules: CrossingRules = .none, baseline: CrossingBaseline? = nil, failOn: FailurePolicy = .newCrossing,
        record: Bool = WiringAssertion.recordingRequested(in: ProcessInfo.processInfo.environment),
        isCI: Bool = WiringAssertion.runningInCI(ProcessInfo.processInfo.environment)
    ) {
        self.rules = rules
        self.baseline = baseline
        self.failOn = failOn
        self.record = record
        self.isCI = isCI
    }

    /// Whether an environment asks for references to be recorded again.
    ///
    /// - Parameter environment: Process environment variables.
    /// - Returns: `true` when `WIRING_RECORD` is `1`, `true` or `yes`.
    public static func recordingRequested(in environment: [String: String]) -> Bool {
        guard let value = environment["WIRING_RECORD"]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(value)
    }

    /// Whether an environment is a continuous-integration run.
    ///
    /// - Parameter environment: Process environment variables.
    /// - Returns: `true` when `CI` is set to any non-empty value (GitHub Actions, GitLab, CircleCI,
    ///   Buildkite, Travis and others set `CI=true`; some set `CI=1`).
    public static func runningInCI(_ environment: [String: String]) -> Bool {
        !(environment["CI"] ?? "").isEmpty
    }

    /// Checks a live snapshot against the rules and a reference file, or records the reference.
    ///
    /// - Parameters:
    ///   - snapshot: The live graph, usually from `GraphSnapshot.capture(_:)`.
    ///   - reference: The committed reference snapshot file.
    /// - Returns: `.matched` with the diff report when both steps pass.
    /// - Throws: `WiringTestingError.brokenRules` when a rule with severity `error` is broken;
    ///   `.recorded` after recording; `.missingReference` in CI; `.mismatch` when the diff fails
    ///   under `failOn`; `.unreadableReference` or `.unwritableReference` when the file cannot be used.
    @discardableResult
    public func check(_ snapshot: GraphSnapshot, against reference: URL) throws -> WiringAssertionResult {
        let path = reference.path
        let check = CheckReport(snapshot: snapshot, rules: rules, baseline: baseline, snapshotName: "live graph")
        let brokenRules = check.fails ? CheckTextFormatter().format(check) : nil
        let exists = FileManager.default.fileExists(atPath: path)
        if !exists && !record && isCI {
            throw WiringTestingError.missingReference(reference: path, rules: brokenRules)
        }
        if record || !exists {
            do {
                try FileManager.default.createDirectory(
                    at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
                try snapshot.write(to: reference)
            } catch let error as SnapshotError {
                throw WiringTestingError.unwritableReference(reference: path, reason: "\(error)")
            } catch {
                throw WiringTestingError.unwritableReference(reference: path, reason: error.localizedDescription)
            }
            throw WiringTestingError.recorded(reference: path, requested: record, rules: brokenRules)
        }
        if let brokenRules {
            throw WiringTestingError.brokenRules(report: brokenRules)
        }
        let committed: GraphSnapshot
        do {
            committed = try GraphSnapshot(contentsOf: reference)
        } catch {
            throw WiringTestingError.unreadableReference(reference: path, reason: "\(error)")
        }
        let report = DiffReport(
            before: committed, after: snapshot, rules: rules, baseline: baseline,
            beforeName: reference.lastPathComponent, afterName: "live graph")
        guard !report.fails(failOn) else {
            throw WiringTestingError.mismatch(reference: path, report: TextReportFormatter().format(report, policy: failOn))
        }
        return .matched(report)
    }

    /// The reference file for a named assertion: `__Snapshots__/<TestFile>/<name>.wiring.json`
    /// in the folder of the test file.
    ///
    /// - Parameters:
    ///   - name: The assertion's name; characters unsafe in file names become `_`.
    ///   - filePath: The test file's path, usually `#filePath`.
    /// - Returns: The reference file's URL.
    public static func referenceURL(named name: String, filePath: String) -> URL {
        let testFile = URL(fileURLWithPath: filePath)
        let safe = String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        return testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
            .appendingPathComponent("\(safe.isEmpty ? "wiring" : safe).wiring.json")
    }
}
