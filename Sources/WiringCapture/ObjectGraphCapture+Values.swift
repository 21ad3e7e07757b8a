import WiringModel

/// Reading values: how the walk finds the children of a value and labels them.
extension ObjectGraphCapture {
    /// A custom mirror can name itself as its own superclass mirror; real hierarchies are far shallower.
    static let maxSuperclassDepth = 256

    /// Puts a value's children on `pending`, last first, so they are taken in order.
    mutating func push(children subject: Any, prefix: String?) {
        let limit = options.maxValuesPerObject
        switch childSource(of: subject) {
        case .array(let arrayType):
            guard let array = OpenedValues.array(in: subject, as: arrayType) else { return }
            let count = min(array.count, limit)
            if type(of: array).elementsAreLeaves {
                if count > 0 { pending.append(PendingValue(weight: count, prefix: nil, name: "", strength: .strong)) }
                return
            }
            if type(of: array).elementsAreObjects {
                for index in stride(from: count - 1, through: 0, by: -1) {
                    pending.append(PendingValue(object: array.reflectedObject(at: index), weight: 1, prefix: prefix, name: Self.elementLabel(index), strength: .strong))
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
        case .mirror:
            pushMirrored(children: subject, prefix: prefix)
        }
    }

    /// Puts the children `Mirror` lists for a value on `pending`, last first: a class's own stored
    /// properties, then each superclass's; a struct's or tuple's stored values; an enum case's
    /// payload, labelled by the case's name; or what a custom mirror lists.
    mutating func pushMirrored(children subject: Any, prefix: String?) {
        let limit = options.maxValuesPerObject
        let first = Mirror(reflecting: subject)
        if first.displayStyle == .dictionary || first.displayStyle == .set {
            // Hash order changes from run to run: label entries by key and sort them.
            let children = StoredProperty.all(of: subject, limit: limit).map(Self.entry).sorted { $0.name < $1.name }
            return push(labelled: children, of: subject, prefix: prefix)
        }
        let start = pending.count
        let declaredForSubject = declaredStrengths(of: type(of: subject))
        var mirror: Mirror? = first
        var depth = 0
        var read = 0
        while let current = mirror, depth < Self.maxSuperclassDepth, read < limit {
            depth += 1
            let declared = depth == 1 ? declaredForSubject : declaredStrengths(of: current.subjectType)
            // Walked by index up to the limit: `prefix(_:)` and iterating an `AnyCollection` each wrap
            // it in another box, which cost more than reading the children.
            let children = current.children
            var position = children.startIndex
            var index = 0
            while position != children.endIndex && read < limit {
                let child = children[position]
                let name = child.label.map(StoredProperty.name(fromLabel:)) ?? Self.elementLabel(index)
                let strength = declared[name] ?? declaredForSubject[name] ?? .strong
                pending.append(PendingValue(value: child.value, weight: 1, prefix: prefix, name: name, strength: strength))
                children.formIndex(after: &position)
                index += 1
                read += 1
            }
            mirror = current.superclassMirror
        }
        pending[start...].reverse()
    }

    /// Puts a value's labelled children on `pending`, last first, each as strong as it is declared
    /// in the options for the value's type.
    mutating func push(labelled children: [StoredProperty], of subject: Any, prefix: String?) {
        let declared = declaredStrengths(of: type(of: subject))
        for child in children.reversed() {
            let strength = declared.isEmpty ? .strong : declared[child.name] ?? .strong
            pending.append(PendingValue(value: child.value, weight: 1, prefix: prefix, name: child.name, strength: strength))
        }
    }

    /// The properties of a type declared weak or unowned in the options, looked up once per type.
    mutating func declaredStrengths(of type: Any.Type) -> [String: ReferenceStrength] {
        if options.declaredStrengths.isEmpty { return [:] }
        let key = ObjectIdentifier(type)
        if let known = strengths[key] { return known }
        let declared = options.declaredStrengths[key] ?? [:]
        strengths.insert(declared, for: key)
        return declared
    }

    /// How the walk reads a value's children, worked out once per type.
    mutating func childSource(of subject: Any) -> ChildSource {
        let key = ObjectIdentifier(type(of: subject))
        if let known = sources[key] { return known }
        let source: ChildSource =
            if let array = type(of: subject) as? any ArrayReflecting.Type { .array(array) }
            else if let dictionary = type(of: subject) as? any DictionaryReflecting.Type { .dictionary(dictionary) }
            else if let set = type(of: subject) as? any SetReflecting.Type { .set(set) }
            else { .mirror }
        sources.insert(source, for: key)
        return source
    }

    /// What a value's dynamic type is to the walk, worked out once per type.
    mutating func role(of value: Any) -> ValueRole {
        let key = ObjectIdentifier(type(of: value))
        if let known = roles[key] { return known }
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
