/// One stored property as `Mirror` shows it, with `lazy` storage recognised.
struct StoredProperty {
    /// The property's name as written in source (without lazy-storage decoration).
    let name: String
    /// The stored value; for a `lazy var`, the optional storage.
    let value: Any
    /// Whether the property is a `lazy var`.
    let isLazy: Bool

    private static let lazyPrefix = "$__lazy_storage_$_"
    private static let maxSuperclassDepth = 256

    /// A property's name from the label `Mirror` gives its storage: a `lazy var`'s without the
    /// storage prefix, any other as it is.
    ///
    /// - Parameter label: A child's label.
    /// - Returns: The property's name.
    static func name(fromLabel label: String) -> String {
        // Most labels do not start with `$`: those are told apart by one byte.
        guard label.utf8.first == UInt8(ascii: "$"), label.hasPrefix(lazyPrefix) else { return label }
        return String(label.dropFirst(lazyPrefix.count))
    }

    /// The stored properties of a value, including those of superclasses up to (not including) `stop`.
    ///
    /// - Parameters:
    ///   - subject: The value to read.
    ///   - stop: A superclass whose properties (and its ancestors') are left out.
    ///   - limit: The most properties read; a custom mirror may claim any number.
    static func all(of subject: Any, stoppingAt stop: AnyClass? = nil, limit: Int = .max) -> [StoredProperty] {
        reflect(subject, stoppingAt: stop, limit: limit).properties
    }

    /// The stored properties of a value, as `all(of:stoppingAt:limit:)` lists them, with the value's
    /// display style, read from the same mirror.
    ///
    /// - Parameters:
    ///   - subject: The value.
    ///   - stop: A superclass whose properties (and its ancestors') are left out.
    ///   - limit: The most properties read; a custom mirror may claim any number.
    /// - Returns: The properties and the mirror's display style.
    static func reflect(
        _ subject: Any, stoppingAt stop: AnyClass? = nil, limit: Int = .max
    ) -> (properties: [StoredProperty], style: Mirror.DisplayStyle?) {
        var result: [StoredProperty] = []
        let first = Mirror(reflecting: subject)
        var mirror: Mirror? = first
        // A custom mirror can name itself as its own superclass mirror; real hierarchies are far shallower.
        var depth = 0
        while let current = mirror, depth < maxSuperclassDepth, result.count < limit {
            depth += 1
            if let stop, let subjectClass = current.subjectType as? AnyClass, subjectClass == stop { break }
            // Walked by index up to the limit: `prefix(_:)` and iterating an `AnyCollection` each wrap
            // it in another box, which cost more than reading the children.
            let children = current.children
            var position = children.startIndex
            var index = 0
            while position != children.endIndex && result.count < limit {
                let child = children[position]
                let label = child.label ?? "[\(index)]"
                let name = name(fromLabel: label)
                result.append(StoredProperty(name: name, value: child.value, isLazy: name.utf8.count != label.utf8.count))
                children.formIndex(after: &position)
                index += 1
            }
            mirror = current.superclassMirror
        }
        return (result, first.displayStyle)
    }
}

/// Lets capture see through an optional without knowing its wrapped type.
protocol OptionalReflecting {
    static var wrappedType: Any.Type { get }
    var wrappedValue: Any? { get }
}

extension Optional: OptionalReflecting {
    static var wrappedType: Any.Type { Wrapped.self }
    var wrappedValue: Any? {
        switch self {
        case .some(let value): value
        case .none: nil
        }
    }
}

/// Lets capture read an optional object without a cast from `Any`.
protocol OptionalObjectReflecting {
    var wrappedObject: AnyObject? { get }
}

extension Optional: OptionalObjectReflecting where Wrapped: AnyObject {
    var wrappedObject: AnyObject? { self }
}

/// Unwraps nested optionals: the value inside, or `nil` when any level is empty.
func unwrapped(_ value: Any) -> Any? {
    var current = value
    while let optional = current as? any OptionalReflecting {
        guard let inner = optional.wrappedValue else { return nil }
        current = inner
    }
    return current
}

/// The type inside nested optionals.
func unwrappedType(_ type: Any.Type) -> Any.Type {
    var current = type
    while let optional = current as? any OptionalReflecting.Type { current = optional.wrappedType }
    return current
}
