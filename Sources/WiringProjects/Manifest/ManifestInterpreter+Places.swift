import SwiftSyntax

/// Places written to: variables, properties of the library's objects, elements of arrays and
/// dictionaries; assignment, compound assignment and the mutating methods of arrays and strings.
extension ManifestInterpreter {
    /// A place an assignment can change, with the type written for it when known.
    package struct Place {
        let get: () -> ManifestValue
        let set: (ManifestValue) -> Void
        var type: String?
    }

    /// The place an expression names, or `nil` when it is not one the interpreter writes to.
    package func place(of expression: ExprSyntax, in scope: ManifestScope) throws(ManifestStop) -> Place? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.declaredName
            guard scope.binds(name) else {
                // Inside an initializer or method of a struct of the manifest, a bare field name is `self`'s.
                guard let receiver = scope.value(of: "self"), case .object(let object) = receiver, let field = structField(name, of: receiver) else {
                    return nil
                }
                return Place(get: { object[name] ?? .nothing }, set: { object[name] = $0 }, type: field.type.map(Self.typeName))
            }
            return Place(get: { scope.value(of: name) ?? .nothing }, set: { scope.assign(name, $0) }, type: scope.type(of: name))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try place(of: only.expression, in: scope)
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return try place(of: unwrapped.expression, in: scope) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return try place(of: chained.expression, in: scope) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let label = member.declName.baseName.declaredName
            if let owner = typePath(Syntax(base)) {
                guard statics[owner]?[label] != nil else { return nil }
                let key = owner + "." + label
                _ = try staticMember(label, of: owner, arguments: nil, at: member, in: scope)
                return Place(get: { [unowned self] in staticValues[key] ?? .nothing }, set: { [unowned self] in staticValues[key] = $0 })
            }
            let value = try evaluate(base, in: scope, expecting: nil)
            guard case .object(let object) = value else { return nil }
            if let field = structField(label, of: value) {
                return Place(get: { object[label] ?? .nothing }, set: { object[label] = $0 }, type: field.type.map(Self.typeName))
            }
            let type = object.type.isEmpty
                ? vocabulary.owners(ofFactory: object.name).lazy.compactMap { self.vocabulary.argumentType(of: $0, factory: object.name, label: label) }.first
                : vocabulary.argumentType(of: object.type, factory: object.name, label: label)
            return Place(
                get: { [unowned self] in objectProperty(label, of: object, line: object.line) },
                set: { object[label] = $0 }, type: type)
        }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1,
           let argument = subscripted.arguments.first, argument.label == nil,
           let base = try place(of: subscripted.calledExpression, in: scope) {
            let key = try evaluate(argument.expression, in: scope, expecting: nil)
            switch (base.get(), key) {
            case (.array(let elements), .int(let index)):
                guard elements.indices.contains(index) else {
                    throw .failed(ManifestUnknown(reason: "an index out of range; the manifest stops here", line: line(of: subscripted)))
                }
                // Setting an element copies the array; reading a key compares with each key before it.
                try budget.work(elements.count, line: line(of: subscripted))
                return Place(
                    get: { base.get().array.map { $0.indices.contains(index) ? $0[index] : .nothing } ?? .nothing },
                    set: { value in
                        guard case .array(var elements) = base.get(), elements.indices.contains(index) else { return }
                        elements[index] = value
                        base.set(.array(elements))
                    }, type: Self.elementType(of: base.type))
            case (.dictionary(let entries), _):
                try budget.work(entries.count, line: line(of: subscripted))
                return Place(
                    get: {
                        guard case .dictionary(let entries) = base.get(), let found = Self.lookUp(key, in: entries) else { return .nothing }
                        return found ?? .nothing
                    },
                    set: { value in
                        guard case .dictionary(var entries) = base.get() else { return }
                        if let index = entries.firstIndex(where: { Self.equal($0.key, key) == true }) {
                            if case .nothing = value { entries.remove(at: index) } else { entries[index].value = value }
                        } else if Self.equal(key, key) == true {
                            if case .nothing = value {} else { entries.append((key, value)) }
                        } else {
                            base.set(.unknown(ManifestUnknown(reason: "a dictionary key the reader cannot compare", line: 0)))
                            return
                        }
                        base.set(.dictionary(entries))
                    })
            default: return nil
            }
        }
        return nil
    }

    /// `a = b`, `a += b` and the other compound assignments, or `nil` when the expression is neither.
    package func assign(_ infix: InfixOperatorExprSyntax, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow? {
        let isAssignment = infix.operator.is(AssignmentExprSyntax.self)
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        guard isAssignment || op.map(Self.compoundOperators.contains) == true else { return nil }
        if isAssignment, infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
            _ = try evaluate(infix.rightOperand, in: scope, expecting: nil)
            return .normal
        }
        guard let place = try place(of: infix.leftOperand, in: scope) else {
            _ = try unknownExpression(infix, in: scope, "an assignment to '\(Self.shown(infix.leftOperand))'")
            return .normal
        }
        let rhs = try evaluate(infix.rightOperand, in: scope, expecting: place.type)
        if isAssignment {
            place.set(try copied(rhs, line: line(of: infix)))
            return .normal
        }
        let current = place.get()
        let here = line(of: infix)
        let result: ManifestValue
        switch (op, current, rhs) {
        case (_, .unknown, _): result = current
        case (_, _, .unknown): result = rhs
        case ("+=", _, _): result = try Self.concatenate(current, rhs, budget: budget, line: here) ?? .unknown(unmodelled(infix, "'+=' on these values"))
        case ("-=", .int(let a), .int(let b)): result = .int(a &- b)
        case ("*=", .int(let a), .int(let b)): result = .int(a &* b)
        default: result = .unknown(unmodelled(infix))
        }
        place.set(result)
        return .normal
    }

    /// A mutating method of an array or a string called on a place: `deps.append(…)`,
    /// `package.targets.removeLast()`.
    package func mutate(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, in scope: ManifestScope) throws(ManifestStop) -> ManifestValue {
        let name = member.declName.baseName.declaredName
        let here = line(of: call)
        guard let base = member.base, let place = try place(of: base, in: scope) else {
            return try unknownExpression(call, in: scope)
        }
        let arguments = Self.arguments(of: call)
        let labels = arguments.map(\.label)
        let current = place.get()
        if case .unknown = current {
            try footprint(Syntax(call), current.firstUnknown!, in: scope)
            return current
        }
        if case .string(let text, let at) = current, name == "append", arguments.count == 1 {
            let added = try evaluate(arguments[0].expression, in: scope, expecting: "String")
            guard case .string(let more, _) = added else { place.set(added.firstUnknown.map { .unknown($0) } ?? .unknown(unmodelled(call))); return .nothing }
            try budget.allocate(32 + text.utf8.count + more.utf8.count, line: here)
            place.set(.string(text + more, line: at))
            return .nothing
        }
        guard case .array(var elements) = current else { return try unknownExpression(call, in: scope) }
        let element = Self.elementType(of: place.type)
        func index(_ value: ManifestValue, allowingEnd: Bool) throws(ManifestStop) -> Int {
            guard case .int(let position) = value else {
                throw .failed(value.firstUnknown ?? ManifestUnknown(reason: "an index the reader cannot compute", line: here))
            }
            guard position >= 0, position < elements.count || (allowingEnd && position == elements.count) else {
                throw .failed(ManifestUnknown(reason: "an index out of range; the manifest stops here", line: here))
            }
            return position
        }
        func unknownInstead(_ unknown: ManifestUnknown) -> ManifestValue {
            place.set(.unknown(unknown))
            return .unknown(unknown)
        }
        var returned: ManifestValue = .nothing
        switch (name, labels) {
        case ("append", [nil]):
            let value = try evaluate(arguments[0].expression, in: scope, expecting: element)
            elements.append(value)
        case ("append", ["contentsOf"]):
            let value = try evaluate(arguments[0].expression, in: scope, expecting: place.type)
            switch value {
            case .array(let more): elements += more
            case .range(let low, let high):
                try budget.allocate(16 * max(0, high - low), line: here)
                elements += (low..<high).map { .int($0) }
            case .unknown(let unknown): return unknownInstead(unknown)
            default: return unknownInstead(unmodelled(call, "'append(contentsOf:)' of a value the reader cannot list"))
            }
        case ("insert", [nil, "at"]):
            let value = try evaluate(arguments[0].expression, in: scope, expecting: element)
            elements.insert(value, at: try index(try evaluate(arguments[1].expression, in: scope, expecting: "Int"), allowingEnd: true))
        case ("insert", ["contentsOf", "at"]):
            guard case .array(let more) = try evaluate(arguments[0].expression, in: scope, expecting: place.type) else {
                return unknownInstead(unmodelled(call))
            }
            elements.insert(contentsOf: more, at: try index(try evaluate(arguments[1].expression, in: scope, expecting: "Int"), allowingEnd: true))
        case ("remove", ["at"]):
            returned = elements.remove(at: try index(try evaluate(arguments[0].expression, in: scope, expecting: "Int"), allowingEnd: false))
        case ("removeFirst", []), ("removeLast", []):
            guard !elements.isEmpty else { throw .failed(ManifestUnknown(reason: "'\(name)()' of an empty array; the manifest stops here", line: here)) }
            returned = name == "removeFirst" ? elements.removeFirst() : elements.removeLast()
        case ("removeFirst", [nil]), ("removeLast", [nil]):
            guard case .int(let count) = try evaluate(arguments[0].expression, in: scope, expecting: "Int"), count >= 0, count <= elements.count else {
                throw .failed(ManifestUnknown(reason: "'\(name)(_:)' of more elements than the array has", line: here))
            }
            if name == "removeFirst" { elements.removeFirst(count) } else { elements.removeLast(count) }
        case ("popLast", []):
            returned = elements.popLast() ?? .nothing
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]):
            elements.removeAll()
        case ("removeAll", ["where"]), ("removeAll", [nil]):
            guard case .closure(let closure) = try evaluate(arguments[0].expression, in: scope, expecting: nil) else {
                return try unknownExpression(call, in: scope)
            }
            var kept: [ManifestValue] = []
            for item in elements {
                switch try callClosure(closure, with: [item], at: call) {
                case .bool(true): continue
                case .bool(false): kept.append(item)
                case .unknown(let unknown): return unknownInstead(unknown)
                default: return unknownInstead(unmodelled(call, "a 'removeAll(where:)' condition"))
                }
            }
            elements = kept
        case ("reverse", []):
            elements.reverse()
        default:
            return try unknownExpression(call, in: scope)
        }
        try budget.allocate(32 + 16 * elements.count, line: here)
        place.set(.array(elements))
        return returned
    }

    /// The methods of arrays that change the array they are called on.
    package static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeFirst", "removeLast", "popLast", "removeAll", "reverse",
    ]
    package static let mutatingStringMethods: Set<String> = []

    // MARK: Values of the manifest's structs

    /// A stored property of the struct a value is an object of, if it is one.
    package func structField(_ name: String, of value: ManifestValue) -> MemberwiseField? {
        guard case .object(let object) = value else { return nil }
        return structs[object.type]?.stored.first { $0.name == name }
    }

    /// A value as a variable takes it: objects of the manifest's structs (also inside arrays,
    /// tuples and their fields) copied, since a struct is a value and changing the copy leaves the
    /// original as it was. The copy draws on the budget; past `ManifestBudget.maxDepth` levels the
    /// value is shared rather than copied.
    package func copied(_ value: ManifestValue, line: Int, depth: Int = 0) throws(ManifestStop) -> ManifestValue {
        guard !structs.isEmpty, depth < ManifestBudget.maxDepth else { return value }
        switch value {
        case .object(let object) where structs[object.type]?.isClass == false:
            try budget.allocate(64 + 32 * object.arguments.count, line: line)
            var arguments: [(label: String?, value: ManifestValue)] = []
            for argument in object.arguments { arguments.append((argument.label, try copied(argument.value, line: line, depth: depth + 1))) }
            let copy = ManifestObject(type: object.type, name: object.name, arguments: arguments, line: object.line, lines: object.lines)
            copy.poisoned = object.poisoned
            return .object(copy)
        case .array(let elements):
            try budget.allocate(value.cost, line: line)
            var result: [ManifestValue] = []
            for element in elements { result.append(try copied(element, line: line, depth: depth + 1)) }
            return .array(result)
        case .tuple(let elements, let labels):
            var result: [ManifestValue] = []
            for element in elements { result.append(try copied(element, line: line, depth: depth + 1)) }
            return .tuple(result, labels: labels)
        default:
            return value
        }
    }
    // MARK: Values read from the helpers

    /// Where a value read from a declaration of the helpers stands: the outermost helper call's
    /// place when inside one, else the reading node's when the manifest writes it, as a helper
    /// function's values stand at the manifest's call. `nil` when the manifest declares it itself,
    /// or when code of the helpers reads it outside any call (its reader places it in turn).
    package func readingPlace(of node: some SyntaxProtocol, declaredAt declaration: some SyntaxProtocol) -> (line: Int, lines: ClosedRange<Int>)? {
        guard !isWrittenInManifest(declaration) else { return nil }
        if let site { return site }
        guard isWrittenInManifest(node) else { return nil }
        return (line(of: node), line(of: node)...line(of: node))
    }

    /// A value placed at `place`: a static property or a global of the helpers is computed once, and
    /// each read stands at its own place. The value and what its lists, tuples, dictionaries and the
    /// manifest's structs hold are placed there; what an object of the library holds (a target's
    /// dependencies, read whole in `App.target`) keeps the lines the helpers write it at, once.
    /// Objects of the manifest's classes are shared, not copied; past `ManifestBudget.maxDepth`
    /// levels the value is left as it is.
    package func placed(_ value: ManifestValue, at place: (line: Int, lines: ClosedRange<Int>)?, depth: Int = 0) throws(ManifestStop) -> ManifestValue {
        guard let place, depth < ManifestBudget.maxDepth else { return value }
        switch value {
        case .string(let text, _):
            return .string(text, line: place.line)
        case .object(let object) where structs[object.type]?.isClass != true:
            try budget.allocate(64 + 32 * object.arguments.count, line: place.line)
            var arguments: [(label: String?, value: ManifestValue)] = []
            for argument in object.arguments {
                arguments.append((argument.label, structs[object.type] == nil ? argument.value : try placed(argument.value, at: place, depth: depth + 1)))
            }
            let copy = ManifestObject(type: object.type, name: object.name, arguments: arguments, line: place.line, lines: place.lines)
            copy.poisoned = object.poisoned
            copy.isEnumCase = object.isEnumCase
            return .object(copy)
        case .array(let elements):
            try budget.allocate(value.cost, line: place.line)
            var result: [ManifestValue] = []
            for element in elements { result.append(try placed(element, at: place, depth: depth + 1)) }
            return .array(result)
        case .dictionary(let entries):
            try budget.allocate(value.cost, line: place.line)
            var result: [(key: ManifestValue, value: ManifestValue)] = []
            for entry in entries { result.append((try placed(entry.key, at: place, depth: depth + 1), try placed(entry.value, at: place, depth: depth + 1))) }
            return .dictionary(result)
        case .tuple(let elements, let labels):
            var result: [ManifestValue] = []
            for element in elements { result.append(try placed(element, at: place, depth: depth + 1)) }
            return .tuple(result, labels: labels)
        default:
            return value
        }
    }
}
