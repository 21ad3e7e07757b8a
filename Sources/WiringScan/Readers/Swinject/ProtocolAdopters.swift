import WiringText

/// The scanned types adopting each scanned protocol, for reading a call on a value typed by a protocol
/// (`injector.resolve(Api.self)` with `let injector: Injector`, `typealias Injector = Assembling & Resolving`):
/// the value is one of those types, so the call does what every one of them does.
///
/// A type adopts what its inheritance clause and its extensions name, through type aliases and
/// compositions (`A & B`), the protocols those protocols inherit, and what its superclass adopts.
struct ProtocolAdopters {
    /// Scanned types that are not protocols, by each scanned protocol they adopt.
    private var adopters: [String: Set<String>] = [:]
    /// The scanned protocols each scanned type that is not a protocol adopts, inherited ones included.
    private var adopted: [String: Set<String>] = [:]
    private let index: TypeIndex

    /// Reads the adoptions of every scanned type.
    ///
    /// - Parameter index: The scanned types.
    init(index: TypeIndex) {
        self.index = index
        var memo: [String: Set<String>] = [:]
        for name in index.entries.keys.sorted() {
            guard let entry = index.entries[name], entry.keyword != .protocol else { continue }
            var visiting: Set<String> = []
            let protocols = adoptedProtocols(of: name, memo: &memo, visiting: &visiting)
            adopted[name] = protocols
            for adopted in protocols {
                adopters[adopted, default: []].insert(name)
            }
        }
    }

    /// The scanned protocols a scanned type adopts (through its superclasses, the protocols they inherit,
    /// aliases and compositions), sorted; empty for a protocol or a type the scan does not declare.
    ///
    /// - Parameter type: A qualified type name.
    func protocols(adoptedBy type: String) -> [String] {
        (adopted[type] ?? []).sorted()
    }

    /// The scanned types a value of a type may be, when the type names scanned protocols: the types
    /// adopting every scanned protocol among the members of a composition (`App.Assembling & App.Resolving`),
    /// sorted. A member the scan does not declare as a protocol (`AnyObject`, a protocol of another
    /// package) is left aside: it narrows the adopters, and those the scan sees are checked either way.
    ///
    /// - Parameter type: A qualified type name, as `TypeNameWriter` writes it.
    /// - Returns: The adopters, or `nil` when no member of the type is a scanned protocol.
    func adopters(of type: String) -> [String]? {
        var found: Set<String>?
        for member in Self.members(of: type) where index.entries[member]?.keyword == .protocol {
            let adopting = adopters[member] ?? []
            found = found.map { $0.intersection(adopting) } ?? adopting
        }
        return found.map { $0.sorted() }
    }

    /// The members of a composition as written by `TypeNameWriter` (`A & B<C & D>` gives `A` and `B<C & D>`).
    static func members(of type: String) -> [String] {
        var members: [String] = []
        var current = ""
        var depth = 0
        var characters = type[...]
        while let character = characters.popFirst() {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "&" where depth == 0:
                members.append(current.trimmingSpacesAndTabs())
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        members.append(current.trimmingSpacesAndTabs())
        return members.filter { !$0.isEmpty }
    }

    /// The scanned protocols a scanned type adopts, its inherited ones included.
    private func adoptedProtocols(of name: String, memo: inout [String: Set<String>], visiting: inout Set<String>) -> Set<String> {
        if let known = memo[name] { return known }
        guard let entry = index.entries[name], visiting.insert(name).inserted else { return [] }
        var adopted: Set<String> = []
        for (reference, scope) in entry.inherited {
            for named in scannedTypes(reference, in: scope, depth: 0) {
                // A protocol adds itself and what it inherits; a superclass adds what it adopts.
                if index.entries[named]?.keyword == .protocol { adopted.insert(named) }
                adopted.formUnion(adoptedProtocols(of: named, memo: &memo, visiting: &visiting))
            }
        }
        visiting.remove(name)
        memo[name] = adopted
        return adopted
    }

    /// The scanned types an inherited type names, through aliases, compositions and `any`.
    private func scannedTypes(_ reference: TypeReference, in scope: LookupScope, depth: Int) -> [String] {
        guard depth < 16 else { return [] }
        switch reference {
        case .named(let components):
            guard let name = index.qualifiedName(of: components, in: scope) else { return [] }
            if index.entries[name] != nil { return [name] }
            guard let (value, aliasScope) = index.aliasValue(named: name) else { return [] }
            return scannedTypes(value, in: aliasScope, depth: depth + 1)
        case .composition(let members):
            return members.flatMap { scannedTypes($0, in: scope, depth: depth + 1) }
        case .existential(let constraint):
            return scannedTypes(constraint, in: scope, depth: depth + 1)
        default:
            return []
        }
    }
}
