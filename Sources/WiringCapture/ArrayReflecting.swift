/// Lets capture read an array's elements without building a mirror.
///
/// An array's mirror lists its elements in order, unlabelled, as a collection; capture reads them
/// the same way, through the array's own subscript.
protocol ArrayReflecting {
    /// Whether the element type never holds references, so elements need not be read at all.
    static var elementsAreLeaves: Bool { get }
    /// The number of elements.
    var count: Int { get }
    /// The element at a position, as the array's mirror reports it.
    func reflectedElement(at index: Int) -> Any
}

/// An array whose elements are class instances, read as objects without a cast.
protocol ObjectArrayReflecting {
    /// The number of elements.
    var count: Int { get }
    /// The object at a position.
    func reflectedObject(at index: Int) -> AnyObject
}

extension Array: ArrayReflecting {
    static var elementsAreLeaves: Bool { LeafTypes.contains(Element.self) }

    func reflectedElement(at index: Int) -> Any { self[index] }
}

extension Array: ObjectArrayReflecting where Element: AnyObject {
    func reflectedObject(at index: Int) -> AnyObject { self[index] }
}
