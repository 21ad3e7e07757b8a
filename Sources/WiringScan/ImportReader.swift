import SwiftParser
import SwiftSyntax

/// One `import` line of a file.
struct ImportLine: Sendable, Hashable {
    /// The imported module (the first component of `import M.Sub` or `import struct M.T`).
    var module: String
    /// The line, counted from 1.
    var line: Int
    /// The `#if` conditions the import sits under and that the scan cannot decide (a platform, a
    /// configuration, `canImport`), joined with `&&`; `nil` when the import always counts.
    var condition: String?
    /// What must hold for the import to be compiled, in full: the undecided conditions of the
    /// clauses it sits in and the negations of the undecided clauses before each
    /// (`!(os(iOS)) && (os(tvOS))` for an `#elseif os(tvOS)` after `#if os(iOS)`); `nil` when it
    /// always counts. A target whose platforms are known decides it (`ImportReader.compiled`).
    var requirement: String?
    /// Whether the import is `@testable`.
    var isTestable = false
    /// Whether the import is `@_exported`: importers of this file's module see that module too.
    var isExported = false
}

/// Reads a file's imports as the compiler would see them: every form (`import`, `@_exported`,
/// `@testable`, `@preconcurrency`, `import struct M.T`, access levels), never in a comment or
/// string, and never in a `#if` branch that cannot be active. A branch that depends on the
/// platform or the build gives imports marked with its condition.
enum ImportReader {
    /// The imports of a parsed file.
    ///
    /// - Parameters:
    ///   - tree: The file.
    ///   - lines: Its line table.
    ///   - defines: Conditions the target defines: `true` when always, `false` when only on some
    ///     platforms or configurations.
    static func imports(of tree: SourceFileSyntax, lines: LineTable, defines: [String: Bool]) -> [ImportLine] {
        var found: [ImportLine] = []
        let conditions = IfConfigTruth(defines: defines)
        func add(_ items: CodeBlockItemListSyntax, under: [String], needs: [String], depth: Int) {
            for item in items {
                if let declaration = item.item.as(ImportDeclSyntax.self), let first = declaration.path.first {
                    let line = lines.line(ofOffset: declaration.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
                    let attributes = Set(declaration.attributes.compactMap { $0.as(AttributeSyntax.self).map { SyntaxText.trimmed($0.attributeName) } })
                    found.append(ImportLine(
                        module: first.name.text, line: line, condition: under.isEmpty ? nil : under.joined(separator: " && "),
                        requirement: needs.isEmpty ? nil : needs.joined(separator: " && "),
                        isTestable: attributes.contains("testable"), isExported: attributes.contains("_exported")))
                } else if depth < 64, let block = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditions.clauses(of: block) where clause.truth != .no {
                        guard case .statements(let nested)? = clause.clause.elements else { continue }
                        add(nested, under: clause.truth == .yes ? under : under + [clause.written], needs: needs + clause.needs, depth: depth + 1)
                    }
                }
            }
        }
        add(tree.statements, under: [], needs: [], depth: 0)
        return found
    }

    /// The imports a target compiles: those whose `#if` conditions its platforms decide are kept
    /// as always counting or left out; the rest are kept as they are. With no platforms known (a
    /// package, a target whose description does not say), every import is kept as read.
    ///
    /// - Parameters:
    ///   - imports: The file's imports, as `imports(of:lines:defines:)` read them.
    ///   - platforms: The platforms the target builds for (`iOS`, `tvOS`…), or `nil` when not known.
    ///   - defines: The conditions the target defines, as the file was read with.
    static func compiled(_ imports: [ImportLine], platforms: [String]?, defines: [String: Bool]) -> [ImportLine] {
        guard let platforms, imports.contains(where: { $0.requirement != nil }) else { return imports }
        let truth = IfConfigTruth(defines: defines, platforms: platforms)
        var decided: [String: IfConfigTruth.Truth] = [:]
        return imports.compactMap { line in
            guard let requirement = line.requirement else { return line }
            let answer = decided[requirement] ?? truth.truth(of: requirement)
            decided[requirement] = answer
            switch answer {
            case .no: return nil
            case .maybe: return line
            case .yes:
                var always = line
                always.condition = nil
                always.requirement = nil
                return always
            }
        }
    }
}

/// Decides `#if` conditions with three answers: always, never, or it depends on the platform or
/// the build. `SWIFT_PACKAGE` is always set and a target's unconditional `.define`s are set;
/// other names are not, but `DEBUG` (set in debug builds) depends on the build. `os`, `arch`,
/// `canImport`, `targetEnvironment` and the like depend on the platform: when the target's
/// platforms are known, `os(…)` is decided by them (always when it names the only one, never when
/// it names none of them), `targetEnvironment(macCatalyst)` is never without iOS, and
/// `canImport(UIKit)` / `canImport(AppKit)` follow the SDKs that hold them (AppKit stays undecided
/// for iOS, which a Mac Catalyst build may be). `swift(>=X)` and `compiler(>=X)` hold for X up to
/// 6.0, the oldest compiler that builds these packages' tools.
struct IfConfigTruth: Sendable {
    enum Truth: Sendable, Equatable {
        case yes, no, maybe

        static prefix func ! (value: Truth) -> Truth {
            switch value {
            case .yes: .no
            case .no: .yes
            case .maybe: .maybe
            }
        }

        static func && (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .no || rhs == .no { return .no }
            return lhs == .yes && rhs == .yes ? .yes : .maybe
        }

