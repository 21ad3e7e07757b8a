import Dispatch
import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Reads a package's description from its manifest without running it.
///
/// The manifest is the one SwiftPM reads in the folder (`ManifestChoice`), read as a checked
/// file, parsed with swift-syntax within the scan's limits, its operators folded by Swift's
/// precedence table, and interpreted by `ManifestInterpreter` for its language mode and the
/// toolchain's version: the last `Package(…)` it makes, with `name`, `targets`, `products` and
/// `dependencies`, and each target's `name`, `path`, `exclude`, `sources`, `dependencies` (by
/// name, `.target`, `.product(name:package:)`, `.byName`, with `condition: .when(platforms:)`)
/// and `swiftSettings` defines. Whatever feeds those and cannot be known is in `notRead`, with its
/// line; a manifest whose package cannot be known at all is a `ManifestProblem`.
package enum ManifestSyntaxReader {
    /// Reads the manifest of the package in a folder.
    ///
    /// - Parameters:
    ///   - folder: The package's absolute folder.
    /// - Returns: The description (with `notRead` for what was left out), or why none could be read.
    package static func read(packageAt folder: String) -> Result<PackageDescription, ManifestProblem> {
        readCounting(packageAt: folder).reading
    }

    /// Reads the manifest of the package in a folder, and says how many steps its interpretation
    /// took (for the scan's `ManifestAllowance`).
    ///
    /// - Parameter folder: The package's absolute folder.
    /// - Returns: The reading, as `read(packageAt:)` gives it, and the steps taken.
    package static func readCounting(packageAt folder: String) -> (reading: Result<PackageDescription, ManifestProblem>, steps: Int) {
        let choice: ManifestChoice.Chosen
        switch ManifestChoice.manifest(in: folder, toolchain: { SwiftToolchain.version }) {
        case .success(let chosen): choice = chosen
        case .failure(let problem): return (.failure(problem), 0)
        }
        return interpret(choice, folder: folder)
    }

    /// The manifest SwiftPM would read in a folder (for messages and places).
    package static func manifestPath(in folder: String) -> String {
        if case .success(let chosen) = ManifestChoice.manifest(in: folder, toolchain: { SwiftToolchain.version }) { return chosen.path }
        return folder + "/Package.swift"
    }

    /// Interpretations run at once: each may hold its budget's bytes.
    private static let gate = ByteGate(limit: 2 * ManifestBudget.maxBytes)

    private static func interpret(
        _ choice: ManifestChoice.Chosen, folder: String
    ) -> (reading: Result<PackageDescription, ManifestProblem>, steps: Int) {
        let data: Data
        switch CheckedFile.read(choice.path, limit: ParseLimits.maxFileBytes) {
        case .success(let read): data = read
        case .failure(let problem): return (.failure(.unreadable(problem.message)), 0)
        }
        // The budget's steps bound the interpretation; the time is only the scan's last resort.
        let outcome = gate.run(bytes: ManifestBudget.maxBytes) {
            ParseLimits.onLargeStack(seconds: ParseLimits.safetySeconds) {
                () -> (reading: Result<PackageDescription, ManifestProblem>, steps: Int) in
                data.withUnsafeBytes { raw in
                    let bytes = raw.bindMemory(to: UInt8.self)
                    if let problem = ParseLimits.nestingProblem(bytes) { return (.failure(.unreadable(problem.message)), 0) }
                    let lines = LineTable(bytes)
                    let tree = Parser.parse(source: bytes, maximumNestingLevel: ParseLimits.parserNesting)
                    let budget = ManifestBudget()
                    return (describe(tree, lines: lines, folder: folder, toolsVersion: choice.toolsVersion, budget: budget), budget.steps)
                }
            }
        }
        return outcome ?? (.failure(.unreadable(
            "reading the manifest took longer than \(Int(ParseLimits.safetySeconds)) s, the scan's last-resort limit (WIRING_SCAN_FILE_SECONDS)")), 0)
    }

    /// Why no description could be read.
    package enum ManifestProblem: Error, Sendable {
        case unreadable(String)
        case noPackage(line: Int)
        /// Which package the manifest makes, or which manifest SwiftPM reads, is not known.
        case notRead(line: Int, reason: String)
    }

    /// Interprets a parsed manifest and reads its package.
    ///
    /// - Parameters:
    ///   - toolsVersion: The tools version the manifest declares (its language mode follows).
    ///   - toolchain: The toolchain's version, for `#if compiler(…)`; the one found when `nil` is not given.
    ///   - budget: What the interpretation may take (its steps are read after).
    static func describe(
        _ tree: SourceFileSyntax, lines: LineTable, folder: String, toolsVersion: [Int] = [6, 0, 0],
        toolchain: [Int]?? = nil, budget: ManifestBudget = ManifestBudget()
    ) -> Result<PackageDescription, ManifestProblem> {
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
        let conditions = ManifestConditions(toolsVersion: toolsVersion, toolchain: { toolchain ?? SwiftToolchain.version })
        let interpreter = ManifestInterpreter(lines: lines, conditions: conditions, budget: budget)
        interpreter.readsBuildEnvironment = true
        let package: ManifestObject
        switch interpreter.run(folded) {
        case .root(let root): package = root
        case .notRead(let unknown): return .failure(.notRead(line: max(unknown.line, 1), reason: unknown.reason))
        }
        var reading = PackageReading(folder: folder)
        var description = reading.description(of: package)
        // Read as a build that sets none of its variables: a build that sets one may differ.
        if let note = interpreter.environmentNote { description.notRead.append((note.line, note.reason)) }
        description.notComputed = interpreter.carried.map { (max($0.line, 1), $0.reason) }
        return .success(description)
    }
}

