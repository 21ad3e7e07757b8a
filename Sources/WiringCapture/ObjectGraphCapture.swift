#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WiringModel

/// Captures any object graph: class instances become `object` nodes and the
/// stored references between them `holds` edges, weak and unowned ones marked.
///
/// The walk is breadth-first and iterative, so a 100,000-long chain does not
/// exhaust the stack; it breaks cycles by object identity; and it looks through
/// structs, enums, tuples, optionals and collections to the objects inside.
/// A node's id is the shortest property path from the root, with a repeated
/// label folded into a count (`App.List.next×3`), so ids never carry addresses.
struct ObjectGraphCapture {
    private let options: CaptureOptions
    private let ownership = FieldOwnership()
    /// Each node's id and type name, by position (the order objects were found in). Ids are kept
    /// as bytes until the nodes are sorted; each becomes a `String` once, in the snapshot's order.
    private var ids = IDBytes()
    private var types: [String] = []
    /// The references found, in the order found. The walk reads nodes in position order, so those
    /// of the node at position `p` are `references[referenceStarts[p]..<referenceStarts[p + 1]]`.
    private var references: [FoundReference] = []
    private var referenceStarts: [Int] = []
    private var nodeByObject = ObjectPositions()
    private var usedIDs = UniqueIDs()
    /// Ids kept but not yet checked against those before them (see `checkIDs()`), with their hashes.
    private var uncheckedIDs: [(position: Int, hash: UInt64?)] = []
    /// For each id that more than one object reached, the next number to try after it (`id#n`):
    /// by the position of the node that has the id while ids are compared as bytes, else by the id.
    private var nextNumberByPosition: [Int: Int] = [:]
    private var nextNumberByID: [String: Int] = [:]
    /// Every object found, in the order found, each retained once by the walk: that keeps every
    /// visited object alive until the walk ends, so identities stay unique. Eight bytes an object,
    /// so `warm(from:)` reads few cache lines looking ahead; `releaseWalk()` lets them go.
    private var kept: [Unmanaged<AnyObject>] = []
    /// The id path that reached each object in `kept`, and its position; those from the walk's
    /// head on are not read yet.
    private var queue: [(path: IDPath, position: Int)] = []
    /// What each dynamic type met so far is to the walk, so each type is examined once.
    private var roles = TypeTable<ValueRole>()
    /// The optional types among them, so an optional is unwrapped without a cast.
    private var optionalTypes = TypeTable<any OptionalReflecting.Type>()
    /// How a set's elements of each type met so far are labelled.
    private var elementLabelling = TypeTable<ElementLabelling>()
    /// The stable name of each class met so far.
    private var typeNames = TypeTable<String>()
    /// How the children of each type met so far are read.
    private var sources = TypeTable<ChildSource>()
    /// Where the classes among them whose properties are read in place keep their references.
    private var referenceOffsets = TypeTable<ReferenceOffsets>()
    /// Values found in the object being read and not yet looked at, next one last.
    private var pending: [PendingValue] = []
    /// The arrays whose elements `pending` refers to by address, kept until the object is read.
    private var heldArrays: [any ArrayReflecting] = []

    init(options: CaptureOptions) {
        self.options = options
    }

    /// Captures the graph reachable from a value.
    ///
    /// - Parameters:
    ///   - subject: A class instance, or a value holding some.
    ///   - options: Limits for the walk.
    /// - Returns: The snapshot.
    static func capture(_ subject: Any, options: CaptureOptions) -> GraphSnapshot {
        var capture = ObjectGraphCapture(options: options)
        let rootType = TypeName.stable(type(of: subject))
        let rootPath = IDPath(root: 0)
        capture.ids.startCandidate()
        capture.ids.appendToCandidate(rootType)
        if let object = unwrapped(subject).flatMap({ Self.classInstance($0) }) {
            _ = capture.keep(object, path: rootPath)
        } else {
            // A value at the top is a node too, so its references have somewhere to start.
            capture.keepID()
            capture.types.append(rootType)
            capture.readReferences(of: subject, object: nil, from: rootPath, position: 0)
        }
        var head = 0
        while head < capture.queue.count {
            if head % CacheWarming.group == 0, CacheWarming.readsObjectsAhead, capture.queue.count >= CacheWarming.smallestCount {
                capture.warm(from: head)
            }
            let (path, position) = capture.queue[head]
            let object = capture.kept[head].takeUnretainedValue()
            head += 1
            capture.readReferences(of: object, object: object, from: path, position: position)
        }
        capture.checkIDs()
        let allPlain = capture.usedIDs.allPlain
        capture.releaseWalk()
        let (nodes, edges) = capture.sorted(allPlain: allPlain)
        guard allPlain else {
            return GraphSnapshot(nodes: nodes, edges: edges, source: "objects", title: rootType)
        }
        // Plain ids order as their bytes, so nodes and edges are in the snapshot's order already.
        return GraphSnapshot(presortedNodes: nodes, edges: edges, source: "objects", title: rootType)
    }

