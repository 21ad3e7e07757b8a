import WiringModel

/// Factory's part of the graph as it is built: containers, registrations, and the tables the edges
/// are looked up in (registrations, helpers and holders by container).
struct FactoryGraphBuilder {
    /// A registration whose factory's calls are still to be turned into edges.
    struct Pending {
        var file: SourceFacts
        var from: String
        var container: String
        /// The container's path as written, for the holders it declares.
        var context: [String]
        var calls: [FactoryFacts.Call]
    }

    /// The node id of Factory's own `Container`.
    static let containerID = "Factory.Container"

    let framework: String
    var graph: ReaderNodes
    /// Container node ids by last name.
    var containerIDs: [String: String] = [:]
    /// `SharedContainer` classes and `Container`, by last name.
    var containerNames: Set<String> = ["Container"]
    /// `typealias AppContainer = Container`: alias to the container's last name.
    var aliases: [String: String] = [:]
    /// Factory's property wrappers and their aliases.
    var wrappers = FactoryCollector.wrappers
    /// `typealias Dep = Factory`: alias to `Factory` or `ParameterFactory`.
    var factoryAliases: [String: String] = [:]
    var defaultScopes: [String: String] = [:]
    /// Registration ids by container id and name.
    var services: [String: String] = [:]
    /// Registration ids by module, container id and name, for a module declaring a registration another module
    /// declares too (an app extension's own `extension Container { var store: Factory<Store> }`): its own calls reach it.
    var moduleServices: [String: String] = [:]
    /// The module declaring each registration in `services`.
    var serviceModules: [String: String] = [:]
    /// Helpers by container id and name, with the file declaring them.
    var helpers: [String: (file: SourceFacts, helper: FactoryFacts.Helper)] = [:]
    /// Holders by module, type path and name.
    var holders: [String: FactoryFacts.Holder] = [:]
    /// What each helper reaches, once worked out.
    var reached: [String: (targets: [String], loop: Bool)] = [:]
    /// The helpers being worked out, to stop at a loop.
    var expanding: Set<String> = []

    /// Indexes containers, aliases and default scopes.
    init(framework: String, files: [(file: SourceFacts, facts: FactoryFacts)], names: TypeNameWriter) {
        self.framework = framework
        graph = ReaderNodes(names: names)
        for (_, facts) in files {
            for container in facts.containers where container.isContainer { containerNames.insert(container.path.last ?? "") }
        }
        for (_, facts) in files {
            for (alias, value) in facts.aliases {
                if FactoryCollector.wrappers.contains(value) { wrappers.insert(alias) }
                if containerNames.contains(value) { aliases[alias] = value }
                if FactoryCollector.factoryTypes.contains(value) { factoryAliases[alias] = value }
            }
        }
        for (file, facts) in files {
            for container in facts.containers {
                if container.isContainer { _ = containerID(container.path, in: file, line: container.line) }
                if let scope = container.defaultScope, let last = container.path.last { defaultScopes[last] = scope }
            }
        }
    }

    /// Whether an attribute written in `file` is one of Factory's wrappers, under its own name or
    /// through a type alias the scan indexes (`typealias Inject = Injected` in any scanned file).
    func isWrapper(_ written: String, in file: SourceFacts) -> Bool {
        wrappers.contains(written) || FactoryCollector.wrappers.contains(WrapperNames.resolve(written, in: file, index: graph.names.index))
    }

    /// A container's last name with aliases followed.
    func canonical(_ written: String) -> String {
        let last = ReaderSyntax.lastName(written)
        return aliases[last] ?? last
    }

    /// A container's node id, made when new.
    mutating func containerID(_ written: [String], in file: SourceFacts, line: Int) -> String {
        let last = written.last.map { aliases[$0] ?? $0 } ?? "Container"
        let path = written.count == 1 ? [last] : written
        if let id = containerIDs[last] { return id }
        let id = path == ["Container"] ? Self.containerID : graph.typeName(path, in: file)
        containerIDs[last] = id
        graph.nodes[id] = Node(id: id, kind: .box, type: id, attributes: ["framework": framework],
                               place: path == ["Container"] ? nil : SourcePlace(file: file.file, line: line))
        return id
    }

