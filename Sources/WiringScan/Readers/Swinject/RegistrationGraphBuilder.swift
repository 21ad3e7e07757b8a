import WiringModel

/// Builds the service graph of SwincyBox and Swinject registrations: the boxes (containers) as
/// `box` nodes, each registration as a `service` node with the id a runtime capture gives,
/// and a `resolves` edge for each `resolve` call in a factory (or `initCompleted` handler, or
/// implied by an `autoregister` initializer) whose type, or whose key alone when only one
/// registration has it, is known. A resolve of a scanned type nothing registers becomes a
/// service node marked `registered: false`: a finding about the app.
struct RegistrationGraphBuilder {
    /// A registration added, with what its factory resolves.
    struct Service {
        var id: String
        var framework: ContainerFramework
        /// SwincyBox: the box path; Swinject: the container levels looked up, own first.
        var box: [String]
        var levels: [Int]
        /// Swinject: the container ids looked up, own first, when the own container is named after its owner.
        var containerIDs: [String]? = nil
        var resolves: [PendingResolve]
        var file: String
    }

    /// A resolve with its type named in the scope it is written in.
    struct PendingResolve {
        var call: ResolveCall
        var typeName: String?
        /// The file the call is written in, when not the registration's.
        var file: String?
        /// The edge's label, when not the one its call gives.
        var label: String?
        /// The containers a resolve from another container the factory holds looks services up in, when
        /// the scan knows that container (a property its type's initializer is handed it through).
        var otherContainerIDs: [String]?
        /// The qualified types of the factory arguments passed, where the code around the call tells them.
        var passedTypeNames: [String?] = []
    }

    let index: TypeIndex
    let writer: TypeNameWriter
    let initializers: InitializerTable
    let containers: ContainerTable
    let declarations: DeclarationIndex
    var nodes: [String: Node] = [:]
    var edges: [Edge] = []
    var warnings: [ScanWarning] = []
    var unresolved: [UnresolvedResolve] = []
    /// Swinject: forwarded `container/Type#name` to the registration it leads to.
    var forwards: [String: String] = [:]
    /// Each registration's factory, for the second pass.
    var services: [Service] = []
    /// Types and functions resolving outside factories, each as a service whose factory holds its resolves.
    var consumers: [Service] = []
    /// The types registrations build (and register), whose bodies get the resolver from a factory.
    var builtTypes: Set<String> = []
    /// `owner NUL name` of each function a factory's resolver is handed to (owner empty for a free function).
    var followedFunctions: Set<String> = []
    /// The app's own methods that forward to a container (`func resolve<T>() -> T { container.resolve(T.self)! }`),
    /// by the qualified type declaring them and the method's name, each with the name its body resolves from: a
    /// factory calling one on `self` resolves from that container.
    var ownForwarders: [String: String] = [:]
    /// `owner NUL name(labels:)` of each function a factory's resolver is handed to: overloads told apart by their labels.
    var followedSignatures: Set<String> = []
    /// Every service type registered or forwarded to, to tell an unregistered type from an unreadable call.
    var registeredTypes: Set<String> = []
    /// `Type#name` of every registration with a name, anywhere.
    var registeredKeys: Set<String> = []
    /// Service types registered with a name the scan cannot read.
    var unreadableKeyTypes: Set<String> = []
    /// The container site each Swinject service was registered on, to tell a repeat from another container's.
    var siteOf: [String: String] = [:]
    /// Root containers named after their owner (`container:DI.container`): those made elsewhere
    /// than the first that register a service it also registers.
    var namedContainers: [String: String] = [:]
    /// The process targets whose `Assembler`s list each assembly (the app's as `nil`), by the assembly's
    /// qualified name; empty unless a target running apart from the app makes an `Assembler`.
    var assemblerTargets: [String: Set<String?>] = [:]
    /// The containers the app's `Assembler`s listing each assembly fill, by the assembly's qualified name: what an
    /// assembly's `container` parameter is in the app's process.
    var appAssemblerSites: [String: [AssemblerSite]] = [:]
    /// The containers every `Assembler` of the app fills: what the `container` parameter is of an assembly none lists.
    var everyAppAssemblerSite: [AssemblerSite] = []
    /// Whether an `Assembler` of the app lists assemblies the scan cannot read.
    var appListsUnread = false
    /// The assemblies some `Assembler` places, of any target, and the classes they inherit from.
    var appliedAssemblies: Set<String> = []
    /// The assemblies nothing applies whose registrations were said to be left out, each said once.
    var unappliedSaid: Set<String> = []
    /// The modules of targets running apart from the app an `Assembler` of which lists assemblies the scan cannot read:
    /// their containers are not fully known, so look-ups from them fall back to the app's containers.
    var apartListsUnread: Set<String> = []
    /// The modules of targets running as processes of their own (app extensions, watch apps).
    var apartModules: Set<String> = []
    /// Types outside the scanned code whose extensions resolve outside factories, drawn as their readers.
    var outsideReaders: Set<String> = []
    /// Factory argument types written at resolve sites, by service type name.
    private var argumentsAtResolves: [String: [[String?]]] = [:]

