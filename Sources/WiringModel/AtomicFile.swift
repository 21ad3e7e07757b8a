import WiringPlatform

/// Writes files so that a failure, an interrupt or a power cut never leaves a half-written one,
/// and never replaces something that is not a regular file.
///
/// - A regular file (or a new one) is written to a temporary file beside it, flushed to disk
///   with `fsync`, renamed over the destination, and the directory is flushed too: after a crash
///   the destination holds either the old bytes or the new ones, never nothing.
///   A replaced file keeps its permission bits.
/// - Anything else that can be opened for writing — a device such as `/dev/null`, a FIFO — is
///   written in place, as the shell's `>` would: it is never replaced by a regular file.
/// - Nothing is written through a symbolic link: a link to a file, a folder or nothing (or a loop
///   of links) is refused and left as it was, so a link checked in to a repository (`report.md` →
///   `~/.bashrc`) cannot make a run write outside it. Refused rather than replaced, so that a link
///   someone made on purpose is never silently turned into a file. The one exception is a link to
///   a stream — a pipe, a socket, a terminal or the null device, as `/dev/stdout` is — which is
///   written in place. Links in the folders above the file are followed.
/// - A directory is refused.
package enum AtomicFile {
    /// Writes bytes to a file, atomically when it is a regular file.
    ///
    /// - Parameters:
    ///   - data: The whole content.
    ///   - destination: The destination; an existing file is replaced only once the new one is complete.
    /// - Throws: `SnapshotError.unwritable` naming the destination and the reason.
    package static func write(_ data: Data, to destination: URL) throws {
        let shown = destination.path
        let path = destination.path
        var info = stat()
        let exists = lstat(path, &info) == 0
        if exists && info.st_mode & S_IFMT == S_IFLNK {
            return try writeThroughLink(path, data, shown: shown)
        }
        guard exists else { return try replace(path, with: data, mode: nil, shown: shown) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try replace(path, with: data, mode: info.st_mode & 0o7777, shown: shown)
        case S_IFDIR: throw SnapshotError.unwritable(file: shown, reason: "it is a directory; name a file to write")
        default: try writeInPlace(path, data, shown: shown)
        }
    }

    /// Removes temporary files that are still being written, for an interrupt handler.
    package static func removeTemporaryFiles() {
        TemporaryFiles.shared.removeAll()
    }

    /// The files this process has finished writing, in order; for an interrupt handler's message.
    package static var completedFiles: [String] {
        TemporaryFiles.shared.completed
    }

    /// Writes a temporary file beside `path`, flushes it, renames it over `path` and flushes the directory.
    private static func replace(_ path: String, with data: Data, mode: mode_t?, shown: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let files = TemporaryFiles.shared
        let descriptor = files.create(temporary)
        defer { files.remove(temporary) }
        guard descriptor >= 0 else { throw SnapshotError.unwritable(file: shown, reason: InputFile.currentErrorText()) }
        var failure: String?
        if let mode, fchmod(descriptor, mode) != 0 { failure = InputFile.currentErrorText() }
        if failure == nil { failure = writeAll(descriptor, data) }
        if failure == nil && fsync(descriptor) != 0 { failure = InputFile.currentErrorText() }
        if close(descriptor) != 0 && failure == nil { failure = InputFile.currentErrorText() }
        if failure == nil { failure = files.commit(temporary, to: path, shown: shown) }
        if let failure {
            // An interrupt that removed the temporary file ends the process with its own status and message.
            files.holdIfInterrupted()
            unlink(temporary)
            throw SnapshotError.unwritable(file: shown, reason: failure)
        }
        // The rename is durable only once the directory entry is on disk.
        let directoryDescriptor = open(directory, O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Writes to the stream a symbolic link names (a pipe, a socket, a terminal, the null device),
    /// and refuses every other link.
    private static func writeThroughLink(_ path: String, _ data: Data, shown: String) throws {
        let refusal = "it is a symbolic link, and Wiring writes no file through a link; "
            + "remove the link, or name the file it points to"
        var target = stat()
        guard stat(path, &target) == 0 else {
            throw SnapshotError.unwritable(
                file: shown, reason: "it is a symbolic link to nothing (or a loop of links); remove the link")
        }
        switch target.st_mode & S_IFMT {
        case S_IFIFO, S_IFSOCK:
            break
        case S_IFCHR:
            var null = stat()
            let isNull = stat("/dev/null", &null) == 0 && null.st_rdev == target.st_rdev
            if !isNull {
                // A terminal is checked on an open descriptor; any other device is refused.
                let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
                let isTerminal = descriptor >= 0 && isatty(descriptor) == 1
                if descriptor >= 0 { close(descriptor) }
                guard isTerminal else { throw SnapshotError.unwritable(file: shown, reason: refusal) }
            }
        default:
            throw SnapshotError.unwritable(file: shown, reason: refusal)
        }
        try writeInPlace(path, data, shown: shown, followingLink: true)
    }

    /// Writes into an existing non-regular file (a device, a FIFO) without replacing it.
    private static func writeInPlace(_ path: String, _ data: Data, shown: String, followingLink: Bool = false) throws {
        // Without `followingLink`, a link put in the file's place since it was looked at is not followed.
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { throw SnapshotError.unwritable(file: shown, reason: InputFile.currentErrorText()) }
        var failure = writeAll(descriptor, data)
        if close(descriptor) != 0 && failure == nil { failure = InputFile.currentErrorText() }
        if let failure { throw SnapshotError.unwritable(file: shown, reason: failure) }
        TemporaryFiles.shared.complete(shown)
    }

    /// Writes every byte, retrying after interrupts and short writes.
    ///
    /// - Returns: The reason of a failure, or `nil`.
    static func writeAll(_ descriptor: Int32, _ data: Data) -> String? {
        data.withUnsafeBytes { raw -> String? in
            guard let base = raw.baseAddress else { return nil }
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(descriptor, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return InputFile.currentErrorText()
                }
                if written == 0 { return "no bytes could be written" }
                offset += written
            }
            return nil
        }
    }
}

/// `write(2)`, named apart from `AtomicFile.write`.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    WiringPlatform.write(descriptor, buffer, count)
}

