import Dispatch
import SwiftOperators
import SwiftParser
import SwiftSyntax
import WiringProjectModel

/// Reads the Tuist projects of a tree into projects, with the manifest interpreter: nothing is
/// compiled and `tuist` is never run.
///
/// Each `Project.swift` (not under a `Tuist/` folder, not vendored) is interpreted with the
/// `ProjectDescriptionHelpers` of its Tuist root declared into it (`Tuist/ProjectDescriptionHelpers/**/*.swift`:
/// their functions, types, extensions and top-level values; and those of the local plugins below the
/// root, folders holding a `Plugin.swift`), and the last `Project(…)` it makes is
/// read by `TuistProjectReading`: its targets with the Swift files their `sources` and
/// `buildableFolders` give, their module names, and their dependencies. `Workspace.swift` says which
/// of them are the app's; `Tuist/Package.swift` (or Tuist 3's `Tuist/Dependencies.swift`) lists the
/// packages `.external(name:)` names, and is not the app's package. What the interpreter does not
/// follow on the way to a target or a dependency is a `notRead` finding at its file and line.
public enum TuistReader {
    /// The largest manifest or helper file read.
    static let maxBytes = 4_000_000
    /// Lines of the helpers are numbered apart from the manifest's, one span of this many lines each.
    static let lineSpan = 10_000_000

    /// The projects of the `Project.swift` files in a tree, and what was not read.
    ///
    /// - Parameter listing: The tree's walk.
    public static func read(_ listing: TreeListing) -> (projects: [Project], findings: [ProjectFinding]) {
        read(listing, packages: PackageReadings())
    }

