/// Absolute paths of the scanned tree as the scanner and the readers of projects both write them:
/// normalized, relative to a base, split into folder and name; a target's name as a module name, and
/// the module the SwiftPM layout gives a path.
package enum SourceLayout {
    /// The module from the SwiftPM layout: the folder after the last `Sources` or `Tests`.
    package static func layoutModule(of relative: String) -> String? {
        let components = relative.split(separator: "/").map(String.init)
        guard components.count >= 3 else { return nil }
        for index in stride(from: components.count - 3, through: 0, by: -1)
        where components[index] == "Sources" || components[index] == "Tests" {
            return moduleName(components[index + 1])
        }
        return nil
    }

    /// A target name as a module name: characters that cannot appear in an identifier become `_`.
    package static func moduleName(_ target: String) -> String {
        var name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name.isEmpty ? "_" : name
    }

    /// A path with `.` and `..` resolved and no trailing slash.
    package static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    /// A path relative to `base`, with `../` where it lies outside.
    package static func relative(_ path: String, to base: String) -> String {
        let from = base.split(separator: "/")
        let to = normalized(path).split(separator: "/")
        var shared = 0
        while shared < from.count, shared < to.count, from[shared] == to[shared] { shared += 1 }
        return (Array(repeating: "..", count: from.count - shared) + to[shared...].map(String.init)).joined(separator: "/")
    }

    /// The folder holding a path (`.` for a bare name, `/` at the top).
    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// The last component of a path.
    package static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
