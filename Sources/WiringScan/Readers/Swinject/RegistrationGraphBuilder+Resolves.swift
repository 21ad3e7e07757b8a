import WiringModel

/// The second pass: each factory's resolves become edges, findings or records of what was not read.
extension RegistrationGraphBuilder {
    private struct Reason: Error {
        var text: String
        /// The resolved type is a scanned type that nothing registers: a finding, not a limit of the scan.
        var unregistered: String?
    }

    mutating func resolveEdges() {
        var servicesByKey: [String: [Node]] = [:]
        var argumentCounts: [String: Int] = [:]
        for node in nodes.values.sorted(by: { $0.id < $1.id }) where node.kind == .service {
            if let key = node.key, let parent = node.parent { servicesByKey["\(parent)\u{0}\(key)", default: []].append(node) }
            if let arguments = node.attributes["arguments"] {
                argumentCounts[node.id] = arguments.hasPrefix("(") ? arguments.split(separator: ",").count : 1
            }
        }
        var seenEdges: Set<String> = []
        // Places a factory's resolves were read at: a resolve outside factories there is the factory's already.
        var read: Set<SourcePlace> = []
        // The ids a resolve taking arguments looks registrations up among, kept as nodes are added below.
        var ids = NodeIDIndex(nodes.keys)
        for (position, service) in (services + consumers).enumerated() {
            let isConsumer = position >= services.count
            // A closure rather than the method itself, which would copy the builder for each service.
            for resolve in service.resolves.flatMap({ eachKey($0) }) {
                let place = SourcePlace(file: resolve.file ?? service.file, line: resolve.call.line)
                if isConsumer {
                    guard !read.contains(place) else { continue }
                } else {
                    read.insert(place)
                }
                let label = resolve.label ?? (resolve.call.isPropertyInjection ? "initCompleted" : nil)
                switch target(of: resolve, in: service, byKey: servicesByKey, argumentCounts: argumentCounts, ids: ids) {
                case .success(let target):
                    guard seenEdges.insert("\(service.id)\u{0}\(target)\u{0}\(label ?? "")").inserted else { continue }
                    if isConsumer {
                        consumerNode(service.id, place: place)
                        keeping(&ids, with: service.id)
                    }
                    edges.append(Edge(from: service.id, to: target, kind: .resolves, label: label, place: place))
                case .failure(let reason):
                    if let type = reason.unregistered {
                        guard seenEdges.insert("\(service.id)\u{0}\(type)\u{0}\(resolve.call.key)").inserted else { continue }
                        if isConsumer {
                            consumerNode(service.id, place: place)
                            keeping(&ids, with: service.id)
                        }
                        let id = missingNode(type, key: resolve.call.key, service: service, place: place)
                        keeping(&ids, with: id)
                        edges.append(Edge(from: service.id, to: id, kind: .resolves, label: label, resolved: false, place: place))
                    } else {
                        unresolved.append(UnresolvedResolve(
                            place: place, service: service.id, call: resolve.call.text, reason: reason.text))
                    }
                }
            }
        }
    }

    /// `ids` with the node `id` added; made again from every node when others were added with it (the box
    /// or container of a service nothing registers).
    private func keeping(_ ids: inout NodeIDIndex, with id: String) {
        ids.insert(id)
        if ids.count != nodes.count { ids = NodeIDIndex(nodes.keys) }
    }

    /// A node for a service that is resolved but never registered, beside the resolving service, in a
    /// container or box that is written even where nothing is registered in it (a resolve outside
    /// factories, through a container no registration was read on).
    private mutating func missingNode(_ type: String, key: WrittenValue, service: Service, place: SourcePlace) -> String {
        let parent = service.framework == .swincyBox ? Self.boxID(service.box)
            : service.containerIDs?.first ?? Self.containerID(service.levels.first ?? 0)
        if nodes[parent] == nil {
            if service.framework == .swincyBox {
                addBoxNodes(service.box)
            } else if service.containerIDs == nil {
                addContainerNodes([service.levels.first ?? 0])
            }
        }
        var id = "\(parent)/\(type)"
        var written: String?
        if case .literal(let name) = key {
            id += "#\(name)"
            written = name
        }
        if nodes[id] == nil {
            let declared = index.entries[type].map { SourcePlace(file: $0.file, line: $0.line) }
            nodes[id] = Node(
                id: id, kind: .service, type: type, parent: parent, resolved: false, key: written,
                attributes: ["registered": "false"], place: place, declared: declared)
        }
        return id
    }

