import Foundation
import WiringPlatform

/// The settings an `.xcconfig` file gives a configuration (its `baseConfigurationReference`):
/// `NAME = value` lines, `//` comments, and `#include "other.xcconfig"` (also `#include?`),
/// read relative to the including file, else, when not there, relative to the project's folder
/// (as Xcode finds `#include "Pods/Target Support Files/…"` written in an `.xcconfig` of a subfolder). A setting's key is read as Xcode reads it (`BuildSettingKey`);
/// conditional settings (`NAME[config=Debug]`, `NAME [sdk=…]`) are left out of the settings, as in the
/// project file, and their words kept apart (`Resolved.conditional`). Only regular files ending in
/// `.xcconfig` inside the scanned tree are read (`TreeFence`, `CheckedFile`), each at most 1 MiB, at
/// most 8 includes deep and 64 files for one configuration. What an included file leaves out (it is
/// not on disk, not readable, outside the tree) is placed at the `#include` line that names it.
///
/// Each file's settings, with what it includes, are worked out once per `Memo`, which the caller
/// keeps for the projects of one tree: a file that many configurations, targets and projects are
/// based on, or that one file includes many times, is read and parsed once.
package enum XcodeConfigFile {
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
    ///   - fence: The scanned tree; `nil` for no limit.
    ///   - memo: The files worked out so far, shared by the projects of one tree.
    ///   - projectFolder: The folder of the project the configuration belongs to (absolute), where an
    ///     `#include` not found beside the including file is looked for; `nil` for none.
    /// - Returns: The settings, the words of conditional ones, what could not be read, and the files
    ///   named that are not on disk (absolute; generated or not committed, such as CocoaPods' or a
    ///   signing team's); a problem or file with no place is the file at `path` itself.
    static func settings(at path: String, within fence: TreeFence?, memo: Memo = Memo(), projectFolder: String? = nil) -> Resolved {
        var files = Set<String>()
        var chain: [String] = []
        let search = Search(fence: fence, projectFolder: projectFolder.map(XcodePath.normalized))
        return resolve(XcodePath.normalized(path), search: search, memo: memo, depth: 0, files: &files, chain: &chain)
    }

    /// Where files are read and looked for.
    private struct Search {
        var fence: TreeFence?
        var projectFolder: String?

        /// What a file worked out under this search is remembered by.
        func key(_ path: String) -> String { (fence?.key ?? "") + "\u{1}" + (projectFolder ?? "") + "\u{1}" + path }

        /// The file an `#include` names: beside the including file, else in the project's folder when it is there only.
        func included(_ named: String, from folder: String) -> String {
            guard !named.hasPrefix("/") else { return XcodePath.normalized(named) }
            let beside = XcodePath.normalized(folder + "/" + named)
            guard let projectFolder, fence?.reason(beside) == nil, case .failure(.missing) = CheckedFile.check(beside, limit: maxBytes) else { return beside }
            let inProject = XcodePath.normalized(projectFolder + "/" + named)
            guard fence?.reason(inProject) == nil, case .success = CheckedFile.check(inProject, limit: maxBytes) else { return beside }
            return inProject
        }
    }

    /// The `#include` line that names a file: the absolute path of the including `.xcconfig`, and the line.
    struct Place: Sendable, Hashable {
        var file: String
        var line: Int
    }

    /// A configuration file not read (absolute), why, and the `#include` that names it (`nil` for
    /// the file the configuration names).
    struct Problem: Sendable, Hashable {
        /// The file not read, absolute.
        var path: String
        /// Why, as the message goes on after the file's name (` is not an .xcconfig file; …`, `: …`).
        var reason: String
        var place: Place?

        /// The message, naming the file relative to the scanned tree's root, as every message does.
        func message(root: String) -> String {
            Self.message(path: path, reason: reason, root: root)
        }

        /// The message for a file not read (absolute) and why, the file named relative to `root`.
        static func message(path: String, reason: String, root: String) -> String {
            "the configuration file '\(SourceLayout.relative(path, to: root))'\(reason)"
        }
    }

    /// A file named that is not on disk (absolute), and the `#include` that names it (`nil` for the file the configuration names).
    struct Missing: Sendable, Hashable {
        var path: String
        var place: Place?
    }

    /// A file's settings with its includes merged in, the words its conditional settings give
    /// (`NAME[config=Debug] = $(inherited) A B`: `$(inherited)`, `A`, `B` under `NAME`, in the order
    /// written, an included file's where it is included), what could not be read, and the files
    /// that are not on disk.
    struct Resolved: Sendable {
        var settings: [String: String] = [:]
        var conditional: [String: [String]] = [:]
        var problems: [Problem] = []
        var missing: [Missing] = []
    }

    private static func resolve(
        _ path: String, search: Search, memo: Memo, depth: Int, files: inout Set<String>, chain: inout [String]
    ) -> Resolved {
        let fence = search.fence
        guard depth <= maxDepth, files.count < maxFiles || files.contains(path) else {
            return Resolved(problems: [Problem(path: path, reason: " is included more than \(maxDepth) deep, or past \(maxFiles) files; it was not read")])
        }
        guard !chain.contains(path) else {
            return Resolved(problems: [Problem(path: path, reason: " includes itself; the loop was not followed")])
        }
        files.insert(path)
        guard path.hasSuffix(".xcconfig") else {
            return Resolved(problems: [Problem(path: path, reason: " is not an .xcconfig file; its settings were not read")])
        }
        if let reason = fence?.reason(path) {
            return Resolved(problems: [Problem(path: path, reason: " " + reason)])
        }
        let key = search.key(path)
        if let known = memo.known[key] { return known }
        let data: Data
        switch CheckedFile.read(path, limit: maxBytes) {
        case .success(let read): data = read
        case .failure(.missing): return Resolved(missing: [Missing(path: path)])
        case .failure(let problem): return Resolved(problems: [Problem(path: path, reason: ": " + problem.message)])
        }
        chain.append(path)
        defer { chain.removeLast() }
        var resolved = Resolved()
        let folder = XcodePath.parent(path)
        let lines = String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let named = String(line[line.index(after: open)..<close])
                let included = search.included(named, from: folder)
                if line.hasPrefix("#include?"), fence?.reason(included) == nil, case .failure(.missing) = CheckedFile.check(included, limit: maxBytes) {
                    continue
                }
                let inner = resolve(included, search: search, memo: memo, depth: depth + 1, files: &files, chain: &chain)
                // What the included file itself leaves out is placed at this line, which names it.
                let place = Place(file: path, line: offset + 1)
                resolved.settings.merge(inner.settings) { _, later in later }
                for (name, words) in inner.conditional { resolved.conditional[name, default: []] += words }
                resolved.problems += inner.problems.map { Problem(path: $0.path, reason: $0.reason, place: $0.place ?? place) }
                resolved.missing += inner.missing.map { Missing(path: $0.path, place: $0.place ?? place) }
                continue
            }
            guard let (key, value) = BuildSettingKey.assignment(line) else { continue }
            if key.isConditional {
                resolved.conditional[key.name, default: []] += value.split(whereSeparator: \.isWhitespace).map(String.init)
            } else {
                resolved.settings[key.name] = value
            }
        }
        // A result cut short by the limits of one configuration is not remembered for the next.
        if resolved.problems.isEmpty, resolved.missing.isEmpty { memo.known[key] = resolved }
        return resolved
    }

    /// The files worked out so far, by fence and path: one for the projects of one tree, kept by
    /// whoever reads them (never process-wide, so two trees or two scans never share what they read).
    package final class Memo {
        /// The settings of each file read whole, with its includes.
        fileprivate var known: [String: Resolved] = [:]

        /// An empty memo.
        package init() {}
    }
}
