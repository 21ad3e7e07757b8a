/// A manifest's `// swift-tools-version:` as SwiftPM reads it, and what follows from it: the
/// language mode the manifest is compiled in.
package enum ToolsVersion {
    /// The tools version a manifest declares, or why SwiftPM would not read it.
    ///
    /// The specification is the first line that is not blank: the comment marker `//`, the label
    /// `swift-tools-version:` in any case, and a version `X.Y[.Z]`. Before 5.4 it had to be the very
    /// first line, with exactly one space after `//` and none after the colon; from 6.0 on it may
    /// stand on a later line.
    package static func declared(in text: Substring) -> Result<[Int], ManifestUnknown> {
        let first = parse(line: text, atStart: true)
        if case .success = first { return first }
        // SwiftPM looks further down for a 6.0 or later specification.
        var rest = text
        var line = 1
        while let newline = rest.firstIndex(where: \.isNewline) {
            rest = rest[rest.index(after: newline)...]
            line += 1
            if case .success(let version) = parse(line: rest, atStart: false), !precedes(version, [6, 0, 0]) {
                return .success(version)
            }
            if line > 10_000 { break }
        }
        return first
    }

    private static func parse(line text: Substring, atStart: Bool) -> Result<[Int], ManifestUnknown> {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let leading = text[..<start]
        let end = text[start...].firstIndex(where: \.isNewline) ?? text.endIndex
        let specification = text[start..<end]
        let markerEnd = specification.firstIndex { $0 != "/" && $0 != "*" } ?? specification.endIndex
        let failure = Result<[Int], ManifestUnknown>.failure(ManifestUnknown(
            reason: "the manifest's first line is not a '// swift-tools-version:' SwiftPM reads", line: 1))
        guard specification[..<markerEnd] == "//" else { return failure }
        let labelStart = specification[markerEnd...].firstIndex { !$0.isWhitespace } ?? specification.endIndex
        let spacingAfterMarker = specification[markerEnd..<labelStart]
        let label = "swift-tools-version:"
        guard specification[labelStart...].lowercased().hasPrefix(label) else { return failure }
        let afterLabel = specification.index(labelStart, offsetBy: label.count)
        let versionStart = specification[afterLabel...].firstIndex { !$0.isWhitespace } ?? specification.endIndex
        let written = specification[versionStart...].prefix { !$0.isWhitespace && $0 != ";" }
        // `5.9`, `6.0.1`, with an optional pre-release or build suffix.
        let core = written.prefix { $0.isNumber || $0 == "." }
        guard let version = numbers(String(core), maxParts: 3), core.split(separator: ".").count >= 2,
              written.count == core.count || written[written.index(written.startIndex, offsetBy: core.count)] == "-"
                || written[written.index(written.startIndex, offsetBy: core.count)] == "+"
        else { return failure }
        if precedes(version, [5, 4, 0]) {
            guard leading.allSatisfy({ $0 == "\n" }), spacingAfterMarker == " ", afterLabel == versionStart else {
                return .failure(ManifestUnknown(
                    reason: "the tools version \(version.map(String.init).joined(separator: ".")) must be written '// swift-tools-version:X.Y' on the first line",
                    line: 1))
            }
        }
        _ = atStart
        return .success(version)
    }

    /// The language mode SwiftPM compiles a manifest in: 4 (`4`), 42 (`4.2`), 5 or 6.
    package static func languageMode(of toolsVersion: [Int]) -> Int {
        switch toolsVersion.first ?? 0 {
        case ..<5: toolsVersion.count > 1 && toolsVersion[1] >= 2 ? 42 : 4
        case 5: 5
        default: 6
        }
    }

    /// `5.9`, `6.0.1` as numbers padded with zeros to `maxParts`, or `nil` when not a version.
    package static func numbers(_ written: String, maxParts: Int) -> [Int]? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= maxParts else { return nil }
        var result: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 9, part.allSatisfy(\.isASCII), let value = Int(part) else { return nil }
            result.append(value)
        }
        return result + Array(repeating: 0, count: max(0, 3 - result.count))
    }

    /// Whether one version comes before another, missing parts being zero.
    package static func precedes(_ lhs: [Int], _ rhs: [Int]) -> Bool {
        let count = max(lhs.count, rhs.count)
        for index in 0..<count {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// A version as SwiftPM writes it.
    package static func text(_ version: [Int]) -> String {
        version.prefix(3).map(String.init).joined(separator: ".")
    }
}
