/// A line of a build description: where a project, target or dependency is declared.
public struct ProjectPlace: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file, relative to the model's root.
    public var file: String
    /// The line, from 1.
    public var line: Int

    /// Creates a place.
    ///
    /// - Parameters:
    ///   - file: The file, relative to the model's root.
    ///   - line: The line, from 1.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `project.yml:12`.
    public var description: String { "\(file):\(line)" }

    public static func < (lhs: ProjectPlace, rhs: ProjectPlace) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
