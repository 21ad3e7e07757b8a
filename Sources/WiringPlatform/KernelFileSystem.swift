#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether an open file lives on a file system the kernel makes up as it is read — `/proc`,
/// `/sys`, `/dev` — whose files claim a size of 0 and hold the reader's own environment, memory
/// or terminal: a scan never reads one.
public enum KernelFileSystem {
    /// The folders of such file systems.
    static let folders = ["/proc/", "/sys/", "/dev/"]

    /// Whether the file open at `descriptor` (opened from `path`) is on such a file system.
    public static func holds(_ descriptor: Int32, path: String) -> Bool {
        #if os(Linux) || os(Android)
        // The kernel names what a descriptor is open on.
        var buffer = [CChar](repeating: 0, count: 4_096)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        if count > 0 {
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return folders.contains { target.hasPrefix($0) }
        }
        #endif
        guard let real = realpath(path, nil) else { return true }
        defer { free(real) }
        let target = String(cString: real)
        return folders.contains { target.hasPrefix($0) }
    }
}
