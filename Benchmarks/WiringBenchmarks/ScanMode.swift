import Dispatch
import Foundation
import SwiftParser
import WiringScan

/// `scan`: times `SourceScanner` on a folder of Swift sources against swift-syntax's own parse of
/// the same files, read and parsed on every core the same way (the floor a scan cannot beat).
///
/// Each side's processor time (every thread of the process, `parse_cpu_s` and `scan_cpu_s`, from
/// the rounds whose wall times are kept) is printed beside its wall time: their quotient is how
/// many cores the side kept busy, so a ratio that is worse with more cores free can be told from
/// one that is worse for work done.
enum ScanMode {
    static func run(_ options: BenchmarkArguments) throws {
        guard let folder = options.positional.first else { throw BenchmarkError.badArgument("scan needs a FOLDER") }
        let rounds = try options.int("rounds", default: 3)
        let files = swiftFiles(in: folder)
        var parseTimes: [(wall: Double, cpu: Double)] = []
        var scanTimes: [(wall: Double, cpu: Double)] = []
        var lines = 0
        var nodes = 0
        var edges = 0
        for _ in 0..<rounds {
            parseTimes.append(Stopwatch.wallAndProcessor { parseOnly(files) })
            scanTimes.append(try Stopwatch.wallAndProcessor {
                let result = try SourceScanner().scan([folder])
                lines = result.lineCount
                nodes = result.snapshot.nodes.count
                edges = result.snapshot.edges.count
            })
            // A scan frees its facts on a background thread after it returns; the next round starts
            // once that is done, so it is timed on cores nothing else uses.
            Thread.sleep(forTimeInterval: 0.25)
        }
        let parse = parseTimes.min { $0.wall < $1.wall } ?? (0, 0)
        let scan = scanTimes.min { $0.wall < $1.wall } ?? (0, 0)
        print(#"{"files":\#(files.count),"lines":\#(lines),"nodes":\#(nodes),"edges":\#(edges),"parse_s":\#(parse.wall),"scan_s":\#(scan.wall),"parse_cpu_s":\#(parse.cpu),"scan_cpu_s":\#(scan.cpu)}"#)
    }

    /// Reads and parses every file in parallel, keeping nothing.
    private static func parseOnly(_ files: [String]) {
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let data = FileManager.default.contents(atPath: files[index]) else { return }
            data.withUnsafeBytes { raw in
                _ = Parser.parse(source: raw.bindMemory(to: UInt8.self))
            }
        }
    }

    private static func swiftFiles(in folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
        }
        return files.sorted()
    }
}
