import WiringModel

/// The groups a graph's nodes sit in, as its code groups them, outermost first: packages and
/// projects, modules, containers and boxes, Swinject assemblies, then the folders their files are in.
///
/// Every node with something inside it (a package, a module, a container) is a group, never an item
/// of its own; every other node is a *leaf*, an item of exactly one group. A level of the tree that
/// splits nothing is folded into the one below it (a module holding one container is one group), a
/// folder holding one leaf is no group, and a group holding more items than a view can show is split
/// by the names of its items (`NameGroups`). `LevelCut` picks what one view shows from this tree.
struct GroupTree: Sendable {
    /// What a group is, in the code.
    enum Kind: String, Sendable {
        /// The whole graph.
        case whole
        /// A package or project node.
        case package
        /// A module node, or the module a type's name gives.
        case module
        /// A container, root, box or other enclosing node.
        case container
        /// A Swinject assembly (a registration's `assembly` attribute).
        case assembly
        /// A folder of source files.
        case folder
        /// Items whose names share a word.
        case names
    }

    /// One group.
    struct Group: Sendable {
        /// A stable id: the node's id for a group that is a node, else `kind:` and a name.
        var id: String
        /// What a reader calls it.
        var title: String
        var kind: Kind
        /// The snapshot node this group is, if any (a module, a package, a container).
        var node: String?
        /// The enclosing group; `nil` for the whole.
        var parent: Int?
        /// Sub-groups, in title order (a run of the alphabet by its first name).
        var children: [Int] = []
        /// The leaves directly inside, in id order.
        var members: [String] = []
        /// Leaves at any depth below.
        var size = 0
        /// Snapshot nodes that are this group too (a container folded into its module).
        var alsoNodes: [String] = []
        /// For a run of the alphabet (`NameGroups.Bucket.first`), its first item's name, by which it
        /// sorts among its neighbours instead of by its title.
        var sortName: String? = nil

        /// Sub-groups and leaves: what a view of this group would show.
        var itemCount: Int { children.count + members.count }
    }

    /// The groups; index 0 is the whole graph.
    var groups: [Group]
    /// Each snapshot node's group: a leaf's group holds it; an enclosing node's group is itself.
    var groupOf: [String: Int]
    /// The leaves, by id.
    private(set) var leaves: Set<String>
    /// Each leaf's display name, for splitting groups by name.
    private(set) var leafNames: [String: String]

    /// The most items a group keeps before it is split by the names of its items.
    private(set) var maxItems = LargeGraphPolicy.flatLeaves

    /// The groups of a graph.
    ///
    /// - Parameters:
    ///   - maxItems: The most items a group keeps before it is split by the names of its items.
    ///   - index: The snapshot's index, when the caller has one; else it is built here.
    init(_ snapshot: GraphSnapshot, maxItems: Int = LargeGraphPolicy.flatLeaves, index built: GraphIndex? = nil) {
        let index = built ?? GraphIndex(snapshot)
        let nesting = NestingTable(index)
        var builder = Builder()
        let typeModules = Self.groupsByTypeModule(snapshot, index: index)
        // A module node that types outside every module name is the group of those nodes.
        var enclosing = Set(snapshot.nodes.lazy.filter { !index.children[$0.id, default: []].isEmpty }.map(\.id))
        var typeModuleOf: [String: String] = [:]
        if typeModules {
            for node in snapshot.nodes where !enclosing.contains(node.id) && !node.kind.isEnclosing {
                guard !index.ancestors(of: node.id).contains(where: { index.nodesByID[$0].map { $0.kind == .module || $0.kind == .package } ?? false }),
                      let module = Self.typeModule(of: node)
                else { continue }
                typeModuleOf[node.id] = module
                if index.nodesByID["module:" + module] != nil { enclosing.insert("module:" + module) }
            }
        }
        func chain(of id: String) -> [Key] {
            var path: [Key] = []
            var current = nesting.parent(of: id)
            var seen: Set<String> = [id]
            while let parentID = current, seen.insert(parentID).inserted, let parent = index.nodesByID[parentID] {
                path.append(Key(node: parent))
                current = nesting.parent(of: parentID)
            }
            return path.reversed()
        }
        /// The path of a group node: its enclosing nodes and itself, the packages the graph depends on
        /// (remote ones, with a `url`) together in one group, apart from the app's own.
        func groupPath(of node: Node) -> [Key] {
            var path = chain(of: node.id) + [Key(node: node)]
            if let outermost = path.first?.node.flatMap({ index.nodesByID[$0] }), outermost.kind == .package,
               outermost.attributes["url"] != nil {
                path.insert(Key(kind: .package, name: "Package dependencies", id: "group:dependencies", node: nil), at: 0)
            }
            return path
        }
        // Groups first, outermost first, so each exists where its own chain puts it before a leaf names it.
        for id in nesting.outermostFirst where enclosing.contains(id) {
            guard let node = index.nodesByID[id] else { continue }
            builder.addGroup(groupPath(of: node))
        }
        for id in nesting.outermostFirst where !enclosing.contains(id) {
            guard let node = index.nodesByID[id] else { continue }
            var path: [Key]
            if let module = typeModuleOf[id] {
                // Grouped by the module its type names, outside the containers that made it (as the
                // module nodes of a scan would hold it).
                let moduleNode = index.nodesByID["module:" + module]
                path = moduleNode.map { groupPath(of: $0) }
                    ?? [Key(kind: .module, name: module, id: "module:" + module, node: nil)]
            } else if let parent = nesting.parent(of: id).flatMap({ index.nodesByID[$0] }) {
                path = groupPath(of: parent)
            } else if node.kind == .package && node.attributes["url"] != nil {
                path = [Key(kind: .package, name: "Package dependencies", id: "group:dependencies", node: nil)]
            } else {
                path = []
            }
            if let assembly = node.attributes["assembly"], !assembly.isEmpty {
                path.append(Key(kind: .assembly, name: TypeName.unqualified(assembly), id: "assembly:" + assembly, node: nil))
            }
            path += Self.folderKeys(of: node)
            builder.addLeaf(node, path: path)
        }
        var tree = builder.tree
        tree.maxItems = maxItems
        tree.fold(
            linked: Set(snapshot.edges.lazy.flatMap { [$0.from, $0.to] }),
            modules: Set(snapshot.nodes.lazy.filter { $0.kind == .module }.map(\.id)))
        tree.splitLarge()
        tree.recount()
        tree.distinguishFolderTitles()
        self = tree
    }

