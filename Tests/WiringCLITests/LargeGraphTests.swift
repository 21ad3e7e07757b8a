import Foundation
import Testing
import WiringModel
import WiringTestSupport

/// Large graphs degrade the way docs/rendering.md says: lighter layout, then
/// automatic collapsing, then a refusal that names the flag to force it.
@Suite("wiring render on large graphs", .serialized)
struct LargeGraphTests {
    private func write(_ snapshot: GraphSnapshot, in directory: TemporaryDirectory) throws -> String {
        let url = directory.file("large.wiring.json")
        try snapshot.jsonData().write(to: url)
        return url.path
    }

    @Test("3,000 nodes with --collapse none: drawn whole with fast layout settings, and the step is reported")
    func threeThousandWhole() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let snapshot = try write(SampleSnapshots.layered(layers: 30, width: 100), in: directory)
        let output = directory.file("large.svg")
        let outcome = try WiringProcess.run(["render", snapshot, "--collapse", "none", "-o", output.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("large graph (3031 nodes"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("laying out 3031 nodes"), "\(outcome.stderr)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.components(separatedBy: "class=\"node\"").count - 1 >= 3031)
    }

    @Test("3,000, 10,000 and 50,000 nodes: collapsed to containers automatically, saying how to keep every node",
          arguments: [(30, 100), (50, 200), (100, 500)])
    func collapsedAutomatically(layers: Int, width: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let snapshot = try write(SampleSnapshots.layered(layers: layers, width: width), in: directory)
        let output = directory.file("large.svg")
        let outcome = try WiringProcess.run(["render", snapshot, "-o", output.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("collapsed to container level automatically"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--collapse none"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("laying out \(layers + 1) nodes"), "\(outcome.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.path))
    }

    @Test("10,000 and 50,000 nodes with --collapse none: refused, naming --force, with no file written",
          arguments: [(50, 200), (100, 500)])
    func refusedWithoutForce(layers: Int, width: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let snapshot = try write(SampleSnapshots.layered(layers: layers, width: width), in: directory)
        let output = directory.file("large.svg")
        let outcome = try WiringProcess.run(["render", snapshot, "--collapse", "none", "-o", output.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("\(layers * (width + 1) + 1) nodes"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--force"), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
