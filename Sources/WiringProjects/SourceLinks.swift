import WiringPlatform

/// Keeps a folder scan inside the folder: a `.swift` link that leads out of the scanned tree (to
/// `/etc`, to another checkout) is not read, so a snapshot holds only what the tree declares.
package struct SourceLinks {
    /// The scanned folder with its links resolved.
    private let root: String?

    /// Creates the check for one scanned folder.
    ///
    /// - Parameter root: The folder, as given (links are resolved here).
    package init(root: String) {
        self.root = Self.resolved(root)
    }

    /// Why a file found in the folder is not read, or `nil` when it is inside.
    ///
    /// - Parameters:
    ///   - path: The file's path as found.
    ///   - isLink: Whether the entry may be a link (only links are resolved).
    /// - Returns: The warning's message, or `nil`.
    package func outsideReason(_ path: String, isLink: Bool) -> String? {
        guard isLink else { return nil }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        guard let root, let target = Self.resolved(path) else {
            return "the link cannot be resolved; it was not read"
        }
        let prefix = root == "/" ? "/" : root + "/"
        if target.hasPrefix(prefix) { return nil }
        return "the link leads outside the scanned folder; it was not read (scan the folder it points to instead)"
    }

    /// The message for a link to a folder, which the walk does not follow.
    package static let folderLink = "the link to a folder is not followed (it could lead out of the scanned folder, or back up); "
        + "scan the folder it points to instead"

    /// The message for a folder that cannot be opened.
    package static func unreadableFolder(_ error: Int32) -> String {
        "the folder cannot be read (\(String(cString: strerror(error)))); the Swift files in it were left out"
    }

    /// The path with every link resolved, or `nil` when it does not exist.
    package static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
