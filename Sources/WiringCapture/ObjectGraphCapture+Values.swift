import WiringModel

/// Reading values: how the walk finds the children of a value and labels them.
extension ObjectGraphCapture {
    /// A custom mirror can name itself as its own superclass mirror; real hierarchies are far shallower.
    static let maxSuperclassDepth = 256

    /// Puts a value's children on `pending`, last first, so they are taken in order.
    mutating func push(children subject: Any, prefix: String?) {
        let limit = options.maxValuesPerObject
        switch childSource(of: subject) {
        case .objectArray(let arrayType):
            guard let array = OpenedValues.objectArray(in: subject, as: arrayType) else {
                return pushMirrored(children: subject, prefix: prefix)
            }
            for index in stride(from: min(array.count, limit) - 1, through: 0, by: -1) {
                pending.append(PendingValue(object: array.reflectedObject(at: index), weight: 1, prefix: prefix, name: Self.elementLabel(index), strength: .strong))
            }
        case .array(let arrayType):
            guard let array = OpenedValues.array(in: subject, as: arrayType) else { return }
            let count = min(array.count, limit)
            if type(of: array).elementsAreLeaves {
                if count > 0 { pending.append(PendingValue(weight: count, prefix: nil, name: "", strength: .strong)) }
                return
            }
            for index in stride(from: count - 1, through: 0, by: -1) {
                pending.append(PendingValue(value: array.reflectedElement(at: index), weight: 1, prefix: prefix, name: Self.elementLabel(index), strength: .strong))
            }
        case .dictionary(let dictionaryType):
            // Keys other than the standard library's plain values are described by their own code.
            if recorded != nil && !dictionaryType.keysAreLeaves { return deferToWalk() }
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
        case .plainMirror:
            pushMirrored(children: subject, prefix: prefix, plain: true)
        case .mirror:
            // A custom mirror is the type's own code.
            if recorded != nil { return deferToWalk() }
            pushMirrored(children: subject, prefix: prefix)
        }
    }

    /// Puts the children `Mirror` lists for a value on `pending`, last first: a class's own stored
    /// properties, then each superclass's; a struct's or tuple's stored values; an enum case's
    /// payload, labelled by the case's name; or what a custom mirror lists.
    ///
    /// - Parameters:
    ///   - subject: The value.
    ///   - prefix: The path of the container `subject` was found in, if it is not the object read.
    ///   - plain: Whether `subject`'s type has no custom mirror, so its mirror is neither a
    ///     dictionary's nor a set's.
    mutating func pushMirrored(children subject: Any, prefix: String?, plain: Bool = false) {
        let limit = options.maxValuesPerObject
        var current = Mirror(reflecting: subject)
        if !plain, current.displayStyle == .dictionary || current.displayStyle == .set {
            // Hash order changes from run to run: label entries by key and sort them.
            let children = StoredProperty.all(of: subject, limit: limit).map(Self.entry).sorted { $0.name < $1.name }
            return push(labelled: children, of: subject, prefix: prefix)
        }
        let start = pending.count
        let declaredForSubject = declaredStrengths(of: type(of: subject))
        var depth = 1
        var read = 0
        // The mirrors are moved from one to the next, never copied: a copy retains each of its parts.
        while true {
            let declared = depth == 1 ? declaredForSubject : declaredStrengths(of: current.subjectType)
            // Iterated, not indexed: each step of an `AnyCollection`'s index boxes a new index.
            var index = 0
            for child in current.children {
                guard read < limit else { break }
                let name = child.label.map(StoredProperty.name(fromLabel:)) ?? Self.elementLabel(index)
                let strength = Self.strength(of: name, in: declared, orSubject: declaredForSubject)
                pending.append(PendingValue(value: child.value, weight: 1, prefix: prefix, name: name, strength: strength))
                index += 1
                read += 1
            }
            guard depth < Self.maxSuperclassDepth, read < limit, let parent = current.superclassMirror else { break }
            current = parent
            depth += 1
        }
        var (low, high) = (start, pending.count - 1)
        while low < high {
            pending.swapAt(low, high)
            low += 1
            high -= 1
        }
    }

    /// Puts a value's labelled children on `pending`, last first, each as strong as it is declared
    /// in the options for the value's type.
    mutating func push(labelled children: [StoredProperty], of subject: Any, prefix: String?) {
        let declared = declaredStrengths(of: type(of: subject))
        for child in children.reversed() {
            let strength = declared.isEmpty ? .strong : Self.strength(of: child.name, in: declared) ?? .strong
            pending.append(PendingValue(value: child.value, weight: 1, prefix: prefix, name: child.name, strength: strength))
        }
    }

