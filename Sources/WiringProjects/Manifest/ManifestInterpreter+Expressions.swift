import SwiftSyntax

/// Expressions: literals, names, members, operators (folded by Swift's precedence before the
/// interpreter runs), and anything else as an unknown value with its footprint marked.
extension ManifestInterpreter {
    /// The value of an expression, computed with the type its place expects (for implicit members).
    package func evaluate(_ expression: ExprSyntax, in scope: ManifestScope, expecting: String?) throws(ManifestStop) -> ManifestValue {
        try budget.step(line: line(of: expression))
        return try budget.nested(line: line(of: expression)) { () throws(ManifestStop) -> ManifestValue in
            try evaluateOnce(expression, in: scope, expecting: expecting)
        }
    }

    private func evaluateOnce(_ expression: ExprSyntax, in scope: ManifestScope, expecting: String?) throws(ManifestStop) -> ManifestValue {
        let here = line(of: expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) { return try string(literal, in: scope) }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return literal.representedLiteralValue.map { .int($0) } ?? .unknown(unmodelled(literal, "a number"))
        }
        if expression.is(NilLiteralExprSyntax.self) { return .nothing }
        if let array = expression.as(ArrayExprSyntax.self) {
            let element = Self.elementType(of: expecting)
            var values: [ManifestValue] = []
            values.reserveCapacity(array.elements.count)
            for item in array.elements { values.append(try evaluate(item.expression, in: scope, expecting: element)) }
            try budget.allocate(32 + 16 * values.count, line: here)
            return .array(values)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            guard case .elements(let list) = dictionary.content else { return .dictionary([]) }
            var entries: [(key: ManifestValue, value: ManifestValue)] = []
            // Keys and values are of the types the place expects (`[TargetType: [TargetDependency]]`).
            let types = Self.dictionaryTypes(of: expecting)
            for element in list {
                entries.append((
                    try evaluate(element.key, in: scope, expecting: types?.key),
                    try evaluate(element.value, in: scope, expecting: types?.value)))
            }
            try budget.allocate(32 + 32 * entries.count, line: here)
            return .dictionary(entries)
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return try evaluate(only.expression, in: scope, expecting: expecting) }
            var parts: [ManifestValue] = []
            var labels = tuple.elements.map { $0.label?.text }
            let written = Self.tupleLabels(of: expecting)
            if labels.allSatisfy({ $0 == nil }), let written, written.count == labels.count { labels = written }
            for element in tuple.elements { parts.append(try evaluate(element.expression, in: scope, expecting: nil)) }
            return .tuple(parts, labels: labels)
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            let value = try evaluate(unwrapped.expression, in: scope, expecting: expecting)
            if case .nothing = value { throw .failed(ManifestUnknown(reason: "a nil value is force-unwrapped; the manifest stops here", line: here)) }
            return value
        }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return try evaluate(chained.expression, in: scope, expecting: expecting) }
        if let tried = expression.as(TryExprSyntax.self) {
            let value = try evaluate(tried.expression, in: scope, expecting: expecting)
            if tried.questionOrExclamationMark == nil, let unknown = value.firstUnknown, mayHaveThrown == nil {
                mayHaveThrown = unknown
            }
            return value
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            return .closure(ManifestClosure(body: .closure(closure), scope: scope))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try name(reference, in: scope, expecting: expecting) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return try self.member(member, in: scope, expecting: expecting) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try self.call(call, in: scope, expecting: expecting) }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) { return try subscriptValue(subscripted, in: scope) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let value = try evaluate(prefix.expression, in: scope, expecting: nil)
            switch (prefix.operator.text, value) {
            case ("!", .bool(let truth)): return .bool(!truth)
            case ("-", .int(let number)): return .int(0 &- number)
            case (_, .unknown): return value
            default: return .unknown(unmodelled(prefix))
            }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return try self.infix(infix, in: scope, expecting: expecting) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            switch try evaluate(ternary.condition, in: scope, expecting: "Bool") {
            case .bool(true): return try evaluate(ternary.thenExpression, in: scope, expecting: expecting)
            case .bool(false): return try evaluate(ternary.elseExpression, in: scope, expecting: expecting)
            case .unknown(let unknown):
                let arms = [ternary.thenExpression, ternary.elseExpression]
                return .unknown(try choice(among: arms, scopes: [scope, scope], unknown, expecting: expecting))
            default: return .unknown(unmodelled(ternary.condition, "a condition that is not a Boolean the reader computes"))
            }
        }
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            return try evaluate(cast.expression, in: scope, expecting: Self.typeName(cast.type))
        }
        if let branch = expression.as(IfExprSyntax.self) { return try ifValue(branch, in: scope, expecting: expecting) }
        if let switched = expression.as(SwitchExprSyntax.self) { return try switchValue(switched, in: scope, expecting: expecting) }
        return try unknownExpression(expression, in: scope)
    }

    /// The value of a `switch` expression: the one expression of the case that matches.
    package func switchValue(_ switched: SwitchExprSyntax, in scope: ManifestScope, expecting: String?) throws(ManifestStop) -> ManifestValue {
        switch try runSwitch(switched, label: nil, in: scope, valueOf: true, expecting: expecting) {
        case .returned(let value): return value
        case .uncertain(let unknown, _): return .unknown(unknown)
        default: return try unknownExpression(switched, in: scope, "a 'switch' expression whose case is not one expression")
        }
    }

    /// An expression outside the modelled set: unknown, and what it may write is marked unknown.
    package func unknownExpression(_ expression: some SyntaxProtocol, in scope: ManifestScope, _ what: String? = nil) throws(ManifestStop) -> ManifestValue {
        let unknown = unmodelled(expression, what)
        try footprint(Syntax(expression), unknown, in: scope)
        return .unknown(unknown)
    }

    // MARK: Literals

    private func string(_ literal: StringLiteralExprSyntax, in scope: ManifestScope) throws(ManifestStop) -> ManifestValue {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                let alone = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(piece)]))
                guard let value = alone.representedLiteralValue else { return .unknown(unmodelled(literal, "a string literal")) }
                text += value
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else {
                    return .unknown(unmodelled(interpolation, "an interpolation"))
                }
                switch try evaluate(only.expression, in: scope, expecting: nil) {
                case .string(let value, _): text += value
                case .int(let number): text += String(number)
                case .bool(let truth): text += truth ? "true" : "false"
                // A case without associated values prints as its name (not its raw value).
                case .object(let object) where Self.describedByName(object):
                    text += object.name
                case .type(let type): text += Self.describedType(type)
                case .unknown(let unknown): return .unknown(unknown)
                default: return .unknown(unmodelled(only, "an interpolated value that is not a string, number or Boolean"))
                }
            }
            try budget.allocate(0, line: line(of: literal))
        }
        try budget.allocate(32 + text.utf8.count, line: line(of: literal))
        return .string(text, line: place(of: literal).line)
    }

    private func ifValue(_ branch: IfExprSyntax, in scope: ManifestScope, expecting: String?) throws(ManifestStop) -> ManifestValue {
        func value(of block: CodeBlockSyntax, in inner: ManifestScope) throws(ManifestStop) -> ManifestValue {
            guard block.statements.count == 1, case .expr(let only) = block.statements.first!.item else {
                return try unknownExpression(block, in: scope, "an 'if' expression with statements")
            }
            return try evaluate(only, in: inner, expecting: expecting)
        }
        switch try evaluateConditions(branch.conditions, in: scope) {
        case .holds(let inner): return try value(of: branch.body, in: inner)
        case .fails:
            switch branch.elseBody {
            case .codeBlock(let block)?: return try value(of: block, in: ManifestScope(parent: scope))
            case .ifExpr(let next)?: return try ifValue(next, in: scope, expecting: expecting)
            case nil: return .unknown(unmodelled(branch, "an 'if' expression without 'else'"))
            }
        case .unknown(let unknown):
            let arms = Self.arms(of: branch, returning: false)
            let carried = try choice(among: arms, scopes: arms.map { _ in ManifestScope(parent: scope) }, unknown, expecting: expecting)
            if carried.alternatives == nil { try footprint(Syntax(branch), unknown, in: scope) }
            return .unknown(carried)
        }
    }

    // MARK: Names

    private func name(_ reference: DeclReferenceExprSyntax, in scope: ManifestScope, expecting: String?) throws(ManifestStop) -> ManifestValue {
        let name = reference.baseName.declaredName
        let here = line(of: reference)
        if let value = scope.value(of: name) { return value }
        // Inside a static member, `self` is the type.
        if name == "self", let owner = staticSelfType(in: scope) { return .type(owner) }
        // Inside a static member, a bare name may be another static member of the same type.
        if scope.functions(named: name).isEmpty, let owner = enclosingStaticOwner(of: name) {
            return try staticMember(name, of: owner, arguments: nil, at: reference, in: scope)
        }
        if let unknown = uncertainNames[name] { return .unknown(unknown) }
        // Inside an instance member the manifest declares, a bare name may be another instance member of
        // `self`, a field of a struct of the manifest's, or an enum case's `rawValue`.
        if let value = scope.value(of: "self"), scope.functions(named: name).isEmpty,
           !declaredMember(name, of: value).isEmpty || (name == "rawValue" && Self.enumType(of: value) != nil)
            || isModelledMember(name, of: value)
            || structField(name, of: value) != nil {
            return try property(name, of: value, at: reference, in: scope)
        }
        if let getter = getters[name] {
            let value = try result(of: getter.body, in: ManifestScope(parent: global), returning: getter.type.map(Self.typeName), line: here)
            return try placed(value, at: readingPlace(of: reference, declaredAt: getter.body))
        }
        if let declared = declaredGlobals[name] {
            let reading = readingPlace(of: reference, declaredAt: declared.value)
            if let known = declaredGlobalValues[name] { return try placed(known, at: reading) }
            declaredGlobalValues[name] = .unknown(ManifestUnknown(reason: "'\(name)' refers to itself while it is being initialized", line: here))
            let value = try evaluate(declared.value, in: ManifestScope(parent: global), expecting: declared.type.map(Self.typeName))
            declaredGlobalValues[name] = value
            return try placed(value, at: reading)
        }
        let functions = scope.functions(named: name)
        if functions.count == 1, let function = functions.first {
            return .closure(ManifestClosure(body: .function(function), scope: function.scope))
        }
        if let type = typePath(Syntax(reference)) { return .type(type) }
        if let line = unmodelledTypes[name] {
            return .unknown(ManifestUnknown(reason: "the manifest's type '\(name)' (\(shownLine(line))) is not one the reader follows", line: here))
        }
        // Tuist's `Environment`, when the manifest declares none of its own: its members are variables (`staticMember`).
        if name == "Environment", generatesWithTuist, readsBuildEnvironment { return .type(name) }
        return .unknown(ManifestUnknown(reason: "'\(name)' is not a value the manifest defines", line: here))
    }

    /// The type a written name or member chain denotes (`Target.Dependency`, `Self`, a namespace of
    /// the manifest), or `nil` when it is not a type the interpreter knows.
    package func typePath(_ node: Syntax) -> String? {
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            let name = aliased(reference.baseName.declaredName)
            if name == "Self", let owner = selfType { return owner }
            if Self.libraryModules.contains(name) { return name }
            // Inside a member, a type nested in its owner or a type enclosing it (`Kind` in `extension Project`),
            // before the library's of that name, as Swift looks it up (`Project` inside `TargetDependency.Project`).
            if let owner = selfType {
                let nested = qualified(name, inside: owner)
                if nested != name { return nested }
            }
            if vocabulary.types.contains(name) || namespaces.contains(name) || Self.standardTypes.contains(name) { return name }
            return nil
        }
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base, let owner = typePath(Syntax(base)) {
            let name = member.declName.baseName.declaredName
            let joined = Self.libraryModules.contains(owner) ? name : owner + "." + name
            if vocabulary.types.contains(joined) || namespaces.contains(joined) || Self.standardTypes.contains(joined) { return joined }
            return nil
        }
        if let generic = node.as(GenericSpecializationExprSyntax.self) { return typePath(Syntax(generic.expression)) }
        return nil
    }

    /// The type an implicit member chain starts with when its first members are types nested in the
    /// type the place expects (`.SPM.alamofire` where a `TargetDependency` is expected:
    /// `TargetDependency.SPM`; `.ThirdParty.SPM.alamofire`: `TargetDependency.ThirdParty.SPM`), as
    /// Swift looks it up.
    package func implicitTypePath(_ base: ExprSyntax, expecting: String?) -> String? {
        guard let access = base.as(MemberAccessExprSyntax.self), let expecting else { return nil }
        let context: String
        if let inner = access.base {
            // A type nested in a type the chain names already.
            guard let outer = implicitTypePath(inner, expecting: expecting) else { return nil }
            context = outer
        } else {
            // Where a list is expected, Swift looks the member up in the array type, where a type an
            // extension of `Array` nests is found (`.Feature` where `[TargetDependency]` is expected: `Array.Feature`).
            let name = access.declName.baseName.declaredName
            if Self.elementType(of: expecting) != nil, isDeclaredType("Array." + name) { return "Array." + name }
            let expected = Self.elementType(of: expecting) ?? expecting
            context = expected == "Self" ? selfType ?? expected : expected
        }
        let nested = context + "." + access.declName.baseName.declaredName
        return isDeclaredType(nested) ? nested : nil
    }

    /// Whether a qualified name is a type the manifest declares or the library has.
    private func isDeclaredType(_ name: String) -> Bool {
        namespaces.contains(name) || statics[name] != nil || vocabulary.types.contains(name)
    }

    /// The type `self` stands for inside a static member (no instance is bound to `self` there), if any.
    package func staticSelfType(in scope: ManifestScope) -> String? {
        guard let owner = selfType, scope.value(of: "self") == nil else { return nil }
        return owner
    }

    /// `self` written inside a static member, as the type it stands for.
    package func staticSelf(_ expression: ExprSyntax, in scope: ManifestScope) -> String? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) else { return nil }
        return staticSelfType(in: scope)
    }

    /// Whether a value prints as its name (`String(describing:)`, an interpolation): a case
    /// without associated values prints as its name, not its raw value.
    package static func describedByName(_ object: ManifestObject) -> Bool {
        object.isEnumCase && object.arguments.allSatisfy { $0.label == "rawValue" }
    }

    /// How a type prints (`String(describing: Feature.self)`): its own name, without the types enclosing it.
    package static func describedType(_ type: String) -> String {
        type.split(separator: ".").last.map(String.init) ?? type
    }

    /// A type written inside a member of `owner` (`TargetType` in `extension Project`), named as
    /// Swift looks it up: a type of the manifest nested in the owner, or in a type enclosing it,
    /// before one of the same name elsewhere (`Project.TargetType`). Each name of a written type
    /// (`[TargetType: [TargetDependency]]`) is looked up so.
    package func qualified(_ type: String, inside owner: String?) -> String {
        let type = typeAliases.isEmpty ? type : aliasedNames(in: type)
        guard let owner, !owner.isEmpty, type.contains(where: \.isLetter) else { return type }
        let isDeclared = { (name: String) in
            self.namespaces.contains(name) || self.structs[name] != nil || self.statics[name] != nil || self.protocols.contains(name)
        }
        let enclosingNames = owner.split(separator: ".").map(String.init)
        return Self.mappingNames(in: type) { token, before in
            // A name after a dot is a member of what precedes it, already qualified.
            guard before != "." else { return token }
            var enclosing = enclosingNames
            while !enclosing.isEmpty {
                let nested = enclosing.joined(separator: ".") + "." + token
                if isDeclared(nested) { return nested }
                enclosing.removeLast()
            }
            return token
        }
    }

    /// A written type with each alias of the manifest's that starts a name replaced (`[DEP]` → `[TargetDependency]`).
    private func aliasedNames(in type: String) -> String {
        Self.mappingNames(in: type) { token, before in before == "." ? token : aliased(token) }
    }

    /// `type` with each name in it (a run of letters, digits and `_`) replaced by what `transform`
    /// gives for it and the character written before it; everything else kept as written.
    private static func mappingNames(in type: String, _ transform: (String, Character?) -> String) -> String {
        var result = ""
        var token = ""
        func flush() {
            if !token.isEmpty { result += transform(token, result.last) }
            token = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                token.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    package static let standardTypes: Set<String> = ["String", "Int", "Bool", "Array", "Dictionary", "Set", "Optional", "ProcessInfo", "FileManager"]

    // MARK: Members

    package func member(_ member: MemberAccessExprSyntax, in scope: ManifestScope, expecting: String?) throws(ManifestStop) -> ManifestValue {
        let name = member.declName.baseName.declaredName
        guard let base = member.base else {
            return try implicitMember(name, arguments: nil, at: member, in: scope, expecting: expecting)
        }
        if let owner = typePath(Syntax(base)) ?? implicitTypePath(base, expecting: expecting) {
            // `Feature.self`: the type as a value (a metatype).
            if member.declName.baseName.tokenKind == .keyword(.self) { return .type(owner) }
            return try staticMember(name, of: owner, arguments: nil, at: member, in: scope)
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), scope.value(of: reference.baseName.declaredName) == nil,
           let line = unmodelledTypes[reference.baseName.declaredName] {
            return .unknown(ManifestUnknown(reason: "the manifest's type '\(reference.baseName.declaredName)' (\(shownLine(line))) is not one the reader follows", line: self.line(of: member)))
        }
        // An implicit member chain (`.shared.architecture.project`): Swift looks its first member up in
        // the type the whole chain's place expects.
        let value = try evaluate(base, in: scope, expecting: Self.startsWithImplicitMember(base) ? expecting : nil)
        if case .nothing = value, base.is(OptionalChainingExprSyntax.self) { return .nothing }
        return try property(name, of: value, at: member, in: scope)
    }

    // MARK: Subscripts

    private func subscriptValue(_ subscripted: SubscriptCallExprSyntax, in scope: ManifestScope) throws(ManifestStop) -> ManifestValue {
        let base = try evaluate(subscripted.calledExpression, in: scope, expecting: nil)
        guard subscripted.arguments.count == 1, let argument = subscripted.arguments.first, argument.label == nil else {
            return try unknownExpression(subscripted, in: scope)
        }
        // An implicit member as the key (`dependencies[.sources]`) is of the type of the dictionary's keys.
        var keyType: String?
        if case .dictionary(let entries) = base, let first = entries.first?.key.object, first.isEnumCase { keyType = first.type }
        let key = try evaluate(argument.expression, in: scope, expecting: keyType)
        switch (base, key) {
        case (.unknown, _): return base
        case (_, .unknown): return key
        case (.array(let elements), .int(let index)):
            guard elements.indices.contains(index) else {
                throw .failed(ManifestUnknown(reason: "an index out of range; the manifest stops here", line: line(of: subscripted)))
            }
            return elements[index]
        case (.object, .string(let name, _)) where BuildEnvironment.holds(base):
            return environmentVariable(name, line: line(of: subscripted))
        case (.dictionary(let entries), _):
            guard let found = try lookUp(key, in: entries, line: line(of: subscripted)) else { return .unknown(unmodelled(subscripted, "a dictionary key")) }
            return found ?? .nothing
        default:
            return try unknownExpression(subscripted, in: scope)
        }
    }

    /// The value for a key (`.some(nil)`: absent), or `nil` when keys cannot be compared.
    package static func lookUp(_ key: ManifestValue, in entries: [(key: ManifestValue, value: ManifestValue)]) -> ManifestValue?? {
        for entry in entries {
            guard let same = equal(entry.key, key) else { return nil }
            if same { return .some(entry.value) }
        }
        return .some(nil)
    }

    /// The value for a key, as `lookUp(_:in:)`, taking the budget's steps for the keys compared.
    func lookUp(_ key: ManifestValue, in entries: [(key: ManifestValue, value: ManifestValue)], line: Int) throws(ManifestStop) -> ManifestValue?? {
        for entry in entries {
            guard let same = try equal(entry.key, key, line: line) else { return nil }
            if same { return .some(entry.value) }
        }
        return .some(nil)
    }

    // MARK: Operators

    private func infix(_ infix: InfixOperatorExprSyntax, in scope: ManifestScope, expecting: String?) throws(ManifestStop) -> ManifestValue {
        let here = line(of: infix)
        if infix.operator.is(AssignmentExprSyntax.self) {
            _ = try assign(infix, in: scope)
            return .nothing
        }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return try unknownExpression(infix, in: scope)
        }
        if Self.compoundOperators.contains(op) {
            _ = try assign(infix, in: scope)
            return .nothing
        }
        let lhs = try evaluate(infix.leftOperand, in: scope, expecting: ["+", "??"].contains(op) ? expecting : nil)
        switch op {
        case "&&", "||":
            guard case .bool(let left) = lhs else { return lhs.firstUnknown.map { .unknown($0) } ?? .unknown(unmodelled(infix)) }
            if op == "&&" ? !left : left { return .bool(left) }
            let rhs = try evaluate(infix.rightOperand, in: scope, expecting: "Bool")
            guard case .bool(let right) = rhs else { return rhs.firstUnknown.map { .unknown($0) } ?? .unknown(unmodelled(infix)) }
            return .bool(right)
        case "??":
            if case .nothing = lhs { return try evaluate(infix.rightOperand, in: scope, expecting: expecting) }
            return lhs
        default: break
        }
        let rhs: ManifestValue
        if let compared = try comparedOperand(op, lhs, infix.rightOperand, in: scope) {
            rhs = compared
        } else {
            rhs = try evaluate(infix.rightOperand, in: scope, expecting: op == "+" ? expecting : nil)
        }
        if let declared = try declaredOperator(op, lhs, rhs, at: infix, in: scope) { return declared }
        if op == "+" { return try Self.concatenate(lhs, rhs, budget: budget, line: here) ?? .unknown(unmodelled(infix, "'+' on these values")) }
        if case .unknown = lhs { return lhs }
        if case .unknown = rhs { return rhs }
        switch (op, lhs, rhs) {
        case ("-", .int(let a), .int(let b)): return .int(a &- b)
        case ("*", .int(let a), .int(let b)): return .int(a &* b)
        case ("/", .int(let a), .int(let b)) where b != 0: return .int(a / b)
        case ("%", .int(let a), .int(let b)) where b != 0: return .int(a % b)
        case ("==", _, _), ("!=", _, _):
            guard let same = try equal(lhs, rhs, line: here) else { return .unknown(unmodelled(infix, "a comparison of these values")) }
            return .bool(op == "==" ? same : !same)
        case ("<", .int(let a), .int(let b)): return .bool(a < b)
        case (">", .int(let a), .int(let b)): return .bool(a > b)
        case ("<=", .int(let a), .int(let b)): return .bool(a <= b)
        case (">=", .int(let a), .int(let b)): return .bool(a >= b)
        case ("<", .string(let a, _), .string(let b, _)): return .bool(a < b)
        case (">", .string(let a, _), .string(let b, _)): return .bool(a > b)
        case ("..<", .int(let a), .int(let b)) where a <= b: return .range(a, b)
        case ("...", .int(let a), .int(let b)) where a <= b && b < Int.max: return .range(a, b + 1)
        case ("..<", .string, .string), ("...", .string, .string):
            // A version range: kept whole, read by no one.
            return .object(ManifestObject(type: "Range", name: op, arguments: [(nil, lhs), (nil, rhs)], line: here, lines: here...here))
        default:
            return .unknown(unmodelled(infix, "'\(op)' on these values"))
        }
    }

    /// The right operand of `==` or `!=` where it is an implicit member (`product == .app`,
    /// `self == .library(.static)`): Swift looks it up in the left operand's type. A case of an enum
    /// of the manifest's gives that enum, with or without associated values; a member of the
    /// library's (a `.member`, its type not kept) gives the library's member of that name, unless
    /// the manifest adds a static member of that name to a library type.
    private func comparedOperand(_ op: String, _ lhs: ManifestValue, _ operand: ExprSyntax, in scope: ManifestScope) throws(ManifestStop)
        -> ManifestValue? {
        guard op == "==" || op == "!=" else { return nil }
        if let call = operand.as(FunctionCallExprSyntax.self), let called = call.calledExpression.as(MemberAccessExprSyntax.self), called.base == nil,
           case .object(let object) = lhs, object.isEnumCase {
            return try evaluate(operand, in: scope, expecting: object.type)
        }
        guard let member = operand.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        let name = member.declName.baseName.declaredName
        switch lhs {
        case .object(let object) where object.isEnumCase:
            return try evaluate(operand, in: scope, expecting: object.type)
        case .member:
            // A static function is no value to compare with; a property or case of that name on a library type could be.
            let declaredOnLibrary = statics.contains { vocabulary.types.contains($0.key) && $0.value[name]?.contains { !$0.isFunction } == true }
            return declaredOnLibrary || name == "init" ? nil : .member(name)
        default:
            return nil
        }
    }

    package static let compoundOperators: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&&=", "||=", "&=", "|=", "^=", "<<=", ">>="]

    /// `a + b` for strings, arrays and numbers, drawing the result's bytes from the budget.
    package static func concatenate(_ lhs: ManifestValue, _ rhs: ManifestValue, budget: ManifestBudget, line: Int) throws(ManifestStop) -> ManifestValue? {
        switch (lhs, rhs) {
        case (.string(let a, let place), .string(let b, _)):
            try budget.allocate(32 + a.utf8.count + b.utf8.count, line: line)
            return .string(a + b, line: place)
        case (.array(let a), .array(let b)):
            try budget.allocate(32 + 16 * (a.count + b.count), line: line)
            return .array(a + b)
        case (.int(let a), .int(let b)): return .int(a &+ b)
        // What is known of a list is kept; the unknown part stays an element that says why.
        case (.array(let a), .unknown): return .array(a + [rhs])
        case (.unknown, .array(let b)): return .array([lhs] + b)
        case (.unknown, _): return lhs
        case (_, .unknown): return rhs
        default: return nil
        }
    }

    /// The enum a value is a case of, when it is a case of an enum the manifest declares.
    package static func enumType(of value: ManifestValue) -> String? {
        guard let object = value.object, object.isEnumCase else { return nil }
        return object.type
    }

    /// Whether two values are equal, or `nil` when the interpreter cannot compare them.
    package static func equal(_ lhs: ManifestValue, _ rhs: ManifestValue) -> Bool? {
        var visits = 0
        return equal(lhs, rhs, visits: &visits, limit: .max)
    }

    /// Whether two values are equal, or `nil` when they cannot be compared, taking a step of the
    /// budget for each pair of values compared (values that share elements can hold many more
    /// than the bytes they were made with).
    func equal(_ lhs: ManifestValue, _ rhs: ManifestValue, line: Int) throws(ManifestStop) -> Bool? {
        var visits = 0
        let same = Self.equal(lhs, rhs, visits: &visits, limit: ManifestBudget.maxSteps - budget.steps + 1)
        try budget.work(visits, line: line)
        return same
    }

    /// The comparison, counting in `visits` the pairs compared; `nil` once they pass `limit`.
    private static func equal(_ lhs: ManifestValue, _ rhs: ManifestValue, visits: inout Int, limit: Int) -> Bool? {
        visits += 1
        if visits > limit { return nil }
        switch (lhs, rhs) {
        case (.nothing, .nothing): return true
        case (.nothing, .string), (.string, .nothing), (.nothing, .bool), (.bool, .nothing), (.nothing, .int), (.int, .nothing),
             (.nothing, .array), (.array, .nothing), (.nothing, .member), (.member, .nothing):
            return false
        case (.string(let a, _), .string(let b, _)):
            visits += min(a.utf8.count, b.utf8.count) / 64
            return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.member(let a), .member(let b)): return a == b
        case (.object(let a), .object(let b)) where a.isEnumCase && b.isEnumCase:
            // Cases with associated values are equal when their values are.
            if a.type != b.type || a.name != b.name { return false }
            if a.arguments.count != b.arguments.count { return nil }
            var all = true
            for (left, right) in zip(a.arguments, b.arguments) {
                guard let same = equal(left.value, right.value, visits: &visits, limit: limit) else { return nil }
                all = all && same
            }
            return all
        case (.object(let a), .nothing) where a.isEnumCase: return false
        case (.nothing, .object(let b)) where b.isEnumCase: return false
        case (.array(let a), .array(let b)), (.tuple(let a, _), .tuple(let b, _)):
            if a.count != b.count { return false }
            var all = true
            for (left, right) in zip(a, b) {
                guard let same = equal(left, right, visits: &visits, limit: limit) else { return nil }
                all = all && same
            }
            return all
        default: return nil
        }
    }

    // MARK: Types

    /// A written type as the interpreter names types: `[Target.Dependency]`, `Target`, with
    /// optionals, `PackageDescription.` and `Array<…>` (and `Set<…>`) spelled out the one way.
    package static func typeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return "[" + typeName(array.element) + "]" }
        // A set is modelled as the array of its distinct elements.
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.declaredName == "Array" || identifier.name.declaredName == "Set",
           let argument = identifier.genericArgumentClause?.arguments.first {
            return "[" + argument.argument.trimmedDescription + "]"
        }
        var written = type.trimmedDescription
        for prefix in Self.libraryModules.map({ $0 + "." }) where written.hasPrefix(prefix) { written = String(written.dropFirst(prefix.count)) }
        return written
    }

    /// The labels of a tuple type as written (`(name: String, dependencies: [String])`), or `nil`.
    package static func tupleLabels(of type: String?) -> [String?]? {
        guard let type, type.hasPrefix("("), type.hasSuffix(")") else { return nil }
        let parts = topLevelParts(of: type.dropFirst().dropLast(), separatedBy: ",")
        return parts.map { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let label = part[..<colon].trimmingCharacters(in: .whitespaces)
            return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !label.isEmpty ? label : nil
        }
    }

    /// The element type of an array type (`Target` for `[Target]`), or `nil`.
    package static func elementType(of type: String?) -> String? {
        guard let type, type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let inner = type.dropFirst().dropLast()
        // `[Key: Value]` is a dictionary: a colon outside any brackets.
        return topLevelParts(of: inner, separatedBy: ":").count == 1 ? String(inner) : nil
    }

    /// The key and value types of a dictionary type (`Key` and `[Value]` for `[Key: [Value]]`), or `nil`.
    package static func dictionaryTypes(of type: String?) -> (key: String, value: String)? {
        guard let type, type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let parts = topLevelParts(of: type.dropFirst().dropLast(), separatedBy: ":")
        guard parts.count == 2 else { return nil }
        return (parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: .whitespaces))
    }

    /// A written type's text split at each separator outside brackets: `name: String, deps: [String]`
    /// at `,` → `name: String` and ` deps: [String]`.
    private static func topLevelParts(of text: Substring, separatedBy separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var index = start
        while index < text.endIndex {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case separator where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
            index = text.index(after: index)
        }
        parts.append(text[start..<text.endIndex])
        return parts
    }

    /// Why a written type names a type of the manifest that the interpreter does not model, if it does.
    package func unmodelledType(in type: some SyntaxProtocol) -> ManifestUnknown? {
        for token in type.tokens(viewMode: .sourceAccurate) {
            guard let declared = unmodelledTypes[token.text] else { continue }
            return ManifestUnknown(reason: "the manifest's type '\(token.text)' (\(shownLine(declared))) is not one the reader follows", line: line(of: type))
        }
        return nil
    }
}
