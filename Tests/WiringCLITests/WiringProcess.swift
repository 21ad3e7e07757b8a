import Foundation

/// Runs the built `wiring` executable as a subprocess and captures what it prints.
///
/// The executable sits in the build products directory beside the test bundle; set
/// `WIRING_EXECUTABLE` to test another build. Build everything (`swift build`) before
/// running these tests with `swift test --skip-build`, since this test target does not
/// depend on the executable.
struct WiringProcess {
    /// What one run of `wiring` did.
    struct Outcome {
        /// The exit status.
        var status: Int32
        /// Everything written to standard output.
        var stdout: String
        /// Everything written to standard error.
        var stderr: String
    }

    /// Why the executable could not be run.
    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "the wiring executable is not in \(searched.joined(separator: ", ")); run 'swift build' first or set WIRING_EXECUTABLE"
        }
    }

    /// An executable of the current build: `wiring` by default, or an example.
    ///
    /// - Parameter name: The product name.
    static func executable(named name: String = "wiring") throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if name == "wiring", let path = environment["WIRING_EXECUTABLE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var directories: [URL] = []
        // Linux: the test runner is itself an executable in the products directory.
        if let runner = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: runner).deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            directories.append(URL(fileURLWithPath: first, relativeTo: current).standardizedFileURL.deletingLastPathComponent())
        }
        // macOS: the tests are a bundle (`WiringPackageTests.xctest`) in the products directory.
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw NotFound(searched: directories.map(\.path))
    }

    /// Runs `wiring` with arguments and waits for it to finish.
    ///
    /// Output goes to temporary files rather than pipes, so a large answer cannot
    /// block the child while the parent waits.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments after `wiring`.
    ///   - environment: Extra environment variables for the child.
    ///   - product: The executable to run: `wiring` by default, or an example.
    ///   - directory: The working directory, or `nil` for this process's.
    ///   - executable: A copy of the executable to run instead of `product` (one alone in a folder).
    /// - Returns: The exit status and the captured output.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], product: String = "wiring", in directory: URL? = nil,
        executable copy: URL? = nil
    ) throws -> Outcome {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let outURL = scratch.url.appendingPathComponent("stdout")
        let errURL = scratch.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = try copy ?? executable(named: product)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
