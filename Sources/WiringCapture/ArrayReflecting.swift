/// Lets capture read an array's elements without building a mirror.
///
/// An array's mirror lists its elements in order, unlabelled, as a collection; capture reads them
/// the same way straight from the array.
protocol ArrayReflecting {
    /// Whether the element type never holds references, so elements need not be read at all.
    static var elementsAreLeaves: Bool { get }
    /// The number of elements.
    var count: Int { get }
    /// The element at a position, as the array's mirror reports it.
    func reflectedElement(at index: Int) -> Any
}

extension Array: ArrayReflecting {
    static var elementsAreLeaves: Bool { ClassFieldLayout.isLeaf(Element.self) }

    func reflectedElement(at index: Int) -> Any { self[index] }
}
