import SwiftSyntax

/// Something the interpreter cannot know without running the manifest, with why and where.
package struct ManifestUnknown: Error {
    package var reason: String
    package var line: Int
    /// Whether it is only a value: the result of a method of the library the interpreter does not
    /// model, which changed nothing else (`ManifestInterpreter+Carried.swift`). Calling a method
    /// on it changes nothing else either.
    package var isOpaque = false
    /// The values it is one of, when a condition that is not known chooses between arms that each
    /// give a value of the same kind (`flag ? .framework : .staticFramework`), in the order written
    /// (`ManifestInterpreter+Alternatives.swift`). A reader whose result is the same for each of them
    /// reads it; any other sees the unknown.
    package var alternatives: [ManifestValue]? {
        get { arms?.values }
        set { arms = newValue.map(ManifestArms.init) }
    }
    private var arms: ManifestArms?

    package init(reason: String, line: Int, isOpaque: Bool = false, alternatives: [ManifestValue]? = nil) {
        self.reason = reason
        self.line = line
        self.isOpaque = isOpaque
        self.alternatives = alternatives
    }

    /// The same why and where, without the values it is one of: what it is when it stands for
    /// something computed from it (a choice it decides, a branch it leads into), which is none of them.
    package var alone: ManifestUnknown {
        var copy = self
        copy.alternatives = nil
        return copy
    }
}

/// The values of a choice's arms, held by an unknown (`ManifestUnknown.alternatives`). They may
/// hold objects, which are classes; an unknown that holds them is thrown and caught while one
/// manifest is evaluated, and read by that manifest's reader after it, never by two threads at once.
private struct ManifestArms: @unchecked Sendable {
    var values: [ManifestValue]
}

