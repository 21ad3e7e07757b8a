import Foundation

/// A fresh directory for one test's files.
struct TemporaryDirectory: Sendable {
    /// The directory.
    let url: URL

    /// Creates an empty directory under the system's temporary directory.
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wiring-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the directory.
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Deletes the directory and everything in it.
    func remove() { try? FileManager.default.removeItem(at: url) }
}
