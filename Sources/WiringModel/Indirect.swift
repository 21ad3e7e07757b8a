/// A value kept on the heap behind one reference.
///
/// A struct that holds a rarely set field as `Indirect<Value>?` pays eight bytes for it when it is
/// `nil` rather than the field's full size, so large arrays of such structs take less memory to
/// write, read and free. Equal and hashed by value, like the value itself.
struct Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The heap storage; never changed once made, so copies share it safely.
    private final class Storage: Sendable {
        let value: Value

        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    /// Keeps a value out of line.
    init(_ value: Value) { storage = Storage(value) }

    /// The value kept.
    var value: Value { storage.value }

    static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.storage === rhs.storage || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
