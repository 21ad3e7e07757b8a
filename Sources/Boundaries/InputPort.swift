/// An object a boundary offers to the boundaries that depend on it.
///
/// Only `makeInputPort(implementation:)` makes one, so a port always comes from
/// a boundary. Dependents read it through `dependencies.portName`, which returns
/// the implementation itself.
public struct InputPort<Interface> {
    let implementation: Interface

    init(implementation: Interface) {
        self.implementation = implementation
    }
}

/// Lets an inspector learn a port's interface type from the port's type alone.
@_spi(WiringInspection) public protocol InputPortReflecting {
    /// The interface type the port offers.
    static var interfaceType: Any.Type { get }
}

@_spi(WiringInspection) extension InputPort: InputPortReflecting {
    public static var interfaceType: Any.Type { Interface.self }
}
