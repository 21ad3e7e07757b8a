/// How the walk reads the children of values of one type.
enum ChildSource {
    /// A plain class: its stored properties, straight from the instance's memory.
    case fields(ObjectLayout)
    /// An array: its elements, straight from the array.
    case array(any ArrayReflecting.Type)
    /// A dictionary: its entries, straight from the dictionary, by key.
    case dictionary(any DictionaryReflecting.Type)
    /// A set: its elements, straight from the set, by description.
    case set(any SetReflecting.Type)
    /// A struct or tuple whose stored values `ValueLayout` can read: read in place.
    case stored(ValueLayout)
    /// An enum: its case's payload, from the runtime's reflection calls.
    case enumeration
    /// Anything else (custom mirrors, classes that cannot be read in place, structs with weak
    /// properties): through `Mirror`.
    case mirror
}
