/// Writes a type as a runtime capture names it (`String(reflecting:)`): module-qualified,
/// sugar spelled out (`Swift.Optional<Swift.Array<App.Car>>`).
struct TypeNameWriter {
    let index: TypeIndex

    /// Names of the standard library, Foundation and the wiring frameworks, by module.
    private static let known: [String: String] = {
        var known: [String: String] = [:]
        for name in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                     "Double", "Float", "Bool", "String", "Character", "Substring", "Array", "Dictionary", "Set",
                     "Optional", "Result", "Never", "AnyObject", "AnyHashable", "Error", "Hashable", "Equatable",
                     "Comparable", "Sendable", "Codable", "Identifiable", "ContiguousArray", "ArraySlice"] {
            known[name] = "Swift"
        }
        for name in ["URL", "Data", "Date", "UUID", "URLSession", "URLRequest", "NotificationCenter", "UserDefaults",
                     "FileManager", "Bundle", "JSONDecoder", "JSONEncoder", "DateFormatter", "Locale", "TimeZone",
                     "Calendar", "DispatchQueue", "NSLock", "OperationQueue", "ProcessInfo"] {
            known[name] = "Foundation"
        }
        for name in ["InputPort", "Factory", "Empty", "BoundaryList", "AnyBoundaryList", "Resolved", "AnyBoundary"] {
            known[name] = "Boundaries"
        }
        known["Box"] = "SwincyBox"
        for name in ["Container", "Resolver", "Assembler", "Assembly", "ServiceEntry", "ObjectScope"] {
            known[name] = "Swinject"
        }
        for name in ["UIApplication", "UIDevice", "UIScreen", "UIWindow", "UIViewController", "UINavigationController",
                     "UITabBarController", "UIStoryboard", "UIPasteboard", "UIImage", "UIColor", "UIView", "UIFont"] {
            known[name] = "UIKit"
        }
        return known
    }()

    /// The runtime name of a type written in a scope.
    ///
    /// - Parameters:
    ///   - reference: The type as written.
    ///   - scope: Where it was written.
    /// - Returns: The qualified name; a name neither scanned nor well known stays as written.
    func name(_ reference: TypeReference, in scope: LookupScope) -> String {
        name(reference, in: scope, depth: 0)
    }

    private func name(_ reference: TypeReference, in scope: LookupScope, depth: Int) -> String {
        switch reference {
        case .named(let components):
            // Qualified once: for the alias it may name, then for the name itself.
            let qualified = index.qualified(components, in: scope)
            if depth < 16, let qualified, components.allSatisfy({ $0.arguments.isEmpty }),
               let (value, aliasScope) = index.aliasValue(named: qualified.name) {
                return name(value, in: aliasScope, depth: depth + 1)
            }
            return named(components, in: scope, qualified: qualified)
        case .optional(let wrapped):
            return "Swift.Optional<\(name(wrapped, in: scope))>"
        case .array(let element):
            return "Swift.Array<\(name(element, in: scope))>"
        case .dictionary(let key, let value):
            return "Swift.Dictionary<\(name(key, in: scope)), \(name(value, in: scope))>"
        case .tuple(let elements):
            return "(" + elements.map { name($0, in: scope) }.joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map { name($0, in: scope) }.joined(separator: ", ") + ") -> " + name(result, in: scope)
        case .metatype(let base, let specifier):
            return "\(name(base, in: scope)).\(specifier)"
        case .composition(let elements):
            return elements.map { name($0, in: scope) }.joined(separator: " & ")
        case .existential(let constraint):
            return name(constraint, in: scope)
        case .verbatim(let text):
            return text
        }
    }

    private func named(_ components: [TypeComponent], in scope: LookupScope, qualified: (qualifier: String, name: String)?) -> String {
        guard let head = components.first else { return "" }
        if components.count == 1 {
            switch head.name {
            case "Void": return "()"
            case "Any": return "Any"
            default: break
            }
        }
        let arguments = { (component: TypeComponent) -> String in
            component.arguments.isEmpty
                ? "" : "<" + component.arguments.map { self.name($0, in: scope) }.joined(separator: ", ") + ">"
        }
        if let (qualifier, qualified) = qualified {
            // No arguments to add: the qualified name is the answer.
            if components.allSatisfy({ $0.arguments.isEmpty }) { return qualified }
            // Each component again, with its arguments, after what qualifies the name.
            var text = qualifier
            for component in components {
                text += (text.isEmpty ? "" : ".") + component.name + arguments(component)
            }
            return text
        }
        var text = ""
        if let module = Self.known[head.name], !index.modules.contains(head.name) { text = module }
        for component in components {
            text += (text.isEmpty ? "" : ".") + component.name + arguments(component)
        }
        return text
    }
}
