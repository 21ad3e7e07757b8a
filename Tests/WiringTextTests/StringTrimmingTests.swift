import Foundation
import Testing
import WiringText

/// The package's own trimming gives what Foundation's `trimmingCharacters(in:)` gave before it.
@Suite("Trimming spaces and tabs")
struct StringTrimmingTests {
    @Test func spacesAndTabsAreFoundationsWhitespaces() {
        let differing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            $0.isSpaceOrTab != CharacterSet.whitespaces.contains($0)
        }
        #expect(differing.isEmpty, "\(differing.map(\.value))")
    }

    @Test(arguments: ["", "   ", "plain", " \t a b \u{3000}", "\u{200B}x\n", " \u{301}x", "x \u{301}", "\u{A0}12\u{2003}"])
    func trimsAsFoundationDoes(text: String) {
        #expect(text.trimmingSpacesAndTabs() == text.trimmingCharacters(in: .whitespaces))
        let inner = text.dropFirst()
        #expect(inner.trimmingSpacesAndTabs() == inner.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: [" 12.5,", "!3!", "! 4 !x", "!! ", "5"])
    func trimsChosenScalarsAsFoundationDoes(text: String) {
        let trimmed = text.trimming { $0 == " " || $0 == "!" }
        #expect(trimmed == text.trimmingCharacters(in: CharacterSet(charactersIn: " !")))
    }
}
