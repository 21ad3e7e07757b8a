/// A generic type's qualified name without the arguments a use writes (`App.Model<App.Navigator>` is `App.Model`): a
/// registration whose factory writes none (`register { Model(…) }`, where Swift infers them) is of that type.
enum GenericTypeNames {
    /// The name without its last generic argument clause, or `nil` when the name does not end in one.
    static func withoutArguments(_ name: String) -> String? {
        guard name.hasSuffix(">") else { return nil }
        var depth = 0
        var index = name.endIndex
        while index > name.startIndex {
            index = name.index(before: index)
            switch name[index] {
            case ">" where index == name.startIndex || name[name.index(before: index)] != "-":
                depth += 1
            case "<":
                depth -= 1
                if depth == 0 { return index == name.startIndex ? nil : String(name[..<index]) }
            default:
                break
            }
        }
        return nil
    }
}
