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

    /// Replaces this process with the tool, so signals, the exit status and the output are the
    /// tool's own; exits with status 2 and the fix when the tool is not there or cannot start.
    ///
    /// - Parameters:
    ///   - arguments: The tool's arguments, without its name.
    ///   - needingLibraries: Whether to try the tool first (`--version`), so that a shared library
    ///     it cannot load (Graphviz's, for `wiring-render`) is named with what to install.
    func replaceThisProcess(_ arguments: [String], needingLibraries: Bool = false) -> Never {
        let tool = located()
        if needingLibraries { checkStarts(tool) }
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        execv(tool, argv)
        OutputPaths.printError("error: cannot start \(tool): \(String(cString: strerror(errno)))")
        exit(2)
    }

    /// Runs `TOOL --version` with its output dropped; exits with status 2 and what to install when
    /// it could not start because a shared library was not found (the loader's status 127 on
    /// Linux, an abort on macOS). The loader's own message, on standard error, names the library.
    private func checkStarts(_ tool: String) {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = [strdup(tool), strdup("--version"), nil]
        var child: pid_t = 0
        guard posix_spawn(&child, tool, &actions, nil, argv, environ) == 0 else { return }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        if (exited && (status >> 8) & 0xff == 127) || (!exited && status & 0x7f == SIGABRT) {
            OutputPaths.printError("error: \(name) could not start: a library it links is missing; \(Self.graphvizInstall)")
            exit(2)
        }
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
