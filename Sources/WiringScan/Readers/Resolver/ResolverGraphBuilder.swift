import WiringModel

/// Resolver's part of the graph as it is built: containers, registrations by type and name, and
/// the edges from the factories and reads that resolve them.
struct ResolverGraphBuilder {
    let framework: String
    var graph: ReaderNodes
    let initializers: InitializerTable
    let properties: PropertyTypes
    /// Container node ids by name (`main` for `Resolver.main`, `root` and `Resolver.register`).
    var boxes: [String: String] = [:]
    /// The containers each container searches after itself.
    var fallbacks: [String: [String]] = [:]
    /// Registration ids by container, qualified type and name (`implements` types too).
    var services: [String: String] = [:]
    /// Registration ids of generic types written with their arguments, by container, the type without them and
    /// name (`AppViewModel<AppNavigator>` under `AppViewModel`): a read that writes no arguments may mean one.
    var generics: [String: [String]] = [:]
    /// Registration ids by container and name alone (`implements` names too), for a named read whose type nothing
    /// written tells: the one registration of that name is the one it reaches.
    var byName: [String: Set<String>] = [:]
    /// Registration ids by the type their factory builds, for reads in that type's body.
    var builtBy: [String: [String]] = [:]
    /// The types a stored property's initial value makes (`let deps = Deps()`), by the type made: each holder
    /// with the property's name, for reads in the made type's body.
    var madeBy: [String: [(holder: String, property: String)]] = [:]
    var defaultScope = "graph"
    var resolveCount = 0
    /// The containers a read names (`Resolver.mock.resolve()`, `@Injected(container: .mock)`).
    var containersRead: Set<String> = []

    init(framework: String, names: TypeNameWriter, all: [SourceFacts]) {
        self.framework = framework
        graph = ReaderNodes(names: names)
        initializers = InitializerTable(all, index: names.index)
        properties = PropertyTypes(all, index: names.index)
        for file in all {
            for property in file.madeProperties {
                guard !property.owner.isEmpty,
                      let made = graph.names.index.entry(for: property.type, in: graph.scope(file, property.owner))
                else { continue }
                madeBy[made.qualifiedName, default: []].append((graph.typeName(property.owner, in: file), property.name))
            }
        }
    }

    /// The registration whose object a type's reads belong to: the one factory that builds it, else the one
    /// factory that builds the only type making it in a stored property's initial value
    /// (`private let deps = Deps()` in a registered type: `Deps` is made, and reads, as that type is made).
    func registration(reading owner: String) -> String? {
        if let built = builtBy[owner] { return built.count == 1 ? built[0] : nil }
        guard let holders = madeBy[owner], holders.count == 1, holders[0].holder != owner,
              let built = builtBy[holders[0].holder], built.count == 1
        else { return nil }
        return built[0]
    }

    static func key(_ container: String, _ type: String, _ name: String?) -> String {
        container + "\u{0}" + type + "\u{0}" + (name ?? "")
    }

    /// A container's node, made when new.
    mutating func box(_ name: String, place: SourcePlace?) -> String {
        if let id = boxes[name] { return id }
        let id = "Resolver." + name
        boxes[name] = id
        graph.nodes[id] = Node(
            id: id, kind: .box, type: "Resolver.Resolver", parent: nil, attributes: ["framework": framework], place: place)
        return id
    }

    /// Indexes the custom containers and the default scope.
    mutating func addContainers(_ files: [(file: SourceFacts, facts: ResolverFacts)]) {
        _ = box("main", place: nil)
        for (file, facts) in files {
            if let scope = facts.defaultScope { defaultScope = scope }
            for container in facts.containers {
                let id = box(container.name, place: SourcePlace(file: file.file, line: container.line))
                fallbacks[container.name, default: []] += container.fallbacks
                if let parent = container.fallbacks.first {
                    let parentID = box(parent, place: nil)
                    graph.nodes[id]?.parent = parentID
                }
            }
        }
    }

