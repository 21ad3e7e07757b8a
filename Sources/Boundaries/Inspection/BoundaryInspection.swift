/// Facts about boundary types and instances, for an inspector.
///
/// Everything here only reads: nothing builds a boundary, calls a port or
/// triggers a `lazy var`.
@_spi(WiringInspection) public enum BoundaryInspection {
    /// What kind of boundary a type is.
    public enum Kind: String, Sendable {
        case root, container, adapter, plugin, boundary
    }

    /// The record of a boundary instance.
    ///
    /// - Parameter boundary: A boundary built by the framework.
    /// - Returns: Its record.
    public static func record(of boundary: AnyBoundary) -> BoundaryRecord {
        boundary.internals.record
    }

    /// The kind of a boundary type.
    ///
    /// - Parameter type: A boundary or plugin type.
    /// - Returns: Its kind, or `nil` for a type that is not a boundary.
    public static func kind(of type: Any.Type) -> Kind? {
        if type is any RootBoundaryProtocol.Type { return .root }
        if type is any ContainerBoundaryProtocol.Type { return .container }
        if type is any AdapterBoundaryProtocol.Type { return .adapter }
        if type is any PluginBoundary.Type { return .plugin }
        if type is any BoundaryProtocol.Type { return .boundary }
        return nil
    }

    /// The boundaries and plugins a type lists in `Dependencies`, in declaration order.
    ///
    /// - Parameter type: A boundary type.
    /// - Returns: The declared types; empty for a type that is not a boundary.
    public static func declaredDependencies(of type: Any.Type) -> [Any.Type] {
        guard let boundary = type as? any BoundaryProtocol.Type else { return [] }
        return dependencies(of: boundary)
    }

    /// The boundaries a container lists in `Subboundaries`, in declaration order.
    ///
    /// - Parameter type: A container boundary type.
    /// - Returns: The declared types; empty for a type that is not a container.
    public static func declaredSubboundaries(of type: Any.Type) -> [Any.Type] {
        guard let container = type as? any ContainerBoundaryProtocol.Type else { return [] }
        return subboundaries(of: container)
    }

    /// The plugin an adapter type implements.
    ///
    /// - Parameter type: An adapter type.
    /// - Returns: The plugin type, or `nil` for a type that is not an adapter.
    public static func adaptee(of type: Any.Type) -> Any.Type? {
        guard let adapter = type as? any AdapterBoundaryProtocol.Type else { return nil }
        return pluginType(of: adapter)
    }

    private static func dependencies<B: BoundaryProtocol>(of _: B.Type) -> [Any.Type] {
        B.Dependencies.declaredTypes
    }

    private static func subboundaries<C: ContainerBoundaryProtocol>(of _: C.Type) -> [Any.Type] {
        C.Subboundaries.declaredTypes
    }

    // Not named `adaptee(of:)`: that name would pick the public overload above and recurse forever.
    private static func pluginType<A: AdapterBoundaryProtocol>(of _: A.Type) -> Any.Type {
        A.PluginAdaptee.self
    }
}
