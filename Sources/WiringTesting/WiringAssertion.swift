import Foundation
import Wiring

/// Compares an app's live wiring with a committed reference snapshot, from a test.
///
/// When the reference file is missing, or recording is on (`WIRING_RECORD=1` in the
/// environment), the live snapshot is written to the reference atomically and the result
/// says so. Otherwise the two are diffed, the reference being the earlier snapshot, and
/// the check throws `WiringTestingError.mismatch` (whose description is the text diff)
/// when the failure policy says so: by default on a new crossing that neither the baseline
/// accepts nor the rules allow; with `.anyChange`, on any difference at all.
///
/// ```swift
/// @Test func wiringHasNoNewCrossings() throws {
///     let snapshot = GraphSnapshot.capture(ApplicationBoundary.Resolved())
///     try assertWiring(snapshot, named: "app")
/// }
/// ```
public struct WiringAssertion: Sendable {
    /// Rules that classify new crossings.
    public var rules: CrossingRules
    /// Crossings accepted on purpose.
    public var baseline: CrossingBaseline?
    /// What fails the assertion.
    public var failOn: FailurePolicy
    /// Whether to (re-)record the reference instead of comparing.
    public var record: Bool

    /// Creates an assertion.
    ///
    /// - Parameters:
    ///   - rules: Rules that classify new crossings.
    ///   - baseline: Crossings accepted on purpose.
    ///   - failOn: What fails the assertion; `.anyChange` fails on every difference.
    ///   - record: Whether to (re-)record; by default, whether `WIRING_RECORD` asks for it.
    public init(
        rules: CrossingRules = .none, baseline: CrossingBaseline? = nil, failOn: FailurePolicy = .newCrossing,
        record: Bool = WiringAssertion.recordingRequested(in: ProcessInfo.processInfo.environment)
    ) {
        self.rules = rules
        self.baseline = baseline
        self.failOn = failOn
        self.record = record
    }

    /// Whether an environment asks for references to be recorded again.
    ///
    /// - Parameter environment: Process environment variables.
    /// - Returns: `true` when `WIRING_RECORD` is `1`, `true` or `yes`.
    public static func recordingRequested(in environment: [String: String]) -> Bool {
        guard let value = environment["WIRING_RECORD"]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(value)
    }

    /// Checks a live snapshot against a reference file, or records it.
    ///
    /// - Parameters:
    ///   - snapshot: The live graph, usually from `GraphSnapshot.capture(_:)`.
    ///   - reference: The committed reference snapshot file.
    /// - Returns: `.recorded` when the reference was written, `.matched` when it passed.
    /// - Throws: `WiringTestingError.mismatch` with the text diff when the policy fails;
    ///   `.unreadableReference` or `.unwritableReference` when the file cannot be used.
    @discardableResult
    public func check(_ snapshot: GraphSnapshot, against reference: URL) throws -> WiringAssertionResult {
        let path = reference.path
        if record || !FileManager.default.fileExists(atPath: path) {
            do {
                try FileManager.default.createDirectory(
                    at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
                try snapshot.write(to: reference)
            } catch let error as SnapshotError {
                throw WiringTestingError.unwritableReference(reference: path, reason: "\(error)")
            } catch {
                throw WiringTestingError.unwritableReference(reference: path, reason: error.localizedDescription)
            }
            FileHandle.standardError.write(Data("recorded wiring reference '\(TerminalText.sanitized(path))'\n".utf8))
            return .recorded(reference)
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
