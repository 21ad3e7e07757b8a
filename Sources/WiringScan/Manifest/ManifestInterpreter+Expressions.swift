import SwiftSyntax

extension ManifestInterpreter {
    /// The value of an expression, or `unknown` naming its line.
    func evaluate(_ expression: ExprSyntax, in scope: ManifestScope) -> ManifestValue {
        withDepth { evaluateOnce(expression, in: scope) } ?? .unknown("the expression nests too deep to follow", line: line(of: expression))
    }

    private func evaluateOnce(_ expression: ExprSyntax, in scope: ManifestScope) -> ManifestValue {
        let here = line(of: expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) { return string(literal, in: scope) }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")).map { .int($0) } ?? .unknown("a number", line: here)
        }
        if expression.is(NilLiteralExprSyntax.self) { return .nothing }
        if let array = expression.as(ArrayExprSyntax.self) { return .array(array.elements.map { evaluate($0.expression, in: scope) }) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, in: scope)
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(unwrapped.expression, in: scope) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return evaluate(chained.expression, in: scope) }
        if let tried = expression.as(TryExprSyntax.self) { return evaluate(tried.expression, in: scope) }
        if let closure = expression.as(ClosureExprSyntax.self) { return .closure(closure, scope) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return variable(reference.baseName.text, in: scope, line: here) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return self.member(member, in: scope) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call, in: scope) }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
            // The environment of an evaluation Wiring would run is empty: every look-up is nil.
            let base = subscripted.calledExpression.trimmedDescription
            if base.hasSuffix("environment") { return .nothing }
            return .unknown("a subscript", line: here)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            if case .bool(let value) = evaluate(prefix.expression, in: scope) { return .bool(!value) }
            return .unknown("a condition", line: here)
        }
        if let branch = expression.as(IfExprSyntax.self) { return runIf(branch, in: scope) ?? .unknown("an if expression", line: here) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return self.sequence(Array(sequence.elements), in: scope, line: here) }
        return .unknown("'\(expression.trimmedDescription.prefix(60))'", line: here)
    }

    private func string(_ literal: StringLiteralExprSyntax, in scope: ManifestScope) -> ManifestValue {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                text += piece.content.text
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                      let value = evaluate(only.expression, in: scope).string
                else { return .unknown("an interpolation in \(literal.trimmedDescription.prefix(60))", line: line(of: literal)) }
                text += value
            }
        }
        return .string(text, line: place(of: literal).line)
    }

    private func variable(_ name: String, in scope: ManifestScope, line: Int) -> ManifestValue {
        if let value = scope.value(of: name) { return value }
        if let body = getter(named: name) {
            return withDepth { result(of: body, in: ManifestScope(parent: scope)) } ?? .unknown("too deep", line: line)
        }
        return .unknown("'\(name)' is not a value the manifest defines", line: line)
    }

    private func member(_ member: MemberAccessExprSyntax, in scope: ManifestScope) -> ManifestValue {
        let name = member.declName.baseName.text
        let here = line(of: member)
        guard let base = member.base else {
            return staticMember(name, owner: nil, arguments: nil, in: scope, line: here) ?? .member(name)
        }
        let written = base.trimmedDescription
        if Self.isTypeName(written) {
            // `Target.Dependency.core`, `Dependencies.shared`: a static member.
            let owner = String(written.split(separator: ".").last ?? "")
            if let value = staticMember(name, owner: owner, arguments: nil, in: scope, line: here)
                ?? staticMember(name, owner: nil, arguments: nil, in: scope, line: here) {
                return value
            }
            // The environment of an evaluation Wiring would run is empty.
            if name == "environment" && (written == "ProcessInfo.processInfo" || written == "Context") { return .array([]) }
            return .member(name)
        }
        let value = evaluate(base, in: scope)
        switch value {
        case .call(let call):
            // `target.type == .test`, as PackageDescription names the kinds.
            if name == "type", let kind = PackageDescription.targetTypes[call.name] { return .member(kind) }
            return call[name] ?? .array([])
        case .string(let text, let line):
            switch name {
            case "lowercased": return .string(text.lowercased(), line: line)
            case "isEmpty": return .bool(text.isEmpty)
            default: return .unknown("'.\(name)' of a string", line: here)
            }
        case .array(let elements):
            switch name {
            case "isEmpty": return .bool(elements.isEmpty)
            case "count": return .int(elements.count)
            case "keys", "values": return value
            default: return .unknown("'.\(name)' of an array", line: here)
            }
        case .unknown: return value
        default: return .unknown("'\(member.trimmedDescription.prefix(60))'", line: here)
        }
    }

    /// Whether written text names a type (`Target.Dependency`), not a value (`Context.environment.keys`).
    static func isTypeName(_ written: String) -> Bool {
        written.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            part.first?.isUppercase == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    private func arguments(of call: FunctionCallExprSyntax, in scope: ManifestScope) -> [(label: String?, value: ManifestValue)] {
        var arguments = call.arguments.map { (label: $0.label?.text, value: evaluate($0.expression, in: scope)) }
        if let closure = call.trailingClosure { arguments.append((nil, .closure(closure, scope))) }
        return arguments
    }

    private func call(_ call: FunctionCallExprSyntax, in scope: ManifestScope) -> ManifestValue {
        let here = line(of: call)
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let arguments = arguments(of: call, in: scope)
            if let function = function(named: name) { return self.call(function, arguments: arguments, in: scope, line: here) }
            if case .closure(let closure, let captured) = scope.value(of: name) ?? .nothing {
                return callClosure(closure, in: captured, with: arguments.map(\.value))
            }
            if name == "Array", let only = arguments.first?.value { return only }
            return made(name, arguments, at: call)
        }
        // `{ var targets = […]; …; return targets }()`: a closure called where it is written.
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
            return callClosure(closure, in: scope, with: [])
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return .unknown("'\(call.calledExpression.trimmedDescription.prefix(60))'", line: here)
        }
        let name = member.declName.baseName.text
        let written = member.base?.trimmedDescription
        if let base = member.base, let written, !Self.isTypeName(written) {
            // A method of a value: `names.map { … }`, `list.joined()`.
            return method(name, of: evaluate(base, in: scope), call: call, in: scope)
        }
        let arguments = arguments(of: call, in: scope)
        let owner = written.map { String($0.split(separator: ".").last ?? "") }
        if let value = staticMember(name, owner: owner, arguments: arguments, in: scope, line: here)
            ?? (owner == nil ? nil : staticMember(name, owner: nil, arguments: arguments, in: scope, line: here)) {
            return value
        }
        return made(name == "init" ? (owner ?? name) : name, arguments, at: call)
    }

    /// A call to PackageDescription (or any call the reader keeps whole).
    private func made(_ name: String, _ arguments: [(label: String?, value: ManifestValue)], at call: FunctionCallExprSyntax) -> ManifestValue {
        let place = place(of: call)
        let made = ManifestCall(name: name, arguments: arguments, line: place.line, lines: place.lines)
        if name == "Package" { packages.append(made) }
        return .call(made)
    }

    private func method(_ name: String, of value: ManifestValue, call: FunctionCallExprSyntax, in scope: ManifestScope) -> ManifestValue {
        let here = line(of: call)
        if case .unknown = value { return value }
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        switch (name, value) {
        case ("map", .array(let elements)), ("flatMap", .array(let elements)), ("compactMap", .array(let elements)),
             ("filter", .array(let elements)):
            guard let closure else { return .unknown("'\(name)' without a closure", line: here) }
            var result: [ManifestValue] = []
            for element in elements {
                let mapped = callClosure(closure, in: scope, with: [element])
                switch (name, mapped) {
                case (_, .unknown): return mapped
                case ("filter", .bool(let keep)): if keep { result.append(element) }
                case ("filter", _): return .unknown("the filter's condition", line: here)
                case ("flatMap", .array(let inner)): result += inner
                case ("compactMap", .nothing): break
                default: result.append(mapped)
                }
            }
            return .array(result)
        case ("joined", .array(let elements)):
            if let separator = call.arguments.first?.expression {
                guard let glue = evaluate(separator, in: scope).string else { return .unknown("the separator", line: here) }
                let parts = elements.compactMap(\.string)
                guard parts.count == elements.count else { return .unknown("joined strings", line: here) }
                return .string(parts.joined(separator: glue), line: here)
            }
            return .array(elements.flatMap { $0.array ?? [$0] })
        case ("lowercased", .string(let text, let line)):
            return .string(text.lowercased(), line: line)
        case ("contains", .array(let elements)):
            guard let wanted = call.arguments.first.map({ evaluate($0.expression, in: scope) }), let text = wanted.string else {
                return .unknown("'contains'", line: here)
            }
            return .bool(elements.contains { $0.string == text })
        default:
            return .unknown("'.\(name)(…)' on a value the reader does not follow", line: here)
        }
    }

    // MARK: Operators

    /// An unfolded operator sequence, by Swift's precedence for the operators manifests use:
    /// `?:` then `??`, `||`, `&&`, `==`/`!=`, `+`.
    private func sequence(_ elements: [ExprSyntax], in scope: ManifestScope, line here: Int) -> ManifestValue {
        if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) {
            switch sequence(Array(elements[..<index]), in: scope, line: here) {
            case .bool(true): return evaluate(ternary.thenExpression, in: scope)
            case .bool(false): return sequence(Array(elements[(index + 1)...]), in: scope, line: here)
            default: return .unknown("a condition", line: here)
            }
        }
        for level in [["??"], ["||"], ["&&"], ["==", "!="], ["+"]] {
            guard let index = elements.lastIndex(where: { operatorText($0).map(level.contains) == true }),
                  let op = operatorText(elements[index])
            else { continue }
            let lhs = sequence(Array(elements[..<index]), in: scope, line: here)
            let rhs = { self.sequence(Array(elements[(index + 1)...]), in: scope, line: here) }
            return combine(lhs, op, rhs, line: here)
        }
        guard elements.count == 1, let only = elements.first else { return .unknown("an operator", line: here) }
        return evaluate(only, in: scope)
    }

    private func operatorText(_ element: ExprSyntax) -> String? {
        element.as(BinaryOperatorExprSyntax.self)?.operator.text
    }

    private func combine(_ lhs: ManifestValue, _ op: String, _ rhs: () -> ManifestValue, line: Int) -> ManifestValue {
        switch op {
        case "??":
            if case .nothing = lhs { return rhs() }
            return lhs
        case "||", "&&":
            guard case .bool(let left) = lhs else { return .unknown("a condition", line: line) }
            if op == "||" ? left : !left { return .bool(left) }
            guard case .bool(let right) = rhs() else { return .unknown("a condition", line: line) }
            return .bool(right)
        case "==", "!=":
            guard let equal = Self.equal(lhs, rhs()) else { return .unknown("a comparison", line: line) }
            return .bool(op == "==" ? equal : !equal)
        default:
            return Self.concatenate(lhs, rhs(), line: line)
        }
    }

    private static func equal(_ lhs: ManifestValue, _ rhs: ManifestValue) -> Bool? {
        switch (lhs, rhs) {
        case (.nothing, .nothing): true
        case (.nothing, .string), (.string, .nothing), (.nothing, .bool), (.bool, .nothing): false
        case (.string(let a, _), .string(let b, _)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.member(let a), .member(let b)): a == b
        default: nil
        }
    }
}
