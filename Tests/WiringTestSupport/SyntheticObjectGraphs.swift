/// Live object graphs of any size, for capture benchmarks and scale tests.
///
/// The graphs are built breadth-first, so they are shallow (a few levels for 100,000 objects) and
/// recursive walkers such as `dump()` do not run out of stack.
public enum SyntheticObjectGraphs {
    /// A tree of `objects` objects in which every object has up to four children and a weak parent.
    ///
    /// - Parameter objects: The number of objects, root included (at least 1).
    /// - Returns: The root; it keeps the whole tree alive.
    public static func tree(objects: Int) -> SyntheticObject {
        breadthFirst(objects: objects, children: 4, make: { SyntheticObject(name: "o\($0)", counter: $0) }) { parent, child, _, _ in
            child.parent = parent
            parent.children.append(child)
        }
    }

    /// A boundary-like layered DAG of `objects` services.
    ///
    /// One root service depends on the first layer; every service depends on two services of the next
    /// layer (shared with its neighbours) and every third one has a delegate in its own layer.
    ///
    /// - Parameter objects: The number of services, root included (at least 2).
    /// - Returns: The root service; it keeps every other service alive.
    public static func layered(objects: Int) -> SyntheticService {
        let count = max(objects, 2)
        let layerCount = max(1, min(20, (count - 1) / 4))
        let width = max(1, (count - 1) / layerCount)
        var layers: [[SyntheticService]] = []
        var made = 1
        for layer in 0..<layerCount {
            let size = layer == layerCount - 1 ? count - made : width
            layers.append((0..<size).map { index in
                SyntheticService(name: "s\(layer)_\(index)", timeout: Double(index))
            })
            made += size
        }
        for (layer, services) in layers.enumerated() {
            for (index, service) in services.enumerated() {
                if layer + 1 < layers.count {
                    let below = layers[layer + 1]
                    service.dependencies = [below[index % below.count], below[(index * 7 + 3) % below.count]]
                }
                if index % 3 == 0 && services.count > 1 {
                    service.delegate = services[(index + 1) % services.count]
                }
            }
        }
        let root = SyntheticService(name: "root", timeout: 0)
        root.dependencies = layers[0]
        return root
    }

    /// A tree of `objects` components that reach their children through value types.
    ///
    /// Each component holds up to three children: one in a dictionary, one behind an enum case
    /// and one through an existential; it also holds its previous sibling in an optional tuple
    /// and its owner weakly. Capture has to look into every one of those values.
    ///
    /// - Parameter objects: The number of components, root included (at least 1).
    /// - Returns: The root; it keeps every other component alive.
    public static func mixed(objects: Int) -> SyntheticComponent {
        var previous: SyntheticComponent?
        return breadthFirst(objects: objects, children: 3, make: { SyntheticComponent(name: "c\($0)") }) { owner, child, slot, index in
            child.owner = owner
            switch slot {
            case 0: owner.registry["c\(index)"] = child
            case 1: owner.links.append(.named("c\(index)", child))
            default: owner.part = child
            }
            if slot > 0, let previous { child.pair = (previous, slot) }
            previous = child
        } finishing: { owner in
            owner.links.append(.none)
        }
    }

    /// A tree of `objects` observers (see `SyntheticObserver`).
    ///
    /// Each object holds up to three children in a set; each child watches its parent through the
    /// parent's list of weak observers, and the parent's callback captures its last child. A set's
    /// elements are labelled by their description, so every object at one depth is reached under
    /// one path, and ids are numbered.
    ///
    /// - Parameter objects: The number of objects, root included (at least 1).
    /// - Returns: The root; it keeps every other object alive.
    public static func observers(objects: Int) -> SyntheticObserver {
        breadthFirst(objects: objects, children: 3, make: { SyntheticObserver(name: "o\($0)") }) { parent, child, _, _ in
            parent.children.insert(child)
            parent.observers.append(SyntheticObserver.WeakObserver(observer: child))
            parent.onChange = { [child] in child.changes += 1 }
        }
    }

    /// Builds `objects` objects breadth-first: object 0 is the root, and each object in turn gets up
    /// to `children` children, the next ones made, until there are `objects`.
    ///
    /// - Parameters:
    ///   - objects: How many objects to make (at least 1 is made).
    ///   - children: The most children of one object.
    ///   - make: Makes the object with an index.
    ///   - attach: Links a child to its parent, given the child's slot among its siblings and index.
    ///   - finishing: Runs for each parent once its children are attached.
    /// - Returns: The root; it keeps every other object alive when `attach` links them strongly.
    private static func breadthFirst<Object>(
        objects: Int, children: Int, make: (Int) -> Object,
        attach: (_ parent: Object, _ child: Object, _ slot: Int, _ index: Int) -> Void,
        finishing: (Object) -> Void = { _ in }
    ) -> Object {
        let root = make(0)
        var all = [root]
        all.reserveCapacity(objects)
        var next = 0
        while all.count < objects {
            let parent = all[next]
            next += 1
            for slot in 0..<children where all.count < objects {
                let child = make(all.count)
                attach(parent, child, slot, all.count)
                all.append(child)
            }
            finishing(parent)
        }
        return root
    }
}
