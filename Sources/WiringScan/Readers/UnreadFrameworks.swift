import WiringModel

/// Dependency-injection frameworks the scan has no reader for: a scan whose files import one says
/// so in one line per framework, instead of reporting an empty graph without a word.
enum UnreadFrameworks {
    /// The frameworks, by the module their files import.
    static let modules: [String: String] = [
        "DITranquillity": "DITranquillity",
        "Cleanse": "Cleanse",
        "Dip": "Dip",
        "Weaver": "Weaver",
        "WeaverDI": "Weaver",
        "DIKit": "DIKit",
        "Typhoon": "Typhoon",
        "InfomaniakDI": "InfomaniakDI",
        "SwiftDI": "SwiftDI",
        "Pure": "Pure",
    ]

    /// One warning per framework some file imports: at the first import (by file path), with how
    /// many files import it.
    ///
    /// - Parameter facts: Every file read.
    /// - Returns: The warnings, one per framework.
    static func warnings(_ facts: [SourceFacts]) -> [ScanWarning] {
        var first: [String: (file: String, line: Int)] = [:]
        var files: [String: Set<String>] = [:]
        for file in facts {
            for line in file.importLines {
                guard let framework = modules[line.module] else { continue }
                files[framework, default: []].insert(file.file)
                if let known = first[framework], (known.file, known.line) <= (file.file, line.line) { continue }
                first[framework] = (file.file, line.line)
            }
        }
        return first.keys.sorted().map { framework in
            let count = files[framework]?.count ?? 0
            let place = first[framework]!
            return ScanWarning(
                .frameworkNotRead, place: SourcePlace(file: place.file, line: place.line),
                message: "\(count) file\(count == 1 ? " imports" : "s import") \(framework), a dependency-injection framework "
                    + "the scan has no reader for; its registrations and resolves are not in the graph")
        }
    }
}
