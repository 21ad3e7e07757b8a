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
        let root = SyntheticObject(name: "o0", counter: 0)
        var all = [root]
        all.reserveCapacity(objects)
        var next = 0
        while all.count < objects {
            let parent = all[next]
            next += 1
            for _ in 0..<4 where all.count < objects {
                let child = SyntheticObject(name: "o\(all.count)", counter: all.count)
                child.parent = parent
                parent.children.append(child)
                all.append(child)
            }
        }
        return root
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
    /// and its owner weakly. Capture has to read all of it with `Mirror`.
    ///
    /// - Parameter objects: The number of components, root included (at least 1).
    /// - Returns: The root; it keeps every other component alive.
    public static func mixed(objects: Int) -> SyntheticComponent {
        let root = SyntheticComponent(name: "c0")
        var all = [root]
        all.reserveCapacity(objects)
        var next = 0
        while all.count < objects {
            let owner = all[next]
            next += 1
            var previous: SyntheticComponent?
            for slot in 0..<3 where all.count < objects {
                let child = SyntheticComponent(name: "c\(all.count)")
                child.owner = owner
                switch slot {
                case 0: owner.registry["c\(all.count)"] = child
                case 1: owner.links.append(.named("c\(all.count)", child))
                default: owner.part = child
                }
                if let previous { child.pair = (previous, slot) }
                previous = child
                all.append(child)
            }
            owner.links.append(.none)
        }
        return root
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
        let root = SyntheticObserver(name: "o0")
        var all = [root]
        all.reserveCapacity(objects)
        var next = 0
        while all.count < objects {
            let parent = all[next]
            next += 1
            for _ in 0..<3 where all.count < objects {
                let child = SyntheticObserver(name: "o\(all.count)")
                parent.children.insert(child)
                parent.observers.append(SyntheticObserver.WeakObserver(observer: child))
                parent.onChange = { [child] in child.changes += 1 }
                all.append(child)
            }
        }
        return root
    }
}
