import Foundation
import Testing
import WiringModel
import WiringTestSupport
@testable import WiringRender

#if canImport(FoundationXML)
import FoundationXML
import WiringText
#endif

/// Markup characters hidden inside grapheme clusters, and characters XML forbids.
@Suite("Escaping beyond Characters")
struct CombiningMarkEscapingTests {
    /// U+FFFF, U+FFFE, U+FDD0 and U+10FFFF (Swift refuses them in literals).
    static let noncharacters = String(String.UnicodeScalarView([0xFFFF, 0xFFFE, 0xFDD0, 0x10FFFF].compactMap(Unicode.Scalar.init)))

    /// `<` and `&` carrying combining marks (one Character each), quotes likewise, and noncharacters.
    static let names = [
        "Evil.A<\u{32E}script>x",
        "Evil.B&\u{301}amp;\"\u{301}",
        "Evil.C" + noncharacters,
        "Evil.D>\u{20DD}|\u{301}#\u{301}`\u{301}",
    ]

    static var snapshot: GraphSnapshot {
        let nodes = names.enumerated().map { index, name in
            Node(id: "n\(index)", kind: index == 0 ? .container : .boundary, type: name, parent: index == 0 ? nil : "n0",
                 ports: [Port(name: name, type: name, origin: .computed)])
        }
        let edges = [Edge(from: "n1", to: "n2", kind: .dependency, label: names[3]), Edge(from: "n2", to: "n3", kind: .dependency)]
        return GraphSnapshot(nodes: nodes, edges: edges, title: names[0])
    }

    @Test func htmlEscapingLeavesNoRawMarkupInsideClusters() {
        let escaped = TextEscaping.html(Self.names[0] + Self.names[1])
        #expect(!escaped.unicodeScalars.contains("<"))
        #expect(!escaped.unicodeScalars.contains("\""))
        #expect(escaped.contains("&lt;\u{32E}"))
        let mermaid = MermaidText.escaped(Self.names[3])
        #expect(!mermaid.unicodeScalars.contains(">") && !mermaid.unicodeScalars.contains("|"))
    }

    @Test func dotWithSuchNamesIsReadBackByGraphviz() throws {
        let dot = try String(decoding: GraphvizRenderer().render(Self.snapshot, format: .dot), as: UTF8.self)
        let counts = try GraphvizContext.parse(dot: dot)
        #expect(counts.nodes == Self.snapshot.nodes.count)
        #expect(counts.edges == Self.snapshot.edges.count)
    }

    @Test func svgWithSuchNamesIsWellFormedXML() throws {
        let svg = try GraphvizRenderer().render(Self.snapshot, format: .svg)
        #expect(throws: Never.self) { _ = try XMLDocument(data: svg) }
        #expect(!String(decoding: svg, as: UTF8.self).unicodeScalars.contains(Unicode.Scalar(0xFFFF)!))
    }

    @Test func noncharactersAreShownAsEscapes() {
        #expect(TerminalText.sanitized("a" + Self.noncharacters + "d") == "a\\u{ffff}\\u{fffe}\\u{fdd0}\\u{10ffff}d")
        #expect(TerminalText.sanitized("\u{FFFD}") == "\u{FFFD}")
    }
}
