import Dispatch
import WiringModel

/// Builds the boundary graph the source declares, with the ids, kinds and parents a runtime
/// capture gives: each root boundary, its `Subboundaries` down the tree (a node per place in
/// the tree, id the path of type names), the `dependency`, `plugin` and `adapts` edges the
/// `Dependencies` and `PluginAdaptee` aliases declare, and the `InputPort` properties as ports.
struct BoundaryGraphBuilder: Sendable {
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
    /// What each type's inheritance clause names, read on every core before the kinds are decided.
    private var inheritedKinds: [String: [InheritedKind]] = [:]
    /// What each boundary reads of its own members, read on every core before the tree is built.
    private var readings: [String: TypeReading] = [:]
    /// Where warnings go while a type is read ahead: every attempt, in order, for `warn` to repeat when
    /// the tree first asks for what the type read (so each warning key keeps the place it gets when read in order).
    private var attempts: [Attempt]?

    init(index: TypeIndex, members: BoundaryMemberTable) {
        self.index = index
        self.members = members
        self.writer = TypeNameWriter(index: index)
    }

    /// Builds the graph.
    mutating func build() {
        let names = index.entries.keys.sorted()
        inheritedKinds = onEveryCore(names) { builder, name in builder.readInherited(name) }
        var boundaryNames: [String] = []
        for name in names where kind(of: name) != nil { boundaryNames.append(name) }
        var usable: [String] = []
        for name in boundaryNames where isUsable(name) { usable.append(name) }
        roots = usable.filter { kind(of: $0) == .root }
        // Each boundary's own members are read on every core; the tree and its edges, which depend on
        // the order boundaries are reached in, are built below on one.
        readings = onEveryCore(usable) { builder, name in builder.reading(of: name) }
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
        guard let entry = index.entries[name], entry.keyword != .extension else {
            kinds[name] = .some(nil)
            return nil
        }
        let parts = inheritedKinds[name] ?? readInherited(name)
        // Only a scanned supertype leads back here: marking the name first breaks inheritance cycles.
        if parts.contains(where: { if case .scanned = $0 { true } else { false } }) { kinds[name] = .some(nil) }
        // The first kind in `NodeKind.allCases`' order among those found.
        let order = NodeKind.allCases
        var first: Int?
        for part in parts {
            let found: NodeKind?
            switch part {
            case .scanned(let inherited): found = kind(of: inherited)
            case .framework(let kind): found = kind
            case .other: found = nil
            }
            if let found, let place = order.firstIndex(of: found), place < (first ?? .max) { first = place }
        }
        let kind = first.map { order[$0] }
        kinds[name] = .some(kind)
        return kind
    }

    /// What one part of an inheritance clause is, for the kinds.
    private enum InheritedKind: Sendable {
        /// A scanned type, by qualified name.
        case scanned(String)
        /// One of the framework's protocols or classes.
        case framework(NodeKind)
        case other
    }

    /// What a scanned type's inheritance clause names, part by part, in order (no kinds decided yet).
    private func readInherited(_ name: String) -> [InheritedKind] {
        guard let entry = index.entries[name], entry.keyword != .extension else { return [] }
        var parts: [InheritedKind] = []
        for (reference, scope) in entry.inherited {
            for part in Self.flattened(reference) {
                if let inherited = index.entry(for: part, in: scope) {
                    parts.append(.scanned(inherited.qualifiedName))
                } else {
                    parts.append(Self.frameworkKind(part).map { .framework($0) } ?? .other)
                }
            }
        }
        return parts
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
        let listed: [(name: String, place: SourcePlace)]
        if let read = readings[name] {
            let recorded = role == .subboundaries ? read.subboundaries : read.dependencies
            replay(recorded.attempts)
            listed = recorded.value
        } else {
            listed = readListedTypes(of: name, role: role)
        }
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
        if let read = readings[name]?.adaptee {
            replay(read.attempts)
            return read.value
        }
        return readAdaptee(of: name)
    }

    private mutating func readAdaptee(of name: String) -> (name: String, place: SourcePlace)? {
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
        let ports: [Port]
        if let read = readings[name] {
            replay(read.ports.attempts)
            ports = read.ports.value
        } else {
            ports = readPorts(of: name)
        }
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
        let places = readings[container]?.resolverPlaces ?? readResolverPlaces(in: container)
        resolverPlaces[container] = places
        return places[name]
    }

