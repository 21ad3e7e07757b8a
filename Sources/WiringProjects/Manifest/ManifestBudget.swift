import Dispatch
import Foundation

/// One budget for a whole evaluation of a manifest: the bytes its values allocate (strings,
/// elements, objects, added up as they are made, never freed back), the steps it takes, and the
/// time it runs. Every operation draws on it — interpolation, `joined`, `map`, `+`, `append` alike
/// — so many small values cost as much as one large one. Past any bound the evaluation stops and
/// the package is not read; memory stays within a bounded multiple of `maxBytes`.
package final class ManifestBudget {
    /// The most bytes of values one evaluation makes: 32 MiB.
    package static let maxBytes = 32 << 20
    /// The most statements and expressions one evaluation takes.
    package static let maxSteps = 2_000_000
    /// The most calls nested at once.
    package static let maxDepth = 64
    /// The most seconds one evaluation runs.
    package static let maxSeconds = 5.0
    /// The most seconds a scan spends interpreting manifests, all of them together: 30, or
    /// `WIRING_SCAN_MANIFEST_SECONDS` (1…600).
    package static let scanSeconds: Double = {
        guard let text = ProcessInfo.processInfo.environment["WIRING_SCAN_MANIFEST_SECONDS"], let value = Double(text), value.isFinite
        else { return 30 }
        return min(max(value, 1), 600)
    }()

    private(set) var bytes = 0
    private(set) var steps = 0
    private(set) var depth = 0
    private let deadline: DispatchTime

    /// A budget whose clock starts now and ends at `maxSeconds` or at `deadline`, whichever is sooner.
    package init(deadline: DispatchTime? = nil) {
        let own = DispatchTime.now() + Self.maxSeconds
        self.deadline = deadline.map { min($0, own) } ?? own
    }

    /// Takes one step at a line.
    package func step(line: Int) throws(ManifestStop) {
        steps += 1
        if steps > Self.maxSteps {
            throw .exhausted(ManifestUnknown(reason: "the manifest takes more than \(Self.maxSteps) steps to compute", line: line))
        }
        if steps & 1023 == 0, DispatchTime.now() > deadline {
            throw .exhausted(ManifestUnknown(reason: "computing the manifest takes longer than the scan allows", line: line))
        }
    }

    /// Draws the bytes of a value being made.
    package func allocate(_ count: Int, line: Int) throws(ManifestStop) {
        bytes += count
        if bytes > Self.maxBytes {
            throw .exhausted(ManifestUnknown(
                reason: "the manifest makes more than \(Self.maxBytes >> 20) MiB of values in all", line: line))
        }
    }

    /// Runs `body` one call deeper.
    package func nested<Result>(line: Int, _ body: () throws(ManifestStop) -> Result) throws(ManifestStop) -> Result {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth {
            throw .exhausted(ManifestUnknown(reason: "calls nest more than \(Self.maxDepth) deep", line: line))
        }
        return try body()
    }
}

/// Why an evaluation ended before the manifest's end.
package enum ManifestStop: Error {
    /// The budget ran out: the package is not read.
    case exhausted(ManifestUnknown)
    /// The manifest ends the process here (`exit`): the last package made so far is the package.
    case exited(line: Int)
    /// The manifest fails here (`fatalError`, an error thrown to the top): SwiftPM reads no package.
    case failed(ManifestUnknown)
    /// A `throw` on its way to a `catch`.
    case thrown(line: Int)
}