    /// The nodes sorted by id and the edges in `Edge`'s order. Positions are sorted, not nodes, and
    /// references compare their ends by the nodes' ranks rather than by id strings. When every id
    /// is plain, repeated edges are merged here too.
    ///
    /// Each id becomes a `String` here, in the nodes' order, so the edges that start at one node,
    /// built one after another, find its id next to the previous node's in memory; the edges' ends
    /// are filled in afterwards (see `fillEnds`). Nodes and edges are copies of one made beforehand
    /// with only their own fields set in place: the model's initialisers, compiled in another
    /// module, set and sort every field for every node.
    private mutating func sorted(allPlain: Bool) -> (nodes: [Node], edges: [Edge]) {
        // Ids made only of ASCII and the `×` of repeated labels are in normal form, so their UTF-8
        // bytes sort as the strings do; comparing bytes skips String's Unicode-aware path.
        // Set to nil once the nodes hold every id, so the edges can take its memory.
        var joined: JoinedIDs? = ids.joined()
        ids = IDBytes()
        let count = joined!.count
        var strings: [String] = []
        let order: [Int]
        if allPlain {
            order = joined!.sortedPositions()
        } else {
            strings = (0..<count).map { joined!.id(at: $0) }
            let plain = (0..<count).map { joined!.isPlain(at: $0) }
            order = Array(strings.indices).sorted { a, b in
                plain[a] && plain[b] ? Self.bytesPrecede(strings[a], strings[b]) : strings[a] < strings[b]
            }
        }
        var rank = [Int](repeating: 0, count: count)
        let nodeTemplate = Node(id: "", kind: .object, type: "")
        var nodes: [Node] = []
        nodes.reserveCapacity(count)
        HugePages.advise(&nodes)
        let group = CacheWarming.group
        let warming = count >= CacheWarming.smallestCount
        for (place, position) in order.enumerated() {
            if warming, place % group == 0 {
                let ahead = order[CacheWarming.steps(groupsAhead: 1, of: place, count: count)]
                if allPlain { joined!.warm(ahead) }
                Self.warmTypes(of: ahead, types)
            }
            rank[position] = place
            nodes.append(nodeTemplate)
            nodes[place].id = allPlain ? joined!.id(at: position) : strings[position]
            nodes[place].type = types[position]
        }
        // The ids' bytes are all in the nodes now; the edges can take their memory.
        joined = nil
        strings = []
        types = []
        while referenceStarts.count <= count { referenceStarts.append(references.count) }
        let edgeTemplate = Edge(from: "", to: "", kind: .holds, label: "", reference: .strong)
        var edges: [Edge] = []
        edges.reserveCapacity(references.count)
        HugePages.advise(&edges)
        var ends: [Int32] = []
        ends.reserveCapacity(references.count)
        let references = self.references
        let largest = (0..<count).reduce(0) { max($0, referenceStarts[$1 + 1] - referenceStarts[$1]) }
        var buffer = [Int](repeating: 0, count: largest)
        buffer.withUnsafeMutableBufferPointer { buffer in
            for (place, position) in order.enumerated() {
                if warming, place % group == 0 {
                    Self.warmReferences(of: order[CacheWarming.steps(groupsAhead: 1, of: place, count: count)],
                                        references, starts: referenceStarts, rank: rank)
                }
                // Each edge's `from` copies its node's id, whose storage was last written when the
                // node was made.
                if warming, place + CacheWarming.group < count {
                    CacheWarming.prefetchStorage(of: nodes[place + CacheWarming.group].id)
                }
                let from = nodes[place].id
                let group = Self.sort(references, in: referenceStarts[position]..<referenceStarts[position + 1], rank: rank, into: buffer)
                // Equal edges have equal sort keys, so they fall in one run of the order; keep one
                // of each. Within a run only the strength can differ.
                var runStart = 0
                for index in group.indices {
                    let reference = references[group[index]]
                    if allPlain, index > 0 {
                        let previous = references[group[index - 1]]
                        if previous.to != reference.to || previous.label != reference.label { runStart = index }
                        else if group[runStart..<index].contains(where: { references[$0].strength == reference.strength }) { continue }
                    }
                    edges.append(edgeTemplate)
                    let last = edges.count - 1
                    edges[last].from = from
                    edges[last].label = reference.label
                    edges[last].reference = reference.strength
                    ends.append(Int32(truncatingIfNeeded: rank[Int(reference.to)]))
                }
            }
        }
        Self.fillEnds(of: &edges, ends: ends, nodes: nodes)
        return (nodes, edges)
    }

    /// Asks for the type names of some positions, so they are in the caches when those nodes are
    /// made (see `CacheWarming`). Most nodes share a few type names, whose storage stays in the
    /// caches, so only the list's slots are asked for.
    private static func warmTypes(of positions: ArraySlice<Int>, _ types: [String]) {
        types.withUnsafeBufferPointer { types in
            for position in positions { CacheWarming.prefetch(types.baseAddress! + position) }
        }
    }

