import Foundation
import WiringModel

/// `decode`: times reading and checking one snapshot file.
enum DecodeMode {
    static func run(_ options: BenchmarkArguments) throws {
        guard let file = options.positional.first else { throw BenchmarkError.badArgument("decode needs a FILE") }
        let rounds = try options.int("rounds", default: 3)
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        var times: [Double] = []
        var nodes = 0
        for _ in 0..<rounds {
            times.append(try Stopwatch.seconds { nodes = try GraphSnapshot(data: data, fileName: file).nodes.count })
        }
        print(#"{"file":"\#(file)","bytes":\#(data.count),"nodes":\#(nodes),"decode_s":\#(Stopwatch.best(times))}"#)
    }
}
