import SwiftSyntax
import WiringModel

/// Reads Resolver (hmlongco/Resolver): each container (`Resolver.main`, and every
/// `static let mock = Resolver(child: .main)`) is a `box` node, each `register { … }` a `service`
/// node `Resolver.main/Module.Type#name` under it, with `resolves` edges to the registrations its
/// factory resolves; each type that reads one (`@Injected`, `@OptionalInjected`, `@LazyInjected`,
/// `@WeakLazyInjected`, `@InjectedObject`, `Resolver.resolve()`) has an edge to it, from its own
/// registration when exactly one factory builds that type, else from an `object` node.
///
/// `life` is Resolver's scope name: `application`, `cached`, `graph` (the default, or
/// `Resolver.defaultScope`), `shared`, `unique`, or a custom scope's name.
struct ResolverReader: FrameworkReader {
    let name = "resolver"
    let modules = ["Resolver"]
    let words = ["Resolver", "Injected", "resolve"]
    /// Resolver was one file an app could copy into its own module.
    let sourceWords = ["protocol ResolverRegistering"]
    /// The types Resolver's own source declares, together.
    static let sourceTypes: [(name: String, keyword: DeclaredType.Keyword)] = [("Resolver", .class), ("ResolverRegistering", .protocol)]
    var wrappers: [String] { Array(ResolverCollector.wrappers) }

    func collect(tree: SourceFileSyntax, file: SourceFacts, lines: LineTable) -> ResolverFacts? {
        let collector = ResolverCollector(file: file.file, lines: lines)
        collector.walk(tree)
        return collector.isFrameworkSource || collector.facts.isEmpty ? nil : collector.facts
    }

    func build(_ found: [(file: SourceFacts, facts: ResolverFacts)], names: TypeNameWriter) -> ReaderGraph {
        build(found, names: names, all: found.map(\.file))
    }

    func build(_ found: [(file: SourceFacts, facts: ResolverFacts)], names: TypeNameWriter, all: [SourceFacts]) -> ReaderGraph {
        // Only modules that import Resolver use it (not an app module of that name): an `@Injected` or a
        // `register` elsewhere is not Resolver's.
        let using = ReaderNodes.modules(
            importing: ["Resolver"], of: found.map(\.file), principal: ("Resolver", .class), index: names.index,
            source: Self.sourceTypes)
        var files = found.filter { using.contains($0.file.module) && !ReaderNodes.isTest($0.file) }
        guard !files.isEmpty else { return ReaderGraph() }
        let unread = Self.registerThroughHelpers(&files) + Self.typeByCalledFunction(&files)
        let resolveHelpers = files.reduce(into: Set<String>()) { $0.formUnion($1.facts.resolveHelpers) }
        let appWrappers = files.reduce(into: Set<String>()) { $0.formUnion($1.facts.appWrappers) }
        var builder = ResolverGraphBuilder(framework: name, names: names, all: all)
        let untyped = Self.typeByPropertyChain(&files, builder: builder)
        builder.addContainers(files)
        builder.addRegistrations(files)
        for (file, facts) in files {
            for registration in facts.registrations {
                guard let written = registration.type else { continue }
                let scope = builder.graph.scope(file, registration.context)
                let type = names.name(written, in: scope)
                let from = builder.boxes[registration.container].map { $0 + "/" + type + (registration.name.map { "#" + $0 } ?? "") }
                guard let from, builder.graph.nodes[from]?.place?.line == registration.line else { continue }
                let built = MadeType(reference: registration.built ?? written, scope: scope)
                for resolve in registration.resolves {
                    builder.add(resolve, from: from, container: registration.container, scope: scope, built: built, file: file)
                }
            }
        }
        for (file, facts) in files {
            // A use through an attribute that is neither Resolver's wrapper nor an alias of one is no use.
            for use in facts.uses where use.site.context == nil
                && use.wrapper.map({ Self.isWrapper($0, in: file, index: names.index) || appWrappers.contains($0) }) ?? true {
                guard use.resolve.type != nil || use.resolve.holder != nil || use.wrapper == nil else {
                    // `@Inject var api` through `typealias Inject = Injected`, with no type written.
                    builder.graph.notRead(file.file, use.resolve.line, "\(use.resolve.text): the property's type is not written; no edge")
                    continue
                }
                let context: [String]
                switch use.site.owner {
                case .type(let path), .member(let path, _): context = path
                default: context = []
                }
                let owner = context.isEmpty ? nil : builder.graph.typeName(context, in: file)
                // `resolver.resolve()` outside a registration: `Resolving`'s `resolver`, or a property typed `Resolver`.
                if let holder = use.resolve.holder, !resolveHelpers.contains(holder) {
                    let held = owner.flatMap { builder.properties.type(of: holder, in: $0, names: names) }
                    guard let owner, holder == "resolver" && builder.properties.adopts(owner, "Resolving")
                            || held.map(ReaderSyntax.lastName) == "Resolver"
                    else { continue }
                }
                let from: String?
                if let owner, let built = builder.registration(reading: owner) {
                    from = built
                } else {
                    from = builder.graph.consumer(use.site.owner, in: file, line: use.resolve.line, framework: name)
                }
                guard let from else {
                    builder.graph.notRead(file.file, use.resolve.line, "\(use.resolve.text) at top level: no type reads it; no edge")
                    continue
                }
                builder.add(
                    use.resolve, from: from, container: "main", scope: builder.graph.scope(file, context), built: nil, owner: owner,
                    file: file)
            }
        }
        builder.dropEmptyContainers()
        let graph = builder.graph
        let registrations = graph.nodes.values.filter { $0.kind == .service }.count
        return ReaderGraph(
            nodes: Array(graph.nodes.values), edges: Array(graph.edges.values),
            warnings: files.flatMap(\.facts.warnings) + unread + untyped + graph.warnings,
            registrationCount: registrations, resolveCount: builder.resolveCount)
    }

