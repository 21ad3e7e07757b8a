/// Where a class keeps the references the walk follows, so that what they point at can be brought
/// into the caches before the walk reads it (see `CacheWarming`).
///
/// Holds the offsets of up to four properties: strong object properties and arrays of objects.
/// It holds no references itself, so reading one out of a table takes no reference count: a count
/// is an atomic operation, which would wait for every load before it and undo the point of loading
/// ahead.
struct ReferenceOffsets {
    private var offsets: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    /// Bit `i` is set when the property at `offsets.i` is an array of objects.
    private var arrays: UInt8 = 0
    /// How many offsets are held.
    private(set) var count = 0

    /// The offsets of a class's reference properties, in the layout's order.
    ///
    /// - Parameter layout: How the walk reads the class.
    init(_ layout: ObjectLayout) {
        for property in layout.properties where count < 4 {
            switch property.reading {
            case .object: append(property.field.offset, isArray: false)
            case .objectArray: append(property.field.offset, isArray: true)
            default: continue
            }
        }
    }

    private mutating func append(_ offset: Int, isArray: Bool) {
        guard let narrow = Int32(exactly: offset) else { return }
        withUnsafeMutableBytes(of: &offsets) { $0.storeBytes(of: narrow, toByteOffset: count * 4, as: Int32.self) }
        if isArray { arrays |= 1 << count }
        count += 1
    }

    /// The offset of the property at `index`, and whether it holds an array of objects.
    subscript(index: Int) -> (offset: Int, isArray: Bool) {
        let offset = withUnsafeBytes(of: offsets) { $0.load(fromByteOffset: index * 4, as: Int32.self) }
        return (Int(offset), arrays & (1 << index) != 0)
    }
}

/// Reads an array of objects in place from where it is stored, without copying the array (a
/// copy takes a reference count on its storage).
///
/// Only where there is no Objective-C runtime (`CacheWarming.readsObjectsAhead`): there an array
/// is always one pointer to native storage, its elements after a header whose size is measured
/// once; with one, an array of objects may be a bridged `NSArray`.
enum ArrayStorage {
    /// How far past its storage's address an array's first element lies.
    private static let elementsOffset: Int = {
        let probe: [AnyObject] = [ReferenceProbe()]
        return probe.withUnsafeBufferPointer { buffer in
            UnsafeRawPointer(buffer.baseAddress!) - unsafeBitCast(probe, to: UnsafeRawPointer.self)
        }
    }()

    /// Passes on the addresses of the first objects, up to `limit`, of the array of objects stored
    /// at `address`. Must only be called when `CacheWarming.readsObjectsAhead`.
    ///
    /// - Parameters:
    ///   - address: Where an `Array` of a class type is stored.
    ///   - limit: The most elements to pass on.
    ///   - body: Called with each element's address.
    static func forEachElement(storedAt address: UnsafeRawPointer, limit: Int, _ body: (UnsafeRawPointer) -> Void) {
        let storage = address.load(as: UnsafeRawPointer.self)
        // The element count is the first word of the header after the object's own two.
        let count = storage.load(fromByteOffset: elementsOffset - 2 * MemoryLayout<Int>.size, as: Int.self)
        for index in 0..<min(max(count, 0), limit) {
            body(storage.load(fromByteOffset: elementsOffset + index * MemoryLayout<Int>.size, as: UnsafeRawPointer.self))
        }
    }
}

private final class ReferenceProbe {}
