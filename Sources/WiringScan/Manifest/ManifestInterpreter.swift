import SwiftSyntax

/// Computes what `Package.swift` makes by interpreting its code, never running it.
///
/// It evaluates a closed set of Swift constructs — the ones manifests build their lists with —
/// and nothing else: `let`/`var`, assignment and compound assignment, `if`/`guard`/`switch`/`for`/
/// `while`/`repeat`/`do`, `break`/`continue`/`return`/`throw`, functions with overloads resolved
/// by labels and types, `inout`, closures, static members of the manifest's own types and of the
/// library's (`extension Target.Dependency { static let core = … }`), instance members the
/// manifest adds to the library's and the standard library's types, string interpolation, the
/// standard operators (folded as Swift folds them), and the methods listed in
/// `ManifestInterpreter+Methods.swift`. `#if` is decided by `ManifestConditions` for the
/// manifest's language mode and the toolchain that would build it.
///
/// What falls outside that set is not guessed. An expression the interpreter does not model is an
/// `unknown` value naming its line; a statement it does not model, or a branch whose condition is
/// unknown, makes unknown every variable and object property it may write (`Footprint`); if it
/// may make a `Package` or end the program, which package is the manifest's is unknown. The value
/// of the manifest is the last `Package` made, as SwiftPM reads it at exit. One
/// `ManifestBudget` bounds the whole evaluation.
final class ManifestInterpreter {
    let lines: LineTable
    let conditions: ManifestConditions
    let vocabulary: ManifestVocabulary
    let budget: ManifestBudget
    /// The manifest's top-level scope.
    let global = ManifestScope()

    /// Every root value (`Package`) made, in order.
    private(set) var made: [ManifestObject] = []
    /// Why the last root value made is not known, when code not followed may make one or end the manifest.
    var rootUncertain: ManifestUnknown?
    /// Declarations that change what modelled code means (an operator of its own, a second
    /// `Package`): the manifest is not read.
    var declarationProblems: [ManifestUnknown] = []

    /// A static member of a type, as declared.
    enum StaticMember {
        case stored(ExprSyntax, type: TypeSyntax?)
        case getter(CodeBlockItemListSyntax, type: TypeSyntax?)
        case function(ManifestFunction)
        /// Declared under a `#if` whose truth is not known.
        case uncertain(ManifestUnknown)
    }

    /// An instance member the manifest adds to a type of the library or of the standard library.
    enum InstanceMember {
        case getter(CodeBlockItemListSyntax, type: TypeSyntax?)
        case function(ManifestFunction)
        case uncertain(ManifestUnknown)
    }

    /// Static members by owner type, then name.
    var statics: [String: [String: [StaticMember]]] = [:]
    /// Static stored members once computed (Swift initializes them once, on first use), by `Owner.name`.
    var staticValues: [String: ManifestValue] = [:]
    /// Instance members by owner type (`Array`, `String`, `Target`), then name.
    var instanceMembers: [String: [String: [InstanceMember]]] = [:]
    /// Types the manifest declares that are only namespaces of static members.
    var namespaces: Set<String> = []
    /// Types the manifest declares that the interpreter does not model, with their line.
    var unmodelledTypes: [String: Int] = [:]
    /// Computed top-level variables.
    var getters: [String: (body: CodeBlockItemListSyntax, type: TypeSyntax?)] = [:]
    /// Top-level names declared under a `#if` whose truth is not known.
    var uncertainNames: [String: ManifestUnknown] = [:]
    /// The line and lines of the outermost helper call being computed, which stand for what it makes.
    var site: (line: Int, lines: ClosedRange<Int>)?
    /// Set while a `do` body with `catch` clauses runs, when something in it may have thrown.
    var mayHaveThrown: ManifestUnknown?
    /// The type the function being computed returns, for implicit members in its `return`.
    var returnType: String?
    /// The type `Self` stands for in the static member being computed.
    var selfType: String?

    init(lines: LineTable, conditions: ManifestConditions, vocabulary: ManifestVocabulary = .packageDescription, budget: ManifestBudget) {
        self.lines = lines
        self.conditions = conditions
        self.vocabulary = vocabulary
        self.budget = budget
    }

    /// What the manifest makes: its root value, or why it cannot be known.
    enum Outcome {
        case root(ManifestObject)
        case notRead(ManifestUnknown)
    }

    /// Runs the manifest's top-level code.
    func run(_ file: SourceFileSyntax) -> Outcome {
        declare(file.statements, in: global)
        do {
            if case .uncertain(let unknown, _) = try execute(file.statements, in: global) {
                rootUncertain = rootUncertain ?? unknown
            }
        } catch {
            switch error {
            case .exhausted(let unknown), .failed(let unknown): return .notRead(unknown)
            case .thrown(let line): return .notRead(ManifestUnknown(reason: "an error is thrown out of the manifest; SwiftPM reads no package", line: line))
            case .exited: break
            }
        }
        if let problem = declarationProblems.min(by: { $0.line < $1.line }) { return .notRead(problem) }
        if let unknown = rootUncertain {
            return .notRead(ManifestUnknown(reason: "which \(vocabulary.rootType) the manifest makes last is not known: " + unknown.reason, line: unknown.line))
        }
        guard let root = made.last else {
            return .notRead(ManifestUnknown(reason: "the manifest makes no '\(vocabulary.rootType)(…)'", line: 1))
        }
        return .root(root)
    }

    /// Records a root value made.
    func madeRoot(_ object: ManifestObject) {
        made.append(object)
    }

    // MARK: Places

    func line(of node: some SyntaxProtocol) -> Int {
        lines.line(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func lineRange(of node: some SyntaxProtocol) -> ClosedRange<Int> {
        line(of: node)...lines.line(ofOffset: max(node.endPositionBeforeTrailingTrivia.utf8Offset - 1, 0))
    }

    /// The line and lines that stand for a value written at `node`: the outermost helper call's when inside one.
    func place(of node: some SyntaxProtocol) -> (line: Int, lines: ClosedRange<Int>) {
        site ?? (line(of: node), lineRange(of: node))
    }

    /// The first line of a node's text, shortened, to name it in a message.
    static func shown(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    /// An unknown value for a construct outside the modelled set.
    func unmodelled(_ node: some SyntaxProtocol, _ what: String? = nil) -> ManifestUnknown {
        ManifestUnknown(reason: (what ?? "'\(Self.shown(node))'") + " is not a construct the reader follows", line: line(of: node))
    }
}
