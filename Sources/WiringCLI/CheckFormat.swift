import WiringCommandSupport
import WiringReports

/// The forms `wiring check` writes its report in: every report format but the drawings, so that
/// `wiring check --help` lists only the values the command takes.
enum CheckFormat: String, NamedByRawValue {
    case text, markdown, json, sarif, github, junit, xcode

    /// The same format as the report writers name it.
    var reportFormat: ReportFormat {
        switch self {
        case .text: .text
        case .markdown: .markdown
        case .json: .json
        case .sarif: .sarif
        case .github: .github
        case .junit: .junit
        case .xcode: .xcode
        }
    }
}
