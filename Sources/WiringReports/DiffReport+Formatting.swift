import WiringCheck
import WiringModel
import WiringPlatform

extension DiffReport {
    /// The report in one of the report formats.
    ///
    /// - Parameters:
    ///   - format: Text, Markdown, JSON, a review format (SARIF, GitHub annotations, JUnit), or a
    ///     drawing (SVG, HTML).
    ///   - policy: What counts as a failure, for the verdict the report states.
    ///   - colors: For text: whether to add ANSI colour escapes.
    ///   - drawing: For SVG and HTML: what draws the merged graph (`GraphvizDiffDrawing()` from
    ///     `WiringRender`); the pure diff core cannot draw on its own.
    ///   - pathPrefix: For Xcode diagnostics: what makes a root-relative path relative to the
    ///     working directory (see `XcodeDiagnosticsWriter`).
    /// - Returns: The report's bytes (UTF-8 for the textual formats).
    /// - Throws: `DiffError` when a drawing cannot be made, or is asked for without a `drawing`.
    public func formatted(
        as format: ReportFormat, policy: FailurePolicy = .newCrossing, colors: Bool = false,
        drawing: (any VisualDiffDrawing)? = nil, pathPrefix: String = ""
    ) throws -> Data {
        switch format {
        case .text:
            return Data(TextReportFormatter(colors: colors).format(self, policy: policy).utf8)
        case .markdown:
            return Data(MarkdownReportFormatter().format(self, policy: policy).utf8)
        case .json:
            return JSONReportFormatter().format(self, policy: policy)
        case .sarif:
            return SARIFReportWriter().write(findings, context: reviewContext(policy))
        case .github:
            return Data(GitHubAnnotationWriter().write(findings, context: reviewContext(policy)).utf8)
        case .junit:
            return Data(JUnitReportWriter().write(findings, context: reviewContext(policy)).utf8)
        case .xcode:
            let writer = XcodeDiagnosticsWriter(pathPrefix: pathPrefix, fallbackFile: ReviewLocation.reportName(afterName))
            return Data(writer.write(findings, context: reviewContext(policy)).utf8)
        case .svg, .html:
            guard let drawing else {
                throw DiffError.renderFailed(
                    format: format.rawValue,
                    reason: "drawing needs the renderer; link WiringRender and pass GraphvizDiffDrawing(), "
                        + "or use text, markdown, json, sarif, github, junit or xcode")
            }
            let title = "\(ReviewLocation.reportName(beforeName)) → \(ReviewLocation.reportName(afterName)): \(verdictLine(policy))"
            return try drawing.draw(VisualDiff(self, title: title), format: format)
        }
    }

    /// The context the review formats are written with: `wiring diff`, the two compared files, and
    /// which findings need review under a failure policy (with `.forbidden`, only forbidden ones
    /// fail a JUnit case, as only they fail the run).
    ///
    /// - Parameter policy: What counts as a failure.
    /// - Returns: The context for `SARIFReportWriter`, `GitHubAnnotationWriter` and `JUnitReportWriter`.
    public func reviewContext(_ policy: FailurePolicy = .newCrossing) -> ReviewContext {
        let onlyForbidden = policy == .forbidden
        return ReviewContext(command: "diff", inputs: [beforeName, afterName]) { finding in
            onlyForbidden ? finding.failsRules : finding.needsReview
        }
    }
}