    /// Creates a builder.
    ///
    /// - Parameters:
    ///   - index: The scan's type index.
    ///   - files: Every file with its SwincyBox and Swinject facts.
    ///   - all: Every file of the scan, for the initializers untyped resolves are typed from.
    init(index: TypeIndex, files: [SwinjectFile], all: [SourceFacts]) {
        self.index = index
        self.writer = TypeNameWriter(index: index)
        // The three tables need nothing of each other: the initializers are gathered on a thread of
        // their own while the containers and the declarations are.
        let (initializers, (containers, declarations)) = SourceScanner.concurrently(
            { InitializerTable(all, index: index) }, { (ContainerTable(files), DeclarationIndex(files, index: index)) })
        self.initializers = initializers
        self.containers = containers
        self.declarations = declarations
    }

    /// The facts with the calls of the app's own methods on a resolver kept only where the tree declares
    /// them as resolve helpers of `Resolver` or `Container`, and what was dropped that way said.
    static func keepingResolveHelpers(_ files: [SwinjectFile]) -> (files: [SwinjectFile], warnings: [ScanWarning]) {
        let helpers = files.reduce(into: Set<String>()) { $0.formUnion($1.facts.resolveHelpers) }
        func drop(_ call: ResolveCall) -> Bool { call.helper.map { !helpers.contains($0) } ?? false }
        let swinjectOwn: Set<String> = ["synchronize", "register", "autoregister", "resetObjectScope", "removeAll", "hasAnyRegistration"]
        let registering = RegisterHelpers(files)
        var warnings: [ScanWarning] = []
        var kept: [SwinjectFile] = []
        for entry in files {
            guard entry.facts.registrations.contains(where: { $0.resolves.contains(where: drop) })
                    || entry.facts.resolverFunctions.contains(where: { $0.resolves.contains(where: drop) })
            else {
                // Nothing to drop: the file is kept as it is.
                kept.append(entry)
                continue
            }
            let file = entry.file
            var swinject = entry.facts
            for index in swinject.registrations.indices where swinject.registrations[index].resolves.contains(where: drop) {
                // A call of a name no helper has (`items.forEach { item in item.load() }`) is no registration: nothing to say.
                let isRegistration = swinject.registrations[index].helper.map {
                    registering[$0, label: swinject.registrations[index].helperTypeLabel] != nil
                } ?? true
                for call in swinject.registrations[index].resolves
                where isRegistration && drop(call) && !swinjectOwn.contains(call.helper ?? "") {
                    warnings.append(ScanWarning(
                        .resolverNotFollowed, place: SourcePlace(file: file.file, line: call.line),
                        message: "\(call.text) calls '\(call.helper ?? "")' on the resolver, which the scanned tree does not declare in an extension of Resolver or Container; if it resolves, what it resolves is not read"))
                }
                swinject.registrations[index].resolves.removeAll(where: drop)
            }
            for index in swinject.resolverFunctions.indices where swinject.resolverFunctions[index].resolves.contains(where: drop) {
                swinject.resolverFunctions[index].resolves.removeAll(where: drop)
            }
            kept.append(SwinjectFile(file: file, facts: swinject))
        }
        return (kept, warnings)
    }

