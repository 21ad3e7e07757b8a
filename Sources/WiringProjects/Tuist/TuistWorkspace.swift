import Dispatch
import SwiftSyntax
import WiringProjectModel

/// The `projects:` of a Tuist root's `Workspace.swift`, read with the manifest interpreter: the
/// folders (paths, or globs such as `Projects/**`) whose `Project.swift` belong to the workspace.
struct TuistWorkspace {
    /// The `Workspace.swift`, relative to the tree's root.
    let file: String
    /// The paths and globs of `projects:` (relative to the tree's root), with their lines; `nil`
    /// when the list could not be read (then every manifest below the root is read).
    private(set) var entries: [(pattern: String, place: ProjectPlace)]?
    /// Why the list, or a part of it, was not read.
    private(set) var notRead: [ProjectFinding] = []

    /// The root's `Workspace.swift`, when it has one that is Tuist's.
    static func at(root: String, helpers: TuistHelpers, listing: TreeListing, allowance: ManifestAllowance?) -> TuistWorkspace? {
        let file = ProjectPath.join(root, "Workspace.swift") ?? "Workspace.swift"
        guard DescriptionFile.isFile(listing.absolute(file)), TuistReader.isDescription(file, listing: listing) else { return nil }
        return TuistWorkspace(file: file, helpers: helpers, listing: listing, allowance: allowance)
    }

    private init(file: String, helpers: TuistHelpers, listing: TreeListing, allowance: ManifestAllowance?) {
        self.file = file
        guard let parsed = ParsedManifest.parse(file, listing: listing, lineBase: 0, notRead: &notRead) else { return }
        let (interpreter, place) = helpers.interpreter(for: parsed, vocabulary: .workspaceDescription, allowance: allowance)
        let folder = ProjectPath.parent(file)
        let unread = { (line: Int, reason: String) in
            ProjectFinding(.notRead, at: place(line), "the workspace's projects are not read (\(reason)); every Project.swift below it is read")
        }
        // A list of string literals is read from the syntax when another argument stops the interpreter.
        let literal = Self.literalProjects(parsed)?.compactMap { written, line in
            ProjectPath.join(folder, written).map { (pattern: $0, place: place(line)) }
        }
        switch interpreter.run(parsed.tree) {
        case .notRead(let unknown):
            entries = literal
            if literal == nil { notRead.append(unread(unknown.line, unknown.reason)) }
        case .root(let object):
            notRead += TuistHelpers.environmentFindings(of: interpreter, place: place)
            guard let elements = object.list("projects"), object.poisoned == nil else {
                entries = literal
                if literal != nil { return }
                let unknown = object["projects"]?.firstUnknown ?? object.poisoned
                notRead.append(unread(unknown?.line ?? object.line, unknown?.reason ?? "not a list the reader knows"))
                return
            }
            var entries: [(pattern: String, place: ProjectPlace)] = []
            for element in elements {
                var base = folder
                var written = element.string
                if let text = written, let fromRoot = TuistProjectReading.rootRelative(text) {
                    base = ProjectPath.parent(file)
                    written = fromRoot
                }
                if let path = element.object, path.poisoned == nil, let text = path.firstUnlabelled?.string,
                   ["relativeToRoot", "relativeToManifest", "relativeToCurrentFile", "Path", "path"].contains(path.name) {
                    if path.name == "relativeToRoot" { base = ProjectPath.parent(file) }
                    written = text
                }
                guard let written else {
                    let unknown = element.firstUnknown
                    notRead.append(unread(unknown?.line ?? object.line, unknown?.reason ?? "a project path is not a value the reader knows"))
                    return
                }
                guard let pattern = ProjectPath.join(base, written) else {
                    notRead.append(ProjectFinding(.notRead, at: place(object.line), "the workspace names '\(written)', which leaves the scanned folder; it was not read"))
                    continue
                }
                var line = element.object?.line ?? object.line
                if case .string(_, let written) = element { line = written }
                entries.append((pattern, place(line)))
            }
            self.entries = entries
        }
    }

    /// The `projects:` of the `Workspace(…)` call when it is written as a list of plain string
    /// literals, with their lines; else `nil`.
    private static func literalProjects(_ parsed: ParsedManifest) -> [(String, Int)]? {
        for item in parsed.tree.statements {
            guard let binding = item.item.as(VariableDeclSyntax.self)?.bindings.first,
                  let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Workspace",
                  let list = call.arguments.first(where: { $0.label?.text == "projects" })?.expression.as(ArrayExprSyntax.self)
            else { continue }
            var projects: [(String, Int)] = []
            for element in list.elements {
                guard let literal = element.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
                else { return nil }
                projects.append((segment.content.text, parsed.lines.line(ofOffset: literal.positionAfterSkippingLeadingTrivia.utf8Offset)))
            }
            return projects
        }
        return nil
    }

    /// The manifests the workspace names, and a line for each path or glob that names none or names
    /// its folder only where case is ignored.
    func named(in manifests: [String]) -> (manifests: Set<String>, missing: [ProjectFinding]) {
        guard let entries else { return (Set(manifests), []) }
        var named: Set<String> = []
        var missing: [ProjectFinding] = []
        for entry in entries {
            let glob = Glob(entry.pattern)
            var matched = manifests.filter { glob.matches(ProjectPath.parent($0)) }
            // A path written with another case names the folder on macOS's default file system, as Tuist finds it
            // there; said, since on a case-sensitive volume Tuist finds nothing there.
            if matched.isEmpty {
                let folded = Glob(entry.pattern.lowercased())
                matched = manifests.filter { folded.matches(ProjectPath.parent($0).lowercased()) }
                if !matched.isEmpty {
                    let folders = Set(matched.map { ProjectPath.parent($0) }).sorted().map { "'\($0)'" }
                    missing.append(ProjectFinding(
                        .caseDiffers, at: entry.place,
                        "the workspace names '\(entry.pattern)', which is \(folders.joined(separator: ", ")) only where case is ignored; "
                            + "read as macOS's default volume finds it, though on a case-sensitive volume Tuist finds no project there"))
                }
            }
            named.formUnion(matched)
            if matched.isEmpty {
                let shown = entry.pattern.isEmpty ? "." : entry.pattern
                let what = entry.pattern.contains("*") || entry.pattern.contains("?")
                    ? "'\(shown)', which matches no folder holding a Project.swift"
                    : "the project '\(shown)', which has no Project.swift"
                missing.append(ProjectFinding(.notRead, at: entry.place, "the workspace names \(what); it was left out"))
            }
        }
        return (named, missing)
    }
}
