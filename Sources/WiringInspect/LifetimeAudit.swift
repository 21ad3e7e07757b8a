import WiringModel

/// Looks for wiring whose lifetimes do not fit together, and for parts never made.
struct LifetimeAudit {
    /// Lifetimes that keep one instance for the life of the box or container
    /// (SwincyBox `permanent`; Swinject `container`; Factory `singleton` and `cached`).
    static let longLived: Set<String> = ["permanent", "container", "singleton", "cached"]
    /// Lifetimes that make a fresh instance for each resolution (SwincyBox `transient`;
    /// Swinject `transient` and its default `graph`; Factory `unique`, its default, and `graph`).
    static let shortLived: Set<String> = ["transient", "graph", "unique"]

    let index: GraphIndex
    let names: NodeNames
    let cycles: CycleReport

    /// Every finding, warnings before notes, then by kind and by the nodes involved.
    func findings(adding others: [InspectFinding] = []) -> [InspectFinding] {
        var found = captiveDependencies() + cycleFindings() + unresolvedParts() + unregisteredResolves() + keysWithoutLiveValue()
            + others
        found.sort { first, second in
            if first.severity != second.severity { return first.severity < second.severity }
            if first.kind != second.kind { return first.kind < second.kind }
            if first.nodes != second.nodes { return first.nodes.lexicographicallyPrecedes(second.nodes) }
            return first.message < second.message
        }
        return found
    }

    private func captiveDependencies() -> [InspectFinding] {
        var found: [InspectFinding] = []
        for edge in index.snapshot.edges where edge.kind == .resolves || (edge.kind == .holds && !edge.isWeak) {
            guard let owner = index.nodesByID[edge.from], let owned = index.nodesByID[edge.to],
                  let ownerLife = owner.life?.lowercased(), let ownedLife = owned.life?.lowercased(),
                  Self.longLived.contains(ownerLife), Self.shortLived.contains(ownedLife) else { continue }
            let verb = edge.kind == .resolves ? "resolves" : "holds"
            let ownerName = names.name(of: owner.id)
            let ownedName = names.name(of: owned.id)
            found.append(InspectFinding(
                severity: .warning, kind: .captiveDependency, nodes: [owner.id, owned.id],
                message: "captive dependency: \(owner.life ?? "") \(ownerName) \(verb) \(owned.life ?? "") \(ownedName), "
                    + "so it keeps one \(ownedName) for its whole life; make \(ownedName) \(owner.life ?? "") too, "
                    + "or make \(ownerName) \(owned.life ?? "")"))
        }
        return found
    }

    private func cycleFindings() -> [InspectFinding] {
        // Loops of imports are the module audit's (`import-cycle`).
        cycles.cycles.filter { cycle in !cycle.example.allSatisfy { $0.kind == .depends || $0.kind == .imports } }.map { cycle in
            let retains = cycle.example.allSatisfy { $0.kind == .holds }
            let loop = cycle.example.map(\.fromName) + (cycle.example.first.map { [$0.fromName] } ?? [])
            var size = cycle.members.count == 1 ? "1 node" : "\(cycle.members.count) nodes"
            if let members = cycle.missingFromExample { size += " (\(members))" }
            return retains
                ? InspectFinding(
                    severity: .warning, kind: .retainCycle, nodes: cycle.members,
                    message: "retain cycle of \(size): \(loop.joined(separator: " -> ")); "
                        + "make one of these references weak or unowned")
                : InspectFinding(
                    severity: .warning, kind: .dependencyCycle, nodes: cycle.members,
                    message: "cycle of \(size): \(loop.joined(separator: " -> ")); "
                        + "run 'wiring inspect SNAPSHOT --cycles' for the details")
        }
    }

    /// Resolves of services no registration provides: a crash when the resolving factory runs.
    private func unregisteredResolves() -> [InspectFinding] {
        index.snapshot.edges.compactMap { edge in
            guard edge.kind == .resolves, let missing = index.nodesByID[edge.to],
                  missing.attributes["registered"] == "false" else { return nil }
            let place = edge.place.map { " (\($0.description))" } ?? ""
            return InspectFinding(
                severity: .warning, kind: .unregistered, nodes: [edge.from, missing.id],
                message: "\(names.name(of: edge.from)) resolves \(names.name(of: missing.id)), which no registration provides\(place); "
                    + "register it or stop resolving it")
        }
    }

    /// Reads of swift-dependencies keys with no live value: the same findings `check` reports
    /// under its `no-live-value` rule.
    private func keysWithoutLiveValue() -> [InspectFinding] {
        index.snapshot.edges.compactMap { edge in
            guard edge.kind == .resolves, let key = index.nodesByID[edge.to], key.attributes["live"] == "missing" else { return nil }
            let place = edge.place.map { " (\($0.description))" } ?? ""
            let name = key.key.map { "\\.\($0)" } ?? names.name(of: key.id)
            return InspectFinding(
                severity: .warning, kind: .noLiveValue, nodes: [edge.from, key.id],
                message: "no live value: \(names.name(of: edge.from)) reads \(name), which declares no liveValue "
                    + "in the scanned source\(place); add one (a DependencyKey conformance) or scan its module")
        }
    }

    private func unresolvedParts() -> [InspectFinding] {
        index.snapshot.nodes.filter { !$0.resolved && $0.attributes["registered"] != "false" }.map { node in
            let name = names.name(of: node.id)
            let message = node.kind == .service
                ? "\(name) is registered but was never resolved"
                : "\(name) (\(node.kind.rawValue)) is declared but not resolved yet"
            return InspectFinding(severity: .note, kind: .unresolved, nodes: [node.id], message: message)
        }
    }
}
