import WiringModel

/// A reference the walk found to a node, kept until the edges are built; the node it starts at is
/// implied by where it is kept (see `ObjectGraphCapture`).
struct FoundReference {
    /// The position of the node referred to.
    let to: Int32
    /// How the reference holds it.
    let strength: ReferenceStrength
    /// The property path it was found under.
    let label: String

    init(to: Int, label: String, strength: ReferenceStrength) {
        self.to = Int32(truncatingIfNeeded: to)
        self.strength = strength
        self.label = label
    }
}
