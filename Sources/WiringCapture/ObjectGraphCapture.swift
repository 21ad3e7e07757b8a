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
    /// Each node's id and type name, by position (the order objects were found in). Nodes and
    /// edges are only built once sorted, so no id string is copied around more than it must be.
    private var ids: [String] = []
    private var types: [String] = []
    private var idBytes = IDBytes()
    /// The references found, by the positions of their two ends.
    private var references: [(from: Int, to: Int, label: String, strength: ReferenceStrength)] = []
    private var nodeByObject = ObjectPositions()
    private var usedIDs = UniqueIDs()
    /// Every object found, with the id path that reached it, in the order found; those from the
    /// walk's head on are not read yet. Keeping all of them keeps every visited object alive
    /// during the walk, so identities stay unique.
    private var queue: [(object: AnyObject, path: IDPath, position: Int)] = []
    /// What each dynamic type met so far is to the walk, so each type is examined once.
    private var roles: [ObjectIdentifier: ValueRole] = [:]
    /// The stable name of each class met so far.
    private var typeNames: [ObjectIdentifier: String] = [:]
    /// How the children of each type met so far are read.
    private var sources: [ObjectIdentifier: ChildSource] = [:]
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
        let rootPath = IDPath(root: rootType)
        if let object = unwrapped(subject).flatMap({ Self.classInstance($0) }) {
            _ = capture.add(object, path: rootPath)
        } else {
            // A value at the top is a node too, so its references have somewhere to start.
            capture.ids.append(rootPath.id)
            capture.idBytes.append(rootPath.id)
            capture.types.append(rootType)
            _ = capture.usedIDs.insert(rootPath.id)
            capture.readReferences(of: subject, object: nil, from: rootPath, position: 0)
        }
        var head = 0
        while head < capture.queue.count {
            let (object, path, position) = capture.queue[head]
            head += 1
            capture.readReferences(of: object, object: object, from: path, position: position)
        }
        let (nodes, edges) = capture.sorted()
        guard capture.usedIDs.allPlain else {
            return GraphSnapshot(nodes: nodes, edges: edges, source: "objects", title: rootType)
        }
        // Plain ids order as their bytes, so nodes and edges are in the snapshot's order already.
        return GraphSnapshot(presortedNodes: nodes, edges: edges, source: "objects", title: rootType)
    }

    /// The nodes sorted by id and the edges in `Edge`'s order. Positions are sorted, not nodes, and
    /// references compare their ends by the nodes' ranks rather than by id strings. When every id
    /// is plain, repeated edges are merged here too.
    private func sorted() -> (nodes: [Node], edges: [Edge]) {
        // Ids made only of ASCII and the `×` of repeated labels are in normal form, so their UTF-8
        // bytes sort as the strings do; comparing bytes skips String's Unicode-aware path.
        let allPlain = usedIDs.allPlain
        let plain = allPlain ? [] : ids.map { id in id.unicodeScalars.allSatisfy { $0.isASCII || $0 == "×" } }
        let order = allPlain ? idBytes.sortedPositions() : Array(ids.indices).sorted { a, b in
            plain[a] && plain[b] ? Self.bytesPrecede(ids[a], ids[b]) : ids[a] < ids[b]
        }
        var rank = [Int](repeating: 0, count: ids.count)
        for (place, position) in order.enumerated() { rank[position] = place }
        let nodes = order.map { Node(id: ids[$0], kind: .object, type: types[$0]) }
        let referenceOrder = sortedReferences(order: order, rank: rank)
        var edges: [Edge] = []
        edges.reserveCapacity(references.count)
        // Equal edges have equal sort keys, so they fall in one run of the order; keep one of each.
        var runStart = 0
        for (place, index) in referenceOrder.enumerated() {
            let reference = references[index]
            let edge = Edge(from: ids[reference.from], to: ids[reference.to], kind: .holds, label: reference.label, reference: reference.strength)
            if allPlain, place > 0 {
                let previous = references[referenceOrder[place - 1]]
                let sameKey = previous.from == reference.from && previous.to == reference.to && previous.label == reference.label
                if !sameKey { runStart = edges.count }
                else if edges[runStart...].contains(edge) { continue }
            }
            edges.append(edge)
        }
        return (nodes, edges)
    }

    /// The indices of `references` in `Edge`'s order: by the rank of the start, then of the end, then
    /// by label, equal references in the order found.
    ///
    /// References are grouped by their start with a counting sort, and the groups taken in the nodes'
    /// order; only the few references of one object are compared with each other. A comparison sort
    /// of all references looked up two ranks, far apart in a large graph, for every comparison.
    private func sortedReferences(order: [Int], rank: [Int]) -> [Int] {
        var groupStart = [Int](repeating: 0, count: ids.count + 1)
        for reference in references { groupStart[reference.from + 1] += 1 }
        for position in ids.indices { groupStart[position + 1] += groupStart[position] }
        var grouped = [Int](repeating: 0, count: references.count)
        var next = groupStart
        for (index, reference) in references.enumerated() {
            grouped[next[reference.from]] = index
            next[reference.from] += 1
        }
        let references = self.references
        var result: [Int] = []
        result.reserveCapacity(references.count)
        for position in order {
            let first = result.count
            result += grouped[groupStart[position]..<groupStart[position + 1]]
            guard result.count - first > 1 else { continue }
            if result.count - first > 16 {
                result[first...].sort { Self.referencePrecedes($0, $1, references, rank) }
                continue
            }
            // Most objects hold few references: sort them in place by insertion.
            for end in first + 1..<result.count {
                let moving = result[end]
                var slot = end
                while slot > first, Self.referencePrecedes(moving, result[slot - 1], references, rank) {
                    result[slot] = result[slot - 1]
                    slot -= 1
                }
                result[slot] = moving
            }
        }
        return result
    }

    /// Whether reference `a` comes before reference `b` of the same start: by the rank of the end,
    /// then by label, then in the order found.
    private static func referencePrecedes(
        _ a: Int, _ b: Int, _ references: [(from: Int, to: Int, label: String, strength: ReferenceStrength)], _ rank: [Int]
    ) -> Bool {
        let (left, right) = (references[a], references[b])
        if left.to != right.to { return rank[left.to] < rank[right.to] }
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
        var id = path.id
        if !usedIDs.insert(id) {
            var suffix = 2
            while !usedIDs.insert("\(path.id)#\(suffix)") { suffix += 1 }
            id = "\(path.id)#\(suffix)"
        }
        let position = ids.count
        nodeByObject.insert(position, for: ObjectIdentifier(object))
        ids.append(id)
        idBytes.append(id)
        types.append(typeName(of: object))
        queue.append((object, IDPath(id: id, path: path), position))
        return position
    }

    /// Follows the stored properties of a value (through value types) to the objects it references.
    private mutating func readReferences(of subject: Any, object: AnyObject?, from path: IDPath, position: Int) {
        pending.removeAll(keepingCapacity: true)
        defer { heldArrays.removeAll(keepingCapacity: true) }
        push(children: subject, object: object, prefix: nil)
        var steps = 0
        while let next = pending.popLast() {
            steps += next.weight
            guard steps <= options.maxValuesPerObject else { continue }
            if let address = next.address {
                let label = Self.join(next.prefix, next.name)
                // Looked up without taking a reference count; only an object not seen before is retained.
                if let known = Unmanaged<AnyObject>.fromOpaque(address)._withUnsafeGuaranteedRef({ nodeByObject[ObjectIdentifier($0)] }) {
                    references.append((position, known, label, next.strength))
                } else {
                    followNew(Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue(), label: label, strength: next.strength, from: path, position: position)
                }
                continue
            }
            if let object = next.object {
                follow(object, label: Self.join(next.prefix, next.name), strength: next.strength, from: path, position: position)
                continue
            }
            guard var inner = next.value else { continue }
            var kind = role(of: inner)
            while kind == .optional {
                guard let wrapped = (inner as? any OptionalReflecting)?.wrappedValue else { break }
                inner = wrapped
                kind = role(of: inner)
            }
            switch kind {
            case .object:
                follow(inner as AnyObject, label: Self.join(next.prefix, next.name), strength: next.strength, from: path, position: position)
            case .container:
                push(children: inner, object: nil, prefix: Self.join(next.prefix, next.name))
            case .leaf, .optional:
                break
            }
        }
    }

    /// Records a reference to an object found in the object at `position`. The path to the
    /// object, a new string, is only built for an object not seen before.
    private mutating func follow(_ object: AnyObject, label: String, strength: ReferenceStrength, from path: IDPath, position: Int) {
        if let known = nodeByObject[ObjectIdentifier(object)] {
            references.append((position, known, label, strength))
        } else {
            followNew(object, label: label, strength: strength, from: path, position: position)
        }
    }

    /// Records a reference to an object not seen before, giving it a node (unless the walk is full).
    private mutating func followNew(_ object: AnyObject, label: String, strength: ReferenceStrength, from path: IDPath, position: Int) {
        guard let added = add(object, path: path.child(label)) else { return }
        references.append((position, added, label, strength))
    }

    /// Puts a value's children on `pending`, last first, so they are taken in order.
    private mutating func push(children subject: Any, object: AnyObject?, prefix: String?) {
        let limit = options.maxValuesPerObject
        switch childSource(of: subject) {
        case .fields(let layout):
            let object = object ?? (subject as AnyObject)
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            let weak = ownership.weakFields(of: type(of: subject))
            var mirrors: [Mirror] = []
            for field in layout.fields.prefix(limit).reversed() {
                if field.isLeaf {
                    pending.append(PendingValue(weight: 1, prefix: nil, name: "", strength: .strong))
                    continue
                }
                let strength = weak[field.name] ?? .strong
                if field.isStrong && field.isObjectPointer {
                    let target = ClassFieldLayout.object(of: field, at: base)
                    pending.append(PendingValue(object: target, weight: 1, prefix: prefix, name: field.name, strength: strength))
                    continue
                }
                if strength == .weak && field.isObjectPointer && ClassFieldLayout.canLoadWeak {
                    // A weak parent or delegate, loaded as `Mirror` would load it but without building one.
                    let target = ClassFieldLayout.weakObject(of: field, at: base)
                    pending.append(PendingValue(object: target, weight: 1, prefix: prefix, name: field.name, strength: strength))
                    continue
                }
                let value = field.isStrong
                    ? ClassFieldLayout.value(of: field, at: base)
                    : Self.mirrorChild(of: object, level: field.level, index: field.index, mirrors: &mirrors)
                pending.append(PendingValue(value: value, weight: 1, prefix: prefix, name: field.name, strength: strength))
            }
            withExtendedLifetime(object) {}
        case .array:
            guard let array = subject as? any ArrayReflecting else { return }
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
        case .mirror:
            let weak = ownership.weakFields(of: type(of: subject))
            // A custom mirror can claim millions of children: read no more than the walk may use.
            var (children, style) = StoredProperty.reflect(subject, limit: limit)
            if style == .dictionary || style == .set {
                // Hash order changes from run to run: label entries by key and sort them.
                children = children.map(Self.entry).sorted { $0.name < $1.name }
            }
            for child in children.reversed() {
                pending.append(PendingValue(value: child.value, weight: 1, prefix: prefix, name: child.name, strength: weak[child.name] ?? .strong))
            }
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
            if subject is any ArrayReflecting { .array }
            else if subject is any CustomReflectable { .mirror }
            else if let classType = type(of: subject) as? AnyClass, ClassFieldLayout.canRead(classType),
                Mirror(reflecting: subject).displayStyle == .class { .fields(ClassFieldLayout(of: classType)) }
            else { .mirror }
        sources[key] = source
        return source
    }

    /// What a value's dynamic type is to the walk, worked out once per type.
    private mutating func role(of value: Any) -> ValueRole {
        let key = ObjectIdentifier(type(of: value))
        if let known = roles[key] { return known }
        let role: ValueRole =
            if value is any OptionalReflecting { .optional }
            else if Self.classInstance(value) != nil { .object }
            else if Self.mayHoldReferences(value) { .container }
            else { .leaf }
        roles[key] = role
        return role
    }

    /// The stable name of an object's class, worked out once per class.
    private mutating func typeName(of object: AnyObject) -> String {
        let key = ObjectIdentifier(type(of: object))
        if let known = typeNames[key] { return known }
        let name = TypeName.stable(type(of: object))
        typeNames[key] = name
        return name
    }

    /// `[0]` to `[63]`, made once: most arrays an object holds are short.
    private static let elementLabels = (0..<64).map { "[\($0)]" }

    /// The label of an array element: `[index]`.
    private static func elementLabel(_ index: Int) -> String {
        index < elementLabels.count ? elementLabels[index] : "[\(index)]"
    }

    /// The longest label built from a property path before it is cut short with `…`.
    static let maxLabelBytes = 256

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

    /// A dictionary entry as its value labelled by its key; a set element labelled by its description.
    private static func entry(_ element: StoredProperty) -> StoredProperty {
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
