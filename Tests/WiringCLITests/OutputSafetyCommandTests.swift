import Foundation
import Testing
import WiringTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line never clobbers a file it should not touch, and never crashes on a write error.
@Suite("wiring writes safely")
struct OutputSafetyCommandTests {
    private static let snapshot = SampleSnapshots.payments.jsonData()

    /// Runs `wiring` with standard output going to `stdout`; standard error is captured.
    private func run(_ arguments: [String], stdout: FileHandle) throws -> (status: Int32, stderr: String) {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let errURL = scratch.file("stderr")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = try WiringProcess.executable()
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try err.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    #if os(Linux)
    @Test("> /dev/full: exit 2 and a message, not a crash", arguments: [["inspect"], ["render", "--format", "dot"], ["diff", "SAME"]])
    func fullDevice(arguments: [String]) throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("app.json")
        try Self.snapshot.write(to: file)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        var command = [arguments[0], file.path] + arguments.dropFirst()
        if let same = command.firstIndex(of: "SAME") { command[same] = file.path }
        let outcome = try run(command, stdout: full)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("cannot write standard output: no space left on device"), "\(outcome.stderr)")
    }

    @Test("wiring scan > /dev/full: exit 2 and a message, not a crash")
    func scanToAFullDevice() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let source = scratch.file("Model.swift")
        try Data("import Boundaries\nfinal class ModelBoundary: Boundary {}\n".utf8).write(to: source)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let outcome = try run(["scan", source.path, "--quiet"], stdout: full)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("cannot write standard output: no space left on device"), "\(outcome.stderr)")
    }
    #endif

    @Test func aClosedPipeGivesExit2NotACrash() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("big.json")
        try SyntheticGraphs.layered(nodes: 3_000).jsonData().write(to: file)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let outcome = try run(["render", file.path, "--format", "json"], stdout: pipe.fileHandleForWriting)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("cannot write standard output: broken pipe"), "\(outcome.stderr)")
    }

    @Test func renderRefusesToWriteOverItsInput() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("app.json")
        try Self.snapshot.write(to: file)
        let link = scratch.file("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        for output in [file.path, link.path, scratch.url.path + "/./app.json"] {
            let outcome = try WiringProcess.run(["render", file.path, "--format", "json", "-o", output])
            #expect(outcome.status == 2, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("is the snapshot being read"), "\(outcome.stderr)")
            #expect(try Data(contentsOf: file) == Self.snapshot)
        }
    }

    @Test func aBaselineNamingAnInputIsRefused() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let before = scratch.file("before.json")
        let after = scratch.file("after.json")
        try Self.snapshot.write(to: before)
        try Self.snapshot.write(to: after)
        for input in [before, after] {
            let outcome = try WiringProcess.run(["diff", before.path, after.path, "--baseline", input.path, "--update-baseline"])
            #expect(outcome.status == 2, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("--update-baseline would overwrite it"), "\(outcome.stderr)")
            #expect(try Data(contentsOf: input) == Self.snapshot)
        }
    }

    @Test func theBaselineIsNotWrittenWhenTheRunFails() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("app.json")
        try Self.snapshot.write(to: file)
        let baseline = scratch.file("accepted.txt")
        try Data("# mine\n".utf8).write(to: baseline)
        let outcome = try WiringProcess.run([
            "diff", file.path, file.path, "--baseline", baseline.path, "--update-baseline",
            "-o", scratch.file("missing-folder/report.txt").path,
        ])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(try Data(contentsOf: baseline) == Data("# mine\n".utf8))
    }

    @Test func aDanglingLinkAsOutputIsRefusedAndKept() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("app.json")
        try Self.snapshot.write(to: file)
        let link = scratch.file("out.dot")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "elsewhere.dot")
        let outcome = try WiringProcess.run(["render", file.path, "-o", link.path])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(fileType(link.path) == S_IFLNK)
        #expect(!FileManager.default.fileExists(atPath: scratch.file("elsewhere.dot").path))
    }

    @Test func aFIFOAsOutputStaysAFIFO() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("app.json")
        try Self.snapshot.write(to: file)
        let fifo = scratch.file("out.dot")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let reader = FIFOPeer.reading(fifo.path)
        let outcome = try WiringProcess.run(["render", file.path, "-o", fifo.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(String(decoding: reader.wait(), as: UTF8.self).contains("digraph"))
        #expect(fileType(fifo.path) == S_IFIFO)
    }

    @Test func escapeSequencesInAnOutputNameArePrintedHarmlessly() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("app.json")
        try Self.snapshot.write(to: file)
        let outcome = try WiringProcess.run(["render", file.path, "-o", scratch.url.path + "/out\u{1b}[2J\u{1b}]0;x\u{07}"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("cannot tell the format"))
        #expect(!outcome.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(outcome.stderr.debugDescription)")
    }

    @Test func hugeLimitsAndDepthsEndNormally() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("app.json")
        try Self.snapshot.write(to: file)
        let focus = try #require(SampleSnapshots.payments.nodes.first?.id)
        for limit in ["9223372036854775807", "99999999999999999999999", "-1"] {
            let outcome = try WiringProcess.run(["inspect", file.path], environment: ["WIRING_MAX_SNAPSHOT_NODES": limit])
            #expect(outcome.status == (limit == "-1" ? 2 : 0), "\(limit): \(outcome.stderr)")
        }
        let outcome = try WiringProcess.run(["render", file.path, "--format", "json", "--focus", focus, "--depth", "9223372036854775807"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test func rulesAndBaselinesFromAPipeAreRead() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.file("app.json")
        try Self.snapshot.write(to: file)
        let rules = scratch.file("rules.fifo")
        let baseline = scratch.file("baseline.fifo")
        #expect(mkfifo(rules.path, 0o600) == 0 && mkfifo(baseline.path, 0o600) == 0)
        let writers = FIFOPeer.writing([(rules.path, Data(#"{"layers":[]}"#.utf8)), (baseline.path, Data("# none\n".utf8))])
        let outcome = try WiringProcess.run(["diff", file.path, file.path, "--rules", rules.path, "--baseline", baseline.path])
        writers.wait()
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }
}
