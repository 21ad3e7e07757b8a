import SwiftSyntax

/// The properties and methods of values that the interpreter models — the set to extend when
/// real manifests need more — and the instance members the manifest itself adds to a type.
/// Anything else called on a value is unknown: a method of the library on a value is carried as an
/// opaque value (`ManifestInterpreter+Carried.swift`), any other call has its footprint marked.
extension ManifestInterpreter {
    /// Array members modelled here and in `mutate` (a manifest that declares one of its own is not read).
    package static let arrayMembers: Set<String> = Set([
        "count", "isEmpty", "first", "last", "map", "flatMap", "compactMap", "filter", "forEach", "contains", "allSatisfy",
        "reduce", "joined", "reversed", "sorted", "enumerated", "dropFirst", "dropLast", "prefix", "suffix", "lazy",
    ]).union(mutatingMethods)
    package static let stringMembers: Set<String> = [
        "count", "isEmpty", "lowercased", "uppercased", "hasPrefix", "hasSuffix", "contains", "split", "description",
        "replacingOccurrences", "dropFirst", "dropLast", "prefix", "suffix", "append", "components", "replacing", "appending",
    ]
    package static let dictionaryMembers: Set<String> = ["keys", "values", "count", "isEmpty", "map", "flatMap", "compactMap", "filter", "forEach"]

    /// Whether a member the interpreter models on a string, array or dictionary is named: inside a
    /// member the manifest adds to one, a bare `prefix(1)` or `count` is that member of `self`.
    func isModelledMember(_ name: String, of value: ManifestValue) -> Bool {
        switch value {
        case .string: Self.stringMembers.contains(name) || name == "capitalized"
        case .array: Self.arrayMembers.contains(name)
        case .dictionary:
            Self.dictionaryMembers.contains(name) || (name == "merging" && !vocabulary.dictionaryTypes.isEmpty)
                || vocabulary.dictionarySetters[name] != nil
        default: false
        }
    }

    /// The type whose instance members the manifest may add for a value.
    private func owners(of value: ManifestValue) -> [String] {
        switch value {
        case .array: ["Array", "Sequence", "Collection", "RandomAccessCollection", "BidirectionalCollection"]
        case .string: ["String", "StringProtocol"]
        case .dictionary: ["Dictionary"] + vocabulary.dictionaryTypes.sorted()
        case .object(let object): object.type.isEmpty ? vocabulary.owners(ofFactory: object.name) : [object.type]
        default: []
        }
    }

    /// An instance member the manifest declares for a value's type, if any.
    /// A type of the manifest's also has what the extensions of its protocols add, where it does
    /// not declare that member itself.
    func declaredMember(_ name: String, of value: ManifestValue) -> [InstanceMember] {
        let own = owners(of: value).flatMap { instanceMembers[$0]?[name] ?? [] }
        guard own.isEmpty, let type = value.object?.type, let protocols = conformances[type] else { return own }
        return protocols.flatMap { instanceMembers[$0]?[name] ?? [] }
    }

    // MARK: Properties

