import Foundation

/// What the framework remembers about one boundary for an inspector: the ports
/// it made, the dependencies it was resolved with, and the subboundaries it built.
///
/// A container keeps one record per subboundary type, so a subboundary that a
/// computed property resolves afresh on every access still has one record, and
/// its ports accumulate there. Records hold no app objects: ports are kept as
/// names and types, and the boundary instance only weakly.
@_spi(WiringInspection) public final class BoundaryRecord: @unchecked Sendable {
    /// The boundary's type.
    public let boundaryType: Any.Type
    /// The record of the container that built this boundary; `nil` for a root.
    public private(set) weak var parent: BoundaryRecord?

    private let lock = NSLock()
    private var portsByName: [String: PortRecord] = [:]
    private var childrenByType: [ObjectIdentifier: BoundaryRecord] = [:]
    private var resolvedDependencies: [HandedDependency] = []
    private var firstPlace: BoundaryCallSite?
    private weak var latestInstance: AnyBoundary?
    private var resolutions = 0
    private var pluginDepth = 0

    init(boundaryType: Any.Type, parent: BoundaryRecord?) {
        self.boundaryType = boundaryType
        self.parent = parent
    }

    /// The ports made so far, sorted by name.
    public var ports: [PortRecord] {
        lock.withLock { portsByName.values.sorted { $0.name < $1.name } }
    }

    /// The subboundaries built so far, sorted by type name.
    public var children: [BoundaryRecord] {
        lock.withLock { Array(childrenByType.values) }.sorted { $0.typeName < $1.typeName }
    }

    /// The dependencies and plugins of the latest resolution, in declaration order.
    public var dependencies: [DependencyRecord] {
        lock.withLock { resolvedDependencies.map(\.record) }
    }

    /// The dependencies and plugins of the latest resolution, in declaration order, each with
    /// the `resolve(dependency:)` or `resolve(plugin:)` call that handed it over.
    public var handedDependencies: [HandedDependency] {
        lock.withLock { resolvedDependencies }
    }

    /// Where the boundary was first resolved: the `resolver(for:)` call, or `Resolved()` for a root.
    ///
    /// A subboundary that a computed property resolves afresh keeps the place of its first
    /// resolution, so the place does not depend on which access came last.
    public var place: BoundaryCallSite? {
        lock.withLock { firstPlace }
    }

    /// The latest instance, while it is alive.
    public var instance: AnyBoundary? {
        lock.withLock { latestInstance }
    }

    /// How many times the boundary has been resolved (a computed subboundary resolves on every access).
    public var resolveCount: Int {
        lock.withLock { resolutions }
    }

    /// The fully qualified type name.
    public var typeName: String { String(reflecting: boundaryType) }

    func attach(_ boundary: AnyBoundary) {
        lock.withLock { latestInstance = boundary }
    }

    func noteResolved(dependencies: [HandedDependency], at site: BoundaryCallSite?) {
        lock.withLock {
            resolvedDependencies = dependencies
            if firstPlace == nil { firstPlace = site }
            resolutions += 1
        }
    }

    func child(of type: Any.Type) -> BoundaryRecord {
        lock.withLock {
            if let existing = childrenByType[ObjectIdentifier(type)] { return existing }
            let record = BoundaryRecord(boundaryType: type, parent: self)
            childrenByType[ObjectIdentifier(type)] = record
            return record
        }
    }

    func notePort(named property: String, interface: Any.Type, at site: BoundaryCallSite) {
        // `#function` names a property plainly and a method with its arguments;
        // only properties are ports. Ports made while making a plugin belong to the plugin.
        guard !property.contains("(") else { return }
        lock.withLock {
            guard pluginDepth == 0, portsByName[property]?.interfaceType != interface else { return }
            portsByName[property] = PortRecord(name: property, interfaceType: interface, place: site)
        }
    }

    func beginMakingPlugin() { lock.withLock { pluginDepth += 1 } }
    func endMakingPlugin() { lock.withLock { pluginDepth -= 1 } }
}
