import WiringDiff
import WiringInspect
import WiringModel

/// A rule the shape of the graph breaks, rather than one crossing: a cycle in a scope the rules
/// keep free of cycles, or a captive dependency. It names the chain of nodes involved.
public struct GraphRuleFinding: Sendable, Hashable, Comparable {
    /// What was found.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// A cycle among the nodes of a `CycleScope`.
        case cycle
        /// A long-lived service resolves or strongly holds a short-lived one.
        case captiveDependency = "captive-dependency"
        /// A module imports one of its package it does not declare.
        case implicitDependency = "implicit-dependency"
        /// A module declares a dependency none of its files imports.
        case unusedDependency = "unused-dependency"
        /// Modules import each other in a loop.
        case importCycle = "import-cycle"
        /// A service resolves one that no registration provides.
        case unregistered = "unregistered-resolve"
        /// The live graph reads a swift-dependencies key that declares no `liveValue`.
        case noLiveValue = "no-live-value"
    }

    /// What was found.
    public var kind: Kind
    /// The severity of the rule it breaks: `error` or `warn`.
    public var severity: RuleSeverity
    /// The rule's JSON path in the rules file: `$.cycles[0]`, `$.lifetimes`.
    public var rule: String
    /// For a cycle: the scope of the rule.
    public var scope: CycleScope?
    /// The chain in order. A cycle's chain starts at its smallest member and returns to it
    /// (the first node is not repeated at the end); a captive dependency's is owner, then owned.
    public var chain: [Node]
    /// Every node involved, sorted by id: for a cycle, all members of its strongly connected
    /// component, which may be more than one loop passes through.
    public var members: [Node]
    /// Where in the source the chain's first edge is made (else its first node), when known.
    public var place: SourcePlace?
    /// For a module finding: the Tuist manifest or XcodeGen spec that declares the first module's
    /// dependencies, when its project is generated from one.
    package var declaredIn: String?
    /// For an implicit dependency: whether the first module's declared dependencies reach the second.
    package var reachedThroughDeclared = true
    /// For an implicit dependency on a pod: the `Podfile` and the line of the first module's first pod there.
    package var podfileFile: String?
    package var podfileLine: Int?

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - kind: What was found.
    ///   - severity: The broken rule's severity.
    ///   - rule: The rule's JSON path.
    ///   - scope: For a cycle, the rule's scope.
    ///   - chain: The nodes in order.
    ///   - members: Every node involved.
    ///   - place: Where in the source the chain starts.
    public init(
        kind: Kind, severity: RuleSeverity, rule: String, scope: CycleScope? = nil, chain: [Node], members: [Node],
        place: SourcePlace? = nil
    ) {
        self.kind = kind
        self.severity = severity
        self.rule = rule
        self.scope = scope
        self.chain = chain
        self.members = members
        self.place = place
    }

    /// The level a report states it at: `error` or `warning`, by the rule's severity.
    package var level: FindingLevel { severity.level ?? .note }

    /// Whether it fails a check: the rule's severity is `error`.
    public var fails: Bool { severity == .error }

    /// The chain as names joined by arrows; a cycle ends where it started: `A -> B -> C -> A`.
    public var chainText: String {
        var names = chain.map(ReportNames.name(of:))
        if kind == .cycle || kind == .importCycle, let first = names.first { names.append(first) }
        return names.joined(separator: " -> ")
    }

    /// One sentence naming the chain (and every member of a cycle) and saying what to do (unsanitized).
    public var message: String {
        switch kind {
        case .cycle:
            let noun = scope?.noun ?? "nodes"
            var text = "cycle among \(noun) (\(members.count) \(members.count == 1 ? "node" : "nodes")): \(chainText)"
            let inLoop = Set(chain.map(\.id))
            if members.contains(where: { !inLoop.contains($0.id) }) {
                text += "; members: " + members.map(ReportNames.name(of:)).joined(separator: ", ")
            }
            let fix = scope == .objects ? "make one of these references weak or unowned" : "break one of these edges"
            return text + "; \(fix)"
        case .captiveDependency:
            guard chain.count == 2 else { return "captive dependency: \(chainText)" }
            let owner = chain[0]
            let owned = chain[1]
            let ownerName = ReportNames.name(of: owner)
            let ownedName = ReportNames.name(of: owned)
            let ownerLife = owner.life ?? "long-lived"
            let ownedLife = owned.life ?? "short-lived"
            return "captive dependency: \(ownerLife) \(ownerName) -> \(ownedLife) \(ownedName) keeps one \(ownedName) "
                + "for its whole life; make \(ownedName) \(ownerLife) too, or \(ownerName) \(ownedLife)"
        case .implicitDependency, .unusedDependency, .importCycle:
            guard let moduleKind = ModuleFinding.Kind(rawValue: kind.rawValue) else { return chainText }
            var finding = ModuleFinding(
                kind: moduleKind, chain: chain, place: place, declaredIn: declaredIn, reachedThroughDeclared: reachedThroughDeclared)
            finding.podfileFile = podfileFile
            finding.podfileLine = podfileLine
            return finding.message
        case .unregistered:
            let missing = chain.last.map(ReportNames.name(of:)) ?? "?"
            return "unregistered resolve: \(chain.first.map(ReportNames.name(of:)) ?? "?") resolves \(missing), "
                + "which no registration provides; register \(missing) or stop resolving it"
        case .noLiveValue:
            let key = chain.last.map { node in node.key.map { "\\.\($0)" } ?? ReportNames.name(of: node) } ?? "?"
            return "no live value: \(chain.first.map(ReportNames.name(of:)) ?? "?") reads \(key), "
                + "which declares no liveValue in the scanned source; add one (a DependencyKey conformance) or scan its module"
        }
    }

    public static func < (lhs: GraphRuleFinding, rhs: GraphRuleFinding) -> Bool {
        let left = (lhs.kind == .cycle ? 0 : 1, lhs.rule)
        let right = (rhs.kind == .cycle ? 0 : 1, rhs.rule)
        if left != right { return left < right }
        return lhs.chain.map(\.id).lexicographicallyPrecedes(rhs.chain.map(\.id))
    }
}
