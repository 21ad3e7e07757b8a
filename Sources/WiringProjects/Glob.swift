import WiringPlatform

/// A path pattern as XcodeGen and Tuist write them: `*` and `?` within one component, `**` for any
/// number of components (`Sources/**/*.swift`, `**/Mocks/**`).
struct Glob: Sendable, Hashable {
    private let components: [String]

    /// A pattern relative to the folder it is matched in.
    init(_ pattern: String) {
        components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
    }

    /// Whether a path (relative to the same folder) matches the whole pattern.
    func matches(_ path: String) -> Bool {
        Self.match(components[...], path.split(separator: "/").map(String.init)[...])
    }

    /// Whether a path is a match, or lies below a folder that is one (`Generated` takes `Generated/A.swift`).
    func matchesOrHolds(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        for count in stride(from: parts.count, through: 1, by: -1) where Self.match(components[...], parts[0..<count]) {
            return true
        }
        return false
    }

    /// Pattern components against path components, by a table of (pattern, path) positions, so no
    /// pattern (however many `**` it holds) takes more than their product in steps.
    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        let pattern = Array(pattern)
        let path = Array(path)
        // matched[j]: whether pattern[..<i] matches path[..<j], for the current i.
        var matched = [Bool](repeating: false, count: path.count + 1)
        matched[0] = true
        for component in pattern {
            var next = [Bool](repeating: false, count: path.count + 1)
            if component == "**" {
                var any = false
                for j in 0...path.count {
                    any = any || matched[j]
                    next[j] = any
                }
            } else {
                for j in 0..<path.count where matched[j] && fnmatch(component, path[j], 0) == 0 {
                    next[j + 1] = true
                }
            }
            matched = next
        }
        return matched[path.count]
    }
}