    /// Makes a service node per registration.
    ///
    /// - Returns: The registrations, with the calls their factories make.
    mutating func addRegistrations(_ files: [(file: SourceFacts, facts: FactoryFacts)]) -> [Pending] {
        var pending: [Pending] = []
        for (file, facts) in files {
            for var registration in facts.registrations where isRegistration(registration) {
                if let alias = registration.alias { registration.isParameter = factoryAliases[alias] == "ParameterFactory" }
                let container = containerID(registration.container, in: file, line: registration.line)
                let key = container + "\u{0}" + registration.name
                var id = container + "/" + registration.name
                if services[key] != nil {
                    // Declared again in another module (an app and its widget, each extending the container): that
                    // module's own registration, which its calls reach; in the same module, one the compiler refuses.
                    guard serviceModules[key] != file.module, moduleServices[file.module + "\u{0}" + key] == nil else {
                        graph.notRead(file.file, registration.line, .registeredTwice, "\(id) is declared twice; the scan keeps the first")
                        continue
                    }
                    id += "@" + file.module
                    moduleServices[file.module + "\u{0}" + key] = id
                } else {
                    services[key] = id
                    serviceModules[key] = file.module
                }
                let life = registration.scope ?? defaultScopes[registration.container.last ?? ""] ?? "unique"
                var attributes = ["framework": framework]
                if registration.isParameter { attributes["parameter"] = "true" }
                let type = registration.type.map { type in
                    type.lastName.flatMap { containerNames.contains(canonical($0)) ? containerIDs[canonical($0)] : nil }
                        ?? graph.names.name(type, in: graph.scope(file, registration.container))
                } ?? "?"
                graph.nodes[id] = Node(
                    id: id, kind: .service, type: type, parent: container, key: registration.name, life: life,
                    attributes: attributes, place: SourcePlace(file: file.file, line: registration.line))
                pending.append(Pending(file: file, from: id, container: container, context: registration.container, calls: registration.calls))
            }
        }
        return pending
    }

    /// Whether a registration is one: made with `Factory` itself, or with an alias of it and a type.
    func isRegistration(_ registration: FactoryFacts.Registration) -> Bool {
        guard let alias = registration.alias else { return true }
        return factoryAliases[alias] != nil && registration.type != nil
    }

    /// Indexes the helpers of containers (the first declaration of a name wins; a registration of the
    /// same name comes first) and every type's holders.
    mutating func indexHelpersAndHolders(_ files: [(file: SourceFacts, facts: FactoryFacts)]) {
        for (file, facts) in files {
            for helper in facts.helpers {
                guard let container = containerIDs[canonical(helper.container.last ?? "")] else { continue }
                let key = container + "\u{0}" + helper.name
                if helpers[key] == nil { helpers[key] = (file, helper) }
            }
            for holder in facts.holders {
                let key = file.module + "\u{0}" + holder.owner.joined(separator: ".") + "\u{0}" + holder.name
                if holders[key] == nil { holders[key] = holder }
            }
        }
    }

    /// Adds an override node for a `.register { … }` in app code.
    mutating func addOverride(_ override: FactoryFacts.Override, in file: SourceFacts) {
        guard let service = lookup(override.call, own: nil), let original = graph.nodes[service] else { return }
        let place = SourcePlace(file: file.file, line: override.call.line)
        let id = service + "/override:" + place.description
        graph.nodes[id] = Node(
            id: id, kind: .service, type: original.type, parent: original.parent, key: original.key,
            attributes: ["framework": framework, "context": "override"], place: place)
    }

    /// The registration a call names directly (no helpers, no holders).
    func lookup(_ call: FactoryFacts.Call, own: String?) -> String? {
        let container = call.container.map { containerIDs[canonical($0)] } ?? own
        guard let container else { return nil }
        if let id = services[container + "\u{0}" + call.name] { return id }
        return sharedKey(call.name, from: container).flatMap { services[$0] }
    }
}
