/// One `resolves` edge: while the factory of `from` ran, it resolved `to`.
@_spi(WiringInspection) public struct ResolutionRecord: Hashable, Sendable {
    /// The service being built.
    public let from: ServiceIdentity
    /// The service it resolved: the identity of the registration actually used, which
    /// may live in a parent box.
    public let to: ServiceIdentity

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - from: The service whose factory was running.
    ///   - to: The registration that answered the resolve.
    public init(from: ServiceIdentity, to: ServiceIdentity) {
        self.from = from
        self.to = to
    }
}

extension ResolutionRecord {
    /// Orders records by `from`, then `to`.
    static func precedes(_ lhs: ResolutionRecord, _ rhs: ResolutionRecord) -> Bool {
        if lhs.from != rhs.from { return ServiceIdentity.precedes(lhs.from, rhs.from) }
        return ServiceIdentity.precedes(lhs.to, rhs.to)
    }
}
