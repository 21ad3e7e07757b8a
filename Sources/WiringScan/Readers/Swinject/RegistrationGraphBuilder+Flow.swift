import WiringModel

/// Following the resolver through the tree: the resolves of the initializers, methods and
/// functions a factory (or `initCompleted` handler) hands its resolver to, recursively, and the
/// properties of the built type that a resolving property wrapper fills.
extension RegistrationGraphBuilder {
    /// How many calls deep a resolver is followed from its factory.
    static let followDepth = 4

    /// Where a body's calls are looked up: its file, scope and enclosing type.
    struct FlowPlace {
        var file: String
        var scope: LookupScope
        /// The qualified name of the enclosing type; empty outside types.
        var owner: String
    }

    /// The type a registration builds: the initializer its factory calls, `autoregister`'s, else the service type itself.
    func builtType(_ call: RegistrationCall, serviceType: String, scope: LookupScope) -> String? {
        if let made = call.initializedType, let entry = index.entry(for: made, in: scope), entry.keyword != .protocol {
            return entry.qualifiedName
        }
        if case .autoregister(let initializer?, _) = call.kind, let entry = index.entry(for: initializer, in: scope) {
            return entry.qualifiedName
        }
        if let entry = index.entries[serviceType], entry.keyword != .protocol { return serviceType }
        return nil
    }

    /// The resolves reached through a registration's hand-offs and the wrapped properties of what it builds
    /// (and of the objects its stored properties' initial values make).
    mutating func flowResolves(_ call: RegistrationCall, built: String?, scope: LookupScope, file: String) -> [PendingResolve] {
        // `self.keychain(r)` in a factory calls a member of the type the registration is written in.
        let owner = scope.context.isEmpty ? nil : index.qualifiedName(
            of: scope.context.map { TypeComponent(name: $0, arguments: []) },
            in: LookupScope(module: scope.module, context: [], imports: scope.imports))
        let place = FlowPlace(file: file, scope: scope, owner: owner ?? "")
        var seen: Set<String> = []
        var resolves = follow(call.handOffs, from: place, instance: built, depth: 1, seen: &seen)
        resolves += staticPropertyResolves(call.staticReads, scope: scope)
        if let built {
            // What its stored properties resolve as it is made is the registration's too; a lazy
            // one's at its first use, so its edges say `lazy`.
            for property in declarations.resolvingProperties(of: built) where !property.declaration.isStatic {
                for resolve in property.declaration.resolves {
                    var found = pending(resolve, scope: property.scope, built: built)
                    found.file = property.file
                    if property.declaration.isLazy { found.label = "lazy" }
                    resolves.append(found)
                }
            }
            // A property wrapper one hop further: a stored property's value makes an object that declares it.
            for type in [built] + declarations.builtByProperties(of: built) {
                resolves += wrapperResolves(of: type)
            }
        }
        return resolves
    }

    /// What the static properties a factory reads resolve (`uc.cache = Resolvers.cache`, with `static let cache =
    /// Core.assembler.resolver.resolve(Cache.self)`), at the read: a static property's value is resolved at its first
    /// read, from whichever container its value names, so each is looked up as a resolve outside factories is.
    func staticPropertyResolves(_ reads: [StaticPropertyRead], scope: LookupScope) -> [PendingResolve] {
        var resolves: [PendingResolve] = []
        for read in reads {
            guard let entry = index.entry(for: read.type, in: scope) else { continue }
            for property in declarations.resolvingProperties(of: entry.qualifiedName)
            where property.declaration.isStatic && property.declaration.name == read.name {
                for resolve in property.declaration.resolves {
                    var found = pending(resolve, scope: property.scope)
                    found.call.line = read.line
                    found.call.text = "\(read.text) (\(resolve.text))"
                    found.otherContainerIDs = Self.consumerLevels.map(Self.containerID)
                    resolves.append(found)
                }
            }
        }
        return resolves
    }

    /// What the property wrappers of a type (and its superclasses) resolve, labelled `propertyWrapper`.
    private mutating func wrapperResolves(of type: String) -> [PendingResolve] {
        declarations.injectedProperties(of: type).compactMap { wrapperResolve($0) }
    }

    /// What one property filled by a resolving wrapper resolves, labelled `propertyWrapper`; `nil`, said, when
    /// its type is not written.
    mutating func wrapperResolve(_ property: DeclarationIndex.Located<WrappedProperty>) -> PendingResolve? {
        let declared = property.declaration
        var resolve = ResolveCall(
            type: declared.type, key: declared.key, hasArguments: false, line: declared.line,
            text: "@\(declared.wrapper) var \(declared.name)")
        resolve.isPropertyInjection = true
        guard let type = declared.type else {
            warn(SourcePlace(file: property.file, line: declared.line),
                 "@\(declared.wrapper) var \(declared.name) has no written type; what it resolves is not read")
            return nil
        }
        var pending = PendingResolve(call: resolve, typeName: Self.unwrapped(writer.name(type, in: property.scope)))
        pending.file = property.file
        pending.label = "propertyWrapper"
        return pending
    }

