/// Type names that stay the same from build to build.
enum StableTypeName {
    /// The fully qualified name of a type, with the address-like context of
    /// local types (`(unknown context at $10fe1c)`) replaced by `(local)`.
    static func of(_ type: Any.Type) -> String {
        clean(String(reflecting: type))
    }

    static func clean(_ name: String) -> String {
        guard name.contains("(unknown context at ") else { return name }
        var result = ""
        var rest = Substring(name)
        while let start = rest.range(of: "(unknown context at ") {
            result += rest[..<start.lowerBound]
            result += "(local)"
            rest = rest[start.upperBound...]
            if let end = rest.firstIndex(of: ")") { rest = rest[rest.index(after: end)...] }
        }
        return result + rest
    }
}