    /// Builds the graph from every file's registrations and bindings.
    mutating func build(_ files: [SwinjectFile]) {
        let files = followingValueHelpers(followingParameters(files))
        var bindings: [String: ContainerBinding] = [:]
        for entry in files {
            let swinject = entry.facts
            for binding in swinject.bindings where bindings[binding.name] == nil { bindings[binding.name] = binding }
        }
        noteArgumentsAtResolves(files)
        let swinjectModules = Self.swinjectModules(files, index: index)
        let helpers = RegisterHelpers(files)
        apartModules = Set(files.filter(\.file.runsApartFromApp).map(\.file.module))
        noteAssemblerTargets(files, swinjectModules: swinjectModules)
        nameContainers(files)
        noteOwnForwarders(files, swinjectModules: swinjectModules)
        var usesBox = false
        for entry in files {
            let file = entry.file, swinject = entry.facts
            for var call in swinject.registrations {
                // A call read as Swinject's in a module that imports no container framework counts when the module
                // re-exports Swinject, or when it calls an app's helper that autoregisters (a module of the app wraps Swinject).
                let helper = call.helper.flatMap { helpers[$0, label: call.helperTypeLabel] }
                var autoregistering = false
                if case .autoregister = call.kind, call.helper != nil { autoregistering = true }
                if call.kind == .autoregisterClosure, call.helper != nil { autoregistering = true }
                // So does a call passing the type by the label of an app's helper (`register(interface: Car.self) { r in … }`).
                let labelled = helper != nil && call.helperTypeLabel != nil
                // And so does a call of an app's helper declared in a module that uses Swinject, from a module importing
                // that one (`DI.shared.register(Api.self) { r in … }` in a feature module importing only `Core`).
                var plainRegister = false
                if case .factory = call.kind, call.helper == nil, call.framework == .swinject { plainRegister = true }
                let wrapper = helper ?? (plainRegister ? helpers["register", label: nil] : nil)
                let wrapped = wrapper.map { swinjectModules.contains($0.module) && file.imports.contains($0.module) } ?? false
                guard call.framework == .swincyBox || swinjectModules.contains(file.module) || helper?.isAutoregister == true || labelled
                        || wrapped,
                      !autoregistering || helper?.isAutoregister == true
                else { continue }
                if wrapped, helper == nil, call.life == .absent, let wrapper { call.life = wrapper.life }
                if let name = call.helper {
                    guard let helper else { continue }
                    if call.typeOnly {
                        guard helper.makesCallersType else {
                            if swinjectModules.contains(file.module) { warnUnreadHelperCall(name, at: SourcePlace(file: file.file, line: call.line)) }
                            continue
                        }
                        // `registerService(Feed.self)` where the helper registers `{ _ in T() }`: made by `Feed()`.
                        call.initializedType = call.explicitType
                    }
                    // What the helper's body sets: its scope, a storyboard entry.
                    if call.life == .absent { call.life = helper.life }
                    if helper.isStoryboard {
                        // `{ r, vc in … }` is the entry's `initCompleted` handler, not a factory taking `vc`.
                        call.kind = .storyboard
                        call.arguments = []
                        for index in call.resolves.indices { call.resolves[index].isPropertyInjection = true }
                        for index in call.handOffs.indices { call.handOffs[index].isPropertyInjection = true }
                    }
                }
                let scope = LookupScope(module: file.module, context: call.context, imports: file.imports)
                for call in eachKey(call) {
                    switch call.framework {
                    case .swincyBox:
                        usesBox = true
                        add(box: boxPath(call.receiver, bindings), call, file: file.file, scope: scope)
                    case .swinject:
                        let site = call.containerSite ?? (call.receiver.isEmpty || isAssemblyParameter(call) ? nil
                            : containers.site(named: call.receiver, file: file.file, module: file.module))
                        guard site == nil else {
                            add(container: site, call, file: file.file, scope: scope, extensionModule: apartRootModule(site))
                            continue
                        }
                        if let assembly = unappliedAssembly(call, file: file, scope: scope) {
                            if unappliedSaid.insert(assembly).inserted {
                                warn(SourcePlace(file: file.file, line: call.line), "\(assembly) is an assembly no `Assembler` "
                                    + "lists and nothing assembles, while every list of the app is read: it is not applied, so "
                                    + "its registrations fill no container and are not drawn")
                            }
                            continue
                        }
                        // An assembly's `container` parameter: filled by each `Assembler` listing the assembly, in its target
                        // (in the app's, the container its `Assembler`s are given), never a container bound by that name elsewhere.
                        for (position, module) in assemblyPlacements(call, file: file, scope: scope).enumerated() {
                            let said = warnings.count
                            let filled = module == nil && isAssemblyParameter(call) ? appParameterSite(call, scope: scope) : nil
                            add(container: filled, call, file: file.file, scope: scope, extensionModule: module ?? apartRootModule(filled))
                            // What the call leaves unread is said once, with its first container.
                            if position > 0 { warnings.removeSubrange(said...) }
                        }
                    }
                }
            }
            for call in swinject.unreadHelperCalls {
                guard let helper = helpers[call.name, label: call.typeLabel] else { continue }
                guard swinjectModules.contains(file.module) || call.typeLabel != nil
                        || (swinjectModules.contains(helper.module) && file.imports.contains(helper.module)) else { continue }
                warnUnreadHelperCall(call.name, at: SourcePlace(file: file.file, line: call.line), label: call.typeLabel)
            }
        }
        if usesBox {
            for binding in bindings.values {
                if case .childBox = binding.origin { addBoxNodes(boxPath(binding.name, bindings)) }
            }
            addBoxNodes([])
        }
        warnUnfollowedFunctions()
        addConsumers(files, swinjectModules: swinjectModules, helpers: helpers)
        if !swinjectModules.isEmpty { addWrapperConsumers() }
        resolveEdges()
    }

