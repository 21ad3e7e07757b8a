import WiringModel

/// A small boundary app at two versions, with source places as capture records them: V2 adds one
/// dependency, `ViewModel → Entity`, made at `Sources/App/AppStoreV2.swift:27`, and (in `v3`) a
/// new `Logger` boundary used by `Network`.
public enum ReviewApp {
    /// The root boundary's id.
    public static let root = "App.AppRoot"

    /// The id of a boundary under the root.
    public static func id(_ name: String) -> String { "\(root)/App.\(name)" }

    /// The first version: ViewModel → UseCase → Entity and Store, Store → Entity and Network.
    public static var v1: GraphSnapshot { snapshot(file: "Sources/App/AppStore.swift", extra: [], extraEdges: []) }

    /// The second version: V1 plus `ViewModel → Entity` at line 27 of `AppStoreV2.swift`.
    public static var v2: GraphSnapshot {
        snapshot(file: "Sources/App/AppStoreV2.swift", extra: [], extraEdges: [("ViewModel", "Entity", 27)])
    }

    /// V2 plus a new `Logger` boundary that `Network` depends on (line 30).
    public static var v3: GraphSnapshot {
        snapshot(
            file: "Sources/App/AppStoreV2.swift", extra: ["Logger"],
            extraEdges: [("ViewModel", "Entity", 27), ("Network", "Logger", 30)])
    }

    private static func snapshot(file: String, extra: [String], extraEdges: [(String, String, Int)]) -> GraphSnapshot {
        let names = ["ViewModel", "UseCase", "Entity", "Store", "Network"] + extra
        var nodes = [Node(
            id: root, kind: .root, type: root, ports: [Port(name: "rootView", type: "App.View", origin: .computed)],
            place: SourcePlace(file: file, line: 5))]
        for (offset, name) in names.enumerated() {
            let ports = name == "ViewModel" ? [Port(name: "screen", type: "App.Screen", origin: .stored)] : []
            nodes.append(Node(
                id: id(name), kind: .boundary, type: "App.\(name)", parent: root, ports: ports,
                place: SourcePlace(file: file, line: 11 + offset)))
        }
        let pairs = [("ViewModel", "UseCase", 21), ("UseCase", "Entity", 22), ("Store", "Entity", 23), ("UseCase", "Store", 24),
                     ("Store", "Network", 25)] + extraEdges
        let edges = pairs.map { Edge(from: id($0.0), to: id($0.1), kind: .dependency, place: SourcePlace(file: file, line: $0.2)) }
        return GraphSnapshot(nodes: nodes, edges: edges, source: "boundaries", title: root)
    }
}
