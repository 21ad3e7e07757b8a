import Foundation
import PackagePlugin

/// Checks a target's wiring on every build that changes it: scans the target's Swift sources and
/// checks the declared graph against the nearest `wiring-rules.json` (and `wiring-baseline.txt`),
/// found from the target's folder up to the package or repository root. Each broken rule is a
/// `path:line:column: error:` (or `warning:`) line, which `swift build` and Xcode show at the
/// source line; a rule with severity `error` fails the build.
///
/// The command's inputs are the target's Swift files, the rules and the baseline; its output is a
/// Swift file holding only a comment, written when the check passes. So the check runs again
/// only when one of those files changes, or after a failed check (which leaves no output). The
/// output is a Swift file because SwiftPM would copy any other kind into the target's resources.
@main
struct WiringBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        return try Self.commands(
            name: module.name, folder: module.directoryURL, scanned: [module.directoryURL.path], root: context.package.directoryURL,
            sources: module.sourceFiles(withSuffix: "swift").map(\.url),
            tool: context.tool(named: PluginTools.scan).url, work: context.pluginWorkDirectoryURL)
    }

    /// The one check command for a target.
    static func commands(
        name: String, folder: URL, scanned: [String], root: URL, sources: [URL], tool: URL, work: URL
    ) -> [Command] {
        guard let rules = nearest("wiring-rules.json", from: folder, upTo: root) else {
            Diagnostics.remark("Wiring: no wiring-rules.json between \(folder.path) and \(root.path); \(name) is not checked")
            return []
        }
        // Without a baseline yet, the one `--update-baseline` would create beside the rules: named
        // now, it counts as soon as it is written, with no new plan of the build (a missing
        // baseline is an empty one).
        let found = nearest("wiring-baseline.txt", from: folder, upTo: root)
        let baseline = found ?? rules.deletingLastPathComponent().appendingPathComponent("wiring-baseline.txt")
        // Made safe, a target's name cannot lead out of the work folder.
        let stamp = work.appendingPathComponent(PluginArguments.fileName(name, suffix: "WiringChecked.swift"))
        let snapshot = work.appendingPathComponent(PluginArguments.fileName(name, suffix: ".wiring.json"))
        var arguments = scanned + [
            "--module", name, "--rules", rules.path, "--format", "xcode",
            "--diagnostic-paths", "absolute", "--quiet", "-o", snapshot.path, "--stamp", stamp.path,
        ]
        arguments += ["--baseline", baseline.path]
        return [
            .buildCommand(
                displayName: "Checking the wiring of \(name) against \(rules.lastPathComponent)",
                executable: tool, arguments: arguments,
                inputFiles: sources + [rules] + (found.map { [$0] } ?? []), outputFiles: [stamp])
        ]
    }

    /// The nearest file of this name from a folder up to a root (a package or repository root);
    /// a folder outside the root is searched alone, never a folder above it.
    static func nearest(_ name: String, from folder: URL, upTo root: URL) -> URL? {
        var current = folder.standardizedFileURL
        let top = root.standardizedFileURL.path
        while true {
            let candidate = current.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let isRoot = current.path == top || !current.path.hasPrefix(top + "/")
                || FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path)
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if isRoot || parent.path == current.path { return nil }
            current = parent
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension WiringBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        guard let first = sources.first else { return [] }
        let root = context.xcodeProject.directoryURL
        // An Xcode target has no folder of its own: the check starts where its first file is.
        return try Self.commands(
            name: target.displayName, folder: first.deletingLastPathComponent(), scanned: sources.map(\.path),
            root: root, sources: sources,
            tool: context.tool(named: PluginTools.scan).url, work: context.pluginWorkDirectoryURL)
    }
}
#endif
