import Testing
@testable import WiringScan

/// How a type written in a file is named as a runtime capture names it: the qualifier the type
/// index finds (the module and enclosing types) and each component's generic arguments after it.
@Suite("Type names")
struct TypeNameWriterTests {
    /// Two modules: `App` declares `Outer.Inner`, `Feed` and `Box<T>`; `Kit` declares `Client` and `Feed`.
    private let index: TypeIndex = {
        func type(_ path: [String], generic: Bool = false) -> DeclaredType {
            DeclaredType(path: path, keyword: .struct, inherited: [], isGeneric: generic, isConditional: false, isLocal: false, line: 1)
        }
        var app = SourceFacts(file: "App/Types.swift", module: "App")
        app.types = [type(["Outer"]), type(["Outer", "Inner"]), type(["Feed"]), type(["Box"], generic: true)]
        var kit = SourceFacts(file: "Kit/Types.swift", module: "Kit")
        kit.types = [type(["Client"]), type(["Feed"])]
        return TypeIndex([app, kit])
    }()

    private func named(_ parts: [(String, [TypeReference])]) -> TypeReference {
        .named(parts.map { TypeComponent(name: $0.0, arguments: $0.1) })
    }

    private func scope(_ module: String, _ context: [String] = [], imports: Set<String> = []) -> LookupScope {
        LookupScope(module: module, context: context, imports: imports)
    }

    @Test("The qualifier is the enclosing types' path, empty when the module is written, the declaring module for another module's type")
    func qualifiers() {
        let inner = [TypeComponent(name: "Inner", arguments: [])]
        #expect(index.qualified(inner, in: scope("App", ["Outer"]))?.qualifier == "App.Outer")
        #expect(index.qualified(inner, in: scope("App", ["Outer"]))?.name == "App.Outer.Inner")
        let written = ["Kit", "Client"].map { TypeComponent(name: $0, arguments: []) }
        #expect(index.qualified(written, in: scope("App"))?.qualifier == "")
        #expect(index.qualified(written, in: scope("App"))?.name == "Kit.Client")
        let client = [TypeComponent(name: "Client", arguments: [])]
        #expect(index.qualified(client, in: scope("App"))?.qualifier == "Kit")
        #expect(index.qualifiedName(of: client, in: scope("App")) == "Kit.Client")
        #expect(index.qualified([TypeComponent(name: "Missing", arguments: [])], in: scope("App")) == nil)
    }

    @Test("Generic arguments are written after each component, the qualifier kept once")
    func argumentsFollowTheQualifier() {
        let writer = TypeNameWriter(index: index)
        let feed = named([("Feed", [])])
        #expect(writer.name(named([("Box", [feed])]), in: scope("App")) == "App.Box<App.Feed>")
        #expect(writer.name(named([("Box", [feed])]), in: scope("Kit", imports: ["App"])) == "App.Box<Kit.Feed>")
        #expect(writer.name(named([("App", []), ("Box", [named([("Kit", []), ("Client", [])])])]), in: scope("Kit"))
            == "App.Box<Kit.Client>")
        #expect(writer.name(named([("Outer", []), ("Inner", [])]), in: scope("App", ["Outer", "Inner"])) == "App.Outer.Inner")
        #expect(writer.name(named([("Box", [.optional(feed)])]), in: scope("App")) == "App.Box<Swift.Optional<App.Feed>>")
    }

    @Test("A name only an alias declares is qualified and followed to its value, written alone, nested or after its module")
    func aliasesAreFollowed() {
        var app = SourceFacts(file: "App/Aliases.swift", module: "App")
        app.types = [DeclaredType(path: ["Store"], keyword: .class, inherited: [], isGeneric: false, isConditional: false, isLocal: false, line: 1)]
        let store = named([("Store", [])])
        app.aliases = [
            TypeAlias(path: ["Shop"], value: store, isConditional: false),
            TypeAlias(path: ["Store", "Local"], value: named([("Shop", [])]), isConditional: false),
            TypeAlias(path: ["Maybe"], value: store, isConditional: true),
        ]
        let index = TypeIndex([app])
        let writer = TypeNameWriter(index: index)
        #expect(index.qualifiedName(of: [TypeComponent(name: "Shop", arguments: [])], in: scope("App")) == "App.Shop")
        #expect(writer.name(named([("Shop", [])]), in: scope("App")) == "App.Store")
        #expect(writer.name(named([("App", []), ("Shop", [])]), in: scope("Kit")) == "App.Store")
        #expect(writer.name(named([("Local", [])]), in: scope("App", ["Store"])) == "App.Store")
        #expect(writer.name(.optional(named([("Store", []), ("Local", [])])), in: scope("App")) == "Swift.Optional<App.Store>")
        // An alias inside `#if` is qualified but not followed; a name nothing declares stays as written.
        #expect(writer.name(named([("Maybe", [])]), in: scope("App")) == "App.Maybe")
        #expect(writer.name(named([("Elsewhere", [])]), in: scope("App")) == "Elsewhere")
        #expect(writer.name(named([("String", [])]), in: scope("App")) == "Swift.String")
    }
}