    /// Makes a service node per registration and indexes it by each type it answers to.
    mutating func addRegistrations(_ files: [(file: SourceFacts, facts: ResolverFacts)]) {
        for (file, facts) in files {
            for registration in facts.registrations {
                guard let written = registration.type else { continue }
                let scope = graph.scope(file, registration.context)
                let type = graph.names.name(written, in: scope)
                let container = box(registration.container, place: nil)
                let id = container + "/" + type + (registration.name.map { "#" + $0 } ?? "")
                let place = SourcePlace(file: file.file, line: registration.line)
                let key = Self.key(registration.container, type, registration.name)
                if let earlier = services[key], let node = graph.nodes[earlier] {
                    graph.notRead(file.file, registration.line, .registeredTwice,
                        "\(id) is registered again (first at \(node.place?.description ?? "?")); Resolver keeps the later, the scan keeps the first")
                    continue
                }
                services[key] = id
                var attributes = ["framework": framework]
                let aliases = registration.implements.map { (graph.names.name($0.type, in: scope), $0.name) }
                if !aliases.isEmpty { attributes["forwardedTypes"] = aliases.map(\.0).sorted().joined(separator: ", ") }
                for (alias, name) in aliases where services[Self.key(registration.container, alias, name)] == nil {
                    services[Self.key(registration.container, alias, name)] = id
                }
                for name in [registration.name] + aliases.map(\.1) {
                    if let name { byName[Self.key(registration.container, "", name), default: []].insert(id) }
                }
                graph.nodes[id] = Node(
                    id: id, kind: .service, type: type, parent: container, key: registration.name,
                    life: registration.scope ?? defaultScope, attributes: attributes, place: place)
                if case .named(var components) = written, let last = components.last, !last.arguments.isEmpty {
                    components[components.count - 1].arguments = []
                    generics[Self.key(registration.container, graph.names.name(.named(components), in: scope), registration.name),
                             default: []].append(id)
                }
                let built = registration.built.map { graph.names.name($0, in: scope) } ?? type
                builtBy[built, default: []].append(id)
            }
        }
    }

    /// Leaves out the containers other than `main` that hold no registration (nor a container that does) and that no
    /// read names: `static var mock = Resolver(child: .main)` kept for tests or previews draws no empty box.
    mutating func dropEmptyContainers() {
        var removed = true
        while removed {
            removed = false
            let parents = Set(graph.nodes.values.compactMap(\.parent))
            for (name, id) in boxes.sorted(by: { $0.key < $1.key })
            where name != "main" && !containersRead.contains(name) && !parents.contains(id) {
                graph.nodes[id] = nil
                boxes[name] = nil
                removed = true
            }
        }
    }

    /// The registration a read reaches: in its container, then the ones that container falls back to.
    func lookup(_ type: String, name: String?, container: String) -> String? {
        find(type, name: name, container: container, in: services)
    }

    /// The first entry of a table keyed like `services`, in a container, then the ones it falls back to.
    private func find<Found>(_ type: String, name: String?, container: String, in table: [String: Found]) -> Found? {
        var queue = [container]
        var seen: Set<String> = []
        while let next = queue.first {
            queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            if let found = table[Self.key(next, type, name)] { return found }
            queue += fallbacks[next] ?? []
        }
        return container == "main" ? nil : find(type, name: name, container: "main", in: table)
    }