    package func property(_ name: String, of value: ManifestValue, at node: some SyntaxProtocol, in scope: ManifestScope) throws(ManifestStop)
        -> ManifestValue {
        let here = line(of: node)
        if case .unknown = value { return value }
        let all = declaredMember(name, of: value)
        if !all.isEmpty {
            // A method of the same name is another member (`name` beside `name(_:)`): read without a call, the property is meant.
            let properties = all.filter { if case .function = $0 { false } else { true } }
            let declared = properties.isEmpty ? all : properties
            guard declared.count == 1, case .getter(let body, let type) = declared[0] else {
                return .unknown(unmodelled(node, "'.\(name)', which the manifest declares more than once or as a method"))
            }
            let inner = ManifestScope(parent: global)
            inner.bind("self", value)
            return try result(of: body, in: inner, returning: type.map(Self.typeName), line: here)
        }
        switch value {
        case .type(let type):
            // A metatype held in a value (`static let features = Features.self`): its members are the type's statics.
            return try staticMember(name, of: type, arguments: nil, at: node, in: scope)
        case .object(let object):
            if object.type == "ProcessInfo", name == "environment", readsBuildEnvironment {
                return BuildEnvironment.value(line: here)
            }
            if object.type == BuildEnvironment.type {
                return .unknown(ManifestUnknown(
                    reason: "'.\(name)' of the environment: which variables whoever builds the package sets is not known", line: here))
            }
            if object.type == "ProcessInfo" {
                return .unknown(ManifestUnknown(
                    reason: "'ProcessInfo.processInfo.\(name)' is the environment of whoever builds the package, which a scan cannot know",
                    line: here))
            }
            // A path's `pathString` is the string it was made from (`.relativeToRoot("Projects/App").pathString`).
            if name == "pathString", object.type.isEmpty || object.type == "Path", vocabulary.factories["Path"]?.contains(object.name) == true,
               object.arguments.count == 1, object.arguments[0].label == nil, case .string(let text, _) = object.arguments[0].value {
                return .string(text, line: here)
            }
            return objectProperty(name, of: object, line: here)
        case .array(let elements):
            switch name {
            case "count": return .int(elements.count)
            case "isEmpty": return .bool(elements.isEmpty)
            case "first": return elements.first ?? .nothing
            case "last": return elements.last ?? .nothing
            case "lazy": return value
            default: break
            }
        case .tuple(let elements, let labels):
            // An element by label (`module.name`) or by position (`pair.0`).
            if let index = labels.firstIndex(of: name) { return elements[index] }
            if let position = Int(name), elements.indices.contains(position) { return elements[position] }
        case .string(let text, _):
            switch name {
            case "count", "capitalized": try budget.work(text.utf8.count / 16 + 1, line: here)
            default: break
            }
            switch name {
            case "count": return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            case "description": return value
            case "capitalized":
                // Foundation's (a manifest's own `capitalized`, declared on String, is called before this):
                // each word's first letter in upper case, the rest in lower case.
                var result = ""
                var startsWord = true
                for character in text {
                    result += startsWord ? character.uppercased() : character.lowercased()
                    startsWord = character.isWhitespace
                }
                return .string(result, line: here)
            default: break
            }
        case .dictionary(let entries):
            switch name {
            case "keys", "values": try budget.work(entries.count, line: here)
            default: break
            }
            switch name {
            case "keys": return .array(entries.map(\.key))
            case "values": return .array(entries.map(\.value))
            case "count": return .int(entries.count)
            case "isEmpty": return .bool(entries.isEmpty)
            default: break
            }
        case .range(let low, let high):
            switch name {
            case "count": return .int(high - low)
            case "isEmpty": return .bool(high == low)
            case "lowerBound": return .int(low)
            case "upperBound": return .int(high)
            default: break
            }
        case .int(let number):
            if name == "description" { return .string(String(number), line: here) }
        default: break
        }
        return .unknown(unmodelled(node, "'.\(name)' of this value"))
    }

    /// A property of a library object: an argument it was made with, or the default the library gives.
    package func objectProperty(_ name: String, of object: ManifestObject, line: Int) -> ManifestValue {
        if let poisoned = object.poisoned { return .unknown(poisoned) }
        if name == "swiftLanguageVersions", let modes = object["swiftLanguageModes"] { return modes }
        if let value = object[name] { return value }
        switch name {
        case "type":
            if let kind = vocabulary.targetTypes[object.name] { return .member(kind) }
        case "isTest":
            if let kind = vocabulary.targetTypes[object.name] { return .bool(kind == vocabulary.testTargetType) }
        case "dependencies", "targets", "products", "exclude", "platforms", "swiftSettings", "cSettings", "cxxSettings",
             "linkerSettings", "resources", "plugins", "providers", "traits":
            return .array([])
        case "path", "sources", "url", "publicHeadersPath", "pkgConfig", "checksum", "swiftLanguageModes", "defaultLocalization",
             "cLanguageStandard", "cxxLanguageStandard", "condition", "package":
            return .nothing
        default: break
        }
        return .unknown(ManifestUnknown(reason: "'.\(name)' of '\(object.name)(…)' is not read", line: line))
    }

    // MARK: Methods

