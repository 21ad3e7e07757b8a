import Foundation
import Testing

/// The GitHub Action's script, run as `action.yml` runs it, without GitHub: `scripts/test-action.sh`
/// drives it against a repository with a base and a head commit and a stub `gh`.
@Suite("GitHub Action script")
struct ActionScriptTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether a command is on PATH.
    static func available(_ command: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "command -v \(command)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
    }

    static let toolsAvailable = ["bash", "git", "jq", "python3", "curl", "zip", "unzip"].allSatisfy(available)

    @Test("comment created then updated, never another user's, none when nothing changed; SARIF, outputs, exit status",
          .enabled(if: ActionScriptTests.toolsAvailable, "needs bash, git, jq, python3, curl, zip and unzip"))
    func actionScriptKeepsItsPromises() throws {
        let tools = try WiringProcess.executable().deletingLastPathComponent()
        #expect(FileManager.default.isExecutableFile(atPath: tools.appendingPathComponent("wiring-scan").path),
                "build wiring-scan too (swift build)")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-action-test-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Self.packageRoot.appendingPathComponent("scripts/test-action.sh").path, tools.path]
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = try String(contentsOf: log, encoding: .utf8)
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("all expectations hold"))
        #expect(!output.contains("FAILED"))
    }
}
