import WiringPlatform
import WiringText

/// The rules and baseline files a command finds on its own, by walking up from the working
/// directory to the package root (a folder with `Package.swift`) or the repository root (a folder
/// with `.git`), whichever comes first: the nearest `wiring-rules.json` and `wiring-baseline.txt`.
/// Without such a root above it, only the working directory itself is searched: a rules file in
/// `/tmp` or the home folder never applies to a run below it. `--rules` and `--baseline` override
/// what is found, `none` chooses no file, and `--no-config-search` turns the search off.
package struct FoundConfiguration: Sendable, Equatable {
    /// The one name a rules file is found by.
    package static let rulesFileName = "wiring-rules.json"
    /// The one name a baseline file is found by.
    package static let baselineFileName = "wiring-baseline.txt"
    /// What `--rules` and `--baseline` take to mean no file at all (and no search for one).
    package static let noFile = "none"

    /// The folder the search started in.
    package var start: URL
    /// The package or repository root the search stopped at, or `nil` when there is none above
    /// the start (then only the start was searched).
    package var root: URL?
    /// The nearest rules file, if any.
    package var rules: URL?
    /// The nearest baseline file, if any.
    package var baseline: URL?

    /// Searches from a folder upwards.
    ///
    /// - Parameters:
    ///   - start: The folder to start in (the working directory).
    ///   - searching: Whether to look for the files at all (`false` for `--no-config-search`):
    ///     without, only the root is found, for the paths of reports.
    /// - Returns: What was found.
    package static func find(from start: URL, searching: Bool = true) -> FoundConfiguration {
        let start = start.standardizedFileURL
        var found = FoundConfiguration(start: start)
        // The folders from the start up to the root; the start alone when there is no root.
        var folders: [URL] = []
        var folder = start
        while true {
            folders.append(folder)
            if existing("Package.swift", in: folder) != nil || existing(".git", in: folder) != nil {
                found.root = folder
                break
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path || folder.path == "/" {
                folders = [start]
                break
            }
            folder = parent
        }
        guard searching else { return found }
        for folder in folders {
            if found.rules == nil { found.rules = existing(rulesFileName, in: folder) }
            if found.baseline == nil { found.baseline = existing(baselineFileName, in: folder) }
        }
        return found
    }

    /// Searches from the working directory.
    ///
    /// - Parameter searching: Whether to look for the files (`false` for `--no-config-search`).
    package static func inWorkingDirectory(searching: Bool = true) -> FoundConfiguration {
        find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true), searching: searching)
    }

    private init(start: URL) {
        self.start = start
    }

    /// `../` once for each folder the start lies below the root: put in front of a root-relative
    /// source path, it makes the path relative to the working directory.
    package var pathPrefix: String {
        guard let root else { return "" }
        let depth = start.pathComponents.count - root.pathComponents.count
        return String(repeating: "../", count: max(depth, 0))
    }

    /// Where `--update-baseline` writes when no baseline was given or found: beside the rules file
    /// found, else at the root, else in the working directory.
    package var baselineToCreate: URL {
        let folder = rules?.deletingLastPathComponent() ?? root ?? start
        return folder.appendingPathComponent(Self.baselineFileName)
    }

    /// A path as the working directory sees it: relative when below it, else absolute.
    ///
    /// - Parameter url: A found file.
    /// - Returns: For example `wiring-rules.json` or `../wiring-rules.json`.
    package func shown(_ url: URL) -> String {
        let file = url.standardizedFileURL.pathComponents
        let here = start.pathComponents
        var common = 0
        while common < min(file.count, here.count) && file[common] == here[common] { common += 1 }
        let up = here.count - common
        let path = Array(repeating: "..", count: up) + file[common...]
        return TerminalText.sanitized(path.joined(separator: "/"))
    }

    /// A note naming the files found (not those given on the command line), or `nil` for none.
    ///
    /// - Parameters:
    ///   - command: `wiring check` or `wiring diff`.
    ///   - rulesGiven: Whether `--rules` was passed.
    ///   - baselineGiven: Whether `--baseline` was passed.
    /// - Returns: `wiring check: found rules wiring-rules.json, baseline ../wiring-baseline.txt`.
    package func note(command: String, rulesGiven: Bool, baselineGiven: Bool) -> String? {
        var parts: [String] = []
        if !rulesGiven, let rules { parts.append("rules \(shown(rules))") }
        if !baselineGiven, let baseline { parts.append("baseline \(shown(baseline))") }
        guard !parts.isEmpty else { return nil }
        return "\(command): found \(parts.joined(separator: ", ")) (--rules/--baseline to choose others)"
    }

    private static func existing(_ name: String, in folder: URL) -> URL? {
        let url = folder.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
