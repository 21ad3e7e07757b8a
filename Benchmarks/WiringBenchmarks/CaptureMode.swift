import Foundation
import WiringCapture
import WiringModel
import WiringTestSupport

/// `capture`: times `GraphSnapshot.capture` and `dump()` of the same live graph, alternating rounds.
enum CaptureMode {
    static func run(_ options: BenchmarkArguments) throws {
        let objects = try options.int("objects")
        let rounds = try options.int("rounds", default: 5)
        let shape = options.string("shape") ?? "tree"
        let only = options.string("only")
        let root: AnyObject
        switch shape {
        case "tree": root = SyntheticObjectGraphs.tree(objects: objects)
        case "layered": root = SyntheticObjectGraphs.layered(objects: objects)
        default: throw BenchmarkError.badArgument("--shape '\(shape)' is not tree or layered")
        }
        var captureTimes: [Double] = []
        var dumpTimes: [Double] = []
        var dumped = 0
        var latest: GraphSnapshot?
        for _ in 0..<rounds {
            if only != "dump" {
                captureTimes.append(Stopwatch.seconds {
                    // Replacing the previous round's snapshot frees it inside the round, as
                    // dropping this one would, so every round pays for one snapshot's release.
                    latest = GraphSnapshot.capture(root)
                })
            }
            if only != "capture" {
                dumpTimes.append(Stopwatch.seconds {
                    var stream = NullOutputStream()
                    dump(root, to: &stream, maxDepth: .max, maxItems: .max)
                    dumped = stream.count
                })
            }
        }
        // Counted outside the timed rounds: reading every id is not part of capturing.
        let nodes = latest?.nodes.count ?? 0
        let suffixed = latest?.nodes.count { $0.id.utf8.contains(UInt8(ascii: "#")) } ?? 0
        let capture = Stopwatch.best(captureTimes)
        let dumpTime = Stopwatch.best(dumpTimes)
        print(#"{"shape":"\#(shape)","objects":\#(objects),"nodes":\#(nodes),"suffixed_ids":\#(suffixed),"capture_s":\#(capture),"dump_s":\#(dumpTime),"dump_chars":\#(dumped)}"#)
    }
}
