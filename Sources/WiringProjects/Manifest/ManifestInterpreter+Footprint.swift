import SwiftSyntax

/// What code the interpreter does not follow may change, marked unknown.
///
/// A statement outside the modelled set, a branch or loop whose condition is unknown, a call the
/// interpreter does not model: none is run, but everything it may write becomes unknown — each
/// variable it assigns, appends to or passes `inout`, each property of the library's objects it
/// may set (on every object still reachable when the object is not named directly), and the same
/// for the manifest's functions and closures it may call, and the static members it may
/// initialize. If it may make a `Package` or end the program, which package is the manifest's is
/// unknown. Nothing here looks for words: it follows the syntax of the code.
extension ManifestInterpreter {
    /// Marks what a node may change, and tells how control may leave it.
    package func undecided(_ node: Syntax, _ condition: ManifestUnknown, in scope: ManifestScope, leaves: Bool = false) -> ManifestFlow {
        // What the node gives when control leaves it is not the condition's value, even when that is one of several.
        let unknown = condition.alone
        do {
            try footprint(node, unknown, in: scope)
        } catch {
            return .uncertain(unknown, leavesLoop: true)
        }
        let escape = Self.escapes(node)
        if leaves || escape.beyondLoop { return .uncertain(unknown, leavesLoop: true) }
        if escape.toLoop { return .uncertain(unknown, leavesLoop: false) }
        return .normal
    }

    /// Marks unknown whatever a node may write.
    package func footprint(_ node: Syntax, _ condition: ManifestUnknown, in scope: ManifestScope) throws(ManifestStop) {
        // What it writes is not the condition's value, even when that is one of several.
        let unknown = condition.alone
        var pending: [(Syntax, ManifestScope)] = [(node, scope)]
        var seen: Set<SyntaxIdentifier> = [node.id]
        var properties: Set<String> = []
        var mayMakeRoot = false
        while let (current, where_) = pending.popLast() {
            let collector = FootprintCollector(
                rootType: vocabulary.rootType, callResultsShared: declaresReferenceTypes || !vocabulary.referenceTypes.isEmpty,
                isOtherType: isOtherThanRoot, mayMakeRoot: mayMakeRoot(implicitly:))
            collector.walk(current)
            try budget.allocate(collector.visited, line: unknown.line)
            mayMakeRoot = mayMakeRoot || collector.makesRoot || collector.ends
            for write in collector.writes {
                if let root = write.root, where_.binds(root) {
                    if write.path.isEmpty {
                        where_.forget(root, unknown)
                    } else if !poison(where_.value(of: root) ?? .nothing, path: write.path, unknown) {
                        where_.forget(root, unknown)
                    }
                } else {
                    properties.formUnion(write.path)
                }
            }
            // What the code may call: the manifest's functions, closures held in variables, getters
            // and static members — each followed in its own scope, in the order of their names.
            for name in collector.names.sorted() {
                if case .closure(let closure)? = where_.value(of: name) {
                    switch closure.body {
                    case .closure(let literal): if seen.insert(literal.id).inserted { pending.append((Syntax(literal), closure.scope)) }
                    case .function(let function):
                        if seen.insert(function.declaration.id).inserted { pending.append((Syntax(function.declaration), function.scope)) }
                    }
                }
                for function in where_.functions(named: name) where seen.insert(function.declaration.id).inserted {
                    pending.append((Syntax(function.declaration), function.scope))
                }
                if let getter = getters[name], seen.insert(getter.body.id).inserted { pending.append((Syntax(getter.body), global)) }
                for initializer in (structs[name]?.initializers ?? []) + (libraryInitializers[name] ?? [])
                where seen.insert(initializer.declaration.id).inserted {
                    pending.append((Syntax(initializer.declaration), global))
                }
                if uncertainNames[name] != nil { mayMakeRoot = true }
            }
            for name in collector.members.sorted() {
                // The code of every member of that name, static or not, of any type (types in name order).
                var bodies: [Syntax?] = []
                for member in statics.keys.sorted().flatMap({ statics[$0]?[name] ?? [] }) {
                    switch member {
                    case .function(let function): bodies.append(Syntax(function.declaration))
                    case .getter(let body, _): bodies.append(Syntax(body))
                    case .stored(let expression, _): bodies.append(Syntax(expression))
                    case .value, .enumCase: break
                    case .uncertain: bodies.append(nil)
                    }
                }
                for member in instanceMembers.keys.sorted().flatMap({ instanceMembers[$0]?[name] ?? [] }) {
                    switch member {
                    case .function(let function): bodies.append(Syntax(function.declaration))
                    case .getter(let body, _): bodies.append(Syntax(body))
                    case .uncertain: bodies.append(nil)
                    }
                }
                if name == "init" {
                    let initializers = structs.keys.sorted().flatMap { structs[$0]?.initializers ?? [] }
                        + libraryInitializers.keys.sorted().flatMap { libraryInitializers[$0] ?? [] }
                    bodies += initializers.map { Syntax($0.declaration) }
                }
                for body in bodies {
                    guard let body else { mayMakeRoot = true; continue }
                    if seen.insert(body.id).inserted { pending.append((body, global)) }
                }
            }
        }
        if !properties.isEmpty {
            // Objects written through a name the interpreter does not know here: the properties
            // written are unknown on every object still reachable that may hold them, set in the
            // order of their names (an object's arguments keep the order they are given in).
            let written = properties.sorted()
            let staticList = staticValues.keys.sorted().compactMap { staticValues[$0] }
            var reachable: [ManifestValue] = scope.allValues() + global.allValues() + made.map { .object($0) } + staticList
            var visited: Set<ObjectIdentifier> = []
            while let value = reachable.popLast() {
                switch value {
                case .array(let elements), .tuple(let elements, _): reachable += elements
                case .dictionary(let entries): reachable += entries.map(\.value)
                case .object(let object):
                    guard visited.insert(ObjectIdentifier(object)).inserted else { continue }
                    for label in written where object[label] != nil || (Self.listLabels.contains(label) && mayHold(object, label)) {
                        object[label] = .unknown(unknown)
                    }
                    reachable += object.arguments.map(\.value)
                case .closure(let closure): reachable += closure.scope.allValues()
                default: break
                }
            }
        }
        if mayMakeRoot {
            rootUncertain = rootUncertain ?? ManifestUnknown(
                reason: "code the reader does not follow may make a \(vocabulary.rootType) or end the manifest (" + unknown.reason + ")",
                line: unknown.line)
        }
    }

