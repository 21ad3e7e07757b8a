import Foundation

/// Writes files so that a failure or an interrupt never leaves a half-written one.
public enum AtomicFile {
    /// Writes bytes to a temporary file beside the destination, then renames it into place.
    ///
    /// A file being replaced keeps its permissions, and when the destination is a symbolic link
    /// the file it points to is replaced, not the link.
    ///
    /// - Parameters:
    ///   - data: The whole content.
    ///   - destination: The destination; an existing file is replaced only once the new one is complete.
    /// - Throws: `SnapshotError.unwritable` naming the destination and the reason.
    public static func write(_ data: Data, to destination: URL) throws {
        let url = destination.resolvingSymlinksInPath()
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
        TemporaryFiles.shared.add(temporary.path)
        defer { TemporaryFiles.shared.remove(temporary.path) }
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw SnapshotError.unwritable(file: destination.path, reason: GraphSnapshot.reason(error))
        }
        var existing = stat()
        if stat(url.path, &existing) == 0 {
            _ = chmod(temporary.path, existing.st_mode & 0o7777)
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw SnapshotError.unwritable(file: destination.path, reason: reason)
        }
    }

    /// Removes temporary files that are still being written, for an interrupt handler.
    public static func removeTemporaryFiles() {
        TemporaryFiles.shared.removeAll()
    }
}

/// The temporary files in flight, so an interrupt can delete them.
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()
    private let lock = NSLock()
    private var paths: Set<String> = []

    func add(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }
    func removeAll() {
        let all = lock.withLock { paths }
        for path in all { unlink(path) }
    }
}