/// The temporary files in flight, so an interrupt can delete them, and the files finished.
///
/// Creating, renaming into place and removing for an interrupt take one lock, so an interrupt either
/// comes after a file's rename (the file is listed as written) or before it (the file is never renamed
/// into place and no temporary file is made after it).
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()
    private let lock = Lock()
    private var paths: Set<String> = []
    private var finished: [String] = []
    private var interrupted = false

    /// Creates the temporary file and notes it; once an interrupt has begun, waits for it to end the process.
    ///
    /// - Returns: The open descriptor, or -1 with `errno` set.
    func create(_ path: String) -> Int32 {
        let descriptor = lock.withLock { () -> Int32? in
            guard !interrupted else { return nil }
            paths.insert(path)
            return open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        guard let descriptor else {
            holdIfInterrupted()
            return -1
        }
        return descriptor
    }

    /// Renames a finished temporary file over its destination and lists the destination as written.
    ///
    /// - Returns: The reason of a failure, or `nil`; an interrupt already under way is a failure, and the
    ///   temporary file is left for it to remove.
    func commit(_ temporary: String, to path: String, shown: String) -> String? {
        lock.withLock {
            if interrupted { return "interrupted" }
            guard rename(temporary, path) == 0 else { return InputFile.currentErrorText() }
            finished.append(shown)
            return nil
        }
    }

    func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }
    func complete(_ path: String) { lock.withLock { finished.append(path) } }
    var completed: [String] { lock.withLock { finished } }

    /// Whether an interrupt has begun removing the temporary files.
    var isInterrupted: Bool { lock.withLock { interrupted } }

    /// Removes every temporary file in flight, for an interrupt; no temporary file is made or renamed after it.
    func removeAll() {
        lock.withLock {
            interrupted = true
            for path in paths { unlink(path) }
        }
    }

    /// Once an interrupt has begun, keeps the calling thread from going on: the interrupt handler ends the
    /// process with its own status and message, which an error of this thread's must not overtake.
    func holdIfInterrupted() {
        guard isInterrupted else { return }
        while true { pause() }
    }
}
