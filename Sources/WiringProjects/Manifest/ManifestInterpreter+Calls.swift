import SwiftSyntax

/// Calls: the manifest's functions and closures (overloads chosen by labels, then by the kinds of
/// the arguments, as Swift would; a choice that needs type inference is not read), the library's
/// factories, the static and instance members the manifest declares, and the few global
/// functions of the standard library that end a program or change nothing.
extension ManifestInterpreter {
    package func call(_ call: FunctionCallExprSyntax, in scope: ManifestScope, expecting: String?) throws(ManifestStop) -> ManifestValue {
        let arguments = Self.arguments(of: call)
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.declaredName
            if let value = scope.value(of: name) {
                guard case .closure(let closure) = value else {
                    if case .unknown = value { return value }
                    return try unknownExpression(call, in: scope, "a call of '\(name)', which is not a function")
                }
                return try callClosure(closure, with: arguments, at: call, in: scope)
            }
            if let unknown = uncertainNames[name] {
                try footprint(Syntax(call), unknown, in: scope)
                return .unknown(unknown)
            }
            let functions = scope.functions(named: name)
            if !functions.isEmpty { return try callOverloaded(functions, receiver: nil, arguments: arguments, at: call, in: scope) }
            if let owner = enclosingStaticOwner(of: name) {
                return try staticMember(name, of: owner, arguments: arguments, at: call, in: scope)
            }
            // Inside a static member of a library type, a bare factory of that type is the type's (`target(…)` in `extension Target`).
            if let owner = staticSelfType(in: scope), vocabulary.factories[owner]?.contains(name) == true {
                return try staticMember(name, of: owner, arguments: arguments, at: call, in: scope)
            }
            if let value = scope.value(of: "self"), !declaredMember(name, of: value).isEmpty || isModelledMember(name, of: value) {
                return try method(name, of: value, arguments: arguments, at: call, in: scope)
            }
            // Inside a member of a type, a struct nested in it or in a type enclosing it, before any
            // other of that name (`DomainModule()` in `struct Module { static var domain = DomainModule() }`).
            let nested = qualified(name, inside: selfType)
            if nested != name, structs[nested] != nil { return try construct(nested, arguments: arguments, at: call, in: scope) }
            if vocabulary.initializers.contains(name) { return try makeLibraryValue(name, arguments: arguments, at: call, in: scope) }
            if structs[name] != nil { return try construct(name, arguments: arguments, at: call, in: scope) }
            // `Self(…)` inside a member of a struct the manifest declares (`static let nuke = Self(.external(name: "Nuke"))`).
            if name == "Self", let owner = selfType, structs[owner] != nil { return try construct(owner, arguments: arguments, at: call, in: scope) }
            if let carried = try carriedInitializer(of: name, arguments: arguments, at: call, in: scope) { return carried }
            if let value = try globalFunction(name, arguments: arguments, at: call, in: scope, expecting: expecting) { return value }
            let absent = absentModules(line(of: call))
            if !absent.isEmpty, unmodelledTypes[name] == nil, uncertainNames[name] == nil {
                let modules = absent.map { "'\($0)'" }.joined(separator: ", ")
                let unknown = ManifestUnknown(
                    reason: "'\(name)(…)' is declared in no file of the checkout: it may come from \(modules), which the file imports "
                        + "and whose source is not in the checkout (a Tuist plugin fetched from git; 'tuist install' brings it)",
                    line: line(of: call))
                try footprint(Syntax(call), unknown, in: scope)
                return .unknown(unknown)
            }
            return try unknownExpression(call, in: scope)
        }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            // A closure called where it is written gives a value of the type its place expects (`let x: [T] = { … }()`).
            return try callClosure(ManifestClosure(body: .closure(closure), scope: scope), with: arguments, at: call, in: scope, returning: expecting)
        }
        if let collection = Self.collectionType(call.calledExpression) {
            return try makeCollection(collection, arguments: arguments, at: call, in: scope)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return try unknownExpression(call, in: scope)
        }
        let name = member.declName.baseName.declaredName
        guard let base = member.base else {
            return try implicitMember(name, arguments: arguments, at: call, in: scope, expecting: expecting)
        }
        if let owner = typePath(Syntax(base)) ?? implicitTypePath(base, expecting: expecting) ?? staticSelf(base, in: scope) {
            // `Owner.Nested(…)`: a struct the manifest nests in another type, made by its initializer.
            let nested = owner + "." + name
            if structs[nested] != nil, statics[owner]?[name] == nil {
                return try construct(nested, arguments: arguments, at: call, in: scope)
            }
            return try staticMember(name, of: owner, arguments: arguments, at: call, in: scope)
        }
        if Self.mutatingMethods.contains(name) || Self.mutatingStringMethods.contains(name) {
            return try mutate(call, member: member, in: scope)
        }
        // A method that gives a value of its receiver's type passes the type its place expects on
        // to the receiver, as Swift's inference does (`[.core].appending(…)` in `dependencies:`).
        // So does an implicit member chain, whose start Swift looks up in the type the chain's place expects.
        let receiverType = (Self.elementType(of: expecting) != nil && returnsReceiverType(name)) || Self.startsWithImplicitMember(base) ? expecting : nil
        let value = try evaluate(base, in: scope, expecting: receiverType)
        if case .nothing = value, base.is(OptionalChainingExprSyntax.self) { return .nothing }
        // A variable or parameter written with its type: what its elements are, also when it holds none.
        let declared = base.as(DeclReferenceExprSyntax.self).flatMap { scope.type(of: $0.baseName.declaredName) }
        return try method(name, of: value, arguments: arguments, at: call, in: scope, expecting: expecting, declaredType: declared)
    }

    /// Whether every array method of this name — the standard library's and the manifest's own —
    /// gives a value of the type it is called on.
    private func returnsReceiverType(_ name: String) -> Bool {
        let declared = ["Array", "Sequence", "Collection", "RangeReplaceableCollection"].flatMap { instanceMembers[$0]?[name] ?? [] }
        if declared.isEmpty { return ["filter", "reversed", "sorted", "dropFirst", "dropLast", "prefix", "suffix"].contains(name) }
        return declared.allSatisfy { member in
            guard case .function(let function) = member, let written = function.signature.returnClause?.type else { return false }
            return ["Self", "[Element]", "Array<Element>"].contains(written.trimmedDescription)
        }
    }

    /// An argument as written: its label, its expression, and whether it is `&name`.
    package struct Argument {
        var label: String?
        var expression: ExprSyntax
        var isTrailingClosure = false
    }

    package static func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
        var result = call.arguments.map { Argument(label: $0.label?.text, expression: $0.expression) }
        if let closure = call.trailingClosure { result.append(Argument(label: nil, expression: ExprSyntax(closure), isTrailingClosure: true)) }
        for extra in call.additionalTrailingClosures {
            result.append(Argument(label: extra.label.text, expression: ExprSyntax(extra.closure), isTrailingClosure: true))
        }
        return result
    }

    // MARK: The library's values

    /// A value of the library made by a factory or initializer; a root value is recorded as made.
    package func make(type: String, name: String, arguments: [Argument], at node: some SyntaxProtocol, in scope: ManifestScope)
        throws(ManifestStop) -> ManifestValue {
        var values: [(label: String?, value: ManifestValue)] = []
        for argument in arguments {
            let expected = type.isEmpty
                ? vocabulary.owners(ofFactory: name).lazy.compactMap { self.vocabulary.argumentType(of: $0, factory: name, label: argument.label) }.first
                : vocabulary.argumentType(of: type, factory: name, label: argument.label)
            if argument.expression.is(InOutExprSyntax.self) { return try unknownExpression(node, in: scope) }
            values.append((argument.label, try evaluate(argument.expression, in: scope, expecting: expected)))
        }
        let place = place(of: node)
        try budget.allocate(64 + 32 * values.count, line: place.line)
        let object = ManifestObject(type: type, name: name, arguments: values, line: place.line, lines: place.lines)
        if type == vocabulary.rootType { madeRoot(object) }
        return .object(object)
    }

    /// A value of a struct the manifest declares: made by the initializer it declares that Swift
    /// would call with these arguments, which starts from the fields' default values and assigns
    /// `self`'s fields; else by its memberwise initializer.
    func construct(_ type: String, arguments: [Argument], at node: some SyntaxProtocol, in scope: ManifestScope) throws(ManifestStop) -> ManifestValue {
        guard let declared = structs[type] else { return try unknownExpression(node, in: scope) }
        let matching = declared.initializers.isEmpty ? [] : overloads(declared.initializers, arguments: arguments)
        if matching.count == 1, let (initializer, binding) = matching.first {
            let object = try startObject(type, declared, with: [], at: node)
            let result = try callFunction(initializer, receiver: .object(object), arguments: arguments, binding: binding, at: node, in: scope)
            if case .unknown = result { return result }
            return .object(object)
        }
        guard let fields = declared.memberwise, matching.isEmpty else {
            return try unknownExpression(
                node, in: scope,
                matching.isEmpty
                    ? "a call of the initializer of '\(type)' whose arguments match none of its declarations"
                    : "a call of the initializer of '\(type)' that matches \(matching.count) of its declarations (which one Swift picks depends on types the reader does not infer)")
        }
        // The memberwise initializer: the arguments by their labels in the fields' order, a missing one taking the field's default.
        var values: [(label: String?, value: ManifestValue)] = []
        var next = 0
        for field in fields {
            guard next < arguments.count, arguments[next].label == field.name, !arguments[next].isTrailingClosure else { continue }
            values.append((field.name, try evaluate(arguments[next].expression, in: scope, expecting: field.type.map(Self.typeName))))
            next += 1
        }
        let missing = fields.contains { field in field.defaultValue == nil && !values.contains { $0.label == field.name } }
        guard next == arguments.count, !missing else {
            return try unknownExpression(node, in: scope, "a call of the initializer of '\(type)' whose arguments do not match its fields")
        }
        return .object(try startObject(type, declared, with: values, at: node))
    }

    /// An object of a struct of the manifest with the values given, and every other stored
    /// property that has a default value set to it.
    private func startObject(
        _ type: String, _ declared: StructDeclaration, with given: [(label: String?, value: ManifestValue)], at node: some SyntaxProtocol
    ) throws(ManifestStop) -> ManifestObject {
        var values: [(label: String?, value: ManifestValue)] = []
        try withSelf(type) { () throws(ManifestStop) in
            for field in declared.stored {
                if let value = given.first(where: { $0.label == field.name }) {
                    values.append(value)
                } else if let start = field.defaultValue {
                    values.append((field.name, try evaluate(start, in: ManifestScope(parent: global), expecting: field.type.map(Self.typeName))))
                }
            }
        }
        let here = line(of: node)
        try budget.allocate(64 + 32 * values.count, line: here)
        return ManifestObject(type: type, name: type, arguments: values, line: here, lines: lineRange(of: node))
    }

    /// `Type(…)` of the library: the initializer the manifest adds to that type when its labels and
    /// argument kinds fit (what it assigns to `self` is the value), else the library's.
    func makeLibraryValue(_ type: String, arguments: [Argument], at node: some SyntaxProtocol, in scope: ManifestScope) throws(ManifestStop) -> ManifestValue {
        let matching = overloads(libraryInitializers[type] ?? [], arguments: arguments, strict: true)
        if matching.count > 1 {
            return try unknownExpression(
                node, in: scope, "a call of the initializer of '\(type)' that matches \(matching.count) of the manifest's declarations")
        }
        guard let (initializer, binding) = matching.first else {
            if let literal = try literalValue(of: type, arguments: arguments, in: scope) { return literal }
            return try make(type: type, name: type, arguments: arguments, at: node, in: scope)
        }
        var made = ManifestValue.unknown(ManifestUnknown(reason: "an initializer of '\(type)' that gives 'self' no value", line: line(of: node)))
        let result = try callFunction(initializer, receiver: made, arguments: arguments, binding: binding, at: node, in: scope) { inner in
            made = inner.value(of: "self") ?? made
        }
        if case .unknown = result { return result }
        return made
    }

    /// A case with associated values of an enum the manifest declares: an object of the enum named
    /// by the case, its values its arguments (labelled as the case declares them).
    func makeCase(_ element: EnumCaseElementSyntax, of type: String, arguments: [Argument], at node: some SyntaxProtocol, in scope: ManifestScope)
        throws(ManifestStop) -> ManifestValue {
        let parameters = element.parameterClause.map { Array($0.parameters) } ?? []
        guard parameters.count == arguments.count,
              zip(parameters, arguments).allSatisfy({ $0.firstName?.text == $1.label || ($0.firstName == nil && $1.label == nil) })
        else {
            return try unknownExpression(node, in: scope, "a case of '\(type)' made with arguments that do not match its values")
        }
        var values: [(label: String?, value: ManifestValue)] = []
        for (parameter, argument) in zip(parameters, arguments) {
            // The case's value type, named as Swift looks it up from inside the enum (`case app(App)`: `Modules.App`).
            values.append((argument.label, try evaluate(argument.expression, in: scope, expecting: qualified(Self.typeName(parameter.type), inside: type))))
        }
        let place = place(of: node)
        try budget.allocate(64 + 32 * values.count, line: place.line)
        let object = ManifestObject(type: type, name: element.name.declaredName, arguments: values, line: place.line, lines: place.lines)
        object.isEnumCase = true
        return .object(object)
    }

    /// `.name` or `.name(…)` with no type written: looked up in the type the place expects, else in
    /// the one type that declares it.
    package func implicitMember(_ name: String, arguments: [Argument]?, at node: some SyntaxProtocol, in scope: ManifestScope, expecting: String?)
        throws(ManifestStop) -> ManifestValue {
        var owner = expecting.map { Self.elementType(of: $0) == nil ? $0 : "" }.flatMap { $0.isEmpty ? nil : $0 }
        if owner == "Self" { owner = selfType }
        if let owner {
            if statics[owner]?[name] != nil || vocabulary.types.contains(owner) || namespaces.contains(owner) {
                return try staticMember(name, of: owner, arguments: arguments, at: node, in: scope)
            }
            if owner == "Bool" || owner == "String" || owner == "Int" {
                return try unknownExpression(node, in: scope, "'.\(name)' of '\(owner)'")
            }
        }
        let declaring = statics.filter { $0.value[name] != nil }.map(\.key).sorted()
        if name == "init" {
            if let arguments, let carried = try carriedInitializer(of: nil, arguments: arguments, at: node, in: scope) { return carried }
            return try unknownExpression(node, in: scope, "'.init(…)' whose type the reader does not infer")
        }
        if declaring.isEmpty {
            guard let arguments else { return .member(name) }
            return try make(type: "", name: name, arguments: arguments, at: node, in: scope)
        }
        // The one type declaring it, also when the library's factory of that name is its own (an overload).
        if declaring.count == 1, let only = declaring.first, vocabulary.owners(ofFactory: name).allSatisfy({ $0 == only }) {
            return try staticMember(name, of: only, arguments: arguments, at: node, in: scope)
        }
        return try unknownExpression(
            node, in: scope, "'.\(name)', which names members of \(declaring.joined(separator: ", ")) (the type Swift infers here is not read)")
    }

    /// `Owner.name` or `Owner.name(…)`.
    package func staticMember(_ name: String, of owner: String, arguments: [Argument]?, at node: some SyntaxProtocol, in scope: ManifestScope)
        throws(ManifestStop) -> ManifestValue {
        let here = line(of: node)
        // The environment, as a build that sets no variable of the manifest's has it (`BuildEnvironment`).
        if owner == "Context", name == "environment", arguments == nil, readsBuildEnvironment {
            return BuildEnvironment.value(line: here)
        }
        // Tuist's `Environment.isCI`: the variable `TUIST_IS_CI`, unless the manifest declares a type of that name.
        if owner == "Environment", arguments == nil, readsBuildEnvironment, generatesWithTuist, statics[owner] == nil {
            return environmentVariable(Self.tuistVariable(name), line: here)
        }
        if owner == "Context" {
            // The package's folder, its git state: what whoever builds it has.
            try footprint(Syntax(node), ManifestUnknown(reason: "'Context.\(name)'", line: here), in: scope)
            return .unknown(ManifestUnknown(reason: "'Context.\(name)' is what whoever builds the package has, which a scan cannot know", line: here))
        }
        // `allCases` of an enum of the manifest that is not `CaseIterable` (itself or through a protocol):
        // Swift would not compile it, so its cases are not taken for it.
        if name == "allCases", statics[owner]?[name] == nil, enumCaseLists[owner] != nil {
            let unknown = ManifestUnknown(
                reason: "'\(owner).allCases', but the enum '\(owner)' is not CaseIterable (it declares no such conformance, nor does a protocol it conforms to)",
                line: here)
            try footprint(Syntax(node), unknown, in: scope)
            return .unknown(unknown)
        }
        if let declared = staticDefinitions(name, of: owner) {
            let candidates = declared.filter { definition in
                switch definition {
                case .function, .enumCase: arguments != nil
                case .stored, .getter, .value: arguments == nil
                case .uncertain: true
                }
            }
            for case .uncertain(let unknown) in candidates {
                try footprint(Syntax(node), unknown, in: scope)
                return .unknown(unknown)
            }
            let functions = declared.compactMap { definition -> ManifestFunction? in
                if case .function(let function) = definition { return function }
                return nil
            }
            // The manifest's own static members overload the library's of the same name: Swift
            // calls the library's when none of the manifest's takes these arguments.
            let overloadsLibrary = vocabulary.types.contains(owner)
            if let arguments, !functions.isEmpty {
                if !overloadsLibrary { return try callOverloaded(functions, receiver: nil, arguments: arguments, at: node, in: scope) }
                var matching = overloads(functions, arguments: arguments, strict: true)
                if matching.count != 1, let chosen = try overloadChosenByValues(functions, arguments: arguments, in: scope) {
                    matching = [chosen]
                }
                // An argument's value may rule out every one of the manifest's, which leaves the library's.
                matching = try overloadsKeptByValues(matching, arguments: arguments, in: scope)
                if matching.count == 1, let (function, binding) = matching.first {
                    return try callFunction(function, receiver: nil, arguments: arguments, binding: binding, at: node, in: scope)
                }
                if matching.count > 1 {
                    return try unknownExpression(
                        node, in: scope, "a call of '\(name)' that matches \(matching.count) of its declarations (which one Swift picks depends on types the reader does not infer)")
                }
            } else if arguments == nil, candidates.isEmpty, functions.count == 1, let only = functions.first {
                // A static function named as a value (`list.map(TargetDependency.external)`).
                return .closure(ManifestClosure(body: .function(only), scope: only.scope))
            }
            if candidates.count == 1, let only = candidates.first {
                switch only {
                case .enumCase(let element):
                    guard let arguments else { break }
                    return try makeCase(element, of: owner, arguments: arguments, at: node, in: scope)
                case .stored(let expression, let type):
                    let key = owner + "." + name
                    let reading = readingPlace(of: node, declaredAt: expression)
                    if let known = staticValues[key] { return try placed(known, at: reading) }
                    // Swift initializes a static property once, on first use.
                    staticValues[key] = .unknown(ManifestUnknown(reason: "'\(key)' refers to itself while it is being initialized", line: here))
                    let value = try withSelf(owner) { () throws(ManifestStop) -> ManifestValue in
                        try evaluate(expression, in: ManifestScope(parent: global), expecting: type.map(Self.typeName) ?? owner)
                    }
                    staticValues[key] = value
                    return try placed(value, at: reading)
                case .value(let value):
                    return value
                case .getter(let body, let type):
                    let value = try withSelf(owner) { () throws(ManifestStop) -> ManifestValue in
                        try result(of: body, in: ManifestScope(parent: global), returning: type.map(Self.typeName) ?? owner, line: here)
                    }
                    return try placed(value, at: readingPlace(of: node, declaredAt: body))
                default: break
                }
            }
            if (!candidates.isEmpty || arguments == nil) && !(overloadsLibrary && candidates.allSatisfy(\.isFunction)) {
                return try unknownExpression(node, in: scope, "'\(owner).\(name)', declared more than once")
            }
        }
        if name == "init", let arguments, structs[owner] != nil {
            return try construct(owner, arguments: arguments, at: node, in: scope)
        }
        if vocabulary.types.contains(owner) {
            if let arguments {
                if name == "init" && !vocabulary.initializers.contains(owner) {
                    if let carried = try carriedInitializer(of: owner, arguments: arguments, at: node, in: scope) { return carried }
                    return try unknownExpression(node, in: scope)
                }
                if name == "init" { return try makeLibraryValue(owner, arguments: arguments, at: node, in: scope) }
                return try make(type: owner, name: name, arguments: arguments, at: node, in: scope)
            }
            return .member(name)
        }
        if owner == "ProcessInfo", name == "processInfo", arguments == nil {
            return .object(ManifestObject(type: "ProcessInfo", name: name, arguments: [], line: here, lines: here...here))
        }
        return try unknownExpression(node, in: scope)
    }

    /// The type whose static member a bare name inside a member of `Self` is: `Self`'s own, else
    /// the nearest enclosing type's (`service(name:)` of `TargetDependency`, called inside
    /// `TargetDependency.Service`), as Swift looks names up.
    package func enclosingStaticOwner(of name: String) -> String? {
        guard var owner = selfType else { return nil }
        while true {
            if staticDefinitions(name, of: owner) != nil { return owner }
            guard let dot = owner.lastIndex(of: ".") else { return nil }
            owner = String(owner[..<dot])
        }
    }

    /// The static members of one name a type of the manifest has: its own, else those an extension
    /// of a protocol it conforms to adds (`static func makeProject(…)` of `extension Module`, called
    /// as `Core.makeProject(…)`). A protocol's function is made a member of the conforming type, so
    /// `Self` in it, and in its default arguments, stands for that type, as Swift calls it.
    package func staticDefinitions(_ name: String, of owner: String) -> [StaticMember]? {
        if let own = statics[owner]?[name] { return own }
        guard let protocols = conformances[owner] else { return nil }
        let inherited = protocols.flatMap { statics[$0]?[name] ?? [] }
        guard !inherited.isEmpty else { return nil }
        return inherited.map { definition in
            guard case .function(let function) = definition, let declaration = function.declaration.as(FunctionDeclSyntax.self) else {
                return definition
            }
            return .function(ManifestFunction(declaration: declaration, scope: function.scope, owner: owner, isInstance: function.isInstance))
        }
    }

    /// Runs a body with `Self` standing for a type.
    package func withSelf<Result>(_ owner: String, _ body: () throws(ManifestStop) -> Result) throws(ManifestStop) -> Result {
        let outer = selfType
        selfType = owner
        defer { selfType = outer }
        return try body()
    }

    // MARK: Global functions of the standard library

    private func globalFunction(
        _ name: String, arguments: [Argument], at call: FunctionCallExprSyntax, in scope: ManifestScope, expecting: String?
    ) throws(ManifestStop) -> ManifestValue? {
        let here = line(of: call)
        switch name {
        case "fatalError", "preconditionFailure", "abort", "assertionFailure":
            throw .failed(ManifestUnknown(reason: "the manifest stops with '\(name)'; SwiftPM reads no package", line: here))
        case "exit":
            for argument in arguments { _ = try evaluate(argument.expression, in: scope, expecting: nil) }
            throw .exited(line: here)
        case "precondition", "assert":
            guard let condition = arguments.first else { return nil }
            switch try evaluate(condition.expression, in: scope, expecting: "Bool") {
            case .bool(true): return .nothing
            case .bool(false): throw .failed(ManifestUnknown(reason: "a '\(name)' fails; the manifest stops here", line: here))
            case .unknown(let unknown):
                rootUncertain = rootUncertain ?? ManifestUnknown(reason: "a '\(name)' may stop the manifest: " + unknown.reason, line: here)
                return .nothing
            default: return nil
            }
        case "print", "debugPrint":
            for argument in arguments { _ = try evaluate(argument.expression, in: scope, expecting: nil) }
            return .nothing
        case "Array":
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            switch try evaluate(arguments[0].expression, in: scope, expecting: nil) {
            case .array(let elements): return .array(elements)
            case .range(let low, let high):
                try budget.allocate(32 + 16 * (high - low), line: here)
                return .array((low..<high).map { .int($0) })
            case .unknown(let unknown): return .unknown(unknown)
            default: return nil
            }
        case "Set":
            // A set as the array of its distinct elements, in the order first written: what is read of
            // it (`contains`, `isEmpty`, `count`, a loop that makes targets in any order) does not depend on Swift's order.
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            switch try evaluate(arguments[0].expression, in: scope, expecting: Self.elementType(of: expecting) != nil ? expecting : nil) {
            case .array(let elements):
                var distinct: [ManifestValue] = []
                for element in elements {
                    var seen = false
                    for kept in distinct {
                        guard let same = try equal(kept, element, line: here) else { return .unknown(unmodelled(call, "a set of values the reader cannot compare")) }
                        seen = seen || same
                    }
                    if !seen { distinct.append(element) }
                }
                return .array(distinct)
            case .unknown(let unknown): return .unknown(unknown)
            default: return nil
            }
        case "String":
            guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "describing" else { return nil }
            switch try evaluate(arguments[0].expression, in: scope, expecting: nil) {
            case .string(let text, let line): return .string(text, line: line)
            case .int(let number): return .string(String(number), line: here)
            case .bool(let truth): return .string(truth ? "true" : "false", line: here)
            case .object(let object) where Self.describedByName(object): return .string(object.name, line: here)
            case .type(let type): return .string(Self.describedType(type), line: here)
            case .unknown(let unknown): return .unknown(unknown)
            default: return nil
            }
        case "zip":
            guard arguments.count == 2 else { return nil }
            let first = try evaluate(arguments[0].expression, in: scope, expecting: nil)
            let second = try evaluate(arguments[1].expression, in: scope, expecting: nil)
            guard case .array(let a) = first, case .array(let b) = second else { return first.firstUnknown.map { .unknown($0) } ?? nil }
            try budget.allocate(32 + 48 * min(a.count, b.count), line: here)
            return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
        default:
            return nil
        }
    }

    // MARK: The manifest's functions

    /// The functions of several that may take these arguments, with the arguments each parameter
    /// takes: by labels, then (when several are left, or `strict`, as when they overload the
    /// library's) by the kinds of the arguments as written.
    package func overloads(_ functions: [ManifestFunction], arguments: [Argument], strict: Bool = false) -> [(ManifestFunction, [[Int]])] {
        var matching = functions.compactMap { function in
            Self.bind(arguments, to: Self.parameters(of: function.signature)).map { (function, $0) }
        }
        if matching.count > 1 || strict {
            // Labels leave several: keep those whose parameter types accept the arguments as written.
            matching = matching.filter { candidate in
                zip(Self.parameters(of: candidate.0.signature), candidate.1).allSatisfy { parameter, indices in
                    indices.allSatisfy { acceptsDeclared(parameter.type, arguments[$0].expression) != false }
                }
            }
            if matching.count > 1 {
                matching = matching.filter { candidate in
                    zip(Self.parameters(of: candidate.0.signature), candidate.1).allSatisfy { parameter, indices in
                        indices.allSatisfy { acceptsDeclared(parameter.type, arguments[$0].expression) == true }
                    }
                }
            }
        }
        return matching
    }

    /// Calls the one function of several that Swift would call with these arguments.
    package func callOverloaded(
        _ functions: [ManifestFunction], receiver value: ManifestValue?, arguments: [Argument], at node: some SyntaxProtocol,
        in scope: ManifestScope
    ) throws(ManifestStop) -> ManifestValue {
        var matching = overloads(functions, arguments: arguments)
        if matching.count != 1, let chosen = try overloadChosenByValues(functions, arguments: arguments, in: scope) { matching = [chosen] }
        guard matching.count == 1, let (function, binding) = matching.first else {
            let name = functions.first?.name ?? "?"
            let why = matching.isEmpty
                ? "a call of '\(name)' that matches none of its declarations"
                : "a call of '\(name)' that matches \(matching.count) of its declarations (which one Swift picks depends on types the reader does not infer)"
            return try unknownExpression(node, in: scope, why)
        }
        return try callFunction(function, receiver: value, arguments: arguments, binding: binding, at: node, in: scope)
    }

    /// Calls a function with arguments already matched to its parameters.
    package func callFunction(
        _ function: ManifestFunction, receiver value: ManifestValue?, arguments: [Argument], binding: [[Int]], at node: some SyntaxProtocol,
        in scope: ManifestScope, finish: (ManifestScope) -> Void = { _ in }
    ) throws(ManifestStop) -> ManifestValue {
        let here = line(of: node)
        let declaration = function.declaration
        guard let body = function.body else { return .unknown(unmodelled(declaration, "a function without a body")) }
        if function.signature.effectSpecifiers?.asyncSpecifier != nil || function.isGenericOrFailableInitializer
            || function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) {
            return try unknownExpression(node, in: scope, "a call of '\(function.name)'")
        }
        if let unknown = unmodelledType(in: function.signature) {
            try footprint(Syntax(node), unknown, in: scope)
            return .unknown(unknown)
        }
        let parameters = Self.parameters(of: function.signature)
        let inner = ManifestScope(parent: function.scope)
        if let value { inner.bind("self", value) }
        var writeBacks: [(name: String, place: Place)] = []
        for (parameter, indices) in zip(parameters, binding) {
            let expected = qualified(Self.typeName(parameter.type), inside: function.owner)
            // The parameter is of the type its declaration writes, whatever the call gives it (`[]`, or
            // its default): an implicit member compared with its elements is looked up there.
            if !parameter.isInout { inner.setType(parameter.name, expected) }
            if parameter.isInout {
                guard let index = indices.first, let written = arguments[index].expression.as(InOutExprSyntax.self),
                      let place = try place(of: written.expression, in: scope)
                else { return try unknownExpression(node, in: scope, "an 'inout' argument") }
                inner.bind(parameter.name, place.get())
                writeBacks.append((parameter.name, place))
            } else if parameter.isVariadic {
                var values: [ManifestValue] = []
                for index in indices { values.append(try evaluate(arguments[index].expression, in: scope, expecting: expected)) }
                inner.bind(parameter.name, .array(values))
            } else if let index = indices.first {
                var value = try evaluate(arguments[index].expression, in: scope, expecting: expected)
                // A closure written for a parameter marked with a result builder builds what its statements give.
                if case .closure(var closure) = value, case .closure = closure.body,
                   parameter.attributes.contains(where: { resultBuilders.contains(aliased($0)) }) {
                    closure.isBuilder = true
                    if let written = parameter.type.as(FunctionTypeSyntax.self) {
                        closure.builtType = Self.elementType(of: qualified(Self.typeName(written.returnClause.type), inside: function.owner))
                    }
                    value = .closure(closure)
                }
                inner.bind(parameter.name, value)
            } else if let defaultValue = parameter.defaultValue {
                // A default argument is read where the function is declared: a bare name in it may be a static member of its owner.
                let value = try withOwner(function) { () throws(ManifestStop) -> ManifestValue in
                    try evaluate(defaultValue, in: ManifestScope(parent: function.scope), expecting: expected)
                }
                inner.bind(parameter.name, value)
            }
        }
        // The type it returns named as its parameters' are (an alias, a type nested in its owner), so
        // that an implicit member returned (`.project(…)` from `-> Dep`) is looked up in that type.
        let returning = function.signature.returnClause.map { qualified(Self.typeName($0.type), inside: function.owner) }
        let outermost = site == nil
        if outermost { site = (here, here...here) }
        defer { if outermost { site = nil } }
        // A generic parameter given by a type argument (`rootModule: T.Type` called with `Domain.self`)
        // names that type in the body (`T.allCases`, `String(describing: T.self)`).
        let generics = genericBindings(of: function, parameters: parameters, in: inner)
        let hidden = generics.keys.map { ($0, typeAliases[$0]) }
        for (name, type) in generics { typeAliases[name] = type }
        defer { for (name, previous) in hidden { typeAliases[name] = previous } }
        let result = try withOwner(function) { () throws(ManifestStop) -> ManifestValue in
            try self.result(of: body, in: inner, returning: returning, line: here)
        }
        for (name, place) in writeBacks { place.set(inner.value(of: name) ?? .nothing) }
        finish(inner)
        if case .unknown(let unknown) = result, unknown.reason.hasPrefix(Self.uncertainPrefix) {
            try footprint(Syntax(declaration), unknown, in: function.scope)
        }
        return result
    }

    /// The types a generic function's parameters are bound to by its arguments: a parameter
    /// written `T.Type` given a type (`Domain.self`), and one written `T` (or `[T]`) given a value
    /// of a type the manifest declares (`Feature.home`), as Swift infers `T` from it. Others are
    /// left unbound.
    private func genericBindings(of function: ManifestFunction, parameters: [Parameter], in scope: ManifestScope) -> [String: String] {
        guard let clause = function.declaration.as(FunctionDeclSyntax.self)?.genericParameterClause else { return [:] }
        let names = Set(clause.parameters.map(\.name.declaredName))
        var bound: [String: String] = [:]
        for parameter in parameters {
            if let metatype = parameter.type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.tokenKind == .keyword(.Type),
               let base = metatype.baseType.as(IdentifierTypeSyntax.self)?.name.declaredName, names.contains(base),
               case .type(let type) = scope.value(of: parameter.name) {
                bound[base] = type
                continue
            }
            let array = parameter.type.as(ArrayTypeSyntax.self)
            let element = array?.element ?? parameter.type
            guard let name = element.as(IdentifierTypeSyntax.self)?.name.declaredName, names.contains(name), bound[name] == nil,
                  let given = scope.value(of: parameter.name)
            else { continue }
            let values: [ManifestValue]
            if array != nil {
                guard case .array(let elements) = given else { continue }
                values = elements
            } else {
                values = [given]
            }
            let types = Set(values.compactMap { $0.object?.type })
            guard types.count == 1, values.allSatisfy({ $0.object != nil }), let type = types.first, isDeclaredType(type) else { continue }
            bound[name] = type
        }
        return bound
    }

    /// Whether the manifest declares a type of this name (an enum, a struct, a namespace).
    private func isDeclaredType(_ type: String) -> Bool {
        !type.isEmpty && (namespaces.contains(type) || structs[type] != nil || statics[type] != nil)
    }

    private func withOwner<Result>(_ function: ManifestFunction, _ body: () throws(ManifestStop) -> Result) throws(ManifestStop) -> Result {
        guard let owner = function.owner else { return try body() }
        return try withSelf(owner, body)
    }

    /// The expression an item is, also when written as an expression statement.
    package static func statementExpression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        switch item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
        default: nil
        }
    }

    /// Whether an `if` is an expression: an `else` on every path, each branch one expression.
    package static func isValueIf(_ branch: IfExprSyntax) -> Bool {
        guard singleValue(branch.body.statements) != nil else { return false }
        switch branch.elseBody {
        case .codeBlock(let block)?: return singleValue(block.statements) != nil
        case .ifExpr(let next)?: return isValueIf(next)
        case nil: return false
        }
    }

    package static let uncertainPrefix = "control may leave here: "

    /// What a body gives: its single expression (an implicit return), or what its `return` gives.
    package func result(of body: CodeBlockItemListSyntax, in scope: ManifestScope, returning: String?, line: Int) throws(ManifestStop) -> ManifestValue {
        let outer = returnType
        returnType = returning
        defer { returnType = outer }
        return try budget.nested(line: line) { () throws(ManifestStop) -> ManifestValue in
            if body.count == 1, case .expr(let only) = body.first!.item, !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self),
               !(only.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) ?? false) {
                return try evaluate(only, in: scope, expecting: returning)
            }
            // A body that is one `switch` or `if` whose branches are each one expression gives the
            // value of the branch taken (Swift 5.9's implicit return of a `switch` or `if` expression).
            if body.count == 1, let only = Self.statementExpression(body.first!.item) {
                if let switched = only.as(SwitchExprSyntax.self),
                   case .success(let cases) = Self.switchCases(switched.cases, conditions: conditions),
                   cases.allSatisfy({ Self.singleValue($0.statements) != nil }) {
                    return try switchValue(switched, in: scope, expecting: returning)
                }
                if let branch = only.as(IfExprSyntax.self), Self.isValueIf(branch) {
                    return try evaluate(only, in: scope, expecting: returning)
                }
            }
            switch try execute(body, in: scope) {
            case .returned(let value): return value
            case .uncertain(let unknown, _):
                return .unknown(ManifestUnknown(reason: Self.uncertainPrefix + unknown.reason, line: unknown.line))
            default: return .nothing
            }
        }
    }

    /// Calls a closure or a function value with arguments as written; `returning` is the type the
    /// place expects of what a closure literal that writes none gives.
    package func callClosure(
        _ closure: ManifestClosure, with arguments: [Argument], at node: some SyntaxProtocol, in scope: ManifestScope, returning expected: String? = nil
    ) throws(ManifestStop) -> ManifestValue {
        var values: [ManifestValue] = []
        // `&copy`: the closure's parameter starts as the variable and is written back to it after the call.
        var writeBacks: [(index: Int, place: Place)] = []
        for (index, argument) in arguments.enumerated() {
            if let written = argument.expression.as(InOutExprSyntax.self) {
                guard let place = try place(of: written.expression, in: scope) else {
                    return try unknownExpression(node, in: scope, "an 'inout' argument of a closure")
                }
                values.append(place.get())
                writeBacks.append((index, place))
                continue
            }
            values.append(try evaluate(argument.expression, in: scope, expecting: nil))
        }
        return try callClosure(closure, with: values, at: node, returning: expected) { inner, names in
            for (index, place) in writeBacks {
                place.set(inner.value(of: index < names.count ? names[index] : "$\(index)") ?? .nothing)
            }
        }
    }

    /// Calls a closure or a function value with computed arguments (`map`, `forEach`); `finish`
    /// sees the closure's scope and parameter names once it has run. `returning` is the type the
    /// place expects of what a closure literal that writes none gives.
    package func callClosure(
        _ closure: ManifestClosure, with values: [ManifestValue], at node: some SyntaxProtocol, returning expected: String? = nil,
        finish: (ManifestScope, [String]) -> Void = { _, _ in }
    ) throws(ManifestStop) -> ManifestValue {
        let here = line(of: node)
        switch closure.body {
        case .function(let function):
            let parameters = Self.parameters(of: function.signature)
            guard parameters.count == values.count, !parameters.contains(where: { $0.isInout || $0.isVariadic }) else {
                return .unknown(unmodelled(node, "a function passed as a value"))
            }
            let inner = ManifestScope(parent: function.scope)
            for (parameter, value) in zip(parameters, values) { inner.bind(parameter.name, value) }
            guard let body = function.body else { return .unknown(unmodelled(node)) }
            let returning = function.signature.returnClause.map { qualified(Self.typeName($0.type), inside: function.owner) }
            let value = try withOwner(function) { () throws(ManifestStop) -> ManifestValue in
                try result(of: body, in: inner, returning: returning, line: here)
            }
            finish(inner, parameters.map(\.name))
            return value
        case .closure(let literal):
            // A closure the manifest itself writes, run inside a helper (a builder closure given to
            // it), makes its values at its own lines, not at the line that calls the helper.
            let outerSite = site
            if outerSite != nil, isWrittenInManifest(literal) { site = nil }
            defer { site = outerSite }
            let inner = ManifestScope(parent: closure.scope)
            var names: [String] = []
            switch literal.signature?.parameterClause {
            case .simpleInput(let list)?: names = list.map(\.name.declaredName)
            case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            case nil: break
            }
            // A closure of one parameter called with a pair (a dictionary's entries) takes it as a tuple.
            var arguments = values
            if names.count > 1, values.count == 1, case .tuple(let parts, _) = values[0], parts.count == names.count { arguments = parts }
            for (index, value) in arguments.enumerated() {
                inner.bind("$\(index)", value)
                if index < names.count { inner.bind(names[index], value) }
            }
            let returning = literal.signature?.returnClause.map { Self.typeName($0.type) } ?? expected
            if closure.isBuilder {
                let value = try builtElements(literal.statements, in: inner, element: closure.builtType ?? Self.elementType(of: returning))
                finish(inner, names)
                return value
            }
            let value = try result(of: literal.statements, in: inner, returning: returning, line: here)
            finish(inner, names)
            return value
        }
    }

    // MARK: Parameters and arguments

    package struct Parameter {
        var label: String?
        var name: String
        var type: TypeSyntax
        var defaultValue: ExprSyntax?
        var isVariadic: Bool
        var isInout: Bool
        var isFunction: Bool
        /// The attributes written before its type (`@ConfigurationBuilder<Target>`), by name without generic arguments.
        var attributes: [String] = []
    }

    package static func parameters(of signature: FunctionSignatureSyntax) -> [Parameter] {
        signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            var type = parameter.type
            var isInout = false
            while let attributed = type.as(AttributedTypeSyntax.self) {
                if attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" }) { isInout = true }
                type = attributed.baseType
            }
            var attributes = parameter.attributes.compactMap { $0.as(AttributeSyntax.self).map { ownerName($0.attributeName) } }
            if let attributed = parameter.type.as(AttributedTypeSyntax.self) {
                attributes += attributed.attributes.compactMap { $0.as(AttributeSyntax.self).map { ownerName($0.attributeName) } }
            }
            return Parameter(
                label: label, name: name, type: type, defaultValue: parameter.defaultValue?.value,
                isVariadic: parameter.ellipsis != nil, isInout: isInout, isFunction: type.is(FunctionTypeSyntax.self), attributes: attributes)
        }
    }

    /// The arguments each parameter takes, by Swift's forward matching of labels (an unlabelled
    /// trailing closure takes the next parameter of function type), or `nil` when they do not fit.
    package static func bind(_ arguments: [Argument], to parameters: [Parameter]) -> [[Int]]? {
        var result: [[Int]] = []
        var next = 0
        for parameter in parameters {
            guard next < arguments.count else {
                guard parameter.defaultValue != nil || parameter.isVariadic else { return nil }
                result.append([])
                continue
            }
            let argument = arguments[next]
            let fits = argument.isTrailingClosure && argument.label == nil ? parameter.isFunction : argument.label == parameter.label
            guard fits else {
                guard parameter.defaultValue != nil || parameter.isVariadic else { return nil }
                result.append([])
                continue
            }
            var taken = [next]
            next += 1
            if parameter.isVariadic {
                while next < arguments.count, arguments[next].label == nil, !arguments[next].isTrailingClosure {
                    taken.append(next)
                    next += 1
                }
            }
            result.append(taken)
        }
        return next == arguments.count ? result : nil
    }

    /// Whether a parameter type accepts an argument as written: `true`, `false`, or `nil` when
    /// only the argument's type (which the reader does not infer) would tell.
    package static func accepts(_ type: TypeSyntax, _ argument: ExprSyntax) -> Bool? {
        let name = typeName(type)
        let isArray = elementType(of: name) != nil
        if type.is(FunctionTypeSyntax.self) { return argument.is(ClosureExprSyntax.self) ? true : nil }
        if argument.is(ClosureExprSyntax.self) { return false }
        if argument.is(ArrayExprSyntax.self) { return isArray || ManifestVocabulary.isArrayLiteralType(name) }
        if argument.is(StringLiteralExprSyntax.self) {
            return isArray ? false : (ManifestVocabulary.packageDescription.stringLiteralTypes.contains(name) || ManifestVocabulary.projectDescription.stringLiteralTypes.contains(name)) ? true : name.count == 1 ? nil : false
        }
        if argument.is(IntegerLiteralExprSyntax.self) { return name == "Int" ? true : name.count == 1 ? nil : false }
        if argument.is(BooleanLiteralExprSyntax.self) { return name == "Bool" ? true : name.count == 1 ? nil : false }
        if let member = argument.as(MemberAccessExprSyntax.self), member.base == nil { return isArray || name == "String" ? false : nil }
        if let call = argument.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil {
            return isArray || name == "String" ? false : nil
        }
        return nil
    }
}