    /// Whether an implicit `.init(…)` whose type is not known may make the root value: one labelled
    /// `name:` first (`Package(name:…)`, `Project(name:…)`), or one an initializer the manifest
    /// declares could take. Any other is one of the library's or Swift's (`.init()` given to
    /// `formatter.string(from:)`), as for an initializer carried whole.
    private func mayMakeRoot(implicitly call: FunctionCallExprSyntax) -> Bool {
        let arguments = Self.arguments(of: call)
        return arguments.first?.label == "name" || mayCallDeclaredInitializer(arguments)
    }

    /// Whether a type written in the manifest is known not to be the root type: a type of the
    /// library or of the standard library, or one the manifest declares, that is not the root
    /// type nor an alias of it. A generic parameter or a type no one declares may be anything.
    private func isOtherThanRoot(_ written: String) -> Bool {
        var name = written
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        if name.hasPrefix("[") { return true }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        var resolved: Set<String> = []
        while let alias = typeAliases[name], resolved.insert(name).inserted { name = alias }
        if name == vocabulary.rootType { return false }
        return vocabulary.types.contains(name) || vocabulary.dictionaryTypes.contains(name) || Self.standardTypes.contains(name)
            || structs[name] != nil || statics[name] != nil || namespaces.contains(name)
    }

    /// The properties that default to a list, which unfollowed code may fill.
    package static let listLabels: Set<String> = ["dependencies", "targets", "products", "exclude", "swiftSettings", "sources", "path", "name"]

    /// Whether unfollowed code may give an object a property it was made without: any its type has,
    /// as the library's table of argument types declares them (Tuist's `Project` has no
    /// `products`); an object of a type the library does not declare (the manifest's own, or one
    /// only its place tells) may hold any.
    private func mayHold(_ object: ManifestObject, _ label: String) -> Bool {
        guard vocabulary.types.contains(object.type) else { return true }
        return vocabulary.argumentType(of: object.type, factory: object.name, label: label) != nil
    }

