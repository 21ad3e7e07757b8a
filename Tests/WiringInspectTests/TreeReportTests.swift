import Foundation
import Testing
import WiringInspect
import WiringModel
import WiringTestSupport

@Suite("Tree")
struct TreeReportTests {
    @Test("payments: every node, port and edge in its place")
    func payments() {
        let lines = SnapshotInspector(SampleSnapshots.payments).tree().text().lines
        #expect(lines == [
            "PaymentsApp.ApplicationBoundary (boundaries) — 9 nodes, 5 edges",
            "ApplicationBoundary [root]",
            "├── port rootView: ViewController (computed)",
            "├── PaymentsBoundary [container]",
            "│   ├── port paymentsView: ViewController (computed)",
            "│   ├── AFramework [boundary]",
            "│   ├── ModelBoundary [boundary]",
            "│   │   ├── port paymentsFacade: PaymentsFacade (computed)",
            "│   │   └── → needs plugin ModelBoundary.Plugin",
            "│   ├── ModelBoundary.Plugin [plugin]",
            "│   │   ├── port paymentPersistence: PaymentPersistence (stored)",
            "│   │   └── port paymentService: PaymentService (stored)",
            "│   ├── PresenterBoundary [boundary]",
            "│   │   ├── port paymentsPresenter: PaymentsPresenter (computed)",
            "│   │   └── → depends on ModelBoundary",
            "│   ├── Service [adapter]",
            "│   │   ├── → depends on AFramework",
            "│   │   └── → implements ModelBoundary.Plugin",
            "│   └── ViewBoundary [boundary]",
            "│       ├── port paymentsView: ViewController (lazy, not yet made)",
            "│       └── → depends on PresenterBoundary",
            "└── ProfileBoundary [boundary] (unresolved)",
            "",
            "0 warnings, 1 note",
            "note: ProfileBoundary (boundary) is declared but not resolved yet",
        ])
    }

    @Test("showroom: keys, lives, the child box and the resolves edges")
    func showroom() {
        let lines = SnapshotInspector(SampleSnapshots.showroom).tree().text().lines
        #expect(lines.first == "Showroom box (box) — 7 nodes, 4 edges")
        #expect(lines.contains("Box [box]"))
        #expect(lines.contains("├── Car#familyCar [service] key: familyCar, life: permanent"))
        #expect(lines.contains("│   └── → resolves Transmission"))
        #expect(lines.contains("├── Transmission [service] life: transient"))
        #expect(lines.contains("└── Box#garage [box] key: garage"))
        #expect(lines.contains("    └── Mechanic [service] life: transient"))
        #expect(lines.contains("        └── → resolves Car#sportsCar"))
        // The edge line sits right under the node it leaves.
        let family = lines.firstIndex(of: "├── Car#familyCar [service] key: familyCar, life: permanent")
        #expect(family.map { lines[$0 + 1] } == "│   └── → resolves Transmission")
        #expect(lines.contains { $0.hasPrefix("warning: captive dependency: permanent Car#familyCar resolves transient Transmission") })
    }

    @Test("objects: labels and weak or unowned references are marked")
    func objects() {
        let lines = SnapshotInspector(SampleSnapshots.objects).tree().text().lines
        #expect(lines == [
            "App.Coordinator (objects) — 3 nodes, 4 edges",
            "Coordinator [object]",
            "├── → holds ChildCoordinator (child)",
            "└── → holds Store (store)",
            "ChildCoordinator [object]",
            "└── → holds Coordinator (parent, weak)",
            "Store [object]",
            "└── → holds Coordinator (owner, unowned)",
            "",
            "no warnings",
        ])
    }

    @Test("ASCII style uses no character outside ASCII")
    func ascii() {
        let text = SnapshotInspector(SampleSnapshots.payments).tree().text(style: InspectStyle(ascii: true))
        let nonASCII = text.unicodeScalars.filter { !$0.isASCII }
        #expect(nonASCII.isEmpty)
        #expect(text.lines.contains("|   |-- ModelBoundary [boundary]"))
        #expect(text.lines.contains("|   |   `-- -> needs plugin ModelBoundary.Plugin"))
        #expect(text.lines.contains("`-- ProfileBoundary [boundary] (unresolved)"))
    }

    @Test("colour only when asked for")
    func colour() {
        let inspector = SnapshotInspector(SampleSnapshots.showroom)
        #expect(!inspector.tree().text().contains("\u{1B}"))
        let coloured = inspector.tree().text(style: InspectStyle(colour: true))
        #expect(coloured.contains("\u{1B}[36m[service]\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[33mwarning:\u{1B}[0m"))
    }

    @Test("the same snapshot gives the same bytes, whatever order it was built in")
    func deterministic() throws {
        let snapshot = SampleSnapshots.showroom
        let shuffled = GraphSnapshot(
            nodes: snapshot.nodes.reversed(), edges: snapshot.edges.reversed(), source: snapshot.source, title: snapshot.title)
        #expect(SnapshotInspector(snapshot).tree().text() == SnapshotInspector(shuffled).tree().text())
        let first = try SnapshotInspector(snapshot).answer(.overview, format: .json)
        let second = try SnapshotInspector(shuffled).answer(.overview, format: .json)
        #expect(first == second)
    }

    @Test("hostile names never reach the terminal as control characters")
    func hostile() throws {
        let inspector = SnapshotInspector(SampleSnapshots.hostile)
        let name = try #require(SampleSnapshots.hostile.nodes.first { $0.type.contains("Term") }?.id)
        var answers = [
            inspector.tree().text(),
            try inspector.node(name).text(),
            try inspector.answer(.overview, format: .json),
            try inspector.answer(.node(name), format: .json),
        ]
        #expect(throws: InspectError.self) { try inspector.node("\u{1B}[2J") }
        do { _ = try inspector.node("\u{1B}[2Jnothing") } catch { answers.append(error.description) }
        for answer in answers {
            #expect(!answer.unicodeScalars.contains { $0.value == 0x1B })
        }
        #expect(answers[0].contains("Term\\u{1b}[31mRED"))
        #expect(answers[4].contains("\\u{1b}[2Jnothing"))
    }

    @Test("C1 controls and direction overrides are escaped in JSON, which still decodes to the same text")
    func jsonEscapes() throws {
        let type = "Evil.A\u{9B}31mB\u{202E}C"
        let snapshot = GraphSnapshot(nodes: [Node(id: type, kind: .object, type: type)], edges: [])
        let json = try SnapshotInspector(snapshot).answer(.overview, format: .json)
        #expect(!json.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E })
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let entries = decoded?["entries"] as? [[String: Any]]
        #expect(entries?.first?["type"] as? String == type)
    }

    @Test("deep nesting is drawn without recursion, its indent capped")
    func deepNesting() {
        let text = SnapshotInspector(InspectFixtures.nested(5_000)).tree().text(style: InspectStyle(ascii: true))
        let lines = text.lines
        #expect(lines.count == 5_000 + 3)
        #expect(lines.last(where: { $0.contains("L4999 [boundary]") })?.hasPrefix("...(4998) ") == true)
        // No line grows with the depth beyond the cap.
        #expect(lines.allSatisfy { $0.count < 4 * 60 })
    }
}