    /// The projects of the `Project.swift` files in a tree, and what was not read, with the
    /// manifests of the tree's packages read already (for the products of local externals).
    package static func read(_ listing: TreeListing, packages: PackageReadings) -> (projects: [Project], findings: [ProjectFinding]) {
        let manifests = manifests(listing)
        guard !manifests.isEmpty else { return ([], []) }
        let all = Set(manifests)
        let rootOf = Dictionary(manifests.map { ($0, tuistRoot(of: $0, listing: listing)) }) { first, _ in first }
        var roots: [String: Root] = [:]
        var findings: [ProjectFinding] = []
        // All of a tree's manifests draw on one allowance, one after another (each also within its
        // own `ManifestBudget`): a tree of a thousand slow manifests cannot hold a scan for hours.
        let allowance = ManifestAllowance()
        // A root with a `Workspace.swift` reads the projects it names and those they depend on
        // (`.project(target:path:)`), as `tuist generate` does; any other root reads every manifest,
        // and so does one with a project whose dependencies are not all known.
        var pending: [String] = []
        for manifest in manifests {
            let root = rootOf[manifest] ?? ""
            if roots[root] == nil {
                let helpers = TuistHelpers(root: root, listing: listing)
                let workspace = TuistWorkspace.at(root: root, helpers: helpers, listing: listing, allowance: allowance)
                let below = manifests.filter { rootOf[$0] == root }
                let named = workspace?.named(in: below)
                roots[root] = Root(helpers: helpers, externals: TuistExternals(root: root, listing: listing, packages: packages), named: named?.manifests)
                findings += (workspace?.notRead ?? []) + (named?.missing ?? [])
            }
            if roots[root]!.named?.contains(manifest) ?? true { pending.append(manifest) }
        }
        var queued = Set(pending)
        var byManifest: [String: Project] = [:]
        var unresolved: Set<ProjectFinding> = []
        var index = 0
        while index < pending.count {
            let manifest = pending[index]
            index += 1
            guard !allowance.isSpent else {
                findings.append(ProjectFinding(.notRead, at: ProjectPlace(file: manifest, line: 1),
                    "the Tuist manifests take more than \(allowance.total) steps to compute in all (WIRING_SCAN_MANIFEST_STEPS): "
                        + "this project and the \(pending.count - index) after it are not read"))
                break
            }
            let root = rootOf[manifest] ?? ""
            let read = readProject(manifest, root: root, helpers: roots[root]!.helpers, externals: roots[root]!.externals, listing: listing, allowance: allowance)
            unresolved.formUnion(read.unresolved)
            guard let project = read.project else { continue }
            byManifest[manifest] = project
            // A project not wholly read may depend on any other: every manifest of its root is read.
            if project.isIncomplete {
                for other in manifests where rootOf[other] == root && queued.insert(other).inserted { pending.append(other) }
            }
            for target in project.targets {
                for dependency in target.dependencies where dependency.kind == .target {
                    guard let folder = dependency.package, let other = ProjectPath.join(folder, "Project.swift"),
                          all.contains(other), queued.insert(other).inserted
                    else { continue }
                    pending.append(other)
                }
            }
        }
        for (root, read) in roots.sorted(by: { $0.key < $1.key }) {
            findings += read.helpers.notRead + read.externals.notRead
            guard read.named != nil else { continue }
            var left = manifests.filter { rootOf[$0] == root && !queued.contains($0) }
            // A manifest with no code (every line a comment or blank) declares no project: nothing is left out of it.
            let noCode = left.filter { Self.holdsNoCode($0, listing: listing) }
            left.removeAll { noCode.contains($0) }
            findings += noCode.map { manifest in
                ProjectFinding(.unused, at: ProjectPlace(file: manifest, line: 1),
                    "this Project.swift declares no project: it holds no code, every line of it is a comment or blank")
            }
            if let first = left.first {
                let shown = left.shortList
                findings.append(ProjectFinding(
                    .unused, at: ProjectPlace(file: first, line: 1),
                    "\(left.count) Project.swift file\(left.count == 1 ? "" : "s") that the workspace does not name and no project it names "
                        + "depends on \(left.count == 1 ? "is" : "are") left out: \(shown)"))
            }
        }
        // A product `.package(product:)` names comes from a package any project of the workspace, or its
        // dependency file, declares: Xcode resolves a workspace's packages together.
        for (root, read) in roots {
            let siblings = manifests.filter { rootOf[$0] == root }.compactMap { byManifest[$0] }
            let declared = siblings.flatMap(\.packages) + read.externals.declared
            for manifest in manifests where rootOf[manifest] == root {
                guard var project = byManifest[manifest] else { continue }
                var seen = Set(project.packages.map(\.identity))
                project.workspacePackages = declared.filter { seen.insert($0.identity).inserted }
                byManifest[manifest] = project
            }
        }
        return (manifests.compactMap { byManifest[$0] }, findings + unresolved.sorted())
    }

    /// Whether a manifest parses to no statement at all: all of it comments and blank lines.
    private static func holdsNoCode(_ manifest: String, listing: TreeListing) -> Bool {
        var problems: [ProjectFinding] = []
        guard let parsed = ParsedManifest.parse(manifest, listing: listing, lineBase: 0, notRead: &problems) else { return false }
        return parsed.tree.statements.isEmpty
    }

    /// What one Tuist root's projects are read with.
    private struct Root {
        var helpers: TuistHelpers
        var externals: TuistExternals
        /// The manifests its `Workspace.swift` names, or `nil` for every manifest below it.
        var named: Set<String>?
    }

    /// The Xcode projects and workspaces `tuist generate` made and were committed (or left) beside
    /// the manifests: a `.xcodeproj` in a `Project.swift`'s folder, a `.xcworkspace` beside a
    /// `Project.swift`, a `Workspace.swift` or a `Tuist/` folder. They are the manifests': the
    /// manifests are read, not these.
    public static func generated(_ listing: TreeListing) -> [String] {
        let manifestFolders = Set(manifests(listing).map(ProjectPath.parent))
        guard !manifestFolders.isEmpty else { return [] }
        return listing.bundles.filter { bundle in
            let folder = ProjectPath.parent(bundle)
            if manifestFolders.contains(folder) { return true }
            guard bundle.hasSuffix(".xcworkspace") else { return false }
            return DescriptionFile.isFile(listing.absolute(ProjectPath.join(folder, "Workspace.swift") ?? ""))
                || DescriptionFile.isFolder(listing.absolute(ProjectPath.join(folder, "Tuist") ?? ""))
        }
    }

