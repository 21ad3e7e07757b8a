import SwiftSyntax
import WiringModel

/// Reads Factory (hmlongco/Factory): each container class (`Container`, every `SharedContainer`)
/// is a `box` node, each `Factory<T>` / `ParameterFactory<P, T>` property in it or its extensions a
/// `service` node under it, with `resolves` edges to the registrations its factory calls; each type
/// that uses one (`@Injected(\.x)`, `Container.shared.x()`, `resolve(\.x)`) is an `object` node with
/// a `resolves` edge to it.
///
/// `life` is Factory's own scope name: `singleton`, `cached`, `shared`, `graph`, `unique` (the
/// default, or the container's `manager.defaultScope`), or a custom scope's name. The lifetime
/// audit counts `singleton` and `cached` as long-lived and `unique` and `graph` as short-lived.
/// Closures of `onTest`, `onPreview`, `onArg`, `onDebug`, … are not the live graph; a
/// `.register { … }` in app code is an extra node marked `context: override`.
struct FactoryReader: FrameworkReader {
    let name = "factory"
    let words = ["Factory", "Inject", "Container"]
    /// Calls on a container that are its own API, not registrations.
    static let containerMembers: Set<String> = ["register", "reset", "manager", "with", "decorator", "push", "pop", "autoRegister"]

    func collect(tree: SourceFileSyntax, file: SourceFacts, lines: LineTable) -> FactoryFacts? {
        let collector = FactoryCollector(file: file.file, lines: lines)
        collector.walk(tree)
        let facts = collector.facts
        if facts.registrations.isEmpty, facts.uses.isEmpty, facts.containers.isEmpty, facts.overrides.isEmpty,
           facts.warnings.isEmpty {
            return nil
        }
        return facts
    }

    /// The modules Factory is imported as.
    static let modules: Set<String> = ["Factory", "FactoryKit"]

