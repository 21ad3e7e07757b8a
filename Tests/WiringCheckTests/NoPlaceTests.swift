import Foundation
import Testing
import WiringCheck
@testable import WiringReports
import WiringModel

/// A source place of `.` (or `./`) names the root folder, not a file: reports treat it as no place.
@Suite("A place of '.'")
struct NoPlaceTests {
    @Test("gives no file= annotation property, no empty SARIF uri and no JUnit file")
    func dotIsNoPlace() throws {
        for file in [".", "./", "./.", "."] {
            let nodes = [Node(id: "A", kind: .object, type: "M.A"), Node(id: "B", kind: .object, type: "N.B")]
            let edge = Edge(from: "A", to: "B", kind: .holds, place: SourcePlace(file: file, line: 3))
            let report = DiffReport(before: GraphSnapshot(nodes: nodes, edges: []), after: GraphSnapshot(nodes: nodes, edges: [edge]))
            let finding = try #require(report.findings.first)
            #expect(ReviewLocation.of(finding) == nil, "\(file)")
            #expect(ReviewLocation.relativePath(file) == nil)
            let github = String(decoding: try report.formatted(as: .github), as: UTF8.self)
            #expect(!github.contains("file="), "\(github)")
            let sarif = String(decoding: try report.formatted(as: .sarif), as: UTF8.self)
            #expect(!sarif.contains("\"uri\"") || !sarif.replacingOccurrences(of: " ", with: "").contains("\"uri\":\"\""))
            let junit = String(decoding: try report.formatted(as: .junit), as: UTF8.self)
            #expect(!junit.contains("file=\"\""))
        }
    }
}
