import SwiftSyntax

/// How a statement ends.
package enum ManifestFlow {
    case normal
    case returned(ManifestValue)
    case broke(String?)
    case continued(String?)
    case fellThrough
    /// Control may or may not have left here (a `return` under a condition that is not known):
    /// what the enclosing function or loop gives is not known.
    case uncertain(ManifestUnknown, leavesLoop: Bool)
}

/// Statements: the ones the interpreter models, and the footprint of any other.
extension ManifestInterpreter {
    /// Runs statements in order.
    package func execute(_ items: CodeBlockItemListSyntax, in scope: ManifestScope, declaring: Bool = true) throws(ManifestStop) -> ManifestFlow {
        if declaring, scope !== global { declare(items, in: scope) }
        for item in items {
            let flow = try execute(item.item, in: scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func execute(_ item: CodeBlockItemSyntax.Item, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow {
        switch item {
        case .decl(let declaration):
            try budget.step(line: line(of: declaration))
            return try execute(declaration: declaration, in: scope)
        case .stmt(let statement):
            try budget.step(line: line(of: statement))
            return try execute(statement: statement, label: nil, in: scope)
        case .expr(let expression):
            try budget.step(line: line(of: expression))
            return try execute(expression: expression, in: scope)
        }
    }

    private func execute(declaration: DeclSyntax, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            try bind(variable, in: scope)
            return .normal
        }
        if let block = declaration.as(IfConfigDeclSyntax.self) {
            switch conditions.activeClause(of: block) {
            case .known(let clause?):
                if case .statements(let statements)? = clause.elements { return try execute(statements, in: scope, declaring: false) }
                return .normal
            case .known(nil):
                return .normal
            case .unknown(var unknown):
                unknown.line = line(of: block)
                return undecided(Syntax(block), unknown, in: scope)
            }
        }
        if declaration.is(FunctionDeclSyntax.self) || declaration.is(ImportDeclSyntax.self)
            || declaration.is(TypeAliasDeclSyntax.self) || declaration.is(ExtensionDeclSyntax.self) {
            return .normal
        }
        if scope === global, Self.nominal(declaration) != nil { return .normal }
        if let (name, _, _, _, _, _) = Self.nominal(declaration) {
            // A type declared inside a function: its uses are not followed.
            unmodelledTypes[name] = line(of: declaration)
            return .normal
        }
        if let macro = declaration.as(MacroExpansionDeclSyntax.self), ["warning", "sourceLocation"].contains(macro.macroName.text) {
            return .normal
        }
        return undecided(Syntax(declaration), unmodelled(declaration), in: scope)
    }

    private func bind(_ variable: VariableDeclSyntax, in scope: ManifestScope) throws(ManifestStop) {
        for binding in variable.bindings {
            let type = binding.typeAnnotation?.type
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                let name = identifier.identifier.declaredName
                if let value = binding.initializer?.value {
                    let computed = try evaluate(value, in: scope, expecting: type.map(Self.typeName))
                    scope.bind(name, variable.bindingSpecifier.tokenKind == .keyword(.var) ? try copied(computed, line: line(of: binding)) : computed)
                    if let type, let unknown = unmodelledType(in: type) { scope.bind(name, .unknown(unknown)) }
                    if let type { scope.setType(name, Self.typeName(type)) }
                } else if binding.accessorBlock != nil {
                    if scope === global { continue }
                    // A computed local variable: its reads are not followed.
                    scope.bind(name, .unknown(unmodelled(binding, "a computed local variable")))
                } else if variable.bindingSpecifier.tokenKind == .keyword(.var), let type,
                          type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    // `var name: String?` with no value starts as `nil`, as in Swift.
                    scope.bind(name, .nothing)
                    scope.setType(name, Self.typeName(type))
                } else {
                    // Declared, assigned later; until then it has no value the reader knows.
                    scope.bind(name, .unknown(ManifestUnknown(reason: "'\(name)' is read before it is given a value", line: line(of: binding))))
                    if let type { scope.setType(name, Self.typeName(type)) }
                }
            } else if let tuple = binding.pattern.as(TuplePatternSyntax.self), let value = binding.initializer?.value {
                let computed = try evaluate(value, in: scope, expecting: nil)
                let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName }
                if case .tuple(let parts, _) = computed, parts.count == names.count {
                    for (name, part) in zip(names, parts) { if let name { scope.bind(name, part) } }
                } else {
                    let unknown = computed.firstUnknown ?? unmodelled(binding, "a tuple binding")
                    for name in names.compactMap({ $0 }) { scope.bind(name, .unknown(unknown)) }
                }
            } else if binding.pattern.is(WildcardPatternSyntax.self), let value = binding.initializer?.value {
                _ = try evaluate(value, in: scope, expecting: nil)
            } else {
                let unknown = unmodelled(binding)
                for name in Self.boundNames(binding.pattern) { scope.bind(name, .unknown(unknown)) }
            }
        }
    }

