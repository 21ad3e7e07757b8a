/// How the walk labels a set's elements of one type: `[description]`, as `ObjectGraphCapture.entry`
/// labels them, worked out once per type where the type alone decides it.
enum ElementLabelling {
    /// Every element of the type has this label: a class without a description of its own is
    /// described by its type's name alone.
    case byType(String)
    /// Each element is described: its mirror lists no key-value pair.
    case byDescription
    /// Each element goes through `entry` as it is: its type has a custom mirror, whose children
    /// can differ from one element to the next, or its mirror is a key-value pair.
    case throughMirror

    /// The labelling for elements of `element`'s type.
    init(of element: Any) {
        if element is any CustomReflectable {
            self = .throughMirror
            return
        }
        // Without a custom mirror, the children `entry` looks at are the type's stored properties
        // (a class's own ones), the same for every element; an enum's case has at most one.
        let children = Mirror(reflecting: element).children
        if children.count == 2, children.first?.label == "key" {
            self = .throughMirror
            return
        }
        let describedByItself = element is any CustomStringConvertible || element is any TextOutputStreamable
            || element is any CustomDebugStringConvertible
        if type(of: element) is AnyClass && !describedByItself {
            self = .byType("[\(String(describing: element))]")
        } else {
            self = .byDescription
        }
    }

    /// Whether labelling `element` this way runs code of its own type: a custom mirror, or a
    /// description other than the standard library's.
    func runsOwnCode(for element: Any) -> Bool {
        switch self {
        case .byType: false
        case .byDescription: !LeafTypes.contains(type(of: element))
        case .throughMirror: true
        }
    }
}