/// A value the interpreter computes from `Package.swift`'s syntax: what the manifest holds at run
/// time, as far as the constructs the interpreter models can tell.
package indirect enum ManifestValue {
    case string(String, line: Int)
    case int(Int)
    case bool(Bool)
    /// `nil`.
    case nothing
    case array([ManifestValue])
    /// A dictionary literal's entries, in the order written (Swift's own order is unspecified, so
    /// only look-ups by key are read from it).
    case dictionary([(key: ManifestValue, value: ManifestValue)])
    /// A tuple's elements, with their labels (`nil` where unlabelled).
    case tuple([ManifestValue], labels: [String?])
    /// `a..<b` or `a...b` over integers, half-open here.
    case range(Int, Int)
    /// A value of the description library (`.target(…)`, `Package(…)`, `.when(…)`), kept whole.
    case object(ManifestObject)
    /// `.linux`, `.static`: a member named without a call, resolved where it is used.
    case member(String)
    /// A closure or a function of the manifest, to call.
    case closure(ManifestClosure)
    /// A type named as a value (`Target.Dependency`), for its static members.
    case type(String)
    /// Something the interpreter cannot compute.
    case unknown(ManifestUnknown)

    package static func unknown(_ reason: String, line: Int) -> ManifestValue { .unknown(ManifestUnknown(reason: reason, line: line)) }

    /// The string, when the value is one.
    package var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    /// The elements, when the value is an array.
    package var array: [ManifestValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The object, when the value is one.
    package var object: ManifestObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The first thing inside the value the interpreter could not compute (also a poisoned object's), if any.
    package var firstUnknown: ManifestUnknown? {
        switch self {
        case .unknown(let unknown): return unknown
        case .array(let elements), .tuple(let elements, _): return elements.lazy.compactMap(\.firstUnknown).first
        case .object(let object): return object.poisoned
        default: return nil
        }
    }

    /// The bytes the budget counts for making this value.
    package var cost: Int {
        switch self {
        case .string(let text, _): 32 + text.utf8.count
        case .array(let elements): 32 + 16 * elements.count
        case .dictionary(let entries): 32 + 32 * entries.count
        default: 16
        }
    }
}

/// A value of the description library kept whole: its type when known, the factory or member that
/// made it, its arguments and where it was written.
///
/// A class, as `Package`, `Target` and `Product` are in PackageDescription: a loop over
/// `package.targets` that appends to `target.dependencies` changes the targets themselves.
package final class ManifestObject {
    /// The type the value has (`Target`, `Target.Dependency`), or `""` when it was written as an
    /// implicit member whose type only its place tells (`.target(name:)` in `targets:` or in a
    /// target's `dependencies:`).
    package let type: String
    /// The factory or member that made it (`target` for `.target(…)`, `Package` for `Package(…)`).
    package let name: String
    /// The arguments in order, with their labels.
    package var arguments: [(label: String?, value: ManifestValue)]
    /// The line that stands for it: its own, or that of the outermost helper call that made it.
    package let line: Int
    /// The lines it spans, to tell an argument written inside it from one that comes from a variable.
    package let lines: ClosedRange<Int>
    /// Set when code the interpreter does not follow may have changed it: what it holds is not known.
    package var poisoned: ManifestUnknown?
    /// Whether it is a case of an enum the manifest declares (`type` the enum, `name` the case,
    /// `rawValue` its raw value when it has one): equal to the same case, and to nothing else.
    package var isEnumCase = false

    package init(type: String, name: String, arguments: [(label: String?, value: ManifestValue)], line: Int, lines: ClosedRange<Int>) {
        self.type = type
        self.name = name
        self.arguments = arguments
        self.line = line
        self.lines = lines
    }

    /// The argument with a label, if present.
    package subscript(label: String) -> ManifestValue? {
        get { arguments.first { $0.label == label }?.value }
        set {
            if let index = arguments.firstIndex(where: { $0.label == label }) {
                if let newValue { arguments[index].value = newValue } else { arguments.remove(at: index) }
            } else if let newValue {
                arguments.append((label, newValue))
            }
        }
    }

    /// The elements of a list argument: none when it is absent or `nil`; `nil` when it is not a list.
    package func list(_ label: String) -> [ManifestValue]? {
        switch self[label] {
        case nil, .nothing?: return []
        case .array(let elements)?: return elements
        default: return nil
        }
    }

    /// The first unlabelled argument, if present.
    package var firstUnlabelled: ManifestValue? {
        arguments.first { $0.label == nil }?.value
    }
}

/// A closure literal with the scope it captured, or a function of the manifest used as a value.
package struct ManifestClosure {
    package enum Body {
        case closure(ClosureExprSyntax)
        case function(ManifestFunction)
    }

    package let body: Body
    package let scope: ManifestScope
    /// Whether it is passed to a parameter marked with a result builder: its body's statements are
    /// the elements it builds.
    package var isBuilder = false
    /// The type of the elements a builder closure gives, as its parameter's function type writes
    /// them (`TargetDependency` for `() -> [TargetDependency]`), when known.
    package var builtType: String? = nil
}

/// A function the manifest declares (or an initializer of one of its structs), with the scope it
/// sees and, for a member, its owner type.
package struct ManifestFunction {
    /// The declaration: a function's, or an initializer's.
    package let declaration: DeclSyntax
    /// The scope its body's free names are looked up in: where it is declared.
    package let scope: ManifestScope
    /// The type it is a member of (`Target.Dependency`), or `nil` at the top level.
    package let owner: String?
    /// The value `self` stands for in an instance method of a library type.
    package var isInstance = false

    package init(declaration: FunctionDeclSyntax, scope: ManifestScope, owner: String?, isInstance: Bool = false) {
        self.declaration = DeclSyntax(declaration)
        self.scope = scope
        self.owner = owner
        self.isInstance = isInstance
    }

    /// An initializer of a struct the manifest declares.
    package init(initializer: InitializerDeclSyntax, scope: ManifestScope, owner: String) {
        self.declaration = DeclSyntax(initializer)
        self.scope = scope
        self.owner = owner
    }

    package var name: String { declaration.as(FunctionDeclSyntax.self)?.name.declaredName ?? "init" }

    package var signature: FunctionSignatureSyntax {
        declaration.as(FunctionDeclSyntax.self)?.signature ?? declaration.cast(InitializerDeclSyntax.self).signature
    }

    package var body: CodeBlockItemListSyntax? {
        (declaration.as(FunctionDeclSyntax.self)?.body ?? declaration.as(InitializerDeclSyntax.self)?.body)?.statements
    }

    package var modifiers: DeclModifierListSyntax {
        declaration.as(FunctionDeclSyntax.self)?.modifiers ?? declaration.cast(InitializerDeclSyntax.self).modifiers
    }

    /// Whether it is an initializer that is generic or may fail, whose calls are not followed (a
    /// function is followed, with its generic parameters bound where a type argument gives them).
    package var isGenericOrFailableInitializer: Bool {
        // A function's `where` clause only says which calls compile: the overload a call names is chosen by labels and argument kinds.
        if declaration.is(FunctionDeclSyntax.self) { return false }
        let initializer = declaration.cast(InitializerDeclSyntax.self)
        return initializer.genericWhereClause != nil || initializer.genericParameterClause != nil || initializer.optionalMark != nil
    }
}

/// The names visible where the interpreter computes: variables, and the functions declared there.
package final class ManifestScope {
    private var values: [String: ManifestValue] = [:]
    /// The types written for variables (`var deps: [Target.Dependency]`), for implicit members assigned later.
    private var types: [String: String] = [:]
    private var functions: [String: [ManifestFunction]] = [:]
    package let parent: ManifestScope?

    package init(parent: ManifestScope? = nil) {
        self.parent = parent
    }

    /// The value of a name, looked up outward.
    package func value(of name: String) -> ManifestValue? {
        var scope: ManifestScope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// Whether a name is bound as a variable here or outward.
    package func binds(_ name: String) -> Bool { value(of: name) != nil }

    /// Binds a name in this scope.
    package func bind(_ name: String, _ value: ManifestValue) {
        values[name] = value
    }

    /// Records the type written for a variable bound here.
    package func setType(_ name: String, _ type: String) {
        types[name] = type
    }

    /// The type written for a variable, looked up where it is bound.
    package func type(of name: String) -> String? {
        binding(name)?.types[name]
    }

    /// The scope, this one or outward, where a name is bound.
    private func binding(_ name: String) -> ManifestScope? {
        var scope: ManifestScope? = self
        while let current = scope {
            if current.values[name] != nil { return current }
            scope = current.parent
        }
        return nil
    }

    /// Changes a name where it is bound (outward), or binds it here.
    package func assign(_ name: String, _ value: ManifestValue) {
        (binding(name) ?? self).values[name] = value
    }

    /// Declares a function here.
    package func declare(_ function: ManifestFunction) {
        functions[function.name, default: []].append(function)
    }

    /// The functions of a name in the innermost scope that declares any, and whether a variable of
    /// that name is nearer (then it is the variable that is called).
    package func functions(named name: String) -> [ManifestFunction] {
        var scope: ManifestScope? = self
        while let current = scope {
            if current.values[name] != nil { return [] }
            if let found = current.functions[name] { return found }
            scope = current.parent
        }
        return []
    }

    /// Every value bound here and outward (each scope's in the order of their names), for marking
    /// what unfollowed code may change.
    package func allValues() -> [ManifestValue] {
        var result: [ManifestValue] = []
        var scope: ManifestScope? = self
        while let current = scope {
            result += current.values.keys.sorted().compactMap { current.values[$0] }
            scope = current.parent
        }
        return result
    }

    /// Marks a variable, where it is bound, as unknown.
    package func forget(_ name: String, _ unknown: ManifestUnknown) {
        binding(name)?.values[name] = .unknown(unknown)
    }
}