    func build(_ found: [(file: SourceFacts, facts: FactoryFacts)], names: TypeNameWriter) -> ReaderGraph {
        // Only modules that import Factory use it: a `Container` or a `factory` elsewhere (Swinject,
        // an app's own type) is not Factory's.
        let using = Set(found.filter { !$0.file.imports.isDisjoint(with: Self.modules) }.map(\.file.module))
        let files = found.filter { using.contains($0.file.module) }
        var graph = ReaderNodes(names: names)
        // Containers by last name: their node id and default scope.
        var containerIDs: [String: String] = [:]
        var defaultScopes: [String: String] = [:]
        // Aliases of wrappers and containers, in any file (`typealias Inject = Injected`).
        var wrappers = FactoryCollector.wrappers
        var containerNames: Set<String> = ["Container"]
        for (_, facts) in files { for container in facts.containers where container.isContainer { containerNames.insert(container.path.last ?? "") } }
        var aliases: [String: String] = [:]
        for (_, facts) in files {
            for (alias, value) in facts.aliases {
                if FactoryCollector.wrappers.contains(value) { wrappers.insert(alias) }
                if containerNames.contains(value) { aliases[alias] = value }
            }
        }
        func canonical(_ written: String) -> String {
            let last = ReaderSyntax.lastName(written)
            return aliases[last] ?? last
        }
        func containerID(_ written: [String], in file: SourceFacts, line: Int) -> String {
            let last = written.last.map { aliases[$0] ?? $0 } ?? "Container"
            let path = written.count == 1 ? [last] : written
            if let id = containerIDs[last] { return id }
            let id = path == ["Container"] ? "Factory.Container" : graph.typeName(path, in: file)
            containerIDs[last] = id
            graph.nodes[id] = Node(id: id, kind: .box, type: id, attributes: ["framework": name],
                                   place: path == ["Container"] ? nil : SourcePlace(file: file.file, line: line))
            return id
        }
        for (file, facts) in files {
            for container in facts.containers {
                if container.isContainer { _ = containerID(container.path, in: file, line: container.line) }
                if let scope = container.defaultScope, let last = container.path.last { defaultScopes[last] = scope }
            }
        }
        // Registrations by container id and name.
        var services: [String: String] = [:]
        var pending: [(file: SourceFacts, from: String, container: String, calls: [FactoryFacts.Call])] = []
        for (file, facts) in files {
            for registration in facts.registrations {
                let container = containerID(registration.container, in: file, line: registration.line)
                let id = container + "/" + registration.name
                guard services[container + "\u{0}" + registration.name] == nil else {
                    graph.notRead(file.file, registration.line, "not read: \(id) is declared twice; the scan keeps the first")
                    continue
                }
                services[container + "\u{0}" + registration.name] = id
                let life = registration.scope ?? defaultScopes[registration.container.last ?? ""] ?? "unique"
                var attributes = ["framework": name]
                if registration.isParameter { attributes["parameter"] = "true" }
                let type = registration.type.map { type in
                    type.lastName.flatMap { containerNames.contains(canonical($0)) ? containerIDs[canonical($0)] : nil }
                        ?? names.name(type, in: graph.scope(file, registration.container))
                } ?? "?"
                graph.nodes[id] = Node(
                    id: id, kind: .service, type: type, parent: container, key: registration.name, life: life,
                    attributes: attributes, place: SourcePlace(file: file.file, line: registration.line))
                pending.append((file, id, container, registration.calls))
            }
        }
        func lookup(_ call: FactoryFacts.Call, own: String?) -> String? {
            let container = call.container.map { containerIDs[canonical($0)] } ?? own
            guard let container else { return nil }
            return services[container + "\u{0}" + call.name]
        }
        var resolves = 0
        for item in pending {
            for call in item.calls {
                guard let to = lookup(call, own: item.container) else {
                    if call.container == nil || containerIDs[canonical(call.container ?? "")] != nil {
                        graph.notRead(item.file.file, call.line,
                                      "not read: \(item.from) calls \(call.name), which no scanned registration of that container declares; no edge")
                    }
                    continue
                }
                graph.resolves(item.from, to, place: SourcePlace(file: item.file.file, line: call.line))
                resolves += 1
            }
        }
        for (file, facts) in files where !ReaderNodes.isTest(file) {
            for use in facts.uses where use.site.context == nil && use.wrapper.map(wrappers.contains) ?? true {
                let knownContainer = containerIDs[canonical(use.call.container ?? "")] != nil
                guard let to = lookup(use.call, own: nil) else {
                    if knownContainer, !Self.containerMembers.contains(use.call.name),
                       use.wrapper != nil || use.call.container?.hasSuffix("Container") == true {
                        graph.notRead(file.file, use.call.line,
                                      "not read: \(use.call.container ?? "").\(use.call.name) is no scanned registration; no edge")
                    }
                    continue
                }
                var inContainer = false
                if case .type(let path) = use.site.owner, let last = path.last { inContainer = containerNames.contains(canonical(last)) }
                guard !inContainer, let from = graph.consumer(use.site.owner, in: file, line: use.call.line, framework: name) else {
                    if inContainer {
                        graph.notRead(file.file, use.call.line,
                                      "not read: \(to) is called in its container outside a Factory registration (a forwarding property?); "
                                          + "registrations reading that property get no edge")
                        continue
                    }
                    graph.notRead(file.file, use.call.line, "not read: a use of \(to) outside any type or function; no edge")
                    continue
                }
                // A container reading a registration outside a factory (a forwarding property, autoRegister) is no consumer.
                if graph.nodes[from]?.kind == .box { continue }
                if let target = graph.nodes[to], containerIDs.values.contains(target.type) {
                    graph.notRead(file.file, use.call.line,
                                  "not read: \(from) gets the container \(target.type) from \(to); the registrations it calls on it give no edge")
                }
                graph.resolves(from, to, place: SourcePlace(file: file.file, line: use.call.line))
                resolves += 1
            }
            for override in facts.overrides where override.site.context == nil {
                guard let service = lookup(override.call, own: nil), let original = graph.nodes[service] else { continue }
                let place = SourcePlace(file: file.file, line: override.call.line)
                let id = service + "/override:" + place.description
                graph.nodes[id] = Node(
                    id: id, kind: .service, type: original.type, parent: original.parent, key: original.key,
                    attributes: ["framework": name, "context": "override"], place: place)
            }
        }
        let registrations = graph.nodes.values.filter { $0.kind == .service && $0.attributes["context"] == nil }.count
        return ReaderGraph(
            nodes: Array(graph.nodes.values), edges: Array(graph.edges.values),
            warnings: files.flatMap(\.facts.warnings) + graph.warnings,
            registrationCount: registrations, resolveCount: resolves)
    }
}
