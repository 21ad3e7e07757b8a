import Foundation
import SwiftParser
import SwiftSyntax
import WiringProjectModel
import WiringProjects

/// Reads, parses and collects the facts of one file; safe to call from many threads at once.
enum FileScanner {
    /// The facts of one file.
    ///
    /// - Parameters:
    ///   - file: The file.
    ///   - readers: The framework readers to run (see `FrameworkReaders.used(in:)`); `nil` for all.
    ///   - calls: Spellings of calls of the app's own methods that resolve (`get(`): a file that spells
    ///     one where a name starts (not `target(`) has its bodies walked too (see `SourceScanner.rereadingResolvingCalls`).
    ///   - aliasWords: By reader name, more words that make a reader walk the file (see
    ///     `SourceScanner.rereadingWrapperAliases`).
    ///   - data: The file's bytes when already read (see `ReadAhead`); `nil` to read them.
    ///   - apartFromSwinject: The modules no import joins to one importing SwincyBox or Swinject (see
    ///     `ConnectedModules`): the Swinject reader does not walk their files.
    /// - Returns: Its facts; a file that cannot be read gives a warning instead.
    static func facts(
        of file: SourceFile, readers: Set<String>? = nil, calls: [String] = [], aliasWords: [String: [String]] = [:],
        data given: Data? = nil, apartFromSwinject: Set<String> = []
    ) -> SourceFacts {
        var facts = SourceFacts(file: file.relativePath, module: file.module)
        facts.runsApartFromApp = file.runsApartFromApp
        facts.reachesSwinject = !apartFromSwinject.contains(file.module)
        let data: Data
        switch given.map({ Result<Data, ParseLimits.LeftOut>.success($0) }) ?? ParseLimits.read(file.absolutePath) {
        case .success(let read): data = read
        case .failure(let problem):
            facts.warnings.append(ScanWarning(.fileNotRead, place: .init(file: file.relativePath, line: 1), message: problem.message))
            return facts
        }
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let lines = LineTable(bytes)
            facts.lineCount = lines.count
            if let problem = ParseLimits.nestingProblem(bytes) {
                facts.warnings.append(ScanWarning(.fileNotRead, place: .init(file: file.relativePath, line: problem.line), message: problem.message))
                return facts
            }
            var tree = Parser.parse(source: bytes, maximumNestingLevel: ParseLimits.parserNesting)
            if tree.hasError {
                // Swift 5 code the Swift 6 mode rejects (a parameter named `await`): parsed in the older mode.
                let older = Parser.parse(source: bytes, maximumNestingLevel: ParseLimits.parserNesting, swiftVersion: .v5)
                if !older.hasError { tree = older }
            }
            facts.parsed = true
            facts.importLines = ImportReader.imports(of: tree, lines: lines, defines: [:])
            facts.imports = modules(of: facts.importLines)
            // Bodies are walked only in files that spell a word SwincyBox or Swinject code needs, or a
            // call of the app's that resolves (they are most of a file's syntax); the types declared in
            // bodies are noted only there.
            let readsBodies = SwinjectCollector.words.contains { ByteSearch.contains(bytes, $0) }
                || calls.contains { ByteSearch.containsName(bytes, $0) }
            facts.bodiesRead = readsBodies
            // The declarations and the readers' collectors are gathered in one walk of the tree.
            let collector = FactCollector(facts: facts, lines: lines, readsBodies: readsBodies)
            var collected = FrameworkReaders.collect(tree: tree, bytes: bytes, declarations: collector, lines: lines, enabled: readers, aliasWords: aliasWords)
            if tree.hasError, let line = firstErrorLine(tree, lines: lines) {
                collected.warnings.append(ScanWarning(
                    .parseError, place: .init(file: file.relativePath, line: line),
                    message: "the file does not parse here; declarations near this line may be missing from the scan"))
            }
            return collected
        }
    }

    /// The modules a file imports, and `SourceFilter.testableImport` when one is `@testable`
    /// outside `#if` (app code imports `@testable` under `#if DEBUG` for its previews).
    private static func modules(of lines: [ImportLine]) -> Set<String> {
        var modules: Set<String> = []
        for line in lines {
            modules.insert(line.module)
            if line.isTestable && line.condition == nil { modules.insert(SourceFilter.testableImport) }
        }
        return modules
    }

    /// The line of the first missing or unexpected token.
    private static func firstErrorLine(_ tree: SourceFileSyntax, lines: LineTable) -> Int? {
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
                return lines.line(ofOffset: token.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
        }
        return nil
    }
}
