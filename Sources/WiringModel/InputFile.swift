import WiringPlatform

/// Reads an input file of any kind — a regular file, a pipe such as `<(…)`, a device — up to a
/// byte limit, with messages that name the file.
///
/// Snapshots, rules files and baselines are all read through it, so each refuses a directory by
/// name, reads from a pipe, and stops at the limit (`/dev/zero` never ends) in the same way.
package enum InputFile {
    /// Reads a whole file.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - limit: The most bytes accepted.
    ///   - kind: What the file should be, for messages (`rules file`).
    /// - Returns: The file's bytes.
    /// - Throws: `SnapshotError.unreadable` naming the file and the reason (a directory, a missing
    ///   file, no permission), or `SnapshotError.tooLarge` past the limit.
    package static func read(_ url: URL, limit: Int, kind: String) throws(SnapshotError) -> Data {
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
            var failure: String?
            let filled = data.withUnsafeMutableBytes { (bytes: UnsafeMutableRawBufferPointer) -> Int in
                var filled = 0
                while filled < bytes.count {
                    let count = readSome(descriptor, into: bytes.baseAddress! + filled, count: bytes.count - filled, failure: &failure)
                    if count <= 0 { break }
                    filled += count
                }
                return filled
            }
            if let failure { throw SnapshotError.unreadable(file: name, reason: failure) }
            // A file that shrank while being read ends where its bytes did.
            if filled < data.count { data.count = filled; return data }
        }
        // A pipe or device has no size up front, and a file can grow while being read: the rest
        // comes in chunks, with the limit checked after each.
        // Left unset: only the bytes `read` fills are ever copied out.
        var chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { _, initialized in initialized = chunkSize }
        while true {
            var failure: String?
            let count = chunk.withUnsafeMutableBytes { readSome(descriptor, into: $0.baseAddress, count: chunkSize, failure: &failure) }
            if let failure { throw SnapshotError.unreadable(file: name, reason: failure) }
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

    /// Reads up to `count` bytes, trying again when a signal interrupts the read.
    ///
    /// - Returns: The number of bytes read, 0 at the end; -1 when the read failed, with the reason
    ///   in `failure` (taken from `errno` at once, before another call can change it).
    private static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int, failure: inout String?) -> Int {
        while true {
            let result = systemRead(descriptor, buffer, count)
            if result >= 0 { return result }
            if errno != EINTR {
                failure = currentErrorText()
                return -1
            }
        }
    }

    /// The message for the current `errno`, lowercased at the start: `no such file or directory`.
    static func currentErrorText() -> String {
        let text = String(cString: strerror(errno))
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

/// `read(2)`, named apart from `InputFile.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    WiringPlatform.read(descriptor, buffer, count)
}
