import WiringModel

/// Pairs the edges of two sorted edge lists by key (ends, kind and label) in one linear walk.
///
/// Sorted order compares the label with `nil` read as empty, so edges that sort as equal form a
/// short run on each side; inside a run, edges are paired by their exact key, and where a key repeats
/// (only in a hand-edited file) the first edge of the earlier list is the match.
enum EdgeMatching {
    /// For each edge of `after`, the position in `before` of its match, and the other way round.
    ///
    /// - Parameters:
    ///   - before: The earlier snapshot's edges, sorted.
    ///   - after: The later snapshot's edges, sorted.
    /// - Returns: `matchOfAfter[j]`, a position in `before` or `nil`, and `matchOfBefore[i]`, a position
    ///   in `after` or `nil`.
    static func match(_ before: [Edge], _ after: [Edge]) -> (matchOfAfter: [Int?], matchOfBefore: [Int?]) {
        var matchOfAfter = [Int?](repeating: nil, count: after.count)
        var matchOfBefore = [Int?](repeating: nil, count: before.count)
        var i = 0
        var j = 0
        while i < before.count && j < after.count {
            let order = compare(before[i], after[j])
            if order < 0 {
                i += 1
            } else if order > 0 {
                j += 1
            } else {
                var iEnd = i + 1
                while iEnd < before.count && compare(before[iEnd], before[i]) == 0 { iEnd += 1 }
                var jEnd = j + 1
                while jEnd < after.count && compare(after[jEnd], after[j]) == 0 { jEnd += 1 }
                for later in j..<jEnd {
                    matchOfAfter[later] = (i..<iEnd).first { before[$0].label == after[later].label }
                }
                for earlier in i..<iEnd {
                    matchOfBefore[earlier] = (j..<jEnd).first { after[$0].label == before[earlier].label }
                }
                i = iEnd
                j = jEnd
            }
        }
        return (matchOfAfter, matchOfBefore)
    }

    /// The sort order of `Edge`: ends, kind, then label with `nil` as empty; -1, 0 or 1.
    private static func compare(_ lhs: Edge, _ rhs: Edge) -> Int {
        let from = TextOrder.compare(lhs.from, rhs.from)
        if from != 0 { return from }
        let to = TextOrder.compare(lhs.to, rhs.to)
        if to != 0 { return to }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind ? -1 : 1 }
        return TextOrder.compare(lhs.label ?? "", rhs.label ?? "")
    }
}
