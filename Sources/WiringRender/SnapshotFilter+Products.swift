import WiringModel

extension SnapshotFilter {
    /// The snapshot with each product of a package read drawn as the target of its own name: a
    /// product that offers a target of its name (`DemoModels` offering the targets `DemoModels` and
    /// `DemoModelMocks`) is the module an `import DemoModels` names, so it is that target's node,
    /// not a second node of the same name. Lines into or out of the product are the target's, a
    /// line repeated by it is drawn once, and the product's node is left out. A product of a package
    /// not read, or one named as none of its targets, stays a node of its own.
    static func productsAsTargets(_ snapshot: GraphSnapshot) -> GraphSnapshot {
        var products = snapshot.nodes.filter { $0.kind == .module && $0.attributes["product"] != nil && $0.parent != nil }
        // Most graphs have none.
        guard !products.isEmpty else { return snapshot }
        // A product that holds nodes of its own is kept, with them.
        let parents = Set(snapshot.nodes.lazy.compactMap(\.parent))
        products.removeAll { parents.contains($0.id) }
        var targets: [String: String] = [:]
        for node in snapshot.nodes where node.kind == .module && node.attributes["product"] == nil {
            guard let parent = node.parent else { continue }
            let key = parent + "/" + (node.attributes["target"] ?? node.type)
            if targets[key] == nil { targets[key] = node.id }
        }
        var target: [String: String] = [:]
        for product in products {
            guard let parent = product.parent, Self.offeredTargets(product).contains(product.type),
                  let id = targets[parent + "/" + product.type], id != product.id
            else { continue }
            target[product.id] = id
        }
        guard !target.isEmpty else { return snapshot }
        var result = snapshot
        result.setNodes(snapshot.nodes.filter { target[$0.id] == nil })
        // A product's line that the target has already (the same start, kind and end) is drawn
        // once; one between the product and its target is left out.
        var drawn = Set(snapshot.edges.lazy.filter { target[$0.from] == nil && target[$0.to] == nil }.map(\.id))
        var edges: [Edge] = []
        for edge in snapshot.edges {
            guard target[edge.from] != nil || target[edge.to] != nil else {
                edges.append(edge)
                continue
            }
            var moved = edge
            moved.from = target[edge.from] ?? edge.from
            moved.to = target[edge.to] ?? edge.to
            if moved.from != moved.to && drawn.insert(moved.id).inserted { edges.append(moved) }
        }
        result.setEdges(edges)
        return result
    }

    /// The names of the targets a product node offers (its `targets` attribute).
    private static func offeredTargets(_ product: Node) -> Set<String> {
        Set((product.attributes["targets"] ?? "").split(separator: ",").map { String($0.drop { $0 == " " }) })
    }
}
