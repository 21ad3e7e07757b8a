import WiringModel


/// Captures any object graph: class instances become `object` nodes and the
/// stored references between them `holds` edges, those of properties declared
/// weak or unowned in `CaptureOptions` marked.
///
/// The walk is breadth-first and iterative, so a 100,000-long chain does not
/// exhaust the stack; it breaks cycles by object identity; and it looks through
/// structs, enums, tuples, optionals and collections to the objects inside.
/// A node's id is the shortest property path from the root, with a repeated
/// label folded into a count (`App.List.next×3`), so ids never carry addresses.
struct ObjectGraphCapture {
    /// A property declared weak or unowned in the options.
    struct DeclaredStrength {
        let name: String
        let strength: ReferenceStrength
    }


    let options: CaptureOptions
    /// Each node's id and type name, by position (the order objects were found in). Ids are kept
    /// as bytes until the nodes are sorted; each becomes a `String` once, in the snapshot's order.
    var ids = IDBytes()
    var types: [String] = []
    /// The references found, in the order found. The walk reads nodes in position order, so those
    /// of the node at position `p` are `references[referenceStarts[p]..<referenceStarts[p + 1]]`.
    var references: [FoundReference] = []
    var referenceStarts: [Int] = []
    var nodeByObject = ObjectPositions()
    var usedIDs = UniqueIDs()
    /// For each id that more than one object reached, the next number to try after it (`id#n`):
    /// by the position of the node that has the id while ids are compared as bytes, else by the id.
    var nextNumberByPosition: [Int: Int] = [:]
    var nextNumberByID: [String: Int] = [:]
    /// Every object found, in the order found, each retained once by the walk: that keeps every
    /// visited object alive until the walk ends, so identities stay unique.
    var kept: [Unmanaged<AnyObject>] = []
    /// The id path that reached each object in `kept`, and its position; those from the walk's
    /// head on are not read yet.
    var queue: [(path: IDPath, position: Int)] = []
    /// What each dynamic type met so far is to the walk, so each type is examined once.
    var roles = TypeTable<ValueRole>()
    /// The optional types among them, so an optional is unwrapped without a conformance search.
    var optionalTypes = TypeTable<any OptionalReflecting.Type>()
    /// The optional object types among them, so their objects are read without a cast.
    var optionalObjectTypes = TypeTable<any OptionalObjectReflecting.Type>()
    /// How a set's elements of each type met so far are labelled.
    var elementLabelling = TypeTable<ElementLabelling>()
    /// The stable name of each class met so far.
    var typeNames = TypeTable<String>()
    /// How the children of each type met so far are read.
    var sources = TypeTable<ChildSource>()
    /// The properties declared weak or unowned of each type met so far (empty for most).
    var strengths = TypeTable<[DeclaredStrength]>()
    /// The labels of the elements of the arrays met last, made once for all arrays under one label.
    var elementLabels = ElementLabels()
    /// Values found in the object being read and not yet looked at, next one last.
    var pending: [PendingValue] = []
    /// On a reading thread (see `ObjectGraphCapture+Threads.swift`): the references found in the
    /// object being read, kept instead of followed; `nil` on the walk's own thread.
    var recorded: [RecordedReference]?
    /// On a reading thread: whether the object being read needs code of its own types run (a custom
    /// mirror or description), so it is read again on the walk's own thread.
    var deferred = false

    init(options: CaptureOptions) {
        self.options = options
    }

