@_spi(WiringInspection) import SwincyBox
import WiringModel

/// Captures a box: the box and its child boxes as `box` nodes, each registration
/// as a `service` node (type, key, life, whether a permanent instance exists, the
/// `register` call's place), and the `resolves` edges the box recorded while building
/// services (with the place of the `resolve` call that made each).
///
/// It only reads the box's inspection records: no factory runs.
struct BoxCapture {
    private var nodes: [String: Node] = [:]
    private var edges: [Edge] = []

    /// Captures a box and its child boxes.
    ///
    /// - Parameter box: The box.
    /// - Returns: The snapshot.
    static func capture(_ box: Box) -> GraphSnapshot {
        var capture = BoxCapture()
        var pending = [box]
        while let current = pending.popLast() {
            capture.visit(current)
            pending.append(contentsOf: current.inspectionChildren.map(\.box).reversed())
        }
        capture.addMissingEnds()
        let title = box.inspectionPath.isEmpty ? "Box" : "Box \(box.inspectionPath.joined(separator: "/"))"
        return GraphSnapshot(nodes: Array(capture.nodes.values), edges: capture.edges, source: "box", title: title)
    }

    private mutating func visit(_ box: Box) {
        let boxID = Self.boxID(box.inspectionPath)
        let parentID = box.inspectionPath.isEmpty ? nil : Self.boxID(Array(box.inspectionPath.dropLast()))
        nodes[boxID] = Node(
            id: boxID, kind: .box, type: TypeName.stable(Box.self),
            parent: box.inspectionParent == nil ? nil : parentID, key: box.inspectionPath.last)
        for registration in box.inspectionRegistrations {
            var attributes: [String: String] = [:]
            if registration.instance != nil { attributes["instance"] = "true" }
            let identity = registration.identity
            nodes[Self.serviceID(identity)] = Node(
                id: Self.serviceID(identity), kind: .service, type: TypeName.stable(identity.typeName),
                parent: boxID, resolved: registration.resolveCount > 0 || registration.instance != nil,
                key: identity.key, life: Self.life(registration.life), attributes: attributes,
                place: Self.place(registration.place))
        }
        for resolution in box.inspectionResolutions {
            edges.append(Edge(
                from: Self.serviceID(resolution.from), to: Self.serviceID(resolution.to), kind: .resolves,
                place: resolution.place.map(Self.place)))
        }
    }

    /// Adds nodes for edge ends outside the captured boxes (a parent box's registration).
    private mutating func addMissingEnds() {
        for edge in edges {
            for end in [edge.from, edge.to] where nodes[end] == nil {
                let boxPart = end.components(separatedBy: "/").prefix { $0 == "box" || $0.hasPrefix("child:") }
                let boxID = boxPart.joined(separator: "/")
                if nodes[boxID] == nil { nodes[boxID] = Node(id: boxID, kind: .box, type: TypeName.stable(Box.self)) }
                let type = String(end.dropFirst(boxID.count + 1)).components(separatedBy: "#").first ?? end
                nodes[end] = Node(id: end, kind: .service, type: type, parent: boxID)
            }
        }
    }

    /// A recorded call site as a place with a relative file.
    private static func place(_ site: BoxCallSite) -> SourcePlace {
        SourceRoots.place(literal: site.filePathLiteral, filePath: site.filePath, fileID: site.fileID, line: site.line)
    }

    static func boxID(_ path: [String]) -> String {
        (["box"] + path.map { "child:\($0)" }).joined(separator: "/")
    }

    static func serviceID(_ identity: ServiceIdentity) -> String {
        var id = "\(boxID(identity.boxPath))/\(TypeName.stable(identity.typeName))"
        if let key = identity.key { id += "#\(key)" }
        return id
    }

    private static func life(_ life: LifeType) -> String {
        switch life {
        case .transient: "transient"
        case .permanent: "permanent"
        }
    }
}
