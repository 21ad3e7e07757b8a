/// The placeholder in an unused slot of a boundary list.
public struct Empty: BoundaryProtocol, Sendable {
    /// Creates the placeholder.
    public init() {}
}
