/// Lets capture see that a dictionary is empty without building a mirror.
///
/// An empty dictionary's mirror has no children; a non-empty one is still read through `Mirror`.
protocol DictionaryReflecting {
    /// Whether `value`, a dictionary of this type, has no entries.
    static func isEmptyDictionary(_ value: Any) -> Bool
}

extension Dictionary: DictionaryReflecting {
    static func isEmptyDictionary(_ value: Any) -> Bool {
        (value as? Self)?.isEmpty ?? false
    }
}
