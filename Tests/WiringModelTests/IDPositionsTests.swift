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
        // An id that is not plain sends the whole list to a dictionary.
        agrees(["Temp.\u{212A}", "Caf\u{E9}", "plain"], queries: ["Temp.K", "Cafe\u{301}", "plain", "Plain"])
    }

    @Test func capturedIdsWithTheRepeatSignAreFoundAsADictionaryFindsThem() {
        // Capture folds a repeated label into `×n`: such ids are plain, looked up by their bytes.
        let ids = (0..<3_000).map { "App.Root.next×\($0 % 50 + 2).children[\($0)]" } + ["App.Root", "×", "a×Kb"]
        agrees(ids, queries: [
            "App.Root.next×2.children[0]", "App.Root.next\u{D7}3.children[1]", "App.Root.next×2.children[1]", "a×\u{212A}b",
            "×\u{301}", "App.Root.next\u{D7}\u{301}2.children[0]", "App.Root.next*2.children[0]", "App.Root.next\u{C3}\u{97}2.children[0]",
        ])
        // A repeat among them is found as the dictionary finds it.
        agrees(["a×2", "b", "a×2"], queries: ["a\u{D7}2"])
    }

    @Test func onlyThreeCharactersEqualASingleASCIICharacter() {
        let ascii = Dictionary(uniqueKeysWithValues: (0..<0x80).map { (String(Unicode.Scalar(UInt8($0))), $0) })
        var found: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), ascii[String(scalar)] != nil else { continue }
            found.append(value)
        }
        #expect(found == [0x037E, 0x1FEF, 0x212A])
        #expect(IDPositions.plainForm(of: "\u{212A}\u{37E}\u{1FEF}") == "K;`")
        #expect(IDPositions.plainForm(of: "\u{212A}×2") == "K×2")
        #expect(IDPositions.plainForm(of: "Caf\u{E9}") == nil)
    }

    @Test func onlyTheRepeatSignEqualsTheRepeatSign() {
        var found: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), String(scalar) == "×" else { continue }
            found.append(value)
        }
        #expect(found == [0xD7])
        // Nor does a sequence of a plain character and a combining mark.
        #expect("×\u{301}" != "×")
        #expect(Array("×".utf8) == [0xC3, 0x97])
    }
}
