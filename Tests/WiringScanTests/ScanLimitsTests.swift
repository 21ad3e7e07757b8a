import Foundation
import Testing
@testable import WiringScan
import WiringProjects
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// No Swift source can hang, crash or exhaust a scan: each file given up is a warning naming it,
/// and the other files are scanned as usual.
@Suite("Scan limits")
struct ScanLimitsTests {
    private static let fine = "import Boundaries\nfinal class Fine: Boundary {}\n"

    private func warnings(_ result: ScanResult, file: String) -> [String] {
        result.warnings.filter { $0.place.file == file }.map(\.message)
    }

    @Test("32 nested '[' in a 74-byte file: left out before parsing, with a warning naming the file and line")
    func nestedSquareBracketsAreRefused() throws {
        let deep = "let x = " + String(repeating: "[", count: 32) + String(repeating: "]", count: 32) + "\n"
        let fixture = try ScanFixture(["Sources/App/Deep.swift": "\n" + deep, "Sources/App/Fine.swift": Self.fine])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let messages = warnings(result, file: "Sources/App/Deep.swift")
        #expect(messages.count == 1)
        #expect(messages.first?.contains("more than 12 '['") == true)
        #expect(result.warnings.first { $0.place.file == "Sources/App/Deep.swift" }?.place.line == 2)
        #expect(warnings(result, file: "Sources/App/Fine.swift").isEmpty)
    }

