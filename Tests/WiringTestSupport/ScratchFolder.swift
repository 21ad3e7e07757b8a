import Foundation

/// A fresh, empty folder under the system's temporary folder, for tests that write files.
///
/// - Parameter prefix: The start of the folder's name, so a folder left behind shows which tests made it.
/// - Returns: The folder; the caller removes it.
public func makeScratchFolder(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
