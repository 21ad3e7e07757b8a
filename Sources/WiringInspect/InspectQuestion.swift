/// A question `wiring inspect` answers about a snapshot.
package enum InspectQuestion: Sendable, Equatable {
    /// The whole snapshot as a tree, followed by the lifetime audit.
    case overview
    /// One node in detail, named as the user typed it.
    case node(String)
    /// Why one node reaches another: the shortest paths between them.
    case path(from: String, to: String)
    /// Every cycle, strong and weak.
    case cycles
    /// The lifetime audit alone.
    case warnings
}
