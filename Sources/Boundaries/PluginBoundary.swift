/// An abstract boundary that another boundary declares and an adapter implements.
///
/// Declare a plugin as a struct whose stored properties are the input ports the
/// declaring boundary needs, and list it in that boundary's `Dependencies`:
///
/// ```swift
/// struct Plugin: PluginBoundary {
///     var paymentService: InputPort<PaymentService>
/// }
/// typealias Dependencies = BoundaryList.Add<Plugin>
/// ```
public protocol PluginBoundary: BoundaryProtocol where Dependencies == BoundaryList {}

/// A boundary that implements a plugin.
///
/// The container connects it with `resolve(plugin:)`, which calls `makePlugin()` once.
public protocol AdapterBoundaryProtocol: BoundaryProtocol {
    /// The plugin this adapter implements.
    associatedtype PluginAdaptee: PluginBoundary

    /// Makes the plugin: its input ports with their implementations.
    ///
    /// - Returns: The plugin, handed to the boundary that declared it.
    func makePlugin() -> PluginAdaptee
}

/// An adapter boundary class: subclass it to implement a plugin.
public typealias AdapterBoundary = AnyBoundary & AdapterBoundaryProtocol

extension AdapterBoundaryProtocol where Self: AnyBoundary {
    /// Makes the plugin, recording that ports made meanwhile belong to the plugin.
    func makeRecordedPlugin() -> PluginAdaptee {
        internals.record.beginMakingPlugin()
        defer { internals.record.endMakingPlugin() }
        return makePlugin()
    }
}
