/// One object of a synthetic object tree: children held strongly, the parent weakly.
///
/// Built by `SyntheticObjectGraphs.tree(objects:)`; its stored fields mix references with plain
/// values, as app objects do, so a reflection walk has values to skip as well as references to follow.
public final class SyntheticObject {
    /// The object's name, unique in its tree.
    public let name: String
    /// A plain value.
    public var counter: Int
    /// The objects this one owns.
    public var children: [SyntheticObject] = []
    /// The object that owns this one; `nil` at the root.
    public weak var parent: SyntheticObject?

    /// Creates an object with no children.
    ///
    /// - Parameters:
    ///   - name: The object's name.
    ///   - counter: A plain value stored with it.
    public init(name: String, counter: Int) {
        self.name = name
        self.counter = counter
    }
}
