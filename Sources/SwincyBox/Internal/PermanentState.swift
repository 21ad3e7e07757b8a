/// The progress of a permanent registration's one instance.
enum PermanentState {
    /// Nobody has resolved the service yet.
    case empty
    /// The resolution context with this identity is running the factory.
    case building(ObjectIdentifier)
    /// The instance exists and is returned by every resolve.
    case ready(Any)
}
