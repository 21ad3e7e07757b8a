import Foundation

/// Type-checks small Swift sources against the built `Boundaries` module with
/// `swiftc -typecheck -swift-version 6`, so tests can prove that a wiring
/// mistake is a compile error and that the corrected code compiles.
///
/// It finds the directory holding `Boundaries.swiftmodule` by walking up from
/// the running test executable (`<build>/<triple>/debug/WiringPackageTests.xctest`
/// on Linux, inside the `.xctest` bundle on macOS) looking for
/// `Modules/Boundaries.swiftmodule`, falling back to this package's `.build`
/// folder. `swiftc` comes from the `SWIFTC` environment variable, else from the
/// toolchain the tests run on, else from `PATH`.
struct TypeChecker: Sendable {
    /// The outcome of one type-check.
    struct Outcome: Sendable, CustomStringConvertible {
        /// The compiler's exit status.
        let status: Int32
        /// What the compiler printed, stdout and stderr together.
        let output: String

        /// Whether the compiler rejected the source: a non-zero exit and at least one `error:` line.
        var failed: Bool { status != 0 && output.contains("error:") }

        /// Whether the compiler accepted the source.
        var succeeded: Bool { status == 0 && !output.contains("error:") }

        var description: String { "exit status \(status)\n\(output)" }
    }

    /// Why no type-check could run.
    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    /// The directory holding `Boundaries.swiftmodule`.
    let modulesDirectory: URL
    /// The compiler command: an executable and the arguments that precede ours.
    let compiler: [String]

    /// Locates the module directory and the compiler.
    ///
    /// - Throws: `SetupError` naming the places searched when the module is not found.
    init() throws {
        modulesDirectory = try Self.findModulesDirectory()
        compiler = Self.findCompiler()
    }

    /// Type-checks one source file.
    ///
    /// - Parameters:
    ///   - source: The Swift source; it imports `Boundaries` itself.
    ///   - name: A file name for the compiler's messages.
    /// - Returns: The compiler's exit status and output.
    /// - Throws: When the temporary file cannot be written or the compiler cannot start.
    func typecheck(_ source: String, name: String) throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("boundaries-typecheck-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("\(name).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler[0])
        process.arguments = Array(compiler.dropFirst()) + [
            "-typecheck", "-swift-version", "6",
            "-I", modulesDirectory.path,
            file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting, so a chatty compiler cannot fill the pipe and stall.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    private static func findModulesDirectory() throws -> URL {
        var searched: [String] = []
        for start in executableCandidates() {
            var directory = start.deletingLastPathComponent()
            while directory.path != "/" && !directory.path.isEmpty {
                let modules = directory.appendingPathComponent("Modules", isDirectory: true)
                if hasBoundariesModule(modules) { return modules }
                searched.append(directory.path)
                directory = directory.deletingLastPathComponent()
            }
        }
        // Last resort: this package's own build folder, found from this source file.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let build = packageRoot.appendingPathComponent(".build", isDirectory: true)
        let triples = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        for triple in triples.sorted() {
            let modules = build.appendingPathComponent("\(triple)/debug/Modules", isDirectory: true)
            if hasBoundariesModule(modules) { return modules }
            searched.append(modules.path)
        }
        throw SetupError(
            description: "cannot find Modules/Boundaries.swiftmodule above the test executable; searched "
                + searched.joined(separator: ", ")
                + "; build the package first with `swift build --build-tests`")
    }

    private static func hasBoundariesModule(_ modules: URL) -> Bool {
        FileManager.default.fileExists(atPath: modules.appendingPathComponent("Boundaries.swiftmodule").path)
    }

    private static func executableCandidates() -> [URL] {
        var paths: [String] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            paths.append(exe)
        }
        if let main = Bundle.main.executablePath { paths.append(main) }
        paths.append(contentsOf: Bundle.allBundles.map(\.bundlePath).filter { $0.hasSuffix(".xctest") })
        if let first = CommandLine.arguments.first { paths.append(first) }
        return paths.map { URL(fileURLWithPath: $0).standardizedFileURL }
    }

    private static func findCompiler() -> [String] {
        if let swiftc = ProcessInfo.processInfo.environment["SWIFTC"], !swiftc.isEmpty {
            return [swiftc]
        }
        if let swiftc = toolchainCompiler() { return [swiftc] }
        return ["/usr/bin/env", "swiftc"]
    }

    /// The `swiftc` of the toolchain whose runtime this process loaded
    /// (`<toolchain>/usr/lib/swift/linux/libswiftCore.so` → `<toolchain>/usr/bin/swiftc`).
    /// Modules only load into the compiler that built them, so this is the right one.
    private static func toolchainCompiler() -> String? {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
        for line in maps.split(separator: "\n") {
            guard let start = line.firstIndex(of: "/"), line.hasSuffix("/libswiftCore.so") else { continue }
            let library = URL(fileURLWithPath: String(line[start...]))
            let usr = library.deletingLastPathComponent()  // linux
                .deletingLastPathComponent()  // swift
                .deletingLastPathComponent()  // lib
                .deletingLastPathComponent()  // usr
            let swiftc = usr.appendingPathComponent("bin/swiftc").path
            if FileManager.default.isExecutableFile(atPath: swiftc) { return swiftc }
        }
        return nil
    }
}
