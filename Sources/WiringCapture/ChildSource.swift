/// How the walk reads the children of values of one type.
enum ChildSource {
    /// A plain class: its stored properties, straight from the instance's memory.
    case fields(ObjectLayout)
    /// An array: its elements, straight from the array.
    case array
    /// A dictionary: skipped when empty, else read through `Mirror`.
    case dictionary(any DictionaryReflecting.Type)
    /// Anything else (structs, enums, tuples, dictionaries, custom mirrors): through `Mirror`.
    case mirror
}
