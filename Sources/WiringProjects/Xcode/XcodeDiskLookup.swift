import Foundation
import WiringPlatform

/// Finds a path a project names on disk as a Mac would: exactly, else ignoring case.
///
/// Macs format their disks case-insensitive by default, so a project can name `Model/Row.swift`
/// for a file that is in `model/Row.swift` and still build there; on a case-sensitive disk (Linux,
/// most CI machines) the exact path is not found. A path that is not there as written is looked
/// up one component at a time, each matched against its folder's entries ignoring case (the first
/// in sorted order wins). Folder listings are read once, and the number of such lookups is bounded.
struct XcodeDiskLookup {
    /// The most paths looked up ignoring case for one project.
    static let maxLookups = 20_000
    /// The most entries of one folder compared.
    static let maxEntries = 10_000

    /// What each path looked up gave (by kind and path), so a path named many times is looked up once.
    private var found: [String: String?] = [:]
    /// The entries of each folder listed, sorted.
    private var listings: [String: [String]] = [:]
    private var lookupsLeft = XcodeDiskLookup.maxLookups
    /// The scanned tree: nothing outside it is looked at or listed.
    var fence: TreeFence?

    /// The path as it is on disk, or `nil` when there is nothing of that kind there.
    ///
    /// - Parameters:
    ///   - path: An absolute, normalized path.
    ///   - folder: Whether a folder is wanted (else a file that is not a folder).
    mutating func find(_ path: String, folder: Bool) -> String? {
        if fence?.reason(path) != nil { return nil }
        let key = (folder ? "d" : "f") + path
        if let known = found[key] { return known }
        let result = lookUp(path, folder: folder)
        found[key] = .some(result)
        return result
    }

    /// Looks a path up on disk, exactly, then ignoring case.
    private mutating func lookUp(_ path: String, folder: Bool) -> String? {
        if Self.exists(path, folder: folder) { return path }
        guard lookupsLeft > 0, path.hasPrefix("/") else { return nil }
        lookupsLeft -= 1
        var current = ""
        for component in path.split(separator: "/") {
            let exact = current + "/" + component
            var info = stat()
            if lstat(exact, &info) == 0 {
                current = exact
                continue
            }
            let wanted = component.lowercased()
            guard let match = listing(current.isEmpty ? "/" : current).first(where: { $0.lowercased() == wanted }) else { return nil }
            current += "/" + match
        }
        return Self.exists(current, folder: folder) ? current : nil
    }

    /// A folder's entries, sorted (read once).
    private mutating func listing(_ folder: String) -> [String] {
        if let known = listings[folder] { return known }
        let entries = Array(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().prefix(Self.maxEntries))
        listings[folder] = entries
        return entries
    }

    /// Whether a path is a folder, or a file that is not one (following links).
    private static func exists(_ path: String, folder: Bool) -> Bool {
        folder ? XcodePath.isFolder(path) : XcodePath.isFile(path)
    }
}
