import Foundation
import Testing
import WiringModel
import WiringTestSupport

/// Large graphs degrade the way docs/rendering.md says: by default boxes that open; drawn whole,
/// a lighter layout, then a refusal that names the flag to force it.
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
        // Every service is a node; the root and the 30 layers, which no line touches, are drawn as their frames.
        let drawnNodes = svg.components(separatedBy: "class=\"node\"").count - 1
        let frames = svg.components(separatedBy: "class=\"cluster\"").count - 1
        #expect(drawnNodes >= 3000 && drawnNodes + frames >= 3031, "\(drawnNodes) nodes, \(frames) frames")
    }

    @Test("3,000, 10,000 and 50,000 nodes: drawn as 8 to 60 boxes that open, saying how to keep every node",
          arguments: [(30, 100), (50, 200), (100, 500)])
    func collapsedAutomatically(layers: Int, width: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let snapshot = try write(SampleSnapshots.layered(layers: layers, width: width), in: directory)
        let output = directory.file("large.svg")
        let outcome = try WiringProcess.run(["render", snapshot, "-o", output.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("boxes that open: \(layers * (width + 1) + 1) nodes are too many to read at once"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--collapse none"), "\(outcome.stderr)")
        // The first view shows 8 to 60 boxes.
        let laidOut = outcome.stderr.components(separatedBy: "laying out ").dropFirst().first?.split(separator: " ").first.flatMap { Int($0) }
        #expect((8...60).contains(laidOut ?? 0), "\(outcome.stderr)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.contains(" inside"))
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
