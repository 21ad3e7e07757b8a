import Dispatch
import Foundation
import SwiftSyntax
import WiringModel
import WiringProjects

// Design: one reader per framework.
//
// Each DI framework the scan reads is one type adopting `FrameworkReader`, in its own folder under
// `Readers/` with its own tests. A reader works in two steps, fed from the parse every file already
// gets:
//
// 1. `collect(tree:file:lines:)` runs once per file, on the file's worker thread, with the syntax
//    tree `FileScanner` parsed. It returns the reader's own `Facts` (a `Sendable` value, kept as
//    written: names are qualified later), which `SourceFacts.frameworks` stores under the reader's
//    `name`. A file that spells none of the reader's `words` is skipped by a byte search before
//    any walk, so a reader costs nothing in files that cannot use its framework. A reader that
//    must see every file implements `collect(tree:bytes:file:lines:)` instead. A reader whose
//    collector is a `ScopeWalker` adopts `SharedWalkReader`: its collector then joins the file's
//    one `SharedWalk` with the declaration walk (`FactCollector`) and the other such readers'
//    instead of walking the tree again (SwincyBox and Swinject, which see every file since a
//    property filled by a wrapper spells none of their words, and Boundaries).
// 2. `build(_:names:)` runs once per scan, with every file's facts, and returns nodes, edges,
//    `not read:` warnings, findings, resolves that gave no edge and counts, which
//    `SourceScanner.graph` adds to the snapshot. The readers build on several threads at once;
//    of two nodes with one id, the one of the reader first in `FrameworkReaders.all` is kept.
//
// Adding a framework is then a new folder and one line in `FrameworkReaders.all`. Readers share
// nothing with each other; they share with the rest of the scan only the parse, the declaration
// walk (`FactCollector`: types, initializers, properties, constants), the type index (to qualify
// names) and `ScanWarning` / `ScanFinding`.

/// A reader of one DI framework's declarations, fed from the scan's single parse of each file.
protocol FrameworkReader: Sendable {
    /// What the reader gathers from one file.
    associatedtype Facts: Sendable

    /// The reader's name, the key of its facts in `SourceFacts.frameworks`.
    var name: String { get }
    /// Words one of which a file must contain for the reader to walk it.
    var words: [String] { get }
    /// The framework's property wrappers that an app may rename with a type alias
    /// (`typealias Dependency = Injected`): a file spelling `@` and such an alias, and none of
    /// `words`, is walked too (see `SourceScanner.rereadingWrapperAliases`). Empty by default.
    var wrappers: [String] { get }
    /// The framework's modules: a scan none of whose files imports one of them (`import M`,
    /// `@_exported import M`, …) does not run the reader at all. Empty for a reader that runs in
    /// every scan (its framework's types are known by name and may be compiled into the app).
    var modules: [String] { get }
    /// Words of the framework's own source (`struct Factory<`): a scan with a file spelling one runs
    /// the reader even when no file imports the framework, since an app may compile the framework's
    /// source into its own module. Empty by default.
    var sourceWords: [String] { get }

    /// Names the whole tree adds to `words`: a file spelling one, and none of `words`, is walked too (see
    /// `SourceScanner.rereadingTreeWords`). Empty by default.
    ///
    /// - Parameter facts: Every file's facts after the first walk.
    func treeWords(in facts: [SourceFacts]) -> [String]

    /// Gathers what one file declares for this framework.
    ///
    /// - Parameters:
    ///   - tree: The file's syntax tree.
    ///   - file: The file's facts so far (path, module, imports).
    ///   - lines: The file's line table.
    /// - Returns: The file's facts, or `nil` when it holds nothing for this framework.
    func collect(tree: SourceFileSyntax, file: SourceFacts, lines: LineTable) -> Facts?

    /// Gathers what one file declares, given its bytes; by default `collect(tree:file:lines:)` for
    /// a file that spells one of `words`, and nothing for any other.
    ///
    /// - Parameters:
    ///   - tree: The file's syntax tree.
    ///   - bytes: The file's bytes, for a cheap word search.
    ///   - file: The file's facts so far (path, module, imports).
    ///   - lines: The file's line table.
    /// - Returns: The file's facts, or `nil` when it holds nothing for this framework.
    func collect(tree: SourceFileSyntax, bytes: UnsafeBufferPointer<UInt8>, file: SourceFacts, lines: LineTable) -> Facts?

