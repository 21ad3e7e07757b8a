import WiringModel
import WiringProjects

/// Resolves outside factories: `container.resolve(Api.self)` in a coordinator's method, and calls of an
/// app's own type that forwards to a container (`resolver.resolve(Api.self)` where
/// `struct Resolver { func resolve<T>(_: T.Type) -> T { container.resolve(T.self)! } }`). Each is an edge
/// from the type (or global function) that makes the call, looked up from the root container up its
/// parents; a resolve a factory already reads (through a hand-off or a resolving property) is left to it.
extension RegistrationGraphBuilder {
    /// The container levels a resolve outside factories is looked up in, root first.
    static let consumerLevels = Array(0...followDepth)

    /// Adds each resolve outside factories as a resolve of an `object` node for its enclosing type, and says
    /// each call of a forwarding method's name on a receiver whose type the scan cannot tell.
    ///
    /// - Parameters:
    ///   - files: Every file with its Swinject facts.
    ///   - swinjectModules: The modules that use Swinject: their `resolve` calls and forwarding methods resolve
    ///     from its containers.
    ///   - helpers: The app's registering helpers: a read in a call of one is that registration's factory's.
    mutating func addConsumers(_ files: [SwinjectFile], swinjectModules: Set<String>, helpers: RegisterHelpers) {
        var forwarders: Set<String> = []
        var forwarderNames: [String: String] = [:]
        var signatures: [String: [ResolveForwarder]] = [:]
        var externalForwarders: Set<String> = []
        for entry in files where swinjectModules.contains(entry.file.module) {
            let file = entry.file, swinject = entry.facts
            for forwarder in swinject.resolveForwarders {
                // A static method of an extension of Swinject's `Container` or `Resolver`: named as a static call names it.
                let swinjectOwner = forwarder.owner.count == 1 && isSwinjectResolver(forwarder.owner[0])
                    ? writer.name(.named([TypeComponent(name: forwarder.owner[0], arguments: [])]),
                                  in: LookupScope(module: file.module, context: [], imports: file.imports)) : nil
                guard let owner = qualifiedOwner(forwarder.owner, in: file) ?? swinjectOwner else {
                    // `extension View { static func inject<T>(_: T.Type) -> T { … } }`: a type of another module (SwiftUI's
                    // `View`), whose method every scanned type naming it among its inherited types calls unqualified.
                    if forwarder.owner.count == 1 {
                        externalForwarders.insert(forwarder.owner[0] + "\u{0}" + forwarder.name)
                        signatures[forwarder.owner[0] + "\u{0}" + forwarder.name, default: []].append(forwarder)
                    }
                    continue
                }
                forwarders.insert(owner + "\u{0}" + forwarder.name)
                signatures[owner + "\u{0}" + forwarder.name, default: []].append(forwarder)
                if forwarderNames[forwarder.name] == nil { forwarderNames[forwarder.name] = owner }
            }
        }
        // The app's types declaring a `resolve` method that does not forward to a container (a cache's, a router's):
        // a call of `resolve` on a value whose type is not worked out may be one of theirs.
        var lookAlikes: Set<String> = []
        for entry in files {
            for path in entry.facts.resolveMethodOwners where !(path.count == 1 && isSwinjectResolver(path[0])) {
                let owner = qualifiedOwner(path, in: entry.file) ?? path.joined(separator: ".")
                if !forwarders.contains(owner + "\u{0}resolve") { lookAlikes.insert(owner) }
            }
        }
        let adopters = forwarders.isEmpty && externalForwarders.isEmpty ? nil : ProtocolAdopters(index: index)
        /// Whether a type that is not a protocol forwards a method to a container: itself or a superclass, else, when
        /// none of them declares the method, a scanned protocol it adopts whose extension forwards it (the default
        /// implementation every adopter without its own inherits).
        func concreteForwards(_ type: String, _ method: String) -> Bool {
            for member in declarations.lineage(of: type) {
                if forwarders.contains(member + "\u{0}" + method) { return true }
                if initializers.declaresInstanceMethod(method, on: member) { return false }
            }
            if adopters?.protocols(adoptedBy: type).contains(where: { forwarders.contains($0 + "\u{0}" + method) }) == true { return true }
            // A type of another module it (or a superclass) names among its inherited types, whose extension forwards.
            guard !externalForwarders.isEmpty else { return false }
            return declarations.lineage(of: type).contains { member in
                index.entries[member]?.inherited.contains { inherited in
                    index.entry(for: inherited.reference, in: inherited.scope) == nil
                        && externalForwarders.contains((inherited.reference.lastName ?? "") + "\u{0}" + method)
                } == true
            }
        }
        /// Whether a type forwards a method to a container: itself, a superclass or a protocol extension it inherits
        /// the method from, or, for a protocol (or a composition of them), every scanned type adopting it; with the
        /// adopters that do not, when some do.
        func forwardingOf(_ type: String, _ method: String) -> (forwards: Bool, notForwarding: [String]) {
            if forwarders.contains(type + "\u{0}" + method) { return (true, []) }
            guard let adopters else { return (false, []) }
            guard let adopting = adopters.adopters(of: type) else {
                return (index.entries[type].map { $0.keyword != .protocol } == true && concreteForwards(type, method), [])
            }
            guard !adopting.isEmpty else { return (false, []) }
            let notForwarding = adopting.filter { !concreteForwards($0, method) }
            return (notForwarding.isEmpty, notForwarding.count < adopting.count ? notForwarding : [])
        }
        var byConsumer: [String: Int] = [:]
        // The members of Swinject's container that resolve from it, and the calls of them on other types' properties.
        var containerMembers: Set<String> = []
        for entry in files where swinjectModules.contains(entry.file.module) {
            let swinject = entry.facts
            for consumer in swinject.consumerResolves {
                if let member = consumer.containerMember, !member.isEmpty, consumer.owner.count == 1 {
                    containerMembers.insert(consumer.owner[0] + "\u{0}" + member)
                }
            }
        }
        let memberCallers = containerMemberCallers(files, members: containerMembers)
        for entry in files {
            let file = entry.file, swinject = entry.facts
            for consumer in swinject.consumerResolves {
                // A read in a call of a declared registering helper is that registration's factory's.
                if let name = consumer.registeringHelper, helpers[name] != nil { continue }
                let method = consumer.call.helper ?? "resolve"
                let place = SourcePlace(file: file.file, line: consumer.call.line)
                let owner = consumer.owner.isEmpty ? nil : qualifiedOwner(consumer.owner, in: file)
                // An unqualified `resolve(Api.self)` is a read only when the enclosing type's own `resolve` (or the one it
                // inherits) forwards to a container; any other `resolve` of the type's is not Swinject's, and stays unread.
                guard !consumer.isImplicitSelf || owner.map({ forwardingOf($0, method).forwards }) == true else {
                    if owner == nil, method == "resolve", let member = consumer.containerMember, swinjectModules.contains(file.module),
                       !followedFunctions.contains(where: { $0.hasSuffix("\u{0}" + member) }) {
                        // `extension Container: MainFactory { func makeSearch() -> Search { resolve(Search.self)! } }`: Swinject's
                        // container resolves from itself for whoever calls the member later (a coordinator), which is not followed.
                        let callers = memberCallers[consumer.owner.joined(separator: ".") + "\u{0}" + member] ?? []
                        let reaching = callers.filter(\.reaches)
                        for caller in reaching {
                            // `self.factory.makeSearch()` with `let factory: MainFactory` and `extension Container: MainFactory`:
                            // a call of the container's member, so its resolve is the caller's read, at the call.
                            var call = consumer.call
                            call.line = caller.call.line
                            var resolve = pending(call, scope: LookupScope(module: file.module, context: consumer.owner, imports: file.imports))
                            resolve.file = caller.file.file
                            appendConsumerResolves(
                                [resolve], to: caller.owner, file: caller.file.file, containerIDs: extensionLookups(of: caller.file),
                                byConsumer: &byConsumer)
                        }
                        guard reaching.isEmpty else { continue }
                        let site = consumer.owner.joined(separator: ".") + (member.isEmpty ? "" : "." + member)
                        let calledBy = callers.first.map { first in
                            " (called by \(first.owner) at \(first.file.file):\(first.call.line) through '\(first.call.chain.joined(separator: "."))', "
                                + "whose type other types adopt too"
                                + (callers.count > 1 ? ", and at \(callers.count - 1) more place\(callers.count > 2 ? "s" : "")" : "") + ")"
                        } ?? ""
                        warn(place, "\(consumer.call.text) in \(site), a member of an extension of Swinject's "
                            + "\(consumer.owner.last ?? "Container"), resolves from that container for whoever calls it, "
                            + "which the scan does not follow\(calledBy); no edge")
                    }
                    continue
                }
                var overloads: String?
                let receiver = consumer.isImplicitSelf ? owner : receiverType(consumer, owner: owner, in: file, overloads: &overloads)
                if receiver == nil, let unfollowed = consumer.unfollowedCall {
                    // Overloads the call's labels do not tell apart, returning different types: neither is drawn.
                    let text = overloads.map {
                        "\(consumer.call.text) resolves from what \(consumer.receiverPath) returns, and the overloads of \($0); no edge"
                    } ?? unfollowed.text
                    warn(SourcePlace(file: file.file, line: unfollowed.line), text)
                    continue
                }
                let forwarding = receiver.map { forwardingOf($0, method) } ?? (forwards: false, notForwarding: [])
                let forwarded = forwarding.forwards
                // Swinject's own `resolve`, on a receiver of a type the scan does not declare (or cannot tell), written
                // with a type (or in a typed context), in a module that uses Swinject.
                // Swinject's resolver passed in as a parameter to a type a registration builds is read through the
                // hand-offs that pass it (or said there); to a type none builds (a flow made with the container), it is a read.
                // So is one passed to a free function no factory hands its resolver to.
                let isParameter = consumer.receiverType != nil && !consumer.isStatic
                let handedByFactory = consumer.closureProperty.map { followedFunctions.contains((owner ?? "") + "\u{0}" + $0) }
                    ?? owner.map { builtTypes.contains($0) }
                    ?? consumer.function.map { followedFunctions.contains("\u{0}" + $0) } ?? true
                let direct = method == "resolve" && !consumer.isStatic && swinjectModules.contains(file.module)
                    && (!isParameter || !handedByFactory)
                    && (receiver.map { isSwinjectResolver($0) } ?? (consumer.call.type != nil))
                guard forwarded || direct else {
                    if receiver == nil, let forwardedBy = forwarderNames[method] {
                        warn(place, "\(consumer.call.text) may resolve through \(forwardedBy).\(method), which forwards to a container, "
                            + "but the scan cannot tell the type of '\(consumer.receiverPath)'; no edge")
                    } else if let receiver, let first = forwarding.notForwarding.first, !consumer.isStatic,
                              swinjectModules.contains(file.module), !(isParameter && handedByFactory) {
                        // `let injector: Injecting` where one adopter of `Injecting` forwards `resolve` and a stand-in does not.
                        let more = forwarding.notForwarding.count - 1
                        let which = more > 0 ? "\(first) and \(more) more do not" : "\(first) does not"
                        warn(place, "\(consumer.call.text) resolves from '\(consumer.receiverPath)', of type \(receiver), "
                            + "whose adopters do not all forward \(method) to a container (\(which)); no edge")
                    } else if let receiver, consumer.isResolvingShape, !consumer.isStatic, swinjectModules.contains(file.module),
                              !(isParameter && handedByFactory) {
                        // `func makeFeed(_ s: Source) -> Feed { Feed(api: s.resolve(Api.self)!) }` that no factory hands its
                        // resolver to: `Source` may be Swinject's resolver under another name, or another type's `resolve`.
                        warn(place, "\(consumer.call.text) resolves from '\(consumer.receiverPath)', of type \(receiver), "
                            + "which is neither Swinject's resolver nor a type of the scanned code that forwards to a container, "
                            + "and no factory hands its resolver there; no edge")
                    } else if consumer.isStatic, let receiver, swinjectModules.contains(file.module),
                              consumer.isResolvingShape || forwarderNames[method] != nil {
                        // `Injector.resolve(Api.self)`: a static method of a type outside the scanned code, or of one whose
                        // method the scan does not read as forwarding to a container.
                        let which = index.entries[receiver] == nil
                            ? "a type the scanned code does not declare" : "which the scan does not read as forwarding to a container"
                        warn(place, "\(consumer.call.text) calls the static method \(method) of '\(consumer.receiverPath)', \(which); "
                            + "what it resolves is not read; no edge")
                    }
                    continue
                }
                guard !consumer.isLocalContainer else {
                    // A body that makes a container and resolves from it (a composition root, a test) is not a reader of the app's.
                    warn(place, "\(consumer.call.text) resolves from a container this body makes; it is not drawn as a read of the app's container")
                    continue
                }
                let id: String
                if let owner {
                    id = owner
                } else if let function = consumer.function {
                    id = file.module + "." + function + "()"
                } else if let entry = ReaderNodes.entry(of: file) {
                    id = entry
                } else if !consumer.owner.isEmpty {
                    // `extension WKWebViewConfiguration { … }`: a member of an extension of a type the scanned code does not
                    // declare (a framework's); the type reads it, drawn as a node of that type as written.
                    id = writer.name(.named(consumer.owner.map { TypeComponent(name: $0, arguments: []) }),
                                     in: LookupScope(module: file.module, context: [], imports: file.imports))
                    outsideReaders.insert(id)
                } else {
                    warn(place, "\(consumer.call.text) at top level: no type reads it; no edge")
                    continue
                }
                if direct, receiver == nil, !forwarded, let lookAlike = lookAlikes.sorted().first {
                    // Drawn as Swinject's resolve by the type it names, though a type of the scanned code has a `resolve` of its own.
                    let more = lookAlikes.count > 1 ? " (and \(lookAlikes.count - 1) more type\(lookAlikes.count > 2 ? "s" : ""))" : ""
                    warn(place, "\(consumer.call.text): the receiver's type is not worked out ('\(consumer.receiverPath)'); drawn as a "
                        + "read of Swinject's container, though \(lookAlike)\(more) of the scanned code declares a resolve "
                        + "that does not forward to one")
                }
                var call = consumer.call
                call.helper = nil
                if forwarded {
                    // `injector.resolve(Screen.self, injectable: x)`: the arguments and name go through the forwarding
                    // method's parameters to Swinject's `resolve`, so the call matches the registration taking them.
                    let candidates = receiver.flatMap { signatures[$0 + "\u{0}" + method] }
                        ?? signatures.keys.sorted().filter { $0.hasSuffix("\u{0}" + method) }.flatMap { signatures[$0] ?? [] }
                    switch Self.mapThroughForwarder(&call, candidates: candidates) {
                    case .mapped, .unchanged:
                        break
                    case .unmatched(let labels):
                        warn(place, "\(consumer.call.text) passes \(labels) to \(receiver ?? forwarderNames[method] ?? "?").\(method), "
                            + "but no method of that name the scan reads as forwarding to a container takes those labels; "
                            + "what it resolves is not read; no edge")
                        continue
                    }
                }
                let scope = LookupScope(module: file.module, context: consumer.owner, imports: file.imports)
                // `self.viewModel = Provider.resolve()`: typed by the declared type of the enclosing type's property.
                let assigned = call.type == nil && call.inferredFrom == nil && call.assignedOn == nil && call.assignedOnSelf
                    ? owner.flatMap { owner in assignedType(call, built: owner, scope: scope) } : nil
                var resolve = pending(call, scope: scope)
                if let assigned { resolve.typeName = assigned }
                resolve.file = file.file
                // `container.resolve(Api.self)` on a variable bound to a container named apart from another one
                // registering the same services: looked up in that container, then its parents.
                if direct, consumer.chain.isEmpty, !consumer.isStatic, let root = consumer.call.receiver,
                   let site = containers.site(named: root, file: file.file, module: file.module), namedContainers[site] != nil {
                    resolve.otherContainerIDs = lookupIDs(of: site)
                }
                appendConsumerResolves([resolve], to: id, file: file.file, containerIDs: extensionLookups(of: file), byConsumer: &byConsumer)
            }
        }
        addStaticReads(files, byConsumer: &byConsumer)
    }

