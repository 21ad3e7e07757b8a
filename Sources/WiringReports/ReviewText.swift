import WiringCheck
import WiringDiff
import WiringModel
import WiringText

/// The words the review formats use for a finding, and the one-way hash that keeps it tracked.
enum ReviewText {
    /// Untrusted text as one visible line: control and direction characters escaped, length capped.
    static func plain(_ text: String, limit: Int = 300) -> String {
        TerminalText.sanitized(text, limit: limit)
    }

    /// `ViewModel → Entity (dependency)`, with the key or label when there is one.
    static func crossingName(_ finding: CrossingFinding) -> String {
        let crossing = finding.crossing
        var name = "\(plain(ReportNames.name(of: crossing.from))) → \(plain(ReportNames.name(of: crossing.to)))"
        name += " (\(crossing.edge.kind.rawValue)"
        if let label = crossing.edge.label { name += " [\(plain(label))]" }
        return name + ")"
    }

    /// The finding's message: what crossed, what the rules and baseline say, what to do.
    ///
    /// - Parameters:
    ///   - finding: The classified crossing.
    ///   - context: The command: a diff's crossings are new ones, a check judges every crossing.
    static func message(_ finding: CrossingFinding, context: ReviewContext) -> String {
        let (rule, _) = ReviewRule.judge(finding)
        var text = "\(context.command == "check" ? "Crossing" : "New crossing") \(crossingName(finding)): "
        switch rule {
        case .forbiddenCrossing: text += "forbidden"
        case .unclassifiedCrossing: text += "no rule speaks about it"
        case .acceptedCrossing:
            text += "accepted by the baseline"
            if finding.verdict.classification != .unclassified { text += " (\(finding.verdict.classification.rawValue))" }
        case .allowedCrossing: text += "allowed"
        }
        if !finding.verdict.reason.isEmpty { text += " (rule: \(plain(finding.verdict.reason)))" }
        text += "."
        switch rule {
        case .forbiddenCrossing: text += " Change the code, allow the pair in the rules, or accept it in the baseline."
        case .unclassifiedCrossing: text += " Review it: allow it in the rules or accept it in the baseline if intended."
        case .acceptedCrossing, .allowedCrossing: break
        }
        text += " From \(plain(finding.crossing.from.id)) to \(plain(finding.crossing.to.id))."
        return text
    }

    /// A stable fingerprint of a crossing from its edge id only (never its line), so code
    /// scanning tracks it across pushes: 64-bit FNV-1a, as 16 hex digits.
    static func fingerprint(_ finding: CrossingFinding) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "crossing\u{0}\(finding.crossing.id)".utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
