import SwiftSyntax

/// Computes what `Package.swift` builds by reading its code, never running it.
///
/// It follows the ways real manifests build their lists: `let` and `var` holding arrays and
/// strings, `+` and `+=`, `append` and `append(contentsOf:)` (also on `package.targets` after
/// the `Package` is made, and on a target's `dependencies` in a loop over `package.targets`),
/// `for` loops over known arrays, `map`/`flatMap`/`compactMap`/`filter` with closures, helper
/// functions and static members (`extension Target.Dependency { static let core = … }`), string
/// interpolation, `#if` decided for this machine as the compiler decides it, and `if` on the
/// environment (empty, as for a sandboxed evaluation). What it cannot compute is an `unknown`
/// value naming the line; it never guesses.
final class ManifestInterpreter {
    /// A statement that could change what the package declares but was not understood.
    struct Skipped {
        var line: Int
        var text: String
    }

    let lines: LineTable
    let conditions: IfConfigTruth
    private(set) var skipped: [Skipped] = []
    /// Every `Package(…)` made, in order.
    var packages: [ManifestCall] = []
    private var functions: [String: FunctionDeclSyntax] = [:]
    /// Static members of the manifest's types and extensions, by member name and by `Type.member`.
    private var members: [String: [MemberDefinition]] = [:]
    /// Top-level computed variables.
    private var getters: [String: CodeBlockItemListSyntax] = [:]
    private var depth = 0
    private var steps = 0
    /// The line and lines of the outermost helper call being computed, which stand for what it makes.
    private var site: (line: Int, lines: ClosedRange<Int>)?

    static let maxDepth = 48
    static let maxSteps = 500_000

    private enum MemberDefinition {
        case value(ExprSyntax)
        case getter(CodeBlockItemListSyntax)
        case function(FunctionDeclSyntax)
    }

    init(lines: LineTable, conditions: IfConfigTruth) {
        self.lines = lines
        self.conditions = conditions
    }

    /// Runs the manifest's top-level code and returns the scope it leaves.
    func run(_ file: SourceFileSyntax) -> ManifestScope {
        let scope = ManifestScope()
        declare(file.statements)
        _ = execute(file.statements, in: scope)
        return scope
    }

    // MARK: Declarations

