/// The instances one Swinject `InstanceStorage` keeps, read with `Mirror`.
///
/// - `PermanentStorage` (container scope) and `GraphStorage` keep `instance`; the
///   graph storage clears it when a resolution ends but remembers, weakly, the
///   instance of every graph it took part in (`instances`), which is how capture
///   still recognises graph-scoped instances that are alive.
/// - `WeakStorage` keeps `_instance`, a private box with a `weak` reference.
/// - `CompositeStorage` (the weak scope: weak + graph) combines `components`.
/// - `TransientStorage` keeps nothing; a custom storage is read by its `instance` field.
struct StorageMirror {
    /// What the storage's `instance` would return: the instance the scope keeps now.
    private(set) var kept: Any?
    /// Instances the storage still knows of besides `kept` (alive graph instances).
    private(set) var alive: [Any] = []

    /// An empty reading, for a registration without storage.
    init() {}

    /// Reads a storage.
    ///
    /// - Parameter storage: An `InstanceStorage`.
    init(_ storage: Any) {
        for (label, value) in Reflection.children(of: storage) {
            switch label {
            case "instance", "_instance":
                if kept == nil { kept = Reflection.unwrapped(value).flatMap(Self.throughWeakBox) }
            case "components":
                for component in Reflection.elements(of: value) {
                    let reading = StorageMirror(Reflection.unwrapped(component) ?? component)
                    if kept == nil { kept = reading.kept }
                    alive += [reading.kept].compactMap { $0 } + reading.alive
                }
            case "instances":
                for pair in Reflection.elements(of: value) {
                    if let box = Reflection.child("value", of: pair), let instance = Self.throughWeakBox(box) {
                        alive.append(instance)
                    }
                }
            default:
                continue
            }
        }
    }

    /// Every instance known, each object once (`kept` first).
    var instances: [Any] {
        var seen = Set<ObjectIdentifier>()
        var result: [Any] = []
        for instance in [kept].compactMap({ $0 }) + alive {
            if let object = Reflection.object(instance), !seen.insert(ObjectIdentifier(object)).inserted { continue }
            result.append(instance)
        }
        return result
    }

    /// The value inside Swinject's private `Weak` box (a class whose one field is
    /// `weak var object`), or the value itself when it is not such a box.
    private static func throughWeakBox(_ value: Any) -> Any? {
        let children = Reflection.children(of: value)
        guard Reflection.object(value) != nil, children.count == 1, children[0].label == "object" else { return value }
        return Reflection.unwrapped(children[0].value)
    }
}
