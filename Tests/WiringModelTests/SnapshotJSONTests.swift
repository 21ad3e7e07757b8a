import Foundation
import Testing
import WiringModel
import WiringTestSupport

/// `jsonData()` writes a snapshot's shape directly; these compare its bytes with what `JSONEncoder`
/// writes with the same options, on every field and on strings that need escaping or are left to the
/// encoder.
@Suite("Snapshot JSON")
struct SnapshotJSONTests {
    private func encoded(_ snapshot: GraphSnapshot) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(snapshot)
        data.append(0x0A)
        return data
    }

    /// Every optional field set and unset, empty and full lists, attributes, both places, every reference.
    private var everyField: GraphSnapshot {
        let place = SourcePlace(file: "Sources/App/Feature/Screen.swift", line: 12)
        let nodes = [
            Node(id: "App", kind: .root, type: "App.Root"),
            Node(id: "App/A", kind: .service, type: "App.A", parent: "App",
                 ports: [Port(name: "b", type: "App.B", origin: .stored, made: false, place: place),
                         Port(name: "c", type: "App.C", origin: .lazy)],
                 resolved: false, key: "main", life: "container",
                 attributes: ["live": "false", "path": "Sources/App", "registered": "2", "registeredAgain": "Sources/B.swift:3",
                              "targetType": "App.Target", "forwardedTypes": "App.P, App.Q"],
                 place: place, declared: SourcePlace(file: "Sources/App/A.swift", line: 1)),
            Node(id: "App/B", kind: .box, type: "App.B", parent: "App", ports: [], attributes: ["target": "App"]),
            Node(id: "App/C", kind: .module, type: "C", declared: place),
        ]
        let edges = [
            Edge(from: "App/A", to: "App/B", kind: .resolves, label: "b", reference: .weak, resolved: false, place: place),
            Edge(from: "App/A", to: "App/C", kind: .holds, reference: .unowned),
            Edge(from: "App/B", to: "App/C", kind: .imports, reference: .strong),
            Edge(from: "App/C", to: "App/A", kind: .depends, place: SourcePlace(file: "x", line: 0)),
        ]
        return GraphSnapshot(nodes: nodes, edges: edges, source: "scan", title: "Declared registrations")
    }

    @Test func theWrittenShapeIsTheEncodersBytes() throws {
        for snapshot in [everyField, SampleSnapshots.payments, SampleSnapshots.showroom, SampleSnapshots.objects,
                         SampleSnapshots.layered(layers: 6, width: 9), GraphSnapshot(nodes: [], edges: []),
                         GraphSnapshot(nodes: [], edges: [], source: "s")] {
            #expect(snapshot.jsonData() == (try encoded(snapshot)))
        }
    }

    @Test func stringsAreEscapedAsTheEncoderEscapesThem() throws {
        let names = ["a\"b", "back\\slash", "a/b//c", "", "caf\u{E9}", "cafe\u{301}", "\u{212A}elvin", "emoji \u{1F600}",
                     "tab\tand\nnewline", "nul\u{0}", "bell\u{7}", "del\u{7F}", "line\u{2028}sep", "para\u{2029}sep",
                     "esc\u{1B}[31m", "\u{A0}nbsp", "\u{FEFF}bom"]
        for name in names {
            let snapshot = GraphSnapshot(
                nodes: [Node(id: name, kind: .service, type: name, key: name, life: name, attributes: ["live": name])],
                edges: [Edge(from: name, to: name, kind: .resolves, label: name)], source: name, title: name)
            #expect(snapshot.jsonData() == (try encoded(snapshot)), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(SampleSnapshots.hostile.jsonData() == (try encoded(SampleSnapshots.hostile)))
    }

    @Test func attributeKeysAreInTheEncodersOrder() throws {
        let keySets: [[String]] = [
            ["targets", "targetType"], ["b", "B"], ["a10", "a9", "a"], ["_x", "x", "X"], ["", "a"], ["\u{E9}t\u{E9}", "ete", "zeta"],
            ["path", "Path2", "live"], ["a b", "a-b", "ab"],
        ]
        for keys in keySets {
            let attributes = Dictionary(uniqueKeysWithValues: keys.map { ($0, "v") })
            let snapshot = GraphSnapshot(nodes: [Node(id: "n", kind: .service, type: "T", attributes: attributes)], edges: [])
            #expect(snapshot.jsonData() == (try encoded(snapshot)), "\(keys)")
        }
    }
}
