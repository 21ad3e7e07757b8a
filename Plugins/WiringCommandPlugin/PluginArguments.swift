#if canImport(WiringCommandSupport)
// In the tests, which compile this file through a link: the list the commands use.
import WiringCommandSupport
#endif

/// What `swift package wiring …` asks for, and the command lines it runs: everything the plugin
/// decides from its arguments, kept apart from PackagePlugin so the tests can run it
/// (Tests/WiringCLITests links this file; the other plugins share it through links as well).
///
/// Every argument after the subcommand reaches the tool exactly once, with its value; only
/// `--target` is the plugin's own.
struct PluginArguments: Equatable {
    /// The subcommands; `check` when none is named.
    static let commands = ["check", "scan", "diff", "inspect", "render"]

    /// `check`, `scan`, `diff`, `inspect` or `render`.
    var command: String
    /// The targets named with `--target` (`check` and `scan`).
    var targets: [String]
    /// Every other argument, in order.
    var rest: [String]

    /// Reads the plugin's arguments.
    ///
    /// - Parameters:
    ///   - arguments: What followed `swift package wiring`.
    ///   - mayWrite: Whether the plugin may write into the package (`wiring-write`).
    /// - Throws: `PluginArgumentError.writes` when a read-only plugin is asked for an option that
    ///   writes (any in `WritingOption.all`, however it is spelled).
    init(_ arguments: [String], mayWrite: Bool) throws {
        var arguments = arguments
        command = Self.commands.contains(arguments.first ?? "") ? arguments.removeFirst() : "check"
        if !mayWrite, let writing = WritingOption.firstWriting(in: arguments) {
            throw PluginArgumentError.writes(argument: writing, command: command, arguments: arguments)
        }
        targets = []
        rest = []
        guard command == "check" || command == "scan" else {
            rest = arguments
            return
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            }
            if argument == "--target" {
                guard index + 1 < arguments.count else { throw PluginArgumentError.missingValue("--target") }
                targets.append(arguments[index + 1])
                index += 2
                continue
            }
            if argument.hasPrefix("--target=") {
                targets.append(String(argument.dropFirst("--target=".count)))
            } else {
                rest.append(argument)
            }
            index += 1
        }
    }

    /// `wiring-scan`'s arguments for `swift package wiring scan`.
    func scanArguments(folders: [String]) -> [String] {
        folders + ["--format", "xcode", "--diagnostic-paths", "absolute"] + rest
    }

    /// `wiring-scan`'s arguments for the scan `check` makes first, into `snapshot`.
    func checkScanArguments(folders: [String], snapshot: String) -> [String] {
        folders + ["-o", snapshot, "--format", "xcode", "--diagnostic-paths", "absolute"]
    }

    /// The options of `check` that choose the rules and baseline, each with its value.
    private static let configurationOptions = ["--rules", "--baseline"]
    private static let configurationFlags = ["--no-config-search"]

    /// `wiring`'s arguments for `check`: the diagnostics run (Xcode format, with the rules and
    /// baseline options given), and the report run the other arguments ask for, if any.
    ///
    /// - Parameter snapshot: The scanned snapshot.
    /// - Returns: The two command lines; `report` is `nil` when only rules and baseline were given.
    func checkArguments(snapshot: String) -> (diagnostics: [String], report: [String]?) {
        var configuration: [String] = []
        var other: [String] = []
        var index = 0
        while index < rest.count {
            let argument = rest[index]
            if Self.configurationOptions.contains(argument), index + 1 < rest.count {
                configuration += [argument, rest[index + 1]]
                index += 2
                continue
            }
            if Self.configurationFlags.contains(argument)
                || Self.configurationOptions.contains(where: { argument.hasPrefix($0 + "=") })
            {
                configuration.append(argument)
            } else {
                other.append(argument)
            }
            index += 1
        }
        let diagnostics = ["check", snapshot, "--format", "xcode"] + configuration
        return (diagnostics, other.isEmpty ? nil : ["check", snapshot] + rest)
    }

    /// `wiring`'s arguments for `diff`, `inspect` and `render`.
    var toolArguments: [String] { [command] + rest }

    /// A file name made from a package or target name that stays inside the plugin's work
    /// folder: every character but letters, digits, `-`, `_` and `.` becomes `_`, and a name
    /// that starts with `.` (such as `..`) gets a `_` in front.
    ///
    /// - Parameters:
    ///   - name: The package's or target's name.
    ///   - suffix: What follows it, such as `.wiring.json`.
    /// - Returns: For example `Shop.wiring.json`; `_.._.._etc.wiring.json` for `../../etc`.
    static func fileName(_ name: String, suffix: String) -> String {
        var safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
        if safe.isEmpty || safe.hasPrefix(".") { safe = "_" + safe }
        return safe + suffix
    }
}

/// What the plugin refuses before running anything.
enum PluginArgumentError: Error, Equatable, CustomStringConvertible {
    /// The read-only plugin was asked for an option that writes.
    case writes(argument: String, command: String, arguments: [String])
    /// An option the plugin reads came without its value.
    case missingValue(String)

    var description: String {
        switch self {
        case .writes(let argument, let command, let arguments):
            return "'\(argument)' writes a file, and 'swift package wiring' never writes into the package: "
                + "run 'swift package wiring-write \(([command] + arguments).joined(separator: " "))' instead"
        case .missingValue(let option):
            return "\(option) needs a value, such as '\(option) MyTarget'"
        }
    }
}
