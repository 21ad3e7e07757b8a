import Swinject
import WiringModel

/// The reading of Swinject's type names: stable names and arguments types.
enum SwinjectTypeName {
    /// The stable name of a type (see `TypeName.stable(_:)`).
    static func of(_ type: Any.Type) -> String {
        TypeName.stable(type)
    }

    /// The arguments a factory takes besides its resolver, or `nil` when it takes none.
    ///
    /// Swinject keys a registration by the factory's whole parameter list:
    /// `any Swinject.Resolver` for `{ r in … }`, `(any Swinject.Resolver, Swift.Int)`
    /// for `{ (r, arg: Int) in … }`. The resolver is dropped, one argument is
    /// named on its own and several stay a tuple. A list that does not start with
    /// the resolver (a plugin's own `_register`) is kept whole.
    static func arguments(_ argumentsType: Any.Type) -> String? {
        let resolver = of((any Resolver).self)
        let name = of(argumentsType)
        if name == resolver { return nil }
        let prefix = "(\(resolver), "
        guard name.hasPrefix(prefix), name.hasSuffix(")") else { return name }
        let rest = String(name.dropFirst(prefix.count).dropLast())
        return topLevelCommaCount(rest) == 0 ? rest : "(\(rest))"
    }

    /// The wrapped type of `Swinject.Lazy<T>` or `Swinject.Provider<T>`, which resolve `T`'s registration.
    static func unwrappingLazy(_ name: String) -> String {
        for wrapper in ["Swinject.Lazy<", "Swinject.Provider<"] where name.hasPrefix(wrapper) && name.hasSuffix(">") {
            return String(name.dropFirst(wrapper.count).dropLast())
        }
        return name
    }

    private static func topLevelCommaCount(_ text: String) -> Int {
        var depth = 0
        var count = 0
        for character in text {
            switch character {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case "," where depth == 0: count += 1
            default: break
            }
        }
        return count
    }
}
