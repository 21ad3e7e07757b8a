/// Why a scan could not run.
///
/// Every message names the path and says what to do.
public enum ScanError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A path given to scan does not exist.
    case missingPath(String)
    /// A file or folder could not be read.
    case unreadable(path: String, reason: String)
    /// The paths hold no Swift file.
    case noSwiftFiles([String])
    /// A module name given with `--module` is not a Swift identifier.
    case invalidModuleName(String)

    public var description: String {
        switch self {
        case .missingPath(let path):
            "cannot scan '\(path)': no such file or folder; pass a folder of Swift sources such as 'Sources'"
        case let .unreadable(path, reason):
            "cannot read '\(path)': \(reason)"
        case .noSwiftFiles(let paths):
            "no Swift files in \(paths.map { "'\($0)'" }.joined(separator: ", ")); pass the folder that holds the app's sources"
        case .invalidModuleName(let name):
            "module name '\(name)' is not a Swift identifier; pass the name of the target, such as 'MyApp'"
        }
    }
}