        static func || (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .yes || rhs == .yes { return .yes }
            return lhs == .no && rhs == .no ? .no : .maybe
        }
    }

    /// One clause of a `#if` block, judged.
    struct Clause {
        /// The clause.
        var clause: IfConfigClauseSyntax
        /// Whether it is taken.
        var truth: Truth
        /// Its condition as written (for `#else`, the negation of what came before).
        var written: String
        /// What of it is undecided, in full: the negations of the undecided clauses before it and
        /// its own condition when undecided, each in parentheses.
        var needs: [String]
    }

    let defines: [String: Bool]
    /// The platforms the target builds for, by `os(…)`'s names; `nil` when not known.
    let platforms: [String]?

    init(defines: [String: Bool], platforms: [String]? = nil) {
        self.defines = defines
        self.platforms = platforms
    }

    /// Each clause of a `#if` block, judged.
    func clauses(of block: IfConfigDeclSyntax) -> [Clause] {
        var noneBefore = Truth.yes
        var before: [String] = []
        var undecidedBefore: [String] = []
        var result: [Clause] = []
        for clause in block.clauses {
            let written = clause.condition.map { $0.trimmedDescription } ?? "!(\(before.joined(separator: " || ")))"
            let own = clause.condition.map(truth) ?? .yes
            let needs = undecidedBefore.map { "!(\($0))" } + (own == .maybe ? ["(" + written + ")"] : [])
            result.append(Clause(clause: clause, truth: noneBefore && own, written: written, needs: needs))
            noneBefore = noneBefore && !own
            if let condition = clause.condition {
                before.append(SyntaxText.trimmed(condition))
                if own == .maybe { undecidedBefore.append(SyntaxText.trimmed(condition)) }
            }
        }
        return result
    }

    /// Whether a condition written as text holds (`os(iOS) && DEBUG`).
    func truth(of condition: String) -> Truth {
        let tree = Parser.parse(source: "#if \(condition)\n#endif\n")
        guard let block = tree.statements.first?.item.as(IfConfigDeclSyntax.self) else { return .maybe }
        return clauses(of: block).first?.truth ?? .maybe
    }

    /// Whether a condition holds.
    func truth(_ expression: ExprSyntax) -> Truth {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true) ? .yes : .no
        }
        if let name = expression.as(DeclReferenceExprSyntax.self) {
            let text = name.baseName.text
            if text == "SWIFT_PACKAGE" { return .yes }
            if text == "DEBUG" { return .maybe }
            guard let always = defines[text] else { return .no }
            return always ? .yes : .maybe
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !truth(prefix.expression)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return truth(only.expression)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(truth(infix.leftOperand), op.operator.text, truth(infix.rightOperand))
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return truth(sequence: Array(sequence.elements))
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if name == "swift" || name == "compiler", let argument = call.arguments.first?.expression {
                return version(argument)
            }
            if let platforms, call.arguments.count == 1,
               let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return Self.platformTruth(name, argument, platforms: platforms)
            }
        }
        return .maybe
    }

    /// `os(X)`, `targetEnvironment(X)` and `canImport(X)` for a target building for these platforms.
    private static func platformTruth(_ test: String, _ argument: String, platforms: [String]) -> Truth {
        switch test {
        case "os":
            let named = ["OSX": "macOS", "xrOS": "visionOS"][argument] ?? argument
            guard platforms.contains(named) else { return .no }
            return platforms.count == 1 ? .yes : .maybe
        case "targetEnvironment" where argument == "macCatalyst":
            return platforms.contains("iOS") ? .maybe : .no
        case "canImport" where argument == "UIKit":
            let holding = platforms.filter { ["iOS", "tvOS", "watchOS", "visionOS"].contains($0) }
            return holding.count == platforms.count ? .yes : holding.isEmpty ? .no : .maybe
        case "canImport" where argument == "AppKit":
            if platforms == ["macOS"] { return .yes }
            return platforms.contains("macOS") || platforms.contains("iOS") ? .maybe : .no
        default:
            return .maybe
        }
    }

    /// `a && b || c` as written (unfolded): `&&` binds tighter than `||`.
    private func truth(sequence elements: [ExprSyntax]) -> Truth {
        var any = Truth.no
        var all = Truth.yes
        var index = 0
        while index < elements.count {
            all = all && truth(elements[index])
            let op = index + 1 < elements.count ? elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text : nil
            if op != "&&" {
                any = any || all
                all = .yes
            }
            if let op, op != "&&", op != "||" { return .maybe }
            index += 2
        }
        return any
    }

    private func combine(_ lhs: Truth, _ op: String, _ rhs: Truth) -> Truth {
        switch op {
        case "&&": lhs && rhs
        case "||": lhs || rhs
        default: .maybe
        }
    }

    /// `>=5.9` or `<6.0` against 6.0.
    private func version(_ argument: ExprSyntax) -> Truth {
        guard let prefix = argument.as(PrefixOperatorExprSyntax.self) else { return .maybe }
        let digits = SyntaxText.trimmed(prefix.expression).split(separator: ".").compactMap { Int($0) }
        guard let major = digits.first else { return .maybe }
        let minor = digits.count > 1 ? digits[1] : 0
        let atMostSix = major < 6 || (major == 6 && minor == 0)
        switch prefix.operator.text {
        case ">=": return atMostSix ? .yes : .maybe
        case "<": return atMostSix ? .no : .maybe
        default: return .maybe
        }
    }
}
