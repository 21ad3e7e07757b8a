import Foundation

/// The benchmark tool: generates synthetic snapshots and times capture against `dump()`.
///
/// `scripts/bench.sh` builds it in release mode and drives it; it can also be run by hand:
///
/// ```
/// WiringBenchmarks generate --nodes 500 -o graph.json
/// WiringBenchmarks generate --edges 120000 -o before.json
/// WiringBenchmarks generate --from before.json --crossings 25 -o after.json
/// WiringBenchmarks capture --shape tree --objects 10000 --rounds 5
/// WiringBenchmarks decode graph.json --rounds 3
/// WiringBenchmarks scan scan-tree/Sources --rounds 3
/// ```
///
/// Results are printed as one JSON object per line on standard output.
@main
enum WiringBenchmarks {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard !arguments.isEmpty else { fail(usage) }
        let mode = arguments.removeFirst()
        do {
            let options = try BenchmarkArguments(arguments)
            switch mode {
            case "generate": try GenerateMode.run(options)
            case "capture": try CaptureMode.run(options)
            case "decode": try DecodeMode.run(options)
            case "scan": try ScanMode.run(options)
            default: fail("unknown mode '\(mode)'\n\(usage)")
            }
        } catch {
            fail("error: \(error)")
        }
    }

    static let usage = """
        usage: WiringBenchmarks generate (--nodes N | --edges N | --from FILE --crossings K) -o FILE
               WiringBenchmarks capture --shape tree|layered|mixed|observers|box --objects N [--copies K] [--rounds R] [--capture-rounds C] [--only capture|dump] [--write FILE]
               WiringBenchmarks decode FILE [--rounds R]
               WiringBenchmarks scan FOLDER [--rounds R]
        """

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }
}
