import Foundation
import Testing
@testable import WiringModel
import WiringTestSupport

/// The one strict reader: what lenient decoders let through is refused, with the file and the place,
/// and the reader agrees with an independent reference reader.
@Suite("Strict JSON reader")
struct StrictReaderTests {
    @Test func aNineteenDigitNumberIsRefusedNotTrapped() {
        // `JSONScanner.int()` multiplied before checking the digit count and trapped on overflow.
        for digits in ["9223372036854775808", "-9223372036854775809", String(repeating: "9", count: 400)] {
            let json = #"{"schemaVersion":1,"nodes":[{"id":"A","kind":"object","type":"T","place":{"file":"a.swift","line":\#(digits)}}],"edges":[]}"#
            #expect(throws: SnapshotError.self) { try GraphSnapshot(data: Data(json.utf8), fileName: "x.json") }
        }
        #expect(throws: SnapshotError.unsupportedVersion(file: "x.json", found: "1234567890123456789")) {
            try GraphSnapshot(data: Data(#"{"schemaVersion":1234567890123456789,"nodes":[],"edges":[]}"#.utf8), fileName: "x.json")
        }
    }

    @Test func theLargestWholeNumbersStillRead() throws {
        for line in [Int.max, 1] {
            let json = #"{"schemaVersion":1,"nodes":[{"id":"A","kind":"object","type":"T","place":{"file":"a.swift","line":\#(line)}}],"edges":[]}"#
            #expect(try GraphSnapshot(data: Data(json.utf8)).nodes.first?.place?.line == line)
        }
    }

    @Test func aRepeatedKeyIsRefusedWhereverItIs() {
        // A second `edges` used to be read by the lenient decoder with the first one winning.
        let json = #"{"schemaVersion":1,"nodes":[{"id":"A","kind":"object","type":"T"}],"edges":[{"from":"A","to":"A","kind":"holds"}],"edges":[]}"#
        #expect(throws: SnapshotError.invalidValue(
            file: "x.json", path: "$.edges", problem: "duplicate key 'edges'; a key may appear only once in an object")) {
            try GraphSnapshot(data: Data(json.utf8), fileName: "x.json")
        }
        #expect(throws: SnapshotError.self) { try JSONValue(strictJSON: Data(#"[{"a":{"b":1,"\u0062":2}}]"#.utf8), fileName: "x.json") }
    }

    @Test func anotherVersionIsReportedEvenWhenItsFieldsDiffer() {
        // A document of version 2 whose nodes no longer look like version 1's gets the version message.
        let json = #"{"nodes":{"A":{}},"edges":[],"schemaVersion":2}"#
        #expect(throws: SnapshotError.unsupportedVersion(file: "x.json", found: "2")) {
            try GraphSnapshot(data: Data(json.utf8), fileName: "x.json")
        }
    }

    @Test func aSyntaxErrorAfterAWrongTypeIsReportedAsSyntax() {
        let json = #"{"schemaVersion":1,"nodes":5,"edges":[],}"#
        do {
            _ = try GraphSnapshot(data: Data(json.utf8), fileName: "x.json")
            Issue.record("read without error")
        } catch {
            #expect(String(describing: error).contains("not valid JSON"))
        }
    }

    @Test(arguments: [
        "[1,]", "{\"a\":1,}", "[01]", "[-]", "[1.]", "[.5]", "[1e]", "[\"\\q\"]", "[\"\\ud800\"]", "[\"\\udc00\\ud800\"]",
        "[tru]", "[nul]", "['a']", "[1] [2]", "{a:1}", "[\"a\tb\"]", "[+1]", "[0x10]", "[Infinity]", "[NaN]", "/**/[]",
    ])
    func malformedJSONIsRefusedByBothReaders(json: String) {
        #expect(throws: SnapshotError.self) { try JSONValue(strictJSON: Data(json.utf8), fileName: "x.json") }
        #expect(ReferenceJSON.disagreement(on: Array(json.utf8)) == nil)
    }

    @Test(arguments: [
        "[]", "{}", "0", "-0", "1e5", "-1.25E-3", "\"\\u00e9\\ud83d\\ude00\\/\"", "[true,false,null]", " {\"a\" : [ {} ] } ",
        "\"\u{7F}\"", "[\"\u{2028}\"]",
    ])
    func validJSONReadsAsTheReferenceReadsIt(json: String) throws {
        _ = try JSONValue(strictJSON: Data(json.utf8), fileName: "x.json")
        #expect(ReferenceJSON.disagreement(on: Array(json.utf8)) == nil)
    }

    @Test func nestingIsLimitedTo512Levels() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try JSONValue(strictJSON: Data(deepest.utf8), fileName: "x.json")
        let deeper = "[" + deepest + "]"
        #expect(throws: SnapshotError.self) { try JSONValue(strictJSON: Data(deeper.utf8), fileName: "x.json") }
        #expect(ReferenceJSON.disagreement(on: Array(deeper.utf8)) == nil)
    }

    @Test func deepNestingIsReadWithoutRecursionOnASmallStack() {
        // Checking 512 levels recursively overflowed a 512 KiB thread stack in a debug build (the full suite crashed).
        let documents = [
            #"{"schemaVersion":1,"nodes":[],"edges":[],"x":"# + String(repeating: "[", count: 512) + String(repeating: "]", count: 512) + "}",
            String(repeating: "[", count: 100_000),
            #"{"schemaVersion":1,"nodes":5,"edges":[],"x":"# + String(repeating: "[{\"a\":", count: 255) + "1" + String(repeating: "}]", count: 255) + "}",
        ]
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outcomes: [Bool] = []
        let thread = Thread {
            for document in documents {
                outcomes.append((try? GraphSnapshot(data: Data(document.utf8), fileName: "x.json")) == nil)
                outcomes.append((try? JSONValue(strictJSON: Data(document.utf8), fileName: "x.json")) != nil)
            }
            finished.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        finished.wait()
        #expect(outcomes == [true, false, true, false, true, true])
    }

    @Test func everySeedOfTheFuzzCorpusAgreesWithTheReference() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/snapshot")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        #expect(files.count >= 10)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(file)))
            #expect(ReferenceJSON.disagreement(on: bytes) == nil, "\(file)")
            do {
                _ = try GraphSnapshot(data: Data(bytes), fileName: file)
            } catch {
                #expect(error is SnapshotError, "\(file): \(type(of: error))")
            }
        }
    }

    @Test func theNodeLimitFromTheEnvironmentIsClamped() {
        // `nodes * 4` trapped for a limit near Int.max.
        #expect(GraphSnapshot.ReadingLimits.nodeLimit("9223372036854775807") == GraphSnapshot.ReadingLimits.maxNodeLimit)
        #expect(GraphSnapshot.ReadingLimits.nodeLimit("99999999999999999999999") == GraphSnapshot.ReadingLimits.maxNodeLimit)
        #expect(GraphSnapshot.ReadingLimits.nodeLimit("-5") == 0)
        #expect(GraphSnapshot.ReadingLimits.nodeLimit("12") == 12)
        #expect(GraphSnapshot.ReadingLimits.nodeLimit("many") == 2_000_000)
        #expect(GraphSnapshot.ReadingLimits.nodeLimit(nil) == 2_000_000)
        let limit = GraphSnapshot.ReadingLimits.nodeLimit("9223372036854775807")
        _ = max(8_000_000, limit * 4)
    }
}
