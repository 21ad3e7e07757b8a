/// The initializers of every scanned type (a struct without one gets its memberwise initializer),
/// for the parameter types `autoregister` resolves and untyped factory arguments are named from.
struct InitializerTable {
    /// One initializer: its parameters, with types written in `scope`.
    struct Initializer {
        var parameters: [InitializerDecl.Parameter]
        var scope: LookupScope
    }

    private var initializers: [String: [Initializer]] = [:]
    /// Static methods by `Type.method`.
    private var methods: [String: [Initializer]] = [:]
    private let index: TypeIndex

    /// Gathers initializers, keyed by the qualified name of the type each belongs to.
    init(_ facts: [SourceFacts], index: TypeIndex) {
        self.index = index
        var properties: [String: [Initializer]] = [:]
        for file in facts where !file.initializers.isEmpty || !file.storedProperties.isEmpty {
            func owner(_ path: [String]) -> (String, LookupScope)? {
                let scope = LookupScope(module: file.module, context: [], imports: file.imports)
                guard let name = index.qualifiedName(of: path.map { TypeComponent(name: $0, arguments: []) }, in: scope),
                      let entry = index.entries[name]
                else { return nil }
                return (name, LookupScope(module: entry.module, context: entry.path, imports: file.imports))
            }
            for declaration in file.initializers {
                guard let (name, scope) = owner(declaration.owner) else { continue }
                if let method = declaration.method {
                    methods["\(name).\(method)", default: []].append(Initializer(parameters: declaration.parameters, scope: scope))
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
        methods["\(type).\(name)"]
    }

    /// The parameter type a hint points at, when every initializer of the type that has that argument agrees.
    ///
    /// - Parameter built: The type the factory builds, for a hint on the factory's result (`.init(…)`).
    func parameterType(of hint: ArgumentHint, in scope: LookupScope, writer: TypeNameWriter, built: String? = nil) -> String? {
        let entry = hint.isFactoryResult ? built.flatMap { index.entries[$0] } : index.entry(for: hint.type, in: scope)
        guard let entry,
              let found = hint.method.map({ methods["\(entry.qualifiedName).\($0)"] ?? [] }) ?? initializers(of: entry.qualifiedName)
        else { return nil }
        var names: Set<String> = []
        for initializer in found {
            let parameter: InitializerDecl.Parameter?
            if hint.label == "_" {
                parameter = initializer.parameters.indices.contains(hint.position) && initializer.parameters[hint.position].label == "_"
                    ? initializer.parameters[hint.position] : nil
            } else {
                parameter = initializer.parameters.first { $0.label == hint.label }
            }
            if let parameter { names.insert(writer.name(parameter.type, in: initializer.scope)) }
        }
        return names.count == 1 ? names.first : nil
    }
}
