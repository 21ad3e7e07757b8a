/// The property wrapper an attribute names, through the type aliases the scan indexes.
enum WrapperNames {
    /// The last name of the wrapper `written` stands for in `file`: `Injected` for `@Inject` when
    /// a scanned file writes `typealias Inject = Injected`; `written`'s last name when no alias
    /// (outside `#if`) names it.
    static func resolve(_ written: String, in file: SourceFacts, context: [String] = [], index: TypeIndex) -> String {
        var components = written.split(separator: ".").map { TypeComponent(name: String($0), arguments: []) }
        var scope = LookupScope(module: file.module, context: context, imports: file.imports)
        for _ in 0..<16 {
            guard let (value, aliasScope) = index.aliasValue(for: components, in: scope),
                  case .named(let next) = value, !next.isEmpty
            else { break }
            components = next.map { TypeComponent(name: $0.name, arguments: []) }
            scope = aliasScope
        }
        return components.last?.name ?? written
    }
}
