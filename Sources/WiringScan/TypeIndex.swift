import Dispatch

/// Every type the scanned files declare, for turning names as written into the fully
/// qualified names a runtime capture records (`Module.Outer.Inner`).
struct TypeIndex: Sendable {
    /// A declared type (its declaration, and what its extensions add to its conformances).
    struct Entry {
        let module: String
        let path: [String]
        var keyword: DeclaredType.Keyword
        /// The inheritance clause with the file it was written in (extensions included).
        var inherited: [(reference: TypeReference, scope: LookupScope)]
        var isGeneric: Bool
        var isConditional: Bool
        var file: String
        var line: Int
        /// The generic parameters' names, in order.
        var genericParameters: [String] = []

        init(
            module: String, path: [String], keyword: DeclaredType.Keyword, inherited: [(reference: TypeReference, scope: LookupScope)],
            isGeneric: Bool, isConditional: Bool, file: String, line: Int, genericParameters: [String] = []
        ) {
            self.module = module
            self.path = path
            self.keyword = keyword
            self.inherited = inherited
            self.isGeneric = isGeneric
            self.isConditional = isConditional
            self.file = file
            self.line = line
            self.genericParameters = genericParameters
            qualifiedName = ([module] + path).joined(separator: ".")
        }

        /// `Module.Outer.Inner`, joined once when the type is indexed.
        let qualifiedName: String
        /// Where names inside the type's body are looked up.
        var scope: LookupScope { LookupScope(module: module, context: path, imports: []) }
    }

    /// Types by qualified name.
    private(set) var entries: [String: Entry] = [:]
    /// Non-generic type aliases by qualified name, with the scope their value is written in.
    private var aliases: [String: (value: TypeReference, scope: LookupScope, isConditional: Bool)] = [:]
    /// Modules declaring a top-level type, by the type's name.
    private var topLevel: [String: [String]] = [:]
    /// The scanned modules.
    private(set) var modules: Set<String> = []
    /// The last name of every indexed type and alias: a written name whose first component is none
    /// of these nor a scanned module names no scanned type, and is answered without building a candidate.
    private var lastNames: Set<String> = []

    /// Indexes the types of every file. Each file's types are made into entries on every core (their
    /// names joined, their scopes made); the tables are then filled in the files' order.
    ///
    /// - Parameter facts: The facts of every file, in a fixed order.
    init(_ facts: [SourceFacts]) {
        let prepared = ResultSlots<PreparedFile>(count: facts.count)
        DispatchQueue.concurrentPerform(iterations: facts.count) { index in
            prepared.set(index, PreparedFile(facts[index]))
        }
        var extensions: [(DeclaredType, SourceFacts)] = []
        for (file, prepared) in zip(facts, prepared.all) {
            modules.insert(file.module)
            for type in prepared.types {
                guard let entry = type.entry else {
                    extensions.append((type.declared, file))
                    continue
                }
                let name = entry.qualifiedName
                if entries[name] != nil {
                    // Declared twice: only possible in different `#if` branches (or broken code).
                    entries[name]?.isConditional = true
                    continue
                }
                entries[name] = entry
                if entry.path.count == 1 { topLevel[entry.path[0], default: []].append(file.module) }
                lastNames.insert(type.lastName)
            }
        }
        for (file, prepared) in zip(facts, prepared.all) {
            for alias in prepared.aliases {
                guard entries[alias.name] == nil, aliases[alias.name] == nil else { continue }
                aliases[alias.name] = (alias.alias.value, alias.scope, alias.alias.isConditional)
                if alias.alias.path.count == 1 { topLevel[alias.alias.path[0], default: []].append(file.module) }
                lastNames.insert(alias.lastName)
            }
        }
        for (type, file) in extensions {
            let scope = LookupScope(module: file.module, context: [], imports: file.imports)
            guard let name = qualifiedName(of: type.path.map { TypeComponent(name: $0, arguments: []) }, in: scope),
                  entries[name] != nil
            else { continue }
            entries[name]?.inherited += type.inherited.map { ($0, scope) }
            if type.isConditional && !type.inherited.isEmpty { entries[name]?.isConditional = true }
        }
    }

    /// One file's types and aliases made ready to index, apart from the other files.
    private struct PreparedFile {
        /// A type with its entry, or without one for an extension (indexed once every type is).
        var types: [(declared: DeclaredType, entry: Entry?, lastName: String)] = []
        var aliases: [(alias: TypeAlias, name: String, scope: LookupScope, lastName: String)] = []

        init(_ file: SourceFacts) {
            for type in file.types where !type.isLocal {
                guard type.keyword != .extension else {
                    types.append((type, nil, ""))
                    continue
                }
                let scope = LookupScope(module: file.module, context: Array(type.path.dropLast()), imports: file.imports)
                let entry = Entry(
                    module: file.module, path: type.path, keyword: type.keyword,
                    inherited: type.inherited.map { ($0, scope) }, isGeneric: type.isGeneric,
                    isConditional: type.isConditional, file: file.file, line: type.line, genericParameters: type.genericParameters)
                types.append((type, entry, TypeIndex.lastName(type.path)))
            }
            // A constant holding a metatype names its type as an alias does (`Keys.api` for `ApiProtocol`).
            for alias in file.aliases + file.metatypeConstants {
                let scope = LookupScope(module: file.module, context: Array(alias.path.dropLast()), imports: file.imports)
                aliases.append((alias, ([file.module] + alias.path).joined(separator: "."), scope, TypeIndex.lastName(alias.path)))
            }
        }
    }

