/// Helpers for the fully qualified type names a snapshot records.
package enum TypeName {
    /// The name without module prefixes, for labels.
    ///
    /// Each qualified name inside `type` loses its first component, so nested
    /// types keep their outer type: `App.Model.Plugin` → `Model.Plugin`,
    /// `Swift.Array<App.Car>` → `Array<Car>`.
    ///
    /// - Parameter type: A fully qualified type name.
    /// - Returns: The same name with module prefixes removed.
    package static func unqualified(_ type: String) -> String {
        if let ascii = type.utf8.withContiguousStorageIfAvailable(asciiUnqualified), let result = ascii { return result }
        var result = ""
        var token = ""
        func flush() {
            if let dot = token.firstIndex(of: "."), token.first?.isLetter == true || token.first == "_" {
                result += token[token.index(after: dot)...]
            } else {
                result += token
            }
            token = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                token.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// `unqualified(_:)` worked on bytes, for ASCII names (nearly all of them), where a letter is
    /// `A`–`Z` or `a`–`z` and a number `0`–`9`; `nil` for a name with any other byte.
    private static func asciiUnqualified(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var tokenStart = 0
        func flush(_ end: Int) {
            let token = bytes[tokenStart..<end]
            if let first = token.first, first == UInt8(ascii: "_") || isASCIILetter(first),
                let dot = token.firstIndex(of: UInt8(ascii: ".")) {
                result += token[(dot + 1)...]
            } else {
                result += token
            }
        }
        for (index, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return nil }
            if isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") {
                continue
            }
            flush(index)
            result.append(byte)
            tokenStart = index + 1
        }
        flush(bytes.count)
        return String(decoding: result, as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The module a type is declared in: the first component of its name.
    ///
    /// - Parameter type: A fully qualified type name (`any` and `some` prefixes are skipped).
    /// - Returns: The module name, or the whole name when it has no module prefix.
    package static func module(of type: String) -> String {
        var name = Substring(type)
        for prefix in ["any ", "some ", "(", "["] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        let end = name.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? name.endIndex
        return String(name[..<end])
    }

    /// Whether two types are declared in the same module: `module(of: first) == module(of: second)`,
    /// without making either module's name when both names are ASCII.
    ///
    /// - Parameters:
    ///   - first: A fully qualified type name.
    ///   - second: Another one.
    /// - Returns: Whether their modules are the same.
    package static func sameModule(_ first: String, _ second: String) -> Bool {
        var (first, second) = (first, second)
        let answer = first.withUTF8 { first in
            second.withUTF8 { second -> Bool? in
                guard let left = asciiModuleRange(of: first), let right = asciiModuleRange(of: second) else { return nil }
                return UnsafeBufferPointer(rebasing: first[left]).elementsEqual(UnsafeBufferPointer(rebasing: second[right]))
            }
        }
        return answer ?? (module(of: first) == module(of: second))
    }

    /// Where `module(of:)` finds the module in a name whose module part is ASCII (where a letter
    /// is `A`–`Z` or `a`–`z` and a number `0`–`9`, and every character is one byte); `nil` for any
    /// other name.
    ///
    /// The name is read up to the first ASCII byte that is not part of a name: what follows it
    /// cannot change where the module ends (a character that starts with that byte is not part of
    /// a name either), so a long generic name is not read to its end.
    private static func asciiModuleRange(of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = 0
        func skip(_ prefix: StaticString) {
            let prefix = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            if bytes.count - start >= prefix.count && bytes[start..<(start + prefix.count)].elementsEqual(prefix) {
                start += prefix.count
            }
        }
        // The same prefixes in the same order as `module(of:)`.
        skip("any ")
        skip("some ")
        skip("(")
        skip("[")
        for index in start..<bytes.count {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            let partOfName = isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            if !partOfName { return start..<index }
        }
        return start..<bytes.count
    }

    /// The fully qualified name of a type, the same from build to build.
    ///
    /// `String(reflecting:)` names a type declared inside a function with the
    /// address of its context (`App.(unknown context at $10fe1c).Helper`); that
    /// part becomes `(local)`, so ids built from type names never carry addresses.
    ///
    /// - Parameter type: Any type.
    /// - Returns: Its stable, fully qualified name.
    package static func stable(_ type: Any.Type) -> String {
        stable(String(reflecting: type))
    }

    /// A type name as `stable(_:)` writes it: each `(unknown context at …)` becomes `(local)`.
    ///
    /// - Parameter name: A name from `String(reflecting:)`.
    /// - Returns: The name without address-like contexts.
    package static func stable(_ name: String) -> String {
        guard name.contains("(unknown context at ") else { return name }
        var result = ""
        var rest = Substring(name)
        while let start = rest.firstRange(of: "(unknown context at ") {
            result += rest[..<start.lowerBound]
            result += "(local)"
            rest = rest[start.upperBound...]
            if let end = rest.firstIndex(of: ")") { rest = rest[rest.index(after: end)...] }
        }
        return result + rest
    }
}
