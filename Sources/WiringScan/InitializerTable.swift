import Foundation

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
    /// - Parameters:
    ///   - built: The type the factory builds, for a hint on the factory's result (`.init(…)`).
    ///   - bound: The type name the call is taken to make (`App.Repo<App.Local>`): its generic arguments
    ///     stand for the type's generic parameters in the parameter's type, unless the call writes its own.
    func parameterType(
        of hint: ArgumentHint, in scope: LookupScope, writer: TypeNameWriter, built: String? = nil, bound: String? = nil
    ) -> String? {
        // A generic type built (`App.Repo<App.Local>`) is looked up by its name without arguments.
        let entry = hint.isFactoryResult
            ? (built ?? bound).flatMap { index.entries[$0] ?? index.entries[String($0.prefix { $0 != "<" })] }
            : index.entry(for: hint.type, in: scope)
        guard let entry,
              let found = hint.method.map({ methods["\(entry.qualifiedName).\($0)"] ?? [] }) ?? initializers(of: entry.qualifiedName)
        else { return nil }
        var written: String?
        if case .named(let components) = hint.type, let last = components.last, !last.arguments.isEmpty {
            written = writer.name(hint.type, in: scope)
        }
        let bindings = Self.genericBindings(of: entry, bound: written ?? bound ?? (hint.isFactoryResult ? built : nil))
        var names: Set<String> = []
        for initializer in found {
            let parameter: InitializerDecl.Parameter?
            if hint.label == "_" {
                parameter = initializer.parameters.indices.contains(hint.position) && initializer.parameters[hint.position].label == "_"
                    ? initializer.parameters[hint.position] : nil
            } else {
                parameter = initializer.parameters.first { $0.label == hint.label }
            }
            if let parameter { names.insert(Self.substituting(bindings, in: writer.name(parameter.type, in: initializer.scope))) }
        }
        return names.count == 1 ? names.first : nil
    }

    /// The generic parameters of a scanned type bound to the arguments of a name written for it:
    /// `App.Repo<App.Local>` binds `Source` of `struct Repo<Source>` to `App.Local`. Empty when the
    /// name is of another type or its arguments do not match the parameters one for one.
    static func genericBindings(of entry: TypeIndex.Entry, bound: String?) -> [String: String] {
        guard !entry.genericParameters.isEmpty, let bound, let open = bound.firstIndex(of: "<"), bound.hasSuffix(">"),
              bound[..<open] == entry.qualifiedName[...]
        else { return [:] }
        let arguments = topLevelArguments(bound[bound.index(after: open)..<bound.index(before: bound.endIndex)])
        guard arguments.count == entry.genericParameters.count else { return [:] }
        return Dictionary(zip(entry.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
    }

    /// `A, B<C, D>` → `["A", "B<C, D>"]`.
    private static func topLevelArguments(_ text: Substring) -> [String] {
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return arguments
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
