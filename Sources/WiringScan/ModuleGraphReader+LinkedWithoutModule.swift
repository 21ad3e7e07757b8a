import WiringModel
import WiringProjects

/// Imports of what only targets that compile no Swift link: a framework with no source file that
/// links a package's products (or pods, or frameworks) for the targets depending on it is no module
/// of the graph, so what it links is no node through it, and an import of it would go nowhere.
extension ModuleGraphReader {
    /// A module a target that compiles no Swift links, with that target.
    struct LinkedWithoutModule: Sendable {
        /// The target's name.
        var target: String
        /// Where the target declares the link.
        var place: SourcePlace
    }

    /// One warning per importing module and imported name, at the first such import, for the
    /// imports that go to no node and name what a target compiling no Swift links: the import is
    /// not drawn, and the warning says which target links it and where.
    ///
    /// - Parameters:
    ///   - unplaced: The imports whose name is no node (importing module id, file, import line), in
    ///     import order (`importEdges`).
    ///   - linked: What targets that compile no Swift link, by module name.
    ///   - nodes: The graph's nodes, for the importing module's name.
    /// - Returns: The warnings, by file and line.
    static func importsLinkedWithoutModule(
        _ unplaced: [(String, String, ImportLine)], linked: [String: LinkedWithoutModule], nodes: [Node]
    ) -> [ScanWarning] {
        guard !linked.isEmpty else { return [] }
        var firsts: [String: (module: String, file: String, line: ImportLine, count: Int)] = [:]
        for (from, file, line) in unplaced where linked[line.module] != nil {
            let key = from + "\u{0}" + line.module
            if var first = firsts[key] {
                first.count += 1
                firsts[key] = first
            } else {
                firsts[key] = (from, file, line, 1)
            }
        }
        guard !firsts.isEmpty else { return [] }
        let names = Dictionary(nodes.map { ($0.id, $0.type) }) { first, _ in first }
        return firsts.values.sorted { ($0.file, $0.line.line, $0.module) < ($1.file, $1.line.line, $1.module) }.compactMap { first in
            guard let link = linked[first.line.module] else { return nil }
            let module = names[first.module] ?? first.module
            let imports = first.count == 1 ? "this import of it is" : "its \(first.count) imports in \(module) are"
            return ScanWarning(
                .projectNotRead, place: SourcePlace(file: first.file, line: first.line.line),
                message: "'\(first.line.module)' is linked only by '\(link.target)' (\(link.place.file) line \(link.place.line)), "
                    + "a target that compiles no Swift file and so is no module of the graph: \(imports) not drawn")
        }
    }
}