/// Which manifest SwiftPM reads in a folder, chosen as SwiftPM chooses it for a toolchain.
enum ManifestChoice {
    struct Chosen {
        var path: String
        var toolsVersion: [Int]
    }

    /// The manifest SwiftPM of a toolchain reads in a folder, and its tools version.
    ///
    /// First `Package@swift-X.Y.Z.swift`, `@swift-X.Y`, `@swift-X` for the toolchain's own version;
    /// else the newest `Package@swift-…` not newer than the toolchain, when its tools version is
    /// newer than `Package.swift`'s or `Package.swift` needs a newer toolchain; else `Package.swift`.
    /// A candidate that is a link out of the folder or not a regular file is not skipped in silence:
    /// the package is not read.
    static func manifest(in folder: String, toolchain: [Int]?) -> Result<Chosen, ManifestSyntaxReader.ManifestProblem> {
        manifest(in: folder, toolchain: { toolchain })
    }

    /// The same, asking for the toolchain's version only when versioned manifests make it matter.
    static func manifest(in folder: String, toolchain version: () -> [Int]?) -> Result<Chosen, ManifestSyntaxReader.ManifestProblem> {
        let regular = folder + "/Package.swift"
        var versioned: [(version: [Int], name: String)] = []
        if let names = try? FileManager.default.contentsOfDirectory(atPath: folder) {
            for name in names {
                guard let version = versionOfName(name) else { continue }
                versioned.append((version, name))
            }
        }
        if versioned.isEmpty { return chosen(regular, folder: folder) }
        for candidate in versioned {
            if let problem = fenceProblem(folder + "/" + candidate.name, folder: folder) {
                return .failure(.notRead(line: 1, reason: "'\(candidate.name)' \(problem); which manifest SwiftPM reads is not known"))
            }
        }
        guard let toolchain = version() else {
            return .failure(.notRead(
                line: 1,
                reason: "which of the folder's manifests SwiftPM reads depends on the Swift toolchain's version, which is not known "
                    + "(set WIRING_SWIFT_VERSION or put swift on PATH)"))
        }
        let exact = ["\(toolchain[0]).\(toolchain[1]).\(toolchain[2])", "\(toolchain[0]).\(toolchain[1])", "\(toolchain[0])"]
        for key in exact {
            let name = "Package@swift-\(key).swift"
            if versioned.contains(where: { $0.name == name }) { return chosen(folder + "/" + name, folder: folder) }
        }
        let regularVersion: [Int]
        switch declaredVersion(regular) {
        case .success(let version): regularVersion = version
        case .failure: regularVersion = [3, 1, 0]
        }
        // SwiftPM keeps the last of two names for one version.
        var byVersion: [[Int]: String] = [:]
        for candidate in versioned { byVersion[candidate.version] = candidate.name }
        guard let best = byVersion.keys.filter({ !ToolsVersion.precedes(toolchain, $0) }).max(by: ToolsVersion.precedes),
              let name = byVersion[best]
        else { return chosen(regular, folder: folder) }
        let candidatePath = folder + "/" + name
        let candidateVersion: [Int]
        if ToolsVersion.precedes(best, [4, 0, 0]) {
            candidateVersion = [3, 1, 0]
        } else {
            switch declaredVersion(candidatePath) {
            case .success(let version): candidateVersion = version
            case .failure(let problem): return .failure(.notRead(line: 1, reason: "'\(name)': " + problem.reason))
            }
        }
        if ToolsVersion.precedes(regularVersion, candidateVersion) { return chosen(candidatePath, folder: folder) }
        let regularValid = !ToolsVersion.precedes(regularVersion, [4, 0, 0]) && !ToolsVersion.precedes(toolchain, regularVersion)
        return chosen(regularValid ? regular : candidatePath, folder: folder)
    }

