import WiringModel

/// Builds the service graph of SwincyBox and Swinject registrations: the boxes (containers) as
/// `box` nodes, each `register` call as a `service` node with the id a runtime capture gives,
/// and a `resolves` edge for each `resolve` call in a factory whose type, or whose key alone
/// when only one registration has it, is written out.
struct RegistrationGraphBuilder {
    private let index: TypeIndex
    private let writer: TypeNameWriter
    private(set) var nodes: [String: Node] = [:]
    private(set) var edges: [Edge] = []
    private(set) var warnings: [ScanWarning] = []
    private(set) var unresolved: [UnresolvedResolve] = []
    /// Swinject: forwarded `container/Type#name` to the registration it leads to.
    private var forwards: [String: String] = [:]
    /// Services by box id and key, for `resolve(key:)` without a type.
    private var servicesByKey: [String: [Node]] = [:]
    /// Each service's box path and factory, for the second pass.
    private var services: [(id: String, framework: ContainerFramework, box: [String], call: RegistrationCall, file: String, scope: LookupScope)] = []

    init(index: TypeIndex) {
        self.index = index
        self.writer = TypeNameWriter(index: index)
    }

    /// Builds the graph from every file's registrations and bindings.
    mutating func build(_ facts: [SourceFacts]) {
        var bindings: [String: ContainerBinding] = [:]
        for file in facts {
            for binding in file.bindings where bindings[binding.name] == nil { bindings[binding.name] = binding }
        }
        let containerChain = swinjectChain(bindings)
        var usesBox = false
        for file in facts {
            for call in file.registrations {
                let scope = LookupScope(module: file.module, context: call.context, imports: file.imports)
                let place = SourcePlace(file: file.file, line: call.line)
                if call.isConditional {
                    warn(place, "register call inside #if; the scan does not choose a branch, so it is left out")
                    continue
                }
                switch call.framework {
                case .swincyBox:
                    usesBox = true
                    add(box: boxPath(call.receiver, bindings), call, file: file.file, scope: scope)
                case .swinject:
                    guard let position = containerPosition(call.receiver, chain: containerChain, bindings: bindings) else {
                        warn(place, "container '\(call.receiver)' is not the captured container or one of its parents; the registration is left out")
                        continue
                    }
                    add(container: position, call, file: file.file, scope: scope)
                }
            }
        }
        if usesBox {
            for binding in bindings.values {
                if case .childBox = binding.origin { addBoxNodes(boxPath(binding.name, bindings)) }
            }
            addBoxNodes([])
        }
        resolveEdges()
    }

    // MARK: SwincyBox

    private func boxPath(_ receiver: String, _ bindings: [String: ContainerBinding]) -> [String] {
        var path: [String] = []
        var name = receiver
        var seen: Set<String> = []
        while seen.insert(name).inserted, let binding = bindings[name], case .childBox(let parent, let key) = binding.origin {
            path.insert(key, at: 0)
            name = parent
        }
        return path
    }

    private static func boxID(_ path: [String]) -> String {
        (["box"] + path.map { "child:\($0)" }).joined(separator: "/")
    }

    private mutating func addBoxNodes(_ path: [String]) {
        for depth in 0...path.count {
            let prefix = Array(path.prefix(depth))
            let id = Self.boxID(prefix)
            guard nodes[id] == nil else { continue }
            nodes[id] = Node(
                id: id, kind: .box, type: "SwincyBox.Box", parent: depth == 0 ? nil : Self.boxID(Array(prefix.dropLast())),
                key: prefix.last)
        }
    }

    private mutating func add(box path: [String], _ call: RegistrationCall, file: String, scope: LookupScope) {
        let place = SourcePlace(file: file, line: call.line)
        guard let type = serviceType(call, scope: scope, place: place), let key = key(call, place: place) else { return }
        addBoxNodes(path)
        var life = "transient"
        switch call.life {
        case .absent: break
        case .literal(let written): life = written
        case .unreadable(let written):
            warn(place, "life '\(written)' is not written as .transient or .permanent; the service is listed without a life")
            life = ""
        }
        let boxID = Self.boxID(path)
        let id = "\(boxID)/\(type)" + (key.map { "#\($0)" } ?? "")
        addService(id: id, type: type, parent: boxID, key: key, life: life.isEmpty ? nil : life, place: place,
                   framework: .swincyBox, box: path, call: call, file: file, scope: scope)
    }

    // MARK: Swinject