    /// The Swift files of a tree that are Tuist's descriptions, not code of the app: `Project.swift`,
    /// `Workspace.swift`, `Tuist.swift`, everything in a `Tuist/` folder and in a local plugin's
    /// folder. Empty when the tree holds no `Project.swift`.
    public static func descriptionFiles(_ listing: TreeListing) -> [String] {
        let manifests = Set(manifests(listing))
        guard !manifests.isEmpty else { return [] }
        let plugins = listing.swiftFiles.filter { ProjectPath.name($0) == "Plugin.swift" && !VendoredFolders.holds($0) }.map(ProjectPath.parent)
        return listing.swiftFiles.filter { file in
            guard !VendoredFolders.holds(file) else { return false }
            if manifests.contains(file) || isInTuistFolder(file) || plugins.contains(where: { ProjectPath.isInside(file, $0) }) { return true }
            return ["Workspace.swift", "Tuist.swift"].contains(ProjectPath.name(file)) && isDescription(file, listing: listing)
        }
    }

    /// The tree's Tuist manifests: each `Project.swift` that is a description (see `isDescription`),
    /// not vendored and not in a `Tuist/` folder.
    static func manifests(_ listing: TreeListing) -> [String] {
        listing.descriptions.filter { file in
            ProjectPath.name(file) == "Project.swift" && !VendoredFolders.holds(file) && !isInTuistFolder(file)
                && isDescription(file, listing: listing)
        }
    }

    /// Whether a `Project.swift`, `Workspace.swift` or `Tuist.swift` is Tuist's: it imports
    /// `ProjectDescription`, as every manifest must. An app's own model file of that name is code.
    /// A file that cannot be read counts as a manifest, so its reading says why it was not read.
    static func isDescription(_ file: String, listing: TreeListing) -> Bool {
        guard case .text(let text) = DescriptionFile.contents(listing.absolute(file), limit: maxBytes) else { return true }
        return text.contains("import ProjectDescription")
    }

    /// Whether a path lies in a `Tuist/` folder (helpers, templates, Tuist's own package), which holds no project of the app.
    static func isInTuistFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains("Tuist")
    }

    /// The Tuist root of a manifest: the nearest folder above it holding `Tuist/`, `Tuist.swift` or
    /// `Workspace.swift`; else the tree's root. `.relativeToRoot` paths start there.
    static func tuistRoot(of manifest: String, listing: TreeListing) -> String {
        var folder = ProjectPath.parent(manifest)
        while true {
            if DescriptionFile.isFolder(listing.absolute(ProjectPath.join(folder, "Tuist") ?? "Tuist"))
                || DescriptionFile.isFile(listing.absolute(ProjectPath.join(folder, "Tuist.swift") ?? "Tuist.swift"))
                || DescriptionFile.isFile(listing.absolute(ProjectPath.join(folder, "Workspace.swift") ?? "Workspace.swift")) {
                return folder
            }
            if folder.isEmpty { return "" }
            folder = ProjectPath.parent(folder)
        }
    }

    /// Reads one `Project.swift`; `nil` for one that holds no code (empty, or all of it commented out).
    static func readProject(
        _ manifest: String, root: String, helpers: TuistHelpers, externals: TuistExternals, listing: TreeListing, allowance: ManifestAllowance? = nil
    ) -> (project: Project?, unresolved: [ProjectFinding]) {
        let folder = ProjectPath.parent(manifest)
        let fallbackName = folder.isEmpty ? ProjectPath.name(listing.root) : ProjectPath.name(folder)
        var project = Project(
            kind: .tuist, name: fallbackName, id: "project:" + fallbackName, folder: folder, file: manifest, listsFiles: false)
        guard let parsed = ParsedManifest.parse(manifest, listing: listing, lineBase: 0, notRead: &project.notRead) else { return (project, []) }
        let holdsCode = parsed.tree.statements.contains { item in
            if case .decl(let declaration) = item.item, declaration.is(ImportDeclSyntax.self) { return false }
            return true
        }
        guard holdsCode else { return (nil, []) }
        let (interpreter, place) = helpers.interpreter(for: parsed, vocabulary: .projectDescription, allowance: allowance)
        switch interpreter.run(parsed.tree) {
        case .notRead(var unknown):
            // No `Project(…)` made where the manifest's `project` is a value not followed: that value says why.
            if case .unknown(let why)? = interpreter.global.value(of: "project"), unknown.reason.contains("makes no") { unknown = why }
            project.notRead = [ProjectFinding(.notRead, at: place(unknown.line), "the project is not read: " + unknown.reason)]
            return (project, [])
        case .root(let object):
            var reading = TuistProjectReading(listing: listing, manifest: manifest, root: root, externals: externals, place: place)
            let read = reading.project(object, fallbackName: fallbackName)
            let carried = interpreter.carried.map { ProjectFinding(.notComputed, at: place($0.line), $0.reason) }
            return (read, reading.unresolved + carried + TuistHelpers.environmentFindings(of: interpreter, place: place))
        }
    }
}

