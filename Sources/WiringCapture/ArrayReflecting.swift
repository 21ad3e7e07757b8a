/// Lets capture read an array's elements without building a mirror.
///
/// An array's mirror lists its elements in order, unlabelled, as a collection; capture reads them
/// the same way straight from the array.
protocol ArrayReflecting {
    /// Whether the element type never holds references, so elements need not be read at all.
    static var elementsAreLeaves: Bool { get }
    /// Whether the element type is a class, so each element is an object.
    static var elementsAreObjects: Bool { get }
    /// The number of elements.
    var count: Int { get }
    /// The element at a position, as the array's mirror reports it.
    func reflectedElement(at index: Int) -> Any
    /// The address of the object at a position, when `elementsAreObjects` is `true`. The array
    /// keeps the object alive for as long as the array itself is kept.
    func reflectedObjectAddress(at index: Int) -> UnsafeRawPointer
    /// Reads the array stored at `address` (a stored property of this array type) and passes the
    /// addresses of its objects, in order, when `elementsAreObjects` is `true`. The array keeps the
    /// objects alive while `body` runs.
    static func withObjectAddresses(storedAt address: UnsafeRawPointer, _ body: (UnsafeBufferPointer<UnsafeRawPointer>) -> Void)
}

extension Array: ArrayReflecting {
    static var elementsAreLeaves: Bool { ClassFieldLayout.isLeaf(Element.self) }

    static var elementsAreObjects: Bool { Element.self is AnyClass }

    func reflectedElement(at index: Int) -> Any { self[index] }

    func reflectedObjectAddress(at index: Int) -> UnsafeRawPointer {
        withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress! + index).load(as: UnsafeRawPointer.self) }
    }

    static func withObjectAddresses(storedAt address: UnsafeRawPointer, _ body: (UnsafeBufferPointer<UnsafeRawPointer>) -> Void) {
        let array = address.assumingMemoryBound(to: Self.self).pointee
        array.withUnsafeBufferPointer { elements in
            guard let start = elements.baseAddress else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
            UnsafeRawPointer(start).withMemoryRebound(to: UnsafeRawPointer.self, capacity: elements.count) {
                body(UnsafeBufferPointer(start: $0, count: elements.count))
            }
        }
    }
}