    /// The captured container and its parents, by variable name: the deepest container of the one
    /// chain of `Container(parent:)` bindings (an unbound receiver means the captured container).
    private func swinjectChain(_ bindings: [String: ContainerBinding]) -> [String] {
        var parentOf: [String: String] = [:]
        var containers: Set<String> = []
        for binding in bindings.values {
            switch binding.origin {
            case .root: containers.insert(binding.name)
            case .childContainer(let parent):
                containers.insert(binding.name)
                parentOf[binding.name] = parent
            case .childBox: break
            }
        }
        let parents = Set(parentOf.values)
        let leaves = containers.filter { !parents.contains($0) }.sorted()
        guard let leaf = leaves.first(where: { parentOf[$0] != nil }) ?? leaves.first else { return [] }
        var chain = [leaf]
        while let parent = parentOf[chain[chain.count - 1]], !chain.contains(parent) { chain.append(parent) }
        return chain
    }

    private func containerPosition(_ receiver: String, chain: [String], bindings: [String: ContainerBinding]) -> Int? {
        if let position = chain.firstIndex(of: receiver) { return position }
        // A container bound to a variable outside the chain is another container; an unbound
        // receiver (a parameter, as in an Assembly's `assemble(container:)`) is the captured one.
        return bindings[receiver] == nil ? 0 : nil
    }

    private static func containerID(_ position: Int) -> String {
        (["container"] + Array(repeating: "parent", count: position)).joined(separator: "/")
    }

    private mutating func add(container position: Int, _ call: RegistrationCall, file: String, scope: LookupScope) {
        let place = SourcePlace(file: file, line: call.line)
        guard let type = serviceType(call, scope: scope, place: place), let key = key(call, place: place) else { return }
        guard let argumentTypes = call.argumentTypes else {
            warn(place, "the factory's arguments have no written types; write '{ (r: Resolver, x: T) in … }' so the scan can name the registration")
            return
        }
        let arguments = argumentTypes.map { writer.name($0, in: scope) }
        var life = "graph"
        switch call.life {
        case .absent: break
        case .literal(let written): life = written
        case .unreadable(let written):
            warn(place, "scope '\(written)' is not one of Swinject's; the service is listed without a scope")
            life = ""
        }
        for depth in 0...position where nodes[Self.containerID(depth)] == nil {
            // A parent container is keyed by its place in the chain, as the capture keys it.
            nodes[Self.containerID(depth)] = Node(
                id: Self.containerID(depth), kind: .box, type: "Swinject.Container",
                parent: nil, key: depth == 0 ? nil : Array(repeating: "parent", count: depth).joined(separator: "/"))
        }
        for depth in 0..<position {
            nodes[Self.containerID(depth)]?.parent = Self.containerID(depth + 1)
        }
        var id = "\(Self.containerID(position))/\(type)"
        if let key { id += "#\(key)" }
        var attributes: [String: String] = [:]
        let forwarded = call.forwardedTypes.map { writer.name($0, in: scope) + (key.map { "#\($0)" } ?? "") }
        if !forwarded.isEmpty { attributes["forwardedTypes"] = forwarded.sorted().joined(separator: ", ") }
        if !arguments.isEmpty {
            let joined = arguments.count == 1 ? arguments[0] : "(" + arguments.joined(separator: ", ") + ")"
            id += joined.hasPrefix("(") ? joined : "(\(joined))"
            attributes["arguments"] = joined
        }
        if nodes[id] == nil {
            for name in forwarded where forwards["\(Self.containerID(position))/\(name)"] == nil {
                forwards["\(Self.containerID(position))/\(name)"] = id
            }
        }
        addService(id: id, type: type, parent: Self.containerID(position), key: key, life: life.isEmpty ? nil : life,
                   place: place, framework: .swinject, box: Array(repeating: "parent", count: position), call: call,
                   file: file, scope: scope, attributes: attributes)
    }

    // MARK: Both

    private mutating func addService(
        id: String, type: String, parent: String, key: String?, life: String?, place: SourcePlace,
        framework: ContainerFramework, box: [String], call: RegistrationCall, file: String, scope: LookupScope,
        attributes: [String: String] = [:]
    ) {
        if let existing = nodes[id] {
            warn(place, "'\(id)' is registered again (first at \(existing.place?.description ?? "?")); the later registration replaces it at run time, the scan keeps the first")
            return
        }
        let declared = index.entries[type].map { SourcePlace(file: $0.file, line: $0.line) }
        nodes[id] = Node(
            id: id, kind: .service, type: type, parent: parent, key: key, life: life, attributes: attributes,
            place: place, declared: declared)
        services.append((id, framework, box, call, file, scope))
    }

