import WiringModel

/// One line of what a scan reports, typed: a part of the source it could not read (a
/// `ScanWarning` or an `UnresolvedResolve`) or a finding about the app (a `ScanFinding`), with
/// the stable rule id reports name it by.
public struct ScanNotice: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Whether the line is about the scan's limits or about the app.
    public enum Category: String, Sendable, Hashable {
        /// A part the scan saw and could not read (`not read:` lines).
        case notRead = "not read"
        /// Something wrong in the app (`finding:` lines).
        case finding
    }

    /// What the line is about.
    public var category: Category
    /// The stable rule id: a `ScanWarning.Kind` raw value, or a finding's rule (`unregistered`).
    public var rule: String
    /// Where it is.
    public var place: SourcePlace
    /// What was left out or found, lowercase.
    public var message: String

    /// Creates a line.
    public init(category: Category, rule: String, place: SourcePlace, message: String) {
        self.category = category
        self.rule = rule
        self.place = place
        self.message = message
    }

    /// `Sources/App/DI.swift:12: message [rule]`.
    public var description: String { "\(place.description): \(message) [\(rule)]" }

    /// A few words naming the rule, for summaries.
    public var title: String {
        if let kind = ScanWarning.Kind(rawValue: rule) { return kind.title }
        return rule.replacingOccurrences(of: "-", with: " ")
    }

    /// What the rule is about and what to do.
    public var help: String {
        if let kind = ScanWarning.Kind(rawValue: rule) { return kind.help }
        switch rule {
        case "unregistered": return "A factory resolves a type the app declares but nothing registers: it fails when it runs."
        case "no-live-value": return "A dependency key the live graph reads declares no liveValue in the scanned files."
        default: return "A finding about the app."
        }
    }

    public static func < (lhs: ScanNotice, rhs: ScanNotice) -> Bool {
        (lhs.category == .finding ? 1 : 0, lhs.place, lhs.message, lhs.rule)
            < (rhs.category == .finding ? 1 : 0, rhs.place, rhs.message, rhs.rule)
    }
}

extension ScanResult {
    /// Every line the scan reports, typed: what it could not read (warnings and resolves without
    /// an edge, by place), then its findings about the app (by place).
    public var notices: [ScanNotice] {
        let notRead = warnings.map { ScanNotice(category: .notRead, rule: $0.kind.rawValue, place: $0.place, message: $0.message) }
            + unresolved.map { ScanNotice(category: .notRead, rule: $0.kind.rawValue, place: $0.place, message: $0.message) }
        let found = findings.map { ScanNotice(category: .finding, rule: $0.rule, place: $0.place, message: $0.message) }
        return notRead.sorted() + found.sorted()
    }

    /// How many lines each rule has, by category, most first (then by rule id).
    ///
    /// - Parameter category: Which lines to count.
    /// - Returns: The rule ids with their counts.
    public func noticeCounts(_ category: ScanNotice.Category) -> [(rule: String, count: Int)] {
        var counts: [String: Int] = [:]
        for notice in notices where notice.category == category { counts[notice.rule, default: 0] += 1 }
        return counts.map { (rule: $0.key, count: $0.value) }.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }
}
