import WiringProjectModel

/// The node ids of a module graph's modules, unique across packages and projects.
///
/// A target's module is `module:<target>` when no other package or project read has a target
/// of that name, else `module:<owner>/<target>` for each of them, `<owner>` being the package's
/// identity or the Xcode project's name. An `import` of a name two modules build is read as the
/// one in the importer's own package or project (the one it declares a dependency on when it has
/// several), else the one it declares a dependency on, else the first by id.
struct ModuleIDs: Sendable {
    /// A module to name: its owner's node id (`package:…`, `project:…`), and its target's name.
    struct Entry: Hashable, Sendable {
        var owner: String
        var target: String
        /// The name `import` uses; the target's name made an identifier unless given.
        var moduleName: String
    }

    private var ids: [Entry: String] = [:]
    private var byOwnerTarget: [String: String] = [:]
    private var byModuleName: [String: [String]] = [:]
    private var owners: [String: String] = [:]

    /// Names the modules given.
    init(_ entries: [Entry]) {
        let named = ModuleIDNaming.ids(entries.map { ($0.owner, $0.target) })
        for (entry, id) in zip(entries, named) where ids[entry] == nil {
            ids[entry] = id
            byOwnerTarget[entry.owner + "\u{0}" + entry.target] = id
            if !(byModuleName[entry.moduleName]?.contains(id) ?? false) { byModuleName[entry.moduleName, default: []].append(id) }
            owners[id] = entry.owner
        }
        for name in byModuleName.keys { byModuleName[name]?.sort() }
    }

    /// The id of a target's module, or `nil` when the owner has no such target.
    func id(owner: String, target: String) -> String? {
        byOwnerTarget[owner + "\u{0}" + target]
    }

    /// The owner (`package:…`, `project:…`) of a module id.
    func owner(of id: String) -> String? { owners[id] }

    /// The module an `import` of `name` in module `from` means, or `nil` when no module read builds it.
    ///
    /// - Parameters:
    ///   - name: The imported module's name.
    ///   - from: The importing module's id.
    ///   - declared: Whether `from` declares a dependency on a module id.
    func module(named name: String, importedBy from: String, declared: (String) -> Bool) -> String? {
        guard let candidates = byModuleName[name], let first = candidates.first else { return nil }
        if candidates.count == 1 { return first }
        // Two targets building one module name (an iOS and a watchOS copy): each file is its own.
        if candidates.contains(from) { return from }
        // Of its own package's or project's (a framework built once per platform), the one it declares.
        let owner = owners[from]
        let own = candidates.filter { owners[$0] == owner }
        return own.first(where: declared) ?? own.first ?? candidates.first(where: declared) ?? first
    }
}
