import Swinject

/// What `Mirror` shows of one Swinject `ServiceEntry`: its scope, the container
/// it was registered in, and the instances its storage keeps.
///
/// The entry's `storage` is a `lazy var` made on the first resolve; it is read
/// through its backing field, so a registration never resolved has no storage
/// and capture does not make one.
struct EntryMirror {
    /// The type the entry was registered for (forwarded types lead to the same entry).
    let serviceType: Any.Type?
    /// The container `register` was called on, if it is still alive.
    let container: Container?
    /// The entry's object scope.
    let scope: AnyObject?
    /// Whether the entry's storage exists, that is, whether it was ever resolved.
    let hasStorage: Bool
    /// The instances its storage keeps.
    let storage: StorageMirror

    /// Reads a service entry.
    ///
    /// - Parameter entry: A `ServiceEntry<Service>`.
    init(_ entry: AnyObject) {
        serviceType = Reflection.child("serviceType", of: entry) as? Any.Type
        container = Reflection.child("container", of: entry) as? Container
        scope = Reflection.child("objectScope", of: entry).flatMap(Reflection.object)
        let storage = Reflection.child("$__lazy_storage_$_storage", of: entry)
        hasStorage = storage != nil
        self.storage = storage.map(StorageMirror.init) ?? StorageMirror()
    }

    /// The name a snapshot gives a scope: Swinject's four by name, a custom one by its description.
    static func scopeName(_ scope: AnyObject?) -> String? {
        guard let scope else { return nil }
        let known: [(ObjectScope, String)] = [
            (.transient, "transient"), (.graph, "graph"), (.container, "container"), (.weak, "weak"),
        ]
        if let match = known.first(where: { $0.0 === scope }) { return match.1 }
        if let scope = scope as? ObjectScope, !scope.description.isEmpty { return scope.description }
        if let scope = scope as? any CustomStringConvertible { return scope.description }
        return SwinjectTypeName.of(type(of: scope))
    }
}
