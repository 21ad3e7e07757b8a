@_spi(WiringInspection) import Boundaries
import WiringModel

/// Captures a boundary graph from the records the Boundaries framework keeps,
/// the declared `Dependencies` and `Subboundaries` types, and `Mirror` over live
/// boundary instances.
///
/// The walk starts at one boundary and reaches its subboundaries (resolved, and
/// declared but not yet resolved) and everything its dependencies lead to. A
/// node's id is the path of type names from the root down, so it does not
/// depend on memory addresses or on the order things were resolved in.
struct BoundaryGraphCapture {
    private var nodes: [String: Node] = [:]
    private var edges: [Edge] = []
    private var recordIDs: [ObjectIdentifier: String] = [:]
    /// Each container's stored subboundary properties by boundary type, read once per container.
    private var subboundaryNames: [ObjectIdentifier: [ObjectIdentifier: String]] = [:]
    /// Declared-only edges, added at the end where both ends exist.
    private var declaredEdges: [Edge] = []

    /// Captures the graph reachable from a boundary.
    ///
    /// - Parameter boundary: A boundary built by the framework.
    /// - Returns: The snapshot.
    static func capture(_ boundary: AnyBoundary) -> GraphSnapshot {
        var capture = BoundaryGraphCapture()
        let start = BoundaryInspection.record(of: boundary)
        capture.walk(from: start)
        return capture.snapshot(title: TypeName.stable(start.boundaryType))
    }

    private mutating func walk(from start: BoundaryRecord) {
        var queue = [start]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        var head = 0
        while head < queue.count {
            let record = queue[head]
            head += 1
            for next in visit(record) where seen.insert(ObjectIdentifier(next)).inserted {
                queue.append(next)
            }
        }
    }

    /// Records one resolved boundary and returns the records it leads to.
    private mutating func visit(_ record: BoundaryRecord) -> [BoundaryRecord] {
        let id = self.id(of: record)
        let parentID = record.parent.map { self.id(of: $0) }
        let instance = record.instance
        let properties = instance.map { StoredProperty.all(of: $0, stoppingAt: AnyBoundary.self) } ?? []
        var node = Node(
            id: id, kind: Self.kind(of: record.boundaryType), type: TypeName.stable(record.boundaryType),
            parent: parentID, ports: ports(recorded: record.ports, stored: properties),
            place: record.place.map(Self.place))
        subboundaryNames[ObjectIdentifier(record)] = Self.subboundaryProperties(properties)
        if let propertyName = propertyName(of: record) { node.attributes["property"] = propertyName }
        nodes[id] = node

        var next: [BoundaryRecord] = []
        for handed in record.handedDependencies {
            // Where the dependency or plugin was handed over: the edge's place.
            let place = Self.place(handed.place)
            switch handed.record {
            case .boundary(let target):
                edges.append(Edge(from: id, to: self.id(of: target), kind: .dependency, place: place))
                next.append(target)
            case .plugin(let plugin):
                let pluginID = self.pluginID(plugin.pluginType, besideParent: parentID)
                if nodes[pluginID]?.resolved != true {
                    // A plugin is made where it is handed over, by `resolve(plugin:)`.
                    nodes[pluginID] = Node(
                        id: pluginID, kind: .plugin, type: TypeName.stable(plugin.pluginType), parent: parentID,
                        ports: plugin.ports.map { Port(name: $0.name, type: TypeName.stable($0.interfaceType), origin: .stored) },
                        place: place)
                }
                edges.append(Edge(from: id, to: pluginID, kind: .plugin, place: place))
                edges.append(Edge(from: self.id(of: plugin.adapter), to: pluginID, kind: .adapts, place: place))
                next.append(plugin.adapter)
            }
        }
        let children = record.children
        next.append(contentsOf: children)
        addUnresolvedSubboundaries(
            of: record.boundaryType, id: id, resolved: children, propertyNames: subboundaryNames[ObjectIdentifier(record)] ?? [:])
        return next
    }

