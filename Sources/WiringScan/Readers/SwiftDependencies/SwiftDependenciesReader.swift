import SwiftSyntax
import WiringModel

/// Reads swift-dependencies (Point-Free; TCA apps use it): each key of `DependencyValues` is a
/// `service` node, each type that reads one with `@Dependency` an `object` node with a `resolves`
/// edge to the key, and a key's live value that reads other keys has edges from the key to them.
///
/// Overrides (`withDependencies`, `.dependency(…)`), `testValue` and `previewValue` bodies,
/// `#Preview` and `PreviewProvider` are not the live graph and give no edges. A key the live graph
/// reads that has no `liveValue` anywhere is a `no-live-value` finding.
struct SwiftDependenciesReader: FrameworkReader {
    let name = "swift-dependencies"
    let modules = ["Dependencies", "ComposableArchitecture", "DependenciesMacros"]
    let words = [
        "@Dependency", "DependencyValues", "DependencyKey", "DependencyClient", "withDependencies", "prepareDependencies",
        "transformDependency", "liveValue", ".dependency(",
    ]
    var wrappers: [String] { ["Dependency"] }

    /// Keys the libraries define (swift-dependencies, TCA, swift-sharing, swift-navigation, sqlite-data).
    static let libraryKeys: Set<String> = [
        "assert", "assertionFailure", "precondition", "preconditionFailure", "calendar", "context", "continuousClock",
        "suspendingClock", "date", "dismiss", "fireAndForget", "isPresented", "locale", "mainQueue", "mainRunLoop", "openURL", "timeZone", "urlSession", "uuid",
        "withRandomNumberGenerator", "defaultAppStorage", "defaultFileStorage", "defaultInMemoryStorage",
        "defaultDatabase", "defaultSyncEngine", "notificationCenter", "openSettings", "dismissWindow", "openWindow",
    ]

    func collect(tree: SourceFileSyntax, file: SourceFacts, lines: LineTable) -> DependencyFacts? {
        let collector = DependencyCollector(file: file.file, lines: lines)
        collector.walk(tree)
        let facts = collector.facts
        if facts.keys.isEmpty, facts.values.isEmpty, facts.reads.isEmpty, facts.keyTypes.isEmpty, facts.installs.isEmpty,
           facts.liveReads.isEmpty, facts.warnings.isEmpty {
            return nil
        }
        return facts
    }

    func build(_ files: [(file: SourceFacts, facts: DependencyFacts)], names: TypeNameWriter) -> ReaderGraph {
        build(files, names: names, all: files.map(\.file))
    }

