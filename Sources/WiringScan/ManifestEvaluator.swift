import Dispatch
import Foundation

/// Evaluates `Package.swift` the way SwiftPM does, with `swift package dump-package`: conditions,
/// computed target lists and variables come out as SwiftPM sees them. Nothing is resolved or
/// fetched, and the package's own build folder is left alone (a scratch folder of its own keeps
/// the evaluation from waiting on a build that holds `.build`).
///
/// Evaluating a manifest runs it, as `swift build` would: scan only packages you would build.
struct ManifestEvaluator: Sendable {
    /// The `swift` driver, or `nil` when no toolchain was found.
    let swift: String?
    /// How long one evaluation may take before it is stopped.
    var timeout: Double = 120

    /// Finds the toolchain: `WIRING_SWIFT` when set, else `swift` on `PATH`.
    static func fromEnvironment() -> ManifestEvaluator {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["WIRING_SWIFT"], !chosen.isEmpty {
            return ManifestEvaluator(swift: FileManager.default.isExecutableFile(atPath: chosen) ? chosen : nil)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return ManifestEvaluator(swift: candidate) }
        }
        return ManifestEvaluator(swift: nil)
    }

    /// Why a manifest could not be evaluated.
    enum Failure: Error, Sendable, Equatable {
        case noToolchain
        case failed(String)
        case timedOut
        case unreadableOutput
    }

    /// The package description SwiftPM evaluates from the manifest in `folder`.
    ///
    /// - Parameter folder: The absolute path of the folder holding `Package.swift`.
    /// - Returns: The JSON object `dump-package` prints.
    /// - Throws: `Failure` when there is no toolchain, or the manifest does not evaluate.
    func evaluate(packageAt folder: String) throws(Failure) -> [String: Any] {
        guard let swift else { throw .noToolchain }
        let manager = FileManager.default
        let scratch = NSTemporaryDirectory() + "wiring-manifest-" + UUID().uuidString
        let outputPath = scratch + "-out.json"
        let errorPath = scratch + "-err.txt"
        guard manager.createFile(atPath: outputPath, contents: nil), manager.createFile(atPath: errorPath, contents: nil),
              let output = FileHandle(forWritingAtPath: outputPath), let errors = FileHandle(forWritingAtPath: errorPath)
        else { throw .failed("cannot create a temporary file in \(NSTemporaryDirectory())") }
        defer {
            try? output.close()
            try? errors.close()
            for path in [scratch, outputPath, errorPath] { try? manager.removeItem(atPath: path) }
        }
        // SwiftPM leaves a folder behind in the temporary folder for each manifest it compiles: it
        // gets one of its own, removed with the rest.
        let temporary = scratch + "-tmp"
        guard (try? manager.createDirectory(atPath: temporary, withIntermediateDirectories: true)) != nil else {
            throw .failed("cannot create a temporary folder in \(NSTemporaryDirectory())")
        }
        defer { try? manager.removeItem(atPath: temporary) }
        let process = Process()
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { _, new in new }
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["package", "--package-path", folder, "--scratch-path", scratch, "dump-package"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { throw .failed("cannot run '\(swift)': \(error.localizedDescription)") }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            throw .timedOut
        }
        guard process.terminationStatus == 0 else {
            let message = (manager.contents(atPath: errorPath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            throw .failed(Self.firstError(in: message))
        }
        guard let data = manager.contents(atPath: outputPath),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw .unreadableOutput }
        return object
    }

    /// The first line of SwiftPM's complaint that says what is wrong, without the compiler command line.
    static func firstError(in text: String) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let useful = lines.first { $0.contains("error:") && !$0.contains("Invalid manifest (compiled with") }
            ?? lines.first { !$0.isEmpty } ?? "swift package dump-package failed"
        return String(useful.prefix(500))
    }
}
