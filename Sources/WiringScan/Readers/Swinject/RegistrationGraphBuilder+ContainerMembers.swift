import WiringModel

/// Calls of a member of Swinject's container that resolves from itself (`extension Container: MainFactory { func
/// makeSearch() -> Search { resolve(Search.self)! } }`), made on a property of another type: a property typed by the
/// container, or by a protocol the container adopts and no scanned type adopts (`let factory: MainFactory`). Such a
/// call is a call of the container's member, so what the member resolves is read by the caller.
extension RegistrationGraphBuilder {
    /// One call of a container's member, with the caller's qualified type and whether the call reaches the member.
    struct ContainerMemberCaller {
        var file: SourceFacts
        var owner: String
        var call: ContainerMemberCall
        /// Whether the property's type is the container or a protocol only that container adopts.
        var reaches: Bool
    }

    /// The calls of a member of Swinject's `Container` (or `Resolver`) made on properties that may hold that container,
    /// by member name (the container's name and the member's, joined by a NUL), sorted by file and line.
    ///
    /// - Parameters:
    ///   - files: Every file with its Swinject facts.
    ///   - members: The container members that resolve from the container, each the container's name and the member's
    ///     joined by a NUL.
    func containerMemberCallers(_ files: [SwinjectFile], members: Set<String>) -> [String: [ContainerMemberCaller]] {
        guard !members.isEmpty else { return [:] }
        // `extension Container { func makeHome() -> Home { Home(search: makeSearch()) } }`: a caller of `makeHome` reaches
        // what `makeSearch` resolves, however many members away.
        let reaching = ContainerSelfCall.reaching(members, through: files.flatMap(\.facts.containerSelfCalls))
        /// The resolving members a call of a member reaches: itself, when it resolves, and those it calls.
        func reached(_ member: String) -> [String] {
            (members.contains(member) ? [member] : []) + (reaching[member] ?? []).sorted()
        }
        let names = Set((members.union(reaching.keys)).compactMap { $0.split(separator: "\u{0}").last.map(String.init) })
        // The protocols each container adopts through the app's extensions, qualified.
        var containersAdopting: [String: Set<String>] = [:]
        for entry in files {
            let file = entry.file, swinject = entry.facts
            for adoption in swinject.containerAdoptions {
                for written in adoption.protocols {
                    let name = writer.name(written, in: LookupScope(module: file.module, context: [], imports: file.imports))
                    guard index.entries[name]?.keyword == .protocol else { continue }
                    containersAdopting[name, default: []].insert(adoption.container)
                }
            }
        }
        let adopters = containersAdopting.isEmpty ? nil : ProtocolAdopters(index: index)
        var callers: [String: [ContainerMemberCaller]] = [:]
        for entry in files {
            let file = entry.file, swinject = entry.facts
            for call in swinject.memberCalls where names.contains(call.member) {
                guard let owner = index.qualifiedName(
                    of: call.owner.map { TypeComponent(name: $0, arguments: []) },
                    in: LookupScope(module: file.module, context: [], imports: file.imports)),
                      let type = chainType(call, of: owner, in: file)
                else { continue }
                let last = ReaderSyntax.lastName(type)
                if index.entries[type] == nil, ["Container", "Resolver"].contains(last) {
                    // `container.start()` on a property typed by Swinject's container.
                    for member in reached(last + "\u{0}" + call.member) {
                        callers[member, default: []].append(ContainerMemberCaller(file: file, owner: owner, call: call, reaches: true))
                    }
                    continue
                }
                guard let containers = containersAdopting[type] else { continue }
                // A protocol only one container adopts, and no scanned type: the property holds that container.
                let scanned = adopters?.adopters(of: type) ?? []
                for container in containers.sorted() {
                    for member in reached(container + "\u{0}" + call.member) {
                        callers[member, default: []].append(ContainerMemberCaller(
                            file: file, owner: owner, call: call, reaches: containers.count == 1 && scanned.isEmpty))
                    }
                }
            }
        }
        return callers.mapValues { $0.sorted { ($0.file.file, $0.call.line) < ($1.file.file, $1.call.line) } }
    }

    /// The type a call's receiver has: the declared type of the last property of its chain, read from the caller's type,
    /// or from the written type of the parameter or local it starts at.
    private func chainType(_ call: ContainerMemberCall, of owner: String, in file: SourceFacts) -> String? {
        guard let written = call.rootType else { return propertyChainType(call.chain, of: owner) }
        let scope = LookupScope(module: file.module, context: call.owner, imports: file.imports)
        let root = Self.unwrapped(writer.name(written, in: scope))
        return call.chain.count == 1 ? root : propertyChainType(Array(call.chain.dropFirst()), of: root)
    }

    /// The declared type of the last property of a chain read from a type (`factory` of `MainCoordinator`), qualified
    /// and unwrapped; nil when a link is not a declared property.
    private func propertyChainType(_ chain: [String], of owner: String) -> String? {
        var type = owner
        for link in chain {
            guard index.entries[type] != nil, let property = declarations.property(named: link, of: type) else { return nil }
            type = Self.unwrapped(writer.name(property.declaration.type, in: property.scope))
        }
        return type
    }
}
