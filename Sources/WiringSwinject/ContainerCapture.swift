import Swinject
import WiringModel

/// Captures a Swinject container and its parents into a snapshot.
///
/// Each container of the chain is a `box` node enclosed by its parent's; each
/// service entry is one `service` node in the container it was registered in,
/// however many keys (`.implements` forwards) lead to it; `resolves` edges come
/// from the instances the scopes keep (see `InstanceEdgeFinder`) and, when given,
/// from a `RecordingResolver`'s records. Only `Mirror` reads are made.
struct ContainerCapture {
    /// The containers, the captured one first, then its parent, and so on.
    private let chain: [ContainerMirror]
    private var nodes: [Node] = []
    private var registrations: [ServiceRegistration] = []
    /// Node id per service entry, by entry identity.
    private var idByEntry: [ObjectIdentifier: String] = [:]

    /// Captures a container.
    ///
    /// - Parameters:
    ///   - container: The container; a synchronized view is captured as the container it wraps.
    ///   - recorder: Recorded resolutions to add as exact `resolves` edges.
    /// - Returns: The snapshot.
    static func capture(_ container: Container, recorder: RecordingResolver?) -> GraphSnapshot {
        var capture = ContainerCapture(chain: Self.chain(from: container))
        capture.addContainers()
        capture.addRegistrations()
        var edges = InstanceEdgeFinder(registrations: capture.registrations).edges()
        if let recorder {
            let seen = Set(edges.map { [$0.from, $0.to] })
            edges += capture.recordedEdges(recorder).filter { !seen.contains([$0.from, $0.to]) }
        }
        return GraphSnapshot(nodes: capture.nodes, edges: edges, source: "swinject", title: "Swinject Container")
    }

    /// The container and its ancestors, with synchronized views skipped and cycles cut.
    private static func chain(from container: Container) -> [ContainerMirror] {
        var chain: [ContainerMirror] = []
        var seen = Set<ObjectIdentifier>()
        var next: Container? = container
        while let current = next, seen.insert(ObjectIdentifier(current)).inserted {
            let mirror = ContainerMirror(current)
            if !mirror.isSynchronizedView { chain.append(mirror) }
            next = mirror.parent
        }
        return chain
    }

    /// The id of the container at a position: `container`, `container/parent`, ….
    static func containerID(_ index: Int) -> String {
        (["container"] + Array(repeating: "parent", count: index)).joined(separator: "/")
    }

    private mutating func addContainers() {
        for (index, container) in chain.enumerated() {
            var attributes: [String: String] = [:]
            if let scope = EntryMirror.scopeName(container.defaultScope) { attributes["defaultScope"] = scope }
            // Every container has the type `Container`; a parent is keyed by its place in the
            // chain (`parent`, `parent/parent`), so labels and names tell it from the child.
            let key = index == 0 ? nil : Self.containerID(index).split(separator: "/").dropFirst().joined(separator: "/")
            nodes.append(Node(
                id: Self.containerID(index), kind: .box, type: SwinjectTypeName.of(Container.self),
                parent: index + 1 < chain.count ? Self.containerID(index + 1) : nil, key: key, attributes: attributes))
        }
    }

    private mutating func addRegistrations() {
        // Every key of every container, grouped by the entry it leads to.
        var keysByEntry: [ObjectIdentifier: [(index: Int, key: RegistrationKey)]] = [:]
        var entries: [ObjectIdentifier: AnyObject] = [:]
        for (index, container) in chain.enumerated() {
            for (key, entry) in container.registrations {
                keysByEntry[ObjectIdentifier(entry), default: []].append((index, key))
                entries[ObjectIdentifier(entry)] = entry
            }
        }
        for (identity, keys) in keysByEntry {
            guard let entry = entries[identity] else { continue }
            addRegistration(entry, keys: keys)
        }
    }

    private mutating func addRegistration(_ entry: AnyObject, keys: [(index: Int, key: RegistrationKey)]) {
        let mirror = EntryMirror(entry)
        // The entry lives in the container it was registered in when that container
        // holds it, otherwise in the nearest container that does.
        let indices = keys.map(\.index)
        let registeredIn = chain.firstIndex { $0.container === mirror.container }
        let home = registeredIn.flatMap { indices.contains($0) ? $0 : nil } ?? indices.min() ?? 0
        let homeKeys = keys.filter { $0.index == home }.map(\.key).sorted(by: RegistrationKey.byID)
        let primary = homeKeys.first { $0.serviceType == mirror.serviceType } ?? homeKeys[0]
        let forwarded = Set(keys.map(\.key).filter { $0 != primary }.map { key in
            key.name.map { "\(key.typeName)#\($0)" } ?? key.typeName
        })

        var attributes: [String: String] = [:]
        if let arguments = primary.arguments { attributes["arguments"] = arguments }
        if mirror.storage.kept != nil { attributes["instance"] = "true" }
        if !forwarded.isEmpty { attributes["forwardedTypes"] = forwarded.sorted().joined(separator: ", ") }
        if let option = primary.option { attributes["option"] = option }

        let id = "\(Self.containerID(home))/\(primary.idComponent)"
        idByEntry[ObjectIdentifier(entry)] = id
        nodes.append(Node(
            id: id, kind: .service, type: primary.typeName, parent: Self.containerID(home),
            resolved: mirror.hasStorage, key: primary.name, life: EntryMirror.scopeName(mirror.scope),
            attributes: attributes))
        let instances = mirror.storage.instances
        registrations.append(ServiceRegistration(
            id: id, containerIndex: home,
            serviceTypes: [primary.serviceType] + keys.map(\.key.serviceType).filter { $0 != primary.serviceType },
            instances: instances,
            instanceTypes: Set(instances.map { ObjectIdentifier(type(of: $0)) })))
    }

    /// The recorder's resolutions as edges, each key looked up as Swinject would:
    /// in the container the recorder resolves from, then up its parents.
    private func recordedEdges(_ recorder: RecordingResolver) -> [Edge] {
        let start = chain.firstIndex { $0.container === recorder.container } ?? 0
        return recorder.resolutions.compactMap { resolution in
            guard let from = nodeID(for: resolution.from, from: start),
                  let to = nodeID(for: resolution.to, from: start), from != to
            else { return nil }
            return Edge(from: from, to: to, kind: .resolves)
        }
    }

    /// The node of the entry a key leads to, searching the chain from a position upward.
    ///
    /// `Lazy<T>` and `Provider<T>` are matched to `T`'s registration, by name,
    /// as Swinject resolves them.
    private func nodeID(for key: RegistrationKey, from start: Int) -> String? {
        let wrapped = SwinjectTypeName.unwrappingLazy(key.typeName)
        for container in chain[start...] {
            for (candidate, entry) in container.registrations {
                let sameType = wrapped == key.typeName
                    ? candidate.serviceType == key.serviceType : candidate.typeName == wrapped
                if sameType, candidate.argumentsType == key.argumentsType, candidate.name == key.name,
                   candidate.option == key.option {
                    return idByEntry[ObjectIdentifier(entry)]
                }
            }
        }
        return nil
    }
}
