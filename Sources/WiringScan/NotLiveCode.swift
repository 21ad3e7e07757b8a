import WiringModel
import WiringProjects

/// Types that only previews and tests make, and what the readers drew from them.
///
/// A type the scan declares is not live when it is named somewhere other than its own declaration,
/// and every such place is code that is not the live graph — a test file, preview content, `#Preview`,
/// a `PreviewProvider`, a `previewValue` or `testValue` — or the declaration of another type that is
/// itself not live (the chain is followed; a cycle counts only when one of its types is named from
/// such code). What every reader drew inside such a type (the consumer reading a dependency, a
/// registration, the edges from them) is left out of the graph, in one line naming the types: a
/// preview's mock is not a part of the app, so it neither fails a rule nor counts as a live edge.
/// The decision is made from where a type is named, never from its name.
enum NotLiveCode {
    /// The last names of the types only previews and tests make.
    ///
    /// - Parameters:
    ///   - facts: Every scanned file's facts.
    ///   - testNames: The names test files left out of the scan mention.
    static func types(in facts: [SourceFacts], testNames: Set<String> = []) -> Set<String> {
        var declared: [String: Int] = [:]
        var every: Set<String> = []
        var firstInherited: [String: String] = [:]
        for file in facts {
            for type in file.types {
                guard let name = type.path.last else { continue }
                every.insert(name)
                guard type.keyword != .extension && type.keyword != .protocol else { continue }
                declared[name, default: 0] += 1
                if let first = type.inherited.first?.lastName { firstInherited[name] = first }
            }
        }
        // Tests name the app's types whoever makes them: a type only tests name is made by nothing else
        // when the app makes it by its name (no superclass or protocol of a framework's first: not an
        // `@main` app, nor a controller a storyboard or the Objective-C runtime makes).
        let madeByName = { (name: String) in firstInherited[name].map(every.contains) ?? true }
        // Only a type declared once may be left out (a name two types share is left live), so where the other
        // names are mentioned is not gathered.
        let once = Set(declared.lazy.filter { $0.value == 1 }.map(\.key))
        guard !once.isEmpty else { return [] }
        var live: Set<String> = []
        var apart = testNames.filter { once.contains($0) && madeByName($0) }
        var owners: [String: Set<String>] = [:]
        for file in facts {
            guard let mentions = file.mentions else { continue }
            if file.servesPreviews {
                apart.formUnion(mentions.all(among: once))
                continue
            }
            if ReaderNodes.isTest(file) {
                apart.formUnion(mentions.all(among: once).filter(madeByName))
                continue
            }
            live.formUnion(mentions.live.lazy.filter(once.contains))
            apart.formUnion(mentions.apart.lazy.filter(once.contains))
            for (name, by) in mentions.owners where once.contains(name) { owners[name, default: []].formUnion(by) }
        }
        // Declared once, never named in live code, and named somewhere.
        var notLive = once.filter { name in !live.contains(name) && (apart.contains(name) || owners[name] != nil) }
        // Named inside a type that may be live: live.
        var changed = true
        while changed {
            changed = false
            for name in notLive where owners[name, default: []].contains(where: { !notLive.contains($0) }) {
                notLive.remove(name)
                changed = true
            }
        }
        // Of what is left, the types a chain from preview or test code reaches (a cycle named from nowhere else stays live).
        var reached = notLive.filter { apart.contains($0) }
        changed = true
        while changed {
            changed = false
            for name in notLive.subtracting(reached) where !owners[name, default: []].isDisjoint(with: reached) {
                reached.insert(name)
                changed = true
            }
        }
        return reached
    }

    /// The readers' graph with what was drawn inside types only previews and tests make left out,
    /// and one line naming them.
    ///
    /// - Parameters:
    ///   - graph: What every reader drew.
    ///   - names: The last names of the types only previews and tests make (`types(in:testNames:)`).
    ///   - facts: Every scanned file's facts.
    static func leavingOut(_ graph: ReaderGraph, types names: Set<String>, facts: [SourceFacts]) -> ReaderGraph {
        guard !names.isEmpty else { return graph }
        var spans: [String: [ClosedRange<Int>]] = [:]
        for file in facts {
            let inside = file.types.filter { type in type.path.last.map(names.contains) ?? false && type.lastLine >= type.line }
                .map { $0.line...$0.lastLine }
            if !inside.isEmpty { spans[file.file] = inside }
        }
        guard !spans.isEmpty else { return graph }
        func isNotLive(_ place: SourcePlace?) -> Bool {
            guard let place, let inside = spans[place.file] else { return false }
            return inside.contains { $0.contains(place.line) }
        }
        var dropped = Set(graph.nodes.filter { ($0.kind == .object || $0.kind == .service) && isNotLive($0.place) }.map(\.id))
        // A node live code reads, or that holds others, stays.
        var changed = true
        while changed, !dropped.isEmpty {
            changed = false
            for edge in graph.edges where dropped.contains(edge.to) && !dropped.contains(edge.from) {
                dropped.remove(edge.to)
                changed = true
            }
            for node in graph.nodes where !dropped.contains(node.id) {
                if let parent = node.parent, dropped.contains(parent) {
                    dropped.remove(parent)
                    changed = true
                }
            }
        }
        guard !dropped.isEmpty else { return graph }
        var result = graph
        let removed = graph.nodes.filter { dropped.contains($0.id) }
        result.nodes = graph.nodes.filter { !dropped.contains($0.id) }
        result.edges = graph.edges.filter { !dropped.contains($0.from) && !dropped.contains($0.to) }
        result.findings = graph.findings.filter { !dropped.contains($0.service) && !isNotLive($0.place) }
        result.registrationCount -= removed.filter { $0.kind == .service && $0.attributes["registered"] != "false" }.count
        result.resolveCount -= graph.edges.count - result.edges.count
        result.registrationCount = max(0, result.registrationCount)
        result.resolveCount = max(0, result.resolveCount)
        let types = Set(removed.map(\.type)).sorted()
        let first = removed.compactMap(\.place).min()
        if let first {
            let lost = graph.edges.count - result.edges.count
            result.warnings.append(ScanWarning(
                place: first,
                message: "\(types.count) type\(types.count == 1 ? "" : "s") that only previews and tests make "
                    + "\(types.count == 1 ? "is" : "are") left out of the live graph, with "
                    + "\(lost) edge\(lost == 1 ? "" : "s"): \(types.shortList)"))
        }
        return result
    }
}