    /// Names the containers that register what another container made elsewhere at the same level
    /// registers (two roots, or two children of one parent): each its own, never merged. Of the containers
    /// registering one service, the first in file order keeps the level's id, or the first handed to other
    /// types through their initializers when one is (the app's shared container).
    private mutating func nameContainers(_ files: [SwinjectFile]) {
        // A registration's level, service type and key; hashed as they are, not printed into a string.
        struct Registered: Hashable {
            var level: Int
            var name: String
            var key: WrittenValue
        }
        var registrations: [(key: Registered, site: String, owner: String)] = []
        var sitesByKey: [Registered: [String]] = [:]
        for entry in files {
            let file = entry.file, swinject = entry.facts
            for call in swinject.registrations where call.framework == .swinject && (call.containerSite != nil || !call.receiver.isEmpty) {
                // A root container a target running apart from the app makes is that target's own (`container:Watch`).
                let scope = LookupScope(module: file.module, context: call.context, imports: file.imports)
                guard let written = call.explicitType ?? call.castType ?? call.returnType,
                      let site = call.containerSite ?? (isAssemblyParameter(call) ? appParameterSite(call, scope: scope)
                        : containers.site(named: call.receiver, file: file.file, module: file.module)),
                      let owner = containers.owner(of: site), apartRootModule(site) == nil
                else { continue }
                // Containers whose ids differ (a parent is `container/parent`) do not collide. Containers of
                // different modules do (an app extension building its own container with the app's types).
                let name = writer.name(written, in: scope)
                let key = Registered(level: containers.levels(from: site)[0], name: name, key: call.key)
                registrations.append((key, site, owner))
                if sitesByKey[key]?.contains(site) != true { sitesByKey[key, default: []].append(site) }
            }
        }
        for (key, site, owner) in registrations {
            guard let sites = sitesByKey[key], sites.count > 1,
                  let first = sites.first(where: containers.isHanded) ?? sites.first
            else { continue }
            if first != site, namedContainers[first] == nil { namedContainers[site] = owner }
        }
    }

    /// Notes the literal argument types of `resolve(T.self, argument: "x")` calls, to name untyped factory arguments.
    private mutating func noteArgumentsAtResolves(_ files: [SwinjectFile]) {
        for entry in files {
            let file = entry.file, swinject = entry.facts
            for call in swinject.registrations where call.framework == .swinject {
                let scope = LookupScope(module: file.module, context: call.context, imports: file.imports)
                for resolve in call.resolves where resolve.hasArguments {
                    guard let type = resolve.type else { continue }
                    argumentsAtResolves[writer.name(type, in: scope), default: []]
                        .append(resolve.argumentTypes.map { $0.map { writer.name($0, in: scope) } })
                }
            }
        }
    }

