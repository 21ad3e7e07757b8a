import Foundation
import WiringModel
import WiringScan

/// Source files written to a fresh folder, to scan as a package would be.
struct ScanFixture {
    /// The folder holding the files.
    let root: URL

    /// Writes files (paths relative to the folder) and returns the fixture.
    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("wiring-scan-tests-\(UUID().uuidString)", isDirectory: true)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // A repository root, so paths in snapshots are relative to the fixture.
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    /// Scans folders or files of the fixture.
    func scan(_ paths: [String] = ["Sources"], module: String? = nil) throws -> ScanResult {
        try SourceScanner(options: ScanOptions(module: module)).scan(paths.map { root.appendingPathComponent($0).path })
    }

    /// Deletes the folder.
    func remove() { try? FileManager.default.removeItem(at: root) }
}

extension GraphSnapshot {
    /// `id kind parent` per node, for compact expectations.
    var nodeSummary: [String] {
        nodes.map { "\($0.id) \($0.kind.rawValue) \($0.parent ?? "-")" }
    }

    /// `from -kind-> to` per edge.
    var edgeSummary: [String] {
        edges.map(\.id)
    }
}
