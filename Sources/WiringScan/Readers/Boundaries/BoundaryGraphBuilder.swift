import WiringModel

/// Builds the boundary graph the source declares, with the ids, kinds and parents a runtime
/// capture gives: each root boundary, its `Subboundaries` down the tree (a node per place in
/// the tree, id the path of type names), the `dependency`, `plugin` and `adapts` edges the
/// `Dependencies` and `PluginAdaptee` aliases declare, and the `InputPort` properties as ports.
struct BoundaryGraphBuilder {
    private let index: TypeIndex
    private let members: BoundaryMemberTable
    private let writer: TypeNameWriter
    private var kinds: [String: NodeKind?] = [:]
    private(set) var nodes: [String: Node] = [:]
    private(set) var edges: [Edge] = []
    private(set) var warnings: [ScanWarning] = []
    private var warned: Set<String> = []
    /// Computed once per type: a type appears at many places in the tree.
    private var lineages: [String: [String]] = [:]
    private var lists: [String: [(name: String, place: SourcePlace)]] = [:]
    private var portLists: [String: [Port]] = [:]
    private var resolverPlaces: [String: [String: SourcePlace]] = [:]
    /// The roots, for the snapshot's title.
    private(set) var roots: [String] = []

    init(index: TypeIndex, members: BoundaryMemberTable) {
        self.index = index
        self.members = members
        self.writer = TypeNameWriter(index: index)
    }

    /// Builds the graph.
    mutating func build() {
        let names = index.entries.keys.sorted()
        var boundaryNames: [String] = []
        for name in names where kind(of: name) != nil { boundaryNames.append(name) }
        var usable: [String] = []
        for name in boundaryNames where isUsable(name) { usable.append(name) }
        roots = usable.filter { kind(of: $0) == .root }
        var tops = roots
        if tops.isEmpty {
            // A library without a root: its containers that no other container lists are the tops.
            let listed = Set(usable.flatMap { listedTypes(of: $0, role: .subboundaries).map(\.name) })
            tops = usable.filter { kind(of: $0) == .container && !listed.contains($0) }
        }
        for top in tops { expand(top) }
        addEdges()
    }

    // MARK: Kinds

    /// The kind of a scanned type, or `nil` when it is not a boundary.
    mutating func kind(of name: String) -> NodeKind? {
        if let known = kinds[name] { return known }
        kinds[name] = .some(nil)  // breaks inheritance cycles
        guard let entry = index.entries[name], entry.keyword != .extension else { return nil }
        var found: [NodeKind] = []
        for (reference, scope) in entry.inherited {
            for part in Self.flattened(reference) {
                if let inherited = index.entry(for: part, in: scope) {
                    if let kind = kind(of: inherited.qualifiedName) { found.append(kind) }
                } else if let kind = Self.frameworkKind(part) {
                    found.append(kind)
                }
            }
        }
        let kind = NodeKind.allCases.first { found.contains($0) }
        kinds[name] = .some(kind)
        return kind
    }

    private static func flattened(_ reference: TypeReference) -> [TypeReference] {
        if case .composition(let parts) = reference { return parts.flatMap(flattened) }
        return [reference]
    }

    private static func frameworkKind(_ reference: TypeReference) -> NodeKind? {
        guard case .named(let components) = reference,
              components.count == 1 || (components.count == 2 && components[0].name == "Boundaries"),
              let name = components.last?.name
        else { return nil }
        switch name {
        case "RootBoundary", "RootBoundaryProtocol": return .root
        case "ContainerBoundary", "ContainerBoundaryProtocol": return .container
        case "AdapterBoundary", "AdapterBoundaryProtocol": return .adapter
        case "PluginBoundary": return .plugin
        case "Boundary", "BoundaryProtocol": return .boundary
        default: return nil
        }
    }

    /// Whether a boundary type can be placed in the graph; warns once when it cannot.
    private mutating func isUsable(_ name: String) -> Bool {
        guard let entry = index.entries[name] else { return false }
        if entry.isGeneric {
            warn(entry.file, entry.line, key: "generic \(name)",
                 "boundary '\(name)' is generic; its id depends on type arguments the scan cannot know, so it is left out")
            return false
        }
        if entry.isConditional {
            warn(entry.file, entry.line, key: "conditional \(name)", .conditional,
                 "boundary '\(name)' is declared inside #if (or its conformance is); the scan does not choose a branch, so it is left out")
            return false
        }
        return true
    }

    // MARK: Members, inherited through superclasses