    /// Records functions and static members first: they may be used before they are written.
    private func declare(_ items: CodeBlockItemListSyntax) {
        for item in items {
            if let function = item.item.as(FunctionDeclSyntax.self) {
                functions[function.name.text] = function
            } else if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.initializer == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let body = Self.getterBody(binding.accessorBlock) else { continue }
                    getters[name] = body
                }
            } else if let block = item.item.as(IfConfigDeclSyntax.self), let active = activeStatements(block) {
                declare(active)
            } else if let declaration = item.item.as(DeclSyntax.self), let memberBlock = Self.memberBlock(of: declaration) {
                let owner = Self.ownerName(of: declaration)
                for member in memberBlock.members {
                    declareMember(member.decl, owner: owner)
                }
            }
        }
    }

    private func declareMember(_ declaration: DeclSyntax, owner: String) {
        if let block = declaration.as(IfConfigDeclSyntax.self) {
            for clause in conditions.clauses(of: block) where clause.1 == .yes {
                if case .decls(let members)? = clause.0.elements { members.forEach { declareMember($0.decl, owner: owner) } }
            }
            return
        }
        if let function = declaration.as(FunctionDeclSyntax.self), Self.isStatic(function.modifiers) {
            addMember(function.name.text, owner: owner, .function(function))
        } else if let variable = declaration.as(VariableDeclSyntax.self), Self.isStatic(variable.modifiers) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let value = binding.initializer?.value {
                    addMember(name, owner: owner, .value(value))
                } else if let body = Self.getterBody(binding.accessorBlock) {
                    addMember(name, owner: owner, .getter(body))
                }
            }
        }
    }

    private func addMember(_ name: String, owner: String, _ definition: MemberDefinition) {
        members[name, default: []].append(definition)
        members[owner + "." + name, default: []].append(definition)
    }

    private static func memberBlock(of declaration: DeclSyntax) -> MemberBlockSyntax? {
        declaration.as(ExtensionDeclSyntax.self)?.memberBlock ?? declaration.as(EnumDeclSyntax.self)?.memberBlock
            ?? declaration.as(StructDeclSyntax.self)?.memberBlock ?? declaration.as(ClassDeclSyntax.self)?.memberBlock
    }

    private static func ownerName(of declaration: DeclSyntax) -> String {
        if let written = declaration.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription {
            return String(written.split(separator: ".").last ?? Substring(written))
        }
        return declaration.as(EnumDeclSyntax.self)?.name.text ?? declaration.as(StructDeclSyntax.self)?.name.text
            ?? declaration.as(ClassDeclSyntax.self)?.name.text ?? ""
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    static func getterBody(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let body)?: return body
        case .accessors(let list)?:
            return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        default: return nil
        }
    }

    // MARK: Statements

    /// The statements of the `#if` clause this machine compiles, if any.
    func activeStatements(_ block: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        for (clause, truth, _) in conditions.clauses(of: block) where truth == .yes {
            if case .statements(let statements)? = clause.elements { return statements }
            return nil
        }
        return nil
    }

    /// Runs statements; returns the value of a `return`, if one ran.
    func execute(_ items: CodeBlockItemListSyntax, in scope: ManifestScope) -> ManifestValue? {
        for item in items {
            if let result = execute(item.item, in: scope) { return result }
        }
        return nil
    }

    private func execute(_ item: CodeBlockItemSyntax.Item, in scope: ManifestScope) -> ManifestValue? {
        steps += 1
        guard steps < Self.maxSteps, depth < Self.maxDepth else {
            skip(Syntax(item), "the manifest computes too much to follow")
            return nil
        }
        switch item {
        case .decl(let declaration):
            if let variable = declaration.as(VariableDeclSyntax.self) {
                bind(variable, in: scope)
            } else if let block = declaration.as(IfConfigDeclSyntax.self), let active = activeStatements(block) {
                return execute(active, in: scope)
            }
            return nil
        case .stmt(let statement):
            if let returned = statement.as(ReturnStmtSyntax.self) {
                return returned.expression.map { evaluate($0, in: scope) } ?? ManifestValue.nothing
            }
            if let loop = statement.as(ForStmtSyntax.self) { return runLoop(loop, in: scope) }
            if let expression = statement.as(ExpressionStmtSyntax.self) { return execute(expression: expression.expression, in: scope) }
            if !statement.is(ThrowStmtSyntax.self) { skipIfRelevant(Syntax(statement)) }
            return nil
        case .expr(let expression):
            return execute(expression: expression, in: scope)
        }
    }

    private func bind(_ variable: VariableDeclSyntax, in scope: ManifestScope) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let value = binding.initializer?.value {
                scope.bind(name, evaluate(value, in: scope))
            } else if let body = Self.getterBody(binding.accessorBlock) {
                getters[name] = body
            } else {
                scope.bind(name, .nothing)
            }
        }
    }

    /// An expression used as a statement: `if`, an assignment, `+=`, `append`.
    private func execute(expression: ExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        if let branch = expression.as(IfExprSyntax.self) { return runIf(branch, in: scope) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let target = lvalue(elements[0], in: scope) {
                if elements[1].is(AssignmentExprSyntax.self) {
                    target.set(evaluate(elements[2], in: scope))
                    return nil
                }
                if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                    target.set(Self.concatenate(target.get(), evaluate(elements[2], in: scope), line: line(of: sequence)))
                    return nil
                }
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           ["append", "insert"].contains(member.declName.baseName.text), let target = lvalue(base, in: scope) {
            guard let argument = call.arguments.first?.expression else { return nil }
            let value = evaluate(argument, in: scope)
            let added: ManifestValue = call.arguments.first?.label?.text == "contentsOf" ? value : .array([value])
            target.set(Self.concatenate(target.get(), added, line: line(of: call)))
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
           let base = member.base, let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
            for element in evaluate(base, in: scope).array ?? [] {
                _ = callClosure(closure, in: scope, with: [element])
            }
            return nil
        }
        skipIfRelevant(Syntax(expression))
        return nil
    }

    func runIf(_ branch: IfExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        var truth: Bool?
        for condition in branch.conditions {
            guard case .expression(let expression) = condition.condition,
                  case .bool(let holds) = evaluate(expression, in: scope)
            else { truth = nil; break }
            truth = (truth ?? true) && holds
        }
        guard let truth else {
            // Only a branch that may change the targets, products or dependencies matters.
            if Self.isRelevant(Syntax(branch)) {
                skip(Syntax(branch.conditions), "the condition cannot be known without running the manifest; neither branch was read")
            }
            return nil
        }
        if truth { return execute(branch.body.statements, in: ManifestScope(parent: scope)) }
        switch branch.elseBody {
        case .codeBlock(let block)?: return execute(block.statements, in: ManifestScope(parent: scope))
        case .ifExpr(let next)?: return runIf(next, in: scope)
        case nil: return nil
        }
    }

    private func runLoop(_ loop: ForStmtSyntax, in scope: ManifestScope) -> ManifestValue? {
        guard let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let elements = evaluate(loop.sequence, in: scope).array
        else {
            skipIfRelevant(Syntax(loop))
            return nil
        }
        for element in elements {
            let inner = ManifestScope(parent: scope)
            inner.bind(name, element)
            if let condition = loop.whereClause?.condition {
                guard case .bool(let holds) = evaluate(condition, in: inner) else {
                    skip(Syntax(condition), "the loop's condition cannot be known; the loop was not read")
                    return nil
                }
                if !holds { continue }
            }
            if let result = execute(loop.body.statements, in: inner) { return result }
        }
        return nil
    }

    /// Notes a statement the reader does not follow when it may change the package's targets,
    /// products or dependencies; statements about anything else (platforms, settings) do not matter.
    private func skipIfRelevant(_ node: Syntax) {
        guard Self.isRelevant(node) else { return }
        skip(node, "this statement may change the package's targets or dependencies and is not followed")
    }

    /// Whether code may change the package's targets, products or dependencies (it names them).
    private static func isRelevant(_ node: Syntax) -> Bool {
        let text = node.trimmedDescription
        return ["targets", "dependencies", "products", "Target", ".target(", ".product(", ".package(", "append(", "+=", "insert("]
            .contains(where: text.contains)
    }

    func skip(_ node: Syntax, _ why: String) {
        let text = node.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        skipped.append(Skipped(line: line(of: node), text: why + " (" + String(text.prefix(80)) + ")"))
    }

    func line(of node: some SyntaxProtocol) -> Int {
        lines.line(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func lineRange(of node: some SyntaxProtocol) -> ClosedRange<Int> {
        line(of: node)...lines.line(ofOffset: max(node.endPositionBeforeTrailingTrivia.utf8Offset - 1, 0))
    }

    // MARK: Places written to

    /// A place an assignment can change: a variable, or an argument of a call reached through one.
    struct LValue {
        let get: () -> ManifestValue
        let set: (ManifestValue) -> Void
    }

    private func lvalue(_ expression: ExprSyntax, in scope: ManifestScope) -> LValue? {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return LValue(get: { scope.value(of: name) ?? .nothing }, set: { scope.assign(name, $0) })
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           case .call(let call) = evaluate(base, in: scope) {
            let label = member.declName.baseName.text
            return LValue(get: { call[label] ?? .array([]) }, set: { call[label] = $0 })
        }
        return nil
    }

    // MARK: Helpers used by the expression reader

    func withDepth<Result>(_ body: () -> Result) -> Result? {
        guard depth < Self.maxDepth, steps < Self.maxSteps else { return nil }
        depth += 1
        steps += 1
        defer { depth -= 1 }
        return body()
    }

    func function(named name: String) -> FunctionDeclSyntax? { functions[name] }

    func getter(named name: String) -> CodeBlockItemListSyntax? { getters[name] }

    /// The static member `name` (of `owner` when given), computed, if the manifest declares exactly one.
    func staticMember(_ name: String, owner: String?, arguments: [(label: String?, value: ManifestValue)]?, in scope: ManifestScope, line: Int)
        -> ManifestValue? {
        let key = owner.map { $0 + "." + name } ?? name
        guard let candidates = members[key] else { return nil }
        let matching = candidates.filter { definition in
            if case .function = definition { return arguments != nil }
            return arguments == nil
        }
        guard matching.count == 1, let definition = matching.first else { return nil }
        let global = ManifestScope(parent: scope)
        switch definition {
        case .value(let expression): return withDepth { evaluate(expression, in: global) } ?? .unknown("too deep", line: line)
        case .getter(let body): return withDepth { result(of: body, in: global) } ?? .unknown("too deep", line: line)
        case .function(let function): return call(function, arguments: arguments ?? [], in: scope, line: line)
        }
    }

    /// Calls a function of the manifest with computed arguments.
    func call(_ function: FunctionDeclSyntax, arguments: [(label: String?, value: ManifestValue)], in scope: ManifestScope, line: Int)
        -> ManifestValue {
        guard let body = function.body?.statements else { return .unknown("'\(function.name.text)' has no body", line: line) }
        let inner = ManifestScope(parent: scope)
        var remaining = arguments
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let index = remaining.firstIndex(where: { $0.label == label }) {
                let isVariadic = parameter.ellipsis != nil
                inner.bind(name, isVariadic ? .array(remaining[index...].filter { $0.label == nil || $0.label == label }.map(\.value)) : remaining[index].value)
                remaining.remove(at: index)
            } else if let value = parameter.defaultValue?.value {
                inner.bind(name, evaluate(value, in: inner))
            } else {
                inner.bind(name, parameter.ellipsis != nil ? .array([]) : .unknown("argument '\(name)' not passed", line: line))
            }
        }
        let outermost = site == nil
        if outermost { site = (line, line...line) }
        defer { if outermost { site = nil } }
        return withDepth { result(of: body, in: inner) } ?? .unknown("calls nest too deep to follow", line: line)
    }

    /// Calls a closure with arguments (`$0`, or its named parameters).
    func callClosure(_ closure: ClosureExprSyntax, in scope: ManifestScope, with arguments: [ManifestValue]) -> ManifestValue {
        let inner = ManifestScope(parent: scope)
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        for (index, value) in arguments.enumerated() {
            inner.bind("$\(index)", value)
            if index < names.count { inner.bind(names[index], value) }
        }
        return withDepth { result(of: closure.statements, in: inner) } ?? .unknown("too deep", line: line(of: closure))
    }

    /// What a body gives: its single expression (an implicit return), or what its `return` gives.
    func result(of body: CodeBlockItemListSyntax, in scope: ManifestScope) -> ManifestValue {
        if body.count == 1, case .expr(let only) = body.first!.item {
            if let branch = only.as(IfExprSyntax.self) {
                return execute(body, in: scope) ?? .unknown("an if without a value", line: line(of: branch))
            }
            return evaluate(only, in: scope)
        }
        return execute(body, in: scope) ?? .nothing
    }

    /// The line and lines that stand for a call written at `node`: the outermost helper call's when inside one.
    func place(of node: some SyntaxProtocol) -> (line: Int, lines: ClosedRange<Int>) {
        site ?? (line(of: node), lineRange(of: node))
    }

    /// The most elements a list, and characters a string, may hold: a manifest that grows past them is not followed.
    static let maxElements = 100_000
    static let maxCharacters = 1 << 20

    static func concatenate(_ lhs: ManifestValue, _ rhs: ManifestValue, line: Int) -> ManifestValue {
        switch (lhs, rhs) {
        case (.array(let a), .array(let b)) where a.count + b.count > maxElements:
            return .unknown("a list of more than \(maxElements) elements", line: line)
        case (.string(let a, _), .string(let b, _)) where a.utf8.count + b.utf8.count > maxCharacters:
            return .unknown("a string of more than \(maxCharacters) bytes", line: line)
        case (.array(let a), .array(let b)): return .array(a + b)
        // What is known of a list is kept; the unknown part stays an element that says why.
        case (.array(let a), .unknown): return .array(a + [rhs])
        case (.unknown, .array(let b)): return .array([lhs] + b)
        case (.string(let a, let line), .string(let b, _)): return .string(a + b, line: line)
        case (.nothing, .array(let b)): return .array(b)
        case (.unknown, _): return lhs
        case (_, .unknown): return rhs
        default: return .unknown("'+' on values the reader cannot add", line: line)
        }
    }
}
