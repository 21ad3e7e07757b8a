#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an input file of any kind — a regular file, a pipe such as `<(…)`, a device — up to a
/// byte limit, with messages that name the file.
///
/// Snapshots, rules files and baselines are all read through it, so each refuses a directory by
/// name, reads from a pipe, and stops at the limit (`/dev/zero` never ends) in the same way.
public enum InputFile {
    /// Reads a whole file.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - limit: The most bytes accepted.
    ///   - kind: What the file should be, for messages (`rules file`).
    /// - Returns: The file's bytes.
    /// - Throws: `SnapshotError.unreadable` naming the file and the reason (a directory, a missing
    ///   file, no permission), or `SnapshotError.tooLarge` past the limit.
    public static func read(_ url: URL, limit: Int, kind: String) throws(SnapshotError) -> Data {
        let name = url.isFileURL ? url.path : url.absoluteString
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { throw SnapshotError.unreadable(file: name, reason: currentErrorText()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SnapshotError.unreadable(file: name, reason: currentErrorText()) }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw SnapshotError.unreadable(file: name, reason: "it is a directory; pass the path of a \(kind)")
        }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        if isRegular && Int(status.st_size) > limit {
            throw SnapshotError.tooLarge(file: name, what: "file size \(status.st_size) bytes", limit: limit)
        }
        var data = Data()
        if isRegular {
            // The size is known: read straight into the result, with no buffer between.
            data = Data(count: Int(status.st_size))
            var failure: Int32 = 0
            let filled = data.withUnsafeMutableBytes { (bytes: UnsafeMutableRawBufferPointer) -> Int in
                var filled = 0
                while filled < bytes.count {
                    let count = systemRead(descriptor, bytes.baseAddress! + filled, bytes.count - filled)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return -1
                    }
                    if count == 0 { break }
                    filled += count
                }
                return filled
            }
            if filled < 0 {
                errno = failure
                throw SnapshotError.unreadable(file: name, reason: currentErrorText())
            }
            // A file that shrank while being read ends where its bytes did.
            if filled < data.count { data.count = filled; return data }
        }
        // A pipe or device has no size up front, and a file can grow while being read: the rest
        // comes in chunks, with the limit checked after each.
        // Left unset: only the bytes `read` fills are ever copied out.
        var chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { _, initialized in initialized = chunkSize }
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SnapshotError.unreadable(file: name, reason: currentErrorText())
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[0..<count])
            if data.count > limit {
                // Stop reading at the limit: `/dev/zero` never ends.
                throw SnapshotError.tooLarge(file: name, what: "input of more than \(limit) bytes", limit: limit)
            }
        }
    }

    /// The bytes read at a time from an input whose size is not known.
    static let chunkSize = 64 << 10

    /// The message for the current `errno`, lowercased at the start: `no such file or directory`.
    static func currentErrorText() -> String {
        let text = String(cString: strerror(errno))
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

/// `read(2)`, named apart from `InputFile.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