    /// Adds a service node; `false` when the id is taken (a repeat is warned about).
    mutating func addService(
        id: String, type: String, parent: String, key: String?, life: String?, place: SourcePlace,
        attributes: [String: String] = [:], site: String? = nil, conditional: String? = nil
    ) -> Bool {
        if let existing = nodes[id] {
            // `#if DEBUG … #else … #endif` (or `if mock { … } else { … }`) registering one service in each branch: one
            // node, the resolves of both.
            if conditional != nil && existing.attributes["conditional"] != nil { return true }
            if siteOf[id] == site {
                warn(place, .registeredTwice, "'\(id)' is registered again (first at \(existing.place?.description ?? "?")); the later registration replaces it at run time, the scan keeps the first")
            } else {
                // A container the scan takes for the one registering at the first place, which is made elsewhere: the two
                // may be one container or two, so the first is kept and this one said.
                warn(place, .registeredTwice, "'\(id)' is registered here on a container the scan cannot tell apart from the one "
                    + "registering it at \(existing.place?.description ?? "?"), made elsewhere; this registration and what its factory resolves are left out")
            }
            return false
        }
        let declared = index.entries[type].map { SourcePlace(file: $0.file, line: $0.line) }
        var attributes = attributes
        if let conditional { attributes["conditional"] = conditional }
        nodes[id] = Node(
            id: id, kind: .service, type: type, parent: parent, key: key, life: life, attributes: attributes,
            place: place, declared: declared)
        registeredTypes.insert(type)
        if let key { registeredKeys.insert("\(type)#\(key)") }
        if let site { siteOf[id] = site }
        return true
    }

    /// A resolve with its type named: written, or inferred from the initializer parameter it is passed to
    /// (through each `.init(…)` it is nested in).
    ///
    /// - Parameter service: The registration's service type, whose generic arguments the type it builds
    ///   is taken to have (`register(Repo<Local>.self) { r in Repo(source: r.resolve()) }`).
    func pending(_ call: ResolveCall, scope: LookupScope, built: String? = nil, service: MadeType? = nil) -> PendingResolve {
        var pending = typed(call, scope: scope, built: built, service: service)
        pending.passedTypeNames = call.passedTypes.map { $0.map { writer.name($0, in: scope) } }
        return pending
    }

    /// A resolve with its type named, as ``pending(_:scope:built:service:)`` gives it.
    private func typed(_ call: ResolveCall, scope: LookupScope, built: String?, service: MadeType?) -> PendingResolve {
        var call = call
        // `resolve(Db.self, name: databaseFile)`: a global constant of the module the call is written in.
        if case .unreadable(let written) = call.key, let value = declarations.globalConstant(written, module: scope.module) {
            call.key = .literal(value)
        }
        if let type = call.type { return PendingResolve(call: call, typeName: writer.name(type, in: scope)) }
        if let hint = call.inferredFrom {
            var made = built.flatMap(initializers.made)
            var bound = service
            for (position, enclosing) in call.enclosingHints.enumerated() {
                var step = enclosing
                if position > 0 { step.isFactoryResult = true }
                made = initializers.parameterType(of: step, in: scope, writer: writer, built: made, bound: bound)
                bound = made
                if made == nil { break }
            }
            if call.enclosingHints.isEmpty || made != nil,
               let type = initializers.parameterType(of: hint, in: scope, writer: writer, built: made, bound: bound) {
                return PendingResolve(call: call, typeName: Self.unwrapped(type.name(writer)))
            }
        }
        if let name = assignedType(call, built: built, scope: scope) { return PendingResolve(call: call, typeName: name) }
        return PendingResolve(call: call, typeName: nil)
    }

    /// `Swift.Optional<T>` → `T`: Swinject resolves the wrapped type.
    static func unwrapped(_ name: String) -> String {
        let prefix = "Swift.Optional<"
        guard name.hasPrefix(prefix), name.hasSuffix(">") else { return name }
        return String(name.dropFirst(prefix.count).dropLast())
    }

    /// The service type: the type argument, the factory's `as T`, its declared return type, or the type it initialises.
    mutating func serviceType(_ call: RegistrationCall, scope: LookupScope, place: SourcePlace) -> String? {
        if let written = call.explicitType ?? call.castType ?? call.returnType {
            return writer.name(written, in: scope)
        }
        if let initialized = call.initializedType, let entry = index.entry(for: initialized, in: scope),
           entry.keyword != .protocol {
            return entry.qualifiedName
        }
        warn(place, "the service type is not written out; write 'register(T.self)', '{ … as T }' or '{ () -> T in … }' so the scan can name it")
        return nil
    }

