import WiringModel

/// Finds loops with Tarjan's strongly-connected-components algorithm, written with an
/// explicit stack so that a graph of any depth cannot overflow the call stack.
struct CycleFinder {
    let graph: IndexedGraph

    /// The components with a cycle (more than one node, or a node with an edge to
    /// itself), each sorted, ordered by their smallest node.
    ///
    /// - Parameter include: Which edges count, by edge number.
    /// - Returns: The components, as node numbers.
    func components(including include: (Int) -> Bool) -> [[Int]] {
        let count = graph.count
        var order = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var frames: [(node: Int, next: Int)] = []
        var counter = 0
        var found: [[Int]] = []

        for start in 0..<count where order[start] == -1 {
            order[start] = counter; low[start] = counter; counter += 1
            stack.append(start); onStack[start] = true
            frames.append((start, 0))
            while let frame = frames.last {
                let node = frame.node
                let edges = graph.outgoing[node]
                if frame.next < edges.count {
                    frames[frames.count - 1].next += 1
                    let edge = edges[frame.next]
                    guard include(edge) else { continue }
                    let target = graph.targets[edge]
                    if order[target] == -1 {
                        order[target] = counter; low[target] = counter; counter += 1
                        stack.append(target); onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], order[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                let loopsOnItself = graph.outgoing[node].contains { include($0) && graph.targets[$0] == node }
                if component.count > 1 || loopsOnItself {
                    found.append(component.sorted())
                }
            }
        }
        return found.sorted { $0[0] < $1[0] }
    }

    /// The edges of a shortest path from one node to another, found breadth-first,
    /// trying each node's edges in sorted order so ties break by sorted id.
    ///
    /// - Parameters:
    ///   - source: The start node.
    ///   - target: The end node; when it equals `source`, a shortest cycle through it.
    ///   - allowed: Whether an edge may be used, by edge number.
    ///   - scratch: Reusable per-node storage, all `-1`; left all `-1` again on return.
    /// - Returns: The edge numbers in order, or `nil` when there is no path.
    func shortestPath(from source: Int, to target: Int, allowed: (Int) -> Bool, scratch: inout [Int]) -> [Int]? {
        // scratch[node] is the edge that first reached the node.
        var touched: [Int] = []
        defer { for node in touched { scratch[node] = -1 } }
        var queue = [source]
        var head = 0
        var arrival: Int?
        search: while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in graph.outgoing[node] where allowed(edge) {
                let next = graph.targets[edge]
                if next == target {
                    arrival = edge
                    break search
                }
                if next != source && scratch[next] == -1 {
                    scratch[next] = edge
                    touched.append(next)
                    queue.append(next)
                }
            }
        }
        guard let last = arrival else { return nil }
        var path = [last]
        var node = graph.sources[last]
        while node != source {
            let edge = scratch[node]
            path.append(edge)
            node = graph.sources[edge]
        }
        return path.reversed()
    }

    /// Every cycle of the graph, split into those that keep their members alive and
    /// those that close only through a weak or unowned reference.
    func report(names: NodeNames) -> CycleReport {
        let isWeak = graph.edges.map(\.isWeak)
        var membership = [Int](repeating: -1, count: graph.count)
        var scratch = [Int](repeating: -1, count: graph.count)

        let strong = components { !isWeak[$0] }
        var cycles: [CycleReport.Cycle] = []
        for (number, component) in strong.enumerated() {
            for node in component { membership[node] = number }
            let path = shortestPath(from: component[0], to: component[0], allowed: {
                !isWeak[$0] && membership[graph.targets[$0]] == number
            }, scratch: &scratch) ?? []
            cycles.append(cycle(component, path, weak: false, names: names))
        }

        membership = [Int](repeating: -1, count: graph.count)
        var weakCycles: [CycleReport.Cycle] = []
        for (number, component) in components(including: { _ in true }).enumerated() {
            for node in component { membership[node] = number }
            // A component with a weak edge inside has a cycle through that edge; without
            // one it is exactly a component listed above.
            var weakEdge: Int?
            for node in component {
                for edge in graph.outgoing[node] where isWeak[edge] && membership[graph.targets[edge]] == number {
                    weakEdge = min(weakEdge ?? edge, edge)
                }
            }
            guard let weakEdge else { continue }
            let back = shortestPath(from: graph.targets[weakEdge], to: graph.sources[weakEdge], allowed: {
                membership[graph.targets[$0]] == number
            }, scratch: &scratch)
            let path = graph.targets[weakEdge] == graph.sources[weakEdge] ? [weakEdge] : [weakEdge] + (back ?? [])
            weakCycles.append(cycle(component, path, weak: true, names: names))
        }
        return CycleReport(cycles: cycles, weakCycles: weakCycles)
    }

    private func cycle(_ component: [Int], _ path: [Int], weak: Bool, names: NodeNames) -> CycleReport.Cycle {
        CycleReport.Cycle(
            members: component.map { graph.ids[$0] },
            memberNames: component.map { names.name(of: graph.ids[$0]) },
            example: path.map { EdgeStep(graph.edges[$0], names: names) },
            weak: weak)
    }
}
