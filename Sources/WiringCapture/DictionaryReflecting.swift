/// Lets capture read a dictionary's entries without building mirrors.
///
/// A dictionary's mirror lists its entries as `(key:value:)` tuples in the dictionary's order; the
/// walk labels each entry's value by its key (`[key]`). These read the same entries and labels
/// straight from the dictionary.
protocol DictionaryReflecting {
    /// The first `limit` entries in the dictionary's order, each as its value labelled `[key]` with
    /// the key's `String(describing:)`.
    func labelledEntries(limit: Int) -> [(label: String, value: Any)]
}

extension Dictionary: DictionaryReflecting {
    func labelledEntries(limit: Int) -> [(label: String, value: Any)] {
        var entries: [(label: String, value: Any)] = []
        entries.reserveCapacity(Swift.min(count, Swift.max(limit, 0)))
        for (key, value) in self {
            guard entries.count < limit else { break }
            // A `String` describes itself; other keys go through `String(describing:)` as `Mirror`'s
            // path does (an optional key, say, is described as `Optional(…)`).
            let text = Key.self == String.self ? key as! String : String(describing: key)
            entries.append((label: "[\(text)]", value: value))
        }
        return entries
    }
}