    /// Marks unknown the property at the end of a path through a value's objects; `false` when the
    /// path holds no object (the variable itself changes).
    private func poison(_ value: ManifestValue, path: [String], _ unknown: ManifestUnknown) -> Bool {
        guard let first = path.first else { return false }
        switch value {
        case .object(let object):
            if path.count == 1 {
                object[first] = .unknown(unknown)
                return true
            }
            let inner = objectProperty(first, of: object, line: unknown.line)
            if !poison(inner, path: Array(path.dropFirst()), unknown) { object[first] = .unknown(unknown) }
            return true
        case .array(let elements):
            var any = false
            for element in elements where poison(element, path: path, unknown) { any = true }
            return any
        default:
            return false
        }
    }

    /// Whether control may leave a node: to the enclosing loop (`break`, `continue`), or beyond
    /// it (`return`, `throw`, a labelled jump).
    package static func escapes(_ node: Syntax) -> (toLoop: Bool, beyondLoop: Bool) {
        let finder = EscapeFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return (finder.toLoop, finder.beyondLoop)
    }
}

/// Collects what a piece of code may write and call.
private final class FootprintCollector: SyntaxVisitor {
    package struct Write {
        var root: String?
        var path: [String]
    }

    package let rootType: String
    /// Whether a call may return an instance others hold (the manifest declares a class, or the
    /// library has classes, as PackageDescription's `Package` and `Target`); when not, what a call
    /// returns is a value of its own, and a method called on it changes nothing kept.
    package let callResultsShared: Bool
    package var writes: [Write] = []
    package var names: Set<String> = []
    package var members: Set<String> = []
    package var makesRoot = false
    package var ends = false
    package var visited = 0

    /// Whether a type written in the manifest is known not to be the root type.
    package let isOtherType: (String) -> Bool
    /// Whether an implicit `.init(…)` whose type is not known may make the root value.
    package let mayMakeRoot: (FunctionCallExprSyntax) -> Bool

