import WiringCommandSupport
import WiringPlatform

/// An executable built beside `wiring` that does one command's work, so that `wiring` itself links
/// neither swift-syntax (`wiring-scan`) nor Graphviz (`wiring-render`).
struct CompanionTool: Sendable {
    /// The tool's file name.
    let name: String
    /// What runs it, for messages: `'wiring scan'`.
    let runBy: String
    /// What to say after the build command, when building the tool needs more: `nil` for nothing.
    let buildNote: String?

    /// `wiring scan`'s tool: the scanner, with swift-syntax.
    static let scan = CompanionTool(name: "wiring-scan", runBy: "'wiring scan'", buildNote: nil)

    /// The drawing tool of `wiring render` and of `wiring diff --format svg|html`: links Graphviz.
    static let render = CompanionTool(
        name: "wiring-render", runBy: "'wiring render' (and 'wiring diff --format svg|html')",
        buildNote: "wiring-render links Graphviz; if its build cannot find Graphviz, \(graphvizInstall)")

    /// What to install for Graphviz, per system.
    static let graphvizInstall =
        "install Graphviz's library (Debian/Ubuntu: 'apt-get install libgraphviz-dev', macOS: 'brew install graphviz', Fedora: 'dnf install graphviz-devel')"

    /// Hands the command to the tool, so the output and the exit status are the tool's own; exits
    /// with status 2 and the fix when the tool is not there or cannot start.
    ///
    /// - Parameters:
    ///   - arguments: The tool's arguments, without its name.
    ///   - needingLibraries: Whether the tool links a shared library that may be missing
    ///     (Graphviz's, for `wiring-render`): then the tool runs as a child of this process, which
    ///     names what to install when the loader could not start it, and otherwise ends as the tool
    ///     did; without it, this process is replaced with the tool.
    func handOver(_ arguments: [String], needingLibraries: Bool = false) -> Never {
        let tool = located()
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        if needingLibraries { runAsChild(tool, argv) }
        execv(tool, argv)
        OutputPaths.printError("error: cannot start \(tool): \(String(cString: strerror(errno)))")
        exit(2)
    }

    /// The signals a child tool is sent when this process is: those that end a command.
    private static let forwardedSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Runs the tool as a child and ends as it ended: with its exit status, or by its signal. When the
    /// loader could not start it (status 127 on Linux, an abort on macOS; the loader's own message, on
    /// standard error, names the library), says what to install and exits with status 2. One start of
    /// the tool, not a trial run first: starting a process is a large part of a small drawing's time.
    ///
    /// Standard input, output and error are the tool's. SIGINT, SIGTERM, SIGHUP and SIGQUIT sent to
    /// this process are passed on to the tool (an interrupt from the terminal reaches both; the tool
    /// handles the second one as the first), also when this process was started with them blocked;
    /// those it was started ignoring stay ignored, in the tool too, as after `execv`. The tool starts
    /// with this process's signal mask, as after `execv`.
    private func runAsChild(_ tool: String, _ argv: [UnsafeMutablePointer<CChar>?]) -> Never {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signalNumber in Self.forwardedSignals { sigaddset(&blocked, signalNumber) }
        // Held until the child's id is known, so none arrives before there is a child to pass it to.
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setsigmask(&attributes, &previous)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var child: pid_t = 0
        let failure = posix_spawn(&child, tool, nil, &attributes, argv, environ)
        guard failure == 0 else {
            OutputPaths.printError("error: cannot start \(tool): \(String(cString: strerror(failure)))")
            exit(2)
        }
        companionChild = child
        for signalNumber in Self.forwardedSignals {
            let before = signal(signalNumber, passOnToChild)
            if unsafeBitCast(before, to: UInt.self) == unsafeBitCast(SIG_IGN, to: UInt.self) { signal(signalNumber, SIG_IGN) }
        }
        // Taken here even where this process was started with them blocked (a dispatch pool's thread
        // blocks every signal, and a spawned child inherits the mask): the tool unblocks them in itself,
        // and this process would otherwise keep them from it.
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let signalled = status & 0x7f
        guard signalled != 0 else {
            let code = (status >> 8) & 0xff
            if code == 127 { missingLibrary() }
            exit(code)
        }
        #if canImport(Darwin)
        if signalled == SIGABRT { missingLibrary() }
        #endif
        // Ended by a signal: this process ends by the same one, as it would have after `execv`.
        for signalNumber in Self.forwardedSignals { signal(signalNumber, SIG_DFL) }
        signal(signalled, SIG_DFL)
        var single = sigset_t()
        sigemptyset(&single)
        sigaddset(&single, signalled)
        pthread_sigmask(SIG_UNBLOCK, &single, nil)
        raise(signalled)
        exit(128 + signalled)
    }

