/// Lets capture read an array's elements without building a mirror.
///
/// An array's mirror lists its elements in order, unlabelled, as a collection; capture reads them
/// the same way, through the array's own subscript.
protocol ArrayReflecting {
    /// Whether the element type never holds references, so elements need not be read at all.
    static var elementsAreLeaves: Bool { get }
    /// Whether the element type is a class, so each element is an object.
    static var elementsAreObjects: Bool { get }
    /// The number of elements.
    var count: Int { get }
    /// The element at a position, as the array's mirror reports it.
    func reflectedElement(at index: Int) -> Any
    /// The object at a position, when `elementsAreObjects` is `true`.
    func reflectedObject(at index: Int) -> AnyObject
}

extension Array: ArrayReflecting {
    static var elementsAreLeaves: Bool { LeafTypes.contains(Element.self) }

    static var elementsAreObjects: Bool { Element.self is AnyClass }

    func reflectedElement(at index: Int) -> Any { self[index] }

    func reflectedObject(at index: Int) -> AnyObject { self[index] as AnyObject }
}
