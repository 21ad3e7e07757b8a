import Foundation
import Testing
@testable import WiringModel
import WiringTestSupport

/// The reader's byte-level shortcuts must give exactly what their plain definitions give.
@Suite("Byte-level reading")
struct ByteLevelReadingTests {
    /// The definition `specialBytes(in:)` speeds up: a byte a string cannot hold as it is.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80
    }

    /// Where the first special byte of `word` is (its bytes taken lowest first), or 8.
    private static func firstSpecial(_ word: UInt64) -> Int {
        (0..<8).first { isSpecial(UInt8(truncatingIfNeeded: word >> (8 * UInt64($0)))) } ?? 8
    }

    private static func found(_ word: UInt64) -> Int {
        let marks = JSONScanner.specialBytes(in: word)
        return marks == 0 ? 8 : marks.trailingZeroBitCount >> 3
    }

    @Test func everyByteValueInEveryPositionIsFoundWhereItIs() {
        let plain = UInt64(0x6161_6161_6161_6161)  // "aaaaaaaa"
        for position in 0..<8 {
            for value in 0...255 {
                let shift = UInt64(8 * position)
                let word = plain & ~(0xFF << shift) | UInt64(value) << shift
                #expect(Self.found(word) == Self.firstSpecial(word), "byte \(value) at \(position)")
            }
        }
    }

    @Test func randomWordsAgreeWithTheDefinition() {
        var generator = SystemRandomNumberGenerator()
        // Bytes drawn mostly from the edges of the ranges the test distinguishes.
        let interesting: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0x81, 0xA0, 0xDC, 0xFF, 0x61]
        for _ in 0..<20_000 {
            var word: UInt64 = 0
            for position in 0..<8 {
                let byte = Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
                word |= UInt64(byte) << UInt64(8 * position)
            }
            #expect(Self.found(word) == Self.firstSpecial(word), "word \(String(word, radix: 16))")
        }
    }

    /// Where the first byte of `word` that ends a string written without escapes is: `"`, `\\` or a
    /// control character (bytes that are not ASCII do not), or 8.
    private static func firstStop(_ word: UInt64) -> Int {
        (0..<8).first { index in
            let byte = UInt8(truncatingIfNeeded: word >> (8 * UInt64(index)))
            return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
        } ?? 8
    }

    private static func foundStop(_ word: UInt64) -> Int {
        let marks = JSONScanner.specialBytes(in: word) & ~JSONScanner.nonASCIIBytes(in: word)
        return marks == 0 ? 8 : marks.trailingZeroBitCount >> 3
    }

    @Test func bytesThatAreNotASCIIAreSteppedOverInStringsWithoutEscapes() {
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [0x00, 0x1F, 0x20, 0x22, 0x5C, 0x7F, 0x80, 0x97, 0xA0, 0xA2, 0xC3, 0xDC, 0xE2, 0xFF, 0x61]
        let plain = UInt64(0xC397_C397_C397_C397)  // "××××"
        for position in 0..<8 {
            for value in 0...255 {
                let shift = UInt64(8 * position)
                let word = plain & ~(0xFF << shift) | UInt64(value) << shift
                #expect(Self.foundStop(word) == Self.firstStop(word), "byte \(value) at \(position)")
            }
        }
        for _ in 0..<20_000 {
            var word: UInt64 = 0
            for position in 0..<8 {
                let byte = Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
                word |= UInt64(byte) << UInt64(8 * position)
            }
            #expect(Self.foundStop(word) == Self.firstStop(word), "word \(String(word, radix: 16))")
        }
    }

    @Test func decodedUTF8AgreesWithTheStandardLibrarysDecoder() {
        /// The definition: the decoder reaches the end without an error.
        func wellFormed(_ bytes: [UInt8]) -> Bool {
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: return true
                case .error: return false
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x97, 0x9F, 0xA0, 0xBD, 0xBF, 0xC0, 0xC2, 0xC3, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            let text = bytes.withUnsafeBufferPointer { JSONScanner.decodedUTF8($0) }
            #expect((text != nil) == wellFormed(bytes), "\(bytes)")
            if let text { #expect(Array(text.utf8) == bytes) }
        }
        // A replacement character written in the document is text like any other.
        #expect([0xEF, 0xBF, 0xBD].withUnsafeBufferPointer { JSONScanner.decodedUTF8($0) } == "\u{FFFD}")
        #expect([0xEF, 0xBF].withUnsafeBufferPointer { JSONScanner.decodedUTF8($0) } == nil)
    }

    @Test func stringsOfEveryLengthAroundAWordRead() throws {
        for length in 0..<40 {
            for tail in ["", "é", "×2", "\\n", "\\u00e9"] {
                let text = String(repeating: "x", count: length) + tail
                let json = #"{"schemaVersion": 1, "nodes": [{"id": ""# + text + #"", "kind": "boundary", "type": "M.A"}], "edges": []}"#
                let snapshot = try SnapshotParser.parse(Data(json.utf8))
                let expected = String(repeating: "x", count: length) + ["": "", "é": "é", "×2": "×2", "\\n": "\n", "\\u00e9": "é"][tail]!
                #expect(snapshot.nodes.first?.id == expected)
            }
        }
    }

    @Test func everyKeyIsRecognisedFromItsBytesAndNearMissesAreNot() {
        func key(_ text: String) -> SnapshotKey? {
            var text = text
            return text.withUTF8 { SnapshotKey(utf8: $0) }
        }
        for candidate in SnapshotKey.allCases {
            #expect(key(candidate.name) == candidate)
            #expect(SnapshotKey(name: candidate.name) == candidate)
            #expect(key(candidate.name + "s") == nil)
            #expect(key(String(candidate.name.dropLast())) == nil)
            #expect(key(candidate.name.uppercased()) == nil)
            #expect(key(String(candidate.name.dropLast()) + "?") == nil)
        }
        for other in ["", "i", "lixe", "fril", "porte", "identifier", "schemaversion"] {
            #expect(key(other) == nil, "\(other)")
        }
    }

    @Test func unknownAndEscapedKeysStillRead() throws {
        let json = #"{"schemaVersion": 1, "nodes": [{"\u0069d": "A", "kind": "boundary", "type": "M.A", "lixe": 1}], "edges": []}"#
        let snapshot = try SnapshotParser.parse(Data(json.utf8))
        #expect(snapshot.nodes.map(\.id) == ["A"])
        let repeated = #"{"schemaVersion": 1, "nodes": [{"\u0069d": "A", "id": "B", "kind": "boundary", "type": "M.A"}], "edges": []}"#
        #expect(throws: JSONScanner.Failure.self) { try SnapshotParser.parse(Data(repeated.utf8)) }
    }

    @Test func sameModuleAgreesWithComparingModules() {
        let names = [
            "App.Car", "App.Truck", "Apps.Car", "App", "", "any App.Vehicle", "some App.Vehicle", "(App.A, Lib.B)",
            "[App.Car]", "[Lib.Car]", "Swift.Optional<App.X>", "any (App.X)", "(any App.X)", "Ünï.Car", "Ünï.Bus",
            "App_2.Car", "app.car", "App\u{301}.Car", "App.\u{301}Car", "e\u{301}.X", "\u{E9}.X", "A-B", "A\r\nB", "1App.X",
            "App.Café", "App.Car<Ünï.X>", "App<\u{301}X>", "App×2.T", "App.\u{200D}X", "App\r\n.X", "App\u{301}",
        ]
        for first in names {
            for second in names {
                #expect(
                    TypeName.sameModule(first, second) == (TypeName.module(of: first) == TypeName.module(of: second)),
                    "\(first) / \(second)")
            }
        }
    }

    @Test func crossingOccursExactlyWhereACrossingIsFound() {
        let samples = [
            SampleSnapshots.payments, SampleSnapshots.showroom, SampleSnapshots.objects, SampleSnapshots.hostile,
            SyntheticGraphs.addingCrossings(to: SyntheticGraphs.layered(nodes: 300), count: 5),
            Self.everyRule,
        ]
        for sample in samples {
            let index = GraphIndex(sample)
            for edge in sample.edges {
                guard var from = index.nodesByID[edge.from], var to = index.nodesByID[edge.to] else { continue }
                var edge = edge
                let occurs = withUnsafePointer(to: &edge) { edge in
                    withUnsafePointer(to: &from) { from in withUnsafePointer(to: &to) { to in Crossing.occurs(edge, from: from, to: to) } }
                }
                #expect(occurs == (index.crossing(for: edge) != nil), "\(edge.id)")
            }
        }
    }

    /// Edges of every kind between services and objects in the same and in different boxes and modules.
    private static let everyRule = GraphSnapshot(
        nodes: [
            Node(id: "box", kind: .box, type: "App.Box"),
            Node(id: "other", kind: .box, type: "App.Other"),
            Node(id: "box/A", kind: .service, type: "App.A", parent: "box"),
            Node(id: "box/B", kind: .service, type: "App.B", parent: "box"),
            Node(id: "box/L", kind: .service, type: "Lib.L", parent: "box"),
            Node(id: "other/A", kind: .service, type: "App.A", parent: "other"),
            Node(id: "o1", kind: .object, type: "Ünï.Car"),
            Node(id: "o2", kind: .object, type: "Ünï.Bus"),
            Node(id: "o3", kind: .object, type: "any App.Car"),
            Node(id: "o4", kind: .object, type: "Unï.Car"),
        ],
        edges: [
            Edge(from: "box/A", to: "box/B", kind: .resolves),
            Edge(from: "box/A", to: "box/L", kind: .resolves),
            Edge(from: "box/A", to: "other/A", kind: .resolves),
            Edge(from: "box/A", to: "box/A", kind: .resolves),
            Edge(from: "o1", to: "o2", kind: .holds),
            Edge(from: "o1", to: "o4", kind: .holds),
            Edge(from: "o3", to: "box/A", kind: .holds),
            Edge(from: "o3", to: "box/L", kind: .holds),
            Edge(from: "box", to: "other", kind: .dependency),
            Edge(from: "box", to: "box", kind: .dependency),
        ])
}
