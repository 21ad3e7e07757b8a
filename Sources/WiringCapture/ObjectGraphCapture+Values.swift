import WiringModel

/// Reading values: how the walk finds the children of a value and labels them.
extension ObjectGraphCapture {
    /// Puts a value's children on `pending`, last first, so they are taken in order.
    mutating func push(children subject: Any, object: AnyObject?, prefix: String?) {
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
    mutating func pushPayload(of subject: Any, prefix: String?) {
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
    mutating func pushMirrored(children subject: Any, prefix: String?) {
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
    mutating func push(labelled children: [StoredProperty], of subject: Any, prefix: String?) {
        let weak = ownership.weakFields(of: type(of: subject))
        for child in children.reversed() {
            let strength = weak.isEmpty ? .strong : weak[child.name] ?? .strong
            pending.append(PendingValue(value: child.value, weight: 1, prefix: prefix, name: child.name, strength: strength))
        }
    }

    /// A weak or unowned property's value, read through `Mirror` as the layout cannot load it.
    static func mirrorChild(of object: AnyObject, level: Int, index: Int, mirrors: inout [Mirror]) -> Any {
        if mirrors.isEmpty { mirrors.append(Mirror(reflecting: object)) }
        while mirrors.count <= level, let parent = mirrors.last?.superclassMirror { mirrors.append(parent) }
        let children = mirrors[min(level, mirrors.count - 1)].children
        return children[children.index(children.startIndex, offsetBy: index)].value
    }

    /// How the walk reads a value's children, worked out once per type.
    mutating func childSource(of subject: Any) -> ChildSource {
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

    /// The label of an element of the array found at `prefix`: `prefix[index]`.
    static func elementLabel(_ index: Int, in prefix: String) -> String {
        join(prefix, elementLabel(index))
    }

    /// The longest label built from a property path before it is cut short with `…`.
    static let maxLabelBytes = 256

    /// The object in a value whose role is `.object`, read in place when the value is the instance
    /// itself: `as AnyObject` goes through the runtime's bridging cast for every value.
    static func object(in value: Any) -> AnyObject {
        func open<T>(_ value: T) -> AnyObject {
            T.self is AnyClass ? unsafeBitCast(value, to: AnyObject.self) : value as AnyObject
        }
        return open(value)
    }

    static func classInstance(_ value: Any) -> AnyObject? {
        guard type(of: value) is AnyClass else { return nil }
        return value as AnyObject
    }

    /// Skips leaves (numbers, strings and the like) without building a mirror for every element.
    static func mayHoldReferences(_ value: Any) -> Bool {
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
