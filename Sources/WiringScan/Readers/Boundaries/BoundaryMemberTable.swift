import Dispatch

/// The boundary-relevant members of every scanned type, gathered from the type's body and its
/// extensions in every file, keyed by the type's qualified name.
struct BoundaryMemberTable: Sendable {
    /// A member with the file and scope it was written in.
    struct Located<Member: Sendable>: Sendable {
        var member: Member
        var file: String
        var scope: LookupScope
    }

    /// What one type declares.
    struct Members: Sendable {
        var lists: [Located<BoundaryListAlias>] = []
        var adaptees: [Located<AdapteeAlias>] = []
        var ports: [Located<PortProperty>] = []
        var resolverCalls: [Located<ResolverCall>] = []
    }

    private(set) var members: [String: Members] = [:]

    /// Gathers members, keyed by the type each belongs to: each file's on every core, then put
    /// together in the files' order.
    ///
    /// - Parameters:
    ///   - files: Each file's Boundaries facts, with the file they came from.
    ///   - index: The type index.
    init(_ files: [(file: SourceFacts, facts: BoundariesFacts)], index: TypeIndex) {
        let read = ResultSlots<[String: Members]>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            read.set(position, Self.members(of: files[position].file, files[position].facts, index: index))
        }
        for found in read.all {
            for (name, more) in found {
                members[name, default: Members()].lists += more.lists
                members[name, default: Members()].adaptees += more.adaptees
                members[name, default: Members()].ports += more.ports
                members[name, default: Members()].resolverCalls += more.resolverCalls
            }
        }
    }

    /// The members one file declares, keyed by the type each belongs to.
    private static func members(of file: SourceFacts, _ facts: BoundariesFacts, index: TypeIndex) -> [String: Members] {
        var members: [String: Members] = [:]
        var owners: [[String]: (name: String, scope: LookupScope)?] = [:]
        func owner(_ path: [String]) -> (name: String, scope: LookupScope)? {
            if let known = owners[path] { return known }
            let exact = ([file.module] + path).joined(separator: ".")
            var found: (name: String, scope: LookupScope)?
            if let entry = index.entries[exact] {
                found = (exact, LookupScope(module: file.module, context: entry.path, imports: file.imports))
            } else if let name = index.qualifiedName(
                of: path.map { TypeComponent(name: $0, arguments: []) },
                in: LookupScope(module: file.module, context: [], imports: file.imports)),
                let entry = index.entries[name] {
                found = (name, LookupScope(module: file.module, context: entry.path, imports: file.imports))
            }
            owners[path] = .some(found)
            return found
        }
        for list in facts.lists {
            guard let (name, scope) = owner(list.owner) else { continue }
            members[name, default: Members()].lists.append(.init(member: list, file: file.file, scope: scope))
        }
        for adaptee in facts.adaptees {
            guard let (name, scope) = owner(adaptee.owner) else { continue }
            members[name, default: Members()].adaptees.append(.init(member: adaptee, file: file.file, scope: scope))
        }
        for port in facts.ports {
            guard let (name, scope) = owner(port.owner) else { continue }
            members[name, default: Members()].ports.append(.init(member: port, file: file.file, scope: scope))
        }
        for call in facts.resolverCalls {
            guard let (name, scope) = owner(call.owner) else { continue }
            members[name, default: Members()].resolverCalls.append(.init(member: call, file: file.file, scope: scope))
        }
        return members
    }

    /// The members of a type.
    subscript(name: String) -> Members { members[name] ?? Members() }
}
