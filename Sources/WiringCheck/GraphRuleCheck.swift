import WiringInspect
import WiringModel

/// Applies the cycle and lifetime rules to a snapshot, with the inspector's cycle finder and
/// lifetime audit: no graph search of its own.
struct GraphRuleCheck {
    let index: GraphIndex
    let rules: CrossingRules

    /// Every cycle and captive dependency the rules speak about, sorted.
    func findings() -> [GraphRuleFinding] {
        var found: [GraphRuleFinding] = []
        for (number, rule) in rules.cycles.enumerated() where rule.effectiveSeverity != .off {
            found += cycles(rule, path: "$.cycles[\(number)]")
        }
        if let rule = rules.lifetimes, rule.effectiveSeverity != .off {
            found += captiveDependencies(severity: rule.effectiveSeverity)
        }
        found += moduleFindings()
        let unregistered = rules.unregistered?.effectiveSeverity ?? .error
        if unregistered != .off { found += unregisteredResolves(severity: unregistered) }
        let noLiveValue = rules.noLiveValue ?? .warn
        if noLiveValue != .off { found += keysWithoutLiveValue(severity: noLiveValue) }
        return found.sorted()
    }

    /// Resolves of services no registration provides: edges into nodes a scan marks `registered: false`.
    private func unregisteredResolves(severity: RuleSeverity) -> [GraphRuleFinding] {
        index.snapshot.edges.compactMap { edge in
            guard edge.kind == .resolves, let missing = index.nodesByID[edge.to], missing.attributes["registered"] == "false",
                  let owner = index.nodesByID[edge.from] else { return nil }
            return GraphRuleFinding(
                kind: .unregistered, severity: severity, rule: "$.unregistered", chain: [owner, missing],
                members: [owner, missing].sorted { $0.id < $1.id }, place: edge.place ?? missing.place)
        }
    }

    /// Reads of swift-dependencies keys a scan marks `live: "missing"`.
    private func keysWithoutLiveValue(severity: RuleSeverity) -> [GraphRuleFinding] {
        index.snapshot.edges.compactMap { edge in
            guard edge.kind == .resolves, let key = index.nodesByID[edge.to], key.attributes["live"] == "missing",
                  let owner = index.nodesByID[edge.from] else { return nil }
            return GraphRuleFinding(
                kind: .noLiveValue, severity: severity, rule: "$.no-live-value", chain: [owner, key],
                members: [owner, key].sorted { $0.id < $1.id }, place: edge.place ?? key.place)
        }
    }

    private func cycles(_ rule: CycleRule, path: String) -> [GraphRuleFinding] {
        let snapshot = index.snapshot
        let nodes = snapshot.nodes.filter(rule.among.contains)
        let kept = Set(nodes.map(\.id))
        let edges = snapshot.edges.filter { rule.among.counts($0) && kept.contains($0.from) && kept.contains($0.to) }
        guard !edges.isEmpty else { return [] }
        let report = SnapshotInspector(GraphSnapshot(nodes: nodes, edges: edges)).cycles()
        return report.cycles.map { cycle in
            let chain = cycle.example.compactMap { index.nodesByID[$0.from] }
            let first = cycle.example.first.flatMap { step in
                index.outgoing[step.from]?.first { $0.to == step.to && $0.kind == step.kind && $0.label == step.label }
            }
            return GraphRuleFinding(
                kind: .cycle, severity: rule.effectiveSeverity, rule: path, scope: rule.among, chain: chain,
                members: cycle.members.compactMap { index.nodesByID[$0] }, place: first?.place ?? chain.first?.place)
        }
    }

    /// The module graph's findings, each at the severity the rules give its kind.
    private func moduleFindings() -> [GraphRuleFinding] {
        SnapshotInspector(index.snapshot).moduleFindings().compactMap { finding in
            let severity = rules.modules.severity(of: finding.kind)
            guard severity != .off, let kind = GraphRuleFinding.Kind(rawValue: finding.kind.rawValue) else { return nil }
            var found = GraphRuleFinding(
                kind: kind, severity: severity, rule: "$.modules.\(finding.kind.rawValue)", chain: finding.chain,
                members: finding.chain.sorted { $0.id < $1.id }, place: finding.place)
            found.declaredIn = finding.declaredIn
            found.reachedThroughDeclared = finding.reachedThroughDeclared
            found.podfileFile = finding.podfileFile
            found.podfileLine = finding.podfileLine
            return found
        }
    }

    private func captiveDependencies(severity: RuleSeverity) -> [GraphRuleFinding] {
        var seen: Set<[String]> = []
        return SnapshotInspector(index.snapshot).findings().filter { $0.kind == .captiveDependency }.compactMap { finding in
            // One finding per pair, however many edges (resolves and holds) join them.
            guard finding.nodes.count == 2, seen.insert(finding.nodes).inserted, let owner = index.nodesByID[finding.nodes[0]],
                  let owned = index.nodesByID[finding.nodes[1]] else { return nil }
            let edge = index.outgoing[owner.id]?.first {
                $0.to == owned.id && ($0.kind == .resolves || ($0.kind == .holds && !$0.isWeak))
            }
            return GraphRuleFinding(
                kind: .captiveDependency, severity: severity, rule: "$.lifetimes", chain: [owner, owned],
                members: [owner, owned].sorted { $0.id < $1.id }, place: edge?.place ?? owner.place)
        }
    }
}
