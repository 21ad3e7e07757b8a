import CTextMetrics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import WiringModel
import WiringTestSupport
@testable import WiringRender

@Suite("Label measurement")
struct LabelMeasurementTests {
    private func width(_ text: String, size: Double = 10, bold: Bool = false) -> Double {
        wiring_text_width(text, size, bold ? 1 : 0)
    }

    @Test("a label is at least as wide as in Helvetica, whose widths are published")
    func atLeastHelvetica() {
        // Helvetica's advance widths in thousandths of an em (Adobe's font metrics).
        let regular: [(Character, Double)] = [("W", 944), ("i", 222), ("m", 833), ("0", 556), (" ", 278), ("@", 1015)]
        let bold: [(Character, Double)] = [("W", 944), ("i", 278), ("m", 889), ("0", 556), ("?", 611)]
        for (character, helvetica) in regular {
            #expect(width(String(character)) >= helvetica / 100, "\(character)")
        }
        for (character, helvetica) in bold {
            #expect(width(String(character), bold: true) >= helvetica / 100, "bold \(character)")
        }
    }

    @Test("widths add up character by character and scale with the font size")
    func additive() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .:_-«»·→é")
        for _ in 0..<200 {
            let first = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let second = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(abs(width(first + second) - (width(first) + width(second))) < 1e-9)
            #expect(abs(width(first, size: 20) - 2 * width(first, size: 10)) < 1e-9)
        }
    }

    @Test("bold is never narrower than regular")
    func boldWider() {
        for scalar in (0x20...0x7E).compactMap(Unicode.Scalar.init) {
            #expect(width(String(scalar), bold: true) >= width(String(scalar)), "\(scalar)")
        }
    }

    @Test("combining marks and invisible characters add nothing; other scripts count one em")
    func beyondTheTables() {
        #expect(width("e\u{301}") == width("e"))
        #expect(width("a\u{200D}b\u{FE0F}") == width("ab"))
        #expect(width("漢字") == 20)
        #expect(width("🚀") == 10)
        #expect(width("") == 0)
        #expect(wiring_text_width(nil, 10, 0) == 0)
    }

    @Test("bytes that are not UTF-8 each count as a replacement character")
    func malformed() {
        let bytes: [CChar] = [CChar(bitPattern: 0xFF), 0x41, CChar(bitPattern: 0xE2), 0x41, 0]
        let measured = bytes.withUnsafeBufferPointer { wiring_text_width($0.baseAddress, 10, 0) }
        #expect(measured == 2 * width("\u{FFFD}") + 2 * width("A"))
    }

    @Test("every line of every label fits inside its node in SVG", arguments: RenderFixtures.sampleNames + ["long"])
    func labelsFit(name: String) throws {
        let snapshot = name == "long" ? Self.longNames : RenderFixtures.sample(name)
        let svg = try RenderFixtures.text(snapshot, .svg)
        // The document owns the elements, so it stays alive while they are read.
        let document = try XMLDocument(xmlString: svg, options: [])
        defer { withExtendedLifetime(document) {} }
        let nodes = try document.nodes(forXPath: "//*[local-name()='g'][@class='node']").compactMap { $0 as? XMLElement }
        #expect(nodes.count == snapshot.nodes.count)
        for node in nodes {
            let shapes = Self.descendants(of: node, named: ["polygon", "path"])
            let xs = shapes.flatMap { Self.xCoordinates(of: $0) }
            guard let left = xs.min(), let right = xs.max() else {
                Issue.record("node \(RenderFixtures.id(of: node) ?? "?") has no shape")
                continue
            }
            let texts = Self.descendants(of: node, named: ["text"])
            for text in texts {
                let x = Double(Self.attribute("x", of: text) ?? "") ?? .nan
                let size = Double(Self.attribute("font-size", of: text) ?? "") ?? 14
                let bold = Self.attribute("font-weight", of: text) == "bold"
                let span = width(text.stringValue ?? "", size: size, bold: bold)
                let anchor = Self.attribute("text-anchor", of: text) ?? "start"
                let start = anchor == "middle" ? x - span / 2 : anchor == "end" ? x - span : x
                #expect(start >= left - 0.5 && start + span <= right + 0.5,
                        "\(text.stringValue ?? "") [\(start), \(start + span)] in [\(left), \(right)]")
            }
        }
    }

    /// Nodes whose names are long, wide and mixed, so a narrow measurement would show.
    private static let longNames = GraphSnapshot(
        nodes: [
            Node(
                id: "App.WWWWWWWWWWWWWWWWWWWWMMMMMMMMMMMMMMMMMMMM", kind: .boundary, type: "App.Wide",
                ports: [
                    Port(name: "wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww", type: "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMM", origin: .stored),
                    Port(name: "mixed", type: "Dictionary<String, Array<Ünïcødé>>", origin: .lazy, made: false),
                ]),
            Node(id: "App.mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm", kind: .adapter, type: "App.Narrow"),
            Node(id: "App.Ünïcødé·Ναμε·Имя·漢字·🚀", kind: .plugin, type: "App.Mixed"),
        ],
        edges: [],
        source: "objects",
        title: "long names")

    /// The elements under `element`, at any depth, with one of the given local names.
    private static func descendants(of element: XMLElement, named names: Set<String>) -> [XMLElement] {
        (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap { child in
            (names.contains(child.localName ?? child.name ?? "") ? [child] : []) + descendants(of: child, named: names)
        }
    }

    /// An attribute's value, found by its local name.
    private static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { ($0.localName ?? $0.name) == name }?.stringValue
    }

    /// The x coordinates in a polygon's points or a path's data (absolute `M`/`C`/`L` commands).
    private static func xCoordinates(of shape: XMLElement) -> [Double] {
        let data = attribute("points", of: shape) ?? attribute("d", of: shape) ?? ""
        let numbers = data.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
    }
}