    /// Follows hand-offs into the bodies they call, up to `followDepth` calls deep; cycles are cut.
    private mutating func follow(
        _ handOffs: [ResolverHandOff], from place: FlowPlace, instance: String?, depth: Int, seen: inout Set<String>
    ) -> [PendingResolve] {
        var resolves: [PendingResolve] = []
        for handOff in handOffs {
            let here = SourcePlace(file: place.file, line: handOff.line)
            let (targets, reason) = callees(of: handOff, from: place, instance: instance)
            guard !targets.isEmpty else {
                warn(here, .resolverNotFollowed, "the resolver is handed to '\(handOff.text)', \(reason); what it resolves there is not read")
                continue
            }
            guard depth <= Self.followDepth else {
                // A factory does hand them its resolver: the line says they are not read past the limit.
                for target in targets {
                    followedFunctions.insert(target.owner + "\u{0}" + target.declaration.name)
                    followedSignatures.insert(Self.signatureKey(target.owner, target.declaration))
                }
                warn(here, .resolverNotFollowed, "the resolver is handed on more than \(Self.followDepth) calls deep at '\(handOff.text)'; what it resolves there is not read")
                continue
            }
            for target in targets {
                let function = target.declaration
                guard seen.insert("\(target.file):\(function.line)").inserted else { continue }
                followedFunctions.insert(target.owner + "\u{0}" + function.name)
                followedSignatures.insert(Self.signatureKey(target.owner, function))
                for resolve in function.resolves {
                    var call = resolve
                    call.isPropertyInjection = call.isPropertyInjection || handOff.isPropertyInjection
                    var found = pending(call, scope: target.scope, built: target.owner.isEmpty ? nil : target.owner)
                    found.file = target.file
                    resolves.append(found)
                }
                for note in function.unread { warn(SourcePlace(file: target.file, line: note.line), .resolverNotFollowed, note.text) }
                var inner = function.handOffs
                for index in inner.indices { inner[index].isPropertyInjection = inner[index].isPropertyInjection || handOff.isPropertyInjection }
                resolves += follow(
                    inner, from: FlowPlace(file: target.file, scope: target.scope, owner: target.owner), instance: nil,
                    depth: depth + 1, seen: &seen)
            }
        }
        return resolves
    }

    /// The declarations a hand-off calls, or why there are none.
    private func callees(
        of handOff: ResolverHandOff, from place: FlowPlace, instance: String?
    ) -> ([DeclarationIndex.Located<ResolverFunction>], String) {
        switch handOff.callee {
        case .initializer(let type):
            guard let entry = index.entry(for: type, in: place.scope) else {
                return ([], "an initializer of a type outside the scanned tree")
            }
            let found = declarations.functions(named: "init", of: entry.qualifiedName, labels: handOff.labels)
            let lineage = declarations.lineage(of: entry.qualifiedName)
            if found.isEmpty, let top = lineage.last.flatMap({ index.entries[$0] }), top.keyword == .class,
               let superclass = top.inherited.first, index.entry(for: superclass.reference, in: superclass.scope) == nil,
               superclass.reference.lastName?.first?.isUppercase == true {
                return ([], "whose class may inherit its initializer from \(superclass.reference.lastName ?? "?"), outside the scanned tree")
            }
            return (found, "and no initializer of \(entry.qualifiedName) with these labels takes a resolver")
        case .superInitializer:
            let parent = declarations.lineage(of: place.owner).dropFirst().first ?? ""
            guard !parent.isEmpty else { return ([], "a superclass initializer outside the scanned tree") }
            return (declarations.functions(named: "init", of: parent, labels: handOff.labels), "and no initializer of \(parent) with these labels takes a resolver")
        case .builtType(let name):
            guard let instance else { return ([], "an implicit member whose type the scan cannot tell") }
            return (declarations.functions(named: name, of: instance, labels: handOff.labels),
                    "and no \(name == "init" ? "initializer" : "method '\(name)'") of \(instance) with these labels takes a resolver")
        case .selfInitializer:
            return (declarations.functions(named: "init", of: place.owner, labels: handOff.labels), "and no initializer with these labels takes a resolver")
        case .function(let base, let name):
            var owner: String?
            if handOff.onInstance {
                owner = instance
            } else if base == nil || base == "self" {
                owner = place.owner
            } else if let base, base.first?.isUppercase == true,
                      let entry = index.entry(for: .named(base.split(separator: ".").map { TypeComponent(name: String($0), arguments: []) }), in: place.scope) {
                owner = entry.qualifiedName
            }
            if let owner {
                let found = declarations.functions(named: name, of: owner, labels: handOff.labels)
                if !found.isEmpty || base != nil { return (found, "which is not declared in the scanned tree with a resolver parameter") }
                let free = declarations.functions(named: name, of: "", labels: handOff.labels)
                return (free, "which is not declared in the scanned tree with a resolver parameter")
            }
            let found = declarations.methods(named: name, labels: handOff.labels)
            if found.count > 1 { return ([], "and several methods of that name take a resolver") }
            return (found, "which is not declared in the scanned tree with a resolver parameter")
        }
    }

    /// `vc.viewModel = r.resolve()`: the declared type of the property assigned, on the object's type when
    /// the code tells it (`let vc = Screen()`), else on the built type.
    func assignedType(_ call: ResolveCall, built: String?, scope: LookupScope) -> String? {
        let object = call.assignedOn.flatMap { index.entry(for: $0, in: scope) }.map(\.qualifiedName) ?? built
        guard let name = call.assignedProperty, let property = declarations.property(named: name, of: object) else { return nil }
        return Self.unwrapped(writer.name(property.declaration.type, in: property.scope))
    }
}