    /// Asks for the ranks of the ends of some nodes' references, reading the references to find
    /// them, so both are in the caches when those nodes' edges are made (see `CacheWarming`).
    ///
    /// - Parameters:
    ///   - positions: The positions of the nodes whose edges are made next.
    ///   - references: Every reference found.
    ///   - starts: Where each position's references begin.
    ///   - rank: Each position's place in the nodes' order.
    private static func warmReferences(of positions: ArraySlice<Int>, _ references: [FoundReference], starts: [Int], rank: [Int]) {
        rank.withUnsafeBufferPointer { rank in
            for position in positions {
                for index in starts[position]..<starts[position + 1] {
                    CacheWarming.prefetch(rank.baseAddress! + Int(references[index].to))
                }
            }
        }
    }

    /// Sets each edge's `to` to the id of the node at its end's rank.
    ///
    /// Edges are made in their starts' order, so their ends' ids lie all over memory, and copying
    /// a `String` takes an atomic reference count on its storage, which waits for every memory
    /// access before it to finish. So the copies are made in the ends' order instead, one id after
    /// the next, into a list that is then moved into the edges without counting references: only
    /// plain loads and stores go far in memory, and those overlap. In a large graph each id's
    /// storage is still asked for a few ranks ahead, since it has left the caches since the nodes
    /// were made, and so are the counters and copies each edge reaches at random.
    ///
    /// - Parameters:
    ///   - edges: The edges, each with an empty `to`.
    ///   - ends: Each edge's end, as a rank in `nodes`.
    ///   - nodes: The nodes, in order.
    private static func fillEnds(of edges: inout [Edge], ends: [Int32], nodes: [Node]) {
        // Where each rank's copies begin in the list, then where each edge's copy lies.
        var next = [Int](repeating: 0, count: nodes.count + 1)
        for end in ends { next[Int(end) + 1] += 1 }
        for rank in nodes.indices { next[rank + 1] += next[rank] }
        // In a large graph the ends' counters and copies lie beyond the caches; each step asks for
        // those of the step `distance` ahead (see `CacheWarming`).
        let warming = ends.count >= CacheWarming.smallestCount
        let distance = CacheWarming.group
        var slots = [Int32](repeating: 0, count: ends.count)
        next.withUnsafeMutableBufferPointer { next in
            for (edge, end) in ends.enumerated() {
                if warming, edge + distance < ends.count {
                    CacheWarming.prefetchForWriting(next.baseAddress! + Int(ends[edge + distance]))
                }
                slots[edge] = Int32(truncatingIfNeeded: next[Int(end)])
                next[Int(end)] += 1
            }
        }
        // Each rank's copies now end where `next` points.
        var copies: [String] = []
        copies.reserveCapacity(ends.count)
        for rank in nodes.indices {
            if warming, rank + distance < nodes.count { CacheWarming.prefetchStorage(of: nodes[rank + distance].id) }
            let id = nodes[rank].id
            for _ in copies.count..<next[rank] { copies.append(id) }
        }
        edges.withUnsafeMutableBufferPointer { edges in
            copies.withUnsafeMutableBufferPointer { copies in
                for edge in edges.indices {
                    if warming, edge + distance < edges.count {
                        CacheWarming.prefetchForWriting(copies.baseAddress! + Int(slots[edge + distance]))
                    }
                    swap(&edges[edge].to, &copies[Int(slots[edge])])
                }
            }
        }
    }

    /// Drops what only the walk needs (the objects it keeps alive, the table of those seen, the ids
    /// given out), so the snapshot built next can take that memory.
    ///
    /// The objects are let go a group at a time, each group's headers asked for a group ahead (see
    /// `CacheWarming`): releasing an object writes to it, and in a large graph it has long left
    /// the caches.
    private mutating func releaseWalk() {
        let kept = self.kept
        self.kept = []
        queue = []
        let warming = CacheWarming.readsObjectsAhead && kept.count >= CacheWarming.smallestCount
        for index in kept.indices {
            if warming, index % CacheWarming.group == 0 {
                for next in CacheWarming.steps(groupsAhead: 1, of: index, count: kept.count) {
                    CacheWarming.prefetchForWriting(UnsafeRawPointer(kept[next].toOpaque()))
                }
            }
            kept[index].release()
        }
        nodeByObject = ObjectPositions()
        usedIDs = UniqueIDs()
        nextNumberByPosition = [:]
        nextNumberByID = [:]
        pending = []
        heldArrays = []
    }

    /// The indices of the references found in one object, in `Edge`'s order: by the rank of the
    /// end, then by label, equal references in the order found.
    ///
    /// References are kept grouped by their start, and the snapshot takes the groups in the nodes'
    /// order, so each group is sorted as its edges are made: only the few references of one object
    /// are compared with each other, and each group is read from memory once.
    ///
    /// - Parameters:
    ///   - references: Every reference found.
    ///   - range: The indices of one object's references.
    ///   - rank: Each position's place in the nodes' order.
    ///   - buffer: Room for the largest group, reused from group to group.
    /// - Returns: The start of `buffer`, holding the sorted indices.
    private static func sort(
        _ references: [FoundReference], in range: Range<Int>, rank: [Int], into buffer: UnsafeMutableBufferPointer<Int>
    ) -> UnsafeMutableBufferPointer<Int> {
        var group = UnsafeMutableBufferPointer(rebasing: buffer[0..<range.count])
        for (slot, index) in range.enumerated() { group[slot] = index }
        guard group.count > 1 else { return group }
        if group.count > 16 {
            group.sort { Self.referencePrecedes($0, $1, references, rank) }
            return group
        }
        // Most objects hold few references: sort them in place by insertion.
        for end in 1..<group.count {
            let moving = group[end]
            var slot = end
            while slot > 0, Self.referencePrecedes(moving, group[slot - 1], references, rank) {
                group[slot] = group[slot - 1]
                slot -= 1
            }
            group[slot] = moving
        }
        return group
    }

