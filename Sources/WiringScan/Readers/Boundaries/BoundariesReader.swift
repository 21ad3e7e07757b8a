import SwiftSyntax
import WiringModel

/// Reads Boundaries (frankvalbuena/Boundaries): the boundary tree and its edges, as
/// `BoundaryGraphBuilder` builds them from each file's `BoundariesFacts` and the type index.
///
/// Boundary kinds come from the type index (a class is a boundary when it or a scanned superclass
/// inherits one of the framework's protocols or classes), so the reader runs whatever a file
/// imports: an app may compile Boundaries into its own module.
struct BoundariesReader: SharedWalkReader {
    let name = "boundaries"
    let modules: [String] = []
    /// `Boundary` is in every file that declares a boundary, so a tree without one is never walked.
    let words = ["Boundary", "Dependencies", "Subboundaries", "PluginAdaptee", "InputPort", "resolver"]

    func collect(tree: SourceFileSyntax, file: SourceFacts, lines: LineTable) -> BoundariesFacts? {
        let collector = BoundariesCollector(lines: lines, readsBodies: true)
        collector.walk(tree)
        return facts(of: collector)
    }

    /// A collector for a file that spells one of `words`; it walks bodies only in a file that spells
    /// `resolver`, since a `resolver(for:)` call is all it reads there.
    func collector(bytes: UnsafeBufferPointer<UInt8>, file: SourceFacts, lines: LineTable) -> BoundariesCollector? {
        guard words.contains(where: { ByteSearch.contains(bytes, $0) }) else { return nil }
        return BoundariesCollector(lines: lines, readsBodies: ByteSearch.contains(bytes, "resolver"))
    }

    /// Empty facts are kept: the graph is built from the type index once any file names a boundary.
    func facts(of collector: BoundariesCollector) -> BoundariesFacts? {
        collector.facts
    }

    func build(_ files: [(file: SourceFacts, facts: BoundariesFacts)], names: TypeNameWriter) -> ReaderGraph {
        let members = BoundaryMemberTable(files, index: names.index)
        var builder = BoundaryGraphBuilder(index: names.index, members: members)
        builder.build()
        var graph = ReaderGraph(nodes: Array(builder.nodes.values), edges: builder.edges, warnings: builder.warnings)
        if builder.roots.count == 1, let root = builder.roots.first {
            graph.title = root
        } else if !builder.nodes.isEmpty {
            graph.title = "Declared boundaries"
        }
        return graph
    }
}
