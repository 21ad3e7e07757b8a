import WiringCheck
import WiringModel
import WiringPlatform
import WiringText

/// Where a review format points a finding: a file relative to the repository root, and a line.
///
/// A crossing is located at the later snapshot's edge place (the `resolve(dependency:)` call or
/// `Dependencies` line), else at the place of the node it starts from (where that node was
/// resolved or registered, then where it is declared), else nowhere. Only relative paths are
/// ever written: a place holding an absolute path, a `~` or drive path, a URL or a `..` that
/// leaves the root is dropped, so no report carries one machine's directory layout.
public struct ReviewLocation: Sendable, Hashable {
    /// The file, relative to the repository root, with forward slashes.
    public var file: String
    /// The line, counted from 1, or `nil` when the place has no usable line.
    public var line: Int?

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: A relative path.
    ///   - line: The line, counted from 1.
    public init(file: String, line: Int?) {
        self.file = file
        self.line = line
    }

    /// The location of a finding, or `nil` when it has no usable place.
    ///
    /// - Parameter finding: A classified crossing.
    /// - Returns: The first usable place of the edge, then the start node.
    public static func of(_ finding: CrossingFinding) -> ReviewLocation? {
        let crossing = finding.crossing
        for place in [crossing.edge.place, crossing.from.place, crossing.from.declared] {
            guard let place, let file = relativePath(place.file) else { continue }
            return ReviewLocation(file: file, line: place.line >= 1 ? place.line : nil)
        }
        return nil
    }

    /// A path made safe to write: forward slashes, no leading `./`, and relative.
    ///
    /// - Parameter path: A source place's file.
    /// - Returns: The relative path, or `nil` for an empty path or `.`, an absolute, home-relative,
    ///   drive or URL path, one that climbs out with `..`, or one holding control characters.
    public static func relativePath(_ path: String) -> String? {
        var text = path.replacing("\\", with: "/")
        while text.hasPrefix("./") { text.removeFirst(2) }
        guard !text.isEmpty, !text.hasPrefix("/"), !text.hasPrefix("~"), !text.contains(":") else { return nil }
        guard TerminalText.sanitized(text) == text else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0 == ".." || $0.isEmpty }) else { return nil }
        let kept = parts.filter { $0 != "." }.joined(separator: "/")
        // `.` alone names the root itself, no file: treated as no place.
        return kept.isEmpty ? nil : kept
    }

    /// A file name fit for a report: a relative path as given, only the last component of an
    /// absolute one (the CLI's inputs may be absolute paths on the runner).
    ///
    /// - Parameter name: How the caller named a compared file.
    /// - Returns: The name without any absolute directory.
    public static func reportName(_ name: String) -> String {
        if let relative = relativePath(name) { return relative }
        let normalized = name.replacing("\\", with: "/")
        return normalized.split(separator: "/").last.map(String.init) ?? normalized
    }
}
