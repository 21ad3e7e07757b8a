/// One Swinject service entry as capture sees it: the node it becomes and what
/// the instance-edge heuristic needs to recognise its instances.
struct ServiceRegistration {
    /// The node id: the container's id, then the primary key (`container/App.Engine#vw`).
    let id: String
    /// The position of its container in the captured chain: 0 for the captured one, 1 for its parent, …
    let containerIndex: Int
    /// Every service type the entry answers for: the registered one and the forwarded ones.
    let serviceTypes: [Any.Type]
    /// The instances its storage knows of (kept and alive graph instances).
    let instances: [Any]
    /// The dynamic types of those instances.
    let instanceTypes: Set<ObjectIdentifier>
}