    /// Says that a library the tool links is missing and what to install; exits with status 2.
    private func missingLibrary() -> Never {
        OutputPaths.printError("error: \(name) could not start: a library it links is missing; \(Self.graphvizInstall)")
        exit(2)
    }

    /// The tool's path. Run from a SwiftPM build folder (`swift run wiring …` in a checkout that has
    /// not built the tool yet), it builds the tool there first, as that folder's build command does;
    /// otherwise, or when that build fails, exits with status 2 saying where the tool was looked
    /// for and the one command that builds it.
    private func located() -> String {
        if let tool = find() { return tool }
        let build = buildArguments()
        if let build, self.build(build), let tool = find() { return tool }
        let fix = build.map { "build it with: \($0.shown)" }
            ?? "build it with 'swift build --product \(name)' in Wiring's package ('make install' puts all three tools side by side) and put it beside wiring"
        OutputPaths.printError(
            "error: \(runBy) runs the \(name) tool, which is not beside this wiring "
                + "(\(Self.executableFolders().joined(separator: ", "))); \(fix)")
        if let buildNote { OutputPaths.printError("note: \(buildNote)") }
        exit(2)
    }

    /// The tool beside this executable, if it is there.
    private func find() -> String? {
        Self.executableFolders().lazy
            .map({ URL(fileURLWithPath: $0).appendingPathComponent(name).path })
            .first(where: { access($0, X_OK) == 0 })
    }

    /// Runs the build command (`swift` found on `PATH`), its output on standard error so that
    /// this command's own output stays clean; whether it succeeded.
    private func build(_ command: (arguments: [String], shown: String)) -> Bool {
        OutputPaths.printError("note: \(name) is not built yet; building it once: \(command.shown)")
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)
        let argv = command.arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawnp(&child, command.arguments[0], &actions, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7f == 0 && (status >> 8) & 0xff == 0
    }

    /// The command that builds the tool into the folder this executable was built in, as
    /// arguments and as shown to a person (quoted for a shell): `swift build --product
    /// wiring-render`, with `-c release`, `--package-path` and `--scratch-path` when that folder
    /// needs them; `nil` when this executable is not in a SwiftPM build folder
    /// (`PACKAGE/SCRATCH/TRIPLE/debug|release`).
    private func buildArguments() -> (arguments: [String], shown: String)? {
        guard let running = Self.executablePath() else { return nil }
        let folder = URL(fileURLWithPath: running).resolvingSymlinksInPath().deletingLastPathComponent()
        let configuration = folder.lastPathComponent
        let scratch = folder.deletingLastPathComponent().deletingLastPathComponent()
        let package = scratch.deletingLastPathComponent()
        guard configuration == "debug" || configuration == "release",
              FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path)
        else { return nil }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        func relative(_ url: URL) -> String {
            url.path.hasPrefix(here + "/") ? String(url.path.dropFirst(here.count + 1)) : url.path
        }
        func quoted(_ word: String) -> String {
            word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) } ? word : "'\(word.replacing("'", with: "'\\''"))'"
        }
        var words = ["swift", "build"]
        if configuration == "release" { words += ["-c", "release"] }
        words += ["--product", name]
        if package.path != here { words += ["--package-path", relative(package)] }
        if scratch.lastPathComponent != ".build" { words += ["--scratch-path", relative(scratch)] }
        return (words, words.map(quoted).joined(separator: " "))
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

/// The tool running as this process's child, for `passOnToChild`; set before that handler is installed.
nonisolated(unsafe) private var companionChild: pid_t = 0

/// Passes a signal this process received on to the child tool.
private func passOnToChild(_ signalNumber: Int32) {
    kill(companionChild, signalNumber)
}