    /// Whether reference `a` comes before reference `b` of the same start: by the rank of the end,
    /// then by label, then in the order found.
    private static func referencePrecedes(_ a: Int, _ b: Int, _ references: [FoundReference], _ rank: [Int]) -> Bool {
        let (left, right) = (references[a], references[b])
        if left.to != right.to { return rank[Int(left.to)] < rank[Int(right.to)] }
        if left.label != right.label { return left.label < right.label }
        return a < b
    }

    /// Whether `left`'s UTF-8 bytes come before `right`'s.
    private static func bytesPrecede(_ left: String, _ right: String) -> Bool {
        let result = left.utf8.withContiguousStorageIfAvailable { l in
            right.utf8.withContiguousStorageIfAvailable { r in
                let common = min(l.count, r.count)
                let order = common == 0 ? 0 : memcmp(l.baseAddress!, r.baseAddress!, common)
                return order != 0 ? order < 0 : l.count < r.count
            }
        }
        return result.flatMap { $0 } ?? left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    /// Gives a new object a node, numbering its id if another node has it; returns its position.
    private mutating func add(_ object: AnyObject, path: IDPath) -> Int? {
        guard ids.count < options.maxObjects else { return nil }
        // An id is made from its prefix's final bytes, so the prefix is checked (and numbered) first.
        if let first = uncheckedIDs.first, path.prefix >= first.position { checkIDs() }
        path.makeCandidate(in: &ids)
        return keep(object, path: path)
    }

    /// Gives a new object a node whose id is the candidate of `ids`, numbered if another node has it.
    private mutating func keep(_ object: AnyObject, path: IDPath) -> Int? {
        guard ids.count < options.maxObjects else { return nil }
        keepID()
        let position = ids.count - 1
        nodeByObject.insert(position, for: ObjectIdentifier(object))
        HugePages.makeRoom(&types)
        HugePages.makeRoom(&kept)
        HugePages.makeRoom(&queue)
        types.append(typeName(of: object))
        kept.append(Unmanaged.passRetained(object))
        queue.append((path, position))
        return position
    }

    /// Keeps the candidate of `ids` as the next position's id, to be checked against the ids before
    /// it by `checkIDs()`: at once in a small graph, else with the next ones in a group.
    private mutating func keepID() {
        let hash = ids.hashCandidate()
        ids.keepCandidate()
        let position = ids.count - 1
        if uncheckedIDs.isEmpty, ids.count < CacheWarming.smallestCount {
            if !usedIDs.record(position, hash: hash, in: ids) { number(position) }
            return
        }
        uncheckedIDs.append((position, hash))
        if uncheckedIDs.count >= CacheWarming.group { checkIDs() }
    }

    /// Checks each id kept since the last check, in order, against every id before it, and numbers
    /// those that are taken.
    ///
    /// An id's place in `usedIDs` depends on its hash alone, and in a large graph it is not in the
    /// caches; checking a group of ids together, their places asked for first (see `CacheWarming`),
    /// lets those misses overlap. Each id is checked against the same ids as if it had been checked
    /// when it was made, so the numbering is the same.
    private mutating func checkIDs() {
        if uncheckedIDs.count > 1 {
            for (_, hash) in uncheckedIDs { usedIDs.warm(hash) }
        }
        for index in uncheckedIDs.indices {
            let (position, hash) = uncheckedIDs[index]
            if !usedIDs.record(position, hash: hash, in: ids) { number(position) }
        }
        uncheckedIDs.removeAll(keepingCapacity: true)
    }

    /// Numbers the id at `position`, which another node has, with the smallest `#n` not taken.
    ///
    /// Every number below the one this id's last numbering stopped at is taken (ids are never given
    /// back), so the search starts there; starting at 2 each time made many objects reached under
    /// one label (a set's elements, say) cost the square of their number.
    private mutating func number(_ position: Int) {
        let taken = usedIDs.takenPosition
        let base = taken == nil ? ids.id(at: position) : nil
        ids.reopen(position)
        let (length, state) = (ids.candidateLength, ids.hashState)
        var suffix = 2
        if let taken { suffix = nextNumberByPosition[taken] ?? 2 } else if let base { suffix = nextNumberByID[base] ?? 2 }
        repeat {
            ids.truncateCandidate(to: length, state: state)
            ids.appendToCandidate("#")
            ids.appendToCandidate(number: suffix)
            suffix += 1
        } while !usedIDs.recordCandidate(of: &ids, as: position)
        if let taken { nextNumberByPosition[taken] = suffix } else if let base { nextNumberByID[base] = suffix }
    }

    /// Brings what the walk reads next into the caches, in three steps a group of objects apart
    /// (see `CacheWarming`): the objects three groups after `head`, then what the properties of
    /// those two groups after it point at (arrays' storage, objects held directly and their slots
    /// in `nodeByObject`), then for those one group after it their arrays' elements and the
    /// elements' slots. Each step reads only memory the one before asked for, and asks for the rest
    /// without waiting; the walk then finds in the caches what it would have waited for.
    private func warm(from head: Int) {
        let ahead = { (groups: Int) in CacheWarming.steps(groupsAhead: groups, of: head, count: self.kept.count) }
        for index in ahead(3) {
            CacheWarming.prefetch(UnsafeRawPointer(kept[index].toOpaque()))
        }
        for index in ahead(2) {
            let base = UnsafeRawPointer(kept[index].toOpaque())
            guard let offsets = referenceOffsets[Self.classOf(base)] else { continue }
            for property in 0..<offsets.count {
                let (offset, isArray) = offsets[property]
                guard let target = (base + offset).load(as: UnsafeRawPointer?.self) else { continue }
                CacheWarming.prefetch(target)
                if !isArray { nodeByObject.warm(target) }
            }
        }
        // Objects are queued in position order, so an object's position is its index plus a constant.
        let indices = ahead(1)
        let positionAfterIndex = queue[head].position - head
        ids.warm(prefixes: (indices.lowerBound + positionAfterIndex)..<(indices.upperBound + positionAfterIndex))
        for index in indices {
            let base = UnsafeRawPointer(kept[index].toOpaque())
            guard let offsets = referenceOffsets[Self.classOf(base)] else { continue }
            for property in 0..<offsets.count {
                let (offset, isArray) = offsets[property]
                guard isArray else { continue }
                ArrayStorage.forEachElement(storedAt: base + offset, limit: CacheWarming.group) { element in
                    CacheWarming.prefetch(element)
                    nodeByObject.warm(element)
                }
            }
        }
    }

    /// The class of the object at `address`, read without taking a reference count.
    private static func classOf(_ address: UnsafeRawPointer) -> ObjectIdentifier {
        Unmanaged<AnyObject>.fromOpaque(address)._withUnsafeGuaranteedRef { ObjectIdentifier(type(of: $0)) }
    }

    /// Follows the stored properties of a value (through value types) to the objects it references.
    private mutating func readReferences(of subject: Any, object: AnyObject?, from path: IDPath, position: Int) {
        assert(referenceStarts.count == position, "nodes read out of position order")
        HugePages.makeRoom(&referenceStarts)
        referenceStarts.append(references.count)
        pending.removeAll(keepingCapacity: true)
        defer { heldArrays.removeAll(keepingCapacity: true) }
        var steps = 0
        if let object, case .fields(let layout) = childSource(of: subject) {
            readProperties(of: object, layout: layout, from: path, position: position, steps: &steps)
            return
        }
        push(children: subject, object: object, prefix: nil)
        drain(from: path, position: position, steps: &steps)
    }

    /// Reads a plain class's stored properties straight from the instance, in order. Values that
    /// are not objects or arrays of objects are walked by `drain` before the next property, as they
    /// would be had every property been put on `pending` first.
    private mutating func readProperties(
        of object: AnyObject, layout: ObjectLayout, from path: IDPath, position: Int, steps: inout Int
    ) {
        let limit = options.maxValuesPerObject
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        var mirrors: [Mirror] = []
        for property in layout.properties.prefix(limit) {
            steps += 1
            guard steps <= limit else { continue }
            let field = property.field
            switch property.reading {
            case .leaf:
                continue
            case .object:
                if let target = ClassFieldLayout.object(of: field, at: base) {
                    follow(target, label: field.name, strength: property.strength, from: path, position: position)
                }
            case .weakObject:
                if let target = ClassFieldLayout.weakObject(of: field, at: base) {
                    follow(target, label: field.name, strength: property.strength, from: path, position: position)
                }
            case .objectArray(let arrayType, let labels):
                arrayType.withObjectAddresses(storedAt: base + field.offset) { addresses in
                    for index in 0..<min(addresses.count, limit) {
                        steps += 1
                        guard steps <= limit else { continue }
                        followElement(at: addresses[index], label: labels.label(index), from: path, position: position)
                    }
                }
            case .value:
                let value = ClassFieldLayout.value(of: field, at: base)
                pending.append(PendingValue(value: value, weight: 0, prefix: nil, name: field.name, strength: property.strength))
                drain(from: path, position: position, steps: &steps)
            case .mirrored:
                let value = Self.mirrorChild(of: object, level: field.level, index: field.index, mirrors: &mirrors)
                pending.append(PendingValue(value: value, weight: 0, prefix: nil, name: field.name, strength: property.strength))
                drain(from: path, position: position, steps: &steps)
            }
        }
        withExtendedLifetime(object) {}
    }

    /// Records a reference to an object that an array being read keeps alive, by its address:
    /// looked up without taking a reference count; only an object not seen before is retained.
    private mutating func followElement(at address: UnsafeRawPointer, label: String, from path: IDPath, position: Int) {
        if let known = Unmanaged<AnyObject>.fromOpaque(address)._withUnsafeGuaranteedRef({ nodeByObject[ObjectIdentifier($0)] }) {
            addReference(FoundReference(to: known, label: label, strength: .strong))
        } else {
            followNew(Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue(), label: label, strength: .strong, from: path, position: position)
        }
    }

    /// Takes the values on `pending`, last first, following the objects among them and putting the
    /// children of the rest on `pending` in turn.
    private mutating func drain(from path: IDPath, position: Int, steps: inout Int) {
        while let next = pending.popLast() {
            steps += next.weight
            guard steps <= options.maxValuesPerObject else { continue }
            if let address = next.address {
                followElement(at: address, label: Self.join(next.prefix, next.name), from: path, position: position)
                continue
            }
            if let object = next.object {
                follow(object, label: Self.join(next.prefix, next.name), strength: next.strength, from: path, position: position)
                continue
            }
            guard var inner = next.value else { continue }
            var kind = role(of: inner)
            while kind == .optional {
                guard let optional = optionalTypes[ObjectIdentifier(type(of: inner))],
                    case .some(.some(let wrapped)) = OpenedValues.wrapped(in: inner, as: optional) else { break }
                inner = wrapped
                kind = role(of: inner)
            }
            switch kind {
            case .object:
                follow(Self.object(in: inner), label: Self.join(next.prefix, next.name), strength: next.strength, from: path, position: position)
            case .container:
                push(children: inner, object: nil, prefix: Self.join(next.prefix, next.name))
            case .plainAggregate(let values):
                steps += values
            case .leaf, .optional:
                break
            }
        }
    }

    /// Records a reference to an object found in the object at `position`. The path to the
    /// object, a new string, is only built for an object not seen before.
    private mutating func follow(_ object: AnyObject, label: String, strength: ReferenceStrength, from path: IDPath, position: Int) {
        if let known = nodeByObject[ObjectIdentifier(object)] {
            addReference(FoundReference(to: known, label: label, strength: strength))
        } else {
            followNew(object, label: label, strength: strength, from: path, position: position)
        }
    }

    /// Records a reference to an object not seen before, giving it a node (unless the walk is full).
    private mutating func followNew(_ object: AnyObject, label: String, strength: ReferenceStrength, from path: IDPath, position: Int) {
        guard let added = add(object, path: path.child(label, of: position)) else { return }
        addReference(FoundReference(to: added, label: label, strength: strength))
    }

    /// Adds a reference to those found.
    private mutating func addReference(_ reference: FoundReference) {
        HugePages.makeRoom(&references)
        references.append(reference)
    }

    /// Puts a value's children on `pending`, last first, so they are taken in order.
    private mutating func push(children subject: Any, object: AnyObject?, prefix: String?) {
        let limit = options.maxValuesPerObject
        switch childSource(of: subject) {
        case .fields(let layout):
            let object = object ?? (subject as AnyObject)
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            var mirrors: [Mirror] = []
            for property in layout.properties.prefix(limit).reversed() {
                let field = property.field
                let value: Any?
                switch property.reading {
                case .leaf:
                    pending.append(PendingValue(weight: 1, prefix: nil, name: "", strength: .strong))
                    continue
                case .object:
                    let target = ClassFieldLayout.object(of: field, at: base)
                    pending.append(PendingValue(object: target, weight: 1, prefix: prefix, name: field.name, strength: property.strength))
                    continue
                case .weakObject:
                    let target = ClassFieldLayout.weakObject(of: field, at: base)
                    pending.append(PendingValue(object: target, weight: 1, prefix: prefix, name: field.name, strength: property.strength))
                    continue
                case .objectArray, .value:
                    value = ClassFieldLayout.value(of: field, at: base)
                case .mirrored:
                    value = Self.mirrorChild(of: object, level: field.level, index: field.index, mirrors: &mirrors)
                }
                pending.append(PendingValue(value: value, weight: 1, prefix: prefix, name: field.name, strength: property.strength))
            }
            withExtendedLifetime(object) {}
        case .array(let arrayType):
            guard let array = OpenedValues.array(in: subject, as: arrayType) else { return }
            let count = min(array.count, limit)
            if type(of: array).elementsAreLeaves {
                if count > 0 { pending.append(PendingValue(weight: count, prefix: nil, name: "", strength: .strong)) }
                return
            }
            if type(of: array).elementsAreObjects {
                heldArrays.append(array)
                for index in stride(from: count - 1, through: 0, by: -1) {
                    pending.append(PendingValue(address: array.reflectedObjectAddress(at: index), weight: 1, prefix: prefix, name: Self.elementLabel(index), strength: .strong))
                }
                return
            }
            for index in stride(from: count - 1, through: 0, by: -1) {
                pending.append(PendingValue(value: array.reflectedElement(at: index), weight: 1, prefix: prefix, name: Self.elementLabel(index), strength: .strong))
            }
        case .dictionary(let dictionaryType):
            guard let dictionary = OpenedValues.dictionary(in: subject, as: dictionaryType) else {
                return pushMirrored(children: subject, prefix: prefix)
            }
            if dictionaryType.valuesAreLeaves {
                // As with an array of leaves, only the number of values read counts.
                let count = min(dictionary.count, limit)
                if count > 0 { pending.append(PendingValue(weight: count, prefix: nil, name: "", strength: .strong)) }
                return
            }
            // Hash order changes from run to run: entries are taken by key.
            push(labelled: dictionary.labelledEntries(limit: limit).sorted { $0.name < $1.name }, of: subject, prefix: prefix)
        case .set(let setType):
            guard let elements = OpenedValues.elements(in: subject, as: setType, limit: limit) else {
                return pushMirrored(children: subject, prefix: prefix)
            }
            var labelled: [StoredProperty] = []
            labelled.reserveCapacity(elements.count)
            for element in elements { labelled.append(setEntry(element)) }
            // Hash order changes from run to run: elements are taken by label.
            push(labelled: labelled.sorted { $0.name < $1.name }, of: subject, prefix: prefix)
        case .stored(let layout):
            let read = layout.withStorage(of: subject) { base in
                for element in layout.elements.prefix(limit).reversed() {
                    if element.reading == .value {
                        let value = ValueLayout.value(of: element, at: base)
                        pending.append(PendingValue(value: value, weight: 1, prefix: prefix, name: element.label, strength: element.strength))
                    } else {
                        let object = ValueLayout.object(of: element, at: base)
                        pending.append(PendingValue(object: object, weight: 1, prefix: prefix, name: element.label, strength: element.strength))
                    }
                }
            }
            if !read { pushMirrored(children: subject, prefix: prefix) }
        case .enumeration:
            pushPayload(of: subject, prefix: prefix)
        case .mirror:
            pushMirrored(children: subject, prefix: prefix)
        }
    }

    /// Puts an enum value's payload, if its case has one, on `pending`, labelled by the case's name
    /// as `Mirror` labels it; read with the runtime's reflection calls `Mirror` is built on.
    private mutating func pushPayload(of subject: Any, prefix: String?) {
        let type = type(of: subject)
        guard options.maxValuesPerObject > 0, reflectionChildCount(subject, type: type) > 0 else { return }
        var name: UnsafePointer<CChar>?
        var free: ReflectionNameFree?
        let payload = reflectionChild(of: subject, type: type, index: 0, name: &name, free: &free)
        let label = name.flatMap { String(validatingCString: $0) } ?? "[0]"
        free?(name)
        pending.append(PendingValue(value: payload, weight: 1, prefix: prefix, name: label, strength: .strong))
    }

    /// Puts the children `Mirror` lists for a value on `pending`, last first.
    private mutating func pushMirrored(children subject: Any, prefix: String?) {
        // A custom mirror can claim millions of children: read no more than the walk may use.
        var (children, style) = StoredProperty.reflect(subject, limit: options.maxValuesPerObject)
        if style == .dictionary || style == .set {
            // Hash order changes from run to run: label entries by key and sort them.
            children = children.map(Self.entry).sorted { $0.name < $1.name }
        }
        push(labelled: children, of: subject, prefix: prefix)
    }

    /// Puts a value's labelled children on `pending`, last first, each as strong as the value's
    /// type declares the property of that name (see `FieldOwnership`).
    private mutating func push(labelled children: [StoredProperty], of subject: Any, prefix: String?) {
        let weak = ownership.weakFields(of: type(of: subject))
        for child in children.reversed() {
            let strength = weak.isEmpty ? .strong : weak[child.name] ?? .strong
            pending.append(PendingValue(value: child.value, weight: 1, prefix: prefix, name: child.name, strength: strength))
        }
    }

    /// A weak or unowned property's value, read through `Mirror` as the layout cannot load it.
    private static func mirrorChild(of object: AnyObject, level: Int, index: Int, mirrors: inout [Mirror]) -> Any {
        if mirrors.isEmpty { mirrors.append(Mirror(reflecting: object)) }
        while mirrors.count <= level, let parent = mirrors.last?.superclassMirror { mirrors.append(parent) }
        let children = mirrors[min(level, mirrors.count - 1)].children
        return children[children.index(children.startIndex, offsetBy: index)].value
    }

    /// How the walk reads a value's children, worked out once per type.
    private mutating func childSource(of subject: Any) -> ChildSource {
        let key = ObjectIdentifier(type(of: subject))
        if let known = sources[key] { return known }
        let source: ChildSource =
            if let array = type(of: subject) as? any ArrayReflecting.Type { .array(array) }
            else if let dictionary = type(of: subject) as? any DictionaryReflecting.Type { .dictionary(dictionary) }
            else if let set = type(of: subject) as? any SetReflecting.Type { .set(set) }
            else if subject is any CustomReflectable { .mirror }
            else if let classType = type(of: subject) as? AnyClass, ClassFieldLayout.canRead(classType),
                Mirror(reflecting: subject).displayStyle == .class {
                .fields(ObjectLayout(ClassFieldLayout(of: classType), weak: ownership.weakFields(of: type(of: subject))))
            }
            else if type(of: subject) is AnyClass { .mirror }
            else {
                switch UInt8(bitPattern: reflectionDisplayStyle(subject)) {
                case UInt8(ascii: "s"), UInt8(ascii: "t"): ValueLayout(of: type(of: subject)).map { .stored($0) } ?? .mirror
                case UInt8(ascii: "e"): .enumeration
                default: .mirror
                }
            }
        sources.insert(source, for: key)
        if CacheWarming.readsObjectsAhead, case .fields(let layout) = source {
            referenceOffsets.insert(ReferenceOffsets(layout), for: key)
        }
        return source
    }

    /// What a value's dynamic type is to the walk, worked out once per type.
    private mutating func role(of value: Any) -> ValueRole {
        let key = ObjectIdentifier(type(of: value))
        if let known = roles[key] { return known }
        if let optional = type(of: value) as? any OptionalReflecting.Type {
            optionalTypes.insert(optional, for: key)
            roles.insert(.optional, for: key)
            return .optional
        }
        let role: ValueRole =
            if Self.classInstance(value) != nil { .object }
            else if !Self.mayHoldReferences(value) { .leaf }
            // Functions, metatypes and other values that are not structs, enums, tuples or classes
            // have no children without a custom mirror.
            else if reflectionDisplayStyle(value) == 0 && !(value is any CustomReflectable) { .leaf }
            else if let values = PlainAggregate.values(in: value, limit: options.maxValuesPerObject) {
                .plainAggregate(values: values)
            }
            else { .container }
        roles.insert(role, for: key)
        return role
    }

    /// The stable name of an object's class, worked out once per class.
    private mutating func typeName(of object: AnyObject) -> String {
        let key = ObjectIdentifier(type(of: object))
        if let known = typeNames[key] { return known }
        let name = TypeName.stable(type(of: object))
        typeNames.insert(name, for: key)
        return name
    }

    /// `[0]` to `[63]`, made once: most arrays an object holds are short.
    private static let elementLabels = (0..<64).map { "[\($0)]" }

    /// The label of an array element: `[index]`.
    private static func elementLabel(_ index: Int) -> String {
        index < elementLabels.count ? elementLabels[index] : "[\(index)]"
    }

    /// The label of an element of the array found at `prefix`: `prefix[index]`.
    static func elementLabel(_ index: Int, in prefix: String) -> String {
        join(prefix, elementLabel(index))
    }

    /// The longest label built from a property path before it is cut short with `…`.
    static let maxLabelBytes = 256

    /// The object in a value whose role is `.object`, read in place when the value is the instance
    /// itself: `as AnyObject` goes through the runtime's bridging cast for every value.
    private static func object(in value: Any) -> AnyObject {
        func open<T>(_ value: T) -> AnyObject {
            T.self is AnyClass ? unsafeBitCast(value, to: AnyObject.self) : value as AnyObject
        }
        return open(value)
    }

    private static func classInstance(_ value: Any) -> AnyObject? {
        guard type(of: value) is AnyClass else { return nil }
        return value as AnyObject
    }

    /// Skips leaves (numbers, strings and the like) without building a mirror for every element.
    private static func mayHoldReferences(_ value: Any) -> Bool {
        switch value {
        case is String, is Substring, is Int, is Double, is Bool, is Float, is Character,
            is [Int], is [String], is [Double], is [UInt8]:
            return false
        default:
            return true
        }
    }

    /// A set's element labelled as `entry(_:)` labels it, with what depends only on the element's type
    /// worked out once per type.
    private mutating func setEntry(_ element: Any) -> StoredProperty {
        let key = ObjectIdentifier(type(of: element))
        let labelling: ElementLabelling
        if let known = elementLabelling[key] {
            labelling = known
        } else {
            labelling = ElementLabelling(of: element)
            elementLabelling.insert(labelling, for: key)
        }
        switch labelling {
        case .byType(let label): return StoredProperty(name: label, value: element, isLazy: false)
        case .byDescription: return StoredProperty(name: "[\(String(describing: element))]", value: element, isLazy: false)
        case .throughMirror: return Self.entry(StoredProperty(name: "", value: element, isLazy: false))
        }
    }

    /// A dictionary entry as its value labelled by its key; a set element labelled by its description.
    static func entry(_ element: StoredProperty) -> StoredProperty {
        let pair = Array(Mirror(reflecting: element.value).children)
        if pair.count == 2, pair[0].label == "key" {
            return StoredProperty(name: "[\(String(describing: pair[0].value))]", value: pair[1].value, isLazy: false)
        }
        return StoredProperty(name: "[\(String(describing: element.value))]", value: element.value, isLazy: false)
    }

    /// A property path: `a.b`, but `a[0]` for elements and `a.0` for tuple members.
    private static func join(_ prefix: String?, _ name: String) -> String {
        guard let prefix else { return name }
        // A value path is as deep as the data (an indirect enum list): past this length the
        // label stops growing, so a deep walk stays linear and labels stay readable.
        if prefix.utf8.count >= maxLabelBytes { return prefix.hasSuffix("…") ? prefix : prefix + "…" }
        if name.hasPrefix("[") || name.hasPrefix(".") { return prefix + name }
        return "\(prefix).\(name)"
    }
}
