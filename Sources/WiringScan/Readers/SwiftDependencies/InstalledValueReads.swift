import SwiftSyntax

/// The keys a value installed at the app's root reads from the dependencies being set up:
/// `$0.store = Store(api: $0.api)`, `$0.store = .init { [deps = $0] in deps.api.fetch() }`.
final class InstalledValueReads: SyntaxVisitor {
    /// The closure parameter the dependencies are set through (`$0`, `deps`).
    private let parameter: String
    /// Names bound to it in capture lists (`[deps = $0]`).
    private var captured: Set<String> = []
    /// How many closures deep the walk is, inside the value: `$0` there is that closure's own.
    private var closureDepth = 0
    private(set) var keys: [String] = []

    /// The keys `value` reads through `parameter`, in order, each once.
    ///
    /// - Parameters:
    ///   - value: The value assigned to a key.
    ///   - parameter: The name of the `withDependencies` closure's parameter.
    static func keys(in value: some SyntaxProtocol, parameter: String) -> [String] {
        let reads = InstalledValueReads(parameter: parameter)
        reads.walk(value)
        return reads.keys
    }

    private init(parameter: String) {
        self.parameter = parameter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        // The capture list is evaluated outside the closure: `$0` there is still the parameter.
        if node.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter {
            captured.insert(node.name.text)
        }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if let captures = node.signature?.capture { walk(captures) }
        closureDepth += 1
        walk(node.statements)
        closureDepth -= 1
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .visitChildren }
        let isParameter = base == parameter && (closureDepth == 0 || !parameter.hasPrefix("$"))
        if isParameter || captured.contains(base) {
            let key = node.declName.baseName.text
            if !keys.contains(key) { keys.append(key) }
        }
        return .visitChildren
    }
}
