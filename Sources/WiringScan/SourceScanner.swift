import Dispatch
import Foundation
import WiringModel
import WiringProjects

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
        let filter = SourceFilter(includeTests: options.includeTests, excludes: options.excludes)
        // How the tree is built, read first: it says which module each file is in, and which files no target compiles.
        let models = options.modules || options.module == nil
            ? ProjectModels(paths: paths, filter: filter, allowed: allowedPaths) : ProjectModels()
        let (found, layoutWarnings) = try SourceLayout.files(paths: paths, module: options.module, models: models)
        // No Swift file at all is an error, unless the projects say why: then the scan goes on, so
        // that their lines (files outside the tree, say) are in the result and its graph is incomplete.
        if found.isEmpty, !options.modules || !models.saysWhatWasNotRead {
            throw ScanError.noSwiftFiles(paths)
        }
        var skipped = SkippedCount()
        var testFolders: [String: String] = [:]
        let scanned = paths.map { SourceLayout.normalized($0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0) }
        // Paths are judged below the folder scanned, so scanning `Pods/Kit` itself reads it.
        let verdicts = filter.verdicts(for: found.map { file in
            let base = scanned.filter { file.absolutePath.hasPrefix($0 == "/" ? "/" : $0 + "/") }.max { $0.utf8.count < $1.utf8.count }
            return base.map { String(decoding: file.absolutePath.utf8.dropFirst($0.utf8.count + 1), as: UTF8.self) } ?? file.relativePath
        })
        var files: [SourceFile] = []
        for (file, verdict) in zip(found, verdicts) {
            if let folder = verdict.testFolder { testFolders[file.relativePath] = folder }
            if !options.includeTests, file.role == .test {
                skipped.add(.tests, "compiled only by test targets")
                continue
            }
            guard let (reason, cause) = verdict.reason else {
                files.append(file)
                continue
            }
            skipped.add(reason, cause)
        }
        options.progress?("parsing \(files.count) Swift file\(files.count == 1 ? "" : "s")")
        var facts = Self.parse(files)
        // The names the tests left out mention: a type only they name is not live (`NotLiveCode`).
        var testNames: Set<String> = []
        if !options.includeTests {
            facts.removeAll { file in
                let folder = testFolders[file.file]
                // The file's name matters only in a test folder.
                let name = folder == nil ? "" : Substring(SourceLayout.lastComponent(file.file))
                guard SourceFilter.isTestCode(imports: file.imports, fileName: name, inTestFolder: folder != nil) else { return false }
                if let mentions = file.mentions { testNames.formUnion(mentions.all) }
                let module = file.imports.intersection(SourceFilter.testModules).min()
                skipped.add(.tests, folder ?? "importing \(module ?? "")")
                return true
            }
        }
        options.progress?("building the declared graph")
        let declaredFacts = options.includeTests ? facts : PreviewContent.leavingOut(facts, files: files)
        // From here on the facts are held only by `held`, so that freeing them happens on its
        // background thread once the graphs are built, not on this one before `scan` returns.
        let held = HeldFacts(all: consume facts, declared: consume declaredFacts)
        defer { held.releaseInBackground() }
        guard options.modules else {
            var result = Self.graph(from: held.declared, layoutWarnings: layoutWarnings, testNames: testNames)
            result.skipped = skipped.all
            return Self.markingDevelopment(result, files: files)
        }
        var known: [String: ModuleGraphReader.KnownImports] = [:]
        var read: [SourceFile] = []
        do {
            let byFile = Dictionary(held.all.map { ($0.file, $0) }) { first, _ in first }
            for file in files {
                guard let facts = byFile[file.relativePath] else { continue }
                read.append(file)
                if facts.parsed { known[file.absolutePath] = .init(imports: facts.importLines, lines: facts.lineCount) }
            }
        }
        // The module graph needs nothing of the declared graph: each is read on its own thread.
        let (declared, modules) = Self.concurrently(
            { [held, read, testNames] in
                Self.graph(
                    from: held.declared, files: read, apart: Self.sharingProjectIDs(models), layoutWarnings: layoutWarnings,
                    testNames: testNames)
            },
            { [self, known, read] in moduleGraph(sources: moduleSources(paths: paths, files: read, models: models), known: known) })
        var result = declared
        result.skipped = skipped.all
        return Self.markingDevelopment(Self.combined(result, modules: modules), files: files)
    }

    /// Runs `first` on a thread of its own while `second` runs on this one, and returns both results.
    ///
    /// The thread is not one of Dispatch's: `first` may wait for work it hands to Dispatch (the
    /// readers' builds, `FrameworkReaders.build`), and a Dispatch thread that waits still counts among
    /// the few Dispatch runs work on at once (one per core), so that work would run on one core fewer.
    static func concurrently<A: Sendable, B>(
        _ first: @escaping @Sendable () -> A, _ second: () -> B
    ) -> (A, B) {
        let slot = ResultSlots<A>(count: 1)
        let done = DispatchSemaphore(value: 0)
        Thread {
            slot.set(0, first())
            done.signal()
        }.start()
        let b = second()
        done.wait()
        return (slot.all[0], b)
    }

    /// Parses files on every core (a run of files per thread, see `ParseBatch`); the facts come back
    /// in the files' order. The bytes read to tell which readers run are parsed without reading the
    /// files again (up to the bound of `ReadAhead`). The Swinject reader walks only the files of the
    /// modules the tree's imports join to one importing SwincyBox or Swinject (`ConnectedModules`).
    static func parse(_ files: [SourceFile]) -> [SourceFacts] {
        let readAhead = ReadAhead(count: files.count)
        let readers = FrameworkReaders.used(in: files, keeping: readAhead)
        let swinject = SwinjectReader()
        let apart = readers.contains(swinject.name)
            ? ConnectedModules.apart(from: swinject.modules, files: files, readAhead: readAhead) : []
        let parsed = ParseLimits.bounded(files, readAhead: readAhead) { index, file in
            FileScanner.facts(of: file, readers: readers, data: readAhead.take(index), apartFromSwinject: apart)
        }
        let resolving = rereadingResolvingCalls(files, facts: parsed, readers: readers, apart: apart)
        let aliased = rereadingWrapperAliases(files, facts: resolving, readers: readers, apart: apart)
        return rereadingTreeWords(files, facts: aliased, readers: readers, apart: apart)
    }

    /// The facts with the files a reader skipped walked again when they spell, as a name, one of the words the whole
    /// tree adds for it (`FrameworkReader.treeWords(in:)`: a view model holding a value typed by a protocol a Needle
    /// component adopts spells neither `Component` nor `Dependency`). Nothing is read again when no reader adds one.
    static func rereadingTreeWords(
        _ files: [SourceFile], facts: [SourceFacts], readers: Set<String>, apart: Set<String>
    ) -> [SourceFacts] {
        var treeWords: [String: [String]] = [:]
        for reader in FrameworkReaders.all where readers.contains(reader.name) {
            let words = reader.treeWords(in: facts).filter { word in !reader.words.contains { word.contains($0) } }
            if !words.isEmpty { treeWords[reader.name] = words }
        }
        guard !treeWords.isEmpty else { return facts }
        let candidates = facts.indices.filter { index in
            facts[index].parsed && treeWords.keys.contains { facts[index].frameworks[$0] == nil }
        }
        let again = spelling(treeWords.values.flatMap { $0 }, among: candidates, of: files, asNames: true)
        guard !again.isEmpty else { return facts }
        let calls = SwinjectReader.resolvingCalls(in: facts)
        // A file the alias pass walked again keeps its aliases' words.
        let extra = treeWords.merging(wrapperAliasWords(in: facts, readers: readers)) { $0 + $1 }
        return reading(again, of: files, into: facts) { file in
            FileScanner.facts(of: file, readers: readers, calls: calls, aliasWords: extra, apartFromSwinject: apart)
        }
    }

    /// By reader name, the `@`-spelled aliases the tree declares for the reader's property wrappers that spell
    /// none of the reader's words (`@Dependency` for `typealias Dependency = Injected`).
    private static func wrapperAliasWords(in facts: [SourceFacts], readers: Set<String>) -> [String: [String]] {
        // The tree's unconditional aliases, as (the alias's own name, the last name of what it stands for).
        let aliases: [(name: String, value: String)] = facts.flatMap { file in
            file.aliases.compactMap { alias in
                guard !alias.isConditional, let name = alias.path.last, let value = alias.value.lastName else { return nil }
                return (name, value)
            }
        }
        guard !aliases.isEmpty else { return [:] }
        var aliasWords: [String: [String]] = [:]
        for reader in FrameworkReaders.all where readers.contains(reader.name) && !reader.wrappers.isEmpty {
            // Aliases of the wrappers, and aliases of those, by the alias's own name.
            var names = Set(reader.wrappers)
            var grew = true
            while grew {
                grew = false
                for alias in aliases where !names.contains(alias.name) && names.contains(alias.value) {
                    names.insert(alias.name)
                    grew = true
                }
            }
            let spelled = names.subtracting(reader.wrappers).filter { name in !reader.words.contains { name.contains($0) } }
            if !spelled.isEmpty { aliasWords[reader.name] = spelled.sorted().map { "@" + $0 } }
        }
        return aliasWords
    }

    /// The facts with the files a reader skipped walked again when they spell `@` and a type alias
    /// the tree declares for one of the reader's property wrappers (`typealias Dependency = Injected`,
    /// then `@Dependency(…)` in a file spelling none of the reader's words): only the whole tree tells
    /// which aliases there are. Nothing is read again in a tree without such an alias.
    static func rereadingWrapperAliases(
        _ files: [SourceFile], facts: [SourceFacts], readers: Set<String>, apart: Set<String>
    ) -> [SourceFacts] {
        let aliasWords = wrapperAliasWords(in: facts, readers: readers)
        guard !aliasWords.isEmpty else { return facts }
        let candidates = facts.indices.filter { index in
            facts[index].parsed && aliasWords.keys.contains { facts[index].frameworks[$0] == nil }
        }
        let again = spelling(aliasWords.values.flatMap { $0 }, among: candidates, of: files)
        guard !again.isEmpty else { return facts }
        let calls = SwinjectReader.resolvingCalls(in: facts)
        let extra = aliasWords
        return reading(again, of: files, into: facts) { file in
            FileScanner.facts(of: file, readers: readers, calls: calls, aliasWords: extra, apartFromSwinject: apart)
        }
    }

    /// The facts with the files whose bodies the first walk skipped walked again, bodies and all, when
    /// they call a method the app declares that resolves (`Locator.shared.get(Api.self)` in a file that
    /// spells none of Swinject's words): only the whole tree tells which methods those are. Files that
    /// spell no such call (nor a framework word) are not walked again; a call is its name where a name
    /// starts, so `get(` does not match `target(` or `budget(`.
    static func rereadingResolvingCalls(
        _ files: [SourceFile], facts: [SourceFacts], readers: Set<String>, apart: Set<String>
    ) -> [SourceFacts] {
        let calls = SwinjectReader.resolvingCalls(in: facts)
        guard !calls.isEmpty else { return facts }
        let candidates = facts.indices.filter { facts[$0].parsed && !facts[$0].bodiesRead }
        let again = spelling(calls, among: candidates, of: files, asNames: true)
        guard !again.isEmpty else { return facts }
        return reading(again, of: files, into: facts) { file in
            FileScanner.facts(of: file, readers: readers, calls: calls, apartFromSwinject: apart)
        }
    }

    /// The candidates (indices into `files`) whose file spells one of `words`, searched on every core;
    /// with `asNames`, only where a name starts (`get(` counts in `x.get(`, not in `target(`).
    private static func spelling(_ words: [String], among candidates: [Int], of files: [SourceFile], asNames: Bool = false) -> [Int] {
        let spelled = ResultSlots<Bool>(count: candidates.count)
        DispatchQueue.concurrentPerform(iterations: candidates.count) { slot in
            guard case .success(let data) = ParseLimits.read(files[candidates[slot]].absolutePath) else { return spelled.set(slot, false) }
            spelled.set(slot, data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                return words.contains { asNames ? ByteSearch.containsName(bytes, $0) : ByteSearch.contains(bytes, $0) }
            })
        }
        return zip(candidates, spelled.all).filter(\.1).map(\.0)
    }

    /// `facts` with the files at `indices` walked again by `walk`, on every core.
    private static func reading(
        _ indices: [Int], of files: [SourceFile], into facts: [SourceFacts],
        by walk: @escaping @Sendable (SourceFile) -> SourceFacts
    ) -> [SourceFacts] {
        let reread = ParseLimits.bounded(indices.map { files[$0] }, walk)
        var facts = facts
        for (index, read) in zip(indices, reread) { facts[index] = read }
        return facts
    }

    /// Builds the snapshot from every file's facts.
    static func graph(from facts: [SourceFacts], layoutWarnings: [ScanWarning] = [], testNames: Set<String> = []) -> ScanResult {
        let readers = FrameworkReaders.build(facts, testNames: testNames)
        let title = readers.title ?? (readers.nodes.isEmpty ? "Scan" : "Declared registrations")
        let snapshot = GraphSnapshot(nodes: readers.nodes, edges: readers.edges, source: "scan", title: title)
        let warnings = layoutWarnings + facts.flatMap(\.warnings) + readers.warnings + UnreadFrameworks.warnings(facts)
        var result = ScanResult(
            snapshot: snapshot, warnings: Array(Set(warnings)).sorted(), unresolved: readers.unresolved.sorted(),
            fileCount: facts.count, lineCount: facts.reduce(0) { $0 + $1.lineCount })
        result.registrationCount = readers.registrationCount
        result.resolveCount = readers.resolveCount
        result.findings = readers.findings.sorted()
        return result
    }

    /// The result with what files only development builds compile make (previews' sample data and
    /// mocks) marked apart: attribute `live` `false`.
    static func markingDevelopment(_ result: ScanResult, files: [SourceFile]) -> ScanResult {
        let development = Set(files.filter { $0.role == .development }.map(\.relativePath))
        guard !development.isEmpty else { return result }
        var result = result
        let nodes = result.snapshot.nodes.map { node in
            guard let file = node.place?.file ?? node.declared?.file, development.contains(file) else { return node }
            var node = node
            node.attributes["live"] = "false"
            return node
        }
        result.snapshot = GraphSnapshot(nodes: nodes, edges: result.snapshot.edges, source: result.snapshot.source, title: result.snapshot.title)
        return result
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

/// Files left out, counted by reason.
private struct SkippedCount {
    private var counts: [SkippedFiles.Reason: (count: Int, causes: Set<String>)] = [:]

    mutating func add(_ reason: SkippedFiles.Reason, _ cause: String) {
        counts[reason, default: (0, [])].count += 1
        counts[reason, default: (0, [])].causes.insert(cause)
    }

    var all: [SkippedFiles] {
        counts.keys.sorted().map { SkippedFiles(reason: $0, count: counts[$0]!.count, causes: counts[$0]!.causes.sorted()) }
    }
}
