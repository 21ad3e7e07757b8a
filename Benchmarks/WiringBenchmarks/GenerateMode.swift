import Foundation
import WiringModel
import WiringTestSupport

/// `generate`: writes a synthetic snapshot, or the "after" variant of one with added crossings.
enum GenerateMode {
    static func run(_ options: BenchmarkArguments) throws {
        guard let output = options.string("o") ?? options.string("output") else {
            throw BenchmarkError.badArgument("-o FILE is required")
        }
        let snapshot: GraphSnapshot
        if let from = options.string("from") {
            let before = try GraphSnapshot(contentsOf: URL(fileURLWithPath: from))
            snapshot = SyntheticGraphs.addingCrossings(to: before, count: try options.int("crossings"))
        } else if options.string("edges") != nil {
            snapshot = SyntheticGraphs.layered(edges: try options.int("edges"))
        } else {
            snapshot = SyntheticGraphs.layered(nodes: try options.int("nodes"))
        }
        try snapshot.write(to: URL(fileURLWithPath: output))
        print(#"{"file":"\#(output)","nodes":\#(snapshot.nodes.count),"edges":\#(snapshot.edges.count)}"#)
    }
}
