import SwiftParser
import SwiftSyntax
@testable import WiringScan
@testable import WiringProjects

/// A manifest's text read as the scan reads a `Package.swift`, for a given tools version and toolchain.
enum ManifestSource {
    /// What the reader makes of the text: the description, or why the package is not read.
    static func outcome(
        _ source: String, folder: String = "/work/App", toolsVersion: [Int] = [6, 0, 0], toolchain: [Int]? = [6, 3, 1]
    ) -> Result<PackageDescription, ManifestSyntaxReader.ManifestProblem> {
        let tree = Parser.parse(source: source)
        let lines = source.utf8.withContiguousStorageIfAvailable { LineTable($0) }!
        return ManifestSyntaxReader.describe(tree, lines: lines, folder: folder, toolsVersion: toolsVersion, toolchain: .some(toolchain))
    }

    /// The description, or the problem thrown.
    static func read(
        _ source: String, folder: String = "/work/App", toolsVersion: [Int] = [6, 0, 0], toolchain: [Int]? = [6, 3, 1]
    ) throws -> PackageDescription {
        try outcome(source, folder: folder, toolsVersion: toolsVersion, toolchain: toolchain).get()
    }

    /// `Target: dependency dependency`, one per target, dependencies by name.
    static func targets(_ description: PackageDescription) -> [String] {
        description.targets.map { target in
            ([target.name + ":"] + target.dependencies.map(\.name)).joined(separator: " ")
        }
    }
}

extension ManifestSyntaxReader.ManifestProblem {
    /// The line the package is not read at, when the problem has one.
    var line: Int? {
        switch self {
        case .notRead(let line, _), .noPackage(let line): line
        case .unreadable: nil
        }
    }

    /// Why, as the scan says it.
    var reason: String {
        switch self {
        case .notRead(_, let reason), .unreadable(let reason): reason
        case .noPackage: "no package"
        }
    }
}
