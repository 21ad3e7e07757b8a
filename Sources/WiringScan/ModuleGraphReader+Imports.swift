import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import WiringModel
import WiringProjects

extension ModuleGraphReader {
    /// A Swift file of a module, with the defines its target sets and the platforms it builds for
    /// (`nil` when not known).
    struct TargetFile: Sendable {
        var module: String
        var absolute: String
        var relative: String
        var defines: [String: Bool]
        var platforms: [String]? = nil
    }

    /// The Swift files of the packages' targets that SwiftPM compiles, inside the tree.
    ///
    /// - Returns: The files, and the modules whose folder was read and holds no Swift file to compile.
    func targetFiles(_ packages: [ReadPackage], ids: ModuleIDs) -> (files: [TargetFile], withoutSwift: Set<String>) {
        var files: [TargetFile] = []
        var withoutSwift: Set<String> = []
        for package in packages {
            for target in package.description.targets where target.kind != "binary" && target.kind != "system" {
                guard let module = ids.id(owner: package.id, target: target.name),
                      let folder = TargetSources.folder(of: target, in: package.folder), outsideReason(folder) == nil
                else { continue }
                let count = files.count
                for file in TargetSources.swiftFiles(of: target, in: folder, listings: listings) where outsideReason(file) == nil {
                    files.append(TargetFile(module: module, absolute: file, relative: relative(file), defines: target.defines))
                }
                if files.count == count { withoutSwift.insert(module) }
            }
        }
        return (files, withoutSwift)
    }

    /// Every import of the files, with the module and file it is in. A file several targets compile
    /// with the same defines is read once; each target keeps the imports its platforms compile.
    func readImports(_ files: [TargetFile], into graph: inout ModuleGraph) -> [(String, String, ImportLine)] {
        var slotOfKey: [String: Int] = [:]
        var firstOfSlot: [Int] = []
        let slots = files.indices.map { index -> Int in
            let file = files[index]
            let key = file.absolute + "\u{0}" + file.defines.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
            if let slot = slotOfKey[key] { return slot }
            slotOfKey[key] = firstOfSlot.count
            firstOfSlot.append(index)
            return firstOfSlot.count - 1
        }
        let readers = firstOfSlot
        let results = ResultSlots<(imports: [ImportLine], lines: Int, warning: ScanWarning?)>(count: readers.count)
        let known = self.known
        DispatchQueue.concurrentPerform(iterations: readers.count) { slot in
            let index = readers[slot]
            let file = files[index]
            // A file the scan parsed already gives its imports, unless its target's defines may decide its `#if`s otherwise.
            if let known = known[file.absolute], file.defines.isEmpty || !Self.mentions(file.defines.keys, in: file.absolute) {
                results.set(slot, (known.imports, known.lines, nil))
            } else {
                results.set(slot, Self.imports(of: file))
            }
        }
        let read = results.all
        var found: [(String, String, ImportLine)] = []
        var counted: Set<String> = []
        for (file, slot) in zip(files, slots) {
            let result = read[slot]
            // A file two targets compile counts once in the totals.
            if counted.insert(file.absolute).inserted {
                graph.fileCount += 1
                graph.lineCount += result.lines
            }
            if let warning = result.warning { graph.warnings.append(warning) }
            found += ImportReader.compiled(result.imports, platforms: file.platforms, defines: file.defines).map { (file.module, file.relative, $0) }
        }
        return found
    }

    /// A file's imports, read within the scan's limits (size, nesting, look-ahead, stack and the last-resort time), so no
    /// target's source can hang or crash the module graph either.
    private static func imports(of file: TargetFile) -> (imports: [ImportLine], lines: Int, warning: ScanWarning?) {
        @Sendable func leftOut(_ line: Int, _ message: String) -> (imports: [ImportLine], lines: Int, warning: ScanWarning?) {
            ([], 0, ScanWarning(.fileNotRead, place: SourcePlace(file: file.relative, line: line), message: message + "; its imports are left out of the module graph"))
        }
        let data: Data
        switch ParseLimits.read(file.absolute) {
        case .success(let read): data = read
        case .failure(let problem): return leftOut(1, problem.message)
        }
        let defines = file.defines
        let read = ParseLimits.gate.run(bytes: data.count) {
            ParseLimits.onLargeStack(seconds: ParseLimits.safetySeconds) { () -> (imports: [ImportLine], lines: Int, warning: ScanWarning?) in
                data.withUnsafeBytes { raw in
                    let whole = raw.bindMemory(to: UInt8.self)
                    // Only the part of the file that can hold imports is parsed (see `ImportPrefix`).
                    let bytes = UnsafeBufferPointer(rebasing: whole[0..<ImportPrefix.end(of: whole)])
                    if let problem = ParseLimits.nestingProblem(bytes) { return leftOut(problem.line, problem.message) }
                    let lines = LineTable(whole)
                    let tree = Parser.parse(source: bytes, maximumNestingLevel: ParseLimits.parserNesting)
                    return (ImportReader.imports(of: tree, lines: lines, defines: defines), lines.count, nil)
                }
            }
        }
        return read ?? leftOut(1, ParseLimits.safetyMessage)
    }

