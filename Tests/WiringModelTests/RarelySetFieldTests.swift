import Foundation
import Testing
import WiringModel

/// A node keeps `key`, `life`, `place` and `declared`, and an edge its `place`, out of line. They
/// must still read, write, compare and hash as plain stored properties: set, changed and cleared in
/// any order, a value equals and hashes as one built with the same fields from the start.
@Suite("Rarely set fields")
struct RarelySetFieldTests {
    private static let place = SourcePlace(file: "Sources/App/AppStore.swift", line: 12)
    private static let declared = SourcePlace(file: "Sources/App/Store.swift", line: 3)

    @Test func aNodeReadsBackEveryFieldItWasMadeWith() {
        let node = Node(
            id: "App.store", kind: .service, type: "App.Store", parent: "App", resolved: false,
            key: "main", life: "permanent", attributes: ["instance": "true"], place: Self.place, declared: Self.declared)
        #expect(node.key == "main")
        #expect(node.life == "permanent")
        #expect(node.place == Self.place)
        #expect(node.declared == Self.declared)
        #expect(node.parent == "App")
        #expect(!node.resolved)
        #expect(node.attributes == ["instance": "true"])
    }

    @Test func settingOneFieldLeavesTheOthers() {
        var node = Node(id: "A", kind: .service, type: "App.A", key: "main", place: Self.place)
        node.life = "transient"
        #expect(node.key == "main")
        #expect(node.place == Self.place)
        #expect(node.declared == nil)
        node.key = nil
        #expect(node.life == "transient")
        #expect(node.place == Self.place)
        #expect(node == Node(id: "A", kind: .service, type: "App.A", life: "transient", place: Self.place))
    }

    @Test func aNodeWhoseFieldsAreClearedAgainEqualsOneThatNeverHadThem() {
        let plain = Node(id: "A", kind: .object, type: "App.A")
        var changed = plain
        changed.key = "k"
        changed.declared = Self.declared
        #expect(changed != plain)
        changed.key = nil
        changed.declared = nil
        #expect(changed == plain)
        #expect(changed.hashValue == plain.hashValue)
        #expect(Set([plain, changed]).count == 1)
    }

    @Test func nodesMadeApartWithEqualFieldsAreEqualAndHashAlike() {
        let make = { Node(id: "A", kind: .service, type: "App.A", key: "k", life: "permanent", place: Self.place) }
        let (left, right) = (make(), make())
        #expect(left == right)
        #expect(left.hashValue == right.hashValue)
        var moved = right
        moved.place = SourcePlace(file: "Sources/App/AppStore.swift", line: 13)
        #expect(moved != left)
    }

    @Test func aCopyIsNotChangedByChangingTheOriginal() {
        var original = Node(id: "A", kind: .service, type: "App.A", key: "k")
        let copy = original
        original.key = "other"
        #expect(copy.key == "k")
        #expect(original.key == "other")
    }

    @Test func anEdgeKeepsItsPlaceAndComparesByIt() {
        var edge = Edge(from: "A", to: "B", kind: .dependency, place: Self.place)
        #expect(edge.place == Self.place)
        let unplaced = Edge(from: "A", to: "B", kind: .dependency)
        #expect(edge != unplaced)
        edge.place = nil
        #expect(edge == unplaced)
        #expect(edge.hashValue == unplaced.hashValue)
        edge.place = Self.declared
        #expect(edge.place == Self.declared)
        #expect(edge.id == unplaced.id)
    }

    @Test func theFieldsSurviveTheSnapshotFormatAndCodable() throws {
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "A", kind: .service, type: "App.A", key: "k", life: "permanent", place: Self.place, declared: Self.declared),
                Node(id: "B", kind: .object, type: "App.B"),
            ],
            edges: [Edge(from: "A", to: "B", kind: .resolves, place: Self.place), Edge(from: "B", to: "A", kind: .holds, label: "owner")])
        let read = try GraphSnapshot(data: snapshot.jsonData())
        #expect(read == snapshot)
        #expect(read.nodes[0].declared == Self.declared)
        #expect(read.edges[0].place == Self.place)
        #expect(read.nodes[1].place == nil)
        let decoded = try JSONDecoder().decode(GraphSnapshot.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
    }

    @Test func printingShowsEveryFieldInItsOrderAndNoStorage() {
        let node = Node(id: "A", kind: .service, type: "App.A", parent: "P", key: "k", place: Self.place)
        #expect(String(describing: node) == """
            Node(id: "A", kind: WiringModel.NodeKind.service, type: "App.A", parent: Optional("P"), ports: [], \
            resolved: true, key: Optional("k"), life: nil, attributes: [:], \
            place: Optional(Sources/App/AppStore.swift:12), declared: nil)
            """)
        let edge = Edge(from: "A", to: "B", kind: .holds, label: "x", reference: .weak, place: Self.place)
        #expect(String(describing: edge) == """
            Edge(from: "A", to: "B", kind: WiringModel.EdgeKind.holds, label: Optional("x"), \
            reference: Optional(WiringModel.ReferenceStrength.weak), resolved: true, \
            place: Optional(Sources/App/AppStore.swift:12))
            """)
    }
}
