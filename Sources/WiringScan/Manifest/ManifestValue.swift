import SwiftSyntax

/// A value the manifest reader computes from `Package.swift`'s syntax: what the manifest would
/// hold at run time, as far as it can be known without running it.
indirect enum ManifestValue {
    case string(String, line: Int)
    case bool(Bool)
    case int(Int)
    /// `nil`, or a look-up in the (empty) environment.
    case nothing
    case array([ManifestValue])
    /// `.target(name: …)`, `Package(…)`, `.product(…)`, `.when(…)`: a call the reader keeps whole.
    case call(ManifestCall)
    /// `.linux`, `.iOS`, `.static`: a member named without a call.
    case member(String)
    /// A closure, for `map` and its kin.
    case closure(ClosureExprSyntax, ManifestScope)
    /// Something the reader cannot compute, with why and where.
    case unknown(String, line: Int)

    /// The string, when the value is one.
    var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    /// The elements, when the value is an array.
    var array: [ManifestValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The call, when the value is one.
    var call: ManifestCall? {
        if case .call(let call) = self { return call }
        return nil
    }

    /// The first thing the reader could not compute inside the value, if any.
    var firstUnknown: (reason: String, line: Int)? {
        switch self {
        case .unknown(let reason, let line): return (reason, line)
        case .array(let elements): return elements.lazy.compactMap(\.firstUnknown).first
        default: return nil
        }
    }
}

/// A call kept whole: its name, its arguments, and where it is written.
///
/// A class, as `Target` and `Product` are in PackageDescription: a loop over `package.targets`
/// that appends to `target.dependencies` changes the targets themselves.
final class ManifestCall {
    /// The called name without its type (`target` for `.target(…)` and `Target.target(…)`).
    let name: String
    /// The arguments in order, with their labels.
    var arguments: [(label: String?, value: ManifestValue)]
    /// The line that stands for the call: its own, or the outermost helper call that made it.
    let line: Int
    /// The lines the call spans, to tell a dependency written inside it from one that comes from a variable.
    let lines: ClosedRange<Int>

    init(name: String, arguments: [(label: String?, value: ManifestValue)], line: Int, lines: ClosedRange<Int>) {
        self.name = name
        self.arguments = arguments
        self.line = line
        self.lines = lines
    }

    /// The argument with a label, if present.
    subscript(label: String) -> ManifestValue? {
        get { arguments.first { $0.label == label }?.value }
        set {
            if let index = arguments.firstIndex(where: { $0.label == label }) {
                if let newValue { arguments[index].value = newValue } else { arguments.remove(at: index) }
            } else if let newValue {
                arguments.append((label, newValue))
            }
        }
    }

    /// The first unlabelled argument, if present.
    var firstUnlabelled: ManifestValue? {
        arguments.first { $0.label == nil }?.value
    }
}

/// The names visible where the reader computes: variables, and the declarations of the manifest.
final class ManifestScope {
    private var values: [String: ManifestValue] = [:]
    private let parent: ManifestScope?

    init(parent: ManifestScope? = nil) {
        self.parent = parent
    }

    /// The value of a name, looked up outward.
    func value(of name: String) -> ManifestValue? {
        values[name] ?? parent?.value(of: name)
    }

    /// Binds a name in this scope.
    func bind(_ name: String, _ value: ManifestValue) {
        values[name] = value
    }

    /// Changes a name where it is bound (outward), or binds it here.
    func assign(_ name: String, _ value: ManifestValue) {
        var scope: ManifestScope? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return
            }
            scope = current.parent
        }
        values[name] = value
    }
}
