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

    /// Runs `work` for a file within these bounds: once its bytes fit the gate, on a large stack,
    /// for at most `safetySeconds`.
    ///
    /// - Returns: The file's facts, or facts with only a warning when the safety net gave it up.
    static func bounded(_ file: SourceFile, _ work: @escaping @Sendable () -> SourceFacts) -> SourceFacts {
        var info = stat()
        let size = stat(file.absolutePath, &info) == 0 ? min(Int(info.st_size), maxFileBytes) : 0
        var late = SourceFacts(file: file.relativePath, module: file.module)
        // Parses that ran out of time still hold a core each: past a few, later files would only
        // run out of time too, so they are left out at once and the scan ends.
        let stillRunning = overdue.count
        if stillRunning >= maxOverdue {
            late.warnings.append(ScanWarning(
                .fileNotRead, place: .init(file: file.relativePath, line: 1),
                message: "left out unread: \(stillRunning) other files are still parsing past their time limit"))
            return late
        }
        let facts = gate.run(bytes: size) { onLargeStack(seconds: safetySeconds, work) }
        if let facts { return facts }
        late.warnings.append(ScanWarning(
            .fileNotRead, place: .init(file: file.relativePath, line: 1),
            message: safetyMessage + "; it was left out"))
        return late
    }
}
