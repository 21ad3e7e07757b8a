import Foundation
import SwiftParser
import SwiftSyntax

/// The targets a `Package.swift` declares and the folders their sources live in, read from its
/// syntax (the manifest is never run).
struct PackageManifestReader {
    /// A target's folder, relative to the package root, and its module name.
    struct Target: Sendable, Hashable {
        var folder: String
        var module: String
    }

    /// The targets found, longest folder first so that the innermost one matches.
    let targets: [Target]

    /// Reads a manifest.
    ///
    /// - Parameter path: The absolute path of `Package.swift`.
    /// - Returns: The reader, or `nil` when the file cannot be read.
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let tree = data.withUnsafeBytes { bytes in
            Parser.parse(source: bytes.bindMemory(to: UInt8.self))
        }
        let finder = TargetFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        targets = finder.targets.sorted { ($0.folder.count, $0.folder) > ($1.folder.count, $1.folder) }
    }

    /// The module of a file, or `nil` when no target's folder holds it.
    ///
    /// - Parameter relativePath: The file's path relative to the package root.
    func module(of relativePath: String) -> String? {
        targets.first { relativePath.hasPrefix($0.folder + "/") }?.module
    }
}

/// Finds `.target(name: "X", path: "Y")` and its siblings in a manifest.
private final class TargetFinder: SyntaxVisitor {
    var targets: [PackageManifestReader.Target] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let kind = member.declName.baseName.text
        let defaults = ["target": "Sources", "executableTarget": "Sources", "testTarget": "Tests", "macro": "Sources"]
        guard let defaultRoot = defaults[kind],
              let name = node.arguments.first(where: { $0.label?.text == "name" }),
              case .literal(let targetName) = FactCollector.writtenString(name.expression)
        else { return .visitChildren }
        var folder = "\(defaultRoot)/\(targetName)"
        if let path = node.arguments.first(where: { $0.label?.text == "path" }),
           case .literal(let written) = FactCollector.writtenString(path.expression) {
            folder = SourceLayout.normalized(written)
        }
        targets.append(.init(folder: folder, module: SourceLayout.moduleName(targetName)))
        return .visitChildren
    }
}