    /// Whether a file's text names one of the defines (or cannot be read): only then may they
    /// change what it imports. `DEBUG` is read as undecided with or without a define.
    static func mentions(_ defines: Dictionary<String, Bool>.Keys, in path: String) -> Bool {
        guard case .success(let data) = ParseLimits.read(path) else { return true }
        guard data.range(of: Data("#if".utf8)) != nil else { return false }
        return defines.contains { $0 != "DEBUG" && data.range(of: Data($0.utf8)) != nil }
    }

    /// One `imports` edge per pair of modules, at the first import line (by file, then line); it
    /// carries a condition only when every import of the pair is conditional.
    ///
    /// An imported name is what the importer declares of that name: a module read (`ModuleIDs`
    /// chooses among two of one name) in its own package or project or that it declares, else a
    /// product node it declares (a package target's `.product(name: "AEPCore", …)` of a package not
    /// in the checkout, beside a pod `AEPCore` an Xcode project links); else the module read, else
    /// the first product node of that name by id.
    ///
    /// - Returns: The edges, and the imports of a name that is no node (a system module, or one
    ///   the project model cannot place), in import order: by file, then line, then importing
    ///   module. The readers of those imports (`podModuleImports`, `modulesNotFound`) say each name
    ///   at its first import in that order and do not sort again.
    static func importEdges(
        _ imports: [(String, String, ImportLine)], ids: ModuleIDs, products: [Node], declared: [Edge]
    ) -> (edges: [Edge], unplaced: [(String, String, ImportLine)]) {
        var declaredPairs: Set<String> = []
        for edge in declared where edge.kind == .depends { declaredPairs.insert(edge.from + "\u{0}" + edge.to) }
        var productsByName: [String: [String]] = [:]
        for product in products.sorted(by: { $0.id < $1.id }) {
            productsByName[SourceLayout.moduleName(product.type), default: []].append(product.id)
        }
        func node(_ name: String, from: String) -> String? {
            let isDeclared = { (to: String) in declaredPairs.contains(from + "\u{0}" + to) }
            let module = ids.module(named: name, importedBy: from, declared: isDeclared)
            let offered = productsByName[name] ?? []
            if let module, module == from || isDeclared(module) || ids.owner(of: module) == ids.owner(of: from) { return module }
            if let product = offered.first(where: isDeclared) { return product }
            return module ?? offered.first
        }
        var edges: [String: Edge] = [:]
        var conditions: [String: String?] = [:]
        var exported: Set<String> = []
        var unplaced: [(String, String, ImportLine)] = []
        for (from, file, line) in imports.sorted(by: Self.inImportOrder) {
            guard let to = node(line.module, from: from) else {
                unplaced.append((from, file, line))
                continue
            }
            guard to != from else { continue }
            let key = from + "\u{0}" + to
            if edges[key] == nil {
                edges[key] = Edge(from: from, to: to, kind: .imports, place: SourcePlace(file: file, line: line.line))
                conditions[key] = line.condition
            } else if line.condition == nil {
                // One import that always counts makes the edge unconditional; it stays at the first line.
                conditions[key] = .some(nil)
            }
            if line.isExported { exported.insert(key) }
        }
        for key in edges.keys {
            // `@_exported` first: importers of `from` see `to` too (see `ModuleAudit`).
            let label = [exported.contains(key) ? "@_exported" : nil, (conditions[key] ?? nil).map { "#if " + $0 }].compactMap { $0 }
            edges[key]?.label = label.isEmpty ? nil : label.joined(separator: " ")
        }
        return (Array(edges.values), unplaced)
    }

    /// Whether one import comes before another: by file, then line, then importing module.
    static func inImportOrder(_ first: (String, String, ImportLine), _ second: (String, String, ImportLine)) -> Bool {
        (first.1, first.2.line, first.0) < (second.1, second.2.line, second.0)
    }
}
