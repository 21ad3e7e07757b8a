import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import WiringCommandSupport

extension WiringCommand {
    /// `wiring scan PATH…`: run by the `wiring-scan` tool beside this executable.
    ///
    /// `main()` hands `wiring scan …` to the tool before parsing anything, so its options and help
    /// are the tool's own; this command is here to list `scan` among the subcommands.
    struct Scan: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "scan",
            abstract: "Read the declared wiring graph from Swift source.",
            discussion: """
                Runs the wiring-scan tool built beside wiring (swift-syntax is linked there, so the \
                other commands start faster). 'wiring scan --help' lists its options; see docs/scan.md.
                """
        )

        @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("Swift files or folders, then options.", valueName: "path"))
        var arguments: [String] = []

        func run() throws {
            ScanTool.run(arguments)
        }
    }
}

/// Finds the `wiring-scan` tool beside the running `wiring` and runs it in this process's place.
enum ScanTool {
    /// The tool's file name.
    static let name = "wiring-scan"

    /// Replaces this process with `wiring-scan ARGUMENTS…`; exits with status 2 and the fix when
    /// the tool is not there or cannot start.
    static func run(_ arguments: [String]) -> Never {
        guard let tool = locate() else {
            OutputPaths.printError(
                "error: 'wiring scan' runs the \(name) tool, which is not beside this wiring (\(executableFolders().joined(separator: ", "))); "
                    + "build it with 'swift build --product \(name)' ('make release' builds both), or run 'swift run \(name)'")
            exit(2)
        }
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        execv(tool, argv)
        OutputPaths.printError("error: cannot start \(tool): \(String(cString: strerror(errno)))")
        exit(2)
    }

    /// The tool's path: in the folder this executable was started from, or where its link leads.
    static func locate() -> String? {
        executableFolders().lazy
            .map { URL(fileURLWithPath: $0).appendingPathComponent(name).path }
            .first { access($0, X_OK) == 0 }
    }

    /// The folders this executable lives in: as started (it may be a link) and as resolved.
    private static func executableFolders() -> [String] {
        var folders: [String] = []
        if let started = CommandLine.arguments.first, started.contains("/") {
            folders.append(URL(fileURLWithPath: started).deletingLastPathComponent().path)
        }
        if let running = executablePath() {
            folders.append(URL(fileURLWithPath: running).resolvingSymlinksInPath().deletingLastPathComponent().path)
        }
        var unique: [String] = []
        for folder in folders where !unique.contains(folder) { unique.append(folder) }
        return unique
    }

    /// The running executable's path as the operating system knows it, however it was started.
    private static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        #else
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let count = readlink("/proc/self/exe", &buffer, buffer.count)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }
}
