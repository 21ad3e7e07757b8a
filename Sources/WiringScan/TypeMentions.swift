/// Where one file names types: in live code, in code that serves only previews and tests, or
/// inside the declaration of another type (whose own use then decides). What `NotLiveCode` reads
/// to tell the types only previews and tests make.
///
/// A mention is a capitalised word outside comments (`MockClient(`, `: MockClient`,
/// `[MockClient]`, an enum case's payload): a type is made from where it is named, whether the
/// code calls its initializer, lets a macro make it, or names it as a generic argument. A word in a
/// string counts too, which can only keep a type live. A type's mentions inside its own
/// declaration or extensions are not counted.
struct TypeMentions: Sendable {
    /// Names mentioned in live code outside any type (top-level code, global functions).
    var live: Set<String> = []
    /// Names mentioned in code that is not the live graph: `#Preview`, a `PreviewProvider` type,
    /// a `previewValue` or `testValue`.
    var apart: Set<String> = []
    /// Names mentioned inside another type's declaration or extension, with the innermost such type's name.
    var owners: [String: Set<String>] = [:]

    /// Every name mentioned here, whatever the code.
    var all: Set<String> { live.union(apart).union(owners.keys) }

    /// The names among `names` mentioned here, whatever the code.
    ///
    /// - Parameter names: The names asked about.
    func all(among names: Set<String>) -> Set<String> {
        var found = live.filter(names.contains)
        found.formUnion(apart.lazy.filter(names.contains))
        found.formUnion(owners.keys.lazy.filter(names.contains))
        return found
    }

    /// Reads the mentions of one file.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - types: The types and extensions the file declares (their names and lines).
    ///   - apart: The line spans of the file's code that is not the live graph.
    init(bytes: UnsafeBufferPointer<UInt8>, types: [DeclaredType], apart: [ClosedRange<Int>]) {
        let spans = types.compactMap { type -> (name: String, lines: ClosedRange<Int>)? in
            guard let name = type.path.last, type.lastLine >= type.line else { return nil }
            return (name, type.line...type.lastLine)
        }
        var line = 1
        var index = 0
        let count = bytes.count
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
                || byte >= 0x80
        }
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                index += 1
            } else if byte == 0x2F, index + 1 < count, bytes[index + 1] == 0x2F {
                // `//` to the end of the line.
                while index < count, bytes[index] != 0x0A { index += 1 }
            } else if byte == 0x2F, index + 1 < count, bytes[index + 1] == 0x2A {
                // `/* … */`, nested as Swift nests them.
                var depth = 0
                while index < count {
                    if bytes[index] == 0x2F, index + 1 < count, bytes[index + 1] == 0x2A {
                        depth += 1
                        index += 2
                    } else if bytes[index] == 0x2A, index + 1 < count, bytes[index + 1] == 0x2F {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        if bytes[index] == 0x0A { line += 1 }
                        index += 1
                    }
                }
            } else if isWordByte(byte) {
                let start = index
                while index < count, isWordByte(bytes[index]) { index += 1 }
                // `import App` names a module, not a type.
                if index - start == 6, start == 0 || bytes[start - 1] != 0x2E,
                   zip(bytes[start..<index], "import".utf8).allSatisfy({ $0 == $1 }) {
                    while index < count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                // A capitalised word not spelled as a macro (`#Preview`) or an attribute's name.
                guard byte >= 0x41, byte <= 0x5A else { continue }
                if start > 0, bytes[start - 1] == 0x23 { continue }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                note(name, line: line, spans: spans, apart: apart)
            } else {
                index += 1
            }
        }
    }

    private mutating func note(_ name: String, line: Int, spans: [(name: String, lines: ClosedRange<Int>)], apart: [ClosedRange<Int>]) {
        var innermost: (name: String, lines: ClosedRange<Int>)?
        for span in spans where span.lines.contains(line) {
            // Inside its own declaration or extension: not a use.
            if span.name == name { return }
            if innermost.map({ span.lines.lowerBound >= $0.lines.lowerBound && span.lines.count <= $0.lines.count }) ?? true {
                innermost = span
            }
        }
        if apart.contains(where: { $0.contains(line) }) {
            self.apart.insert(name)
        } else if let owner = innermost {
            owners[name, default: []].insert(owner.name)
        } else {
            live.insert(name)
        }
    }
}
