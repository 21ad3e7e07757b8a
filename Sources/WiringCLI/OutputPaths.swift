import Foundation
import WiringModel

/// Keeps a command from writing over one of its own inputs.
///
/// Two paths name the same file when, after following symbolic links and `..`, they are the same
/// path, or when both exist and are the same file on disk (a hard link, a bind mount).
enum OutputPaths {
    /// The first input that `output` names, as its flag (`AFTER`, `--rules`), or `nil`.
    ///
    /// - Parameters:
    ///   - output: The path the command would write.
    ///   - inputs: Each input's flag and path; `nil` paths are skipped.
    static func conflict(_ output: String, with inputs: [(flag: String, path: String?)]) -> String? {
        inputs.first { input in input.path.map { same(output, $0) } ?? false }?.flag
    }

    /// Whether two paths name the same regular file (or the first does not exist yet and the paths agree).
    ///
    /// A device or FIFO is written in place and never replaced, so naming one twice
    /// (`/dev/stdin` and `/dev/stdout` on one terminal) clobbers nothing and is allowed.
    static func same(_ first: String, _ second: String) -> Bool {
        var one = stat()
        let exists = stat(first, &one) == 0
        if exists && one.st_mode & S_IFMT != S_IFREG { return false }
        if canonical(first) == canonical(second) { return true }
        var other = stat()
        guard exists, stat(second, &other) == 0 else { return false }
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// The path with links and `..` resolved; for a file that does not exist yet, its folder resolved.
    static func canonical(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if let resolved = realpath(url.path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let folder = url.deletingLastPathComponent().path
        guard let resolved = realpath(folder, nil) else { return url.path }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved)).appendingPathComponent(url.lastPathComponent).path
    }
}
