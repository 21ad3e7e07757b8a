/// Why a box could not resolve a service.
///
/// `Box.resolving(_:key:)` throws it; `Box.resolve(_:key:)` traps with the same message.
public enum SwincyBoxError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Neither the box nor any of its parents has a registration for the type and key.
    ///
    /// - `typeName`: the fully qualified name of the requested type.
    /// - `key`: the requested key.
    /// - `boxPath`: the child-box keys of the box asked, `[]` for a root box.
    /// - `chain`: the services being built on this thread, ending with the requested one.
    case notRegistered(typeName: String, key: String?, boxPath: [String], chain: [String])

    /// Building the service needs the service itself: its factory (directly or through
    /// other factories) resolved it again, on this thread or on a thread this one waits for.
    ///
    /// - `typeName`: the fully qualified name of the requested type.
    /// - `key`: the requested key.
    /// - `chain`: the services being built on this thread, ending with the requested one.
    case cycle(typeName: String, key: String?, chain: [String])

    /// A lowercase message naming the type, the key and the resolution chain, and saying
    /// what to do.
    public var description: String {
        switch self {
        case .notRegistered(let typeName, let key, let boxPath, let chain):
            let service = ServiceIdentity.describe(typeName: typeName, key: key)
            let box = boxPath.isEmpty
                ? "the root box"
                : "child box \"\(boxPath.joined(separator: "/"))\" or its parents"
            let context = chain.count > 1 ? " while resolving \(chain.joined(separator: " -> "))" : ""
            let keyArgument = key.map { ", key: \"\($0)\"" } ?? ""
            return "no registration for \(service) in \(box)\(context); "
                + "register it with box.register(\(typeName).self\(keyArgument)) { ... } before resolving it"
        case .cycle(let typeName, let key, let chain):
            let service = ServiceIdentity.describe(typeName: typeName, key: key)
            return "resolution cycle on \(service): \(chain.joined(separator: " -> ")); "
                + "a service cannot need itself while it is built, so create one side first "
                + "and connect the other afterwards (a weak property set after creation or in onInitialised)"
        }
    }

    /// The message `Box.resolve` traps with.
    var trapMessage: String { "SwincyBox: \(description)" }
}
