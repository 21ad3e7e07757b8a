/// The declared types of the scanned types' instance properties, and what each type adopts, for
/// reads typed by the property they fill (`self.reader = Resolver.resolve()`) or made through a
/// property (`resolver.resolve()` in a type adopting `Resolving`).
/// Readers that follow a chain from a type's static property (`Root.instance.child`) look its type up here too.
struct PropertyTypes {
    private var types: [String: (type: TypeReference, scope: LookupScope)] = [:]
    private var statics: [String: (type: TypeReference, scope: LookupScope)] = [:]
    private let index: TypeIndex

    init(_ facts: [SourceFacts], index: TypeIndex) {
        self.index = index
        for file in facts {
            Self.add(file.typedProperties, of: file, to: &types, index: index)
            Self.add(file.staticProperties, of: file, to: &statics, index: index)
        }
    }

    /// Notes each property by its owner's qualified name and its own, the first declaration of a name kept.
    private static func add(
        _ properties: [TypedProperty], of file: SourceFacts, to table: inout [String: (type: TypeReference, scope: LookupScope)],
        index: TypeIndex
    ) {
        let fileScope = LookupScope(module: file.module, context: [], imports: file.imports)
        for property in properties {
            let components = property.owner.map { TypeComponent(name: $0, arguments: []) }
            guard let owner = index.qualifiedName(of: components, in: fileScope) else { continue }
            let key = owner + "\u{0}" + property.name
            if table[key] == nil {
                table[key] = (property.type, LookupScope(module: file.module, context: property.owner, imports: file.imports))
            }
        }
    }

    /// The type a chain of properties read from a type's static property holds (`Store.shared.context`, written
    /// `["Store", "shared", "context"]` from `scope`): each link typed by its declaration (or the type its value
    /// makes), optionals unwrapped; `nil` when a link is not a property the scanned declarations type.
    func chainType(_ chain: [String], in scope: LookupScope) -> MadeType? {
        let typeLength = chain.prefix { $0.first?.isUppercase ?? false }.count
        guard typeLength > 0, typeLength < chain.count,
              var owner = index.qualifiedName(of: chain[..<typeLength].map { TypeComponent(name: $0, arguments: []) }, in: scope)
        else { return nil }
        var made: MadeType?
        for (offset, property) in chain[typeLength...].enumerated() {
            if offset > 0 {
                guard let current = made, let entry = index.entry(for: ResolverTyping.unwrapped(current.reference), in: current.scope)
                else { return nil }
                owner = entry.qualifiedName
            }
            made = offset == 0 ? staticType(of: property, in: owner) : madeType(of: property, in: owner)
            guard made != nil else { return nil }
        }
        return made.map { MadeType(reference: ResolverTyping.unwrapped($0.reference), scope: $0.scope) }
    }

    /// The type a static property of a type or of its superclasses holds: written, or made by its value.
    func staticType(of property: String, in owner: String) -> MadeType? {
        lookUp(property, from: owner, in: statics)
    }

    /// The qualified type of a property of a type or of its superclasses.
    func type(of property: String, in owner: String, names: TypeNameWriter) -> String? {
        madeType(of: property, in: owner)?.name(names)
    }

    /// The declared type of a property of a type or of its superclasses, as written where it is declared.
    func madeType(of property: String, in owner: String) -> MadeType? {
        lookUp(property, from: owner, in: types)
    }

    /// A property's entry in `table`, on `owner` or the nearest of its superclasses (up to 8 up) that declares it.
    private func lookUp(
        _ property: String, from owner: String, in table: [String: (type: TypeReference, scope: LookupScope)]
    ) -> MadeType? {
        var name = owner
        for _ in 0..<8 {
            if let found = table[name + "\u{0}" + property] { return MadeType(reference: found.type, scope: found.scope) }
            guard let entry = index.entries[name], let parent = entry.inherited.first,
                  let next = index.entry(for: parent.reference, in: parent.scope)
            else { return nil }
            name = next.qualifiedName
        }
        return nil
    }

    /// Whether a type adopts a protocol by its last name, itself or through a superclass or a protocol.
    func adopts(_ owner: String, _ protocolName: String) -> Bool {
        var queue = [owner]
        var seen: Set<String> = []
        while let name = queue.popLast(), seen.count < 32 {
            guard seen.insert(name).inserted, let entry = index.entries[name] else { continue }
            for inherited in entry.inherited {
                if inherited.reference.lastName == protocolName { return true }
                if let next = index.entry(for: inherited.reference, in: inherited.scope) { queue.append(next.qualifiedName) }
            }
        }
        return false
    }
}
