import Testing
@testable import WiringModel

/// `IDPositions` must find exactly what a `Dictionary` keyed by the same ids finds.
@Suite("Id positions")
struct IDPositionsTests {
    private func agrees(_ ids: [String], queries: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let table = IDPositions(ids)
        var dictionary: [String: Int] = [:]
        var firstRepeat: (Int, Int)?
        for (position, id) in ids.enumerated() {
            if let earlier = dictionary[id] {
                if firstRepeat == nil { firstRepeat = (position, earlier) }
            } else {
                dictionary[id] = position
            }
        }
        #expect(table.firstRepeat?.position == firstRepeat?.0, sourceLocation: sourceLocation)
        #expect(table.firstRepeat?.earlier == firstRepeat?.1, sourceLocation: sourceLocation)
        for query in queries + ids {
            #expect(table.position(of: query) == dictionary[query], "\(query.unicodeScalars.map(\.value))", sourceLocation: sourceLocation)
        }
    }

    @Test func findsEveryIdOfALargeListAndNothingElse() {
        let ids = (0..<5_000).map { "App.Root/App.Layer\($0 % 7)/App.Service\($0)" }
        agrees(ids, queries: ["", "App", "App.Root/App.Layer0/App.Service5000", "app.root/app.layer0/app.service0"])
    }

    @Test func reportsTheFirstRepeat() {
        agrees(["a.b.c.d.e.f.g.h.i", "B", "a.b.c.d.e.f.g.h.i", "B"], queries: [])
        agrees(["A", "B", "C"], queries: ["D"])
    }

    @Test func canonicallyEqualTextIsFoundAsADictionaryFindsIt() {
        // The Kelvin sign equals K, U+037E equals ';' and U+1FEF equals '`' as Swift compares strings.
        agrees(["Temp.K", "a;b", "x`y", "Cafe\u{301}"], queries: ["Temp.\u{212A}", "a\u{37E}b", "x\u{1FEF}y", "Caf\u{E9}", "Temp.\u{212B}"])
        // An id that is not ASCII sends the whole list to a dictionary.
        agrees(["Temp.\u{212A}", "Caf\u{E9}", "plain"], queries: ["Temp.K", "Cafe\u{301}", "plain", "Plain"])
    }

    @Test func onlyThreeCharactersEqualASingleASCIICharacter() {
        let ascii = Dictionary(uniqueKeysWithValues: (0..<0x80).map { (String(Unicode.Scalar(UInt8($0))), $0) })
        var found: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), ascii[String(scalar)] != nil else { continue }
            found.append(value)
        }
        #expect(found == [0x037E, 0x1FEF, 0x212A])
        #expect(IDPositions.asciiForm(of: "\u{212A}\u{37E}\u{1FEF}") == "K;`")
        #expect(IDPositions.asciiForm(of: "Caf\u{E9}") == nil)
    }
}