    @Test("1,000 nested '[' and 2,000 nested 'Array<…>' (one line or many) do not crash the scan")
    func deepNestingDoesNotOverflowTheStack() throws {
        let files = [
            "Sources/App/Squares.swift": "let x = " + String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000),
            "Sources/App/Generics.swift": "let x: " + String(repeating: "Array<", count: 2_000) + "Int"
                + String(repeating: ">", count: 2_000) + " = []",
            "Sources/App/Lines.swift": "let x: " + String(repeating: "Array<\n", count: 2_000) + "Int"
                + String(repeating: ">", count: 2_000) + " = []",
            "Sources/App/Parens.swift": "let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000),
        ]
        let fixture = try ScanFixture(files)
        defer { fixture.remove() }
        let result = try fixture.scan()
        for file in files.keys {
            #expect(warnings(result, file: file).contains { $0.contains("nest more than 200 deep") || $0.contains("'['") },
                    "no warning for \(file)")
        }
    }

    @Test("a file whose nested '[' would take the parser more look-ahead than the limit is left out before parsing, with its line")
    func lookAheadIsCounted() throws {
        // 12 nested '[' each take 2^13 - 2 steps of look-ahead: 3,000 of them take 24 million.
        let deep = "[[[[[[[[[[[[1]]]]]]]]]]]]"
        let text = (0..<3_000).map { "let a\($0) = \(deep)\n" }.joined()
        let fixture = try ScanFixture(["Sources/App/Deep.swift": text, "Sources/App/Fine.swift": Self.fine])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let messages = warnings(result, file: "Sources/App/Deep.swift")
        #expect(messages.count == 1)
        #expect(messages.first?.contains("more than \(ParseLimits.maxLookAhead) steps of look-ahead") == true)
        // The limit is passed on the line of the 2,049th array: 2,048 take 2^24 - 4,096.
        #expect(result.warnings.first { $0.place.file == "Sources/App/Deep.swift" }?.place.line == 2_049)
        #expect(warnings(result, file: "Sources/App/Fine.swift").isEmpty)
    }

    @Test("the look-ahead is counted on the bytes: the same count for the same file")
    func lookAheadCount() {
        func lookAhead(_ text: String) -> Int {
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBufferPointer { NestingScan(UnsafeBufferPointer($0)).lookAhead }
        }
        #expect(lookAhead("let x = [[1], [2]]") == 2 + 4 + 4)
        #expect(lookAhead("let s = \"[[[\" // [[[") == 0)
        #expect(lookAhead("let d: [String: [Int]] = [:]") == 2 + 4 + 2)
    }

    @Test("nesting within the limits is parsed as usual, at any depth up to them")
    func nestingWithinTheLimitsIsParsed() throws {
        let square = "let x = " + String(repeating: "[", count: 10) + String(repeating: "]", count: 10) + "\n"
        let generic = "let y: " + String(repeating: "Array<", count: 150) + "Int" + String(repeating: ">", count: 150) + " = []\n"
        let fixture = try ScanFixture(["Sources/App/Fine.swift": Self.fine + square + generic])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.lineCount == 5)
    }

    @Test("a file over the size limit is not read, with a warning naming it")
    func oversizedFileIsLeftOut() throws {
        let big = "// " + String(repeating: "x", count: ParseLimits.maxFileBytes) + "\n"
        let fixture = try ScanFixture(["Sources/App/Big.swift": big, "Sources/App/Fine.swift": Self.fine])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(warnings(result, file: "Sources/App/Big.swift").first?.contains("over the limit of \(ParseLimits.maxFileBytes)") == true)
        #expect(warnings(result, file: "Sources/App/Fine.swift").isEmpty)
    }

    @Test("the nesting pass skips strings and comments, and comparisons do not pile up")
    func nestingPassReadsOnlyCode() {
        func depth(_ text: String) -> (depth: Int, squares: Int) {
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBufferPointer { buffer in
                let scan = NestingScan(UnsafeBufferPointer(buffer), maxDepth: 1_000, maxSquareDepth: 1_000)
                return (scan.depth, scan.squareDepth)
            }
        }
        let brackets = String(repeating: "[", count: 40)
        #expect(depth("let s = \"\(brackets)\"\n// \(brackets)\n/* /* \(brackets) */ */\nlet t = #\"\(brackets)\"#\n").depth == 0)
        #expect(depth("let m = \"\"\"\n\(brackets)\n\"\"\"\n").squares == 0)
        let comparisons = String(repeating: "if a<b { f() }\nlet c = x<y\n", count: 500)
        #expect(depth(comparisons).depth <= 2)
        #expect(depth("f(a<b, c>d)").depth == 2)
        #expect(depth("let x: Array<Array<Int>> = [[1]]").depth == 2)
        #expect(depth("let x = [[[1]], [[2]]]").squares == 3)
    }

    @Test("a parse that runs past its time is given up, and the scan goes on")
    func slowParseIsGivenUp() {
        let started = Date()
        let result = ParseLimits.onLargeStack(seconds: 0.2) { () -> Int in
            Thread.sleep(forTimeInterval: 3)
            return 1
        }
        #expect(result == nil)
        #expect(Date().timeIntervalSince(started) < 2.5)
        // The abandoned parse counts as overdue until it ends.
        #expect(ParseLimits.overdue.count >= 1)
        #expect(ParseLimits.onLargeStack(seconds: 5) { 42 } == 42)
        let deadline = Date().addingTimeInterval(10)
        while ParseLimits.overdue.count > 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(ParseLimits.overdue.count == 0)
    }

    @Test("a .swift link leading out of the scanned folder is not read, with a warning; one inside is read")
    func linksOutOfTheTreeAreNotRead() throws {
        let secret = String(repeating: "// secret\n", count: 50)
        let outside = try ScanFixture(["Secret.swift": secret])
        defer { outside.remove() }
        // `.shared` is hidden, so the walk reads its file only through the link.
        let fixture = try ScanFixture(["Sources/App/Fine.swift": Self.fine, "Sources/.shared/Shared.swift": "// one\n// two\n"])
        defer { fixture.remove() }
        let app = fixture.root.appendingPathComponent("Sources/App")
        try FileManager.default.createSymbolicLink(
            at: app.appendingPathComponent("Secret.swift"), withDestinationURL: outside.root.appendingPathComponent("Secret.swift"))
        try FileManager.default.createSymbolicLink(
            at: app.appendingPathComponent("Shared.swift"),
            withDestinationURL: fixture.root.appendingPathComponent("Sources/.shared/Shared.swift"))
        try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("Elsewhere"), withDestinationURL: outside.root)
        let result = try fixture.scan()
        #expect(warnings(result, file: "Sources/App/Secret.swift").first?.contains("leads outside the scanned folder") == true)
        #expect(warnings(result, file: "Sources/App/Elsewhere").first?.contains("link to a folder is not followed") == true)
        #expect(warnings(result, file: "Sources/App/Shared.swift").isEmpty)
        #expect(result.fileCount == 2)
        #expect(result.lineCount == 3 + 3, "the secret's 50 lines were read")
    }

    @Test("a folder that cannot be opened is a warning naming it, and the rest is scanned")
    func unreadableFolderIsWarnedAbout() throws {
        let fixture = try ScanFixture(["Sources/App/Fine.swift": Self.fine])
        defer { fixture.remove() }
        // A folder whose path is longer than the system allows cannot be opened, even by root.
        var descriptor = open(fixture.root.appendingPathComponent("Sources/App").path, O_RDONLY | O_DIRECTORY)
        let name = String(repeating: "d", count: 250)
        for _ in 0..<20 {
            #expect(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        close(descriptor)
        let result = try fixture.scan()
        let unreadable = result.warnings.filter { $0.message.contains("the folder cannot be read") }
        #expect(!unreadable.isEmpty)
        #expect(unreadable.first?.place.file.hasPrefix("Sources/App/ddd") == true)
        #expect(result.fileCount == 1)
        // Remove the deep folders one level at a time (their full paths are too long to name).
        Self.removeDeep(fixture.root.appendingPathComponent("Sources/App").path, name: name, levels: 20)
    }

    private static func removeDeep(_ top: String, name: String, levels: Int) {
        var descriptors = [open(top, O_RDONLY | O_DIRECTORY)]
        for _ in 0..<levels - 1 { descriptors.append(openat(descriptors.last!, name, O_RDONLY | O_DIRECTORY)) }
        for descriptor in descriptors.reversed() {
            unlinkat(descriptor, name, AT_REMOVEDIR)
            close(descriptor)
        }
    }
}
