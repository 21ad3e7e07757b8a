import SwiftSyntax
import WiringModel

/// Reads Needle (uber/needle): each component (`Component<D>`, `BootstrapComponent`,
/// `PluginizedComponent`, `NonCoreComponent`, and classes deriving from one) is a `box` node, each
/// member that provides something (a computed property, a method returning a value) a `service`
/// node under it, `life` `shared` for `shared { … }` and stored properties, `weak` for stored `weak` or
/// `unowned` ones, and `unique` otherwise. Edges: from a member to
/// the members of its own component it reads, to the ancestor's property each `dependency.x` it
/// reads resolves to (the nearest ancestor declaring `x` on each path of `Child(parent: self)`
/// calls from a bootstrap component), and to the box of each component it builds. A read on a value
/// whose type is written as a component where it is bound (`component.x` in a builder given
/// `component: Child`) is an edge from the reader (the member, or a consumer node for the type or
/// function that reads) to the component's member `x` or, for a name it does not declare, to the
/// ancestor's property its dependency resolves to. A dependency property nothing reads is an edge
/// from the component's box, labelled with the property.
struct NeedleReader: FrameworkReader {
    let name = "needle"
    let modules = ["NeedleFoundation"]
    let words = ["Component", "Dependency"]

    /// The names of the classes deriving from one of Needle's bases and of the other types they inherit (the
    /// protocols they adopt), and of the global variables holding one: a file holding or naming a value of such a
    /// type reads the component's members, though it may spell neither `Component` nor `Dependency`.
    func treeWords(in facts: [SourceFacts]) -> [String] {
        guard facts.contains(where: { $0.imports.contains("NeedleFoundation") }) else { return [] }
        let classes = facts.flatMap { file in file.types.filter { $0.keyword == .class && !$0.inherited.isEmpty } }
        var bases: Set<String> = ["Component", "BootstrapComponent", "PluginizedComponent", "NonCoreComponent"]
        var found: [DeclaredType] = []
        var grew = true
        while grew {
            grew = false
            for type in classes where !bases.contains(type.path.last ?? "") {
                guard let superclass = type.inherited.first?.lastName, bases.contains(superclass), let name = type.path.last else { continue }
                bases.insert(name)
                found.append(type)
                grew = true
            }
        }
        var words = Set(found.flatMap { type in [type.path.last].compactMap { $0 } + type.inherited.dropFirst().compactMap(\.lastName) })
        // A global variable holding a component (`var rootComponent: RootComponent`) is read by files naming only it.
        let globals = facts.compactMap { $0.frameworks[name] as? NeedleFacts }.flatMap(\.globals)
        for global in globals where global.type.lastName.map({ words.contains($0) || bases.contains($0) }) == true {
            words.insert(global.name)
        }
        return words.sorted()
    }

    func collect(tree: SourceFileSyntax, file: SourceFacts, lines: LineTable) -> NeedleFacts? {
        // Needle's generator writes this file from the components; the graph comes from the components.
        guard !file.file.hasSuffix("NeedleGenerated.swift") else { return nil }
        let collector = NeedleCollector(lines: lines)
        collector.walk(tree)
        return collector.facts.isEmpty ? nil : collector.facts
    }

    func build(_ found: [(file: SourceFacts, facts: NeedleFacts)], names: TypeNameWriter) -> ReaderGraph {
        // Only modules that import NeedleFoundation use it: a `Component` elsewhere is not Needle's.
        let using = ReaderNodes.modules(
            importing: ["NeedleFoundation"], of: found.map(\.file), principal: ("Component", .class), index: names.index)
        let files = found.filter { using.contains($0.file.module) && !ReaderNodes.isTest($0.file) }
        guard !files.isEmpty else { return ReaderGraph() }
        var builder = NeedleGraphBuilder(framework: name, names: names)
        builder.index(files)
        guard !builder.components.isEmpty else { return ReaderGraph() }
        builder.addNodes()
        builder.addParents()
        builder.addNonCoreParents()
        builder.noteOutside(files)
        builder.addReads(files)
        let graph = builder.graph
        return ReaderGraph(
            nodes: Array(graph.nodes.values), edges: Array(graph.edges.values), warnings: Array(graph.warnings),
            registrationCount: graph.nodes.values.filter { $0.kind == .service }.count, resolveCount: builder.resolveCount)
    }
}
