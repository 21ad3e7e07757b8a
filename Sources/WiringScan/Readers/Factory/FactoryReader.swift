import SwiftSyntax
import WiringModel

/// Reads Factory (hmlongco/Factory): each container class (`Container`, every `SharedContainer`)
/// is a `box` node, each `Factory<T>` / `ParameterFactory<P, T>` property in it or its extensions a
/// `service` node under it, with `resolves` edges to the registrations its factory calls; each type
/// that uses one (`@Injected(\.x)`, `Container.shared.x()`, `resolve(\.x)`) is an `object` node with
/// a `resolves` edge to it.
///
/// A container member that is no registration but calls or returns one (a forwarding property, a
/// helper method) is followed: reading it resolves what it calls. A container a type holds (a
/// stored property, an injected registration of a container, a parameter or a local) is followed
/// too: `container.x()` is an edge from that type to `x`.
///
/// `life` is Factory's own scope name: `singleton`, `cached`, `shared`, `graph`, `unique` (the
/// default, or the container's `manager.defaultScope`), or a custom scope's name. The lifetime
/// audit counts `singleton` and `cached` as long-lived and `unique` and `graph` as short-lived.
/// Closures of `onTest`, `onPreview`, `onArg`, `onDebug`, … are not the live graph; a
/// `.register { … }` in app code is an extra node marked `context: override`.
struct FactoryReader: FrameworkReader {
    let name = "factory"
    let modules = ["Factory", "FactoryKit"]
    let words = ["Factory", "Inject", "Container"]
    /// Factory 1.x was one file an app could copy into its own module.
    let sourceWords = ["struct Factory<"]
    /// The types Factory's own source declares, together.
    static let sourceTypes: [(name: String, keyword: DeclaredType.Keyword)] = [("Factory", .struct), ("Container", .class)]
    var wrappers: [String] { Array(FactoryCollector.wrappers) }
    /// Calls on a container that are its own API, not registrations.
    static let containerMembers: Set<String> = ["register", "reset", "manager", "with", "decorator", "push", "pop", "autoRegister"]

    func collect(tree: SourceFileSyntax, file: SourceFacts, lines: LineTable) -> FactoryFacts? {
        let collector = FactoryCollector(file: file.file, lines: lines)
        collector.walk(tree)
        collector.finish()
        // Factory's own source, compiled into the app: its declarations are the framework's, not the app's.
        if collector.isFrameworkSource { return nil }
        let facts = collector.facts
        if facts.registrations.isEmpty, facts.uses.isEmpty, facts.containers.isEmpty, facts.overrides.isEmpty,
           facts.warnings.isEmpty, facts.helpers.isEmpty, !facts.aliases.values.contains(where: FactoryCollector.factoryTypes.contains) {
            return nil
        }
        return facts
    }

    /// The modules Factory is imported as.
    static let modules: Set<String> = ["Factory", "FactoryKit"]

    func build(_ found: [(file: SourceFacts, facts: FactoryFacts)], names: TypeNameWriter) -> ReaderGraph {
        // Only modules that import Factory (or compile its source) use it: a `Container` or a `factory`
        // elsewhere (Swinject, an app's own type) is not Factory's.
        let using = ReaderNodes.modules(
            importing: Self.modules, of: found.map(\.file), principal: ("Container", .class), index: names.index,
            source: Self.sourceTypes)
        let files = found.filter { using.contains($0.file.module) }
        var builder = FactoryGraphBuilder(framework: name, files: files, names: names)
        let pending = builder.addRegistrations(files)
        builder.indexHelpersAndHolders(files)
        var resolves = 0
        for item in pending {
            for call in item.calls {
                let place = SourcePlace(file: item.file.file, line: call.line)
                switch builder.reach(call, own: item.container, context: item.context, file: item.file) {
                case .found(let targets):
                    for to in targets {
                        builder.graph.resolves(item.from, to, place: place)
                        resolves += 1
                    }
                case .unknown:
                    builder.graph.notRead(
                        item.file.file, call.line,
                        "\(item.from) calls \(call.name), which no scanned registration of that container declares; no edge")
                case .loop:
                    builder.notReadLoop(item.from, call: call, place: place)
                case .skipped:
                    break
                }
            }
        }
        var warnings = files.flatMap(\.facts.warnings)
        for (file, facts) in files where !ReaderNodes.isTest(file) {
            // Calls inside a registration made with an alias of Factory are its factory's, not uses.
            let inside = facts.registrations.filter { $0.alias.map { builder.factoryAliases[$0] != nil } ?? false }.compactMap(\.lines)
            for (alias, found) in facts.aliasWarnings where builder.factoryAliases[alias] != nil { warnings += found }
            for use in facts.uses where use.site.context == nil && use.wrapper.map({ builder.isWrapper($0, in: file) }) ?? true
                && !inside.contains(where: { $0.contains(use.call.line) }) {
                resolves += builder.addUse(use, in: file)
            }
            for override in facts.overrides where override.site.context == nil {
                builder.addOverride(override, in: file)
            }
        }
        let graph = builder.graph
        let registrations = graph.nodes.values.filter { $0.kind == .service && $0.attributes["context"] == nil }.count
        return ReaderGraph(
            nodes: Array(graph.nodes.values), edges: Array(graph.edges.values),
            warnings: warnings + graph.warnings,
            registrationCount: registrations, resolveCount: resolves)
    }
}
