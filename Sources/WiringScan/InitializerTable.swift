import Dispatch

/// The initializers of every scanned type (a struct without one gets its memberwise initializer),
/// for the parameter types `autoregister` resolves and untyped factory arguments are named from.
struct InitializerTable {
    /// One initializer: its parameters, with types written in `scope`.
    struct Initializer {
        var parameters: [InitializerDecl.Parameter]
        var scope: LookupScope
    }

    private var initializers: [String: [Initializer]] = [:]
    /// Static methods by `Type.method`, instance methods by `Type#method`.
    private var methods: [String: [Initializer]] = [:]
    private let index: TypeIndex

    /// Gathers initializers, keyed by the qualified name of the type each belongs to.
    init(_ facts: [SourceFacts], index: TypeIndex) {
        self.index = index
        var properties: [String: [Initializer]] = [:]
        let declaring = facts.filter { !$0.initializers.isEmpty || !$0.storedProperties.isEmpty }
        // The types members are written in are looked up for each file on every core; the table is filled in the files' order.
        let owners = ResultSlots<[[String]: (String, LookupScope)?]>(count: declaring.count)
        DispatchQueue.concurrentPerform(iterations: declaring.count) { position in
            let file = declaring[position]
            var found: [[String]: (String, LookupScope)?] = [:]
            for path in file.initializers.map(\.owner) + file.storedProperties.map(\.owner) where found[path] == nil {
                found[path] = .some(index.owner(ofMembersIn: path, of: file))
            }
            owners.set(position, found)
        }
        for (file, found) in zip(declaring, owners.all) {
            func owner(_ path: [String]) -> (String, LookupScope)? { found[path] ?? nil }
            for declaration in file.initializers {
                guard let (name, scope) = owner(declaration.owner) else { continue }
                if let method = declaration.method {
                    methods[Self.methodKey(name, method, onInstance: declaration.isInstanceMethod), default: []].append(Initializer(parameters: declaration.parameters, scope: scope))
                    continue
                }
                initializers[name, default: []].append(Initializer(parameters: declaration.parameters, scope: scope))
            }
            for property in file.storedProperties {
                guard let (name, scope) = owner(property.owner), index.entries[name]?.keyword == .struct else { continue }
                let parameter = InitializerDecl.Parameter(label: property.name, type: property.type, hasDefault: property.hasDefault)
                if properties[name]?.isEmpty ?? true {
                    properties[name] = [Initializer(parameters: [parameter], scope: scope)]
                } else {
                    properties[name]?[0].parameters.append(parameter)
                }
            }
        }
        // A struct without an initializer of its own has the memberwise one.
        for (name, memberwise) in properties where initializers[name] == nil {
            initializers[name] = memberwise
        }
    }

    /// The initializers of a scanned type, or `nil` when the type is not scanned.
    ///
    /// A class without initializers inherits its superclass's (when scanned), else has `init()`.
    func initializers(of type: String) -> [Initializer]? {
        var name = type
        for _ in 0..<8 {
            guard let entry = index.entries[name] else { return nil }
            if let found = initializers[name] { return found }
            guard entry.keyword == .class, let superclass = entry.inherited.first,
                  let parent = index.entry(for: superclass.reference, in: superclass.scope), parent.keyword == .class
            else { return [Initializer(parameters: [], scope: entry.scope)] }
            name = parent.qualifiedName
        }
        return nil
    }

    /// The static methods of a scanned type with a name.
    func methods(of type: String, named name: String) -> [Initializer]? {
        methods[Self.methodKey(type, name, onInstance: false)]
    }

    /// Whether a scanned type itself (not a superclass) declares an instance method of a name that takes parameters.
    func declaresInstanceMethod(_ name: String, on type: String) -> Bool {
        methods[Self.methodKey(type, name, onInstance: true)] != nil
    }

    /// A method's key: `Type.method` for a static one, `Type#method` for an instance one.
    private static func methodKey(_ type: String, _ method: String, onInstance: Bool) -> String {
        type + (onInstance ? "#" : ".") + method
    }

