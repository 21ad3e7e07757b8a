import WiringModel

/// How the walk reads the stored properties of one plain class: each property with how it holds
/// its value and how its value is read, worked out once per class from its `ClassFieldLayout`.
struct ObjectLayout {
    /// How one property's value is read.
    enum Reading {
        /// A type that holds no references: counted, never read.
        case leaf
        /// A strong class or optional-class property: one object pointer.
        case object
        /// A weak class property, loaded with the runtime's weak load.
        case weakObject
        /// A strong array of objects, read element by element, each labelled from `labels`.
        case objectArray(any ArrayReflecting.Type, ElementLabels)
        /// Any other strong property: copied out and walked as a value.
        case value
        /// A weak or unowned property the layout cannot load: read through `Mirror`.
        case mirrored
    }

    /// One stored property.
    struct Property {
        let field: ClassFieldLayout.Field
        let strength: ReferenceStrength
        let reading: Reading
    }

    /// The properties, in `ClassFieldLayout`'s order.
    let properties: [Property]

    /// The plan for a class.
    ///
    /// - Parameters:
    ///   - layout: The class's field layout.
    ///   - weak: The class's weak and unowned properties by name (see `FieldOwnership`).
    init(_ layout: ClassFieldLayout, weak: [String: ReferenceStrength]) {
        properties = layout.fields.map { field in
            let strength = weak[field.name] ?? .strong
            let reading: Reading =
                if field.isLeaf { .leaf }
                else if field.isStrong && field.isObjectPointer { .object }
                else if strength == .weak && field.isObjectPointer && ClassFieldLayout.canLoadWeak { .weakObject }
                else if field.isStrong, let array = field.type as? any ArrayReflecting.Type, array.elementsAreObjects {
                    .objectArray(array, ElementLabels(prefix: field.name))
                }
                else if field.isStrong { .value }
                else { .mirrored }
            return Property(field: field, strength: strength, reading: reading)
        }
    }
}

/// The labels of one property's array elements, `name[0]`, `name[1]` and on, each made once.
final class ElementLabels {
    private let prefix: String
    private var made: [String] = []
    /// Labels past this index are made each time, not kept.
    private static let kept = 4096

    init(prefix: String) {
        self.prefix = prefix
    }

    /// The label of the element at `index`.
    func label(_ index: Int) -> String {
        if index < made.count { return made[index] }
        guard index < Self.kept else { return ObjectGraphCapture.elementLabel(index, in: prefix) }
        while made.count <= index { made.append(ObjectGraphCapture.elementLabel(made.count, in: prefix)) }
        return made[index]
    }
}
