/// Absolute paths of the scanned tree as the scanner and the readers of projects both write them:
/// normalized, relative to a base, split into folder and name; a target's name as a module name, and
/// the module the SwiftPM layout gives a path.
package enum SourceLayout {
    /// The module from the SwiftPM layout: the folder after the last `Sources` or `Tests`.
    package static func layoutModule(of relative: String) -> String? {
        // Split on the bytes: `/` is one byte in UTF-8 and never part of another character's bytes.
        let components = relative.utf8.split(separator: slash)
        guard components.count >= 3 else { return nil }
        for index in stride(from: components.count - 3, through: 0, by: -1)
        where components[index].elementsEqual("Sources".utf8) || components[index].elementsEqual("Tests".utf8) {
            return moduleName(String(decoding: components[index + 1], as: UTF8.self))
        }
        return nil
    }

    private static let slash = UInt8(ascii: "/")

    /// A target name as a module name: characters that cannot appear in an identifier become `_`.
    package static func moduleName(_ target: String) -> String {
        if isASCIIIdentifier(target) { return target }
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

    /// Whether a name is made of ASCII letters, digits and `_` only, and does not start with a digit:
    /// a module name as it is, with no character to check one by one.
    private static func isASCIIIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }

    /// The folder holding a path (`.` for a bare name, `/` at the top).
    package static func parent(of path: String) -> String {
        guard let last = path.utf8.lastIndex(of: slash) else { return "." }
        let parent = String(decoding: path.utf8[..<last], as: UTF8.self)
        return parent.isEmpty ? "/" : parent
    }

    /// The last component of a path.
    package static func lastComponent(_ path: String) -> String {
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return path }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != slash { start = bytes.index(before: start) }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