    /// The registrations among `ids` whose factories take exactly the argument types passed: Swinject keys a
    /// registration by its factory's type, so a value typed as a subclass or an adopter of a parameter's type finds
    /// none at run time. A type the code does not tell fits any. All of `ids` when none or several fit.
    private func fitting(_ ids: [String], _ passed: [String?]) -> [String] {
        guard passed.contains(where: { $0 != nil }) else { return ids }
        func parameters(_ id: String) -> [String] {
            guard var written = nodes[id]?.attributes["arguments"] else { return [] }
            if written.hasPrefix("(") && written.hasSuffix(")") { written = String(written.dropFirst().dropLast()) }
            return written.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let fit = ids.filter { id in
            let taken = parameters(id)
            return taken.count == passed.count && zip(passed, taken).allSatisfy { $0 == nil || $0 == $1 }
        }
        return fit.count == 1 ? fit : ids
    }

    /// Why a resolve with arguments reaches none of several registrations: the types passed, when the code tells
    /// them all and no factory takes exactly those.
    private func ambiguity(_ name: String, count: Int, among ids: [String], passed: [String?]) -> String {
        let several = "several registrations of '\(name)' take \(count) argument\(count == 1 ? "" : "s")"
        let known = passed.compactMap { $0 }
        guard known.count == passed.count, !known.isEmpty else { return several }
        let written = Set(ids.compactMap { nodes[$0]?.attributes["arguments"] })
        guard !written.contains("(" + known.joined(separator: ", ") + ")"), !written.contains(known.joined(separator: ", ")) else {
            return several
        }
        return several + ", none exactly (\(known.joined(separator: ", "))) as passed; Swinject matches argument types exactly"
    }

    /// The registration a resolve reaches, looked up from the factory's box or container up its parents.
    private func target(
        of resolve: PendingResolve, in service: Service, byKey: [String: [Node]], argumentCounts: [String: Int], ids: NodeIDIndex
    ) -> Result<String, Reason> {
        let call = resolve.call
        if let other = call.otherReceiver, resolve.otherContainerIDs == nil {
            return .failure(Reason(text: "it resolves from '\(other)', neither the factory's resolver nor the container it "
                + "registers on; which container that is is not followed"))
        }
        var key: String?
        switch call.key {
        case .absent: key = nil
        case .literal(let written): key = written
        case .unreadable(let written):
            guard let value = declarations.constant(written) else {
                return .failure(Reason(text: "its key '\(written)' is not a string literal or a constant of the scanned tree"))
            }
            key = value
        }
        let levels: [String] = resolve.otherContainerIDs ?? (service.framework == .swincyBox
            ? (0...service.box.count).reversed().map { Self.boxID(Array(service.box.prefix($0))) }
            : service.containerIDs ?? service.levels.map(Self.containerID))
        if var name = resolve.typeName {
            for wrapper in ["Swinject.Lazy<", "Swinject.Provider<", "Lazy<", "Provider<"]
            where service.framework == .swinject && name.hasPrefix(wrapper) && name.hasSuffix(">") {
                name = String(name.dropFirst(wrapper.count).dropLast())
            }
            let count = call.argumentTypes.count
            for level in levels {
                let prefix = "\(level)/\(name)" + (key.map { "#\($0)" } ?? "")
                if !call.hasArguments {
                    if nodes[prefix]?.kind == .service { return .success(prefix) }
                    if let forwarded = forwards[prefix] { return .success(forwarded) }
                    continue
                }
                let opening = prefix + "("
                var matches = ids.starting(with: opening)
                if matches.count > 1 { matches = matches.filter { argumentCounts[$0] == count } }
                if matches.count > 1 { matches = fitting(matches, resolve.passedTypeNames) }
                if matches.count == 1, let only = matches.first { return .success(only) }
                if matches.count > 1 {
                    return .failure(Reason(text: ambiguity(name, count: count, among: matches, passed: resolve.passedTypeNames)))
                }
            }
            if !call.hasArguments, let bare = GenericTypeNames.withoutArguments(name), index.entries[bare]?.isGeneric == true {
                // `resolve(Model<Navigator>.self)` where the one registration of `Model` on a container writes no
                // arguments (`register(Model.self) { _ in Model(…) }`): Swift infers them, so it is the one.
                for level in levels {
                    let prefix = "\(level)/\(bare)" + (key.map { "#\($0)" } ?? "")
                    guard nodes[prefix]?.kind == .service || forwards[prefix] != nil else { continue }
                    guard ids.starting(with: "\(level)/\(bare)<").isEmpty else { break }
                    return .success(nodes[prefix]?.kind == .service ? prefix : forwards[prefix] ?? prefix)
                }
            }
            let what = "no registration of '\(name)'\(key.map { " with name '\($0)'" } ?? "")\(call.hasArguments ? " taking arguments" : "") was found"
            // A scanned type nothing registers, or no registration anywhere has the name written: a finding.
            if index.entries[name] != nil,
               !registeredTypes.contains(name)
                || key.map({ !registeredKeys.contains("\(name)#\($0)") && !unreadableKeyTypes.contains(name) }) == true {
                return .failure(Reason(text: what, unregistered: name))
            }
            return .failure(Reason(text: what))
        }
        guard let key else {
            return .failure(Reason(text: "neither its type nor a key is written out, and no initializer parameter names it"))
        }
        for level in levels {
            var matches = byKey["\(level)\u{0}\(key)"] ?? []
            if matches.count > 1 {
                // The same key in several modules' registrations: the factory's own module decides.
                let module = TypeName.module(of: nodes[service.id]?.type ?? "")
                matches = matches.filter { TypeName.module(of: $0.type) == module }
            }
            if matches.count == 1, let only = matches.first { return .success(only.id) }
            if matches.count > 1 {
                return .failure(Reason(text: "several registrations have the key '\(key)'; write the type out"))
            }
        }
        return .failure(Reason(text: "no registration has the key '\(key)'"))
    }
}
