import Dispatch
import Foundation
import WiringModel
import WiringPlatform

/// Evaluates `Package.swift` with `swift package dump-package`, only when the user asks for it
/// (`--evaluate-manifests`): evaluating a manifest compiles and runs it with the user's rights, as
/// `swift build` would.
///
/// Each evaluation runs with an environment that holds only `PATH` and a scratch `HOME` and
/// `TMPDIR`, a memory limit on its data, and one deadline shared by the whole scan. Where Linux
/// allows it (`unshare` with PID and mount namespaces, as root or through a user namespace), it
/// runs in a PID namespace of its own with its own `/proc`: the manifest sees no other process,
/// so not the runner's environment either, and when the evaluation ends or its deadline passes,
/// ending the namespace's first process ends every process in it, also those that started a
/// session of their own. Elsewhere it runs in a process group of its own; at the end the group
/// is killed and every process it left that still carries the evaluation's mark is found and
/// killed, and the evaluation fails if any survives. SwiftPM's scratch folder is one of the
/// scan's own, removed afterwards.
package struct ManifestEvaluator: Sendable {
    /// The `swift` driver, or `nil` when no toolchain was found.
    package let swift: String?
    /// When every evaluation of this scan must have ended.
    package var deadline: DispatchTime = .now() + 120
    /// The most memory (data segment, in KiB) an evaluation may use.
    package var memoryKiB = 4 << 20
    /// Where evaluations are remembered, or `nil` to evaluate every time.
    package var cache: ManifestCache?

    /// Finds the toolchain: `WIRING_SWIFT` when set, else `swift` on `PATH`.
    ///
    /// - Parameter seconds: How long all the scan's evaluations together may take.
    package static func fromEnvironment(seconds: Double = 120) -> ManifestEvaluator {
        let environment = ProcessInfo.processInfo.environment
        let deadline = DispatchTime.now() + seconds
        if let chosen = environment["WIRING_SWIFT"], !chosen.isEmpty {
            return ManifestEvaluator(swift: FileManager.default.isExecutableFile(atPath: chosen) ? chosen : nil, deadline: deadline)
        }
        // Only absolute entries: a relative one (`.`, `bin`) could name the scanned tree.
        for folder in (environment["PATH"] ?? "").split(separator: ":") where folder.hasPrefix("/") {
            let candidate = String(folder) + "/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return ManifestEvaluator(swift: candidate, deadline: deadline) }
        }
        return ManifestEvaluator(swift: nil, deadline: deadline)
    }

    /// Why a manifest could not be evaluated.
    package enum Failure: Error, Sendable, Equatable {
        case noToolchain
        case failed(String)
        case timedOut
        case unreadableOutput
    }

    /// The package description SwiftPM evaluates from the manifest in `folder`.
    ///
    /// - Parameter folder: The absolute path of the folder holding `Package.swift`.
    /// - Returns: The JSON object `dump-package` prints.
    /// - Throws: `Failure` when there is no toolchain, the deadline passed, or the manifest does not evaluate.
    package func evaluate(packageAt folder: String) throws(Failure) -> [String: Any] {
        guard let swift else { throw .noToolchain }
        guard DispatchTime.now() < deadline else { throw .timedOut }
        guard let cache, let toolchain = Self.version(of: swift, deadline: deadline) else { return try dump(folder, swift: swift) }
        let manifests = ManifestCache.manifests(in: folder)
        if let remembered = cache.description(packageAt: folder, manifests: manifests, toolchain: toolchain) { return remembered }
        let description = try dump(folder, swift: swift)
        cache.remember(description, packageAt: folder, manifests: manifests, toolchain: toolchain)
        return description
    }

    /// What `swift --version` prints, asked once per toolchain and process; `nil` when it cannot be run.
    package static func version(of swift: String, deadline: DispatchTime) -> String? {
        versionLock.withLock {
            if let version = knownVersions[swift] { return version }
            let output = NSTemporaryDirectory() + "wiring-swift-version-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: output) }
            let environment = ["PATH=" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
            let status = try? ProcessGroup.run(
                [swift, "--version"], environment: environment, output: output, errors: "/dev/null", deadline: deadline)
            guard status == 0, let data = try? CheckedFile.read(output, limit: 1 << 16).get(), !data.isEmpty else { return nil }
            let version = String(decoding: data, as: UTF8.self)
            knownVersions[swift] = version
            return version
        }
    }

    private static let versionLock = Lock()
    /// The versions asked so far, by driver; only touched under `versionLock`.
    nonisolated(unsafe) private static var knownVersions: [String: String] = [:]

    /// Runs `swift package dump-package` on one package.
    private func dump(_ folder: String, swift: String) throws(Failure) -> [String: Any] {
        let manager = FileManager.default
        let scratch = NSTemporaryDirectory() + "wiring-manifest-" + UUID().uuidString
        let home = scratch + "-home"
        let outputPath = scratch + "-out.json"
        let errorPath = scratch + "-err.txt"
        defer { for path in [scratch, home, outputPath, errorPath] { try? manager.removeItem(atPath: path) } }
        guard (try? manager.createDirectory(atPath: home + "/tmp", withIntermediateDirectories: true)) != nil else {
            throw .failed("cannot create a temporary folder in \(NSTemporaryDirectory())")
        }
        let environment = [
            "PATH=" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "HOME=" + home,
            "TMPDIR=" + home + "/tmp",
        ]
        let isolation = Isolation.available
        // The shell sets the memory limit, then becomes SwiftPM.
        let arguments = [
            "/bin/sh", "-c", "ulimit -d \(memoryKiB) 2>/dev/null; exec \"$0\" \"$@\"",
            swift, "package", "--package-path", folder, "--scratch-path", scratch, "dump-package",
        ]
        let status = try ProcessGroup.run(
            isolation + arguments, environment: environment, output: outputPath, errors: errorPath, deadline: deadline)
        guard status == 0 else {
            let message = (try? CheckedFile.read(errorPath, limit: 1 << 20).get()).map { String(decoding: $0, as: UTF8.self) } ?? ""
            throw .failed(Self.firstError(in: message))
        }
        guard let data = try? CheckedFile.read(outputPath, limit: 64 << 20).get(),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw .unreadableOutput }
        return object
    }

    /// The first line of SwiftPM's complaint that says what is wrong, without the compiler command line.
    package static func firstError(in text: String) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let useful = lines.first { $0.contains("error:") && !$0.contains("Invalid manifest (compiled with") }
            ?? lines.first { !$0.isEmpty } ?? "swift package dump-package failed"
        return String(useful.prefix(500))
    }
}

