/// One `resolves` edge: while the factory of `from` ran, it resolved `to`.
///
/// Two records are equal when they join the same services, wherever the `resolve` call was:
/// a box keeps one record per pair, with the place of the earliest call (in file and line order) that made it.
@_spi(WiringInspection) public struct ResolutionRecord: Hashable, Sendable {
    /// The service being built.
    public let from: ServiceIdentity
    /// The service it resolved: the identity of the registration actually used, which
    /// may live in a parent box.
    public let to: ServiceIdentity
    /// The `resolve` call inside the factory that made this edge; not part of equality.
    public let place: BoxCallSite?

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - from: The service whose factory was running.
    ///   - to: The registration that answered the resolve.
    ///   - place: The `resolve` call that made the edge, if known.
    public init(from: ServiceIdentity, to: ServiceIdentity, place: BoxCallSite? = nil) {
        self.from = from
        self.to = to
        self.place = place
    }

    public static func == (lhs: ResolutionRecord, rhs: ResolutionRecord) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(from)
        hasher.combine(to)
    }
}

extension ResolutionRecord {
    /// Orders records by `from`, then `to`.
    static func precedes(_ lhs: ResolutionRecord, _ rhs: ResolutionRecord) -> Bool {
        if lhs.from != rhs.from { return ServiceIdentity.precedes(lhs.from, rhs.from) }
        return ServiceIdentity.precedes(lhs.to, rhs.to)
    }
}
