/// Places the nodes a diff adds around a drawing whose other nodes are pinned, so nothing that
/// was already there moves.
///
/// Each new node goes to the free spot nearest the middle of its already placed neighbours
/// (kept inside its enclosing cluster when that cluster was drawn before), searched on a grid of
/// rings around that point; a spot is free when the node, with a gap around it, overlaps no
/// placed node and no cluster it does not belong to. Nodes are placed in rounds, those with
/// placed neighbours first, so a chain of new nodes grows out from the old drawing. A node with
/// no placed neighbour at all goes in a row under the drawing. Deterministic: nodes are taken
/// in id order and ties go to the first candidate.
struct NewNodePlacer {
    /// A node to place.
    struct Item {
        var id: String
        var width: Double
        var height: Double
        /// Ids of the nodes it has an edge with.
        var neighbours: [String]
        /// Ids of its enclosing nodes, innermost first.
        var ancestors: [String]
    }

    /// The space kept between nodes, in points.
    var gap = 18.0
    /// How many rings of candidates are tried before giving up on a neighbourhood.
    var rings = 40

    /// The centre of every new node.
    ///
    /// - Parameters:
    ///   - items: The nodes to place.
    ///   - fixed: The boxes of the pinned nodes, by node id.
    ///   - clusters: The rectangles of the clusters drawn before, by the id of their enclosing node.
    /// - Returns: Boxes for the new nodes, by node id.
    func place(_ items: [Item], fixed: [String: PinnedBox], clusters: [String: PinnedRect]) -> [String: PinnedBox] {
        var placed = fixed
        var result: [String: PinnedBox] = [:]
        var waiting = items.sorted { $0.id < $1.id }
        while !waiting.isEmpty {
            let ready = waiting.filter { item in item.neighbours.contains { placed[$0] != nil } }
            guard !ready.isEmpty else { break }
            for item in ready {
                let box = spot(for: item, placed: placed, clusters: clusters)
                placed[item.id] = box
                result[item.id] = box
            }
            let done = Set(ready.map(\.id))
            waiting.removeAll { done.contains($0.id) }
        }
        // The rest touch nothing drawn: a row under everything.
        let bottom = placed.values.map { $0.y - $0.height / 2 }.min() ?? 0
        var x = placed.values.map { $0.x - $0.width / 2 }.min() ?? 0
        let rowHeight = waiting.map(\.height).max() ?? 0
        for item in waiting {
            let anchor = item.ancestors.lazy.compactMap { clusters[$0] }.first
            let box: PinnedBox
            if let anchor {
                box = spot(for: item, near: ((anchor.minX + anchor.maxX) / 2, (anchor.minY + anchor.maxY) / 2), placed: placed, clusters: clusters)
            } else {
                box = PinnedBox(x: x + item.width / 2, y: bottom - gap * 2 - rowHeight / 2, width: item.width, height: item.height)
                x += item.width + gap
            }
            placed[item.id] = box
            result[item.id] = box
        }
        return result
    }

    /// The free spot nearest the middle of an item's placed neighbours.
    private func spot(for item: Item, placed: [String: PinnedBox], clusters: [String: PinnedRect]) -> PinnedBox {
        let neighbours = item.neighbours.compactMap { placed[$0] }
        var target = (x: neighbours.map(\.x).reduce(0, +) / Double(neighbours.count),
                      y: neighbours.map(\.y).reduce(0, +) / Double(neighbours.count))
        if let parent = item.ancestors.lazy.compactMap({ clusters[$0] }).first {
            target = parent.clamped(x: target.x, y: target.y)
        }
        return spot(for: item, near: target, placed: placed, clusters: clusters)
    }

    /// The free spot nearest a point.
    private func spot(
        for item: Item, near target: (x: Double, y: Double), placed: [String: PinnedBox], clusters: [String: PinnedRect]
    ) -> PinnedBox {
        let own = Set(item.ancestors)
        let foreign = clusters.filter { !own.contains($0.key) }.map(\.value)
        let obstacles = Array(placed.values)
        func free(_ box: PinnedBox) -> Bool {
            let area = box.rect(margin: gap)
            return !obstacles.contains { $0.rect().intersects(area) } && !foreign.contains { $0.intersects(box.rect(margin: gap / 2)) }
        }
        let stepX = (item.width + gap) / 2
        let stepY = (item.height + gap) / 2
        for ring in 0...rings {
            var best: PinnedBox?
            var bestDistance = Double.infinity
            for i in -ring...ring {
                for j in -ring...ring where max(abs(i), abs(j)) == ring {
                    let box = PinnedBox(x: target.x + Double(i) * stepX, y: target.y + Double(j) * stepY, width: item.width, height: item.height)
                    let distance = (box.x - target.x) * (box.x - target.x) + (box.y - target.y) * (box.y - target.y)
                    if distance < bestDistance && free(box) {
                        best = box
                        bestDistance = distance
                    }
                }
            }
            if let best { return best }
        }
        let bottom = placed.values.map { $0.y - $0.height / 2 }.min() ?? 0
        return PinnedBox(x: target.x, y: bottom - gap * 2 - item.height / 2, width: item.width, height: item.height)
    }
}