    /// Builds this framework's part of the graph from every file's facts.
    ///
    /// - Parameters:
    ///   - files: Each file's facts, with the file they came from.
    ///   - names: Qualifies type names as written in a file.
    /// - Returns: The nodes, edges, warnings and findings.
    func build(_ files: [(file: SourceFacts, facts: Facts)], names: TypeNameWriter) -> ReaderGraph

    /// `build(_:names:)` for a reader that also needs what every scanned file declares (the
    /// initializers an untyped read is typed from); by default the reader's own files are enough.
    ///
    /// - Parameter all: Every file's facts, with or without this reader's.
    func build(_ files: [(file: SourceFacts, facts: Facts)], names: TypeNameWriter, all: [SourceFacts]) -> ReaderGraph
}

/// What one reader adds to the scan.
struct ReaderGraph: Sendable {
    var nodes: [Node] = []
    var edges: [Edge] = []
    var warnings: [ScanWarning] = []
    var findings: [ScanFinding] = []
    /// How many registrations (keys, factories) became services.
    var registrationCount = 0
    /// How many reads became edges.
    var resolveCount = 0
    /// The snapshot's title, for a reader whose graph names one (the root boundary).
    var title: String?
    /// Reads whose target the reader could not decide (a resolve in a factory that gives no edge), with why.
    var unresolved: [UnresolvedResolve] = []
}

/// The readers the scan runs, and the two calls the rest of the scan makes.
enum FrameworkReaders {
    /// Every framework reader; adding one is one line here.
    static let all: [any FrameworkReader] = [
        SwinjectReader(), BoundariesReader(), SwiftDependenciesReader(), FactoryReader(), ResolverReader(), NeedleReader(),
    ]