    /// Captures the graph reachable from a value.
    ///
    /// - Parameters:
    ///   - subject: A class instance, or a value holding some.
    ///   - options: Limits for the walk, and the properties declared weak or unowned.
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
            capture.readReferences(of: subject, from: rootPath, position: 0)
        }
        capture.walk()
        let allPlain = capture.usedIDs.allPlain
        capture.releaseWalk()
        let (nodes, edges) = capture.sorted(allPlain: allPlain)
        guard allPlain else {
            return GraphSnapshot(nodes: nodes, edges: edges, source: "objects", title: rootType)
        }
        // Plain ids order as their bytes, so nodes and edges are in the snapshot's order already.
        return GraphSnapshot(presortedNodes: nodes, edges: edges, source: "objects", title: rootType)
    }

    /// Follows the stored properties of a value (through value types) to the objects it references.
    mutating func readReferences(of subject: Any, from path: IDPath, position: Int) {
        assert(referenceStarts.count == position, "nodes read out of position order")
        referenceStarts.append(references.count)
        pending.removeAll(keepingCapacity: true)
        var steps = 0
        if case .plainMirror = childSource(of: subject) {
            readMirrored(subject, from: path, position: position, steps: &steps)
            return
        }
        push(children: subject, prefix: nil)
        drain(from: path, position: position, steps: &steps)
    }

    /// Reads the children `Mirror` lists for the value being read (a class instance or a struct
    /// without a custom mirror) one by one, each, and what is inside it, before the next: the order
    /// `pushMirrored` and `drain` take them in, without putting them on `pending` first.
    mutating func readMirrored(_ subject: Any, from path: IDPath, position: Int, steps: inout Int) {
        let limit = options.maxValuesPerObject
        let declaredForSubject = declaredStrengths(of: type(of: subject))
        var current = Mirror(reflecting: subject)
        var depth = 1
        var read = 0
        while true {
            let declared = depth == 1 ? declaredForSubject : declaredStrengths(of: current.subjectType)
            var index = 0
            for child in current.children {
                guard read < limit, !deferred else { break }
                read += 1
                index += 1
                steps += 1
                guard steps <= limit else { continue }
                let name = child.label.map(StoredProperty.name(fromLabel:)) ?? Self.elementLabel(index - 1)
                let strength = Self.strength(of: name, in: declared, orSubject: declaredForSubject)
                look(at: child.value, prefix: nil, name: name, strength: strength, from: path, position: position, steps: &steps)
                if !pending.isEmpty { drain(from: path, position: position, steps: &steps) }
            }
            guard depth < Self.maxSuperclassDepth, read < limit, let parent = current.superclassMirror else { break }
            current = parent
            depth += 1
        }
    }

    /// Takes the values on `pending`, last first, following the objects among them and putting the
    /// children of the rest on `pending` in turn.
    mutating func drain(from path: IDPath, position: Int, steps: inout Int) {
        while !deferred, let next = pending.popLast() {
            steps += next.weight
            guard steps <= options.maxValuesPerObject else { continue }
            if let object = next.object {
                follow(object, label: Self.join(next.prefix, next.name), strength: next.strength, from: path, position: position)
                continue
            }
            guard let value = next.value else { continue }
            look(at: value, prefix: next.prefix, name: next.name, strength: next.strength, from: path, position: position, steps: &steps)
        }
    }

    /// Looks at one value found under `prefix` and `name`: follows it if it is an object, follows an
    /// array's objects in order, and puts the children of any other value that may hold references
    /// on `pending`.
    mutating func look(
        at value: Any, prefix: String?, name: String, strength: ReferenceStrength, from path: IDPath, position: Int,
        steps: inout Int
    ) {
        var inner = value
        var kind = role(of: inner)
        while kind == .optional {
            guard let optional = optionalTypes[ObjectIdentifier(type(of: inner))],
                case .some(.some(let wrapped)) = OpenedValues.wrapped(in: inner, as: optional) else { return }
            inner = wrapped
            kind = role(of: inner)
        }
        switch kind {
        case .optionalObject:
            guard let optional = optionalObjectTypes[ObjectIdentifier(type(of: inner))],
                let object = OpenedValues.wrappedObject(in: inner, as: optional) else { return }
            follow(object, label: Self.join(prefix, name), strength: strength, from: path, position: position)
        case .object:
            follow(Self.object(in: inner), label: Self.join(prefix, name), strength: strength, from: path, position: position)
        case .container:
            let label = Self.join(prefix, name)
            // An array's objects are followed here, in order, as they would be taken from `pending`.
            guard case .objectArray(let arrayType) = childSource(of: inner),
                let array = OpenedValues.objectArray(in: inner, as: arrayType) else {
                return push(children: inner, prefix: label)
            }
            for index in 0..<min(array.count, options.maxValuesPerObject) {
                steps += 1
                guard steps <= options.maxValuesPerObject else { break }
                follow(array.reflectedObject(at: index), label: elementLabels.label(index, in: label), strength: .strong, from: path, position: position)
            }
        case .leaf, .optional:
            break
        }
    }

    /// Records a reference to an object found in the object at `position`. The path to the
    /// object, a new string, is only built for an object not seen before.
    mutating func follow(_ object: AnyObject, label: String, strength: ReferenceStrength, from path: IDPath, position: Int) {
        if recorded != nil {
            recorded?.append(RecordedReference(object: object, label: label, strength: strength))
            return
        }
        if let known = nodeByObject[ObjectIdentifier(object)] {
            addReference(FoundReference(to: known, label: label, strength: strength))
        } else {
            followNew(object, label: label, strength: strength, from: path, position: position)
        }
    }

    /// Records a reference to an object not seen before, giving it a node (unless the walk is full).
    mutating func followNew(_ object: AnyObject, label: String, strength: ReferenceStrength, from path: IDPath, position: Int) {
        guard let added = add(object, path: path.child(label, of: position)) else { return }
        addReference(FoundReference(to: added, label: label, strength: strength))
    }

    /// Adds a reference to those found.
    mutating func addReference(_ reference: FoundReference) {
        references.append(reference)
    }
}