    /// The key or name: `.some(nil)` when there is none, `nil` when it cannot be read.
    mutating func key(_ call: RegistrationCall, module: String, place: SourcePlace) -> String?? {
        switch call.key {
        case .absent: return .some(nil)
        case .literal(let key): return .some(key)
        case .unreadable(let written):
            if let value = declarations.globalConstant(written, module: module) ?? declarations.constant(written) { return .some(value) }
            switch call.keyLoop?.elements {
            case .unread(let sequence)?:
                warn(place, "the key '\(written)' comes from a loop over '\(sequence)', which is not a list of string literals "
                    + "or a scanned String enum's allCases; the registration is left out")
            case .cases(let type)?:
                warn(place, "the key '\(written)' comes from a loop over \(type).allCases, and the scan declares no String enum "
                    + "'\(type)' (or several); the registration is left out")
            case .values?, nil:
                warn(place, "the key '\(written)' is not a string literal or a constant of the scanned tree; the registration is left out")
            }
            return nil
        }
    }

    /// A registration in a loop over a literal list or an enum's `allCases`, once per element with
    /// that element as its key; any other, as it is.
    func eachKey(_ call: RegistrationCall) -> [RegistrationCall] {
        guard let loop = call.keyLoop else { return [call] }
        let keys = keys(of: loop)
        guard !keys.isEmpty else { return [call] }
        return keys.map { key in
            var each = call
            each.key = .literal(loop.key(for: key))
            each.keyLoop = nil
            // A resolve keyed by the same loop's variable resolves this element's key.
            for index in each.resolves.indices {
                guard let inner = each.resolves[index].keyLoop, inner.loop == loop.loop else { continue }
                each.resolves[index].key = .literal(inner.key(for: key))
                each.resolves[index].keyLoop = nil
            }
            return each
        }
    }

    /// The elements of a loop over a literal list or a scanned String enum's `allCases`; empty for another.
    private func keys(of loop: KeyLoop) -> [String] {
        switch loop.elements {
        case .values(let values): values
        case .cases(let type): declarations.caseValues(of: type) ?? []
        case .unread: []
        }
    }

    /// The keys a resolve in a loop over a literal list or an enum's `allCases` resolves, one
    /// resolve per element; any other, as it is.
    func eachKey(_ resolve: PendingResolve) -> [PendingResolve] {
        guard let loop = resolve.call.keyLoop else { return [resolve] }
        let keys = keys(of: loop)
        return keys.isEmpty ? [resolve] : keys.map { key in
            var each = resolve
            each.call.key = .literal(loop.key(for: key))
            each.call.keyLoop = nil
            return each
        }
    }

    /// The argument types literal `resolve(…, argument:)` calls of a type write, when they agree.
    func argumentTypesAtResolves(of type: String, count: Int) -> [String?] {
        var result = [String?](repeating: nil, count: count)
        for written in argumentsAtResolves[type] ?? [] where written.count == count {
            for (position, name) in written.enumerated() where result[position] == nil { result[position] = name }
        }
        return result
    }

    /// The service type and key of a registration, or `nil` (with what was not read said) when it is left out.
    mutating func typeAndKey(
        _ call: RegistrationCall, scope: LookupScope, place: SourcePlace, file: String
    ) -> (type: String, key: String?)? {
        guard let type = serviceType(call, scope: scope, place: place) else {
            warnResolvesLeftOut(call, file: file)
            return nil
        }
        // A registration left out for its key still tells that its type is registered.
        registeredTypes.insert(type)
        guard let key = key(call, module: scope.module, place: place) else {
            unreadableKeyTypes.insert(type)
            warnResolvesLeftOut(call, file: file)
            return nil
        }
        return (type, key)
    }

    /// Each resolve in the factory of a registration left out is said where it is written.
    mutating func warnResolvesLeftOut(_ call: RegistrationCall, file: String) {
        for resolve in call.resolves {
            warn(SourcePlace(file: file, line: resolve.line),
                 "\(resolve.text) is in the factory of the registration at line \(call.line), which is left out")
        }
    }

    mutating func warn(_ place: SourcePlace, _ message: String) {
        warn(place, .notRead, message)
    }

    mutating func warn(_ place: SourcePlace, _ kind: ScanWarning.Kind, _ message: String) {
        warnings.append(ScanWarning(kind, place: place, message: message))
    }
}
