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
package final class ManifestInterpreter {
    package let lines: LineTable
    package let conditions: ManifestConditions
    package let vocabulary: ManifestVocabulary
    package let budget: ManifestBudget
    /// How a line is named inside a message (`line 12`; a Tuist project names a helper's file too).
    package var shownLine: (Int) -> String = { "line \($0)" }
    /// The line tables of files declared beside the manifest, by their root's id.
    private var declaredFiles: [SyntaxIdentifier: LineTable] = [:]
    /// Whether the environment is read as a build that sets none of the manifest's variables has it
    /// (`BuildEnvironment`), as for a `Package.swift`; else a value read from it is not known.
    package var readsBuildEnvironment = false
    /// Whether the manifest is Tuist's, which `tuist generate` reads: its environment notes say so, and
    /// `Environment.name` of `ProjectDescription` is its variable `TUIST_NAME`.
    package var generatesWithTuist = false
    /// The variables the manifest looked up that such a build does not set, with the first line of each.
    package var unsetVariables: [String: Int] = [:]
    /// The manifest's top-level scope.
    package let global = ManifestScope()

    /// Every root value (`Package`) made, in order.
    private(set) var made: [ManifestObject] = []
    /// Why the last root value made is not known, when code not followed may make one or end the manifest.
    package var rootUncertain: ManifestUnknown?
    /// The methods of the library the manifest calls that the interpreter does not model, whose
    /// values it carries whole (`carriedCall`): each chain once, at its first call, in order.
    package var carried: [ManifestUnknown] = []
    /// Declarations that change what modelled code means (an operator of its own other than the
    /// standard infix ones, a second `Package`): the manifest is not read.
    package var declarationProblems: [ManifestUnknown] = []

    /// A static member of a type, as declared.
    package enum StaticMember {
        case stored(ExprSyntax, type: TypeSyntax?)
        case getter(CodeBlockItemListSyntax, type: TypeSyntax?)
        case function(ManifestFunction)
        /// A value known when declared: a case of an enum the manifest declares, its `allCases`.
        case value(ManifestValue)
        /// A case with associated values of an enum the manifest declares: called, it makes the case with its values.
        case enumCase(EnumCaseElementSyntax)
        /// Declared under a `#if` whose truth is not known.
        case uncertain(ManifestUnknown)

        var isFunction: Bool {
            if case .function = self { return true }
            return false
        }
    }

    /// An instance member the manifest adds to a type of the library or of the standard library.
    package enum InstanceMember {
        case getter(CodeBlockItemListSyntax, type: TypeSyntax?)
        case function(ManifestFunction)
        case uncertain(ManifestUnknown)
    }

    /// Static members by owner type, then name.
    package var statics: [String: [String: [StaticMember]]] = [:]
    /// Static stored members once computed (Swift initializes them once, on first use), by `Owner.name`.
    package var staticValues: [String: ManifestValue] = [:]
    /// Instance members by owner type (`Array`, `String`, `Target`), then name.
    package var instanceMembers: [String: [String: [InstanceMember]]] = [:]
    /// A stored property of a struct the manifest declares, with its type and default value as written.
    package struct MemberwiseField {
        var name: String
        var type: TypeSyntax?
        var defaultValue: ExprSyntax?
    }

    /// A struct the manifest declares: its stored properties, the arguments of its memberwise
    /// initializer (when Swift gives it one) and the initializers it declares.
    package struct StructDeclaration {
        /// Every stored property, in order (a `let` with a value too).
        var stored: [MemberwiseField]
        /// The arguments of the memberwise initializer, or `nil` when the struct declares its own initializers.
        var memberwise: [MemberwiseField]?
        /// The initializers the struct and its extensions declare.
        var initializers: [ManifestFunction] = []
        /// A class: its values are shared, not copied.
        var isClass = false
    }

    /// Structs the manifest declares, by name; their values are objects whose properties are their fields.
    package var structs: [String: StructDeclaration] = [:]
    /// Initializers the manifest adds to library types (`extension Project { init(module:) { self = … } }`).
    package var libraryInitializers: [String: [ManifestFunction]] = [:]
    /// Protocols the manifest declares: only what their extensions add is read.
    package var protocols: Set<String> = []
    /// The manifest's aliases of types (`typealias DEP = TargetDependency`): the type each names.
    package var typeAliases: [String: String] = [:]
    /// The protocols each protocol of the manifest inherits, as written.
    package var protocolParents: [String: [String]] = [:]
    /// The cases of each enum of the manifest that is not `CaseIterable` itself, which a protocol
    /// of the manifest may make it (`allCases` is given once its conformances are known).
    package var enumCaseLists: [String: ManifestValue] = [:]
    /// The manifest's protocols each of its types conforms to.
    package var conformances: [String: [String]] = [:]
    /// Conformances whose protocol is known only once every file is declared: type, protocols, line.
    package var pendingConformances: [(type: String, protocols: [String], line: Int)] = []
    /// Extensions of a type no file declared so far (another file may declare it).
    package var pendingExtensions: [ExtensionDeclSyntax] = []
    /// Types the manifest declares that are only namespaces of static members.
    package var namespaces: Set<String> = []
    /// Whether the manifest declares a class or an actor: then a call may hand out an instance
    /// others hold, and a method called on what it returns may change what they see.
    package var declaresReferenceTypes = false
    /// The modules a line's file imports whose source is not in the checkout (a Tuist plugin
    /// fetched from git): a name no file declares may be theirs.
    package var absentModules: (Int) -> [String] = { _ in [] }
    /// Types the manifest declares that the interpreter does not model, with their line.
    package var unmodelledTypes: [String: Int] = [:]
    /// The result builders the manifest declares (`@resultBuilder struct ConfigurationBuilder<Component>`):
    /// a closure passed to a parameter marked with one is read as a builder's body (see `builtElements`).
    package var resultBuilders: Set<String> = []
    /// Stored top-level values of files declared beside the manifest, computed on first use.
    package var declaredGlobals: [String: (value: ExprSyntax, type: TypeSyntax?)] = [:]
    /// Those computed already.
    package var declaredGlobalValues: [String: ManifestValue] = [:]
    /// Computed top-level variables.
    package var getters: [String: (body: CodeBlockItemListSyntax, type: TypeSyntax?)] = [:]
    /// Top-level names declared under a `#if` whose truth is not known.
    package var uncertainNames: [String: ManifestUnknown] = [:]
    /// The line and lines of the outermost helper call being computed, which stand for what it makes.
    package var site: (line: Int, lines: ClosedRange<Int>)?
    /// Set while a `do` body with `catch` clauses runs, when something in it may have thrown.
    package var mayHaveThrown: ManifestUnknown?
    /// The type the function being computed returns, for implicit members in its `return`.
    package var returnType: String?
    /// The type `Self` stands for in the static member being computed.
    package var selfType: String?

    package init(lines: LineTable, conditions: ManifestConditions, vocabulary: ManifestVocabulary = .packageDescription, budget: ManifestBudget) {
        self.lines = lines
        self.conditions = conditions
        self.vocabulary = vocabulary
        self.budget = budget
    }

    /// What the manifest makes: its root value, or why it cannot be known.
    package enum Outcome {
        case root(ManifestObject)
        case notRead(ManifestUnknown)
    }

    /// Runs the manifest's top-level code.
    package func run(_ file: SourceFileSyntax) -> Outcome {
        declare(file.statements, in: global)
        settleConformances()
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
    package func madeRoot(_ object: ManifestObject) {
        made.append(object)
    }

    // MARK: Places

    package func line(of node: some SyntaxProtocol) -> Int {
        lineTable(of: node).line(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    package func lineRange(of node: some SyntaxProtocol) -> ClosedRange<Int> {
        line(of: node)...lineTable(of: node).line(ofOffset: max(node.endPositionBeforeTrailingTrivia.utf8Offset - 1, 0))
    }

    /// Whether a node is in the manifest's own file, not in a file of declarations read before it (the helpers).
    package func isWrittenInManifest(_ node: some SyntaxProtocol) -> Bool {
        declaredFiles[node.root.id] == nil
    }

    /// The line table of the file a node is in: the manifest's, or a declared file's.
    private func lineTable(of node: some SyntaxProtocol) -> LineTable {
        declaredFiles.isEmpty ? lines : declaredFiles[node.root.id] ?? lines
    }

    /// Declares another file's functions, types and extensions into the manifest's top-level scope
    /// before it runs, as a library the manifest imports (Tuist's `ProjectDescriptionHelpers`).
    /// Its lines are numbered apart from the manifest's by the table given.
    package func declare(file: SourceFileSyntax, lines table: LineTable) {
        declaredFiles[Syntax(file).id] = table
        declare(file.statements, in: global)
        // Its stored top-level values are another module's globals: computed on first use.
        for item in file.statements {
            guard case .decl(let declaration) = item.item, let variable = declaration.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.declaredName, let value = binding.initializer?.value else { continue }
                declaredGlobals[name] = (value, binding.typeAnnotation?.type)
            }
        }
    }

    /// The line and lines that stand for a value written at `node`: the outermost helper call's when inside one.
    package func place(of node: some SyntaxProtocol) -> (line: Int, lines: ClosedRange<Int>) {
        site ?? (line(of: node), lineRange(of: node))
    }

    /// The first line of a node's text, shortened, to name it in a message.
    package static func shown(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    /// An unknown value for a construct outside the modelled set.
    package func unmodelled(_ node: some SyntaxProtocol, _ what: String? = nil) -> ManifestUnknown {
        ManifestUnknown(reason: (what ?? "'\(Self.shown(node))'") + " is not a construct the reader follows", line: line(of: node))
    }
}
