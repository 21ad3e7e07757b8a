/// What a value is to the reflection walk.
enum ValueRole: Equatable {
    /// A class instance: a node, reached by an edge.
    case object
    /// A struct, enum, tuple or collection that may hold references: its children are walked.
    case container
    /// An optional of class type: its object, if any, is followed.
    case optionalObject
    /// Any other optional: unwrapped, then looked at again; `nil` is skipped.
    case optional
    /// A plain value that holds no references: skipped.
    case leaf
}
