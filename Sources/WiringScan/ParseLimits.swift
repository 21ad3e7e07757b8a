import Foundation
import WiringPlatform
import WiringProjects

/// The bounds of `ParseLimits` applied to one source file of the scan.
extension ParseLimits {
    /// A source file's bytes, read as a checked file (`CheckedFile`) within `maxFileBytes`, or why
    /// it was left out.
    static func read(_ path: String) -> Result<Data, LeftOut> {
        switch CheckedFile.read(path, limit: maxFileBytes) {
        case .success(let data): return .success(data)
        case .failure(.tooLarge(let bytes, _)):
            return .failure(LeftOut(message: "the file is \(bytes) bytes, over the limit of \(maxFileBytes) (WIRING_SCAN_MAX_FILE_BYTES); it was left out"))
        case .failure(let problem): return .failure(LeftOut(message: problem.message + "; it was left out"))
        }
    }

    /// Why a file was left out, for its warning.
    struct LeftOut: Error {
        var message: String
    }

    /// Runs `work` for each file within these bounds, on every core (see `ParseBatch`): once its
    /// bytes fit the gate, on a large stack, for at most `safetySeconds`.
    ///
    /// - Returns: The files' facts, in their order; a file the safety net gave up, or left out while
    ///   others still ran past their time, has facts with only a warning saying so.
    static func bounded(_ files: [SourceFile], _ work: @escaping @Sendable (SourceFile) -> SourceFacts) -> [SourceFacts] {
        bounded(files, readAhead: nil) { _, file in work(file) }
    }

    /// `bounded(_:_:)` for files some of whose bytes were read ahead: `work` is given each file's
    /// index too, to take them (see `ReadAhead`), and a file read ahead is not looked at again for
    /// its size.
    static func bounded(
        _ files: [SourceFile], readAhead: ReadAhead?, _ work: @escaping @Sendable (Int, SourceFile) -> SourceFacts
    ) -> [SourceFacts] {
        ParseBatch().run(
            count: files.count,
            bytes: { index in
                if let size = readAhead?.size(index) { return size }
                var info = stat()
                return stat(files[index].absolutePath, &info) == 0 ? min(Int(info.st_size), maxFileBytes) : 0
            },
            parse: { index in work(index, files[index]) },
            gaveUp: { index in
                late(files[index], message: safetyMessage + "; it was left out")
            },
            leftOut: { index, stillRunning in
                // Parses that ran out of time still hold a core each: past a few, later files would
                // only run out of time too, so they are left out at once and the scan ends.
                late(files[index], message: "left out unread: \(stillRunning) other files are still parsing past their time limit")
            })
    }

    /// A file's facts holding only a warning that it was not read.
    private static func late(_ file: SourceFile, message: String) -> SourceFacts {
        var facts = SourceFacts(file: file.relativePath, module: file.module)
        facts.warnings.append(ScanWarning(.fileNotRead, place: .init(file: file.relativePath, line: 1), message: message))
        return facts
    }
}
