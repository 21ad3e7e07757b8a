import WiringModel
import WiringProjects

/// Node and edge bookkeeping the framework readers share: consumer nodes for the types that read a
/// dependency, edges kept once (the first place wins), warnings kept once.
struct ReaderNodes {
    let names: TypeNameWriter
    var nodes: [String: Node] = [:]
    var edges: [String: Edge] = [:]
    var warnings: Set<ScanWarning> = []

    init(names: TypeNameWriter) {
        self.names = names
    }

    /// The scope a name written in a file is looked up in.
    func scope(_ file: SourceFacts, _ context: [String]) -> LookupScope {
        LookupScope(module: file.module, context: context, imports: file.imports)
    }

    /// The qualified name of a type path written in a file.
    func typeName(_ path: [String], in file: SourceFacts) -> String {
        let reference = TypeReference.named(path.map { TypeComponent(name: $0, arguments: []) })
        let name = names.name(reference, in: scope(file, []))
        return name.contains(".") ? name : file.module + "." + name
    }

    /// The node of the owner of a read (a type, a global function, the top-level code of `main.swift`), made
    /// when new; `nil` for other top-level code.
    mutating func consumer(_ owner: ReadSite.Owner, in file: SourceFacts, line: Int, framework: String) -> String? {
        let id: String
        switch owner {
        case .type(let path), .member(let path, _):
            id = typeName(path, in: file)
        case .function(let name):
            id = file.module + "." + name + "()"
        case .topLevel:
            guard let entry = Self.entry(of: file) else { return nil }
            id = entry
        }
        if nodes[id] == nil {
            nodes[id] = Node(
                id: id, kind: .object, type: id, attributes: ["framework": framework],
                place: SourcePlace(file: file.file, line: line))
        }
        return id
    }

    /// The id of the function a file's top-level code runs as, when it runs as one: `App.main()` for
    /// `main.swift`, the module's entry. Top-level code elsewhere (global variables' values) runs in no
    /// function of its own.
    static func entry(of file: SourceFacts) -> String? {
        SourceLayout.lastComponent(file.file) == "main.swift" ? file.module + ".main()" : nil
    }

    /// Adds a `resolves` edge once.
    mutating func resolves(_ from: String, _ to: String, place: SourcePlace) {
        guard from != to else { return }
        let key = from + "\u{0}" + to
        if edges[key] == nil { edges[key] = Edge(from: from, to: to, kind: .resolves, place: place) }
    }

    /// Adds a warning.
    mutating func notRead(_ file: String, _ line: Int, _ message: String) {
        notRead(file, line, .notRead, message)
    }

    /// Adds a warning of a kind.
    mutating func notRead(_ file: String, _ line: Int, _ kind: ScanWarning.Kind, _ message: String) {
        warnings.insert(ScanWarning(kind, place: SourcePlace(file: file, line: line), message: message))
    }

    /// The modules that use a framework: those with a file importing one of its modules, when that module
    /// is the framework's and not a module of the scanned code with the same name (an app's module
    /// `Resolver` wrapping Swinject is not hmlongco/Resolver). A scanned module with the framework's name
    /// is the framework's own source, copied in, when it declares the framework's principal type.
    ///
    /// - Parameters:
    ///   - framework: The framework's module names.
    ///   - principal: The framework's own type and its keyword (`class Resolver`).
    ///   - source: Types that only the framework's source declares together (`struct Factory` and
    ///     `class Container`): a module declaring all of them compiles that source itself and uses
    ///     the framework without importing it. Empty to count imports only.
    static func modules(
        importing framework: Set<String>, of files: [SourceFacts], principal: (name: String, keyword: DeclaredType.Keyword),
        index: TypeIndex, source: [(name: String, keyword: DeclaredType.Keyword)] = []
    ) -> Set<String> {
        let imported = framework.filter { isFramework($0, principal: principal, index: index) }
        return Set(files.filter { file in
            !file.imports.isDisjoint(with: imported)
                || (!source.isEmpty && source.allSatisfy { index.entries["\(file.module).\($0.name)"]?.keyword == $0.keyword })
        }.map(\.module))
    }

    /// Whether an imported module is the framework of that name: not a module of the scanned code, or
    /// one that declares the framework's principal type (its source, copied in).
    static func isFramework(_ module: String, principal: (name: String, keyword: DeclaredType.Keyword), index: TypeIndex) -> Bool {
        !index.modules.contains(module) || index.entries["\(module).\(principal.name)"]?.keyword == principal.keyword
    }

    /// Whether a file is test code (read only with `--include-tests`): it imports a test framework.
    static func isTest(_ file: SourceFacts) -> Bool {
        SourceFilter.importsTestFramework(file.imports)
    }
}