    /// Adds each read of a static property that resolves (`Resolvers.cache` with `static let cache =
    /// …resolve(Cache.self)`) in another type's member, outside factories, as that type's resolve of what the
    /// property resolves, at the read. The declaring type's own reads are the property's.
    private mutating func addStaticReads(_ files: [SwinjectFile], byConsumer: inout [String: Int]) {
        for entry in files {
            let file = entry.file, swinject = entry.facts
            for read in swinject.staticReads {
                let scope = LookupScope(module: file.module, context: read.owner, imports: file.imports)
                guard let owner = qualifiedOwner(read.owner, in: file),
                      let declaring = index.entry(for: read.type, in: scope)?.qualifiedName, declaring != owner
                else { continue }
                let resolves = staticPropertyResolves([read], scope: scope).map { found in
                    var resolve = found
                    resolve.file = file.file
                    return resolve
                }
                guard !resolves.isEmpty else { continue }
                appendConsumerResolves(resolves, to: owner, file: file.file, containerIDs: extensionLookups(of: file), byConsumer: &byConsumer)
            }
        }
    }

    /// Adds what the resolving property wrappers of a type no registration builds resolve, as resolves of an
    /// `object` node for that type: the wrapper resolves whenever the type is made, whoever makes it (a view
    /// holding `@Inject var model: HomeModel`). A type a registration builds, or one its stored properties or a
    /// subclass's make, is read with that registration. A local of a free function (`func boot() { @Inject var
    /// api: Api }`) is read by that function's `object` node, named as its resolve calls name it (`App.boot()`).
    mutating func addWrapperConsumers() {
        var reached: Set<String> = []
        for built in builtTypes {
            for type in [built] + declarations.builtByProperties(of: built) { reached.formUnion(declarations.lineage(of: type)) }
        }
        var byConsumer = Dictionary(consumers.enumerated().map { ($1.id, $0) }) { first, _ in first }
        var readers: [(id: String, properties: [DeclarationIndex.Located<WrappedProperty>])] = []
        for (owner, properties) in declarations.injectedPropertiesByOwner.sorted(by: { $0.key < $1.key }) where !reached.contains(owner) {
            guard owner.isEmpty else {
                readers.append((owner, properties))
                continue
            }
            // Outside types: a free function's local is read by that function, as its resolve calls are.
            var byFunction: [String: [DeclarationIndex.Located<WrappedProperty>]] = [:]
            for property in properties {
                guard let function = property.declaration.function else {
                    warn(SourcePlace(file: property.file, line: property.declaration.line),
                         "@\(property.declaration.wrapper) var \(property.declaration.name) at top level: no type or function reads it; no edge")
                    continue
                }
                byFunction[property.scope.module + "." + function + "()", default: []].append(property)
            }
            readers += byFunction.map { ($0.key, $0.value) }
        }
        for (id, properties) in readers.sorted(by: { $0.id < $1.id }) {
            let resolves = properties.compactMap { wrapperResolve($0) }
            guard let first = properties.first, !resolves.isEmpty else { continue }
            // A wrapper in a target running apart from the app resolves from that target's own container first.
            appendConsumerResolves(
                resolves, to: id, file: first.file, containerIDs: extensionLookups(module: first.scope.module), byConsumer: &byConsumer)
        }
    }

