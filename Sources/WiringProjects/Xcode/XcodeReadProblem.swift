/// Why an Xcode project or workspace could not be read at all.
///
/// Each case names the file; `line` and `message` are what a scan warning needs (the line is 1
/// when the problem is the whole file).
package enum XcodeReadProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not there (`project.pbxproj` in the `.xcodeproj`, `contents.xcworkspacedata`
    /// in the `.xcworkspace`).
    case missing(file: String)
    /// The file is there but cannot be read.
    case unreadable(file: String, reason: String)
    /// The file is larger than the reader takes.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// The file is not well-formed (old-style property list or XML).
    case malformed(file: String, line: Int, reason: String)
    /// The file nests dictionaries, lists or groups deeper than the reader follows.
    case tooDeep(file: String, line: Int, limit: Int)
    /// The file is well-formed but does not describe a project or workspace.
    case notAProject(file: String, reason: String)
    /// The file, or the folder holding it, leads outside the scanned tree (also through a link).
    case outside(file: String, reason: String)

    /// The file the problem is about.
    package var file: String {
        switch self {
        case .missing(let file), .unreadable(let file, _), .tooLarge(let file, _, _),
             .malformed(let file, _, _), .tooDeep(let file, _, _), .notAProject(let file, _), .outside(let file, _):
            file
        }
    }

    /// The line of the file the problem is at (1 for the whole file).
    package var line: Int {
        switch self {
        case .malformed(_, let line, _), .tooDeep(_, let line, _): max(line, 1)
        default: 1
        }
    }

    /// What is wrong and what to do, lowercase, without the file's name.
    package var message: String {
        switch self {
        case .missing:
            "the file is not there; pass a folder that holds it (an .xcodeproj or .xcworkspace as Xcode saves it)"
        case .unreadable(_, let reason):
            "the file cannot be read (\(reason)); check its permissions"
        case let .tooLarge(_, bytes, limit):
            "the file is \(bytes) bytes, over the limit of \(limit); it was not read"
        case .malformed(_, _, let reason):
            "the file is not well-formed: \(reason); open it in Xcode (which rewrites it) or fix the merge that broke it"
        case .tooDeep(_, _, let limit):
            "the file nests more than \(limit) levels deep here, deeper than Xcode writes; it was not read"
        case .notAProject(_, let reason):
            "\(reason); pass a project or workspace that Xcode saved"
        case .outside(_, let reason):
            "the file \(reason)"
        }
    }

    /// `path/project.pbxproj:12: message`.
    package var description: String { "\(file):\(line): \(message)" }
}
