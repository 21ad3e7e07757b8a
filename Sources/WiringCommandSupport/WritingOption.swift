// This one file is compiled twice: into WiringCommandSupport, where the commands declare their
// writing options by these names, and (through links in Plugins/) into the command plugins,
// which cannot import the package's modules and refuse these options in the read-only
// `swift package wiring`. So it uses nothing but the standard library.

/// An option of Wiring's commands that writes a file: `-o`/`--output`, `--stamp`,
/// `--update-baseline`.
///
/// The list is the one place that says which options write: the commands take their names from
/// it, and the read-only command plugin refuses every argument that names one of them.
public struct WritingOption: Sendable, Equatable {
    /// The long name, without dashes: `output`.
    public var long: String
    /// The short name, if any: `o`.
    public var short: Character?
    /// Whether the option takes a value (a flag does not).
    public var takesValue: Bool

    /// `-o FILE` / `--output FILE`: the report or snapshot (check, diff, scan, render).
    public static let output = WritingOption(long: "output", short: "o", takesValue: true)
    /// `--stamp FILE`: the file `wiring scan --rules` writes when the check passes.
    public static let stamp = WritingOption(long: "stamp", short: nil, takesValue: true)
    /// `--update-baseline`: rewrites the baseline (check, diff).
    public static let updateBaseline = WritingOption(long: "update-baseline", short: nil, takesValue: false)

    /// Every option that writes.
    public static let all: [WritingOption] = [.output, .stamp, .updateBaseline]

    /// Whether a command-line argument names this option.
    ///
    /// Matches `--output`, `--output=FILE`, `-o`, `-oFILE`, `-o=FILE`, and the short name inside
    /// a group of short flags (`-qo`); it errs on the side of refusing.
    ///
    /// - Parameter argument: One argument as typed.
    /// - Returns: Whether it names this option.
    public func isNamed(by argument: String) -> Bool {
        if argument.hasPrefix("--") {
            let name = argument.dropFirst(2).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return name == long[...]
        }
        guard let short, argument.hasPrefix("-"), argument.count > 1 else { return false }
        let group = argument.dropFirst().split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return group.contains(short)
    }

    /// The first argument that names an option that writes.
    ///
    /// - Parameter arguments: The arguments as typed.
    /// - Returns: The argument, or `nil` when none writes.
    public static func firstWriting(in arguments: [String]) -> String? {
        arguments.first { argument in all.contains { $0.isNamed(by: argument) } }
    }
}