    /// The qualified type a read resolves, or `nil` when nothing written tells it.
    func type(of resolve: ResolverFacts.Resolve, in scope: LookupScope, built: MadeType?, owner: String?) -> String? {
        var name: String?
        if let type = resolve.type {
            name = graph.names.name(type, in: scope)
        } else if let property = resolve.assigned, resolve.hints.isEmpty {
            name = owner.flatMap { properties.type(of: property, in: $0, names: graph.names) }
        } else if !resolve.hints.isEmpty {
            // Each `.init(…)` after the first is of the type of the parameter before it; the first, of the
            // property assigned or of what the factory builds.
            var current = built
            if let property = resolve.assigned {
                current = owner.flatMap { properties.madeType(of: property, in: $0) }
            }
            for (index, hint) in resolve.hints.enumerated() {
                var step = hint
                if index > 0 { step.isFactoryResult = true }
                if step.isFactoryResult && current == nil { return nil }
                current = initializers.parameterType(of: step, in: scope, writer: graph.names, built: current)
                guard current != nil else { return nil }
            }
            name = current?.name(graph.names)
        }
        guard var found = name else { return nil }
        while found.hasPrefix("Swift.Optional<"), found.hasSuffix(">") {
            found = String(found.dropFirst("Swift.Optional<".count).dropLast())
        }
        return found
    }

    /// Adds the edge of one read, or says why there is none.
    mutating func add(
        _ resolve: ResolverFacts.Resolve, from: String, container: String, scope: LookupScope, built: MadeType?, owner: String? = nil,
        file: SourceFacts
    ) {
        if let named = resolve.container { containersRead.insert(named) }
        // `@LazyInjected var wrappedValue: Service` in the app's own `struct Wrapper<Service>`: what it resolves is what
        // each use of the wrapper asks for.
        let written = resolve.type.flatMap { $0.components?.count == 1 ? $0.lastName : nil }
            ?? resolve.assigned.flatMap { property in owner.flatMap { properties.type(of: property, in: $0, names: graph.names) } }
                .map(ReaderSyntax.lastName)
        if let written, resolve.generics.contains(written) {
            graph.notRead(file.file, resolve.line,
                "\(from): \(resolve.text) resolves the generic parameter '\(written)' of the declaration it sits in (the app's own "
                    + "wrapper or resolving function); what each use of it asks for is not followed; no edge")
            return
        }
        guard let type = type(of: resolve, in: scope, built: built, owner: owner) else {
            // `mapper: resolve(name: "ayaMapper")` where the parameter's type is not scanned: Resolver looks the name up
            // with the type Swift infers, so when one registration carries that name, it is the one.
            if let name = resolve.name, let named = find("", name: name, container: resolve.container ?? container, in: byName),
               named.count == 1, let to = named.first {
                graph.resolves(from, to, place: SourcePlace(file: file.file, line: resolve.line))
                resolveCount += 1
                return
            }
            graph.notRead(file.file, resolve.line,
                "\(from): \(resolve.text) has no written type (T.self, `as T`, a typed binding or property) and feeds no initializer "
                    + "parameter the scan found; no edge")
            return
        }
        var target = lookup(type, name: resolve.name, container: resolve.container ?? container)
        if target == nil, graph.names.index.entries[type]?.isGeneric == true,
           let candidates = find(type, name: resolve.name, container: resolve.container ?? container, in: generics) {
            // `resolve()` typed `AppViewModel` (Swift infers its arguments) where one registration writes them.
            guard candidates.count == 1 else {
                graph.notRead(file.file, resolve.line,
                    "\(from) resolves \(type) without its generic arguments, and several registrations write different ones "
                        + "(\(candidates.sorted().joined(separator: ", "))); ambiguous, no edge")
                return
            }
            target = candidates[0]
        }
        if target == nil, let bare = GenericTypeNames.withoutArguments(type), graph.names.index.entries[bare]?.isGeneric == true,
           find(bare, name: resolve.name, container: resolve.container ?? container, in: generics) == nil {
            // `resolve()` typed `HomeViewModel<RunLoop>` where the one registration of that type writes no arguments
            // (`register { HomeViewModel(…) }`): Swift infers them, so it is the one.
            target = lookup(bare, name: resolve.name, container: resolve.container ?? container)
        }
        guard let to = target else {
            graph.notRead(file.file, resolve.line,
                "\(from) resolves \(type)\(resolve.name.map { " named '\($0)'" } ?? ""), which no scanned Resolver registration provides; no edge")
            return
        }
        graph.resolves(from, to, place: SourcePlace(file: file.file, line: resolve.line))
        resolveCount += 1
    }
}