    private init(groups: [Group], groupOf: [String: Int], leafNames: [String: String]) {
        self.groups = groups
        self.groupOf = groupOf
        self.leaves = Set(leafNames.keys)
        self.leafNames = leafNames
    }

    /// The group with an index.
    subscript(_ index: Int) -> Group { groups[index] }

    /// The groups from the whole down to a group, the whole first.
    func chain(to group: Int) -> [Int] {
        var result: [Int] = []
        var current: Int? = group
        while let index = current {
            result.append(index)
            current = groups[index].parent
        }
        return result.reversed()
    }

    /// Whether `inner` is `outer` or inside it.
    func contains(_ outer: Int, _ inner: Int) -> Bool {
        var current: Int? = inner
        while let index = current {
            if index == outer { return true }
            current = groups[index].parent
        }
        return false
    }
}

extension GroupTree {
    /// One step of a node's path of groups.
    struct Key: Hashable, Sendable {
        var kind: Kind
        var name: String
        var id: String
        var node: String?

        init(kind: Kind, name: String, id: String, node: String?) {
            self.kind = kind
            self.name = name
            self.id = id
            self.node = node
        }

        init(node: Node) {
            switch node.kind {
            case .package: kind = .package
            case .module: kind = .module
            default: kind = .container
            }
            name = node.displayName
            id = node.id
            self.node = node.id
        }
    }

    /// Builds the tree one path at a time.
    struct Builder {
        var groups = [Group(id: "", title: "", kind: .whole)]
        var byID: [String: Int] = ["": 0]
        var groupOf: [String: Int] = [:]
        var leafNames: [String: String] = [:]

        /// The group at the end of a path, made with every group on the way where missing.
        mutating func group(at path: [Key]) -> Int {
            var current = 0
            var base = ""
            var trail = ""
            for key in path {
                // Nodes and assemblies are told apart by their ids; folders by their paths and the group they are in.
                if key.kind == .folder {
                    trail = "folder:" + (base.isEmpty ? "" : base + "/") + key.id
                } else {
                    trail = key.id
                    base = key.id
                }
                if let known = byID[trail] {
                    current = known
                    continue
                }
                let index = groups.count
                groups.append(Group(id: trail, title: key.name, kind: key.kind, node: key.node, parent: current))
                groups[current].children.append(index)
                byID[trail] = index
                current = index
            }
            return current
        }

        mutating func addGroup(_ path: [Key]) {
            let index = group(at: path)
            if let node = path.last?.node { groupOf[node] = index }
        }

        mutating func addLeaf(_ node: Node, path: [Key]) {
            let index = group(at: path)
            groups[index].members.append(node.id)
            groupOf[node.id] = index
            leafNames[node.id] = node.displayName
        }

        var tree: GroupTree { GroupTree(groups: groups, groupOf: groupOf, leafNames: leafNames) }
    }
}

extension GroupTree {
    /// The folders a leaf's file is in, outermost first, from where its type is declared (else where
    /// it is registered or made).
    static func folderKeys(of node: Node) -> [Key] {
        guard let file = (node.declared ?? node.place)?.file, let slash = file.lastIndex(of: "/") else { return [] }
        var keys: [Key] = []
        var path = ""
        for part in file[..<slash].split(separator: "/") where !part.isEmpty && part != "." {
            path += path.isEmpty ? String(part) : "/" + part
            keys.append(Key(kind: .folder, name: String(part), id: path, node: nil))
        }
        return keys
    }

    /// Whether leaves outside every module node are grouped by the module their type names: when
    /// those types name two modules or more and no assembly holds more of them than the largest
    /// such module (an app split into framework targets, captured or scanned without its modules).
    static func groupsByTypeModule(_ snapshot: GraphSnapshot, index: GraphIndex) -> Bool {
        var byModule: [String: Int] = [:]
        var byAssembly: [String: Int] = [:]
        for node in snapshot.nodes where !node.kind.isEnclosing && index.children[node.id, default: []].isEmpty {
            if index.ancestors(of: node.id).contains(where: { index.nodesByID[$0]?.kind == .module }) { continue }
            byModule[typeModule(of: node) ?? "", default: 0] += 1
            byAssembly[node.attributes["assembly"] ?? "", default: 0] += 1
        }
        let modules = byModule.keys.filter { !$0.isEmpty }.count
        return modules >= 2 && (byModule.values.max() ?? 0) <= (byAssembly.values.max() ?? 0)
    }

    /// The module a node's type names first (`CommonKit` of `CommonKit.SecuredStore`), if any.
    static func typeModule(of node: Node) -> String? {
        let head = node.type.prefix { $0 != "." && $0 != "<" && $0 != "(" && $0 != "[" && $0 != " " }
        guard !head.isEmpty, node.type.dropFirst(head.count).first == ".",
              head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), head != "Swift"
        else { return nil }
        return String(head)
    }
}
