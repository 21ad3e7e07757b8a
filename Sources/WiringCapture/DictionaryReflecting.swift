/// Lets capture read a dictionary's entries without building mirrors.
///
/// A dictionary's mirror lists its entries as `(key:value:)` tuples in the dictionary's order; the
/// walk labels each entry's value by its key (`[key]`). These read the same entries and labels
/// straight from the dictionary.
protocol DictionaryReflecting {
    /// Whether the value type never holds references, so entries need not be read at all.
    static var valuesAreLeaves: Bool { get }
    /// Whether the key type is one of the standard library's plain values, described by its code.
    static var keysAreLeaves: Bool { get }
    /// The number of entries.
    var count: Int { get }
    /// The first `limit` entries in the dictionary's order, each as its value labelled `[key]` with
    /// the key's `String(describing:)`.
    func labelledEntries(limit: Int) -> [StoredProperty]
}

extension Dictionary: DictionaryReflecting {
    static var valuesAreLeaves: Bool { LeafTypes.contains(Value.self) }
    static var keysAreLeaves: Bool { LeafTypes.contains(Key.self) }

    func labelledEntries(limit: Int) -> [StoredProperty] {
        var entries: [StoredProperty] = []
        entries.reserveCapacity(Swift.min(count, Swift.max(limit, 0)))
        for (key, value) in self {
            guard entries.count < limit else { break }
            // A `String` describes itself; other keys go through `String(describing:)` as `Mirror`'s
            // path does (an optional key, say, is described as `Optional(…)`).
            let text = Key.self == String.self ? key as! String : String(describing: key)
            entries.append(StoredProperty(name: "[\(text)]", value: value, isLazy: false))
        }
        return entries
    }
}