    /// What follows the last `.` of a qualified name, read from its path: the path's last name, cut
    /// after a `.` it holds by its UTF-8 bytes (a cut by characters costs more than the look-ups it saves).
    private static func lastName(_ path: [String]) -> String {
        guard let last = path.last else { return "" }
        let bytes = last.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return last }
        return String(decoding: bytes[bytes.index(after: dot)...], as: UTF8.self)
    }

    /// The scanned type that members written inside the type path `path` of a file belong to, with the
    /// scope their bodies' names are looked up in; `nil` when the path names no scanned type.
    func owner(ofMembersIn path: [String], of file: SourceFacts) -> (String, LookupScope)? {
        let scope = LookupScope(module: file.module, context: [], imports: file.imports)
        guard let name = qualifiedName(of: path.map { TypeComponent(name: $0, arguments: []) }, in: scope),
              let entry = entries[name]
        else { return nil }
        return (name, LookupScope(module: entry.module, context: entry.path, imports: file.imports))
    }

    /// The qualified name of a scanned type a written name refers to, or `nil` when it is not a scanned type.
    ///
    /// The name is looked up as Swift does: nested in the enclosing types from the innermost out,
    /// then at the module's top level, then as `Module.Type`, then in the other scanned modules
    /// (the imported ones first).
    func qualifiedName(of components: [TypeComponent], in scope: LookupScope) -> String? {
        qualified(components, in: scope)?.name
    }

    /// `qualifiedName(of:in:)` with the part that qualifies the name as written: the module and
    /// enclosing types put before it (`Module.Outer`), empty when the name is written from its
    /// module on (`Module.Type`). A writer adding each component's generic arguments starts from it.
    func qualified(_ components: [TypeComponent], in scope: LookupScope) -> (qualifier: String, name: String)? {
        guard let head = components.first?.name else { return nil }
        // Every candidate below ends in `head` or starts with it as a module: a name neither can match is not scanned.
        guard lastNames.contains(head) || modules.contains(head) || head.utf8.contains(UInt8(ascii: ".")) else { return nil }
        // `Module.Outer.Head` then the rest: each enclosing prefix is built once, not joined again per depth.
        func withRest(_ qualifier: String, _ qualified: String) -> (qualifier: String, name: String) {
            (qualifier, components.dropFirst().reduce(into: qualified) { $0 += "." + $1.name })
        }
        var prefixes = [scope.module]
        prefixes.reserveCapacity(scope.context.count + 1)
        for name in scope.context { prefixes.append(prefixes[prefixes.count - 1] + "." + name) }
        for depth in stride(from: scope.context.count, through: 0, by: -1) {
            let candidate = prefixes[depth] + "." + head
            if entries[candidate] != nil || aliases[candidate] != nil { return withRest(prefixes[depth], candidate) }
        }
        if modules.contains(head), components.count > 1 {
            let candidate = "\(head).\(components[1].name)"
            if entries[candidate] != nil || aliases[candidate] != nil { return withRest("", head) }
        }
        if let declaring = topLevel[head] {
            let imported = declaring.filter { scope.imports.contains($0) }
            let unique = Set(imported.isEmpty ? declaring : imported)
            if unique.count == 1, let module = unique.first {
                return withRest(module, module + "." + head)
            }
        }
        return nil
    }

    /// The scanned type a reference names, if any, through type aliases.
    func entry(for reference: TypeReference, in scope: LookupScope) -> Entry? {
        var reference = reference
        var scope = scope
        for _ in 0..<16 {
            guard case .named(let components) = reference, components.allSatisfy({ $0.arguments.isEmpty }),
                  let name = qualifiedName(of: components, in: scope)
            else { return nil }
            if let entry = entries[name] { return entry }
            // `typealias Model = ModelBoundary`: the runtime sees the aliased type. An alias
            // inside `#if` could be either branch's, so it is not followed.
            guard let alias = aliases[name], !alias.isConditional else { return nil }
            reference = alias.value
            scope = alias.scope
        }
        return nil
    }

    /// The value of a type alias a reference names, with the scope it is written in, or `nil`.
    func aliasValue(for components: [TypeComponent], in scope: LookupScope) -> (TypeReference, LookupScope)? {
        guard components.allSatisfy({ $0.arguments.isEmpty }), let name = qualifiedName(of: components, in: scope) else { return nil }
        return aliasValue(named: name)
    }

    /// The value of the type alias with a qualified name (outside `#if`), with the scope it is written in, or `nil`.
    func aliasValue(named name: String) -> (TypeReference, LookupScope)? {
        guard let alias = aliases[name], !alias.isConditional else { return nil }
        return (alias.value, alias.scope)
    }
}

/// Where a name is looked up: its module, the enclosing type path and the file's imports.
struct LookupScope {
    var module: String
    var context: [String]
    var imports: Set<String>
}