    /// Every scanned file declares the initializers a `.liveValue` argument is typed from (`init(storage: Storage)` in a
    /// file that spells no word of this reader's).
    func build(_ files: [(file: SourceFacts, facts: DependencyFacts)], names: TypeNameWriter, all: [SourceFacts]) -> ReaderGraph {
        var graph = ReaderNodes(names: names)
        // Where each key type's live value is, by the type's last name.
        var live: [String: SourcePlace] = [:]
        var keyTypeNames: Set<String> = []
        // Types adopting `DependencyKey` or `TestDependencyKey`: keys by themselves (`@Dependency(T.self)`).
        var adoptingKey: Set<String> = []
        for (file, facts) in files {
            for value in facts.values where value.member == "liveValue" {
                guard let owner = value.owner.last else { continue }
                let place = SourcePlace(file: file.file, line: value.line)
                if live[owner].map({ place < $0 }) ?? true { live[owner] = place }
            }
            for type in facts.keyTypes { if let last = type.path.last { keyTypeNames.insert(last); adoptingKey.insert(last) } }
            for value in facts.values { if let last = value.owner.last { keyTypeNames.insert(last) } }
        }
        // Keys the app installs at its root stand in for a live value it does not declare.
        var installed: [String: SourcePlace] = [:]
        for (file, facts) in files where !ReaderNodes.isTest(file) {
            for install in facts.installs {
                let place = SourcePlace(file: file.file, line: install.line)
                // The app itself before a preview app.
                let rank = { (place: SourcePlace) in (place.file.contains("Preview") ? 1 : 0, place) }
                if installed[install.key].map({ rank(place) < rank($0) }) ?? true { installed[install.key] = place }
            }
        }
        // The keys: property name to node id, and key type (last name) to node id.
        var keyNodes: [String: String] = [:]
        var nodeOfKeyType: [String: String] = [:]
        var registrations = 0
        for (file, facts) in files {
            for key in facts.keys {
                let id = "DependencyValues." + key.name
                let keyType = ReaderSyntax.lastName(key.keyType)
                guard keyNodes[key.name] == nil else {
                    graph.notRead(file.file, key.line, .registeredTwice, "DependencyValues.\(key.name) is declared twice; the scan keeps the first")
                    continue
                }
                keyNodes[key.name] = id
                nodeOfKeyType[keyType] = nodeOfKeyType[keyType] ?? id
                registrations += 1
                // `self[ScreenRouter.self]` where `typealias ScreenRouter = Router<…>` and `extension Router: DependencyKey`
                // declares the live value: the key is the type the alias names.
                var aliased: String?
                if !key.keyType.contains("<") {
                    let written = TypeReference.named(key.keyType.split(separator: ".").map { TypeComponent(name: String($0), arguments: []) })
                    aliased = ReaderSyntax.lastName(names.name(written, in: graph.scope(file, key.context)))
                }
                let liveAt = live[keyType] ?? aliased.flatMap { live[$0] } ?? installed[key.name]
                graph.nodes[id] = Node(
                    id: id, kind: .service, type: names.name(key.valueType, in: graph.scope(file, key.context)), key: key.name,
                    attributes: ["framework": name, "live": liveAt?.description ?? "missing"],
                    place: SourcePlace(file: file.file, line: key.line))
            }
        }
        let members = MemberOwners(files.map(\.facts), keyOfType: nodeOfKeyType)
        var readByLive: [String: SourcePlace] = [:]
        var resolves = 0
        for (file, facts) in files {
            let isTest = ReaderNodes.isTest(file)
            for read in facts.reads where read.site.context == nil && !isTest
                && read.wrapper.map({ WrapperNames.resolve($0, in: file, index: names.index) == "Dependency" }) ?? true {
                let place = SourcePlace(file: file.file, line: read.line)
                var path: [String] = []
                if case .type(let written) = read.site.owner { path = written }
                if case .member(let written, _) = read.site.owner { path = written }
                var from: String?
                switch members.owner(of: read.member, in: path.last) {
                case .key(let key): from = key
                case .notLive: continue
                case nil: break
                }
                guard let target = target(
                    read.target, in: file, live: live, keyNodes: &keyNodes, nodeOfKeyType: nodeOfKeyType, graph: &graph, place: place)
                else { continue }
                if from == nil, let last = path.last, keyTypeNames.contains(last) {
                    // A read in a key type's own code: its live value's.
                    from = nodeOfKeyType[last]
                    if from == nil, adoptingKey.contains(last) {
                        from = typeKey(.named(path.map { TypeComponent(name: $0, arguments: []) }), in: file, live: live, graph: &graph)
                    }
                }
                from = from ?? graph.consumer(read.site.owner, in: file, line: read.line, framework: name)
                guard let from else {
                    graph.notRead(file.file, read.line, "a @Dependency outside any type or function; no edge")
                    continue
                }
                graph.resolves(from, target, place: place)
                resolves += 1
                if readByLive[target].map({ place < $0 }) ?? true { readByLive[target] = place }
            }
        }
        // A live value made from other keys' live values (`Tracker(api: ApiKey.liveValue)`, `.liveValue` passed to a
        // parameter a key type types) depends on them.
        var initializers: InitializerTable?
        var keyOfValueType: [String: String?] = [:]
        for key in files.flatMap(\.facts.keys) {
            guard let last = key.valueType.lastName, let id = keyNodes[key.name], keyOfValueType[last] != id else { continue }
            // A value type two keys share names neither.
            keyOfValueType[last] = keyOfValueType[last] == nil ? id : .some(nil)
        }
        for (file, facts) in files where !ReaderNodes.isTest(file) {
            for read in facts.liveReads {
                let place = SourcePlace(file: file.file, line: read.line)
                var from: String?
                switch members.owner(of: read.member, in: read.owner.last) {
                case .key(let key): from = key
                case .notLive: continue
                case nil:
                    if let last = read.owner.last, keyTypeNames.contains(last) {
                        from = nodeOfKeyType[last] ?? keyOfValueType[last] ?? nil
                    }
                }
                guard let from else { continue }
                let written: TypeReference
                let scope = graph.scope(file, read.owner)
                switch read.target {
                case .type(let type):
                    written = type
                case .argument(let hint):
                    if initializers == nil { initializers = InitializerTable(all, index: names.index) }
                    guard let made = initializers?.parameterType(of: hint, in: scope, writer: names) else {
                        graph.notRead(file.file, read.line, ".liveValue is passed to \(hint.label == "_" ? "an unlabelled argument" : hint.label + ":") "
                            + "of \(names.name(hint.type, in: scope)), whose parameter type no scanned initializer tells; no edge")
                        continue
                    }
                    written = made.reference
                case .unwritten:
                    graph.notRead(file.file, read.line, ".liveValue is read where nothing written tells its type; no edge")
                    continue
                }
                guard let last = written.lastName, last != read.owner.last else { continue }
                // Another key's type, or the value type of one key: that key's live value. Any other type's `liveValue`
                // is an implementation the value names (its reads are the key's own).
                let to: String?
                if let id = nodeOfKeyType[last] {
                    to = id
                } else if adoptingKey.contains(last) {
                    to = typeKey(written, in: file, live: live, graph: &graph)
                } else {
                    to = keyOfValueType[last] ?? nil
                }
                guard let to, to != from else { continue }
                graph.resolves(from, to, place: place)
                resolves += 1
            }
        }
        // A value the app installs that reads other keys (`$0.a = A(b: $0.b)`) depends on them.
        for (file, facts) in files where !ReaderNodes.isTest(file) {
            for install in facts.installs where !install.reads.isEmpty {
                let place = SourcePlace(file: file.file, line: install.line)
                var from = keyNodes[install.key]
                if from == nil, Self.libraryKeys.contains(install.key) {
                    from = target(
                        .key(install.key), in: file, live: live, keyNodes: &keyNodes, nodeOfKeyType: nodeOfKeyType, graph: &graph,
                        place: place)
                }
                guard let from else {
                    let reads = install.reads.map { "\\.\($0)" }.joined(separator: ", ")
                    graph.notRead(file.file, install.line, "\\.\(install.key) is installed here but declared in no scanned file "
                        + "(a module not scanned?); what its value reads (\(reads)) gives no edge")
                    continue
                }
                for read in install.reads {
                    guard let to = target(
                        .key(read), in: file, live: live, keyNodes: &keyNodes, nodeOfKeyType: nodeOfKeyType, graph: &graph, place: place)
                    else { continue }
                    graph.resolves(from, to, place: place)
                    resolves += 1
                }
            }
        }
        // A key type that no `DependencyValues` property names and no `@Dependency(T.self)` reads
        // has no node: said at the first line that adopts the key, once per type.
        var said: Set<String> = []
        let drawnTypes = Set(graph.nodes.values.lazy.filter { $0.attributes["framework"] == name }.map { ReaderSyntax.lastName($0.type) })
        for (file, facts) in files where !ReaderNodes.isTest(file) {
            for type in facts.keyTypes {
                guard let last = type.path.last, nodeOfKeyType[last] == nil, !said.contains(last), !drawnTypes.contains(last)
                else { continue }
                said.insert(last)
                graph.notRead(file.file, type.line, "\(type.path.joined(separator: ".")) is a DependencyKey that no DependencyValues "
                    + "property returns (self[\(last).self]) and no @Dependency(\(last).self) reads; no node")
            }
        }
        var findings: [ScanFinding] = []
        for (id, place) in readByLive {
            guard let node = graph.nodes[id], node.attributes["live"] == "missing" else { continue }
            var finding = ScanFinding(place: place, service: id, missing: node.key ?? id)
            finding.rule = "no-live-value"
            finding.text = "\(id) is read by the live graph but no liveValue is declared for it in the scanned files"
            findings.append(finding)
        }
        return ReaderGraph(
            nodes: Array(graph.nodes.values), edges: Array(graph.edges.values),
            warnings: files.flatMap(\.facts.warnings) + graph.warnings, findings: findings,
            registrationCount: registrations, resolveCount: resolves)
    }

