import Foundation

/// The settings an `.xcconfig` file gives a configuration (its `baseConfigurationReference`):
/// `NAME = value` lines, `//` comments, and `#include "other.xcconfig"` (also `#include?`),
/// read relative to the including file. Conditional settings (`NAME[sdk=…]`) are left out, as
/// in the project file. Only regular files ending in `.xcconfig` inside the allowed folder are
/// read, each at most 1 MiB, at most 8 includes deep and 64 files in all.
enum XcodeConfigFile {
    /// The largest file read.
    static let maxBytes = 1 << 20
    /// The deepest chain of includes followed.
    static let maxDepth = 8
    /// The most files one configuration reads.
    static let maxFiles = 64

    /// The settings of a file and those it includes (a later line wins, as in Xcode).
    ///
    /// - Parameters:
    ///   - path: The absolute path of the `.xcconfig`.
    ///   - root: The folder files must lie in (links resolved); `nil` for no limit.
    /// - Returns: The settings, and what could not be read.
    static func settings(at path: String, within root: String?) -> (settings: [String: String], problems: [String]) {
        var settings: [String: String] = [:]
        var problems: [String] = []
        var files = 0
        read(path, within: root.map { SourceLinks.resolved($0) ?? $0 }, depth: 0, files: &files, into: &settings, problems: &problems)
        return (settings, problems)
    }

    private static func read(
        _ path: String, within root: String?, depth: Int, files: inout Int, into settings: inout [String: String], problems: inout [String]
    ) {
        guard depth <= maxDepth, files < maxFiles else {
            problems.append("the configuration file '\(path)' is included more than \(maxDepth) deep, or past \(maxFiles) files; it was not read")
            return
        }
        files += 1
        let real = SourceLinks.resolved(path)
        guard path.hasSuffix(".xcconfig"), let real else {
            problems.append("the configuration file '\(path)' is not on disk; its settings were not read")
            return
        }
        if let root, real != root, !real.hasPrefix(root == "/" ? "/" : root + "/") {
            problems.append("the configuration file '\(path)' is outside the scanned folder; its settings were not read")
            return
        }
        guard case .success(let data) = XcodeProjectReader.contents(of: real, limit: maxBytes) else {
            problems.append("the configuration file '\(path)' cannot be read (not a regular file, or over \(maxBytes) bytes)")
            return
        }
        let folder = XcodePath.parent(path)
        for raw in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let named = String(line[line.index(after: open)..<close])
                let included = named.hasPrefix("/") ? named : XcodePath.normalized(folder + "/" + named)
                if line.hasPrefix("#include?") && !FileManager.default.fileExists(atPath: included) { continue }
                read(included, within: root, depth: depth + 1, files: &files, into: &settings, problems: &problems)
                continue
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("["), !name.contains(" ") else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            settings[name] = value
        }
    }
}