    /// Makes each `register { … }` on a type declaring the app's own registering function a registration on the container
    /// that function registers on, named and scoped by the arguments it passes on (or the scope it sets).
    ///
    /// - Returns: A not-read line for each such call on a type that declares no registering function.
    static func registerThroughHelpers(_ files: inout [(file: SourceFacts, facts: ResolverFacts)]) -> [ScanWarning] {
        var helpers: [String: [ResolverFacts.RegisterHelper]] = [:]
        for (_, facts) in files {
            for helper in facts.registerHelpers { helpers[helper.type, default: []].append(helper) }
        }
        var warnings: [ScanWarning] = []
        for index in files.indices {
            let file = files[index].file
            var registering: Set<Int> = []
            for (position, call) in files[index].facts.helperCalls.enumerated() {
                // Overloads of one helper (a factory with or without arguments) agree on container, name and scope. A call
                // of another name than `register` (`AppResolver.registerShared { … }`) is one only of a helper of that name;
                // a call of no such helper is no registration, and the reads in its closure are the enclosing type's.
                let found = (helpers[call.receiver] ?? []).filter { call.called == "register" || $0.name == call.called }
                guard call.called == "register" || !found.isEmpty else {
                    warnings += call.unmatched
                    continue
                }
                registering.insert(position)
                guard let helper = found.first,
                      found.allSatisfy({ ($0.container, $0.nameLabel, $0.scopeLabel, $0.scope) == (helper.container, helper.nameLabel, helper.scopeLabel, helper.scope) })
                else {
                    warnings.append(ScanWarning(
                        .notRead, place: SourcePlace(file: file.file, line: call.registration.line),
                        message: "\(call.called) on '\(call.receiver)', which the scan cannot tie to a Resolver container"
                            + (found.isEmpty ? "" : " (its registering functions differ in container, name or scope)")
                            + "; the registration is left out"))
                    continue
                }
                var registration = call.registration
                registration.container = helper.container
                registration.name = helper.nameLabel.flatMap { call.arguments[$0] }
                registration.scope = registration.scope ?? helper.scopeLabel.flatMap { call.arguments[$0] } ?? helper.scope
                files[index].facts.registrations.append(registration)
            }
            files[index].facts.uses.removeAll { $0.helperCall.map(registering.contains) ?? false }
        }
        return warnings
    }

