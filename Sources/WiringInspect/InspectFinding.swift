import WiringModel

/// Something about a snapshot's wiring worth a look: a lifetime mistake, a retain
/// cycle, or a part that was never made.
public struct InspectFinding: Sendable, Equatable, Encodable {
    /// How much a finding matters.
    public enum Severity: String, Sendable, Equatable, Comparable, Encodable {
        /// Probably a bug.
        case warning
        /// Worth knowing; often intended.
        case note

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .note
        }
    }

    /// What was found.
    public enum Kind: String, Sendable, Equatable, Comparable, Encodable {
        /// A long-lived service resolves or strongly holds a short-lived one, so it
        /// keeps one instance that was meant to be made fresh each time.
        case captiveDependency
        /// Objects hold each other strongly in a loop and can never be freed.
        case retainCycle
        /// Edges other than references form a loop (boundaries depending on each other).
        case dependencyCycle
        /// A part declared but not made: an unresolved boundary, a service never resolved.
        case unresolved
        /// A service resolves one that no registration provides (a source scan marks it `registered: false`).
        case unregistered
        /// A swift-dependencies key the live graph reads that declares no live value (a source scan
        /// marks it `live: "missing"`): the app fails when it first reads the key.
        case noLiveValue
        /// A module imports one of its package it does not declare.
        case implicitDependency
        /// A module declares a dependency it never imports.
        case unusedDependency
        /// Modules import each other in a loop.
        case importCycle

        init(_ kind: ModuleFinding.Kind) {
            switch kind {
            case .implicitDependency: self = .implicitDependency
            case .unusedDependency: self = .unusedDependency
            case .importCycle: self = .importCycle
            }
        }

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .captiveDependency: 0
            case .retainCycle: 1
            case .dependencyCycle: 2
            case .unresolved: 3
            case .unregistered: 4
            case .noLiveValue: 5
            case .implicitDependency: 6
            case .unusedDependency: 7
            case .importCycle: 8
            }
        }
    }

    /// How much it matters.
    public var severity: Severity
    /// What was found.
    public var kind: Kind
    /// The ids of the nodes involved, the one at fault first.
    public var nodes: [String]
    /// A sentence that names the nodes and says what to do (unsanitized).
    public var message: String

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - severity: How much it matters.
    ///   - kind: What was found.
    ///   - nodes: The ids of the nodes involved.
    ///   - message: A sentence naming the nodes and the fix.
    public init(severity: Severity, kind: Kind, nodes: [String], message: String) {
        self.severity = severity
        self.kind = kind
        self.nodes = nodes
        self.message = message
    }

    /// Findings as terminal text: one line each, or a line saying there are none.
    ///
    /// - Parameters:
    ///   - findings: Findings in report order.
    ///   - style: Glyphs and colour.
    /// - Returns: Lines ending in newlines.
    public static func text(_ findings: [InspectFinding], style: InspectStyle = .plain) -> String {
        guard !findings.isEmpty else { return "no warnings\n" }
        let warnings = findings.filter { $0.severity == .warning }.count
        let notes = findings.count - warnings
        var out = style.paint("\(plural(warnings, "warning")), \(plural(notes, "note"))", .heading) + "\n"
        for finding in findings {
            let tone: InspectStyle.Tone = finding.severity == .warning ? .warning : .note
            out += style.paint("\(finding.severity.rawValue):", tone) + " " + TextOutput.safe(finding.message) + "\n"
        }
        return out
    }

    private static func plural(_ count: Int, _ word: String) -> String {
        count == 1 ? "1 \(word)" : "\(count) \(word)s"
    }
}
