/// One filled slot of a boundary's dependencies, as the resolver saw it.
@_spi(WiringInspection) public enum DependencyRecord: @unchecked Sendable {
    /// A boundary dependency: the record of the boundary passed in.
    case boundary(BoundaryRecord)
    /// A plugin, made by an adapter.
    case plugin(PluginRecord)

    /// Whether this record stands for a filled slot's value.
    func describes(_ value: Any) -> Bool {
        switch self {
        case .boundary(let record): return (value as? AnyBoundary)?.internals.record === record
        case .plugin(let plugin): return type(of: value) == plugin.pluginType
        }
    }
}

/// A filled slot and the `resolve(dependency:)` or `resolve(plugin:)` call that filled it.
@_spi(WiringInspection) public struct HandedDependency: @unchecked Sendable {
    /// What filled the slot.
    public let record: DependencyRecord
    /// Where it was handed over.
    public let place: BoundaryCallSite
}

/// A plugin an adapter made for the boundary that declared it.
@_spi(WiringInspection) public struct PluginRecord: @unchecked Sendable {
    /// The plugin type.
    public let pluginType: Any.Type
    /// The plugin's input ports (its stored `InputPort` properties), in declaration order.
    public let ports: [PortRecord]
    /// The record of the adapter that made it.
    public let adapter: BoundaryRecord

    init<Plugin: PluginBoundary>(_ plugin: Plugin, adapter: BoundaryRecord) {
        self.pluginType = Plugin.self
        self.adapter = adapter
        // A plugin is a plain struct of ports, described once when it is made.
        self.ports = Mirror(reflecting: plugin).children.compactMap { child in
            guard let name = child.label, let port = type(of: child.value) as? any InputPortReflecting.Type else {
                return nil
            }
            return PortRecord(name: name, interfaceType: port.interfaceType, place: nil)
        }
    }

    /// The fully qualified plugin type name.
    public var typeName: String { String(reflecting: pluginType) }
}