    /// Whether an attribute written in `file` is one of Resolver's wrappers, under its own name or through
    /// a type alias the scan indexes.
    static func isWrapper(_ written: String, in file: SourceFacts, index: TypeIndex) -> Bool {
        ResolverCollector.wrappers.contains(written)
            || ResolverCollector.wrappers.contains(WrapperNames.resolve(written, in: file, index: index))
    }

    /// Gives a factory whose one expression reads properties from a type's static property
    /// (`register { DataConfiguration.shared.context }`) the type the last one declares, each link typed by the
    /// scanned declarations.
    ///
    /// - Returns: A not-read line for each such registration left out.
    static func typeByPropertyChain(
        _ files: inout [(file: SourceFacts, facts: ResolverFacts)], builder: ResolverGraphBuilder
    ) -> [ScanWarning] {
        var warnings: [ScanWarning] = []
        for index in files.indices {
            let file = files[index].file
            var kept: [ResolverFacts.Registration] = []
            for var registration in files[index].facts.registrations {
                if registration.type == nil, let chain = registration.chain {
                    let scope = builder.graph.scope(file, registration.context)
                    guard let made = builder.properties.chainType(chain, in: scope) else {
                        warnings.append(ScanWarning(
                            .notRead, place: SourcePlace(file: file.file, line: registration.line),
                            message: "register { \(chain.joined(separator: ".")) }: the service type is not written and the scanned "
                                + "declarations do not type each property of '\(chain.joined(separator: "."))'; the registration is left out"))
                        continue
                    }
                    let names = builder.graph.names
                    // A scanned type by its qualified name (the registering file need not import its module); another as written.
                    let plain = made.reference.components.flatMap { $0.allSatisfy { $0.arguments.isEmpty } ? $0 : nil }
                    registration.type = plain.flatMap { names.index.qualifiedName(of: $0, in: made.scope) }
                        .map { .named($0.split(separator: ".").map { TypeComponent(name: String($0), arguments: []) }) }
                        ?? made.reference
                }
                kept.append(registration)
            }
            files[index].facts.registrations = kept
        }
        return warnings
    }

    /// Gives a factory that returns a function's result (`register { makeStopper(for: args()) }`) the
    /// function's declared return type, when its module declares one function of that name, and one that
    /// returns a global (`register { session }`) the global's written type, when its module declares one.
    ///
    /// - Returns: A not-read line for each such registration left out.
    static func typeByCalledFunction(_ files: inout [(file: SourceFacts, facts: ResolverFacts)]) -> [ScanWarning] {
        var functions: [String: [TypeReference]] = [:]
        var globals: [String: [TypeReference]] = [:]
        for (file, facts) in files {
            for (name, type) in facts.functions { functions[file.module + "\u{0}" + name, default: []].append(type) }
            for (name, type) in facts.globals { globals[file.module + "\u{0}" + name, default: []].append(type) }
        }
        var warnings: [ScanWarning] = []
        for index in files.indices {
            let file = files[index].file
            /// The one type `table` declares for `name` in the file's module, or `nil` after a line saying why
            /// the registration is left out.
            func declared(_ name: String, in table: [String: [TypeReference]], written: String, kind: String, line: Int) -> TypeReference? {
                let found = table[file.module + "\u{0}" + name]
                if let found, found.count == 1 { return found[0] }
                warnings.append(ScanWarning(
                    .notRead, place: SourcePlace(file: file.file, line: line),
                    message: "register { \(written) }: the service type is not written and the module declares "
                        + "\(found == nil ? "no" : "more than one") \(kind) '\(name)' "
                        + "with a \(kind == "global" ? "written type" : "return type"); the registration is left out"))
                return nil
            }
            var kept: [ResolverFacts.Registration] = []
            for var registration in files[index].facts.registrations {
                if registration.type == nil, registration.called == nil, let value = registration.value {
                    guard let type = declared(value, in: globals, written: value, kind: "global", line: registration.line) else { continue }
                    registration.type = type
                }
                if registration.type == nil, let called = registration.called {
                    guard let type = declared(called, in: functions, written: "\(called)(…)", kind: "function", line: registration.line)
                    else { continue }
                    registration.type = type
                }
                kept.append(registration)
            }
            files[index].facts.registrations = kept
        }
        return warnings
    }
}
