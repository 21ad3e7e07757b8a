import Foundation
import WiringPlatform

/// The one way the scan opens a file of the scanned tree (a source, a manifest, a project, a
/// workspace, an `.xcconfig`) or of its own cache: checked before it is opened, read with a bound.
///
/// The path is looked at first, links followed (`stat`): only a regular file is opened — never a
/// FIFO, a socket or a device, which could block or never end — and only when its size is within
/// the limit. It is opened without blocking and without becoming a controlling terminal, checked
/// again on the open descriptor (the path may have changed in between), refused when it lives on
/// a kernel file system (`/proc`, `/sys`: their files claim a size of 0 and hold anything), and
/// read to at most the limit. Nothing here follows the tree's fences; callers check where a path
/// leads before asking for it.
package enum CheckedFile {
    /// Why a file was not read.
    package enum Problem: Error, Equatable, Sendable {
        /// There is nothing at the path.
        case missing
        /// It is a folder, a FIFO, a device or a socket, or lives on `/proc` or `/sys`.
        case notRegular(String)
        /// It is larger than the limit.
        case tooLarge(bytes: Int, limit: Int)
        /// Opening or reading it failed.
        case unreadable(String)

        /// The reason, for a warning: "it is a FIFO, not a regular file".
        package var message: String {
            switch self {
            case .missing: "the file does not exist"
            case .notRegular(let kind): "it is \(kind), not a regular file; it was not opened"
            case .tooLarge(let bytes, let limit): "the file is \(bytes) bytes, over the limit of \(limit); it was not read"
            case .unreadable(let reason): "the file cannot be read (\(reason))"
            }
        }
    }

    /// Checks a path without opening it: a regular file within the limit.
    ///
    /// - Returns: The file's size, or why it would not be read.
    package static func check(_ path: String, limit: Int) -> Result<Int, Problem> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .failure(.missing) : .failure(.unreadable(Self.errorText()))
        }
        if let kind = Self.irregular(info.st_mode) { return .failure(.notRegular(kind)) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(bytes: Int(info.st_size), limit: limit)) }
        return .success(Int(info.st_size))
    }

    /// Reads a regular file of at most `limit` bytes.
    package static func read(_ path: String, limit: Int) -> Result<Data, Problem> {
        if case .failure(let problem) = check(path, limit: limit) { return .failure(problem) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(Self.errorText())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(Self.errorText())) }
        if let kind = Self.irregular(info.st_mode) { return .failure(.notRegular(kind)) }
        if KernelFileSystem.holds(descriptor, path: path) { return .failure(.notRegular("a file of the kernel's (/proc, /sys)")) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(bytes: Int(info.st_size), limit: limit)) }
        // One byte past the limit tells a file that grew since it was checked.
        var data = Data(count: min(Int(info.st_size), limit) + 1)
        var filled = 0
        var failure: String?
        data.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) in
            while filled < buffer.count {
                let count = WiringPlatform.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if count > 0 {
                    filled += count
                } else if count == 0 {
                    break
                } else if errno != EINTR {
                    failure = Self.errorText()
                    break
                }
            }
        }
        if let failure { return .failure(.unreadable(failure)) }
        guard filled <= limit else { return .failure(.tooLarge(bytes: filled, limit: limit)) }
        data.count = filled
        return .success(data)
    }

    /// A file's size, modification time and inode, to tell when what was read from it still holds.
    package static func stamp(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
        return [Int(info.st_size), modified, Int(info.st_ino)]
    }

    /// What a mode that is not a regular file's is, or `nil` for a regular file.
    private static func irregular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
