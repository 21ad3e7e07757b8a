/// A port a boundary made, as the framework recorded it.
@_spi(WiringInspection) public struct PortRecord: @unchecked Sendable {
    /// The property the port was made in.
    public let name: String
    /// The interface type the port offers.
    public let interfaceType: Any.Type
    /// Where the port was first made (the `makeInputPort` call); `nil` for a plugin's stored port.
    public let place: BoundaryCallSite?

    /// The fully qualified interface type name.
    public var typeName: String { String(reflecting: interfaceType) }
}
