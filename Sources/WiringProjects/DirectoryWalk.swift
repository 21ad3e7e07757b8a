import WiringPlatform

/// The directory walk under `TreeListing` and `SourceWalker`: folders are read with
/// `opendir`/`readdir`, whose entry types save a `stat` per file, depth first; hidden entries and
/// `DerivedData` are never met. What an entry means (entered, listed, skipped) is the caller's.
enum DirectoryWalk {
    /// One entry met in a folder.
    struct Entry {
        /// What the entry is.
        enum Kind {
            /// A folder, met as a folder (never through a link).
            case folder
            /// A regular file, directly or through a link.
            case file
            /// A link to a folder, which the walk never enters.
            case folderLink
            /// Anything else: a device, a socket, a link to one.
            case other
            /// A link (or an entry of unknown type) whose target cannot be found.
            case unresolved
        }

        /// The entry's absolute path.
        let path: String
        /// The entry's name in its folder.
        let name: String
        /// What it is.
        let kind: Kind
        /// Whether the folder said it is a link (`DT_LNK`).
        let isLink: Bool
        /// Whether the folder said it is a regular file (`DT_REG`), so no link needs resolving.
        let isPlainFile: Bool
    }

    /// What the caller does with an entry.
    enum Step {
        /// Enter it (folders only).
        case enter
        /// Go on with the next entry.
        case next
    }

    /// How a walk ended.
    enum End {
        /// Every entry was met.
        case complete
        /// The walk stopped at its entry limit.
        case truncated
        /// The root folder could not be opened.
        case unopened
    }

    /// Walks the folders below `root`.
    ///
    /// - Parameters:
    ///   - root: An absolute folder.
    ///   - limit: The most entries looked at.
    ///   - unreadable: Called with a folder below the root that cannot be opened, and `errno`.
    ///   - visit: Called for each entry; `.enter` on a folder walks into it.
    /// - Returns: How the walk ended.
    static func walk(
        _ root: String, limit: Int, unreadable: (String, Int32) -> Void, visit: (Entry) -> Step
    ) -> End {
        var pending = [root]
        var visited = 0
        while let path = pending.popLast() {
            guard let handle = opendir(path) else {
                if path == root { return .unopened }
                unreadable(path, errno)
                continue
            }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                visited += 1
                if visited > limit { return .truncated }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") || name == "DerivedData" { continue }
                let child = path + "/" + name
                let type = Int32(entry.pointee.d_type)
                var kind: Entry.Kind = type == Int32(DT_DIR) ? .folder : type == Int32(DT_REG) ? .file : .other
                if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
                    var target = stat()
                    if stat(child, &target) != 0 {
                        kind = .unresolved
                    } else {
                        switch target.st_mode & S_IFMT {
                        case S_IFREG: kind = .file
                        case S_IFDIR: kind = type == Int32(DT_UNKNOWN) ? .folder : .folderLink
                        default: kind = .other
                        }
                    }
                }
                let found = Entry(path: child, name: name, kind: kind, isLink: type == Int32(DT_LNK), isPlainFile: type == Int32(DT_REG))
                if visit(found) == .enter, kind == .folder { pending.append(child) }
            }
        }
        return .complete
    }
}