    /// The service type: the type argument, the factory's `as T`, its declared return type, or the type it initialises.
    private mutating func serviceType(_ call: RegistrationCall, scope: LookupScope, place: SourcePlace) -> String? {
        if let written = call.explicitType ?? call.castType ?? call.returnType {
            return writer.name(written, in: scope)
        }
        if let initialized = call.initializedType, let entry = index.entry(for: initialized, in: scope),
           entry.keyword != .protocol {
            return entry.qualifiedName
        }
        warn(place, "the service type is not written out; write 'register(T.self)', '{ … as T }' or '{ () -> T in … }' so the scan can name it")
        return nil
    }

    /// The key or name: `.some(nil)` when there is none, `nil` when it cannot be read.
    private mutating func key(_ call: RegistrationCall, place: SourcePlace) -> String?? {
        switch call.key {
        case .absent: return .some(nil)
        case .literal(let key): return .some(key)
        case .unreadable(let written):
            warn(place, "the key '\(written)' is not a string literal; the registration is left out")
            return nil
        }
    }

    private mutating func resolveEdges() {
        for node in nodes.values.sorted(by: { $0.id < $1.id }) where node.kind == .service {
            if let key = node.key, let parent = node.parent { servicesByKey["\(parent)\u{0}\(key)", default: []].append(node) }
        }
        for service in services {
            for call in service.call.resolves {
                let place = SourcePlace(file: service.file, line: call.line)
                switch target(of: call, from: service.box, framework: service.framework, scope: service.scope) {
                case .success(let target):
                    edges.append(Edge(from: service.id, to: target, kind: .resolves, place: place))
                case .failure(let reason):
                    unresolved.append(UnresolvedResolve(place: place, service: service.id, call: call.text, reason: reason.text))
                }
            }
        }
    }

    private struct Reason: Error { var text: String }

    /// The registration a `resolve` call reaches, looked up from the factory's box up its parents.
    private func target(
        of call: ResolveCall, from box: [String], framework: ContainerFramework, scope: LookupScope
    ) -> Result<String, Reason> {
        var key: String?
        switch call.key {
        case .absent: key = nil
        case .literal(let written): key = written
        case .unreadable(let written): return .failure(Reason(text: "its key '\(written)' is not a string literal"))
        }
        let levels: [String] = framework == .swincyBox
            ? (0...box.count).reversed().map { Self.boxID(Array(box.prefix($0))) }
            : (box.count...8).map(Self.containerID)
        if let type = call.type {
            var name = writer.name(type, in: scope)
            for wrapper in ["Swinject.Lazy<", "Swinject.Provider<", "Lazy<", "Provider<"]
            where framework == .swinject && name.hasPrefix(wrapper) && name.hasSuffix(">") {
                name = String(name.dropFirst(wrapper.count).dropLast())
            }
            for level in levels {
                let prefix = "\(level)/\(name)" + (key.map { "#\($0)" } ?? "")
                if nodes[prefix]?.kind == .service, !call.hasArguments { return .success(prefix) }
                if let forwarded = forwards[prefix], !call.hasArguments { return .success(forwarded) }
                if call.hasArguments {
                    let matches = nodes.keys.filter { $0.hasPrefix(prefix + "(") }
                    if matches.count == 1, let only = matches.first { return .success(only) }
                    if matches.count > 1 { return .failure(Reason(text: "several registrations of '\(name)' take arguments")) }
                }
            }
            return .failure(Reason(text: "no registration of '\(name)'\(key.map { " with key '\($0)'" } ?? "") was found"))
        }
        guard let key else { return .failure(Reason(text: "neither its type nor a key is written out")) }
        for level in levels {
            var matches = servicesByKey["\(level)\u{0}\(key)"] ?? []
            if matches.count > 1 {
                // The same key in several modules' registrations: the factory's own module decides.
                matches = matches.filter { TypeName.module(of: $0.type) == scope.module }
            }
            if matches.count == 1, let only = matches.first { return .success(only.id) }
            if matches.count > 1 {
                return .failure(Reason(text: "several registrations have the key '\(key)'; write the type out"))
            }
        }
        return .failure(Reason(text: "no registration has the key '\(key)'"))
    }

    private mutating func warn(_ place: SourcePlace, _ message: String) {
        warnings.append(ScanWarning(place: place, message: message))
    }
}