/// Where people look for the source line of a node, port or edge.
@Suite("Source places in inspect")
struct SourcePlaceInspectTests {
    static let placed = SampleSnapshots.payments.placed()

    @Test("the tree prints File.swift:LINE after each node, port and edge")
    func tree() throws {
        let lines = SnapshotInspector(Self.placed).tree().text().lines
        let presenter = try #require(Self.placed.nodes.first { $0.displayName == "PresenterBoundary" })
        let place = try #require(presenter.place)
        #expect(lines.contains("│   ├── PresenterBoundary [boundary] PresenterBoundary.swift:\(place.line)"))
        #expect(lines.contains { $0.hasPrefix("│   │   ├── port paymentsPresenter: PaymentsPresenter (computed) PresenterBoundary.swift:") })
        #expect(lines.contains { $0.hasPrefix("│   │   └── → depends on ModelBoundary PresenterBoundary.swift:") })
        // Without places the tree is as before.
        #expect(!SnapshotInspector(SampleSnapshots.payments).tree().text().contains(".swift:"))
    }

    @Test("--node prints the short place on its first line and the relative path among the facts")
    func node() throws {
        let report = try SnapshotInspector(Self.placed).node("ViewBoundary")
        let place = try #require(report.node.place)
        let lines = report.text().lines
        #expect(lines.first == "ViewBoundary [boundary] ViewBoundary.swift:\(place.line)")
        #expect(lines.contains("  place:    Sources/App/ViewBoundary.swift:\(place.line)"))
        #expect(lines.contains { $0.hasPrefix("  → depends on PresenterBoundary ViewBoundary.swift:") })
    }

    @Test("a hostile file name is sanitized like every snapshot string")
    func hostile() throws {
        var snapshot = SampleSnapshots.payments
        var nodes = snapshot.nodes
        let index = try #require(nodes.firstIndex { $0.displayName == "ViewBoundary" })
        nodes[index].place = SourcePlace(file: "Sources/\u{1B}[31mEvil\u{202E}.swift", line: 3)
        snapshot.setNodes(nodes)
        let text = try SnapshotInspector(snapshot).node("ViewBoundary").text()
        #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}"))
    }
}
