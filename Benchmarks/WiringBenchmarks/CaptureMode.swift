import Foundation
import WiringCapture
import WiringModel
import WiringTestSupport

/// `capture`: times `GraphSnapshot.capture` and `dump()` of the same live graphs, alternating rounds.
///
/// With `--copies k`, the round builds k separate graphs of `--objects` objects and captures (or
/// dumps) each once, so every size can be timed over the same total number of objects: a small
/// graph timed alone, round after round, stays in the processor caches, which no capture in an
/// app enjoys, and would make growth with size look larger than it is.
///
/// `--capture-rounds` sets how many rounds capture (default: `--rounds`); the rounds past `--rounds`
/// capture only. A capture takes a fraction of a `dump()`, so more of its rounds cost little,
/// and the first two captures of a process find less of the heap ready than those after (see
/// docs/performance.md, Capture, the heap's first rounds).
///
/// With `--write FILE`, the first graph's snapshot is written there after the timed rounds, so two
/// builds can be checked to capture the same bytes.
enum CaptureMode {
    static func run(_ options: BenchmarkArguments) throws {
        let objects = try options.int("objects")
        let rounds = try options.int("rounds", default: 5)
        let captureRounds = try options.int("capture-rounds", default: rounds)
        let copies = try options.int("copies", default: 1)
        let shape = options.string("shape") ?? "tree"
        let only = options.string("only")
        let written = options.string("write")
        guard copies >= 1 else { throw BenchmarkError.badArgument("--copies \(copies) must be at least 1") }
        if shape == "box" { return try BoxCaptureMode.run(services: objects, rounds: rounds) }
        let roots: [AnyObject]
        switch shape {
        case "tree": roots = (0..<copies).map { _ in SyntheticObjectGraphs.tree(objects: objects) }
        case "layered": roots = (0..<copies).map { _ in SyntheticObjectGraphs.layered(objects: objects) }
        case "mixed": roots = (0..<copies).map { _ in SyntheticObjectGraphs.mixed(objects: objects) }
        case "observers": roots = (0..<copies).map { _ in SyntheticObjectGraphs.observers(objects: objects) }
        default: throw BenchmarkError.badArgument("--shape '\(shape)' is not tree, layered, mixed, observers or box")
        }
        // Public reflection does not show which properties are weak: the graphs' are declared.
        var captureOptions = CaptureOptions()
        for (type, property) in SyntheticObjectGraphs.weakProperties { captureOptions.declare(.weak, property, in: type) }
        var captureTimes: [Double] = []
        var dumpTimes: [Double] = []
        var dumped = 0
        var latest: [GraphSnapshot] = []
        for round in 0..<max(rounds, captureRounds) {
            if only != "dump", round < captureRounds {
                captureTimes.append(Stopwatch.seconds {
                    // Replacing the previous round's snapshots frees them inside the round, as
                    // dropping these would, so every round pays for releasing what it made.
                    latest = roots.map { GraphSnapshot.capture($0, options: captureOptions) }
                })
            }
            if only != "capture", round < rounds {
                dumpTimes.append(Stopwatch.seconds {
                    var stream = NullOutputStream()
                    for root in roots { dump(root, to: &stream, maxDepth: .max, maxItems: .max) }
                    dumped = stream.count
                })
            }
        }
        // Counted outside the timed rounds: reading every id is not part of capturing.
        let nodes = latest.first?.nodes.count ?? 0
        let suffixed = latest.first?.nodes.count { $0.id.utf8.contains(UInt8(ascii: "#")) } ?? 0
        let idBytes = latest.first?.nodes.reduce(0) { $0 + $1.id.utf8.count } ?? 0
        if let written, let first = latest.first ?? roots.first.map({ GraphSnapshot.capture($0, options: captureOptions) }) {
            try first.write(to: URL(fileURLWithPath: written))
        }
        let capture = Stopwatch.best(captureTimes)
        let dumpTime = Stopwatch.best(dumpTimes)
        // Medians over the rounds that ran side by side (the first `rounds` of each).
        let captureMedian = Stopwatch.median(Array(captureTimes.prefix(rounds)))
        let dumpMedian = Stopwatch.median(dumpTimes)
        print(#"{"shape":"\#(shape)","objects":\#(objects),"copies":\#(copies),"nodes":\#(nodes),"suffixed_ids":\#(suffixed),"id_bytes":\#(idBytes),"capture_s":\#(capture),"dump_s":\#(dumpTime),"capture_median_s":\#(captureMedian),"dump_median_s":\#(dumpMedian),"dump_chars":\#(dumped)}"#)
    }
}
