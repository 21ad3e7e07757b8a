/// One service of a synthetic boundary-like object graph: it holds the services it depends on.
///
/// Built by `SyntheticObjectGraphs.layered(objects:)`. Services of one layer share dependencies in
/// the next, so the graph is a DAG in which most objects are reached more than once.
public final class SyntheticService {
    /// The service's name, unique in its graph.
    public let name: String
    /// A plain value, like a setting a real service keeps.
    public let timeout: Double
    /// The services this one calls, held strongly.
    public var dependencies: [SyntheticService] = []
    /// An optional collaborator, held strongly when present.
    public var delegate: SyntheticService?

    /// Creates a service with no dependencies.
    ///
    /// - Parameters:
    ///   - name: The service's name.
    ///   - timeout: A plain value stored with it.
    public init(name: String, timeout: Double) {
        self.name = name
        self.timeout = timeout
    }
}
