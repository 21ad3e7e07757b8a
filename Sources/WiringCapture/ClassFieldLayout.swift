#if canImport(Glibc)
import Glibc
#endif
#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// Where the stored properties of a class live in its instances, listed as `Mirror` lists them,
/// so capture can read an object's references without building a mirror for every object.
///
/// `Mirror` looks up each property's name, type and offset in the runtime's reflection metadata
/// every time a child is read. The layout asks the same metadata once per class; reading a strong
/// property is then a copy from the instance's memory at the property's offset. Weak properties of
/// class type are loaded with the runtime's own weak load where there is no Objective-C runtime;
/// other weak and unowned properties keep going through `Mirror`, which knows how to load them.
struct ClassFieldLayout {
    /// One stored property.
    struct Field {
        /// The name `Mirror` reports, with lazy-storage decoration removed.
        let name: String
        /// Byte offset of the property's storage in an instance.
        let offset: Int
        /// The property's declared type.
        let type: Any.Type
        /// Whether the reference (if any) is strong; others are read through `Mirror`.
        let isStrong: Bool
        /// Whether the declared type holds no references (see `ClassFieldLayout.isLeaf`).
        let isLeaf: Bool
        /// Whether the declared type is a class or an optional class: storage is one object pointer.
        let isObjectPointer: Bool
        /// How many superclass steps up `Mirror` lists the property, and at which child index.
        let level: Int
        let index: Int
    }

    /// The properties, subclass first, then each superclass's, as `Mirror` and its
    /// `superclassMirror` chain list them.
    let fields: [Field]

    private static let lazyPrefix = "$__lazy_storage_$_"
    private static let maxSuperclassDepth = 256

    /// The layout of a class, read from the runtime's reflection metadata.
    ///
    /// - Parameter classType: The instance's dynamic class.
    init(of classType: AnyClass) {
        // The runtime numbers a class's properties superclass first; `Mirror` lists each class's own
        // properties before its superclass's. Each class owns the indices between its superclass's
        // count and its own.
        var fields: [Field] = []
        var current: AnyClass? = classType
        var level = 0
        while let type = current, level < Self.maxSuperclassDepth {
            let superclass: AnyClass? = _getSuperclass(type)
            let start = superclass.map { reflectionRecursiveCount($0) } ?? 0
            let end = reflectionRecursiveCount(type)
            for index in start..<max(start, end) {
                var metadata = FieldReflectionMetadata()
                let fieldType = reflectionRecursiveChildMetadata(classType, index: index, fieldMetadata: &metadata)
                defer { metadata.freeFunc?(metadata.name) }
                var name = metadata.name.map { String(cString: $0) } ?? ""
                if name.hasPrefix(Self.lazyPrefix) { name.removeFirst(Self.lazyPrefix.count) }
                fields.append(Field(
                    name: name, offset: reflectionRecursiveChildOffset(classType, index: index), type: fieldType,
                    isStrong: metadata.isStrong, isLeaf: Self.isLeaf(fieldType),
                    isObjectPointer: Self.isObjectPointer(fieldType), level: level, index: index - start))
            }
            current = superclass
            level += 1
        }
        self.fields = fields
    }

    /// Whether the layout reads a class the way `Mirror` does.
    ///
    /// The runtime entry points the layout uses exist on every platform, and for a class with an
    /// Objective-C ancestor (a `UIViewController` subclass, any `NSObject`) they answer from the
    /// Objective-C runtime's ivar offsets. Those offsets can slide when an SDK class grows, and
    /// nothing here can test that on every OS version, so such classes take the `Mirror` path,
    /// which the runtime keeps right; pure Swift classes, the common case, take the fast one.
    ///
    /// - Parameter classType: An instance's dynamic class.
    /// - Returns: `false` for classes that must be read through `Mirror`.
    static func canRead(_ classType: AnyClass) -> Bool {
        #if canImport(ObjectiveC)
        return !(classType is NSObject.Type)
        #else
        return true
        #endif
    }

    /// Copies a strong property's value out of an instance.
    ///
    /// - Parameters:
    ///   - field: A strong property of this layout.
    ///   - base: The instance's address.
    /// - Returns: The value, as `Mirror` would report it.
    static func value(of field: Field, at base: UnsafeRawPointer) -> Any {
        let address = base + field.offset
        func load<T>(_: T.Type) -> Any { address.assumingMemoryBound(to: T.self).pointee }
        return load(field.type)
    }

    /// The object a strong property of class or optional class type points to, or `nil`.
    ///
    /// - Parameters:
    ///   - field: A strong property whose `isObjectPointer` is `true`.
    ///   - base: The instance's address.
    /// - Returns: The object, without the cast from `Any` that `value(of:at:)` would need.
    static func object(of field: Field, at base: UnsafeRawPointer) -> AnyObject? {
        guard let pointer = (base + field.offset).load(as: UnsafeRawPointer?.self) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The object a weak property of optional class type points to, or `nil` once it is gone.
    ///
    /// Without the Objective-C runtime every weak reference is the Swift runtime's own, one word
    /// that `swift_weakLoadStrong` reads, as `Mirror` itself does; with it, a weak reference may be
    /// Objective-C's, so on Apple platforms (and wherever the load is not found) weak properties
    /// keep going through `Mirror`.
    ///
    /// - Parameters:
    ///   - field: A weak property whose `isObjectPointer` is `true`.
    ///   - base: The instance's address.
    /// - Returns: The object, or `nil` when the platform needs `Mirror` for it (see `canLoadWeak`).
    static func weakObject(of field: Field, at base: UnsafeRawPointer) -> AnyObject? {
        weakObject(storedAt: base + field.offset)
    }

    /// The object the weak reference stored at `address` points to, as `weakObject(of:at:)` reads it.
    static func weakObject(storedAt address: UnsafeRawPointer) -> AnyObject? {
        #if canImport(Glibc) && !canImport(ObjectiveC)
        guard let load = weakLoadStrong, let pointer = load(UnsafeMutableRawPointer(mutating: address)) else {
            return nil
        }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeRetainedValue()
        #else
        return nil
        #endif
    }

    /// Whether `weakObject(of:at:)` can read weak properties here: on Linux, when the runtime's weak
    /// load can be found.
    static var canLoadWeak: Bool {
        #if canImport(Glibc) && !canImport(ObjectiveC)
        return weakLoadStrong != nil
        #else
        return false
        #endif
    }

    /// Whether a native class type, or an optional of one, whose storage is a single (nullable) pointer.
    static func isObjectPointer(_ type: Any.Type) -> Bool {
        if type is AnyClass { return true }
        guard let optional = type as? any OptionalReflecting.Type else { return false }
        return optional.wrappedType is AnyClass
    }

    /// Whether a type's values never hold references: the plain types capture skips.
    ///
    /// - Parameter type: A type.
    /// - Returns: `true` for strings, numbers, `Bool`, `Character` and arrays of the common ones.
    static func isLeaf(_ type: Any.Type) -> Bool {
        type == String.self || type == Substring.self || type == Int.self || type == Double.self
            || type == Bool.self || type == Float.self || type == Character.self || type == [Int].self
            || type == [String].self || type == [Double].self || type == [UInt8].self
    }
}

#if canImport(Glibc) && !canImport(ObjectiveC)
/// The Swift runtime's load of a native weak reference (`swift_weakLoadStrong`): the object,
/// retained, or `nil`. Looked up once by name; a binary that does not export the runtime's symbols
/// (one linked statically) does not have it, and weak properties then go through `Mirror`.
private let weakLoadStrong: (@convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_weakLoadStrong") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?).self)
}()
#endif
