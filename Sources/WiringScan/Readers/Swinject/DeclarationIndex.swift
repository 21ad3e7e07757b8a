import Dispatch

/// The whole tree's declarations the Swinject graph follows, from the same parse: functions and
/// initializers that take a resolver, properties (declared types, property wrappers), the
/// property wrappers that resolve, and the constants names are written with. Every look-up
/// table is built once.
struct DeclarationIndex {
    /// A declaration with the file and the scope its names are written in.
    struct Located<Declaration> {
        var declaration: Declaration
        var file: String
        var scope: LookupScope
        /// The qualified name of the enclosing type; empty for a free function.
        var owner: String
    }

    /// Functions by owner (empty for free functions), then by name.
    private var functions: [String: [String: [Located<ResolverFunction>]]] = [:]
    /// Methods by name alone, for calls on a value whose type is not known.
    private var methodsByName: [String: [Located<ResolverFunction>]] = [:]
    /// Wrapped properties by owner.
    private var wrapped: [String: [Located<WrappedProperty>]] = [:]
    /// Stored properties whose initial value resolves, by owner.
    private var resolving: [String: [Located<ResolvingProperty>]] = [:]
    /// Stored properties whose initial value makes an object, by owner.
    private var building: [String: [Located<BuildingProperty>]] = [:]
    /// Property wrappers that resolve, by name.
    private(set) var resolvingWrappers: Set<String> = []
    /// Declared property types by owner, then by name.
    private var properties: [String: [String: Located<TypedProperty>]] = [:]
    /// Types bound to a protocol's property by a member typealias or a one-value method, by owner, then by name.
    private var witnesses: [String: [String: Located<TypedProperty>]] = [:]
    /// Static property types by owner, then by name.
    private var staticProperties: [String: [String: Located<TypedProperty>]] = [:]
    /// Static methods' written return types, by type and method name, every overload in file and line order.
    private var staticMethodResults: [String: [String: [Located<StaticMethodResult>]]] = [:]
    /// Declared property types by name alone.
    private var propertiesByName: [String: [Located<TypedProperty>]] = [:]
    /// Constant values by the written path's last two components (`Keys.main`), and by the full path.
    private var constants: [String: Set<String>] = [:]
    /// Global string constants' values by module and name (two modules may each declare one of a name).
    private var globalConstants: [String: Set<String>] = [:]
    /// The raw values of each `String` enum's cases in order, by the enum's name and by its full path;
    /// empty for a name two different enums share.
    private var caseLists: [String: [String]] = [:]
    let index: TypeIndex

