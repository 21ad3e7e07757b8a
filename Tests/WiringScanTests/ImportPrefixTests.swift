import SwiftParser
import SwiftSyntax
import Testing
@testable import WiringScan

/// The module graph parses only the start of a file that no reader needs whole: the imports read
/// from that start are the imports of the whole file.
@Suite("Import prefix")
struct ImportPrefixTests {
    private func imports(_ source: String, prefixOnly: Bool) -> [ImportLine] {
        var bytes = Array(source.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            let whole = UnsafeBufferPointer(buffer)
            let end = prefixOnly ? ImportPrefix.end(of: whole) : whole.count
            let tree = Parser.parse(source: UnsafeBufferPointer(rebasing: whole[0..<end]))
            return ImportReader.imports(of: tree, lines: LineTable(whole), defines: ["FEATURE": true])
        }
    }

    private static let body = (0..<200).map { "func f\($0)() -> Int { \($0) }" }.joined(separator: "\n")

    private static let sources: [String] = [
        "import Foundation\nimport UIKit\n\n" + body,
        "@testable import App\n@_exported import Core\npublic import struct Kit.Thing\n" + body,
        "import A\n#if os(iOS)\nimport UIKit\n#elseif FEATURE\nimport Feature\n#else\nimport AppKit\n#endif\n" + body,
        "import A\n" + body + "\nimport LateModule\nlet after = 1\n",
        "import A; import B\n" + body,
        "import\n  Split\n" + body,
        "import struct\n  Kit\n  .Thing\n" + body,
        "import A\nlet text = \"\"\"\nimport NotAModule\n\"\"\"\n" + body,
        "import A\n/* a comment\nimport Commented\n*/\n" + body,
        "#if canImport(UIKit)\nimport UIKit\n" + body + "\n#endif\n",
        body,
        "",
        "let importer = 1 // reimport is not import\n",
    ]

    @Test("Imports read from the prefix equal those of the whole file", arguments: 0..<sources.count)
    func prefixReadsTheSameImports(_ index: Int) {
        let source = Self.sources[index]
        #expect(imports(source, prefixOnly: true) == imports(source, prefixOnly: false))
    }

    @Test("A file of 200 functions after its imports: the prefix ends two lines after the last import")
    func prefixStopsAfterImports() {
        let source = "import Foundation\nimport UIKit\n\n" + Self.body
        var bytes = Array(source.utf8)
        let end = bytes.withUnsafeMutableBufferPointer { ImportPrefix.end(of: UnsafeBufferPointer($0)) }
        let expected = "import Foundation\nimport UIKit\n\n".utf8.count + "func f0() -> Int { 0 }\n".utf8.count
        #expect(end == expected)
        #expect(end < source.utf8.count / 10)
    }

    @Test("No import word: nothing is parsed")
    func noImportNoPrefix() {
        var bytes = Array("let value = 1\nfunc important() {}\n".utf8)
        #expect(bytes.withUnsafeMutableBufferPointer { ImportPrefix.end(of: UnsafeBufferPointer($0)) } == 0)
    }
}
