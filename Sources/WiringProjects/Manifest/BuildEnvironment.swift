/// The environment a manifest reads (`ProcessInfo.processInfo.environment`, `Context.environment`),
/// as `--evaluate-manifests` runs it and as Xcode builds an app: `PATH`, `HOME` and `TMPDIR` are
/// set, to values a scan cannot know, and no other variable is. A manifest that asks for a
/// variable of its own (`environment["TEST_SERVER"] == nil`) reads it as not set, so the package
/// is the one a build that sets nothing gets.
///
/// Only look-ups by name are read: what else the environment holds (its `keys`, its `count`) is
/// not known.
package enum BuildEnvironment {
    /// The type of the value that stands for the environment.
    package static let type = "ProcessInfo.Environment"

    /// The variables set, with values not known.
    package static let variables: Set<String> = ["PATH", "HOME", "TMPDIR"]

    /// The value that stands for the environment (`ProcessInfo.processInfo.environment`,
    /// `Context.environment`), written at `line`.
    static func value(line: Int) -> ManifestValue {
        .object(ManifestObject(type: type, name: "environment", arguments: [], line: line, lines: line...line))
    }

    /// Whether a value stands for the environment.
    static func holds(_ value: ManifestValue) -> Bool {
        value.object?.type == type
    }
}

extension ManifestInterpreter {
    /// The value of a variable of the build's environment: `nil` (`.nothing`) for one not set,
    /// recorded with its line; unknown for those that are set.
    func environmentVariable(_ name: String, line: Int) -> ManifestValue {
        guard !BuildEnvironment.variables.contains(name) else {
            return .unknown("'environment[\"\(name)\"]' is set by whoever builds the package, to a value a scan cannot know", line: line)
        }
        if unsetVariables[name] == nil { unsetVariables[name] = line }
        return .nothing
    }

    /// What a reading that took the manifest's variables as not set says: the first line that
    /// looks one up, naming them; `nil` when the manifest looks up none.
    package var environmentNote: ManifestUnknown? {
        guard let line = unsetVariables.values.min() else { return nil }
        let names = unsetVariables.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
        let one = unsetVariables.count == 1
        let reason = generatesWithTuist
            ? "\(one ? "is" : "are") read as not set, as `tuist generate` without \(one ? "it" : "them") does; "
                + "a generation that sets \(one ? "it" : "them") may declare other targets or dependencies"
            : "\(one ? "is" : "are") read as not set, as a build from Xcode has \(one ? "it" : "them"); "
                + "a build that sets \(one ? "it" : "them") may declare other targets, products or dependencies"
        return ManifestUnknown(reason: "the environment variable\(one ? "" : "s") \(names) " + reason, line: line)
    }

    /// The variable Tuist's `Environment.name` reads: `TUIST_` and the name in upper snake case
    /// (`Environment.isCI` is `TUIST_IS_CI`).
    static func tuistVariable(_ name: String) -> String {
        var snake = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { snake.append("_") }
            snake.append(character)
            previous = character
        }
        return "TUIST_" + snake.uppercased()
    }
}