    package func method(
        _ name: String, of value: ManifestValue, arguments: [Argument], at call: FunctionCallExprSyntax, in scope: ManifestScope,
        expecting: String? = nil, declaredType: String? = nil
    ) throws(ManifestStop) -> ManifestValue {
        let here = line(of: call)
        if case .unknown(let unknown) = value {
            if unknown.isOpaque, let carried = try carriedCall(name, on: value, arguments: arguments, at: call, in: scope) { return carried }
            try footprint(Syntax(call), unknown, in: scope)
            return value
        }
        // A metatype held in a value: a call of one of the type's statics.
        if case .type(let type) = value { return try staticMember(name, of: type, arguments: arguments, at: call, in: scope) }
        let declared = declaredMember(name, of: value)
        if !declared.isEmpty {
            let functions = declared.compactMap { member -> ManifestFunction? in
                if case .function(let function) = member { return function }
                return nil
            }
            // A property of the same name beside methods (`name` and `name(_:)`) is not what a call with arguments names.
            let uncertain = declared.contains { if case .uncertain = $0 { true } else { false } }
            guard functions.count == declared.count || (!functions.isEmpty && !uncertain && !arguments.isEmpty) else {
                return try unknownExpression(call, in: scope)
            }
            return try callOverloaded(functions, receiver: value, arguments: arguments, at: call, in: scope)
        }
        // A trailing closure drops its label: `first { … }` is `first(where:)`, `contains { … }` is `contains(where:)`.
        let labels = arguments.map { argument in
            argument.isTrailingClosure && argument.label == nil && arguments.count == 1 && ["first", "contains"].contains(name) ? "where" : argument.label
        }
        if case .dictionary(let entries) = value, name == "merging", labels == [nil], !vocabulary.dictionaryTypes.isEmpty,
           case .dictionary(let other) = try evaluate(arguments[0].expression, in: scope, expecting: vocabulary.dictionaryTypes.sorted().first) {
            return try merging(entries, other, at: call)
        }
        if case .dictionary(let entries) = value, let set = try librarySetter(name, on: entries, arguments: arguments, at: call, in: scope) {
            return set
        }
        // Tuist's `Environment.name.getBoolean(default:)` of a variable not set: the default.
        if case .nothing = value, generatesWithTuist, ["getBoolean", "getString"].contains(name), labels == ["default"] {
            return try evaluate(arguments[0].expression, in: scope, expecting: nil)
        }
        var elements: [ManifestValue]
        switch value {
        case .array(let items): elements = items
        case .range(let low, let high):
            try budget.allocate(32 + 16 * (high - low), line: here)
            elements = (low..<high).map { .int($0) }
        case .dictionary(let entries) where Self.dictionaryMembers.contains(name):
            elements = entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }
        case .string(let text, let at):
            return try stringMethod(name, text, at: at, arguments: arguments, call: call, in: scope)
        default:
            if let carried = try carriedCall(name, on: value, arguments: arguments, at: call, in: scope) { return carried }
            return try unknownExpression(call, in: scope)
        }
        // A closure argument, or a key path (`\.name`) read on each element.
        func transform() throws(ManifestStop) -> ((ManifestValue) throws(ManifestStop) -> ManifestValue)? {
            guard arguments.count == 1 else { return nil }
            if let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self) {
                var names: [(String, MemberAccessExprSyntax)] = []
                for component in keyPath.components {
                    guard case .property(let property) = component.component else { return nil }
                    let access = MemberAccessExprSyntax(declName: property.declName)
                    names.append((property.declName.baseName.declaredName, access))
                }
                return { [unowned self] (element: ManifestValue) throws(ManifestStop) -> ManifestValue in
                    var current = element
                    for (name, access) in names { current = try property(name, of: current, at: access, in: scope) }
                    return current
                }
            }
            guard case .closure(let closure) = try evaluate(arguments[0].expression, in: scope, expecting: nil) else { return nil }
            // What the closure gives is of the type the place expects of each element (`[TargetDependency]`
            // for `cases.map { .feature($0) }`), as Swift infers it: implicit members in it are looked up there.
            let gives: String? = switch name {
            case "map", "compactMap": Self.elementType(of: expecting)
            case "flatMap": Self.elementType(of: expecting) == nil ? nil : expecting
            default: nil
            }
            return { [unowned self] (element: ManifestValue) throws(ManifestStop) -> ManifestValue in
                try callClosure(closure, with: [element], at: call, returning: gives)
            }
        }
        switch (name, labels) {
        case ("map", [nil]), ("flatMap", [nil]), ("compactMap", [nil]), ("filter", [nil]), ("forEach", [nil]),
             ("allSatisfy", [nil]), ("contains", ["where"]), ("first", ["where"]):
            guard let body = try transform() else { return try unknownExpression(call, in: scope) }
            var result: [ManifestValue] = []
            for element in elements {
                try budget.step(line: here)
                let mapped = try body(element)
                if case .unknown = mapped { return mapped }
                switch (name, mapped) {
                case ("map", _): result.append(mapped)
                case ("flatMap", .array(let inner)): result += inner
                case ("compactMap", .nothing): break
                case ("compactMap", _): result.append(mapped)
                case ("filter", .bool(let keep)): if keep { result.append(element) }
                case ("forEach", _): break
                case ("allSatisfy", .bool(let holds)): if !holds { return .bool(false) }
                case ("contains", .bool(let holds)): if holds { return .bool(true) }
                case ("first", .bool(let holds)): if holds { return element }
                default: return .unknown(unmodelled(call, "'\(name)' of values the reader cannot combine"))
                }
                try budget.allocate(16, line: here)
            }
            switch name {
            case "forEach": return .nothing
            case "allSatisfy": return .bool(true)
            case "contains": return .bool(false)
            case "first": return .nothing
            default: return .array(result)
            }
        case ("reduce", [nil, nil]):
            var accumulated = try evaluate(arguments[0].expression, in: scope, expecting: nil)
            guard case .closure(let closure) = try evaluate(arguments[1].expression, in: scope, expecting: nil) else {
                return try unknownExpression(call, in: scope)
            }
            for element in elements {
                accumulated = try callClosure(closure, with: [accumulated, element], at: call)
                if case .unknown = accumulated { return accumulated }
                try budget.allocate(accumulated.cost, line: here)
            }
            return accumulated
        case ("contains", [nil]):
            // `.demo` is looked up in the elements' enum, else in the element type written for the list
            // (`targets: Set<MicroFeatureTarget>` given `[]`), as Swift infers it.
            let element = elements.lazy.compactMap(Self.enumType).first ?? Self.elementType(of: declaredType)
            let wanted = try evaluate(arguments[0].expression, in: scope, expecting: element)
            for element in elements {
                guard let same = try equal(element, wanted, line: here) else { return .unknown(unmodelled(call, "'contains' of values the reader cannot compare")) }
                if same { return .bool(true) }
            }
            return .bool(false)
        case ("joined", []):
            var result: [ManifestValue] = []
            if elements.allSatisfy({ $0.string != nil }) {
                let text = elements.compactMap(\.string).joined()
                try budget.allocate(32 + text.utf8.count, line: here)
                return .string(text, line: here)
            }
            for element in elements {
                guard case .array(let inner) = element else { return .unknown(unmodelled(call, "'joined()' of these values")) }
                result += inner
            }
            try budget.allocate(32 + 16 * result.count, line: here)
            return .array(result)
        case ("joined", ["separator"]):
            guard case .string(let glue, _) = try evaluate(arguments[0].expression, in: scope, expecting: "String") else {
                return .unknown(unmodelled(call, "a separator the reader cannot compute"))
            }
            let parts = elements.compactMap(\.string)
            guard parts.count == elements.count else { return .unknown(unmodelled(call, "'joined(separator:)' of values that are not strings")) }
            let size = parts.reduce(0) { $0 + $1.utf8.count } + glue.utf8.count * max(0, parts.count - 1)
            try budget.allocate(32 + size, line: here)
            return .string(parts.joined(separator: glue), line: here)
        case ("reversed", []):
            try budget.work(elements.count, line: here)
            return .array(elements.reversed())
        case ("sorted", []):
            try budget.work(elements.count * (Int.bitWidth - elements.count.leadingZeroBitCount), line: here)
            let texts = elements.compactMap(\.string)
            guard texts.count == elements.count else { return .unknown(unmodelled(call, "'sorted()' of values that are not strings")) }
            return .array(zip(texts, elements).sorted { $0.0 < $1.0 }.map(\.1))
        case ("enumerated", []):
            try budget.allocate(32 + 48 * elements.count, line: here)
            return .array(elements.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        case ("dropFirst", []), ("dropLast", []), ("dropFirst", [nil]), ("dropLast", [nil]), ("prefix", [nil]), ("suffix", [nil]):
            var count = 1
            if let argument = arguments.first {
                guard case .int(let written) = try evaluate(argument.expression, in: scope, expecting: "Int"), written >= 0 else {
                    return .unknown(unmodelled(call, "a count the reader cannot compute"))
                }
                count = written
            }
            try budget.work(elements.count, line: here)
            switch name {
            case "dropFirst": return .array(Array(elements.dropFirst(count)))
            case "dropLast": return .array(Array(elements.dropLast(count)))
            case "prefix": return .array(Array(elements.prefix(count)))
            default: return .array(Array(elements.suffix(count)))
            }
        default:
            if let carried = try carriedCall(name, on: value, arguments: arguments, at: call, in: scope) { return carried }
            return try unknownExpression(call, in: scope)
        }
    }

    private func stringMethod(
        _ name: String, _ text: String, at place: Int, arguments: [Argument], call: FunctionCallExprSyntax, in scope: ManifestScope
    ) throws(ManifestStop) -> ManifestValue {
        let here = line(of: call)
        // The first or last characters (a `Substring`, which is read as the string it holds).
        if ["prefix", "suffix", "dropFirst", "dropLast"].contains(name), arguments.count <= 1, arguments.first?.label == nil {
            var count = 1
            if let argument = arguments.first {
                guard case .int(let value) = try evaluate(argument.expression, in: scope, expecting: "Int"), value >= 0 else {
                    return .unknown(unmodelled(call, "'\(name)' with an argument the reader cannot compute"))
                }
                count = value
            } else if name == "prefix" || name == "suffix" {
                return try unknownExpression(call, in: scope)
            }
            try budget.work(text.utf8.count / 16 + 1, line: here)
            let result = switch name {
            case "prefix": String(text.prefix(count))
            case "suffix": String(text.suffix(count))
            case "dropFirst": String(text.dropFirst(count))
            default: String(text.dropLast(count))
            }
            return .string(result, line: place)
        }
        var strings: [String] = []
        for argument in arguments {
            guard case .string(let value, _) = try evaluate(argument.expression, in: scope, expecting: "String") else {
                return .unknown(unmodelled(call, "'\(name)' with an argument the reader cannot compute"))
            }
            strings.append(value)
        }
        let labels = arguments.map(\.label)
        // Each of these walks the string (and its arguments) once.
        try budget.work((text.utf8.count + strings.reduce(0) { $0 + $1.utf8.count }) / 16 + 1, line: here)
        switch (name, labels) {
        case ("appending", [nil]):
            // Foundation's `appending(_:)`: the string followed by the one given.
            try budget.allocate(32 + text.utf8.count + strings[0].utf8.count, line: here)
            return .string(text + strings[0], line: place)
        case ("lowercased", []): return .string(text.lowercased(), line: place)
        case ("uppercased", []): return .string(text.uppercased(), line: place)
        case ("hasPrefix", [nil]): return .bool(text.hasPrefix(strings[0]))
        case ("hasSuffix", [nil]): return .bool(text.hasSuffix(strings[0]))
        case ("contains", [nil]):
            return .bool(strings[0].isEmpty ? true : text.contains(strings[0]))
        case ("split", ["separator"]):
            guard strings[0].count == 1, let separator = strings[0].first else { return .unknown(unmodelled(call)) }
            try budget.allocate(32 + text.utf8.count * 2, line: here)
            return .array(text.split(separator: separator).map { .string(String($0), line: place) })
        case ("components", ["separatedBy"]):
            // Foundation's: an empty separator leaves the string whole.
            let pieces = strings[0].isEmpty ? [text] : text.pieces(separatedBy: strings[0])
            try budget.allocate(32 + text.utf8.count * 2, line: here)
            return .array(pieces.map { .string($0, line: place) })
        case ("replacingOccurrences", ["of", "with"]), ("replacing", [nil, "with"]):
            guard !strings[0].isEmpty else { return .string(text, line: place) }
            let result = text.pieces(separatedBy: strings[0]).joined(separator: strings[1])
            try budget.allocate(32 + result.utf8.count, line: here)
            return .string(result, line: place)
        default:
            if let carried = try carriedCall(name, on: .string(text, line: place), arguments: arguments, at: call, in: scope, evaluated: true) {
                return carried
            }
            return try unknownExpression(call, in: scope)
        }
    }
}

