/// How the walk reads the children of values of one type.
enum ChildSource {
    /// An array: its elements, through its subscript.
    case array(any ArrayReflecting.Type)
    /// A dictionary: its entries, by key.
    case dictionary(any DictionaryReflecting.Type)
    /// A set: its elements, by description.
    case set(any SetReflecting.Type)
    /// Anything else (classes, structs, enums, tuples, custom mirrors): through `Mirror`.
    case mirror
}