    /// Adds resolves to the `object` node of a reader outside factories: the node already made for that reader,
    /// else a new one, looked up in the given containers (the app's levels when none).
    private mutating func appendConsumerResolves(
        _ resolves: [PendingResolve], to id: String, file: String, containerIDs: [String]? = nil, byConsumer: inout [String: Int]
    ) {
        if let known = byConsumer[id] {
            consumers[known].resolves += resolves
        } else {
            byConsumer[id] = consumers.count
            consumers.append(Service(
                id: id, framework: .swinject, box: [], levels: Self.consumerLevels, containerIDs: containerIDs,
                resolves: resolves, file: file))
        }
    }

    /// What mapping a call's arguments through a forwarding method's parameters gave.
    enum ForwarderMapping {
        /// The call's arguments and name are those the matching method passes on.
        case mapped
        /// No method takes the call's labels, but it passes none beyond Swinject's own (read as written).
        case unchanged
        /// No method takes the call's labels, among which some Swinject's `resolve` has not (named for the line).
        case unmatched(String)
    }

    /// Maps a call of a forwarding method onto the `resolve` its body makes: the first method (in the order read) taking
    /// every label the call writes, and written with every label it requires, gives the factory arguments (their types
    /// where the call's literals write them) and the name.
    static func mapThroughForwarder(_ call: inout ResolveCall, candidates: [ResolveForwarder]) -> ForwarderMapping {
        let written = call.labelledArguments.map(\.label)
        let match = candidates.first { forwarder in
            written.allSatisfy { forwarder.labels.contains($0) }
                && forwarder.labels.allSatisfy { $0 == "_" || forwarder.defaulted.contains($0) || written.contains($0) }
        }
        guard let match else {
            let swinjects: (String) -> Bool = { ["name", "key", "argument", "arguments"].contains($0) || $0.hasPrefix("arg") }
            let others = written.filter { !swinjects($0) }
            return others.isEmpty ? .unchanged : .unmatched(others.map { "'\($0):'" }.joined(separator: ", "))
        }
        func argument(_ label: String?) -> LabelledArgument? { label.flatMap { label in call.labelledArguments.first { $0.label == label } } }
        call.argumentTypes = match.argumentLabels.map { argument($0)?.type }
        call.hasArguments = !call.argumentTypes.isEmpty
        if let name = match.nameLabel { call.key = argument(name)?.key ?? .absent }
        return .mapped
    }

