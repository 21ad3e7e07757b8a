import Foundation
import WiringProjectModel
import WiringProjects

/// Files written to a fresh folder, to read as a repository would be.
struct TreeFixture {
    /// The folder holding the files.
    let root: String

    /// Writes files (paths relative to the folder).
    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-projects-tests-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// The model of the whole folder.
    func read() throws -> ProjectModel {
        guard let model = ProjectReader.read(root: root) else { throw CocoaError(.fileReadUnknown) }
        return model
    }

    /// Deletes the folder.
    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

extension ProjectModel {
    /// `target (module, product): files` per target of every project.
    var targetSummary: [String] {
        projects.flatMap { project in
            project.targets.map { "\(project.id) \($0.id) \($0.moduleName) \($0.product.rawValue): \($0.files.joined(separator: " "))" }
        }
    }

    /// `module -> kind:name` per dependency.
    var dependencySummary: [String] {
        projects.flatMap { project in
            project.targets.flatMap { target in
                target.dependencies.map { "\(target.id) -> \($0.kind.rawValue):\($0.package.map { $0 + "/" } ?? "")\($0.name)" }
            }
        }
    }
}