    /// The parameter type a hint points at, when every initializer of the type that has that argument agrees.
    ///
    /// - Parameters:
    ///   - built: The type the factory builds, for a hint on the factory's result (`.init(…)`).
    ///   - bound: The type the call is taken to make (`Repo<Local>`): its generic arguments stand for the
    ///     type's generic parameters in the parameter's type, unless the call writes its own.
    /// - Returns: The parameter's type, as written in its initializer, with what its generic parameters stand for.
    func parameterType(
        of hint: ArgumentHint, in scope: LookupScope, writer: TypeNameWriter, built: MadeType? = nil, bound: MadeType? = nil
    ) -> MadeType? {
        // A type written with its arguments (`Repo<Local>(…)`) is looked up without them.
        let entry = hint.isFactoryResult ? (built ?? bound).flatMap(entry(of:)) : entry(of: MadeType(reference: hint.type, scope: scope))
        guard let entry,
              let found = hint.method.map({ methods[Self.methodKey(entry.qualifiedName, $0, onInstance: hint.onInstance)] ?? [] }) ?? initializers(of: entry.qualifiedName)
        else { return nil }
        var written: MadeType?
        if case .named(let components) = hint.type, let last = components.last, !last.arguments.isEmpty {
            written = MadeType(reference: hint.type, scope: scope)
        }
        let bindings = genericBindings(of: entry, bound: written ?? bound ?? (hint.isFactoryResult ? built : nil))
        var types: [String: MadeType] = [:]
        for initializer in found {
            let parameter: InitializerDecl.Parameter?
            if hint.label == "_" {
                parameter = initializer.parameters.indices.contains(hint.position) && initializer.parameters[hint.position].label == "_"
                    ? initializer.parameters[hint.position] : nil
            } else {
                parameter = initializer.parameters.first { $0.label == hint.label }
            }
            if let parameter {
                let type = MadeType(reference: parameter.type, scope: initializer.scope, bindings: bindings)
                types[type.name(writer), default: type] = type
            }
        }
        return types.count == 1 ? types.first?.value : nil
    }

    /// A scanned type's name as a type made: `App.Repo` → `Repo` in module `App`.
    func made(_ qualifiedName: String) -> MadeType? {
        guard let entry = index.entries[qualifiedName] else { return nil }
        return MadeType(
            reference: .named(entry.path.map { TypeComponent(name: $0, arguments: []) }),
            scope: LookupScope(module: entry.module, context: [], imports: []))
    }

    /// The scanned type a made type is, its generic arguments aside.
    private func entry(of made: MadeType) -> TypeIndex.Entry? {
        guard let (reference, scope) = made.resolved(index), case .named(let components) = reference else { return nil }
        return index.entry(for: .named(components.map { TypeComponent(name: $0.name, arguments: []) }), in: scope)
    }

    /// The generic parameters of a scanned type bound to the arguments of a type made: `Repo<Local>`
    /// binds `Source` of `struct Repo<Source>` to `Local`. Empty when the made type is another type or
    /// its arguments do not match the parameters one for one.
    func genericBindings(of entry: TypeIndex.Entry, bound: MadeType?) -> [String: MadeType] {
        guard !entry.genericParameters.isEmpty, let bound, let (reference, scope) = bound.resolved(index),
              case .named(let components) = reference, let last = components.last,
              last.arguments.count == entry.genericParameters.count,
              components.dropLast().allSatisfy({ $0.arguments.isEmpty }),
              index.qualifiedName(of: components, in: scope) == entry.qualifiedName
        else { return [:] }
        let arguments = last.arguments.map { MadeType(reference: $0, scope: scope, bindings: bound.bindings) }
        return Dictionary(zip(entry.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
    }

    /// A type name with each bare generic parameter replaced by what it is bound to
    /// (`Swift.Optional<Source>` → `Swift.Optional<App.Local>`); names that merely contain a parameter's
    /// name stay as they are.
    static func substituting(_ bindings: [String: String], in name: String) -> String {
        guard !bindings.isEmpty else { return name }
        if let whole = bindings[name] { return whole }
        var result = ""
        var word = ""
        var previous: Character?
        func flush() {
            // A word after a `.` is a member of something else (`Other.Source`), not the parameter.
            result += previous == "." ? word : bindings[word] ?? word
            word = ""
        }
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty { flush() }
            result.append(character)
            previous = character
        }
        if !word.isEmpty { flush() }
        return result
    }
}

/// A type a call is taken to make, as written (`Repo<Source>`), with the scope it was written in and what the
/// generic parameters it may name stand for (`Source` → `Local`, written in another scope).
struct MadeType {
    var reference: TypeReference
    var scope: LookupScope
    var bindings: [String: MadeType] = [:]

    /// Its runtime name, each bound generic parameter replaced (`App.Repo<App.Local>`).
    func name(_ writer: TypeNameWriter) -> String {
        InitializerTable.substituting(bindings.mapValues { $0.name(writer) }, in: writer.name(reference, in: scope))
    }

    /// What it stands for once a bare generic parameter is replaced by what it is bound to and a type
    /// alias by its value.
    func resolved(_ index: TypeIndex) -> (TypeReference, LookupScope)? {
        var current = self
        for _ in 0..<16 {
            guard case .named(let components) = current.reference else { return (current.reference, current.scope) }
            if components.count == 1, components[0].arguments.isEmpty, let bound = current.bindings[components[0].name] {
                current = bound
            } else if let (value, scope) = index.aliasValue(for: components, in: current.scope) {
                current = MadeType(reference: value, scope: scope, bindings: current.bindings)
            } else {
                return (current.reference, current.scope)
            }
        }
        return nil
    }
}