/// How evaluations are kept apart from the machine: the command that puts one in PID and mount
/// namespaces of its own, or nothing where the system does not allow it.
enum Isolation {
    /// `unshare … --kill-child` where it works here, else `[]`; found once per process.
    static var available: [String] { found.value }

    private static let found = Once<[String]> {
        #if os(Linux)
        let unshare = ["/usr/bin/unshare", "/bin/unshare"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let unshare else { return [] }
        // As root, PID and mount namespaces need nothing more; otherwise a user namespace maps the user to root inside.
        let flags = (geteuid() == 0 ? [] : ["--user", "--map-root-user"]) + ["--fork", "--pid", "--mount-proc", "--kill-child"]
        let command = [unshare] + flags
        let status = try? ProcessGroup.run(
            command + ["/bin/sh", "-c", "test ! -e /proc/\(getpid())"], environment: ["PATH=/usr/bin:/bin"],
            output: "/dev/null", errors: "/dev/null", deadline: .now() + 10)
        return status == 0 ? command : []
        #else
        return []
        #endif
    }
}

/// Runs a program in a process group of its own and kills the whole group when it ends or at a deadline.
///
/// Every process started is marked with `WIRING_EVALUATION=<id>` in its environment; when the
/// program ends, any process still carrying the mark (one that left the group, even its session)
/// is killed, and if one cannot be, the run fails.
enum ProcessGroup {
    /// Runs `arguments[0]` with the rest as its arguments.
    ///
    /// - Returns: The exit status (128 + the signal's number when a signal ended it).
    /// - Throws: `ManifestEvaluator.Failure.timedOut` at the deadline, `.failed` when it cannot start.
    static func run(
        _ arguments: [String], environment: [String], output: String, errors: String, deadline: DispatchTime
    ) throws(ManifestEvaluator.Failure) -> Int32 {
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        var actions: posix_spawn_file_actions_t?
        #else
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let mark = "WIRING_EVALUATION=" + UUID().uuidString
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = (environment + [mark]).map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard started == 0 else { throw .failed("cannot run '\(arguments[0])': \(String(cString: strerror(started)))") }
        // Whatever the manifest left running in its group goes with it, and any process that
        // still carries the mark after that.
        defer {
            kill(-pid, SIGKILL)
            _ = Self.endMarked(mark)
        }
        var status: Int32 = 0
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0 && errno != EINTR { throw .failed("lost the evaluation's process: \(String(cString: strerror(errno)))") }
            if DispatchTime.now() >= deadline {
                kill(-pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw .timedOut
            }
            usleep(10_000)
        }
        kill(-pid, SIGKILL)
        if !Self.endMarked(mark) {
            throw .failed("processes the evaluation started could not all be ended")
        }
        // WIFEXITED / WEXITSTATUS, written out: the macros are not imported into Swift.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Kills every process whose environment holds the mark; `true` when none is left.
    static func endMarked(_ mark: String) -> Bool {
        #if os(Linux)
        let needle = Data(mark.utf8)
        for _ in 0..<20 {
            var found: [pid_t] = []
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = pid_t(entry), pid != getpid() else { continue }
                // Read directly: these are the kernel's files, bounded here, never the scanned tree's.
                guard let handle = FileHandle(forReadingAtPath: "/proc/\(entry)/environ") else { continue }
                let data = (try? handle.read(upToCount: 1 << 20)) ?? nil
                try? handle.close()
                if let data, data.range(of: needle) != nil { found.append(pid) }
            }
            if found.isEmpty { return true }
            for pid in found { kill(pid, SIGKILL) }
            usleep(20_000)
        }
        return false
        #else
        return true
        #endif
    }
}
