import Foundation

/// One budget for a whole evaluation of a manifest: the bytes its values allocate (strings,
/// elements, objects, added up as they are made, never freed back), the steps it takes, and how
/// deep its calls nest. Every operation draws on it — interpolation, `joined`, `map`, `+`, `append`
/// alike — so many small values cost as much as one large one, and an operation that walks a
/// value (`contains`, `==`, `sorted`, a string's methods) takes a step per element or byte it
/// walks. Past any bound the evaluation stops and the package is not read; memory stays within a
/// bounded multiple of `maxBytes`. Nothing is timed: a manifest is read or left out alike on a
/// busy machine and an idle one.
package final class ManifestBudget {
    /// The most bytes of values one evaluation makes: 32 MiB.
    package static let maxBytes = 32 << 20
    /// The most steps one evaluation takes (statements, expressions, and elements or bytes walked):
    /// 500,000, a few seconds in a debug build. Real manifests take a few thousand; all the Tuist
    /// manifests and helpers of a 30-module app take under 40,000 together.
    package static let maxSteps = 500_000
    /// The most calls nested at once.
    package static let maxDepth = 64

    private(set) var bytes = 0
    /// The steps taken so far.
    package private(set) var steps = 0
    private(set) var depth = 0
    private let allowance: ManifestAllowance?

    /// A budget of its own, also drawing each step from `allowance` when one is given (the
    /// allowance of manifests read one after another).
    package init(allowance: ManifestAllowance? = nil) {
        self.allowance = allowance
    }

    /// Takes one step at a line.
    package func step(line: Int) throws(ManifestStop) {
        try work(1, line: line)
    }

    /// Takes the steps of an operation that walks `units` elements or bytes, at a line.
    package func work(_ units: Int, line: Int) throws(ManifestStop) {
        steps += max(units, 0)
        if steps > Self.maxSteps {
            throw .exhausted(ManifestUnknown(reason: "the manifest takes more than \(Self.maxSteps) steps to compute", line: line))
        }
        if let allowance, !allowance.take(max(units, 0)) {
            throw .exhausted(ManifestUnknown(reason: allowance.spentReason, line: line))
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

/// The steps all the manifests of a scan may take together, so that a tree of a thousand slow
/// manifests cannot hold a scan for hours. Drawn in an order that does not depend on threads:
/// step by step by manifests read one after another (`ManifestBudget(allowance:)`), or, for
/// manifests read at once, in their fixed order once all are read (`admit`).
package final class ManifestAllowance: @unchecked Sendable {
    /// The steps of a scan's manifests read by one reader (the tree's packages, its Tuist
    /// projects, the module graph's packages): 4 million (eight manifests at their own limit, a
    /// hundred times what real trees take), or `WIRING_SCAN_MANIFEST_STEPS` (1,000…1,000,000,000).
    package static let scanSteps: Int = {
        guard let text = ProcessInfo.processInfo.environment["WIRING_SCAN_MANIFEST_STEPS"], let value = Int(text)
        else { return 4_000_000 }
        return min(max(value, 1_000), 1_000_000_000)
    }()

    private let lock = NSLock()
    private var left: Int
    /// The steps the allowance started with.
    package let total: Int

    /// An allowance of `steps`.
    package init(steps: Int = ManifestAllowance.scanSteps) {
        left = steps
        total = steps
    }

    /// Whether no step is left.
    package var isSpent: Bool { lock.withLock { left <= 0 } }

    /// What a manifest the allowance ran out on says.
    package var spentReason: String {
        "the scan's manifests take more than \(total) steps to compute in all (WIRING_SCAN_MANIFEST_STEPS)"
    }

    /// Takes `steps`; `false` when fewer were left (then none are).
    package func take(_ steps: Int) -> Bool {
        lock.withLock {
            guard left >= steps else {
                left = 0
                return false
            }
            left -= steps
            return true
        }
    }

    /// Admits manifests read at once, in their order: each whose steps still fit is drawn and
    /// admitted; from the first that does not fit, none is.
    ///
    /// - Parameter steps: The steps each manifest took, in the order they are admitted in.
    /// - Returns: Whether each was admitted.
    package func admit(_ steps: [Int]) -> [Bool] {
        var fits = true
        return steps.map { taken in
            fits = fits && take(taken)
            return fits
        }
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
