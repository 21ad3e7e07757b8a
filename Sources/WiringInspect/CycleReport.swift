import WiringModel

/// The loops of a snapshot's graph: each strongly connected component with one
/// example cycle through it.
///
/// Cycles that only close through a weak or unowned reference are listed apart: they
/// are how a retain cycle is meant to be broken, not a leak.
public struct CycleReport: Sendable, Encodable {
    /// One strongly connected component and an example cycle in it.
    public struct Cycle: Sendable, Equatable, Encodable {
        /// The ids of every node in the component, sorted.
        public var members: [String]
        /// The printed names of every node in the component, in the order of `members`.
        public var memberNames: [String]
        /// One shortest cycle in the component, as its edges in order.
        public var example: [EdgeStep]
        /// `true` when the component only closes through weak or unowned references.
        public var weak: Bool
    }

    /// Components that loop without a weak reference, ordered by their smallest id.
    public var cycles: [Cycle]
    /// Components that loop only through weak or unowned references, ordered by their smallest id.
    public var weakCycles: [Cycle]
}