    /// The scanned superclass of a class, if any.
    private func superclass(of name: String) -> String? {
        guard let entry = index.entries[name], entry.keyword == .class else { return nil }
        for (reference, scope) in entry.inherited {
            if let parent = index.entry(for: reference, in: scope), parent.keyword == .class { return parent.qualifiedName }
        }
        return nil
    }

    /// The type and its scanned superclasses, nearest first.
    private mutating func lineage(of name: String) -> [String] {
        if let known = lineages[name] { return known }
        var chain = [name]
        while chain.count < 32, let parent = superclass(of: chain[chain.count - 1]), !chain.contains(parent) {
            chain.append(parent)
        }
        lineages[name] = chain
        return chain
    }

    /// The listed types of a boundary's `Dependencies` or `Subboundaries` (inherited when not restated).
    private mutating func listedTypes(of name: String, role: BoundaryListAlias.Role) -> [(name: String, place: SourcePlace)] {
        let key = "\(role.rawValue) \(name)"
        if let known = lists[key] { return known }
        let listed = readListedTypes(of: name, role: role)
        lists[key] = listed
        return listed
    }

    private mutating func readListedTypes(of name: String, role: BoundaryListAlias.Role) -> [(name: String, place: SourcePlace)] {
        for owner in lineage(of: name) {
            let aliases = members[owner].lists.filter { $0.member.role == role }
            guard let first = aliases.first else { continue }
            if aliases.count > 1 || first.member.isConditional {
                warn(first.file, first.member.line, key: "conditional list \(owner) \(role)", .conditional,
                     "'\(role.rawValue)' of '\(owner)' is declared inside #if; the scan does not choose a branch, so its entries are left out")
                return []
            }
            guard let entries = first.member.entries else {
                warn(first.file, first.member.line, key: "unreadable list \(owner) \(role)",
                     "'\(role.rawValue)' of '\(owner)' is not written as BoundaryList.Add<…>; write the list out so the scan can read it")
                return []
            }
            var result: [(name: String, place: SourcePlace)] = []
            for entry in entries {
                let place = SourcePlace(file: first.file, line: entry.line)
                guard let listed = index.entry(for: entry.type, in: first.scope), kind(of: listed.qualifiedName) != nil else {
                    let written = writer.name(entry.type, in: first.scope)
                    warn(first.file, entry.line, key: "unknown entry \(owner) \(written)",
                         "'\(written)' in '\(role.rawValue)' of '\(owner)' is not a boundary the scan found "
                            + "(generic, declared elsewhere or not a boundary); it is left out — scan the module that declares it")
                    continue
                }
                guard isUsable(listed.qualifiedName) else { continue }
                result.append((listed.qualifiedName, place))
            }
            return result
        }
        return []
    }

    /// The plugin an adapter implements (inherited when not restated).
    private mutating func adaptee(of name: String) -> (name: String, place: SourcePlace)? {
        for owner in lineage(of: name) {
            guard let alias = members[owner].adaptees.first else { continue }
            if members[owner].adaptees.count > 1 || alias.member.isConditional {
                warn(alias.file, alias.member.line, key: "conditional adaptee \(owner)", .conditional,
                     "'PluginAdaptee' of '\(owner)' is declared inside #if; the scan does not choose a branch, so its adapts edge is left out")
                return nil
            }
            guard let plugin = index.entry(for: alias.member.plugin, in: alias.scope) else {
                warn(alias.file, alias.member.line, key: "unknown adaptee \(owner)",
                     "'PluginAdaptee' of '\(owner)' names '\(writer.name(alias.member.plugin, in: alias.scope))', "
                        + "which is not a plugin the scan found; the adapts edge is left out")
                return nil
            }
            return (plugin.qualifiedName, SourcePlace(file: alias.file, line: alias.member.line))
        }
        return nil
    }

    /// The input ports of a boundary or plugin, its superclasses' included.
    private mutating func ports(of name: String) -> [Port] {
        if let known = portLists[name] { return known }
        let ports = readPorts(of: name)
        portLists[name] = ports
        return ports
    }

    private mutating func readPorts(of name: String) -> [Port] {
        var ports: [String: Port] = [:]
        for owner in lineage(of: name).reversed() {
            for located in members[owner].ports {
                let port = located.member
                let place = SourcePlace(file: located.file, line: port.line)
                if port.isConditional {
                    warn(located.file, port.line, key: "conditional port \(owner).\(port.name)", .conditional,
                         "port '\(port.name)' of '\(owner)' is declared inside #if; it is left out")
                    continue
                }
                guard let interface = port.interface else {
                    warn(located.file, port.line, key: "untyped port \(owner).\(port.name)",
                         "port '\(port.name)' of '\(owner)' has no written type; write 'InputPort<T>' so the scan can list it")
                    continue
                }
                ports[port.name] = Port(
                    name: port.name, type: writer.name(interface, in: located.scope), origin: Self.origin(port.origin),
                    place: place)
            }
        }
        return Array(ports.values)
    }

