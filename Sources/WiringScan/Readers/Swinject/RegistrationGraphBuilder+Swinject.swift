import WiringModel

/// Swinject registrations: containers, factory arguments, `autoregister` initializers, storyboard entries.
extension RegistrationGraphBuilder {
    /// The modules whose calls shaped like Swinject's are Swinject's: a module with a file that imports
    /// Swinject, or a module that re-exports it (`@_exported import Swinject` in one of its files, and so
    /// on down a chain of re-exports). A scanned module named like one of Swinject's is the framework only
    /// when it declares the framework's own class (its source, copied in; `ReaderNodes.isFramework`).
    static func swinjectModules(_ files: [SwinjectFile], index: TypeIndex) -> Set<String> {
        // SwinjectAutoregistration declares no class of its own to tell a copy of it by: it is taken as it is.
        let principals = ["Swinject": "Container", "SwinjectStoryboard": "SwinjectStoryboard"]
        let frameworks = RegistrationReader.swinjectModules.filter { module in
            principals[module].map { ReaderNodes.isFramework(module, principal: ($0, .class), index: index) } ?? true
        }
        var using: Set<String> = []
        var exporting: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for entry in files {
                let file = entry.file
                let giving = frameworks.union(exporting)
                guard !file.imports.isDisjoint(with: giving) else { continue }
                if using.insert(file.module).inserted { changed = true }
                if file.importLines.contains(where: { $0.isExported && giving.contains($0.module) }),
                   exporting.insert(file.module).inserted {
                    changed = true
                }
            }
        }
        return using
    }

    static func containerID(_ level: Int) -> String {
        (["container"] + Array(repeating: "parent", count: level)).joined(separator: "/")
    }

    /// Adds the container nodes of a chain of levels, each the parent of the one before.
    mutating func addContainerNodes(_ chain: [Int]) {
        for (position, level) in chain.enumerated() {
            let id = Self.containerID(level)
            if nodes[id] == nil {
                // A parent container is keyed by its place in the chain, as the capture keys it.
                nodes[id] = Node(
                    id: id, kind: .box, type: "Swinject.Container", parent: nil,
                    key: level == 0 ? nil : Array(repeating: "parent", count: level).joined(separator: "/"))
            }
            if position + 1 < chain.count, chain[position + 1] != level, nodes[id]?.parent == nil {
                nodes[id]?.parent = Self.containerID(chain[position + 1])
            }
        }
    }

    /// The container of an app extension's registrations on a container no scanned call makes (an `Assembly`'s
    /// `container` parameter, filled by the `Assembler` the extension builds): the extension's own, not the app's.
    static func extensionContainerID(_ module: String) -> String { "container:\(module)" }

    /// The module of the target running apart from the app (a watch app, an extension) that makes the root container
    /// at a site (`extension Container { static let shared = … }` in each of an iPhone app and its watch app): that
    /// target's own container, not the app's. `nil` for a container of the app's, a child, or no site.
    func apartRootModule(_ site: String?) -> String? {
        guard let site, let module = containers.module(of: site), apartModules.contains(module),
              containers.levels(from: site) == [0], !containers.hasUnknownParent(site)
        else { return nil }
        return module
    }

    /// The containers a read in a file looks services up in when an app extension compiles the file and registers
    /// services of its own: the extension's container alone, as its process cannot reach the app's (then the app's
    /// levels when its `Assembler` lists are not all read); `nil` for any other file.
    func extensionLookups(of file: SourceFacts) -> [String]? {
        file.runsApartFromApp ? extensionLookups(module: file.module) : nil
    }

    /// The same for a read in a module: a target running apart from the app that registers services of its own.
    func extensionLookups(module: String) -> [String]? {
        let own = Self.extensionContainerID(module)
        guard apartModules.contains(module), nodes[own] != nil else { return nil }
        return [own] + apartFallback(module, Self.consumerLevels)
    }

    /// The app's container levels a look-up from the container of a target running apart from the app falls back to:
    /// none, as that process cannot reach the app's containers, unless the target's `Assembler` lists are not all read.
    func apartFallback(_ module: String, _ levels: [Int]) -> [String] {
        apartListsUnread.contains(module) ? levels.map(Self.containerID) : []
    }

    /// Adds a Swinject registration on the container made at a site (`nil`: one no scanned call makes).
    ///
    /// - Parameter extensionModule: The module of the app extension whose container the call registers into, if any:
    ///   one whose `Assembler` fills the assembly's `container` parameter (`site` is `nil`), or one making the root
    ///   container at `site` (`apartRootModule`).
    mutating func add(container site: String?, _ call: RegistrationCall, file: String, scope: LookupScope, extensionModule: String? = nil) {
        let place = SourcePlace(file: file, line: call.line)
        guard let (type, key) = typeAndKey(call, scope: scope, place: place, file: file) else { return }
        let chain = site == nil ? [0] : containers.levels(from: site)
        let level = chain[0]
        let extensionID = extensionModule.map(Self.extensionContainerID)
        if extensionID == nil { addContainerNodes(chain) }
        let built = builtType(call, serviceType: type, scope: scope)
        builtTypes.formUnion([type] + (built.map { [$0] } ?? []))
        // The service as written, whose generic arguments the type it builds is taken to have.
        let service = (call.explicitType ?? call.castType ?? call.returnType).map { MadeType(reference: $0, scope: scope) }
            ?? initializers.made(type)
        var resolves = call.resolves.map { pending($0, scope: scope, built: built, service: service) }
        let arguments = argumentNames(call, type: type, built: built, scope: scope)
        if case .autoregister(let initializer, let labels) = call.kind {
            resolves += initializerResolves(
                initializer, labels: labels, arguments: arguments, call: call, service: service, scope: scope, place: place)
        }
        var life: String? = "graph"
        let written = call.life == .absent && call.kind != .storyboard ? containers.defaultLife(at: site) : call.life
        switch written {
        case .absent where call.kind == .storyboard: life = nil
        case .absent: break
        case .literal(let written): life = written
        case .unreadable(let written):
            warn(place, "scope '\(written)' is not one of Swinject's; the service is listed without a scope")
            life = nil
        }
        var id = "\(Self.containerID(level))/\(type)"
        if let key { id += "#\(key)" }
        var attributes: [String: String] = [:]
        let forwarded = call.forwardedTypes.map { writer.name($0, in: scope) + (key.map { "#\($0)" } ?? "") }
        if !forwarded.isEmpty { attributes["forwardedTypes"] = forwarded.sorted().joined(separator: ", ") }
        if !arguments.isEmpty {
            let joined = arguments.count == 1 ? arguments[0] : "(" + arguments.joined(separator: ", ") + ")"
            id += joined.hasPrefix("(") ? joined : "(\(joined))"
            attributes["arguments"] = joined
        }
        if call.kind == .storyboard { attributes["storyboard"] = "initCompleted" }
        if case .autoregister = call.kind { attributes["autoregister"] = "true" }
        if call.kind == .autoregisterClosure { attributes["autoregister"] = "true" }
        if let assembly = call.assembly, !assembly.isEmpty,
           let name = index.qualifiedName(of: assembly.map { TypeComponent(name: $0, arguments: []) }, in: scope) {
            attributes["assembly"] = name
        }
        if nodes[id] == nil {
            for name in forwarded where forwards["\(Self.containerID(level))/\(name)"] == nil {
                forwards["\(Self.containerID(level))/\(name)"] = id
            }
            for name in call.forwardedTypes.map({ writer.name($0, in: scope) }) { registeredTypes.insert(name) }
        }
        var ownID: String?
        var lookups: [String]?
        if let site, let owner = namedContainers[site] {
            // Another container made elsewhere at its level registers the same service: it is named after its owner,
            // and its factories look services up in it, then in its parents.
            let named = "container:\(owner)"
            ownID = named
            lookups = [named] + containers.lookupLevels(from: site).filter { $0 != level || containers.hasUnknownParent(site) }
                .map(Self.containerID)
            id = named + id.dropFirst(Self.containerID(level).count)
            if nodes[named] == nil {
                nodes[named] = Node(
                    id: named, kind: .box, type: "Swinject.Container", parent: chain.dropFirst().first.map(Self.containerID), key: owner)
            }
        } else if let extensionID, let extensionModule {
            // An app extension's `Assembler` fills a container in the extension's process: its factories look services
            // up there alone, as that process cannot reach the app's containers (an assembly of a shared module it also
            // lists is drawn there); in the app's levels too when its `Assembler` lists are not all read.
            ownID = extensionID
            lookups = [extensionID] + apartFallback(extensionModule, containers.lookupLevels(from: nil))
            id = extensionID + id.dropFirst(Self.containerID(level).count)
            if nodes[extensionID] == nil {
                nodes[extensionID] = Node(id: extensionID, kind: .box, type: "Swinject.Container", parent: nil, key: extensionModule)
            }
        }
        for index in resolves.indices where resolves[index].call.otherReceiver == "self" && resolves[index].call.helper == nil {
            // `self.resolve()` in a factory of a type whose own `resolve` forwards to the container it registers on.
            guard let forwarded = selfForwarder(in: scope) else { continue }
            if forwarded == call.receiver || containers.site(named: forwarded, file: file, module: scope.module) == site {
                resolves[index].call.otherReceiver = nil
            } else {
                resolves[index].call.otherReceiver = forwarded
            }
        }
        for index in resolves.indices {
            guard let other = resolves[index].call.otherReceiver,
                  let otherSite = containers.site(named: other, file: resolves[index].file ?? file, module: scope.module),
                  otherSite != site
            else { continue }
            resolves[index].otherContainerIDs = lookupIDs(of: otherSite)
        }
        let conditional = call.isConditional ? "#if" : call.inIfElse ? "if" : nil
        if let existing = nodes[id], siteOf[id] == site ?? "",
           !(conditional != nil && existing.attributes["conditional"] != nil) {
            // Registered twice in one container: the runtime keeps the later; both stay in the graph.
            let first = existing.place?.description ?? "?"
            warn(place, .registeredTwice, "'\(id)' is registered twice in one container, at \(first) and at \(place); the later replaces the first at run time, the scan draws the resolves of both")
            let again = [existing.attributes["registeredAgain"], place.description].compactMap { $0 }
            nodes[id]?.attributes["registeredAgain"] = again.joined(separator: ", ")
            resolves += flowResolves(call, built: built, scope: scope, file: file)
            services.append(Service(
                id: id, framework: .swinject, box: [], levels: containers.lookupLevels(from: site),
                containerIDs: lookups, resolves: resolves, file: file))
            return
        }
        guard addService(
            id: id, type: type, parent: ownID ?? Self.containerID(level), key: key, life: life, place: place,
            attributes: attributes, site: site ?? "", conditional: conditional)
        else { return }
        for note in call.unreadNotes { warn(SourcePlace(file: file, line: note.line), .resolverNotFollowed, note.text) }
        resolves += flowResolves(call, built: built, scope: scope, file: file)
        let levels = containers.lookupLevels(from: site)
        services.append(Service(
            id: id, framework: .swinject, box: [], levels: levels, containerIDs: lookups,
            resolves: resolves, file: file))
    }

    /// The containers a factory registered on the container made at a site looks services up in: its own
    /// (named after its owner when another made elsewhere registers the same service), then its parents.
    /// Notes the app's methods that forward their caller's type to a container's `resolve` (`ownForwarders`).
    mutating func noteOwnForwarders(_ files: [SwinjectFile], swinjectModules: Set<String>) {
        for entry in files where swinjectModules.contains(entry.file.module) {
            let file = entry.file, swinject = entry.facts
            for forwarder in swinject.resolveForwarders {
                guard let container = forwarder.container, container != "self",
                      let owner = index.qualifiedName(
                        of: forwarder.owner.map { TypeComponent(name: $0, arguments: []) },
                        in: LookupScope(module: file.module, context: [], imports: file.imports))
                else { continue }
                let key = owner + "\u{0}" + forwarder.name
                if ownForwarders[key] == nil { ownForwarders[key] = container }
            }
        }
    }

    /// The name the `resolve` of a registration's enclosing type (or of a superclass) resolves from, when it
    /// forwards to a container.
    func selfForwarder(in scope: LookupScope) -> String? {
        guard !ownForwarders.isEmpty, !scope.context.isEmpty,
              let owner = index.qualifiedName(
                of: scope.context.map { TypeComponent(name: $0, arguments: []) },
                in: LookupScope(module: scope.module, context: [], imports: scope.imports))
        else { return nil }
        for type in declarations.lineage(of: owner) {
            if let container = ownForwarders[type + "\u{0}resolve"] { return container }
        }
        return nil
    }

    func lookupIDs(of site: String) -> [String] {
        let level = containers.levels(from: site)[0]
        guard let owner = namedContainers[site] else { return containers.lookupLevels(from: site).map(Self.containerID) }
        return ["container:\(owner)"] + containers.lookupLevels(from: site)
            .filter { $0 != level || containers.hasUnknownParent(site) }.map(Self.containerID)
    }

    /// The factory's argument types: written, else from the initializer it passes them to, else from
    /// the literals resolves pass, else `?`.
    private func argumentNames(_ call: RegistrationCall, type: String, built: String?, scope: LookupScope) -> [String] {
        guard !call.arguments.isEmpty else { return [] }
        let atResolves = argumentTypesAtResolves(of: type, count: call.arguments.count)
        return call.arguments.enumerated().map { position, argument in
            if let written = argument.type { return writer.name(written, in: scope) }
            for hint in argument.hints {
                if let type = initializers.parameterType(of: hint, in: scope, writer: writer, built: built.flatMap(initializers.made)) {
                    return type.name(writer)
                }
            }
            return atResolves[position] ?? "?"
        }
    }

    /// What `autoregister`'s initializer resolves: each parameter that is not one of the factory's arguments,
    /// a generic type's parameters bound by the initializer's written arguments (`Repo<Local>.init`), else
    /// by the service type's (`autoregister(Repo<Local>.self, initializer: Repo.init)`).
    private mutating func initializerResolves(
        _ initializer: TypeReference?, labels: [String]?, arguments: [String], call: RegistrationCall, service: MadeType?,
        scope: LookupScope, place: SourcePlace
    ) -> [PendingResolve] {
        let text = "autoregister initializer"
        var method: String?
        var initializer = initializer
        if case .named(let components)? = initializer, components.count > 1,
           let last = components.last?.name, last.first?.isLowercase == true {
            // `X.make`: a static factory method.
            method = last
            initializer = .named(Array(components.dropLast()))
        }
        guard let initializer, let entry = index.entry(for: initializer, in: scope),
              let found = method.map({ initializers.methods(of: entry.qualifiedName, named: $0) })
                ?? initializers.initializers(of: entry.qualifiedName)
        else {
            warn(place, "the initializer of this autoregister call is not a scanned type's 'X.init'; what it resolves is left out")
            return []
        }
        var candidates = found
        if let labels { candidates = found.filter { $0.parameters.map(\.label) == labels } }
        if candidates.count > 1 {
            let narrowed = candidates.filter { $0.parameters.count >= arguments.count }
            candidates = narrowed.count == 1 ? narrowed : candidates.filter { $0.parameters.allSatisfy { !$0.hasDefault } }
        }
        guard candidates.count == 1, let chosen = candidates.first else {
            warn(place, "\(entry.qualifiedName) has \(candidates.isEmpty ? "no matching" : "several") initializers; write 'X.init(label:)' so the scan can tell what this autoregister call resolves")
            return []
        }
        var written: MadeType?
        if case .named(let components) = initializer, components.last?.arguments.isEmpty == false {
            written = MadeType(reference: initializer, scope: scope)
        }
        let bindings = initializers.genericBindings(of: entry, bound: written ?? service)
        var remaining = arguments
        var resolves: [PendingResolve] = []
        for parameter in chosen.parameters {
            let name = Self.unwrapped(MadeType(reference: parameter.type, scope: chosen.scope, bindings: bindings).name(writer))
            if let match = remaining.firstIndex(where: { $0 == name || $0 == "?" }) {
                remaining.remove(at: match)
                continue
            }
            let resolve = ResolveCall(type: nil, key: .absent, hasArguments: false, line: call.line, text: "\(text) parameter '\(parameter.label)'")
            resolves.append(PendingResolve(call: resolve, typeName: name))
        }
        return resolves
    }
}
