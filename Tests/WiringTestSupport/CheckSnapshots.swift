import WiringModel

/// Small apps for the rules checks (`wiring check`, `assertWiring`): one in two versions, V1
/// without and V2 with a crossing from the view model straight to the entities.
public enum CheckSnapshots {
    /// The id of a boundary of the app.
    public static func id(_ name: String) -> String { "App.Root/App.\(name)" }

    /// ViewModel -> UseCase -> Entity; with `shortcut`, also ViewModel -> Entity (made at `ViewModel.swift:12`).
    public static func app(shortcut: Bool) -> GraphSnapshot {
        let nodes = [Node(id: "App.Root", kind: .root, type: "App.Root")]
            + ["ViewModel", "UseCase", "Entity"].map {
                Node(id: id($0), kind: .boundary, type: "App.\($0)", parent: "App.Root",
                     place: SourcePlace(file: "Sources/App/\($0).swift", line: 3))
            }
        var edges = [
            Edge(from: id("ViewModel"), to: id("UseCase"), kind: .dependency),
            Edge(from: id("UseCase"), to: id("Entity"), kind: .dependency),
        ]
        if shortcut {
            edges.append(Edge(
                from: id("ViewModel"), to: id("Entity"), kind: .dependency,
                place: SourcePlace(file: "Sources/App/ViewModel.swift", line: 12)))
        }
        return GraphSnapshot(nodes: nodes, edges: edges, source: "boundaries", title: "App.Root")
    }

    /// V1: no crossing from the view model to the entities.
    public static var v1: GraphSnapshot { app(shortcut: false) }
    /// V2: one new crossing, ViewModel -> Entity.
    public static var v2: GraphSnapshot { app(shortcut: true) }

    /// A rules file forbidding ViewModel -> Entity.
    public static let forbiddingShortcut = """
        { "forbidden": [ { "from": "*ViewModel", "to": "*Entity", "reason": "view models go through use cases" } ] }
        """

    /// A box whose services resolve each other in a three-service loop (A -> B -> C -> A) and
    /// whose permanent `Cache` resolves the transient `Clock`.
    public static var services: GraphSnapshot {
        let nodes = [
            Node(id: "box", kind: .box, type: "SwincyBox.Box"),
            Node(id: "box/Svc.A", kind: .service, type: "Svc.A", parent: "box", life: "transient"),
            Node(id: "box/Svc.B", kind: .service, type: "Svc.B", parent: "box", life: "transient"),
            Node(id: "box/Svc.C", kind: .service, type: "Svc.C", parent: "box", life: "transient"),
            Node(id: "box/Svc.Cache", kind: .service, type: "Svc.Cache", parent: "box", life: "permanent",
                 place: SourcePlace(file: "Sources/App/Box.swift", line: 20)),
            Node(id: "box/Svc.Clock", kind: .service, type: "Svc.Clock", parent: "box", life: "transient"),
        ]
        let edges = [
            Edge(from: "box/Svc.A", to: "box/Svc.B", kind: .resolves, place: SourcePlace(file: "Sources/App/Box.swift", line: 7)),
            Edge(from: "box/Svc.B", to: "box/Svc.C", kind: .resolves),
            Edge(from: "box/Svc.C", to: "box/Svc.A", kind: .resolves),
            Edge(from: "box/Svc.Cache", to: "box/Svc.Clock", kind: .resolves),
        ]
        return GraphSnapshot(nodes: nodes, edges: edges, source: "box", title: "services")
    }
}