/// A Swift file of a Tuist setup, parsed with its operators folded, and its line table.
struct ParsedManifest {
    let file: String
    let tree: SourceFileSyntax
    let lines: LineTable

    /// Reads and parses a file of the tree; its lines are numbered from `lineBase + 1`. A file that
    /// cannot be read is a finding.
    static func parse(_ file: String, listing: TreeListing, lineBase: Int, notRead: inout [ProjectFinding]) -> ParsedManifest? {
        switch DescriptionFile.contents(listing.absolute(file), limit: TuistReader.maxBytes) {
        case .problem(let problem):
            notRead.append(ProjectFinding(.notRead, at: ProjectPlace(file: file, line: 1), problem))
            return nil
        case .text(var text):
            return text.withUTF8 { bytes in
                // Brackets nested past the parser's comfort take it minutes (`[`) or its stack: left out.
                if let problem = NestingScan.problem(bytes) {
                    notRead.append(ProjectFinding(.notRead, at: ProjectPlace(file: file, line: problem.line), problem.message))
                    return nil
                }
                let lines = LineTable(bytes, lineBase: lineBase)
                let tree = Parser.parse(source: bytes, maximumNestingLevel: NestingScan.parserNesting)
                let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
                return ParsedManifest(file: file, tree: folded, lines: lines)
            }
        }
    }
}

/// The `ProjectDescriptionHelpers` of one Tuist root, parsed once and declared into each of its
/// projects' interpretations.
struct TuistHelpers {
    /// The helper files, in path order; the n-th numbers its lines from `(n + 1) * lineSpan + 1`.
    private(set) var files: [ParsedManifest] = []
    /// Helper files that could not be read.
    private(set) var notRead: [ProjectFinding] = []
    /// The modules of the local plugins (`Plugin(name:)` in their `Plugin.swift`), whose helpers are read.
    private(set) var pluginModules: Set<String> = []

    /// No helpers: for a file that imports none (Tuist 3's `Dependencies.swift`).
    static var none: TuistHelpers { TuistHelpers() }

    private init() {}

