/// A type as written in source, before its names are qualified with their modules.
indirect enum TypeReference: Sendable, Hashable {
    /// `A.B<C>.D`: one or more components, each with its generic arguments.
    case named([TypeComponent])
    /// `T?` or `T!`.
    case optional(TypeReference)
    /// `[T]`.
    case array(TypeReference)
    /// `[K: V]`.
    case dictionary(TypeReference, TypeReference)
    /// `(A, B)`; `()` is an empty tuple.
    case tuple([TypeReference])
    /// `(A) -> B`.
    case function([TypeReference], TypeReference)
    /// `T.Type` or `T.Protocol`.
    case metatype(TypeReference, String)
    /// `A & B`.
    case composition([TypeReference])
    /// `any P` or `some P`: the runtime names the constraint.
    case existential(TypeReference)
    /// Anything the scanner does not model, as written.
    case verbatim(String)

    /// The last component's name of a named type (`Add` for `BoundaryList.Add<X>`).
    var lastName: String? {
        if case .named(let components) = self { return components.last?.name }
        return nil
    }

    /// The components of a named type, or `nil`.
    var components: [TypeComponent]? {
        if case .named(let components) = self { return components }
        return nil
    }
}

/// One dot-separated part of a named type: `Add<X>` in `BoundaryList.Add<X>`.
struct TypeComponent: Sendable, Hashable {
    /// The name.
    var name: String
    /// The generic arguments, in order.
    var arguments: [TypeReference]
}