    /// The version in a `Package@swift-X[.Y[.Z]].swift` name, as SwiftPM's pattern reads it.
    static func versionOfName(_ name: String) -> [Int]? {
        let prefix = "Package@swift-"
        guard name.hasPrefix(prefix), name.utf8.count > prefix.utf8.count + 6 else { return nil }
        // SwiftPM's pattern ends in `.swift` with an unescaped dot: any character stands before `swift`.
        let body = name.dropFirst(prefix.count).dropLast(6)
        guard name.hasSuffix("swift") else { return nil }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return (parts.compactMap { Int($0) } + [0, 0, 0]).prefix(3).map { $0 }
    }

    /// The manifest at a path with its tools version (a manifest that needs a newer toolchain than
    /// the one that builds it fails to build: it is read all the same).
    private static func chosen(_ path: String, folder: String) -> Result<Chosen, ManifestSyntaxReader.ManifestProblem> {
        if let problem = fenceProblem(path, folder: folder) {
            return .failure(.unreadable("'\(SourceLayout.lastComponent(path))' \(problem)"))
        }
        switch declaredVersion(path) {
        case .failure(let problem): return .failure(.notRead(line: problem.line, reason: problem.reason))
        case .success(let version):
            if ToolsVersion.precedes(version, [4, 0, 0]) {
                return .failure(.notRead(line: 1, reason: "the tools version \(ToolsVersion.text(version)) is older than SwiftPM reads (4.0)"))
            }
            return .success(Chosen(path: path, toolsVersion: version))
        }
    }

    /// Why a manifest in a folder is not read: a link out of the folder, or not a regular file.
    private static func fenceProblem(_ path: String, folder: String) -> String? {
        if case .failure(let problem) = CheckedFile.check(path, limit: ParseLimits.maxFileBytes) {
            if problem == .missing {
                var info = stat()
                return lstat(path, &info) == 0 ? "is a link that leads nowhere" : nil
            }
            return "is not read: " + problem.message
        }
        guard let real = SourceLinks.resolved(path), let realFolder = SourceLinks.resolved(folder) else { return nil }
        return real.hasPrefix(realFolder == "/" ? "/" : realFolder + "/") ? nil : "is a link that leads out of the package's folder; it is not read"
    }

    /// The tools version a manifest file declares.
    static func declaredVersion(_ path: String) -> Result<[Int], ManifestUnknown> {
        switch CheckedFile.read(path, limit: ParseLimits.maxFileBytes) {
        case .failure(let problem): return .failure(ManifestUnknown(reason: problem.message, line: 1))
        case .success(let data):
            guard let text = String(data: data, encoding: .utf8) else {
                return .failure(ManifestUnknown(reason: "the manifest is not UTF-8; SwiftPM would not read it", line: 1))
            }
            guard !text.isEmpty else { return .failure(ManifestUnknown(reason: "the manifest is empty", line: 1)) }
            return ToolsVersion.declared(in: Substring(text))
        }
    }
}
