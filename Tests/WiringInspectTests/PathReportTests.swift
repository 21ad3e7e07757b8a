import Foundation
import Testing
import WiringInspect
import WiringModel
import WiringTestSupport

@Suite("Path")
struct PathReportTests {
    @Test("the chain of edges from a view to the plugin it reaches")
    func chain() throws {
        let report = try SnapshotInspector(SampleSnapshots.payments).path(from: "ViewBoundary", to: "ModelBoundary.Plugin")
        #expect(report.length == 3)
        #expect(report.paths.count == 1)
        #expect(report.paths[0].map(\.kind) == [.dependency, .dependency, .plugin])
        #expect(report.text().lines == [
            "ViewBoundary reaches ModelBoundary.Plugin in 3 steps",
            "  ViewBoundary",
            "  → depends on PresenterBoundary",
            "  → depends on ModelBoundary",
            "  → needs plugin ModelBoundary.Plugin",
        ])
    }

    @Test("no path says so, and notices a path the other way")
    func none() throws {
        let inspector = SnapshotInspector(SampleSnapshots.payments)
        let backward = try inspector.path(from: "ModelBoundary", to: "ViewBoundary")
        #expect(backward.length == nil)
        #expect(backward.paths.isEmpty)
        #expect(backward.reverseLength == 2)
        #expect(backward.text().lines.first == "no path from ModelBoundary to ViewBoundary")
        let unrelated = try inspector.path(from: "AFramework", to: "ProfileBoundary")
        #expect(unrelated.reverseLength == nil)
        #expect(unrelated.text() == "no path from AFramework to ProfileBoundary\n")
    }

    @Test("a node reaches itself in no steps")
    func same() throws {
        let report = try SnapshotInspector(SampleSnapshots.payments).path(from: "Service", to: "Service")
        #expect(report.length == 0)
        #expect(report.text() == "Service and Service are the same node\n")
    }

    @Test("equal shortest paths are listed in id order, at most five")
    func several() throws {
        // A diamond: S reaches T through A or B; then seven parallel routes through M0…M6.
        let diamond = InspectFixtures.graph(
            ["S", "A", "B", "T"], [("S", "B", .dependency), ("S", "A", .dependency), ("A", "T", .dependency), ("B", "T", .dependency)])
        let two = try SnapshotInspector(diamond).path(from: "S", to: "T")
        #expect(two.paths.map { $0.map(\.to) } == [["A", "T"], ["B", "T"]])
        #expect(!two.more)
        let middles = (0..<7).map { "M\($0)" }
        let wide = InspectFixtures.graph(
            ["S", "T"] + middles, middles.flatMap { [("S", $0, EdgeKind.dependency), ($0, "T", .dependency)] })
        let five = try SnapshotInspector(wide).path(from: "S", to: "T")
        #expect(five.paths.map { $0[0].to } == ["M0", "M1", "M2", "M3", "M4"])
        #expect(five.more)
        #expect(five.text().lines.last == "more shortest paths exist")
    }

    @Test("the shortest route wins over a longer one found first")
    func shortest() throws {
        let graph = InspectFixtures.graph(
            ["A", "B", "C", "D"], [("A", "B", .holds), ("B", "C", .holds), ("C", "D", .holds), ("A", "D", .holds)],
            weak: ["AD"])
        let report = try SnapshotInspector(graph).path(from: "A", to: "D")
        #expect(report.length == 1)
        #expect(report.text().lines.last == "  → holds D (AD, weak)")
    }

    @Test("a path along a 100,000-node chain, without recursion")
    func longChain() throws {
        let inspector = SnapshotInspector(InspectFixtures.chain(100_000))
        let report = try inspector.path(from: "N000000", to: "N099999")
        #expect(report.length == 99_999)
        #expect(report.paths.first?.count == 99_999)
        #expect(report.paths.first?.last?.to == "N099999")
        #expect(try inspector.path(from: "N099999", to: "N000000").reverseLength == 99_999)
    }

    @Test("either end may be unknown or ambiguous")
    func badNames() {
        let inspector = SnapshotInspector(SampleSnapshots.showroom)
        #expect(throws: InspectError.self) { try inspector.path(from: "Car", to: "Engine") }
        #expect(throws: InspectError.self) { try inspector.path(from: "Engine", to: "Nothing") }
    }

    @Test("JSON path answers give the length and the steps")
    func json() throws {
        let json = try SnapshotInspector(SampleSnapshots.showroom).answer(.path(from: "Mechanic", to: "Engine"), format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["length"] as? Int == 3)
        let steps = try #require((object["paths"] as? [[[String: Any]]])?.first)
        #expect(steps.map { $0["toName"] as? String } == ["Car#sportsCar", "Transmission", "Engine"])
    }
}
