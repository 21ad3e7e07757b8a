import WiringModel

/// Where the stored values of a struct or tuple type lie in its values' memory, so the walk reads
/// them there instead of through `Mirror`.
///
/// For a type without a custom mirror, `Mirror` lists exactly the values the runtime's reflection
/// metadata describes, in that order, each labelled by its name (a tuple's unlabelled element as
/// `.0`, `.1`…). The layout keeps those labels, offsets and types, worked out once per type, and
/// reads each value as `Mirror` copies it: with the type the metadata gives, existentials included.
/// A weak property of optional class type is loaded with the runtime's weak load where
/// `ClassFieldLayout` loads one (Linux); types with another weak or unowned stored property have no
/// layout: `Mirror` loads those through their reference storage, so they are still read through it.
struct ValueLayout {
    /// How one stored value is read.
    enum Reading {
        /// A strong class instance or optional one: a single (nullable) object pointer.
        case object
        /// A weak optional class instance, loaded with the runtime's weak load.
        case weakObject
        /// Anything else: copied out as its declared type.
        case value
    }

    /// One stored value.
    struct Element {
        /// Its label as `Mirror` shows it, with a `lazy var`'s storage prefix dropped.
        let label: String
        /// Its offset in the value.
        let offset: Int
        /// Its declared type.
        let type: Any.Type
        /// How it is read.
        let reading: Reading
        /// How it holds what it refers to: `.weak` for a weak property, else `.strong`.
        let strength: ReferenceStrength
    }

    /// The type laid out.
    let type: Any.Type
    /// The stored values, in `Mirror`'s order.
    let elements: [Element]

    private static let lazyPrefix = "$__lazy_storage_$_"

    /// The layout of a struct or tuple type, or `nil` when one of its stored properties is unowned,
    /// weak where the weak load is not used, or has a label that is not UTF-8.
    ///
    /// - Parameter type: A struct or tuple type without a custom mirror.
    init?(of type: Any.Type) {
        var elements: [Element] = []
        let count = reflectionRecursiveCount(type)
        elements.reserveCapacity(max(count, 0))
        for index in 0..<max(count, 0) {
            var field = FieldReflectionMetadata()
            let fieldType = reflectionRecursiveChildMetadata(type, index: index, fieldMetadata: &field)
            defer { field.freeFunc?(field.name) }
            guard let name = field.name, var label = String(validatingCString: name) else { return nil }
            if label.hasPrefix(Self.lazyPrefix) { label = String(label.dropFirst(Self.lazyPrefix.count)) }
            let isObjectPointer = ClassFieldLayout.isObjectPointer(fieldType)
            let reading: Reading
            if field.isStrong {
                reading = isObjectPointer ? .object : .value
            } else {
                // A weak reference is always optional; an unowned one is not (see `FieldOwnership`).
                guard isObjectPointer, fieldType is any OptionalReflecting.Type, ClassFieldLayout.canLoadWeak else { return nil }
                reading = .weakObject
            }
            elements.append(Element(
                label: label, offset: reflectionRecursiveChildOffset(type, index: index), type: fieldType,
                reading: reading, strength: reading == .weakObject ? .weak : .strong))
        }
        self.type = type
        self.elements = elements
    }

    /// Passes the address of `value`'s stored bytes to `body`, when `value` holds exactly the type
    /// laid out (not another existential wrapping it).
    ///
    /// - Returns: Whether `body` ran.
    func withStorage(of value: Any, _ body: (UnsafeRawPointer) -> Void) -> Bool {
        func open<T>(_ value: T) -> Bool {
            guard T.self == type else { return false }
            withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
            return true
        }
        return open(value)
    }

    /// The object an `.object` or `.weakObject` element points to, or `nil`.
    static func object(of element: Element, at base: UnsafeRawPointer) -> AnyObject? {
        if element.reading == .weakObject { return ClassFieldLayout.weakObject(storedAt: base + element.offset) }
        guard let pointer = (base + element.offset).load(as: UnsafeRawPointer?.self) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// A copy of the element in the value at `base`, in an `Any`, as `Mirror` gives it.
    static func value(of element: Element, at base: UnsafeRawPointer) -> Any {
        let address = base + element.offset
        func load<T>(_: T.Type) -> Any { address.assumingMemoryBound(to: T.self).pointee }
        return load(element.type)
    }
}