    /// The names of the readers whose framework some file imports, by a byte search of each file
    /// (the files are small and already in the page cache; this saves walking every tree for
    /// frameworks the app does not use), and of the readers that name no module. The files are
    /// searched in a few slices at once; the bytes read are kept in `readAhead` (by the file's
    /// index), for the parse.
    static func used(in files: [SourceFile], keeping readAhead: ReadAhead? = nil) -> Set<String> {
        let always = Set(all.filter(\.modules.isEmpty).map(\.name))
        let gated = all.filter { !$0.modules.isEmpty }
        let wanted = Dictionary(gated.map { ($0.name, $0.modules) }) { first, _ in first }
        let sources = Dictionary(gated.filter { !$0.sourceWords.isEmpty }.map { ($0.name, $0.sourceWords) }) { first, _ in first }
        guard !wanted.isEmpty, !files.isEmpty else { return always }
        let slices = min(files.count, 16)
        let found = ResultSlots<Set<String>>(count: slices)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            var left = wanted
            var used: Set<String> = []
            for index in stride(from: slice, to: files.count, by: slices) where !left.isEmpty {
                guard case .success(let data) = ParseLimits.read(files[index].absolutePath) else { continue }
                readAhead?.keep(index, data)
                data.withUnsafeBytes { raw in
                    let bytes = raw.bindMemory(to: UInt8.self)
                    // `import M` anywhere: each `import ` is found once, then the modules are compared
                    // after it (one pass over the file, not one per module).
                    for offset in ByteSearch.offsets(of: "import ", in: bytes) where !left.isEmpty {
                        let after = offset + 7
                        for (name, modules) in left where modules.contains(where: { ByteSearch.holds($0, at: after, in: bytes) }) {
                            used.insert(name)
                            left[name] = nil
                        }
                    }
                    // The framework's source compiled into the app: no import names it.
                    for (name, words) in sources where left[name] != nil && words.contains(where: { ByteSearch.contains(bytes, $0) }) {
                        used.insert(name)
                        left[name] = nil
                    }
                }
            }
            found.set(slice, used)
        }
        return found.all.reduce(into: always) { $0.formUnion($1) }
    }

    /// Runs the declaration walk and each reader on a file (each skips the files that spell none of
    /// its words): the declaration walk and the collectors of the `SharedWalkReader`s in one walk of
    /// the tree, then the other readers, each given the file's declarations.
    ///
    /// - Parameters:
    ///   - tree: The file's syntax tree.
    ///   - bytes: The file's bytes, for the cheap word search.
    ///   - declarations: The file's declaration walk, not yet walked; its facts so far (file, module,
    ///     imports, whether bodies are read) are what the shared readers' collectors are made with.
    ///   - lines: The file's line table.
    ///   - enabled: The readers to run (see `used(in:)`); `nil` for all.
    ///   - aliasWords: By reader name, more words that make a reader walk the file (`@Dependency` for
    ///     an alias of one of its `wrappers`).
    /// - Returns: The file's facts: the declarations, and each reader's facts by reader name.
    static func collect(
        tree: SourceFileSyntax, bytes: UnsafeBufferPointer<UInt8>, declarations: FactCollector, lines: LineTable,
        enabled: Set<String>? = nil, aliasWords: [String: [String]] = [:]
    ) -> SourceFacts {
        let readers = all.filter { enabled?.contains($0.name) ?? true }
        var walkers: [ScopeWalker] = [declarations]
        var joined: [(name: String, facts: () -> (any Sendable)?)] = []
        var alone: [any FrameworkReader] = []
        for reader in readers {
            guard let shared = reader as? any SharedWalkReader else {
                alone.append(reader)
                continue
            }
            if let joining = shared.joining(bytes: bytes, file: declarations.facts, lines: lines) {
                if let walker = joining.walker { walkers.append(walker) }
                joined.append((reader.name, joining.facts))
            }
        }
        SharedWalk(walkers).walk(tree)
        var declared = declarations.facts
        declared.mentions = TypeMentions(bytes: bytes, types: declared.types, apart: declared.apart)
        var file = declared
        for (name, facts) in joined {
            if let facts = facts() { file.frameworks[name] = facts }
        }
        for reader in alone {
            let aliased = aliasWords[reader.name]?.contains { ByteSearch.contains(bytes, $0) } ?? false
            let facts = aliased
                ? reader.collect(tree: tree, file: declared, lines: lines)
                : reader.collect(tree: tree, bytes: bytes, file: declared, lines: lines)
            if let facts { file.frameworks[reader.name] = facts }
        }
        return file
    }

    /// Runs every reader's whole-scan step, the readers on several threads at once. The scan's type
    /// index is made first, on a thread of its own, while each reader picks out the files that hold
    /// its facts, which needs no index. Each reader then starts as a work item of its own rather than
    /// as one turn of a `concurrentPerform`, so that the work a reader spreads over every core in turn
    /// (a `concurrentPerform` inside one is run on its calling thread alone) does spread.
    ///
    /// - Parameters:
    ///   - facts: Every file's facts.
    ///   - testNames: The names test files left out of the scan mention.
    /// - Returns: What all readers add, together, without what only previews and tests make
    ///   (`NotLiveCode`); of two nodes with one id, the first reader's.
    static func build(_ facts: [SourceFacts], testNames: Set<String> = []) -> ReaderGraph {
        let (index, files) = SourceScanner.concurrently({ TypeIndex(facts) }, { readersFiles(of: facts) })
        let names = TypeNameWriter(index: index)
        let parts = ResultSlots<ReaderGraph>(count: all.count)
        let notLive = ResultSlots<Set<String>>(count: 1)
        let group = DispatchGroup()
        for reader in all.indices {
            DispatchQueue.global().async(group: group) {
                parts.set(reader, all[reader].buildErased(files[reader], all: facts, names: names))
            }
        }
        // Which types only previews and tests make needs nothing the readers draw: it is worked out beside them.
        DispatchQueue.global().async(group: group) { notLive.set(0, NotLiveCode.types(in: facts, testNames: testNames)) }
        group.wait()
        var total = ReaderGraph()
        var taken: Set<String> = []
        for part in parts.all {
            total.nodes += part.nodes.filter { !taken.contains($0.id) }
            taken.formUnion(part.nodes.map(\.id))
            total.edges += part.edges
            total.warnings += part.warnings
            total.findings += part.findings
            total.unresolved += part.unresolved
            total.registrationCount += part.registrationCount
            total.resolveCount += part.resolveCount
            total.title = total.title ?? part.title
        }
        return NotLiveCode.leavingOut(total, types: notLive.all[0], facts: facts)
    }

    /// Each reader's files (see `FrameworkReader.files(of:)`), in the order of `all`, picked out on every core.
    private static func readersFiles(of facts: [SourceFacts]) -> [any Sendable] {
        let files = ResultSlots<any Sendable>(count: all.count)
        DispatchQueue.concurrentPerform(iterations: all.count) { reader in
            files.set(reader, all[reader].files(of: facts))
        }
        return files.all
    }
}

