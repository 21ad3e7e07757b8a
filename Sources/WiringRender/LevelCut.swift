/// What one view of a group shows: which groups inside it are boxes (opened by a click), which are
/// drawn open as frames around their items, and which leaves are drawn themselves.
///
/// A group small enough to read whole (`LargeGraphPolicy.flatLeaves` leaves or fewer), or one a
/// view must show whole (`flat`), is drawn open all the way down. Otherwise its own items are
/// shown, and while they are fewer than `LargeGraphPolicy.fewestBoxes` the largest box is opened in
/// place, as long as the view stays within `LargeGraphPolicy.boxesInView` items (or, to reach the
/// fewest, `LargeGraphPolicy.mostBoxes`): a graph of 100 services in one module with six assemblies
/// is drawn as the six assemblies in the module's frame, never as one box. A box that would hold one leaf
/// is drawn open, unless the view was asked for as boxes (`boxesAlways`).
struct LevelCut: Sendable {
    /// The group the view is of.
    var subject: Int
    /// Groups drawn as one box each.
    var boxes: [Int] = []
    /// Groups drawn open, as a frame around their items (never the subject).
    var open: [Int] = []
    /// Leaves drawn as themselves.
    var leaves: [String] = []
    /// The group each box, open group and leaf sits in: the subject or an open group.
    var placedIn: [String: Int] = [:]

    /// Whether the view shows every leaf of its subject.
    var isWhole: Bool { boxes.isEmpty }

    /// The cut of a group.
    ///
    /// - Parameters:
    ///   - flat: Draws the group open all the way down, however large (the last level a click reaches).
    ///   - boxesAlways: Draws boxes even where the group is small enough to draw whole (`--collapse overview`).
    ///   - fewest: With `boxesAlways`, opens boxes in place until the view shows this many items, while a
    ///     box stays (a small graph too wide to read whole); without it, boxes asked for are opened only
    ///     while there is one.
    ///   - lastBoxes: The boxes are the last a click opens: a box holding groups and more than
    ///     `LargeGraphPolicy.flatLeaves` leaves, which its view could not draw readably whole, is opened in
    ///     place, the largest first, while the view stays within `LargeGraphPolicy.mostBoxes` items.
    init(of subject: Int, in tree: GroupTree, flat: Bool = false, boxesAlways: Bool = false, fewest: Int? = nil, lastBoxes: Bool = false) {
        self.subject = subject
        let whole = flat || !boxesAlways && tree[subject].size <= LargeGraphPolicy.flatLeaves
        var openGroups: Set<Int> = [subject]
        var boxes: [Int] = tree[subject].children
        var count = tree[subject].itemCount
        if whole {
            openGroups.formUnion(Self.allBelow(subject, in: tree))
            boxes = []
        } else {
            // Opens the largest box while the view has too few; each opening adds the box's items. Boxes
            // asked for are opened only while there is one.
            while count < (boxesAlways ? fewest ?? 2 : LargeGraphPolicy.fewestBoxes) {
                let fits = { (limit: Int) in
                    boxes.filter { count - 1 + tree[$0].itemCount <= limit }.max { lhs, rhs in
                        tree[lhs].size != tree[rhs].size ? tree[lhs].size < tree[rhs].size : tree[lhs].id > tree[rhs].id
                    }
                }
                guard let largest = fits(LargeGraphPolicy.boxesInView) ?? fits(LargeGraphPolicy.mostBoxes) else { break }
                if boxesAlways && fewest != nil && boxes.count - 1 + tree[largest].children.count < 1 { break }
                boxes.removeAll { $0 == largest }
                boxes += tree[largest].children
                openGroups.insert(largest)
                count += tree[largest].itemCount - 1
            }
            while lastBoxes {
                let large = boxes.filter {
                    !tree[$0].children.isEmpty && tree[$0].size > LargeGraphPolicy.flatLeaves
                        && count - 1 + tree[$0].itemCount <= LargeGraphPolicy.mostBoxes
                }
                guard let largest = large.max(by: { lhs, rhs in
                    tree[lhs].size != tree[rhs].size ? tree[lhs].size < tree[rhs].size : tree[lhs].id > tree[rhs].id
                }) else { break }
                boxes.removeAll { $0 == largest }
                boxes += tree[largest].children
                openGroups.insert(largest)
                count += tree[largest].itemCount - 1
            }
            if !boxesAlways {
                // A box holding one leaf costs a click to see one node: it is opened in place, a frame
                // round its leaf, which adds no item to the view.
                while let single = boxes.first(where: { tree[$0].size == 1 }) {
                    boxes.removeAll { $0 == single }
                    boxes += tree[single].children
                    openGroups.insert(single)
                }
            }
        }
        // In a small view drawn whole, folders and name groups are no frames: their leaves sit in the
        // frame around them (a frame round two or three nodes is one more thing to read).
        let framesFolders = !whole || tree[subject].size > LargeGraphPolicy.fewestFramedLeaves
        // Walk down from the subject, placing each group and leaf in the open group around it.
        var stack = [(group: subject, frame: subject)]
        while let (group, frame) = stack.popLast() {
            for child in tree[group].children {
                if openGroups.contains(child) {
                    if framesFolders || (tree[child].kind != .folder && tree[child].kind != .names) {
                        placedIn[tree[child].id] = frame
                        open.append(child)
                        stack.append((child, child))
                    } else {
                        stack.append((child, frame))
                    }
                } else {
                    placedIn[tree[child].id] = frame
                    self.boxes.append(child)
                }
            }
            for leaf in tree[group].members {
                placedIn[leaf] = frame
                leaves.append(leaf)
            }
        }
        self.open.sort()
        self.boxes.sort()
        self.leaves.sort()
    }

    /// The cut with one of its boxes drawn open as a frame around the groups inside it, each a box.
    mutating func opening(_ box: Int, in tree: GroupTree) {
        guard placedIn[tree[box].id] != nil, boxes.contains(box) else { return }
        boxes.removeAll { $0 == box }
        open.append(box)
        for child in tree[box].children {
            placedIn[tree[child].id] = box
            boxes.append(child)
        }
        for leaf in tree[box].members {
            placedIn[leaf] = box
            leaves.append(leaf)
        }
        open.sort()
        boxes.sort()
        leaves.sort()
    }

    /// Every group below one.
    private static func allBelow(_ group: Int, in tree: GroupTree) -> [Int] {
        var result: [Int] = []
        var stack = tree[group].children
        while let next = stack.popLast() {
            result.append(next)
            stack += tree[next].children
        }
        return result
    }
}
