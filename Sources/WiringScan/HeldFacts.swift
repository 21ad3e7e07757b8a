import Dispatch
import Foundation

/// Every file's facts, held while the graphs are built from them and then dropped on a background
/// thread.
///
/// Freeing the facts (every file's arrays, strings and readers' facts) takes milliseconds on a large
/// tree, and nothing the scan returns needs them: the caller does not wait for it. The release is
/// started before `SourceScanner.scan` returns and always runs, so a program that scans again does
/// not keep the last scan's facts; one that exits at once may skip it.
final class HeldFacts: @unchecked Sendable {
    private let lock = NSLock()
    private var everyFile: [SourceFacts]
    private var declaredFiles: [SourceFacts]

    /// Holds the facts.
    ///
    /// - Parameters:
    ///   - all: Every file's facts.
    ///   - declared: The facts the declared graph is built from (`all`, or `all` with preview content left out).
    init(all: consuming [SourceFacts], declared: consuming [SourceFacts]) {
        everyFile = all
        declaredFiles = declared
    }

    /// Every file's facts.
    var all: [SourceFacts] { lock.withLock { everyFile } }

    /// The facts the declared graph is built from.
    var declared: [SourceFacts] { lock.withLock { declaredFiles } }

    /// Drops the facts on a background thread. Every copy read through `all` and `declared` must be
    /// gone by then, so that the last reference is the one dropped there.
    func releaseInBackground() {
        DispatchQueue.global().async { [self] in
            lock.withLock {
                everyFile = []
                declaredFiles = []
            }
        }
    }
}
