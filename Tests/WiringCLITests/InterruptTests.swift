import Foundation
import Testing
import WiringTestSupport

/// SIGINT and SIGTERM in the middle of a long render or a large write leave
/// no partial or temporary file, and the status says which signal it was.
@Suite("wiring interrupted", .serialized)
struct InterruptTests {
    /// A render started in the background, with its output going to files.
    private struct BackgroundRun {
        let process = Process()
        let stderr: URL
        private let scratch: TemporaryDirectory

        init(_ arguments: [String]) throws {
            scratch = try TemporaryDirectory()
            stderr = scratch.file("stderr")
            _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
            process.executableURL = try WiringProcess.executable()
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: stderr)
            try process.run()
        }

        var errorText: String { (try? String(contentsOf: stderr, encoding: .utf8)) ?? "" }

        /// Waits (polling) until a condition holds or the process ends; returns whether it held.
        func wait(until condition: () -> Bool) -> Bool {
            while process.isRunning {
                if condition() { return true }
                usleep(200)
            }
            return condition()
        }

        /// Waits for the end; returns the exit status and everything written to standard error.
        func finish() -> (status: Int32, stderr: String) {
            process.waitUntilExit()
            let text = errorText
            scratch.remove()
            return (process.terminationStatus, text)
        }
    }

    private static func files(in directory: TemporaryDirectory) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? [])
    }

    /// A graph that takes `dot` seconds to lay out when nothing is collapsed.
    private static let large = SampleSnapshots.layered(layers: 40, width: 100)

    @Test("an interrupt during layout ends with 130 or 143 and leaves the old output untouched",
          arguments: [("SIGINT", Int32(130)), ("SIGTERM", Int32(143))])
    func interruptDuringLayout(signal: String, status: Int32) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let snapshot = directory.file("large.wiring.json")
        try Self.large.jsonData().write(to: snapshot)
        let output = directory.file("diagram.svg")
        try Data("old diagram\n".utf8).write(to: output)

        let run = try BackgroundRun(["render", snapshot.path, "--collapse", "none", "-o", output.path])
        let laidOut = run.wait { run.errorText.contains("laying out") }
        #expect(laidOut, "render ended before layout: \(run.errorText)")
        if signal == "SIGINT" { run.process.interrupt() } else { run.process.terminate() }
        let (exitStatus, stderr) = run.finish()

        #expect(exitStatus == status, "\(stderr)")
        #expect(stderr.contains("interrupted by \(signal)"), "\(stderr)")
        #expect(try Data(contentsOf: output) == Data("old diagram\n".utf8))
        #expect(Self.files(in: directory) == ["large.wiring.json", "diagram.svg"])
    }

    @Test("an interrupt while a large file is being written removes the temporary file")
    func interruptDuringWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let big = SampleSnapshots.layered(layers: 100, width: 200)
        let snapshot = directory.file("big.wiring.json")
        let expected = big.jsonData()
        try expected.write(to: snapshot)
        let output = directory.file("copy.json")

        // The interrupt lands as soon as a temporary file shows up; if the write is
        // too quick to catch, the run completes, which must also leave a whole file.
        var caughtInFlight = 0
        for _ in 0..<3 {
            try? FileManager.default.removeItem(at: output)
            let run = try BackgroundRun(["render", snapshot.path, "--format", "json", "-o", output.path])
            let sawTemporary = run.wait { Self.files(in: directory).contains { $0.hasSuffix(".tmp") } }
            if sawTemporary { run.process.interrupt() }
            let (exitStatus, stderr) = run.finish()
            let left = Self.files(in: directory)
            #expect(!left.contains { $0.hasSuffix(".tmp") }, "temporary file left: \(left)")
            if exitStatus == 130 {
                caughtInFlight += 1
                // Interrupted: either before the rename (no file) or just after it (a whole file).
                if left.contains("copy.json") { #expect(try Data(contentsOf: output) == expected) }
            } else {
                #expect(exitStatus == 0, "\(stderr)")
                #expect(try Data(contentsOf: output) == expected)
            }
        }
        // Record how often the interrupt hit the write, for the reliability notes.
        print("interrupts that landed during the write: \(caughtInFlight) of 3")
    }
}