    /// The first `resolver(for:)` call of each type in a container's body and its superclasses'.
    private mutating func readResolverPlaces(in container: String) -> [String: SourcePlace] {
        var places: [String: SourcePlace] = [:]
        for call in lineage(of: container).flatMap({ members[$0].resolverCalls }) {
            guard let target = index.entry(for: call.member.target, in: call.scope)?.qualifiedName else { continue }
            let place = SourcePlace(file: call.file, line: call.member.line)
            if places[target].map({ place < $0 }) ?? true { places[target] = place }
        }
        return places
    }

    // MARK: Edges

    private mutating func addEdges() {
        // The nodes the second pass looks at (adapters) are all there before the first adds plugins,
        // so one sort of the ids serves both.
        let ids = nodes.keys.sorted()
        for id in ids {
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
        for id in ids {
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
        let warning = ScanWarning(kind, place: SourcePlace(file: file, line: line), message: message)
        if attempts != nil {
            attempts?.append(Attempt(key: key, warning: warning))
            return
        }
        guard warned.insert(key).inserted else { return }
        warnings.append(warning)
    }

    // MARK: Reading ahead on every core

    /// A warning given while a type was read ahead, with the key that gives it once.
    private struct Attempt: Sendable {
        var key: String
        var warning: ScanWarning
    }

    /// A value read ahead, with the warnings reading it gave.
    private struct Recorded<Value: Sendable>: Sendable {
        var value: Value
        var attempts: [Attempt]
    }

    /// What one boundary reads of its own members and its superclasses': each list, its ports, the plugin it
    /// adapts (an adapter) and where its body asks for each subboundary (a root or container).
    private struct TypeReading: Sendable {
        var subboundaries: Recorded<[(name: String, place: SourcePlace)]>
        var dependencies: Recorded<[(name: String, place: SourcePlace)]>
        var ports: Recorded<[Port]>
        var adaptee: Recorded<(name: String, place: SourcePlace)?>?
        var resolverPlaces: [String: SourcePlace]?
    }

    /// Reads a boundary's members as the tree will ask for them, with the warnings each read gives.
    private mutating func reading(of name: String) -> TypeReading {
        let kind = kind(of: name)
        attempts = []
        defer { attempts = nil }
        let subboundaries = readListedTypes(of: name, role: .subboundaries)
        let subboundaryAttempts = takeAttempts()
        let dependencies = readListedTypes(of: name, role: .dependencies)
        let dependencyAttempts = takeAttempts()
        let ports = readPorts(of: name)
        let portAttempts = takeAttempts()
        var adaptee: Recorded<(name: String, place: SourcePlace)?>?
        if kind == .adapter {
            let plugin = readAdaptee(of: name)
            adaptee = Recorded(value: plugin, attempts: takeAttempts())
        }
        return TypeReading(
            subboundaries: Recorded(value: subboundaries, attempts: subboundaryAttempts),
            dependencies: Recorded(value: dependencies, attempts: dependencyAttempts),
            ports: Recorded(value: ports, attempts: portAttempts),
            adaptee: adaptee,
            resolverPlaces: kind == .root || kind == .container ? readResolverPlaces(in: name) : nil)
    }

    /// The warnings recorded since the last call, leaving the record empty.
    private mutating func takeAttempts() -> [Attempt] {
        defer { attempts = [] }
        return attempts ?? []
    }

    /// Gives again, in order, the warnings a read ahead gave, as if the read were made now.
    private mutating func replay(_ recorded: [Attempt]) {
        for attempt in recorded where warned.insert(attempt.key).inserted { warnings.append(attempt.warning) }
    }

    /// Runs `read` for each name on every core, each core on its own copy of the builder (whose
    /// look-up caches it fills as it goes), and returns the values by name.
    private func onEveryCore<Value: Sendable>(
        _ names: [String], _ read: @Sendable (inout BoundaryGraphBuilder, String) -> Value
    ) -> [String: Value] {
        guard !names.isEmpty else { return [:] }
        let builder = self
        let slices = min(names.count, 64)
        let found = ResultSlots<[(String, Value)]>(count: slices)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            var copy = builder
            var values: [(String, Value)] = []
            for position in stride(from: slice, to: names.count, by: slices) {
                values.append((names[position], read(&copy, names[position])))
            }
            found.set(slice, values)
        }
        return Dictionary(found.all.joined()) { first, _ in first }
    }
}
