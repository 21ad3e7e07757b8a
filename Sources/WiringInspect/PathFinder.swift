import WiringModel

/// Finds shortest paths breadth-first, over every kind of edge.
///
/// Ties between equally short paths are broken by sorted id: each node's edges are
/// tried in order, so the first path listed follows the smallest ids.
struct PathFinder {
    /// How many shortest paths a report lists at most.
    static let limit = 5

    let graph: IndexedGraph

    /// The shortest paths from one node to another.
    func report(from source: Int, to target: Int, names: NodeNames) -> PathReport {
        var report = PathReport(
            from: graph.ids[source], fromName: names.name(of: graph.ids[source]),
            to: graph.ids[target], toName: names.name(of: graph.ids[target]),
            length: nil, paths: [], more: false, reverseLength: nil)
        if source == target {
            report.length = 0
            report.paths = [[]]
            return report
        }
        let fromSource = distances(from: source, forward: true)
        guard fromSource[target] >= 0 else {
            let fromTarget = distances(from: target, forward: true)
            report.reverseLength = fromTarget[source] >= 0 ? fromTarget[source] : nil
            return report
        }
        let toTarget = distances(from: target, forward: false)
        let length = fromSource[target]
        report.length = length
        let (paths, more) = enumerate(from: source, to: target, length: length, fromSource: fromSource, toTarget: toTarget)
        report.paths = paths.map { $0.map { EdgeStep(graph.edges[$0], names: names) } }
        report.more = more
        return report
    }

    /// Edge counts from `start` to every node (following edges forward) or from every
    /// node to `start` (following them backward); `-1` where unreachable.
    func distances(from start: Int, forward: Bool) -> [Int] {
        var distance = [Int](repeating: -1, count: graph.count)
        distance[start] = 0
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in forward ? graph.outgoing[node] : graph.incoming[node] {
                let next = forward ? graph.targets[edge] : graph.sources[edge]
                if distance[next] == -1 {
                    distance[next] = distance[node] + 1
                    queue.append(next)
                }
            }
        }
        return distance
    }

    /// Lists shortest paths in order, depth-first with an explicit stack, stopping after
    /// ``limit``; only edges that lie on some shortest path are followed, so every
    /// branch tried reaches the target.
    private func enumerate(
        from source: Int, to target: Int, length: Int, fromSource: [Int], toTarget: [Int]
    ) -> (paths: [[Int]], more: Bool) {
        func onShortestPath(_ edge: Int) -> Bool {
            let from = graph.sources[edge]
            let to = graph.targets[edge]
            return toTarget[to] >= 0 && fromSource[from] + 1 + toTarget[to] == length
        }
        var paths: [[Int]] = []
        var edges: [Int] = []
        // For each node on the current path, the position of the next edge to try.
        var frames: [(node: Int, next: Int)] = [(source, 0)]
        while let frame = frames.last {
            if frame.node == target {
                if paths.count == Self.limit { return (paths, true) }
                paths.append(edges)
                frames.removeLast()
                _ = edges.popLast()
                continue
            }
            let outgoing = graph.outgoing[frame.node]
            var position = frame.next
            while position < outgoing.count && !onShortestPath(outgoing[position]) { position += 1 }
            if position == outgoing.count {
                frames.removeLast()
                _ = edges.popLast()
                continue
            }
            frames[frames.count - 1].next = position + 1
            let edge = outgoing[position]
            edges.append(edge)
            frames.append((graph.targets[edge], 0))
        }
        return (paths, false)
    }
}