    init(root: String, listing: TreeListing) {
        // The root's own helpers, then those of the local plugins below it (a folder with a `Plugin.swift`).
        var folders = [ProjectPath.join(root, "Tuist/ProjectDescriptionHelpers") ?? "Tuist/ProjectDescriptionHelpers"]
        for file in listing.swiftFiles(under: root) where ProjectPath.name(file) == "Plugin.swift" && !VendoredFolders.holds(file) {
            folders.append(ProjectPath.join(ProjectPath.parent(file), "ProjectDescriptionHelpers") ?? "")
            var ignored: [ProjectFinding] = []
            if let parsed = ParsedManifest.parse(file, listing: listing, lineBase: 0, notRead: &ignored) {
                pluginModules.formUnion(Self.pluginNames(in: parsed.tree))
            }
        }
        for file in folders.flatMap({ listing.swiftFiles(under: $0) }) {
            if let parsed = ParsedManifest.parse(file, listing: listing, lineBase: (files.count + 1) * TuistReader.lineSpan, notRead: &notRead) {
                files.append(parsed)
            }
        }
    }

    /// An interpreter for a parsed manifest with the helpers declared into it, and the file and
    /// line of each line number it gives.
    func interpreter(
        for parsed: ParsedManifest, vocabulary: ManifestVocabulary, allowance: ManifestAllowance?
    ) -> (ManifestInterpreter, (Int) -> ProjectPlace) {
        let interpreter = ManifestInterpreter(
            lines: parsed.lines, conditions: ManifestConditions(toolsVersion: [5, 9, 0], toolchain: { nil }),
            vocabulary: vocabulary, budget: ManifestBudget(allowance: allowance))
        // A variable the manifest reads is not set, as for a plain `tuist generate`: said once (`environmentNote`).
        interpreter.readsBuildEnvironment = true
        interpreter.generatesWithTuist = true
        for helper in files { interpreter.declare(file: helper.tree, lines: helper.lines) }
        let absent = ([parsed] + files).map { Self.imports(of: $0.tree).filter { !Self.presentModules.contains($0) && !pluginModules.contains($0) } }
        interpreter.absentModules = { line in
            let index = line / TuistReader.lineSpan
            return index < absent.count ? absent[index] : []
        }
        let place = { (line: Int) in self.place(ofLine: line, manifest: parsed.file) }
        interpreter.shownLine = { place($0).description }
        return (interpreter, place)
    }

    /// The note of an interpretation that read environment variables as not set, at its place; none
    /// when the manifest reads no variable. The project stays complete: it is the one a plain
    /// `tuist generate` makes, and most such variables only choose scripts or settings.
    static func environmentFindings(of interpreter: ManifestInterpreter, place: (Int) -> ProjectPlace) -> [ProjectFinding] {
        interpreter.environmentNote.map { [ProjectFinding(.notComputed, at: place($0.line), $0.reason)] } ?? []
    }

    /// Modules a manifest may import whose declarations the reader has: the description library,
    /// the helpers, and the system's.
    static let presentModules: Set<String> = [
        "ProjectDescription", "ProjectDescriptionHelpers", "Foundation", "Swift", "Darwin", "Glibc", "Dispatch",
    ]

    /// The modules a file imports, sorted.
    static func imports(of tree: SourceFileSyntax) -> [String] {
        Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }).sorted()
    }

    /// The names a `Plugin.swift` gives its plugin (`Plugin(name: "MicroFeaturePlugin")`).
    static func pluginNames(in tree: SourceFileSyntax) -> [String] {
        final class Finder: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Plugin",
                   let argument = node.arguments.first(where: { $0.label?.text == "name" }),
                   let literal = argument.expression.as(StringLiteralExprSyntax.self), let name = literal.representedLiteralValue {
                    names.append(name)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }

    /// The file and line of a line number the interpreter gives (the manifest's, or a helper's).
    func place(ofLine line: Int, manifest: String) -> ProjectPlace {
        let index = line / TuistReader.lineSpan
        guard index > 0, index <= files.count else { return ProjectPlace(file: manifest, line: max(line, 1)) }
        return ProjectPlace(file: files[index - 1].file, line: max(line % TuistReader.lineSpan, 1))
    }
}
