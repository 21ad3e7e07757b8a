/// How the walk reads the children of values of one type.
enum ChildSource {
    /// An array of class instances: its objects, through its subscript.
    case objectArray(any ObjectArrayReflecting.Type)
    /// Any other array: its elements, through its subscript.
    case array(any ArrayReflecting.Type)
    /// A dictionary: its entries, by key.
    case dictionary(any DictionaryReflecting.Type)
    /// A set: its elements, by description.
    case set(any SetReflecting.Type)
    /// A class, struct, enum or tuple without a custom mirror: through `Mirror`, whose display style
    /// is fixed by the type, so the mirror is never a dictionary's or a set's.
    case plainMirror
    /// Anything else (custom mirrors): through `Mirror`.
    case mirror
}
