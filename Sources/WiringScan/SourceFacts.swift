/// What one Swift file declares that the scan needs, gathered in parallel with other files.
struct SourceFacts: Sendable {
    /// The file, relative to the package or repository root.
    var file: String
    /// The module the file belongs to.
    var module: String
    /// Whether a target running as a process of its own compiles the file (an extension of any kind, a watch app,
    /// an App Clip; see `ProductType.runsApartFromApp`): a container it builds is not the app's.
    var runsApartFromApp = false
    /// The modules the file imports, and `SourceFilter.testableImport` when one is `@testable`.
    var imports: Set<String> = []
    /// The file's import lines, `#if` decided with no defines: the module graph takes them
    /// instead of parsing the file again when its target defines nothing.
    var importLines: [ImportLine] = []
    /// Whether the file was parsed (not left out for its size, nesting or time).
    var parsed = false
    /// The number of lines in the file.
    var lineCount = 0
    /// Whether the file's function, accessor and closure bodies were walked: it spells a word a reader
    /// needs there, or calls a method of the app's that resolves (`FileScanner.facts(of:readers:calls:)`).
    var bodiesRead = false
    /// Whether a chain of the tree's imports joins the file's module to one importing SwincyBox or Swinject
    /// (`ConnectedModules`): the Swinject reader walks only such files.
    var reachesSwinject = true
    /// Every type the file declares, nested ones included.
    var types: [DeclaredType] = []
    /// Every non-generic type alias outside function bodies (`typealias Model = ModelBoundary`).
    var aliases: [TypeAlias] = []
    /// Constants holding a metatype, outside function bodies (`static let api = ApiProtocol.self`): a type
    /// passed as a value, looked up through as an alias is (`register(Keys.api)` registers `ApiProtocol`).
    var metatypeConstants: [TypeAlias] = []
    /// Initializers, for the parameter types `autoregister` and untyped factory arguments need.
    var initializers: [InitializerDecl] = []
    /// Stored properties without a value, for the memberwise initializers of structs.
    var storedProperties: [StoredProperty] = []
    /// What the file holds that the scan cannot decide.
    var warnings: [ScanWarning] = []
    /// Each framework reader's facts, by reader name (see `FrameworkReader`).
    var frameworks: [String: any Sendable] = [:]
    /// Instance properties with a declared type.
    var typedProperties: [TypedProperty] = []
    /// Instance properties with no declared type whose value makes one (`let locator = Locator()`).
    var madeProperties: [TypedProperty] = []
    /// Static properties with a declared type, or whose value makes one (`static let shared = Locator()`).
    var staticProperties: [TypedProperty] = []
    /// Static methods with a written return type, every overload (`static func getResolver() -> Resolver`).
    var staticMethodResults: [StaticMethodResult] = []
    /// Types a type binds to a protocol's associated type, by the property name that protocol gives it:
    /// `typealias Reactor = R` or `func bind(reactor: R)` give `reactor: R`.
    var witnessedProperties: [TypedProperty] = []
    /// Enum raw values and static string constants.
    var constants: [NamedConstant] = []
    /// The line spans of code that is not the live graph: `#Preview`, a `PreviewProvider` type, a
    /// `static` `previewValue` or `testValue`.
    var apart: [ClosedRange<Int>] = []
    /// Where the file names types (see `NotLiveCode`).
    var mentions: TypeMentions?
    /// Whether the file is preview content (`PreviewContent`), which only development builds compile.
    var servesPreviews = false
}

/// A type declaration.
struct DeclaredType: Sendable {
    /// The declaration keyword.
    enum Keyword: String, Sendable { case `class`, `struct`, `enum`, `protocol`, `actor`, `extension` }

    /// The names from the file's top level down to this type; for an extension, the extended type as written.
    var path: [String]
    /// `class`, `struct`, …; `extension` for an extension (which may add conformances).
    var keyword: Keyword
    /// The inheritance clause.
    var inherited: [TypeReference]
    /// Whether the type has generic parameters (or the extension a `where` clause).
    var isGeneric: Bool
    /// Whether the declaration sits inside `#if`.
    var isConditional: Bool
    /// Whether the type is declared inside a function or closure (`(local)` at run time).
    var isLocal: Bool
    /// The line of the declaration's name.
    var line: Int
    /// The names of the generic parameters, in order (`Source` of `struct Repo<Source>`).
    var genericParameters: [String] = []
    /// The line the declaration ends on; `0` when not known.
    var lastLine = 0
}

/// The owner of a member: the enclosing type's path as written (an extension's path for members of extensions).
typealias MemberOwner = [String]

/// A type alias, resolved when a type is looked up through it.
struct TypeAlias: Sendable {
    /// The enclosing type path plus the alias's name.
    var path: [String]
    var value: TypeReference
    var isConditional: Bool
}

/// A value written in a call: a literal, absent, or something the scan cannot read.
enum WrittenValue: Sendable, Hashable {
    case absent
    case literal(String)
    case unreadable(String)
}
