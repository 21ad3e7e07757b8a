import Foundation
import Testing
@testable import WiringScan

/// The byte search that lets a file skip readers whose words it does not spell.
@Suite("Byte search")
struct ByteSearchTests {
    private func contains(_ text: String, _ word: String) -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { ByteSearch.contains(UnsafeBufferPointer($0), word) }
    }

    /// The answer of a naive search over every offset, to compare with.
    private func naive(_ text: String, _ word: String) -> Bool {
        let (haystack, needle) = (Array(text.utf8), Array(word.utf8))
        guard needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    @Test("Found at the start, in the middle, at the very end; not found when cut short")
    func places() {
        #expect(contains("@Dependency(\\.x) var x", "@Dependency"))
        #expect(contains("let a = 1; withDependencies { }", "withDependencies"))
        #expect(contains("x.liveValue", "liveValue"))
        #expect(!contains("x.liveValu", "liveValue"))
        #expect(!contains("", "a"))
        #expect(contains("~>", "~>"))
        #expect(contains("ab", "b"))
    }

    @Test("Agrees with a naive search on overlapping and repeated prefixes")
    func agreesWithNaive() {
        let texts = ["aaaaab", "abababac", "DependencDependencyKey", "Contain Container", "é Box ü", "xxxxxxxx"]
        let words = ["aab", "ababac", "DependencyKey", "Container", "Box", "ü", "x", "xxxxxxxxx", "register"]
        for text in texts {
            for word in words { #expect(contains(text, word) == naive(text, word), "\(word) in \(text)") }
        }
    }

    @Test("A name is found only where one starts: the byte before is no identifier character")
    func names() {
        func containsName(_ text: String, _ word: String) -> Bool {
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBufferPointer { ByteSearch.containsName(UnsafeBufferPointer($0), word) }
        }
        #expect(containsName("get(x)", "get("))
        #expect(containsName("a.get(x)", "get("))
        #expect(containsName("target(1); (get(2))", "get("))
        #expect(containsName("budget(1)\n get(2)", "get("))
        #expect(!containsName("target(1) widget(2) budget(3) _get(4) $get(5) éget(6)", "get("))
        #expect(!containsName("get", "get("))
        #expect(containsName("x @Inject var a: A", "@Inject"))
    }

    @Test("A whole word is found only with no ASCII identifier byte on either side; a later whole one after a part")
    func wholeWords() {
        func containsWord(_ text: String, _ word: String) -> Bool {
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBufferPointer { ByteSearch.containsWord(UnsafeBufferPointer($0), word) }
        }
        #expect(containsWord("r.resolve(A.self)", "resolve"))
        #expect(containsWord("resolve", "resolve"))
        #expect(containsWord("`resolve`", "resolve"))
        #expect(containsWord("resolved() unresolve x.resolve", "resolve"))
        #expect(containsWord("éresolveü", "resolve"))
        #expect(!containsWord("resolved() unresolve _resolve resolve_ $resolve resolve1", "resolve"))
        #expect(!containsWord("resolv", "resolve"))
    }

    @Test("Every offset of a word, overlapping ones too, agrees with a naive search; a word held at an offset")
    func offsetsAndHolds() {
        let texts = ["aaaaab", "abababac", "import A\nimport B", "é import ü import", ""]
        let words = ["a", "aa", "aba", "import ", "ü", "xyz"]
        for text in texts {
            var bytes = Array(text.utf8)
            bytes.withUnsafeMutableBufferPointer { buffer in
                let bytes = UnsafeBufferPointer(buffer)
                for word in words {
                    let needle = Array(word.utf8)
                    let expected = bytes.count < needle.count ? [] : (0...(bytes.count - needle.count)).filter {
                        Array(bytes[$0..<($0 + needle.count)]) == needle
                    }
                    #expect(ByteSearch.offsets(of: word, in: bytes) == expected, "\(word) in \(text)")
                    for offset in -1...(bytes.count + 1) {
                        #expect(ByteSearch.holds(word, at: offset, in: bytes) == expected.contains(offset), "\(word) at \(offset) in \(text)")
                    }
                }
            }
        }
    }

    @Test("A reader runs when some file imports one of its modules, anywhere in the file, by a prefix of the name")
    func readersUsed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("used-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func files(_ texts: [String]) throws -> [SourceFile] {
            try texts.enumerated().map { index, text in
                let path = folder.appendingPathComponent("F\(index)-\(texts.count).swift").path
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                return SourceFile(absolutePath: path, relativePath: "F\(index).swift", module: "App")
            }
        }
        let always = Set(FrameworkReaders.all.filter(\.modules.isEmpty).map(\.name))
        #expect(FrameworkReaders.used(in: try files(["import UIKit\nfinal class A {}", "let importSwinject = 1"])) == always)
        let some = try files([
            "import UIKit", "@_exported import SwinjectAutoregistration", "// import\nimport Foundation\nimport FactoryKit",
            "let x = 1 // import Needle", "import ResolverX",
        ])
        #expect(FrameworkReaders.used(in: some) == always.union(["swinject", "factory", "resolver"]))
        #expect(FrameworkReaders.used(in: []) == always)
    }
}