    /// The `object` node of a type or function resolving outside factories, made at its first edge.
    mutating func consumerNode(_ id: String, place: SourcePlace) {
        guard nodes[id] == nil else { return }
        var attributes = ["framework": "swinject"]
        if outsideReaders.contains(id) { attributes["extension"] = "of a type outside the scanned code" }
        nodes[id] = Node(id: id, kind: .object, type: id, attributes: attributes, place: place)
    }

    /// Whether a receiver's type is one of Swinject's that resolve (not a type of the scanned code).
    private func isSwinjectResolver(_ name: String) -> Bool {
        index.entries[name] == nil && ["Container", "Resolver", "Resolvable", "ResolverType", "Assembler"].contains(ReaderSyntax.lastName(name))
    }

    /// The qualified name of a type path written in a file.
    private func qualifiedOwner(_ path: [String], in file: SourceFacts) -> String? {
        index.qualifiedName(
            of: path.map { TypeComponent(name: $0, arguments: []) },
            in: LookupScope(module: file.module, context: [], imports: file.imports))
    }

    /// The qualified type of a call's receiver: a parameter of the enclosing function (or the type of a static
    /// call), else a property of the enclosing type; then, down a chain of properties
    /// (`appRouter.resolver.resolve(…)`), the declared type of each in turn. `nil`, with `overloads` saying which, when
    /// the receiver starts from a static method whose overloads the call's labels do not tell apart return different types.
    private func receiverType(_ consumer: ConsumerResolve, owner: String?, in file: SourceFacts, overloads: inout String?) -> String? {
        var name: String
        var chain = consumer.chain[...]
        if let written = consumer.receiverType {
            name = writer.name(written, in: LookupScope(module: file.module, context: consumer.owner, imports: file.imports))
        } else if let root = consumer.staticRoot, let link = chain.popFirst() {
            // `Locator.shared.resolve(…)`: the static property's type, as declared or made by its value.
            let type = root.lastName == "Self" && root.components?.count == 1
                ? owner : index.qualifiedName(of: root.components ?? [], in: LookupScope(module: file.module, context: consumer.owner, imports: file.imports))
            guard let type, index.entries[type] != nil else { return nil }
            if link.hasSuffix(")"), let open = link.firstIndex(of: "(") {
                // `Config.getResolver().resolve(…)`: the written return type of the static method the call's labels pick.
                let labels = link[link.index(after: open)..<link.index(before: link.endIndex)].split(separator: ":").map(String.init)
                let found = declarations.staticMethodResults(named: String(link[..<open]), of: type, labels: labels)
                let returned = Set(found.map { writer.name($0.declaration.type, in: $0.scope) }).sorted()
                guard returned.count < 2 else {
                    overloads = "\(type).\(link) return different types (\(returned.joined(separator: ", "))), so the scan draws neither"
                    return nil
                }
                guard let method = found.first else { return nil }
                name = writer.name(method.declaration.type, in: method.scope)
            } else {
                guard let property = declarations.staticProperty(named: link, of: type) else { return nil }
                name = writer.name(property.declaration.type, in: property.scope)
            }
        } else if let receiver = consumer.call.receiver, let owner, let property = declarations.property(named: receiver, of: owner) {
            name = writer.name(property.declaration.type, in: property.scope)
        } else {
            return nil
        }
        for link in chain {
            let type = Self.unwrapped(name)
            guard index.entries[type] != nil else {
                // A type outside the tree: Swinject's `Assembler.resolver` is its resolver; another's property is unknown.
                guard ReaderSyntax.lastName(type) == "Assembler", link == "resolver" else { return nil }
                continue
            }
            // A link the declarations do not type leaves the receiver unknown, as an untyped root does.
            guard let property = declarations.property(named: link, of: type) else { return nil }
            name = writer.name(property.declaration.type, in: property.scope)
        }
        return Self.unwrapped(name)
    }
}
