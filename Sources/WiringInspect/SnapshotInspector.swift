import WiringModel
import WiringText

/// Answers questions about a snapshot for a person at a terminal or for a script.
///
/// WiringInspect reads only the snapshot model. Build one inspector per snapshot: it
/// indexes the graph once and every question reuses the index. All answers are
/// deterministic (same snapshot, same bytes), searches use no recursion (graphs of
/// hundreds of thousands of nodes are fine), and text answers pass every
/// snapshot-provided string through `TerminalText.sanitized`.
///
/// ```swift
/// let inspector = SnapshotInspector(try GraphSnapshot(contentsOf: url))
/// print(try inspector.answer(.path(from: "ViewBoundary", to: "ModelBoundary"), format: .text), terminator: "")
/// ```
public struct SnapshotInspector: Sendable {
    /// The lookup tables of the snapshot.
    package let index: GraphIndex
    let names: NodeNames
    let graph: IndexedGraph

    /// Indexes a snapshot for questions.
    ///
    /// - Parameter snapshot: A snapshot, usually read with `GraphSnapshot(contentsOf:)`.
    public init(_ snapshot: GraphSnapshot) {
        index = GraphIndex(snapshot)
        names = NodeNames(snapshot)
        graph = IndexedGraph(snapshot)
    }

    /// Answers a question in a format.
    ///
    /// - Parameters:
    ///   - question: What to answer.
    ///   - format: Text for a person or JSON for a script.
    ///   - style: Glyphs and colour for text; ignored for JSON.
    /// - Returns: The whole answer, ending in a newline.
    /// - Throws: `InspectError` when a node name is unknown or ambiguous.
    package func answer(_ question: InspectQuestion, format: InspectFormat, style: InspectStyle = .plain) throws(InspectError) -> String {
        // Names start lines in the text answers: none may start a workflow command in a CI log.
        TerminalText.withoutWorkflowCommands(try plainAnswer(question, format: format, style: style))
    }

    private func plainAnswer(_ question: InspectQuestion, format: InspectFormat, style: InspectStyle) throws(InspectError) -> String {
        switch (question, format) {
        case (.overview, .text): return tree().text(style: style)
        case (.overview, .json): return TextOutput.json(tree())
        case let (.node(name), .text): return try node(name).text(style: style)
        case let (.node(name), .json): return TextOutput.json(try node(name))
        case let (.path(from, to), .text): return try path(from: from, to: to).text(style: style)
        case let (.path(from, to), .json): return TextOutput.json(try path(from: from, to: to))
        case (.cycles, .text): return cycles().text(style: style)
        case (.cycles, .json): return TextOutput.json(cycles())
        case (.warnings, .text): return InspectFinding.text(findings(), style: style)
        case (.warnings, .json): return TextOutput.json(["findings": findings()])
        }
    }

    /// The whole snapshot as a tree, with the lifetime audit's findings.
    ///
    /// - Returns: Every node, parents before members, siblings by id.
    public func tree() -> TreeReport {
        TreeReport(index: index, names: names, findings: findings())
    }

    /// One node in detail.
    ///
    /// - Parameter name: A printed name, id, display name, type, key or part of a type.
    /// - Returns: The node's facts, ports, dependencies and dependents.
    /// - Throws: `InspectError.unknownNode` or `InspectError.ambiguousNode`.
    public func node(_ name: String) throws(InspectError) -> NodeReport {
        let id = try lookup.resolve(name)
        return NodeReport(id: id, index: index, names: names)
    }

    /// The shortest paths from one node to another, over edges of every kind.
    ///
    /// - Parameters:
    ///   - from: The name of the start node.
    ///   - to: The name of the end node.
    /// - Returns: The paths, or a report that there is none.
    /// - Throws: `InspectError.unknownNode` or `InspectError.ambiguousNode` for either name.
    public func path(from: String, to: String) throws(InspectError) -> PathReport {
        let source = try lookup.resolve(from)
        let target = try lookup.resolve(to)
        // Ids from a lookup are always numbered.
        return PathFinder(graph: graph).report(
            from: graph.numbers[source] ?? 0, to: graph.numbers[target] ?? 0, names: names)
    }

    /// Every cycle of the graph: strongly connected components with one example each.
    ///
    /// - Returns: Cycles that keep their members alive, and those that close only
    ///   through weak or unowned references.
    public func cycles() -> CycleReport {
        CycleFinder(graph: graph).report(names: names)
    }

    /// The lifetime audit: captive dependencies, retain and dependency cycles, parts never made.
    ///
    /// - Returns: Warnings first, then notes, each group in a fixed order.
    public func findings() -> [InspectFinding] {
        let modules = moduleFindings().map { finding in
            InspectFinding(
                severity: .warning, kind: InspectFinding.Kind(finding.kind), nodes: finding.chain.map(\.id),
                message: (finding.place.map { "\($0): " } ?? "") + finding.message)
        }
        return LifetimeAudit(index: index, names: names, cycles: cycles()).findings(adding: modules)
    }

    /// The module graph's findings: implicit and unused dependencies, import cycles.
    ///
    /// - Returns: The findings, by kind and then by the modules involved; none when the snapshot
    ///   holds no module graph.
    package func moduleFindings() -> [ModuleFinding] {
        ModuleAudit(index: index).findings()
    }

    private var lookup: NodeLookup { NodeLookup(index: index, names: names) }
}
