/// Small `Mirror` helpers for reading Swinject's internal stored properties.
///
/// Swinject's properties are `internal` or `private`, so their names are the only
/// contract; every reader treats a missing property as "nothing recorded" rather
/// than failing, so a later Swinject that renames one loses a fact, not the capture.
enum Reflection {
    /// The stored properties of a value, including those its superclasses declare.
    static func children(of value: Any) -> [(label: String?, value: Any)] {
        var result: [(label: String?, value: Any)] = []
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            result += current.children.map { ($0.label, $0.value) }
            mirror = current.superclassMirror
        }
        return result
    }

    /// The value of the stored property called `label`, with optionals unwrapped;
    /// `nil` when there is no such property or it holds `nil`.
    static func child(_ label: String, of value: Any) -> Any? {
        children(of: value).first { $0.label == label }.flatMap { unwrapped($0.value) }
    }

    /// The value inside nested optionals, or `nil` when any level is empty.
    static func unwrapped(_ value: Any) -> Any? {
        var current = value
        while Mirror(reflecting: current).displayStyle == .optional {
            guard let inner = Mirror(reflecting: current).children.first?.value else { return nil }
            current = inner
        }
        return current
    }

    /// The class instance a value holds directly (not through an optional or a collection).
    static func object(_ value: Any) -> AnyObject? {
        Mirror(reflecting: value).displayStyle == .class ? value as AnyObject : nil
    }

    /// The elements of a collection or the `(key, value)` pairs of a dictionary.
    static func elements(of value: Any) -> [Any] {
        Mirror(reflecting: value).children.map(\.value)
    }

    /// Whether `value` is an instance of `type`: a subclass, a conforming type, or the type itself.
    ///
    /// The metatype is opened as a generic parameter, so this is the same check as
    /// `value is T` — a question about types that builds and resolves nothing.
    static func value(_ value: Any, isInstanceOf type: Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { value is T }
        return check(type)
    }
}