    private static func origin(_ origin: PortOrigin) -> Port.Origin {
        switch origin {
        case .stored: .stored
        case .lazy: .lazy
        case .computed: .computed
        }
    }

    // MARK: The tree

    /// Adds a top boundary and everything its `Subboundaries` contain, breadth first.
    private mutating func expand(_ top: String) {
        var queue: [(name: String, parent: String?, depth: Int)] = [(top, nil, 0)]
        var head = 0
        while head < queue.count {
            let (name, parent, depth) = queue[head]
            head += 1
            let id = parent.map { "\($0)/\(name)" } ?? name
            guard nodes[id] == nil, let kind = kind(of: name) else { continue }
            let declared = declaration(of: name)
            let place = parent.flatMap { resolverPlace(in: $0, for: name) } ?? declared
            nodes[id] = Node(
                id: id, kind: kind, type: name, parent: parent, ports: ports(of: name), place: place, declared: declared)
            guard depth < 63, kind == .root || kind == .container else { continue }
            for child in listedTypes(of: name, role: .subboundaries) {
                queue.append((child.name, id, depth + 1))
            }
        }
    }

    private func declaration(of name: String) -> SourcePlace? {
        index.entries[name].map { SourcePlace(file: $0.file, line: $0.line) }
    }

    /// The first `resolver(for: name.self)` call in the container whose node is `parentID`.
    private mutating func resolverPlace(in parentID: String, for name: String) -> SourcePlace? {
        guard let container = nodes[parentID]?.type else { return nil }
        if let known = resolverPlaces[container] { return known[name] }
        var places: [String: SourcePlace] = [:]
        for call in lineage(of: container).flatMap({ members[$0].resolverCalls }) {
            guard let target = index.entry(for: call.member.target, in: call.scope)?.qualifiedName else { continue }
            let place = SourcePlace(file: call.file, line: call.member.line)
            if places[target].map({ place < $0 }) ?? true { places[target] = place }
        }
        resolverPlaces[container] = places
        return places[name]
    }

    // MARK: Edges

    private mutating func addEdges() {
        for id in nodes.keys.sorted() {
            guard let node = nodes[id], node.kind != .plugin else { continue }
            for dependency in listedTypes(of: node.type, role: .dependencies) {
                if kind(of: dependency.name) == .plugin {
                    let pluginID = node.parent.map { "\($0)/\(dependency.name)" } ?? dependency.name
                    if nodes[pluginID] == nil {
                        nodes[pluginID] = Node(
                            id: pluginID, kind: .plugin, type: dependency.name, parent: node.parent,
                            ports: ports(of: dependency.name), place: declaration(of: dependency.name),
                            declared: declaration(of: dependency.name))
                    }
                    edges.append(Edge(from: id, to: pluginID, kind: .plugin, place: dependency.place))
                } else if let target = sibling(named: dependency.name, of: node) {
                    edges.append(Edge(from: id, to: target, kind: .dependency, place: dependency.place))
                } else {
                    warn(dependency.place.file, dependency.place.line, key: "missing dependency \(id) \(dependency.name)",
                         "'\(node.type)' depends on '\(dependency.name)', which its container '\(node.parent ?? "(none)")' "
                            + "does not list in Subboundaries; the edge is left out")
                }
            }
        }
        for id in nodes.keys.sorted() {
            guard let node = nodes[id], node.kind == .adapter, let plugin = adaptee(of: node.type) else { continue }
            let pluginID = node.parent.map { "\($0)/\(plugin.name)" } ?? plugin.name
            if nodes[pluginID] != nil {
                edges.append(Edge(from: id, to: pluginID, kind: .adapts, place: plugin.place))
            }
        }
    }

    /// The node of a dependency: beside the boundary in its container, or else in an enclosing one.
    private func sibling(named name: String, of node: Node) -> String? {
        var container = node.parent
        while let current = container {
            let candidate = "\(current)/\(name)"
            if nodes[candidate] != nil { return candidate }
            container = nodes[current]?.parent
        }
        return nil
    }

    private mutating func warn(_ file: String, _ line: Int, key: String, _ message: String) {
        warn(file, line, key: key, .notRead, message)
    }

    private mutating func warn(_ file: String, _ line: Int, key: String, _ kind: ScanWarning.Kind, _ message: String) {
        guard warned.insert(key).inserted else { return }
        warnings.append(ScanWarning(kind, place: SourcePlace(file: file, line: line), message: message))
    }
}