private extension String {
    /// The pieces between occurrences of a non-empty separator (Foundation's `components(separatedBy:)`).
    func pieces(separatedBy separator: String) -> [String] {
        var pieces: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(ofText: separator) {
            pieces.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        pieces.append(String(rest))
        return pieces
    }
}

private extension Substring {
    func firstRange(ofText other: String) -> Range<Substring.Index>? {
        guard !other.isEmpty else { return nil }
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(other) { return start..<index(start, offsetBy: other.count) }
            start = index(after: start)
        }
        return nil
    }
}

extension ManifestInterpreter {
    /// The library's `merging(_:)` of a settings dictionary (ProjectDescription declares it on
    /// `SettingsDictionary`): the other's value wins for a key both hold, new keys come after.
    func merging(_ entries: [(key: ManifestValue, value: ManifestValue)], _ other: [(key: ManifestValue, value: ManifestValue)],
                 at call: FunctionCallExprSyntax) throws(ManifestStop) -> ManifestValue {
        let here = line(of: call)
        var merged = entries
        for entry in other {
            var found: Int?
            for index in merged.indices {
                guard let same = try equal(merged[index].key, entry.key, line: here) else {
                    return .unknown(unmodelled(call, "'merging(_:)' of keys the reader cannot compare"))
                }
                if same { found = index; break }
            }
            if let found { merged[found].value = entry.value } else { merged.append(entry) }
        }
        try budget.allocate(32 * merged.count + 32, line: here)
        return .dictionary(merged)
    }
}
