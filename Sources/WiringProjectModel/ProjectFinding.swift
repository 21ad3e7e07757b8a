/// Something about a build description that a reader could not read or wants said: a part left
/// out, a file that is not on disk, files no target compiles.
///
/// Every finding names its place and says what was left out; a project with a finding of kind
/// `notRead` is incomplete.
public struct ProjectFinding: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// What kind of thing was found.
    public enum Kind: String, Sendable, Hashable, Comparable {
        /// A part of a build description was not read: the model lacks what it declares.
        case notRead = "not-read"
        /// Files the description names are not on disk (generated or ignored): said once, counted.
        case missingFiles = "missing-files"
        /// Swift files in the tree that no target compiles, where the projects say what compiles: left out.
        case notCompiled = "not-compiled"
        /// Build descriptions found that nothing uses (a package no project names): left out.
        case unused
        /// A value a description computes with what the reader does not model (a method of the
        /// description library), carried whole and not computed: said once, where it is made. The
        /// project stays complete: a part that needs the value says so with a `notRead` finding.
        case notComputed = "not-computed"
        /// A path written with another case than the folder it names: read as macOS's default
        /// (case-insensitive) volume finds it, and said, since a case-sensitive volume finds nothing
        /// there. The project stays complete.
        case caseDiffers = "case-differs"

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What kind of thing was found.
    public var kind: Kind
    /// Where.
    public var place: ProjectPlace
    /// What was left out and what to do, lowercase.
    public var message: String

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - kind: What kind of thing was found.
    ///   - place: Where.
    ///   - message: What was left out and what to do, lowercase.
    public init(_ kind: Kind, at place: ProjectPlace, _ message: String) {
        self.kind = kind
        self.place = place
        self.message = message
    }

    /// `project.yml:12: message`.
    public var description: String { "\(place.description): \(message)" }

    public static func < (lhs: ProjectFinding, rhs: ProjectFinding) -> Bool {
        (lhs.place, lhs.kind, lhs.message) < (rhs.place, rhs.kind, rhs.message)
    }
}
