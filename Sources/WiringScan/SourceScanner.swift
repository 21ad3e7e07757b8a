import Dispatch
import Foundation
import WiringModel

/// Reads the declared wiring graph from Swift source, without building or running the app.
///
/// ```swift
/// let result = try SourceScanner().scan(["Sources"])
/// try result.snapshot.write(to: URL(fileURLWithPath: "declared.wiring.json"))
/// for warning in result.warnings { print("warning: \(warning)") }
/// ```
///
/// Files are parsed with swift-syntax in parallel; the graph is then built from what every
/// file declares. Boundaries get the ids, kinds and parents a runtime capture gives; SwincyBox
/// and Swinject registrations become services with the ids their captures give. What the scan
/// cannot decide (generic boundaries, declarations inside `#if`, a registration whose type is
/// not written out) is reported in `warnings`, never guessed.
public struct SourceScanner: Sendable {
    /// How to scan.
    public var options: ScanOptions

    /// Creates a scanner.
    ///
    /// - Parameter options: How to scan.
    public init(options: ScanOptions = ScanOptions()) {
        self.options = options
    }

    /// Scans Swift files and folders.
    ///
    /// - Parameter paths: Files or folders (searched recursively, hidden and `.build` folders
    ///   skipped), absolute or relative to the current folder.
    /// - Returns: The declared graph and what could not be decided.
    /// - Throws: `ScanError` when a path is missing or unreadable, holds no Swift file, or the
    ///   module name given is not an identifier.
    public func scan(_ paths: [String]) throws -> ScanResult {
        if let module = options.module, !Self.isIdentifier(module) { throw ScanError.invalidModuleName(module) }
        let (files, layoutWarnings) = try SourceLayout.files(paths: paths, module: options.module)
        options.progress?("parsing \(files.count) Swift file\(files.count == 1 ? "" : "s")")
        let facts = Self.parse(files)
        options.progress?("building the declared graph")
        return Self.graph(from: facts, layoutWarnings: layoutWarnings)
    }

    /// Parses files on every core; the facts come back in the files' order.
    static func parse(_ files: [SourceFile]) -> [SourceFacts] {
        let slots = FactSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            slots.set(index, ParseLimits.bounded(files[index]) { FileScanner.facts(of: files[index]) })
        }
        return slots.all
    }

    /// Builds the snapshot from every file's facts.
    static func graph(from facts: [SourceFacts], layoutWarnings: [ScanWarning] = []) -> ScanResult {
        let index = TypeIndex(facts)
        let members = MemberTable(facts, index: index)
        var boundaries = BoundaryGraphBuilder(index: index, members: members)
        boundaries.build()
        var registrations = RegistrationGraphBuilder(index: index)
        registrations.build(facts)

        let nodes = Array(boundaries.nodes.values) + Array(registrations.nodes.values)
        let title: String
        if boundaries.roots.count == 1, let root = boundaries.roots.first {
            title = root
        } else if !boundaries.nodes.isEmpty {
            title = "Declared boundaries"
        } else if !registrations.nodes.isEmpty {
            title = "Declared registrations"
        } else {
            title = "Scan"
        }
        let snapshot = GraphSnapshot(
            nodes: nodes, edges: boundaries.edges + registrations.edges, source: "scan", title: title)
        let warnings = layoutWarnings + facts.flatMap(\.warnings) + boundaries.warnings + registrations.warnings
        return ScanResult(
            snapshot: snapshot, warnings: Array(Set(warnings)).sorted(), unresolved: registrations.unresolved.sorted(),
            fileCount: facts.count, lineCount: facts.reduce(0) { $0 + $1.lineCount })
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

/// One result slot per file, filled from many threads.
private final class FactSlots: @unchecked Sendable {
    private var slots: [SourceFacts?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ facts: SourceFacts) {
        lock.withLock { slots[index] = facts }
    }

    var all: [SourceFacts] { lock.withLock { slots.compactMap { $0 } } }
}
