import WiringModel

extension GroupTree {
    /// Folds away the levels that say nothing: empty groups, folders of one leaf, and a group whose
    /// only content is one group (the two become one, named after the node it is, else the inner one).
    ///
    /// A package or project of one module is kept when another module of the graph has that module's
    /// name: there the owner's frame is what tells the two apart (the package `damus` of one module
    /// `damus` beside the Xcode project `damus` with its app `damus`).
    ///
    /// - Parameters:
    ///   - linked: The nodes lines start or end at.
    ///   - modules: The module nodes.
    mutating func fold(linked: Set<String>, modules: Set<String>) {
        var removed = Set<Int>()
        var redirect: [Int: Int] = [:]
        let shared = sharedNames(of: modules)
        // Children are made after their parents, so walking backwards folds the inside first.
        for index in stride(from: groups.count - 1, through: 1, by: -1) {
            groups[index].children.removeAll { removed.contains($0) }
            let group = groups[index]
            guard let parent = group.parent else { continue }
            if group.children.isEmpty && (group.members.isEmpty || group.members.count == 1
                && !linked.contains(group.node ?? "") && !(group.kind == .package && shared.contains(group.members[0]))) {
                // Nothing inside; or one leaf, which says as much as a group round it (a package of one
                // module, a folder of one file), unless lines start or end at the group's own node or the
                // group is the owner of a module whose name alone does not tell it from another module.
                moveEverything(from: index, to: parent)
                removed.insert(index)
                redirect[index] = parent
            } else if group.members.isEmpty && group.children.count == 1, let child = group.children.first {
                absorb(child, into: index)
                removed.insert(child)
                redirect[child] = index
            }
        }
        groups[0].children.removeAll { removed.contains($0) }
        // The whole holding one group only: that group is the whole, and its node (one package, one
        // module) is the whole's.
        while groups[0].members.isEmpty && groups[0].children.count == 1, let only = groups[0].children.first {
            let title = groups[only].title
            if let node = groups[only].node { groups[0].alsoNodes.append(node) }
            groups[0].alsoNodes += groups[only].alsoNodes
            moveEverything(from: only, to: 0)
            groups[0].title = title
            removed.insert(only)
            redirect[only] = 0
        }
        compact(removing: removed, redirect: redirect)
    }

    /// The leaves among `modules` whose name another of them has.
    private func sharedNames(of modules: Set<String>) -> Set<String> {
        var byName: [String: [String]] = [:]
        for leaf in modules where leaves.contains(leaf) { byName[leafNames[leaf] ?? leaf, default: []].append(leaf) }
        return Set(byName.values.filter { $0.count > 1 }.joined())
    }

    /// Moves a group's members and sub-groups into another group and points their nodes there.
    private mutating func moveEverything(from source: Int, to target: Int) {
        groups[target].members += groups[source].members
        groups[target].children.removeAll { $0 == source }
        groups[target].children += groups[source].children
        for child in groups[source].children { groups[child].parent = target }
        groups[source].members = []
        groups[source].children = []
    }

    /// Makes a group's only sub-group part of it: the outer keeps its place, and the name of the node
    /// it is, else of an inner node, else the name that says more (an assembly over its folder, the
    /// inner of two folders).
    private mutating func absorb(_ inner: Int, into outer: Int) {
        let child = groups[inner]
        func weight(_ kind: Kind) -> Int {
            switch kind {
            case .whole, .folder: 0
            case .names: 1
            case .assembly: 2
            case .container: 3
            case .module, .package: 4
            }
        }
        if groups[outer].node == nil && (child.node != nil || weight(child.kind) >= weight(groups[outer].kind)) {
            groups[outer].id = child.id
            groups[outer].title = child.title
            groups[outer].kind = child.kind
            groups[outer].node = child.node
        } else if let node = child.node {
            groups[outer].alsoNodes.append(node)
        }
        groups[outer].alsoNodes += child.alsoNodes
        moveEverything(from: inner, to: outer)
    }

    /// Drops removed groups and renumbers the rest, keeping their order.
    private mutating func compact(removing removed: Set<Int>, redirect: [Int: Int]) {
        guard !removed.isEmpty else { return }
        var newIndex = [Int](repeating: -1, count: groups.count)
        var kept: [Group] = []
        for (index, group) in groups.enumerated() where !removed.contains(index) {
            newIndex[index] = kept.count
            kept.append(group)
        }
        for index in kept.indices {
            kept[index].parent = kept[index].parent.map { newIndex[$0] }
            kept[index].children = kept[index].children.map { newIndex[$0] }.filter { $0 >= 0 }
        }
        groups = kept
        groupOf = groupOf.mapValues { group in
            var current = group
            while let next = redirect[current] { current = next }
            return max(0, newIndex[current])
        }
    }

    /// Splits every group that holds more than `maxItems` items by the words of their names
    /// (`NameGroups`), so that no view has to show more.
    mutating func splitLarge() {
        var index = 0
        // Groups made here are appended and looked at in turn, so a split too large is split again.
        while index < groups.count {
            if groups[index].itemCount > maxItems { split(index) }
            index += 1
        }
    }

    /// Splits one group's items into name groups below it, made after every group there is.
    ///
    /// - Parameter most: The most items the group keeps; the tree's `maxItems` when `nil`.
    /// - Returns: Whether the group was split (items that all fall in one bucket are not).
    @discardableResult
    mutating func split(_ index: Int, most: Int? = nil) -> Bool {
        let group = groups[index]
        let items = nameItems(of: index)
        let buckets = NameGroups.partition(items, maxItems: most ?? maxItems, avoiding: group.kind == .names ? group.title : nil)
        return place(buckets, of: items.count, in: index)
    }