    package init(
        rootType: String, callResultsShared: Bool, isOtherType: @escaping (String) -> Bool,
        mayMakeRoot: @escaping (FunctionCallExprSyntax) -> Bool
    ) {
        self.rootType = rootType
        self.callResultsShared = callResultsShared
        self.isOtherType = isOtherType
        self.mayMakeRoot = mayMakeRoot
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether an implicit `.init(…)` makes a value of a type known not to be the root type, as
    /// Swift infers it: the start of an implicit member chain (`.init().merging(…)`) that is what
    /// a function, closure or getter returns, or a variable's value, takes the type written
    /// there (`Self` the type its extension or declaration names). Anywhere else the type is not
    /// known here, and the call may make the root value.
    private func implicitlyOfOtherType(_ call: FunctionCallExprSyntax) -> Bool {
        var chain = Syntax(call)
        while let parent = chain.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == chain.id {
                chain = parent
            } else if let next = parent.as(FunctionCallExprSyntax.self), next.calledExpression.id == chain.id {
                chain = parent
            } else if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
                chain = parent
            } else {
                break
            }
        }
        guard let parent = chain.parent else { return false }
        let written: TypeSyntax?
        if parent.is(ReturnStmtSyntax.self) {
            written = returnType(around: parent)
        } else if let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 {
            written = returnType(around: Syntax(list))
        } else if let initializer = parent.as(InitializerClauseSyntax.self), let binding = initializer.parent?.as(PatternBindingSyntax.self) {
            written = binding.typeAnnotation?.type
        } else {
            return false
        }
        guard let written else { return false }
        var text = written.trimmedDescription
        if text == "Self" {
            guard let owner = enclosingTypeName(of: Syntax(written)) else { return false }
            text = owner
        }
        return isOtherType(text)
    }

    /// The type written as what the function, closure or getter holding a node returns.
    private func returnType(around node: Syntax) -> TypeSyntax? {
        var current = node.parent
        while let here = current {
            if let closure = here.as(ClosureExprSyntax.self) { return closure.signature?.returnClause?.type }
            if let function = here.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
            if let binding = here.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
            if here.is(InitializerDeclSyntax.self) || here.is(SubscriptDeclSyntax.self) { return nil }
            current = here.parent
        }
        return nil
    }

    /// The name of the type whose declaration or extension holds a node.
    private func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let here = current {
            if let decl = here.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            if let decl = here.as(StructDeclSyntax.self) { return decl.name.declaredName }
            if let decl = here.as(EnumDeclSyntax.self) { return decl.name.declaredName }
            if let decl = here.as(ClassDeclSyntax.self) { return decl.name.declaredName }
            current = here.parent
        }
        return nil
    }

    override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        visited += 1
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let isWrite = node.operator.is(AssignmentExprSyntax.self)
            || node.operator.as(BinaryOperatorExprSyntax.self).map { ManifestInterpreter.compoundOperators.contains($0.operator.text) } == true
        if isWrite { writes.append(chain(node.leftOperand)) }
        // An operator the manifest may declare is followed as a call of a function of that name.
        if let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ManifestInterpreter.readOperators.contains(op) {
            names.insert(op)
            members.insert(op)
        }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        writes.append(chain(node.expression))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.declaredName
            if let base = member.base, !Self.reading.contains(name) {
                // A method the reader does not know may change what it is called on.
                writes.append(chain(base))
            }
            if member.base == nil && name == "init", !implicitlyOfOtherType(node), mayMakeRoot(node) { makesRoot = true }
        }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.declaredName
            if name == rootType { makesRoot = true }
            if ["exit", "fatalError", "abort", "preconditionFailure", "precondition", "assert", "assertionFailure"].contains(name) { ends = true }
        }
        return .visitChildren
    }

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        ends = true
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.declaredName)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        members.insert(node.declName.baseName.declaredName)
        if node.declName.baseName.declaredName == "init", let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.declaredName == rootType {
            makesRoot = true
        }
        return .visitChildren
    }

    /// `a.b[0].c` as root `a` and path `[b, c]`; a chain that does not start at a name has no root.
    private func chain(_ expression: ExprSyntax) -> Write {
        var path: [String] = []
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                path.insert(member.declName.baseName.declaredName, at: 0)
                current = base
            } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
                current = subscripted.calledExpression
            } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                current = only.expression
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                // `merging(…).merging(…)`, `make().targets.append(…)`: the call's result is a
                // temporary; a value (a struct, as every type of ProjectDescription) is a copy no
                // one else holds, so only an instance of a class may be shared.
                guard callResultsShared else { return Write(root: nil, path: []) }
                // Whatever the call returns is written.
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { path.insert(member.declName.baseName.declaredName, at: 0) }
                return Write(root: nil, path: path.isEmpty ? ["targets", "dependencies", "products"] : path)
            } else {
                break
            }
        }
        if let reference = current.as(DeclReferenceExprSyntax.self) { return Write(root: reference.baseName.declaredName, path: path) }
        return Write(root: nil, path: path.isEmpty ? ["targets", "dependencies", "products"] : path)
    }

    /// Methods that only read what they are called on.
    package static let reading: Set<String> = [
        "map", "flatMap", "compactMap", "filter", "forEach", "contains", "allSatisfy", "reduce", "joined", "reversed", "sorted",
        "enumerated", "dropFirst", "dropLast", "prefix", "suffix", "first", "lowercased", "uppercased", "hasPrefix", "hasSuffix",
        "split", "replacingOccurrences", "appending",
    ]
}

/// Finds the jumps that leave a piece of code.
private final class EscapeFinder: SyntaxVisitor {
    package var toLoop = false
    package var beyondLoop = false
    private var loops = 0
    private var switches = 0

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        beyondLoop = true
        return .visitChildren
    }

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        beyondLoop = true
        return .visitChildren
    }

    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.label != nil { beyondLoop = true } else if loops == 0 && switches == 0 { toLoop = true }
        return .visitChildren
    }

    override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.label != nil { beyondLoop = true } else if loops == 0 { toLoop = true }
        return .visitChildren
    }

    override func visit(_ node: FallThroughStmtSyntax) -> SyntaxVisitorContinueKind {
        if switches == 0 { beyondLoop = true }
        return .visitChildren
    }

    // Jumps inside closures and nested functions stay there.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { loops -= 1 }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: WhileStmtSyntax) { loops -= 1 }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: RepeatStmtSyntax) { loops -= 1 }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { switches += 1; return .visitChildren }
    override func visitPost(_ node: SwitchExprSyntax) { switches -= 1 }
}