/// A reader whose collector is a `ScopeWalker`: in a scan it walks the file in the file's one
/// `SharedWalk`, beside the declaration walk and the other such readers' collectors.
protocol SharedWalkReader: FrameworkReader {
    /// The reader's walker of one file.
    associatedtype Collector: ScopeWalker

    /// The collector of one file, not yet walked, or `nil` when the file holds nothing for this reader.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes, for a cheap word search.
    ///   - file: The file's facts before any walk (path, module, imports, whether bodies are read).
    ///   - lines: The file's line table.
    func collector(bytes: UnsafeBufferPointer<UInt8>, file: SourceFacts, lines: LineTable) -> Collector?

    /// What a collector gathered once walked.
    ///
    /// - Parameter collector: The collector, after the walk.
    /// - Returns: The file's facts, or `nil` when it holds nothing for this framework.
    func facts(of collector: Collector) -> Facts?

    /// The facts of a file the reader does not walk (`collector(bytes:file:lines:)` gave `nil`); `nil` by default.
    ///
    /// - Parameter file: The file's facts before any walk.
    func unwalkedFacts(file: SourceFacts) -> Facts?
}

extension SharedWalkReader {
    func unwalkedFacts(file: SourceFacts) -> Facts? { nil }

    /// The collector walked on its own.
    func collect(tree: SourceFileSyntax, bytes: UnsafeBufferPointer<UInt8>, file: SourceFacts, lines: LineTable) -> Facts? {
        guard let collector = collector(bytes: bytes, file: file, lines: lines) else { return unwalkedFacts(file: file) }
        collector.walk(tree)
        return facts(of: collector)
    }

    /// The collector to add to a file's shared walk (none for a file the reader does not walk), and how to read
    /// its facts after the walk.
    func joining(
        bytes: UnsafeBufferPointer<UInt8>, file: SourceFacts, lines: LineTable
    ) -> (walker: ScopeWalker?, facts: () -> (any Sendable)?)? {
        guard let collector = collector(bytes: bytes, file: file, lines: lines) else {
            return unwalkedFacts(file: file).map { facts in (nil, { facts as any Sendable }) }
        }
        return (collector, { self.facts(of: collector).map { $0 as any Sendable } })
    }
}

extension FrameworkReader {
    var wrappers: [String] { [] }
    var sourceWords: [String] { [] }
    func treeWords(in facts: [SourceFacts]) -> [String] { [] }

    func collect(tree: SourceFileSyntax, bytes: UnsafeBufferPointer<UInt8>, file: SourceFacts, lines: LineTable) -> Facts? {
        words.contains { ByteSearch.contains(bytes, $0) } ? collect(tree: tree, file: file, lines: lines) : nil
    }

    func build(_ files: [(file: SourceFacts, facts: Facts)], names: TypeNameWriter, all: [SourceFacts]) -> ReaderGraph {
        build(files, names: names)
    }

    /// The files that hold this reader's facts, each with them: a `[(file: SourceFacts, facts: Facts)]`.
    func files(of facts: [SourceFacts]) -> any Sendable {
        facts.compactMap { file in (file.frameworks[name] as? Facts).map { (file: file, facts: $0) } }
    }

    /// `build` over the files `files(of:)` picked out of `all`.
    func buildErased(_ files: any Sendable, all: [SourceFacts], names: TypeNameWriter) -> ReaderGraph {
        guard let files = files as? [(file: SourceFacts, facts: Facts)], !files.isEmpty else { return ReaderGraph() }
        return build(files, names: names, all: all)
    }
}
