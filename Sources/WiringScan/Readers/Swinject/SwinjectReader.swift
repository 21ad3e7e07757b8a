import SwiftSyntax
import WiringModel

/// Reads SwincyBox and Swinject: boxes and containers as `box` nodes, each registration as a
/// `service` node with the id a runtime capture gives, and a `resolves` edge for each resolve its
/// factory makes (see `RegistrationGraphBuilder`). Resolves whose type no registration provides
/// are findings; those that give no edge are listed in `ReaderGraph.unresolved`.
///
/// The two frameworks share one reader: both are read from the same `register` and `resolve`
/// calls, told apart by each file's imports and the call's labels (`RegistrationReader`).
struct SwinjectReader: SharedWalkReader {
    let name = "swinject"
    let words = SwinjectCollector.words
    /// A module that imports neither may still register: `@_exported import Swinject` in one of
    /// its files makes its calls Swinject's (`RegistrationCall.importInferred`).
    let modules = RegistrationReader.swinjectModules.sorted() + ["SwincyBox"]

    func collect(tree: SourceFileSyntax, file: SourceFacts, lines: LineTable) -> SwinjectFacts? {
        collect(tree: tree, file: file, lines: lines, readsBodies: true)
    }

    /// Walks every file of the modules the tree's imports join to one importing SwincyBox or Swinject
    /// (`SourceFacts.reachesSwinject`), not only those that spell one of `words`: properties filled by wrappers
    /// (`@Injected var x: T`) are declared in files that spell none of them. Only bodies are
    /// skipped in those files: the scan has already decided, from `words` and the app's resolving calls,
    /// whether a file's bodies are read (`SourceFacts.bodiesRead`, set by `FileScanner`).
    func collector(bytes: UnsafeBufferPointer<UInt8>, file: SourceFacts, lines: LineTable) -> SwinjectCollector? {
        guard file.reachesSwinject else { return nil }
        return SwinjectCollector(file: file, lines: lines, readsBodies: file.bodiesRead)
    }

    /// Empty facts for a file of a module apart from SwincyBox and Swinject: the declaration index still reads
    /// its declared properties.
    func unwalkedFacts(file: SourceFacts) -> SwinjectFacts? {
        SwinjectFacts()
    }

    /// The facts of one file, empty ones too: the declaration index reads every file's declared
    /// properties through this reader's files.
    func facts(of collector: SwinjectCollector) -> SwinjectFacts? {
        collector.facts
    }

    /// How calls of the app's own methods that resolve are spelled (`get(` for
    /// `struct Locator { func get<T>(_: T.Type) -> T { container.resolve(T.self)! } }`, or for a generic
    /// method of an extension of `Resolver`), `@Inject` for a property wrapper that resolves, and the name of a static
    /// property that resolves (`cache` for `static let cache = …resolve(Cache.self)`): a file
    /// that spells none of `words` but one of these holds a resolve in a body, so its bodies must be read too.
    ///
    /// - Parameter facts: Every file's facts after a first walk.
    /// - Returns: The spellings, sorted; empty when no file declares such a method.
    static func resolvingCalls(in facts: [SourceFacts]) -> [String] {
        var names: Set<String> = []
        var wrappers: Set<String> = []
        var members: Set<String> = []
        var selfCalls: [ContainerSelfCall] = []
        var statics: Set<String> = []
        for file in facts {
            guard let swinject = file.frameworks["swinject"] as? SwinjectFacts else { continue }
            names.formUnion(swinject.resolveForwarders.map(\.name))
            names.formUnion(swinject.resolveHelpers)
            // A generic function registering the type of a value its callers pass: its calls register.
            names.formUnion(swinject.valueHelpers.map(\.name))
            // A member of an extension of Swinject's container that resolves from it: its callers read what it resolves.
            for consumer in swinject.consumerResolves {
                guard let member = consumer.containerMember, !member.isEmpty else { continue }
                names.insert(member)
                if consumer.owner.count == 1 { members.insert(consumer.owner[0] + "\u{0}" + member) }
            }
            selfCalls += swinject.containerSelfCalls
            // A static property that resolves (`static let cache = …resolve(Cache.self)`): a member reading it reads that.
            statics.formUnion(swinject.resolvingProperties.filter(\.isStatic).map(\.name))
            wrappers.formUnion(swinject.resolvingWrappers)
        }
        // And a member calling such a member: its callers read it too.
        names.formUnion(ContainerSelfCall.reaching(members, through: selfCalls).keys.compactMap {
            $0.split(separator: "\u{0}").last.map(String.init)
        })
        // A resolving wrapper may fill a local in a body (`@Inject var api: Api` in a function): bodies that spell it are read.
        // Not `.get(` only: a type inheriting the method calls it without a receiver (`inject(Model.self)` in a view).
        // A name holding one of the words the collector already looks for adds nothing.
        let unseen: (String) -> Bool = { name in !SwinjectCollector.words.contains { name.contains($0) } }
        return (names.filter(unseen).map { $0 + "(" } + wrappers.map { "@" + $0 } + statics.filter(unseen)).sorted()
    }

    /// The facts of one file, empty ones too: the declaration index reads every file's declared
    /// properties through this reader's files.
    private func collect(tree: SourceFileSyntax, file: SourceFacts, lines: LineTable, readsBodies: Bool) -> SwinjectFacts? {
        let collector = SwinjectCollector(file: file, lines: lines, readsBodies: readsBodies)
        collector.walk(tree)
        return collector.facts
    }

    func build(_ files: [(file: SourceFacts, facts: SwinjectFacts)], names: TypeNameWriter) -> ReaderGraph {
        build(files, names: names, all: files.map(\.file))
    }

    func build(_ files: [(file: SourceFacts, facts: SwinjectFacts)], names: TypeNameWriter, all: [SourceFacts]) -> ReaderGraph {
        let (kept, dropped) = RegistrationGraphBuilder.keepingResolveHelpers(files.map { SwinjectFile(file: $0.file, facts: $0.facts) })
        let files = MetatypeConstantTypes.settled(kept, index: names.index)
        var builder = RegistrationGraphBuilder(index: names.index, files: files, all: all)
        builder.build(files)
        var graph = ReaderGraph(
            nodes: Array(builder.nodes.values), edges: builder.edges,
            warnings: files.flatMap(\.facts.warnings) + dropped + builder.warnings)
        graph.unresolved = builder.unresolved
        graph.registrationCount = builder.services.count
        graph.resolveCount = builder.edges.count
        graph.findings = builder.edges.compactMap { edge -> ScanFinding? in
            guard !edge.resolved, let missing = builder.nodes[edge.to], let place = edge.place else { return nil }
            let named = missing.key.map { " named '\($0)'" } ?? ""
            return ScanFinding(place: place, service: builder.nodes[edge.from]?.type ?? edge.from, missing: missing.type + named)
        }
        return graph
    }
}