    /// Adds nodes for subboundaries a container declares but has not resolved, with their declared edges.
    private mutating func addUnresolvedSubboundaries(
        of type: Any.Type, id: String, resolved: [BoundaryRecord], propertyNames: [ObjectIdentifier: String]
    ) {
        let resolvedTypes = Set(resolved.map { ObjectIdentifier($0.boundaryType) })
        var pending: [(type: Any.Type, parent: String, depth: Int)] =
            BoundaryInspection.declaredSubboundaries(of: type)
            .filter { !resolvedTypes.contains(ObjectIdentifier($0)) }
            .map { ($0, id, 0) }
        while let (type, parent, depth) = pending.popLast() {
            let childID = "\(parent)/\(TypeName.stable(type))"
            guard nodes[childID] == nil, depth < 64 else { continue }
            var node = Node(id: childID, kind: Self.kind(of: type), type: TypeName.stable(type), parent: parent, resolved: false)
            if parent == id, let name = propertyNames[ObjectIdentifier(type)] { node.attributes["property"] = name }
            nodes[childID] = node
            for dependency in BoundaryInspection.declaredDependencies(of: type) {
                let isPlugin = BoundaryInspection.kind(of: dependency) == .plugin
                let target = isPlugin
                    ? pluginID(dependency, besideParent: parent) : "\(parent)/\(TypeName.stable(dependency))"
                if isPlugin && nodes[target] == nil {
                    // A plugin exists as a type only until an adapter makes it: its ports are not known yet.
                    nodes[target] = Node(
                        id: target, kind: .plugin, type: TypeName.stable(dependency), parent: parent, resolved: false)
                }
                declaredEdges.append(Edge(from: childID, to: target, kind: isPlugin ? .plugin : .dependency, resolved: false))
            }
            if let adaptee = BoundaryInspection.adaptee(of: type) {
                declaredEdges.append(Edge(from: childID, to: pluginID(adaptee, besideParent: parent), kind: .adapts, resolved: false))
            }
            for sub in BoundaryInspection.declaredSubboundaries(of: type) {
                pending.append((sub, childID, depth + 1))
            }
        }
    }

    /// Ports from the framework's records (computed) merged with stored and lazy ports found by `Mirror`.
    private func ports(recorded: [PortRecord], stored properties: [StoredProperty]) -> [Port] {
        var ports: [String: Port] = [:]
        for port in recorded {
            ports[port.name] = Port(
                name: port.name, type: TypeName.stable(port.interfaceType), origin: .computed,
                place: port.place.map(Self.place))
        }
        for property in properties {
            // Lazy storage is optional, and so is a stored port assigned after `super.init`.
            let type = unwrappedType(Swift.type(of: property.value))
            guard let port = type as? any InputPortReflecting.Type else { continue }
            // A lazy port's `makeInputPort` call was recorded under its name when it ran.
            ports[property.name] = Port(
                name: property.name, type: TypeName.stable(port.interfaceType),
                origin: property.isLazy ? .lazy : .stored, made: unwrapped(property.value) != nil,
                place: ports[property.name]?.place)
        }
        return Array(ports.values)
    }

    /// The property of the parent container that holds this boundary, when one stores it.
    ///
    /// The parent is usually visited first and its properties are already known; when a
    /// dependency leads here before the parent, the parent is read now, once.
    private mutating func propertyName(of record: BoundaryRecord) -> String? {
        guard let parent = record.parent else { return nil }
        let key = ObjectIdentifier(parent)
        if subboundaryNames[key] == nil {
            guard let instance = parent.instance else { return nil }
            subboundaryNames[key] = Self.subboundaryProperties(StoredProperty.all(of: instance, stoppingAt: AnyBoundary.self))
        }
        return subboundaryNames[key]?[ObjectIdentifier(record.boundaryType)]
    }

    /// Stored (and lazy) properties holding a `Resolved` boundary, by boundary type.
    private static func subboundaryProperties(_ properties: [StoredProperty]) -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        for property in properties {
            let type = unwrappedType(Swift.type(of: property.value))
            guard let resolved = type as? any ResolvedBoundaryReflecting.Type else { continue }
            let key = ObjectIdentifier(resolved.boundaryType)
            if names[key] == nil || property.name < names[key]! { names[key] = property.name }
        }
        return names
    }

    private mutating func id(of record: BoundaryRecord) -> String {
        if let known = recordIDs[ObjectIdentifier(record)] { return known }
        let name = TypeName.stable(record.boundaryType)
        let id = record.parent.map { "\(self.id(of: $0))/\(name)" } ?? name
        recordIDs[ObjectIdentifier(record)] = id
        return id
    }

    private func pluginID(_ plugin: Any.Type, besideParent parent: String?) -> String {
        let name = TypeName.stable(plugin)
        return parent.map { "\($0)/\(name)" } ?? name
    }

    /// A recorded call site as a place with a relative file.
    private static func place(_ site: BoundaryCallSite) -> SourcePlace {
        SourceRoots.place(literal: site.filePathLiteral, filePath: site.filePath, fileID: site.fileID, line: site.line)
    }

    private static func kind(of type: Any.Type) -> NodeKind {
        switch BoundaryInspection.kind(of: type) {
        case .root: .root
        case .container: .container
        case .adapter: .adapter
        case .plugin: .plugin
        case .boundary, nil: .boundary
        }
    }

    private func snapshot(title: String) -> GraphSnapshot {
        var all = edges
        all += declaredEdges.filter { nodes[$0.from] != nil && nodes[$0.to] != nil }
        // A parent outside the captured part (capture started below the root) is left out.
        let kept = nodes.values.map { node -> Node in
            var node = node
            if let parent = node.parent, nodes[parent] == nil { node.parent = nil }
            return node
        }
        return GraphSnapshot(nodes: kept, edges: all, source: "boundaries", title: title)
    }
}