    /// Splits one group's items into runs of the alphabet holding at most `leaves` leaves each (an item
    /// holding more is a run of its own), as name groups below it, made after every group there is.
    ///
    /// - Returns: Whether the group was split (items that all fall in one run are not).
    @discardableResult
    mutating func split(_ index: Int, leaves: Int) -> Bool {
        let items = nameItems(of: index)
        let buckets = NameGroups.alphabetical(items, leaves: leaves) { $0.group.map { groups[$0].size } ?? 1 }
        return place(buckets, of: items.count, in: index)
    }

    /// A group's sub-groups and leaves as items to split by name: each known by its title or its name.
    private func nameItems(of index: Int) -> [NameGroups.Item] {
        groups[index].children.map { NameGroups.Item(name: groups[$0].title, group: $0, leaf: nil) }
            + groups[index].members.map { NameGroups.Item(name: leafNames[$0] ?? $0, group: nil, leaf: $0) }
    }

    /// The buckets of a group's items as name groups below it (a bucket of one item is the item).
    private mutating func place(_ buckets: [NameGroups.Bucket], of itemCount: Int, in index: Int) -> Bool {
        let group = groups[index]
        guard buckets.count > 1 || buckets.first.map({ $0.items.count < itemCount }) ?? false else { return false }
        groups[index].children = []
        groups[index].members = []
        for bucket in buckets {
            if bucket.items.count == 1, let item = bucket.items.first {
                if let child = item.group { groups[index].children.append(child) }
                if let leaf = item.leaf { groups[index].members.append(leaf) }
                continue
            }
            let made = groups.count
            // A run of the alphabet's id spells its dash as a hyphen, which sorts before every letter and digit,
            // so that views, which list nodes by id, list runs along the alphabet too (`A-An` before `As-At`).
            let name = bucket.first == nil ? bucket.title : String(bucket.title.map { $0 == "–" ? "-" : $0 })
            groups.append(Group(id: group.id + "|" + name, title: bucket.title, kind: .names, parent: index, sortName: bucket.first))
            groups[index].children.append(made)
            for item in bucket.items {
                if let child = item.group {
                    groups[child].parent = made
                    groups[made].children.append(child)
                }
                if let leaf = item.leaf {
                    groups[made].members.append(leaf)
                    groupOf[leaf] = made
                }
            }
        }
        return true
    }

    /// The name groups a split of one group made (`split(_:most:)`), directly below it.
    func nameRuns(of index: Int) -> [Int] {
        groups[index].children.filter { groups[$0].kind == .names && groups[$0].id.hasPrefix(groups[index].id + "|") }
    }

    /// Splits a group that was split by name again, into runs of the alphabet of at most `leaves`
    /// leaves each (`split(_:leaves:)`), from the items its split had. The runs made take the places of
    /// the runs they replace, and the rest are made after every group there is: every other group keeps
    /// its index, and no group is left that nothing refers to.
    ///
    /// - Returns: Whether the group was split into more runs than it had; else it is left as it was.
    @discardableResult
    mutating func resplit(_ index: Int, leaves: Int) -> Bool {
        let old = nameRuns(of: index)
        guard !old.isEmpty else { return false }
        var split = self
        split.unsplit(index, runs: old)
        let first = split.groups.count
        guard split.split(index, leaves: leaves), split.groups.count - first > old.count else { return false }
        // The made runs, in the order made, into the old runs' places, then right after every group there was.
        let made = split.groups.count - first
        let place = (0..<made).map { $0 < old.count ? old[$0] : first + $0 - old.count }
        func moved(_ group: Int) -> Int { group >= first ? place[group - first] : group }
        var groups = Array(split.groups[..<(first + made - old.count)])
        for run in 0..<made { groups[place[run]] = split.groups[first + run] }
        for group in groups.indices {
            groups[group].parent = groups[group].parent.map(moved)
            groups[group].children = groups[group].children.map(moved)
        }
        split.groups = groups
        split.groupOf = split.groupOf.mapValues(moved)
        self = split
        return true
    }

    /// Undoes the split of one group by name: the items of its runs are its own again, and the runs are
    /// left empty, for `resplit(_:leaves:)` to fill.
    private mutating func unsplit(_ index: Int, runs: [Int]) {
        groups[index].children.removeAll { runs.contains($0) }
        for run in runs {
            for child in groups[run].children {
                groups[child].parent = index
                groups[index].children.append(child)
            }
            for leaf in groups[run].members {
                groups[index].members.append(leaf)
                groupOf[leaf] = index
            }
            groups[run].children = []
            groups[run].members = []
            groups[run].parent = nil
            groups[run].size = 0
        }
    }

    /// Counts the leaves below each group and puts every list in a fixed order.
    mutating func recount() {
        // Inside first: a group after all the groups below it.
        var order: [Int] = []
        var stack = [0]
        while let index = stack.popLast() {
            order.append(index)
            stack += groups[index].children
        }
        // A run of the alphabet sorts by its first name: by its title, `Au–Cl` would come before `A–Ad`.
        let titles = groups.map { $0.sortName ?? $0.title }
        let ids = groups.map(\.id)
        var sizes = [Int](repeating: 0, count: groups.count)
        for index in order.reversed() {
            groups[index].members.sort()
            groups[index].children.sort { titles[$0] != titles[$1] ? titles[$0] < titles[$1] : ids[$0] < ids[$1] }
            sizes[index] = groups[index].members.count + groups[index].children.reduce(0) { $0 + sizes[$1] }
            groups[index].size = sizes[index]
        }
    }
}
