/// A place in the source code: the file and line a boundary was resolved, a service registered,
/// a dependency handed over or a port made.
///
/// The file is a relative path (to the package or repository root, or a `#fileID` such as
/// `MyApp/AppStore.swift` when no root can be found), never an absolute one, so a snapshot is the
/// same bytes on every machine. Places describe where wiring happens; they never count as a change
/// when two snapshots are compared.
public struct SourcePlace: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The file, relative to the package or repository root (forward slashes).
    public var file: String
    /// The line, counted from 1.
    public var line: Int

    /// Creates a place.
    ///
    /// - Parameters:
    ///   - file: The file, relative to the package or repository root.
    ///   - line: The line, counted from 1.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The file's last path component, as editors and reports show it: `AppStore.swift`.
    public var fileName: String {
        guard let slash = file.lastIndex(of: "/") else { return file }
        return String(file[file.index(after: slash)...])
    }

    /// `AppStore.swift:12`, the short form shown in trees, panels and reports.
    public var shortDescription: String { "\(fileName):\(line)" }

    /// `Sources/App/AppStore.swift:12`, the form editors and CI annotations link from.
    public var description: String { "\(file):\(line)" }

    public static func < (lhs: SourcePlace, rhs: SourcePlace) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