    /// The properties of a type declared weak or unowned in the options, looked up once per type.
    mutating func declaredStrengths(of type: Any.Type) -> [DeclaredStrength] {
        if options.declaredStrengths.isEmpty { return [] }
        let key = ObjectIdentifier(type)
        if let known = strengths[key] { return known }
        let declared = (options.declaredStrengths[key] ?? [:]).map { DeclaredStrength(name: $0.key, strength: $0.value) }
            .sorted { $0.name < $1.name }
        strengths.insert(declared, for: key)
        return declared
    }

    /// A child's strength: declared for the type whose mirror lists it, else for the value read, else strong.
    static func strength(of name: String, in declared: [DeclaredStrength], orSubject subject: [DeclaredStrength]) -> ReferenceStrength {
        if declared.isEmpty && subject.isEmpty { return .strong }
        return strength(of: name, in: declared) ?? strength(of: name, in: subject) ?? .strong
    }

    /// The strength declared for a property among a type's few declarations, found by comparing
    /// names: cheaper than hashing the name for a dictionary.
    static func strength(of name: String, in declared: [DeclaredStrength]) -> ReferenceStrength? {
        for entry in declared where entry.name == name { return entry.strength }
        return nil
    }

    /// How the walk reads a value's children, worked out once per type.
    mutating func childSource(of subject: Any) -> ChildSource {
        let key = ObjectIdentifier(type(of: subject))
        if let known = sources[key] { return known }
        let source: ChildSource =
            if let array = type(of: subject) as? any ObjectArrayReflecting.Type { .objectArray(array) }
            else if let array = type(of: subject) as? any ArrayReflecting.Type { .array(array) }
            else if let dictionary = type(of: subject) as? any DictionaryReflecting.Type { .dictionary(dictionary) }
            else if let set = type(of: subject) as? any SetReflecting.Type { .set(set) }
            else if subject is any CustomReflectable { .mirror }
            else { .plainMirror }
        sources.insert(source, for: key)
        return source
    }

    /// What a value's dynamic type is to the walk, worked out once per type.
    mutating func role(of value: Any) -> ValueRole {
        let key = ObjectIdentifier(type(of: value))
        if let known = roles[key] { return known }
        if let optional = type(of: value) as? any OptionalObjectReflecting.Type {
            optionalObjectTypes.insert(optional, for: key)
            roles.insert(.optionalObject, for: key)
            return .optionalObject
        }
        if let optional = type(of: value) as? any OptionalReflecting.Type {
            optionalTypes.insert(optional, for: key)
            roles.insert(.optional, for: key)
            return .optional
        }
        let role: ValueRole =
            if type(of: value) is AnyClass { .object }
            else if LeafTypes.contains(type(of: value)) { .leaf }
            // Functions, metatypes and other values that are not structs, enums, tuples or classes
            // have no children without a custom mirror.
            else if !(value is any CustomReflectable) && Mirror(reflecting: value).displayStyle == nil { .leaf }
            else { .container }
        roles.insert(role, for: key)
        return role
    }

    /// The stable name of an object's class, worked out once per class.
    mutating func typeName(of object: AnyObject) -> String {
        let key = ObjectIdentifier(type(of: object))
        if let known = typeNames[key] { return known }
        let name = TypeName.stable(type(of: object))
        typeNames.insert(name, for: key)
        return name
    }

    /// `[0]` to `[63]`, made once: most arrays an object holds are short.
    static let elementLabels = (0..<64).map { "[\($0)]" }

    /// The label of an array element: `[index]`.
    static func elementLabel(_ index: Int) -> String {
        index < elementLabels.count ? elementLabels[index] : "[\(index)]"
    }

    /// The longest label built from a property path before it is cut short with `…`.
    static let maxLabelBytes = 256

    /// The object in a value whose role is `.object`.
    static func object(in value: Any) -> AnyObject {
        value as AnyObject
    }

    /// The class instance in `value`, if `value` is one.
    static func classInstance(_ value: Any) -> AnyObject? {
        guard type(of: value) is AnyClass else { return nil }
        return value as AnyObject
    }

    /// A set's element labelled as `entry(_:)` labels it, with what depends only on the element's type
    /// worked out once per type.
    mutating func setEntry(_ element: Any) -> StoredProperty {
        let key = ObjectIdentifier(type(of: element))
        let labelling: ElementLabelling
        if let known = elementLabelling[key] {
            labelling = known
        } else {
            labelling = ElementLabelling(of: element)
            elementLabelling.insert(labelling, for: key)
        }
        if recorded != nil, labelling.runsOwnCode(for: element) {
            deferToWalk()
            return StoredProperty(name: "", value: element, isLazy: false)
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
    static func join(_ prefix: String?, _ name: String) -> String {
        guard let prefix else { return name }
        // A value path is as deep as the data (an indirect enum list): past this length the
        // label stops growing, so a deep walk stays linear and labels stay readable.
        if prefix.utf8.count >= maxLabelBytes { return prefix.hasSuffix("…") ? prefix : prefix + "…" }
        if name.hasPrefix("[") || name.hasPrefix(".") { return prefix + name }
        return "\(prefix).\(name)"
    }
}
