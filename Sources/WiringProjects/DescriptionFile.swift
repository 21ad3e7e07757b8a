import WiringPlatform

/// Reads a build description's bytes: a regular file only (no FIFO, device or link out of the
/// tree), of a bounded size, so that no description can hang or flood the reader.
enum DescriptionFile {
    /// The largest description read (a 50 MB `project.pbxproj` is far past any real one).
    static let maxBytes = 50_000_000

    /// Why a file is not read, or its text.
    enum Outcome {
        case text(String)
        case problem(String)
    }

    /// The text of a file, or why it is not read.
    ///
    /// - Parameters:
    ///   - path: The absolute path.
    ///   - limit: The largest size read.
    static func contents(_ path: String, limit: Int = maxBytes) -> Outcome {
        var info = stat()
        guard stat(path, &info) == 0 else { return .problem("the file cannot be read (\(String(cString: strerror(errno))))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .problem("the file is not a regular file; it was not read") }
        guard Int(info.st_size) <= limit else {
            return .problem("the file is larger than \(limit / 1_000_000) MB; it was not read")
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .problem("the file cannot be opened (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG else {
            return .problem("the file is not a regular file; it was not read")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return .problem("the file cannot be read (\(String(cString: strerror(errno))))") }
            if count == 0 { break }
            bytes += buffer[0..<count]
            if bytes.count > limit { return .problem("the file is larger than \(limit / 1_000_000) MB; it was not read") }
        }
        return .text(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether a path is a regular file (links followed).
    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether a path is a folder (links followed).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