    /// The key node a read goes to, made for library keys and type keys on first read.
    private func target(
        _ target: DependencyFacts.Read.Target, in file: SourceFacts, live: [String: SourcePlace],
        keyNodes: inout [String: String], nodeOfKeyType: [String: String], graph: inout ReaderNodes, place: SourcePlace
    ) -> String? {
        switch target {
        case .key(let key):
            if let id = keyNodes[key] { return id }
            guard Self.libraryKeys.contains(key) else {
                graph.notRead(place.file, place.line, "\\.\(key) is declared in no scanned file (a module not scanned?); no edge")
                return nil
            }
            let id = "DependencyValues." + key
            keyNodes[key] = id
            graph.nodes[id] = Node(id: id, kind: .service, type: "Dependencies.DependencyValues." + key, key: key,
                                   attributes: ["framework": name, "external": "true"])
            return id
        case .type(let type):
            // `@Dependency(NumberClient.self)` reads the same value as a key returning `self[NumberClient.self]`.
            if let last = type.lastName, let id = nodeOfKeyType[last] { return id }
            return typeKey(type, in: file, live: live, graph: &graph)
        }
    }

    /// The node of a type used as its own key (`@Dependency(NumberClient.self)`) that no
    /// `DependencyValues` property names, made when new.
    private func typeKey(_ type: TypeReference, in file: SourceFacts, live: [String: SourcePlace], graph: inout ReaderNodes) -> String {
        let typeName = graph.names.name(type, in: graph.scope(file, []))
        let id = "DependencyValues[\(typeName)]"
        if graph.nodes[id] == nil {
            let last = type.lastName ?? typeName
            graph.nodes[id] = Node(
                id: id, kind: .service, type: typeName, key: typeName,
                attributes: ["framework": name, "live": live[last]?.description ?? "missing"])
        }
        return id
    }
}