    // MARK: Statements

    private func execute(statement: StmtSyntax, label: String?, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow {
        if let labeled = statement.as(LabeledStmtSyntax.self) {
            return try execute(statement: labeled.statement, label: labeled.label.text, in: scope)
        }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            guard let expression = returned.expression else { return .returned(.nothing) }
            return .returned(try evaluate(expression, in: scope, expecting: returnType))
        }
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            if let switched = expression.expression.as(SwitchExprSyntax.self) { return try runSwitch(switched, label: label, in: scope) }
            return try execute(expression: expression.expression, in: scope)
        }
        if let loop = statement.as(ForStmtSyntax.self) { return try runFor(loop, label: label, in: scope) }
        if let loop = statement.as(WhileStmtSyntax.self) { return try runWhile(loop, label: label, in: scope) }
        if let loop = statement.as(RepeatStmtSyntax.self) { return try runRepeat(loop, label: label, in: scope) }
        if let guarded = statement.as(GuardStmtSyntax.self) { return try runGuard(guarded, in: scope) }
        if let block = statement.as(DoStmtSyntax.self) { return try runDo(block, in: scope) }
        if let broke = statement.as(BreakStmtSyntax.self) { return .broke(broke.label?.text) }
        if let continued = statement.as(ContinueStmtSyntax.self) { return .continued(continued.label?.text) }
        if statement.is(FallThroughStmtSyntax.self) { return .fellThrough }
        if let thrown = statement.as(ThrowStmtSyntax.self) {
            _ = try evaluate(thrown.expression, in: scope, expecting: nil)
            throw .thrown(line: line(of: thrown))
        }
        return undecided(Syntax(statement), unmodelled(statement), in: scope)
    }

    /// An expression used as a statement.
    package func execute(expression: ExprSyntax, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow {
        if let branch = expression.as(IfExprSyntax.self) { return try runIf(branch, in: scope) }
        if let switched = expression.as(SwitchExprSyntax.self) { return try runSwitch(switched, label: nil, in: scope) }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let flow = try assign(infix, in: scope) { return flow }
        _ = try evaluate(expression, in: scope, expecting: nil)
        return .normal
    }

    // MARK: Branches

    /// The result of a statement's conditions: true with the scope their bindings live in, false, or unknown.
    package enum ConditionOutcome {
        case holds(ManifestScope)
        case fails
        case unknown(ManifestUnknown)
    }

    package func evaluateConditions(_ list: ConditionElementListSyntax, in scope: ManifestScope, bindInto target: ManifestScope? = nil) throws(ManifestStop)
        -> ConditionOutcome {
        let inner = target ?? ManifestScope(parent: scope)
        for element in list {
            switch element.condition {
            case .expression(let expression):
                switch try evaluate(expression, in: inner, expecting: "Bool") {
                case .bool(true): continue
                case .bool(false): return .fails
                case .unknown(let unknown): return .unknown(unknown)
                default: return .unknown(unmodelled(expression, "a condition that is not a Boolean the reader computes"))
                }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName else {
                    return .unknown(unmodelled(binding))
                }
                let value: ManifestValue
                if let initializer = binding.initializer?.value {
                    value = try evaluate(initializer, in: inner, expecting: binding.typeAnnotation.map { Self.typeName($0.type) })
                } else {
                    value = inner.value(of: name) ?? .unknown(ManifestUnknown(reason: "'\(name)' is not a value the manifest defines", line: line(of: binding)))
                }
                switch value {
                case .nothing: return .fails
                case .unknown(let unknown): return .unknown(unknown)
                default: inner.bind(name, value)
                }
            case .matchingPattern(let matching):
                // `if case .source = self`, `if case .feature(let name) = module`: matched as a `switch` case is.
                let value = try evaluate(matching.initializer.value, in: inner, expecting: matching.typeAnnotation.map { Self.typeName($0.type) })
                if case .unknown(let unknown) = value { return .unknown(unknown) }
                switch try match(matching.pattern, value, in: inner) {
                case .success(true): continue
                case .success(false): return .fails
                case .failure(let unknown): return .unknown(unknown)
                }
            default:
                return .unknown(unmodelled(element))
            }
        }
        return .holds(inner)
    }

    package func runIf(_ branch: IfExprSyntax, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow {
        switch try evaluateConditions(branch.conditions, in: scope) {
        case .holds(let inner):
            return try execute(branch.body.statements, in: inner)
        case .fails:
            switch branch.elseBody {
            case .codeBlock(let block)?: return try execute(block.statements, in: ManifestScope(parent: scope))
            case .ifExpr(let next)?: return try runIf(next, in: scope)
            case nil: return .normal
            }
        case .unknown(let unknown):
            let arms = Self.arms(of: branch, returning: true)
            let carried = try choice(among: arms, scopes: arms.map { _ in ManifestScope(parent: scope) }, unknown, expecting: returnType)
            if carried.alternatives != nil { return .returned(.unknown(carried)) }
            return undecided(Syntax(branch), unknown, in: scope)
        }
    }

    private func runGuard(_ guarded: GuardStmtSyntax, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow {
        switch try evaluateConditions(guarded.conditions, in: scope, bindInto: scope) {
        case .holds: return .normal
        case .fails:
            let flow = try execute(guarded.body.statements, in: ManifestScope(parent: scope))
            if case .normal = flow { return .uncertain(unmodelled(guarded, "a 'guard' whose 'else' does not leave"), leavesLoop: true) }
            return flow
        case .unknown(let unknown):
            return undecided(Syntax(guarded), unknown, in: scope, leaves: true)
        }
    }

    /// Runs a `switch`; as a value (`valueOf`, a `switch` expression), a case whose body is one
    /// expression gives that expression's value as `.returned`.
    func runSwitch(_ switched: SwitchExprSyntax, label: String?, in scope: ManifestScope, valueOf: Bool = false, expecting: String? = nil)
        throws(ManifestStop) -> ManifestFlow {
        // A case not known to match: the value of each arm, when every arm gives (or returns) one quiet value of a kind.
        func undecided(_ node: Syntax, _ unknown: ManifestUnknown, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow {
            let arms = Self.arms(of: switched, conditions: conditions, returning: !valueOf)
            let carried = try choice(
                among: arms, scopes: arms.map { _ in ManifestScope(parent: scope) }, unknown, expecting: valueOf ? expecting : returnType)
            if carried.alternatives != nil { return .returned(.unknown(carried)) }
            return self.undecided(node, unknown, in: scope)
        }
        let subject = try evaluate(switched.subject, in: scope, expecting: nil)
        if case .unknown(let unknown) = subject { return try undecided(Syntax(switched), unknown, in: scope) }
        let cases = Self.switchCases(switched.cases, conditions: conditions)
        guard case .success(let list) = cases else {
            if case .failure(let unknown) = cases { return try undecided(Syntax(switched), unknown, in: scope) }
            return .normal
        }
        var matched: Int?
        var inner = ManifestScope(parent: scope)
        search: for (index, item) in list.enumerated() {
            switch item.label {
            case .default:
                matched = index
                break search
            case .case(let caseLabel):
                for caseItem in caseLabel.caseItems {
                    let candidate = ManifestScope(parent: scope)
                    switch try match(caseItem.pattern, subject, in: candidate) {
                    case .success(false): continue
                    case .success(true):
                        if let condition = caseItem.whereClause?.condition {
                            switch try evaluate(condition, in: candidate, expecting: "Bool") {
                            case .bool(true): break
                            case .bool(false): continue
                            default: return try undecided(Syntax(switched), unmodelled(condition, "a 'where' condition"), in: scope)
                            }
                        }
                        matched = index
                        inner = candidate
                        break search
                    case .failure(let unknown):
                        return try undecided(Syntax(switched), unknown, in: scope)
                    }
                }
            }
        }
        guard var index = matched else {
            return .uncertain(ManifestUnknown(reason: "no case of the 'switch' matches", line: line(of: switched)), leavesLoop: true)
        }
        while true {
            if valueOf, let only = Self.singleValue(list[index].statements) {
                return .returned(try evaluate(only, in: inner, expecting: expecting))
            }
            let flow = try execute(list[index].statements, in: inner)
            switch flow {
            case .fellThrough where index + 1 < list.count:
                index += 1
                inner = ManifestScope(parent: scope)
            case .broke(nil): return .normal
            case .broke(let target?) where target == label: return .normal
            default: return flow
            }
        }
    }

    /// The one expression a block is, when it is one (not an assignment): the value of a branch of
    /// a `switch` or `if` expression.
    package static func singleValue(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statementExpression(statements.first!.item),
              !(only.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) ?? false)
        else { return nil }
        return only
    }

    /// The cases of a `switch`, with `#if` among them decided.
    package static func switchCases(_ list: SwitchCaseListSyntax, conditions: ManifestConditions) -> Result<[SwitchCaseSyntax], ManifestUnknown> {
        var result: [SwitchCaseSyntax] = []
        for element in list {
            switch element {
            case .switchCase(let item): result.append(item)
            case .ifConfigDecl(let block):
                switch conditions.activeClause(of: block) {
                case .known(let clause?):
                    if case .switchCases(let inner)? = clause.elements {
                        switch switchCases(inner, conditions: conditions) {
                        case .success(let more): result += more
                        case .failure(let unknown): return .failure(unknown)
                        }
                    }
                case .known(nil): break
                case .unknown(let unknown): return .failure(unknown)
                }
            }
        }
        return .success(result)
    }

    /// Whether a pattern matches a value (binding its names in `scope`), or why it is not known.
    private func match(_ pattern: PatternSyntax, _ value: ManifestValue, in scope: ManifestScope) throws(ManifestStop)
        -> Result<Bool, ManifestUnknown> {
        if pattern.is(WildcardPatternSyntax.self) { return .success(true) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) {
            scope.bind(name.identifier.declaredName, value)
            return .success(true)
        }
        // `case .feature(let module)`, `case let .feature(module)`: a case with its associated values.
        let binds = pattern.is(ValueBindingPatternSyntax.self)
        if let expression = (pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern).as(ExpressionPatternSyntax.self),
           let call = expression.expression.as(FunctionCallExprSyntax.self), let object = value.object, object.isEnumCase,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard member.declName.baseName.declaredName == object.name else { return .success(false) }
            guard call.arguments.count == object.arguments.count, call.trailingClosure == nil else {
                return .failure(unmodelled(pattern, "a pattern the reader does not match"))
            }
            for (argument, associated) in zip(call.arguments, object.arguments) {
                switch try matchValue(argument.expression, associated.value, binds: binds, in: scope) {
                case .success(true): continue
                case let other: return other
                }
            }
            return .success(true)
        }
        // `case .core:` for a case with associated values matches that case whatever its values, as in Swift.
        if let expression = pattern.as(ExpressionPatternSyntax.self), let member = expression.expression.as(MemberAccessExprSyntax.self),
           member.base == nil, let object = value.object, object.isEnumCase,
           statics[object.type]?[member.declName.baseName.declaredName]?.contains(where: { if case .enumCase = $0 { true } else { false } }) == true {
            return .success(member.declName.baseName.declaredName == object.name)
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            let wanted = try evaluate(expression.expression, in: scope, expecting: Self.enumType(of: value))
            if case .range(let low, let high) = wanted, case .int(let number) = value { return .success(number >= low && number < high) }
            guard let equal = try equal(wanted, value, line: line(of: pattern)) else {
                return .failure(wanted.firstUnknown ?? unmodelled(pattern, "a pattern the reader does not match"))
            }
            return .success(equal)
        }
        return .failure(unmodelled(pattern, "a pattern the reader does not match"))
    }

    /// Whether an associated value matches what a case pattern writes for it: a name bound (under
    /// `let`), `_`, a nested pattern, a cast to a protocol of the manifest, or a value compared.
    private func matchValue(_ written: ExprSyntax, _ value: ManifestValue, binds: Bool, in scope: ManifestScope) throws(ManifestStop)
        -> Result<Bool, ManifestUnknown> {
        if written.is(DiscardAssignmentExprSyntax.self) { return .success(true) }
        if let cast = written.as(AsExprSyntax.self) {
            // A cast to a protocol the value's type conforms to, as `as any P` in a pattern.
            let target = Self.ownerName(cast.type.as(SomeOrAnyTypeSyntax.self)?.constraint ?? cast.type)
            guard let type = value.object?.type, type == target || conformances[type]?.contains(target) == true else {
                return .failure(unmodelled(cast, "a cast the reader does not check"))
            }
            return try matchValue(cast.expression, value, binds: binds, in: scope)
        }
        if let pattern = written.as(PatternExprSyntax.self) {
            if binds, let name = pattern.pattern.as(IdentifierPatternSyntax.self) {
                scope.bind(name.identifier.declaredName, value)
                return .success(true)
            }
            return try match(pattern.pattern, value, in: scope)
        }
        if binds, let reference = written.as(DeclReferenceExprSyntax.self) {
            scope.bind(reference.baseName.declaredName, value)
            return .success(true)
        }
        let wanted = try evaluate(written, in: scope, expecting: Self.enumType(of: value))
        guard let same = try equal(wanted, value, line: line(of: written)) else {
            return .failure(wanted.firstUnknown ?? unmodelled(written, "a pattern the reader does not match"))
        }
        return .success(same)
    }

    // MARK: Loops

    private func runFor(_ loop: ForStmtSyntax, label: String?, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow {
        try iterate(loop, label: label, in: scope) { inner throws(ManifestStop) in try execute(loop.body.statements, in: inner) }
    }

    /// Runs a `for` loop's body, as `body` runs it, once for each element of its sequence that its
    /// `where` condition keeps, each time in a scope of its own with the pattern bound.
    func iterate(_ loop: ForStmtSyntax, label: String?, in scope: ManifestScope, body: (ManifestScope) throws(ManifestStop) -> ManifestFlow)
        throws(ManifestStop) -> ManifestFlow {
        let sequence = try evaluate(loop.sequence, in: scope, expecting: nil)
        let elements: [ManifestValue]
        switch sequence {
        case .array(let items): elements = items
        case .range(let low, let high):
            guard high - low <= ManifestBudget.maxSteps else {
                throw .exhausted(ManifestUnknown(reason: "a loop over more than \(ManifestBudget.maxSteps) numbers", line: line(of: loop)))
            }
            elements = low < high ? (low..<high).map { .int($0) } : []
        case .dictionary(let entries): elements = entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }
        case .unknown(let unknown): return undecided(Syntax(loop), unknown, in: scope)
        default: return undecided(Syntax(loop), unmodelled(loop.sequence, "a sequence the reader cannot list"), in: scope)
        }
        guard loop.caseKeyword == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil else {
            return undecided(Syntax(loop), unmodelled(loop), in: scope)
        }
        for element in elements {
            let inner = ManifestScope(parent: scope)
            guard bindLoopPattern(loop.pattern, element, in: inner) else {
                return undecided(Syntax(loop), unmodelled(loop.pattern, "a loop pattern"), in: scope)
            }
            if let condition = loop.whereClause?.condition {
                switch try evaluate(condition, in: inner, expecting: "Bool") {
                case .bool(true): break
                case .bool(false): continue
                case .unknown(let unknown): return undecided(Syntax(loop), unknown, in: scope)
                default: return undecided(Syntax(loop), unmodelled(condition, "a 'where' condition"), in: scope)
                }
            }
            if let end = afterIteration(try body(inner), of: Syntax(loop), label: label, in: scope) { return end }
        }
        return .normal
    }

    /// What one run of a loop's body means for the loop: go on (`nil`), or end with this flow.
    private func afterIteration(_ flow: ManifestFlow, of loop: Syntax, label: String?, in scope: ManifestScope) -> ManifestFlow? {
        switch flow {
        case .normal, .continued(nil): return nil
        case .continued(let target?) where target == label: return nil
        case .broke(nil): return .normal
        case .broke(let target?) where target == label: return .normal
        case .uncertain(let unknown, leavesLoop: false): return undecided(loop, unknown, in: scope)
        default: return flow
        }
    }

    private func bindLoopPattern(_ pattern: PatternSyntax, _ element: ManifestValue, in scope: ManifestScope) -> Bool {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.bind(identifier.identifier.declaredName, element)
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let parts, _) = element, parts.count == tuple.elements.count else { return false }
            for (item, part) in zip(tuple.elements, parts) where !bindLoopPattern(item.pattern, part, in: scope) { return false }
            return true
        }
        return false
    }

    private func runWhile(_ loop: WhileStmtSyntax, label: String?, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow {
        while true {
            try budget.step(line: line(of: loop))
            switch try evaluateConditions(loop.conditions, in: scope) {
            case .fails: return .normal
            case .unknown(let unknown): return undecided(Syntax(loop), unknown, in: scope)
            case .holds(let inner):
                if let end = afterIteration(try execute(loop.body.statements, in: inner), of: Syntax(loop), label: label, in: scope) {
                    return end
                }
            }
        }
    }

    private func runRepeat(_ loop: RepeatStmtSyntax, label: String?, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow {
        while true {
            try budget.step(line: line(of: loop))
            if let end = afterIteration(try execute(loop.body.statements, in: ManifestScope(parent: scope)), of: Syntax(loop), label: label, in: scope) {
                return end
            }
            switch try evaluate(loop.condition, in: scope, expecting: "Bool") {
            case .bool(true): continue
            case .bool(false): return .normal
            case .unknown(let unknown): return undecided(Syntax(loop), unknown, in: scope)
            default: return undecided(Syntax(loop), unmodelled(loop.condition, "a loop condition"), in: scope)
            }
        }
    }

    // MARK: do / catch

    private func runDo(_ block: DoStmtSyntax, in scope: ManifestScope) throws(ManifestStop) -> ManifestFlow {
        let catches = Array(block.catchClauses)
        let outer = mayHaveThrown
        mayHaveThrown = nil
        defer { mayHaveThrown = outer }
        let flow: ManifestFlow
        do {
            flow = try execute(block.body.statements, in: ManifestScope(parent: scope))
        } catch {
            guard case .thrown = error, !catches.isEmpty else { throw error }
            // Thrown: the first clause that catches everything runs.
            guard let clause = catches.first(where: { $0.catchItems.isEmpty }) else {
                return undecided(Syntax(block), unmodelled(block, "a 'catch' with a pattern"), in: scope)
            }
            let inner = ManifestScope(parent: scope)
            inner.bind("error", .unknown(ManifestUnknown(reason: "the error thrown", line: line(of: clause))))
            return try execute(clause.body.statements, in: inner)
        }
        if let unknown = mayHaveThrown, !catches.isEmpty {
            // Something in the body may have thrown: what the clauses do is not known.
            for clause in catches {
                if case .uncertain(let why, let leaves) = undecided(Syntax(clause), unknown, in: scope) { return .uncertain(why, leavesLoop: leaves) }
            }
        }
        return flow
    }
}