    init(_ files: [SwinjectFile], index: TypeIndex) {
        self.index = index
        // A wrapper resolves through a function of the tree that resolves (`appResolve(serviceType:)`).
        let resolvingFunctions = files.reduce(into: Set<String>()) { $0.formUnion($1.facts.resolvingFunctionNames) }
        for entry in files {
            let swinject = entry.facts
            for (wrapper, callees) in swinject.wrapperCallees where !callees.isDisjoint(with: resolvingFunctions) {
                resolvingWrappers.insert(wrapper)
            }
        }
        // The types declarations are written in are looked up for each file on every core; the tables are filled in the files' order.
        let owners = ResultSlots<[[String]: (String, LookupScope)?]>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            owners.set(position, Self.owners(in: files[position].file, files[position].facts, index: index))
        }
        for (entry, found) in zip(files, owners.all) {
            let file = entry.file, swinject = entry.facts
            func owner(_ path: [String]) -> (String, LookupScope)? { found[path] ?? nil }
            for function in swinject.resolverFunctions {
                guard let (name, scope) = owner(function.owner) else { continue }
                let located = Located(declaration: function, file: file.file, scope: scope, owner: name)
                functions[name, default: [:]][function.name, default: []].append(located)
                if !name.isEmpty { methodsByName[function.name, default: []].append(located) }
            }
            for property in swinject.wrappedProperties {
                guard let (name, scope) = owner(property.owner) else { continue }
                wrapped[name, default: []].append(Located(declaration: property, file: file.file, scope: scope, owner: name))
            }
            for property in swinject.resolvingProperties {
                guard let (name, scope) = owner(property.owner) else { continue }
                resolving[name, default: []].append(Located(declaration: property, file: file.file, scope: scope, owner: name))
            }
            for property in swinject.buildingProperties {
                guard let (name, scope) = owner(property.owner) else { continue }
                building[name, default: []].append(Located(declaration: property, file: file.file, scope: scope, owner: name))
            }
            resolvingWrappers.formUnion(swinject.resolvingWrappers)
            for property in file.typedProperties {
                guard let (name, scope) = owner(property.owner) else { continue }
                let located = Located(declaration: property, file: file.file, scope: scope, owner: name)
                if properties[name]?[property.name] == nil { properties[name, default: [:]][property.name] = located }
                propertiesByName[property.name, default: []].append(located)
            }
            // A property typed only by its value is looked up on its type, never by its name alone.
            for property in file.madeProperties {
                guard let (name, scope) = owner(property.owner), properties[name]?[property.name] == nil else { continue }
                properties[name, default: [:]][property.name] = Located(declaration: property, file: file.file, scope: scope, owner: name)
            }
            for property in file.staticProperties {
                guard let (name, scope) = owner(property.owner), staticProperties[name]?[property.name] == nil else { continue }
                staticProperties[name, default: [:]][property.name] = Located(declaration: property, file: file.file, scope: scope, owner: name)
            }
            for method in file.staticMethodResults {
                guard let (name, scope) = owner(method.owner) else { continue }
                staticMethodResults[name, default: [:]][method.name, default: []].append(
                    Located(declaration: method, file: file.file, scope: scope, owner: name))
            }
            for property in file.witnessedProperties {
                guard let (name, scope) = owner(property.owner), witnesses[name]?[property.name] == nil else { continue }
                witnesses[name, default: [:]][property.name] = Located(declaration: property, file: file.file, scope: scope, owner: name)
            }
            var cases: [[String]: [String]] = [:]
            for constant in file.constants where constant.isCase {
                cases[Array(constant.path.dropLast()), default: []].append(constant.value)
            }
            for (path, values) in cases {
                for name in Set([path.joined(separator: "."), path.last ?? ""]) {
                    caseLists[name] = caseLists[name].map { $0 == values ? values : [] } ?? values
                }
            }
            for constant in file.constants {
                if constant.path.count == 1 {
                    globalConstants[file.module + "\u{0}" + constant.path[0], default: []].insert(constant.value)
                    continue
                }
                let written = constant.path.suffix(2).joined(separator: ".") + (constant.isCase ? ".rawValue" : "")
                constants[written, default: []].insert(constant.value)
                let full = constant.path.joined(separator: ".") + (constant.isCase ? ".rawValue" : "")
                if full != written { constants[full, default: []].insert(constant.value) }
            }
        }
    }

    /// The scanned type each type path a file's declarations are written in names, with the scope their names
    /// are looked up in (`nil` for a path naming no scanned type; the empty path, outside types, is the file's top level).
    private static func owners(in file: SourceFacts, _ swinject: SwinjectFacts, index: TypeIndex) -> [[String]: (String, LookupScope)?] {
        var paths = swinject.resolverFunctions.map(\.owner) + swinject.wrappedProperties.map(\.owner)
        paths += swinject.resolvingProperties.map(\.owner) + swinject.buildingProperties.map(\.owner)
        paths += file.typedProperties.map(\.owner) + file.madeProperties.map(\.owner)
        paths += file.staticProperties.map(\.owner) + file.witnessedProperties.map(\.owner)
        paths += file.staticMethodResults.map(\.owner)
        var owners: [[String]: (String, LookupScope)?] = [:]
        for path in paths where owners[path] == nil {
            owners[path] = .some(
                path.isEmpty
                    ? ("", LookupScope(module: file.module, context: [], imports: file.imports))
                    : index.owner(ofMembersIn: path, of: file))
        }
        return owners
    }

    /// The type and its superclasses, as far as they are scanned.
    func lineage(of type: String) -> [String] {
        var chain: [String] = []
        var name = type
        for _ in 0..<8 {
            guard let entry = index.entries[name], !chain.contains(name) else { break }
            chain.append(name)
            guard entry.keyword == .class, let superclass = entry.inherited.first,
                  let parent = index.entry(for: superclass.reference, in: superclass.scope), parent.keyword == .class
            else { break }
            name = parent.qualifiedName
        }
        return chain
    }

    /// The functions of a type (or its superclasses) or the free functions, of a name, matching a call's labels.
    func functions(named name: String, of owner: String, labels: [String]) -> [Located<ResolverFunction>] {
        let owners = owner.isEmpty ? [""] : lineage(of: owner)
        for type in owners {
            let found = Self.matching(functions[type]?[name] ?? [], labels: labels)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Every function, method and initializer a type declares that takes a resolver, in file and line order.
    func functions(of owner: String) -> [Located<ResolverFunction>] {
        (functions[owner] ?? [:]).values.joined().sorted { ($0.file, $0.declaration.line) < ($1.file, $1.declaration.line) }
    }

    /// The methods of any type with a name and labels (for a call on a value of unknown type).
    func methods(named name: String, labels: [String]) -> [Located<ResolverFunction>] {
        Self.matching(methodsByName[name] ?? [], labels: labels)
    }

    /// Declarations whose labels are the call's, or that take the call's labels with defaults left out.
    private static func matching(_ candidates: [Located<ResolverFunction>], labels: [String]) -> [Located<ResolverFunction>] {
        if labels == [ResolverHandOff.anyOneLabel] {
            let single = candidates.filter { $0.declaration.labels.count == 1 }
            return single.count == 1 ? single : []
        }
        return callable(candidates, labels: labels) { ($0.declaration.labels, $0.declaration.defaulted) }
    }

    /// A call's written labels that stand for a trailing closure, which takes the next parameter whatever its label.
    static let trailingClosureLabel = "{}"

    /// The overloads a call with these labels can call, as Swift picks them: those whose labels are the call's, else
    /// those that take the call's labels with defaults left out.
    private static func callable<Declaration>(
        _ candidates: [Declaration], labels: [String], declared: (Declaration) -> (labels: [String], defaulted: Set<Int>)
    ) -> [Declaration] {
        let exact = candidates.filter { declared($0).labels == labels }
        if !exact.isEmpty { return exact }
        return candidates.filter { candidate in
            let (declaredLabels, defaulted) = declared(candidate)
            var remaining = labels[...]
            for (position, label) in declaredLabels.enumerated() {
                // A trailing closure passes over a defaulted parameter when a later one needs an argument.
                let passesOver = defaulted.contains(position) && declaredLabels.indices.dropFirst(position + 1).contains { !defaulted.contains($0) }
                if let next = remaining.first, next == label || (next == trailingClosureLabel && !passesOver) {
                    remaining = remaining.dropFirst()
                } else if !defaulted.contains(position) {
                    return false
                }
            }
            return remaining.isEmpty
        }
    }

    /// The properties of a type and its superclasses filled by a wrapper that resolves.
    func injectedProperties(of type: String) -> [Located<WrappedProperty>] {
        lineage(of: type).flatMap { wrapped[$0] ?? [] }.filter { resolvingWrappers.contains($0.declaration.wrapper) }
    }

    /// Every type's own properties filled by a wrapper that resolves, by the type's qualified name.
    var injectedPropertiesByOwner: [String: [Located<WrappedProperty>]] {
        wrapped.compactMapValues { properties in
            let injected = properties.filter { resolvingWrappers.contains($0.declaration.wrapper) }
            return injected.isEmpty ? nil : injected
        }
    }

    /// The scanned types the stored properties of a type (and its superclasses) make in their initial values.
    func builtByProperties(of type: String) -> [String] {
        var seen: Set<String> = [type]
        return lineage(of: type).flatMap { building[$0] ?? [] }.compactMap { property in
            guard let entry = index.entry(for: property.declaration.built, in: property.scope), entry.keyword != .protocol,
                  seen.insert(entry.qualifiedName).inserted
            else { return nil }
            return entry.qualifiedName
        }
    }

    /// The stored properties of a type (and its superclasses) whose initial value resolves.
    func resolvingProperties(of type: String) -> [Located<ResolvingProperty>] {
        lineage(of: type).flatMap { resolving[$0] ?? [] }
    }

    /// The declared type of a property: of the type (or its superclasses) when known, else of the one property of that name.
    ///
    /// A property the type does not declare, that a protocol outside the tree gives it (ReactorKit's
    /// `View.reactor`), holds the associated type the type binds: `typealias Reactor = R`, or
    /// `func bind(reactor: R)`, from which Swift infers it.
    func property(named name: String, of type: String?) -> Located<TypedProperty>? {
        if let type {
            let owners = lineage(of: type)
            for owner in owners {
                if let found = properties[owner]?[name] { return found }
            }
            for owner in owners {
                if let found = witnesses[owner]?[name] { return found }
            }
        }
        let all = propertiesByName[name] ?? []
        let types = Set(all.map { "\($0.declaration.type)" })
        return types.count == 1 ? all.first : nil
    }

    /// The type a static property of a type (or of its superclasses) holds: written, or made by its
    /// value (`static let shared = Locator()`).
    func staticProperty(named name: String, of type: String) -> Located<TypedProperty>? {
        lineage(of: type).lazy.compactMap { staticProperties[$0]?[name] }.first
    }

    /// The static methods of a type (or of its superclasses) of a name that a call with these labels can call, with
    /// the return types they declare (`static func getResolver() -> Resolver`): several when overloads the labels
    /// do not tell apart.
    func staticMethodResults(named name: String, of type: String, labels: [String]) -> [Located<StaticMethodResult>] {
        for owner in lineage(of: type) {
            let found = Self.callable(staticMethodResults[owner]?[name] ?? [], labels: labels) {
                ($0.declaration.labels, $0.declaration.defaulted)
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The raw values of the cases of the `String` enum written `written` (`Host`), in order, or
    /// `nil` when the scan declares no such enum or several.
    func caseValues(of written: String) -> [String]? {
        guard let values = caseLists[written], !values.isEmpty else { return nil }
        return values
    }

    /// The value of a global string constant of a module a key is written with (`name: databaseFile`, with
    /// `let databaseFile = "water.sqlite"` at the top level of a file of that module), when it declares one.
    func globalConstant(_ written: String, module: String) -> String? {
        guard !written.contains("."), let values = globalConstants[module + "\u{0}" + written], values.count == 1 else { return nil }
        return values.first
    }

    /// The value of a constant written as a name (`Keys.main`, `Field.nickname.rawValue`), when only one constant has it.
    func constant(_ written: String) -> String? {
        var path = written.split(separator: ".").map(String.init)
        let isCase = path.last == "rawValue"
        if isCase { path.removeLast() }
        let suffix = isCase ? ".rawValue" : ""
        if let values = constants[path.joined(separator: ".") + suffix], values.count == 1 { return values.first }
        if path.count > 2, let values = constants[path.suffix(2).joined(separator: ".") + suffix], values.count == 1 {
            return values.first
        }
        return nil
    }
}
