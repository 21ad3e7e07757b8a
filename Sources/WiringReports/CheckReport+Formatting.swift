import WiringCheck
import WiringModel

import WiringPlatform

extension CheckReport {
    /// The report in one of the textual report formats.
    ///
    /// - Parameters:
    ///   - format: Text, Markdown or JSON; for review tools SARIF, GitHub annotations or JUnit
    ///     (the forbidden crossings, as `wiring diff` writes its new ones). A check draws nothing:
    ///     SVG and HTML are refused.
    ///   - colors: For text: whether to add ANSI colour escapes.
    ///   - pathPrefix: For Xcode diagnostics (forbidden crossings, cycles and captive
    ///     dependencies): what makes a root-relative path relative to the working directory.
    /// - Returns: The report's UTF-8 bytes.
    /// - Throws: `DiffError.renderFailed` for a drawing format.
    public func formatted(as format: ReportFormat, colors: Bool = false, pathPrefix: String = "") throws -> Data {
        switch format {
        case .text: Data(CheckTextFormatter(colors: colors).format(self).utf8)
        case .markdown: Data(CheckMarkdownFormatter().format(self).utf8)
        case .json: CheckJSONFormatter().format(self)
        case .sarif: SARIFReportWriter().write(forbidden, graphFindings: graphFindings, context: reviewContext)
        case .github: Data(GitHubAnnotationWriter().write(forbidden, graphFindings: graphFindings, context: reviewContext).utf8)
        case .junit: Data(JUnitReportWriter().write(forbidden, graphFindings: graphFindings, context: reviewContext).utf8)
        case .xcode:
            Data(
                XcodeDiagnosticsWriter(pathPrefix: pathPrefix, fallbackFile: ReviewLocation.reportName(snapshotName))
                    .write(forbidden, graphFindings: graphFindings, context: reviewContext).utf8)
        case .svg, .html:
            throw DiffError.renderFailed(
                format: format.rawValue,
                reason: "a check draws nothing; use text, markdown, json, sarif, github, junit or xcode, or draw with 'wiring diff'")
        }
    }

    /// The context the review formats are written with: `wiring check` of one snapshot, where a
    /// finding needs review when it fails the check (a forbidden crossing of an `error` rule that
    /// the baseline does not accept).
    public var reviewContext: ReviewContext {
        ReviewContext(command: "check", inputs: [snapshotName], unclassifiedLevel: .note) { $0.failsRules }
    }
}
