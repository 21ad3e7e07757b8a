import WiringModel

/// Turns what a user typed into one node id, or explains why it cannot.
struct NodeLookup {
    /// How many candidates or suggestions an error lists.
    static let listed = 8

    let index: GraphIndex
    let names: NodeNames

    /// The id of the one node a query names.
    ///
    /// A name exactly as inspect prints it wins; otherwise `GraphIndex.nodes(matching:)`
    /// decides (exact id, then display name, type or key, then a substring).
    ///
    /// - Parameter query: What the user typed.
    /// - Returns: The node id.
    /// - Throws: `InspectError.ambiguousNode` listing the candidates, or
    ///   `InspectError.unknownNode` with close names.
    func resolve(_ query: String) throws(InspectError) -> String {
        if let id = names.id(named: query) { return id }
        let matches = index.nodes(matching: query)
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            throw .unknownNode(query: query, suggestions: suggestions(for: query))
        }
        let candidates = matches.sorted().prefix(Self.listed).map { names.name(of: $0) }
        throw .ambiguousNode(query: query, candidates: Array(candidates), total: matches.count)
    }

    /// Printed names close to the query: within a small edit distance, or contained in it.
    func suggestions(for query: String) -> [String] {
        let wanted = Array(query.lowercased())
        let allowance = max(1, min(3, wanted.count / 3))
        var scored: [(distance: Int, name: String)] = []
        for name in names.allNames {
            let candidate = name.lowercased()
            let letters = Array(candidate)
            if let distance = Self.editDistance(wanted, letters, atMost: allowance) {
                scored.append((distance, name))
            } else if letters.count >= 3, query.lowercased().contains(candidate) {
                scored.append((allowance + 1, name))
            }
        }
        scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        return scored.prefix(Self.listed).map(\.name)
    }

    /// The Levenshtein distance between two strings, or `nil` when it exceeds `limit`.
    static func editDistance(_ first: [Character], _ second: [Character], atMost limit: Int) -> Int? {
        guard abs(first.count - second.count) <= limit else { return nil }
        if first.isEmpty { return second.count }
        if second.isEmpty { return first.count }
        var previous = Array(0...second.count)
        var current = [Int](repeating: 0, count: second.count + 1)
        for (row, letter) in first.enumerated() {
            current[0] = row + 1
            var best = current[0]
            for column in 1...second.count {
                let substitution = previous[column - 1] + (letter == second[column - 1] ? 0 : 1)
                current[column] = min(substitution, previous[column] + 1, current[column - 1] + 1)
                best = min(best, current[column])
            }
            if best > limit { return nil }
            swap(&previous, &current)
        }
        return previous[second.count] <= limit ? previous[second.count] : nil
    }
}
