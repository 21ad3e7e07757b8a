import SwiftSyntax

/// Decides a manifest's `#if` as the compiler decides it when SwiftPM builds the manifest: for the
/// machine that reads it (`os`, `arch`, `canImport`, `_runtime(_ObjC)`), with no conditions
/// defined (`DEBUG` and `SWIFT_PACKAGE` are not set for manifests), `swift(>=X)` against the
/// manifest's language mode (SwiftPM compiles a 5.x manifest in Swift 5 mode, which a 6.x compiler
/// reports as 5.10) and `compiler(>=X)` against the toolchain's full version. What depends on
/// something not known — the toolchain's version when none was found, `hasFeature` — is unknown,
/// never guessed.
package final class ManifestConditions {
    private let mode: Int
    private let toolchain: () -> [Int]?

    /// The version `swift(…)` compares with, or `nil` when it is not known.
    private(set) lazy var languageVersion: [Int]? = Self.effectiveLanguageVersion(mode: mode, toolchain: compilerVersion)
    /// The version `compiler(…)` compares with, or `nil` when it is not known (asked for only when a condition needs it).
    private(set) lazy var compilerVersion: [Int]? = toolchain()

    /// Conditions for a manifest of a tools version, built by a toolchain whose version `toolchain` gives.
    package init(toolsVersion: [Int], toolchain: @escaping () -> [Int]?) {
        mode = ToolsVersion.languageMode(of: toolsVersion)
        self.toolchain = toolchain
    }

    /// The version `swift(…)` sees in a language mode: the compiler's own in its newest mode, 5.10
    /// in Swift 5 mode of a 6.x compiler, 4.2 and 4.1.50 in the Swift 4 modes.
    package static func effectiveLanguageVersion(mode: Int, toolchain: @autoclosure () -> [Int]?) -> [Int]? {
        switch mode {
        case 4: return [4, 1, 50]
        case 42: return [4, 2, 0]
        case 5:
            guard let toolchain = toolchain() else { return nil }
            return toolchain[0] >= 6 ? [5, 10, 0] : toolchain
        default: return toolchain()
        }
    }

    /// The clause of a `#if` block that is compiled.
    package enum Decision {
        /// This clause (`nil`: none).
        case known(IfConfigClauseSyntax?)
        case unknown(ManifestUnknown)
    }

    /// The clause of a block that the compiler compiles, or why it is not known.
    package func activeClause(of block: IfConfigDeclSyntax) -> Decision {
        for clause in block.clauses {
            guard let condition = clause.condition else { return .known(clause) }
            switch truth(condition) {
            case .success(true): return .known(clause)
            case .success(false): continue
            case .failure(let reason):
                return .unknown(ManifestUnknown(reason: "'#if \(condition.trimmedDescription.prefix(60))' \(reason.reason)", line: reason.line))
            }
        }
        return .known(nil)
    }

    private func unknown(_ why: String, _ node: some SyntaxProtocol) -> Result<Bool, ManifestUnknown> {
        .failure(ManifestUnknown(reason: why, line: 0))
    }

    /// Whether a condition holds, or why it is not known.
    package func truth(_ expression: ExprSyntax) -> Result<Bool, ManifestUnknown> {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .success(literal.literal.tokenKind == .keyword(.true))
        }
        if expression.is(DeclReferenceExprSyntax.self) {
            // No condition is defined when SwiftPM compiles a manifest.
            return .success(false)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return truth(prefix.expression).map { !$0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return truth(only.expression)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combine(truth(infix.leftOperand), op, { truth(infix.rightOperand) })
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return truth(sequence: Array(sequence.elements))
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.declaredName,
              let argument = call.arguments.first?.expression
        else { return unknown("is not a condition the reader decides", expression) }
        switch name {
        case "swift", "compiler":
            guard call.arguments.count == 1, let prefix = argument.as(PrefixOperatorExprSyntax.self),
                  let wanted = ToolsVersion.numbers(prefix.expression.trimmedDescription, maxParts: name == "swift" ? 3 : 5)
            else { return unknown("is not a version condition the reader decides", expression) }
            guard let have = name == "swift" ? self.languageVersion : self.compilerVersion else {
                return unknown("depends on the Swift toolchain's version, which is not known (set WIRING_SWIFT_VERSION or put swift on PATH)", expression)
            }
            let atLeast = !ToolsVersion.precedes(have, wanted)
            switch prefix.operator.text {
            case ">=": return .success(atLeast)
            case "<": return .success(!atLeast)
            default: return unknown("is not a version condition the reader decides", expression)
            }
        case "os", "arch", "_endian", "_pointerBitWidth", "targetEnvironment", "_runtime":
            guard call.arguments.count == 1 else { return unknown("is not a condition the reader decides", expression) }
            return .success(HostPlatform.holds(name, argument.trimmedDescription))
        case "canImport":
            guard call.arguments.count == 1 else { return unknown("asks for a module's version, which the reader does not know", expression) }
            return .success(HostPlatform.holds(name, argument.trimmedDescription))
        default:
            return unknown("is not a condition the reader decides", expression)
        }
    }

    /// `a && b || c` as written (unfolded): `&&` binds tighter than `||`.
    private func truth(sequence elements: [ExprSyntax]) -> Result<Bool, ManifestUnknown> {
        // Split at the last `||`, then at the last `&&`.
        for op in ["||", "&&"] {
            if let index = elements.lastIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == op }) {
                return combine(truth(sequence: Array(elements[..<index])), op, { truth(sequence: Array(elements[(index + 1)...])) })
            }
        }
        guard elements.count == 1, let only = elements.first else {
            return .failure(ManifestUnknown(reason: "is not a condition the reader decides", line: 0))
        }
        return truth(only)
    }

    private func combine(
        _ lhs: Result<Bool, ManifestUnknown>, _ op: String, _ rhs: () -> Result<Bool, ManifestUnknown>
    ) -> Result<Bool, ManifestUnknown> {
        switch (op, lhs) {
        case ("&&", .success(false)): return .success(false)
        case ("||", .success(true)): return .success(true)
        case ("&&", .success(true)), ("||", .success(false)): return rhs()
        case ("&&", .failure(let why)), ("||", .failure(let why)):
            // Swift evaluates both sides at compile time: a side that decides alone still decides.
            if case .success(let right) = rhs(), right == (op == "||") { return .success(right) }
            return .failure(why)
        default: return .failure(ManifestUnknown(reason: "is not a condition the reader decides", line: 0))
        }
    }
}
