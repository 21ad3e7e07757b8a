import WiringProjects

/// Code that serves SwiftUI previews only: the files of Xcode's `Preview Content` folders and those
/// a target compiles only in development builds (`DEVELOPMENT_ASSET_PATHS`). Their sample data,
/// mocks and stand-in registrations are not the app's graph: they are left out of the declared
/// graph, with one line, and still read for the module graph (their imports).
enum PreviewContent {
    /// The folder name Xcode's templates give development assets.
    static let folder = "Preview Content"

    /// Whether a file serves previews only. A path whose bytes do not spell the folder's name is not
    /// split into its folders.
    static func contains(_ file: SourceFile) -> Bool {
        if file.role == .development { return true }
        var path = file.relativePath
        guard path.withUTF8({ ByteSearch.contains($0, folder) }) else { return false }
        return SourceFilter.components(of: path).dropLast().contains(folder)
    }

    /// The facts with what preview files register and read emptied, and one `not read:` line at the
    /// first of them when they held any.
    static func leavingOut(_ facts: [SourceFacts], files: [SourceFile]) -> [SourceFacts] {
        let previews = Set(files.filter(contains).map(\.relativePath))
        guard !previews.isEmpty else { return facts }
        var facts = facts
        var emptied: [String] = []
        for index in facts.indices where previews.contains(facts[index].file) {
            facts[index].servesPreviews = true
            if !facts[index].frameworks.isEmpty { emptied.append(facts[index].file) }
            facts[index].frameworks = [:]
            facts[index].warnings.removeAll { $0.kind == .notRead || $0.kind == .conditional || $0.kind == .unresolvedResolve }
        }
        guard let first = emptied.min(), let index = facts.firstIndex(where: { $0.file == first }) else { return facts }
        let folders = Set(emptied.map { file -> String in
            let components = SourceFilter.components(of: file).dropLast()
            guard let position = components.firstIndex(of: folder) else { return file }
            return components.prefix(position + 1).joined(separator: "/") + "/"
        }).sorted()
        facts[index].warnings.append(ScanWarning(
            place: .init(file: first, line: 1),
            message: "\(emptied.count) Swift file\(emptied.count == 1 ? "" : "s") of preview content (\(folders.shortList)) "
                + "\(emptied.count == 1 ? "is" : "are") left out of the declared graph: only development builds "
                + "compile \(emptied.count == 1 ? "it" : "them"), for previews; \(emptied.count == 1 ? "its" : "their") imports are read"))
        return facts
    }
}
