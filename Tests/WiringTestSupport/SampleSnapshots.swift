import WiringModel

/// Small snapshots shared by the test targets, one per kind of graph.
public enum SampleSnapshots {
    /// A boundary graph: a root with a Payments container holding a model with a
    /// plugin, an adapter implementing it, a presenter, a view, and a lazy subboundary not yet resolved.
    public static var payments: GraphSnapshot {
        let root = "PaymentsApp.ApplicationBoundary"
        let payments = "\(root)/PaymentsApp.PaymentsBoundary"
        func id(_ name: String) -> String { "\(payments)/PaymentsApp.\(name)" }
        let nodes = [
            Node(id: root, kind: .root, type: root,
                 ports: [Port(name: "rootView", type: "PaymentsApp.ViewController", origin: .computed)]),
            Node(id: payments, kind: .container, type: "PaymentsApp.PaymentsBoundary", parent: root,
                 ports: [Port(name: "paymentsView", type: "PaymentsApp.ViewController", origin: .computed)]),
            Node(id: id("ModelBoundary"), kind: .boundary, type: "PaymentsApp.ModelBoundary", parent: payments,
                 ports: [Port(name: "paymentsFacade", type: "PaymentsApp.PaymentsFacade", origin: .computed)]),
            Node(id: id("ModelBoundary.Plugin"), kind: .plugin, type: "PaymentsApp.ModelBoundary.Plugin", parent: payments,
                 ports: [
                    Port(name: "paymentPersistence", type: "PaymentsApp.PaymentPersistence", origin: .stored),
                    Port(name: "paymentService", type: "PaymentsApp.PaymentService", origin: .stored),
                 ]),
            Node(id: id("Service"), kind: .adapter, type: "PaymentsApp.Service", parent: payments),
            Node(id: id("PresenterBoundary"), kind: .boundary, type: "PaymentsApp.PresenterBoundary", parent: payments,
                 ports: [Port(name: "paymentsPresenter", type: "PaymentsApp.PaymentsPresenter", origin: .computed)]),
            Node(id: id("ViewBoundary"), kind: .boundary, type: "PaymentsApp.ViewBoundary", parent: payments,
                 ports: [Port(name: "paymentsView", type: "PaymentsApp.ViewController", origin: .lazy, made: false)]),
            Node(id: id("AFramework"), kind: .boundary, type: "PaymentsApp.AFramework", parent: payments),
            Node(id: "\(root)/PaymentsApp.ProfileBoundary", kind: .boundary, type: "PaymentsApp.ProfileBoundary",
                 parent: root, resolved: false),
        ]
        let edges = [
            Edge(from: id("ModelBoundary"), to: id("ModelBoundary.Plugin"), kind: .plugin),
            Edge(from: id("Service"), to: id("ModelBoundary.Plugin"), kind: .adapts),
            Edge(from: id("Service"), to: id("AFramework"), kind: .dependency),
            Edge(from: id("PresenterBoundary"), to: id("ModelBoundary"), kind: .dependency),
            Edge(from: id("ViewBoundary"), to: id("PresenterBoundary"), kind: .dependency),
        ]
        return GraphSnapshot(nodes: nodes, edges: edges, source: "boundaries", title: "PaymentsApp.ApplicationBoundary")
    }

    /// A box graph: a root box with a child box, keyed and permanent services, and resolves edges
    /// (one between modules, one into the parent box).
    public static var showroom: GraphSnapshot {
        let box = "box"
        let child = "box/child:garage"
        let nodes = [
            Node(id: box, kind: .box, type: "SwincyBox.Box"),
            Node(id: child, kind: .box, type: "SwincyBox.Box", parent: box, key: "garage"),
            Node(id: "box/Showroom.Transmission", kind: .service, type: "Showroom.Transmission", parent: box, life: "transient"),
            Node(id: "box/Showroom.Car#familyCar", kind: .service, type: "Showroom.Car", parent: box, key: "familyCar",
                 life: "permanent", attributes: ["instance": "true"]),
            Node(id: "box/Showroom.Car#sportsCar", kind: .service, type: "Showroom.Car", parent: box, key: "sportsCar",
                 life: "transient"),
            Node(id: "box/Engines.Engine", kind: .service, type: "Engines.Engine", parent: box, life: "transient"),
            Node(id: "box/child:garage/Showroom.Mechanic", kind: .service, type: "Showroom.Mechanic", parent: child,
                 life: "transient"),
        ]
        let edges = [
            Edge(from: "box/Showroom.Car#familyCar", to: "box/Showroom.Transmission", kind: .resolves),
            Edge(from: "box/Showroom.Car#sportsCar", to: "box/Showroom.Transmission", kind: .resolves),
            Edge(from: "box/Showroom.Transmission", to: "box/Engines.Engine", kind: .resolves),
            Edge(from: "box/child:garage/Showroom.Mechanic", to: "box/Showroom.Car#sportsCar", kind: .resolves),
        ]
        return GraphSnapshot(nodes: nodes, edges: edges, source: "box", title: "Showroom box")
    }

    /// An object graph with a retain cycle broken by a weak reference and an unowned back-reference.
    public static var objects: GraphSnapshot {
        let nodes = [
            Node(id: "App.Coordinator", kind: .object, type: "App.Coordinator"),
            Node(id: "App.Coordinator.child", kind: .object, type: "App.ChildCoordinator"),
            Node(id: "App.Coordinator.store", kind: .object, type: "Storage.Store"),
        ]
        let edges = [
            Edge(from: "App.Coordinator", to: "App.Coordinator.child", kind: .holds, label: "child", reference: .strong),
            Edge(from: "App.Coordinator.child", to: "App.Coordinator", kind: .holds, label: "parent", reference: .weak),
            Edge(from: "App.Coordinator", to: "App.Coordinator.store", kind: .holds, label: "store", reference: .strong),
            Edge(from: "App.Coordinator.store", to: "App.Coordinator", kind: .holds, label: "owner", reference: .unowned),
        ]
        return GraphSnapshot(nodes: nodes, edges: edges, source: "objects", title: "App.Coordinator")
    }

    /// Names full of markup and control characters, to prove every output escapes them.
    public static var hostile: GraphSnapshot {
        let evil = "Evil.<script>alert(\"x&y\")</script>"
        let quote = "Evil.Quote\"]; node [label=\"pwned"
        let control = "Evil.Term\u{1B}[31mRED\u{1B}[0m|{brace}\\"
        let generic = "Swift.Dictionary<Swift.String, Swift.Array<Evil.Thing>>"
        let nodes = [
            Node(id: evil, kind: .root, type: evil,
                 ports: [Port(name: "<img src=x onerror=alert(1)>", type: "Evil.A&B", origin: .computed)]),
            Node(id: "\(evil)/\(quote)", kind: .boundary, type: quote, parent: evil),
            Node(id: "\(evil)/\(control)", kind: .boundary, type: control, parent: evil),
            Node(id: "\(evil)/\(generic)", kind: .boundary, type: generic, parent: evil,
                 ports: [Port(name: "`md`*bold*[link](javascript:x)", type: "Evil.'single'", origin: .stored)]),
        ]
        let edges = [
            Edge(from: "\(evil)/\(quote)", to: "\(evil)/\(control)", kind: .dependency, label: "-->"),
            Edge(from: "\(evil)/\(control)", to: "\(evil)/\(generic)", kind: .dependency),
        ]
        return GraphSnapshot(nodes: nodes, edges: edges, source: "boundaries", title: evil)
    }

    /// A layered boundary-like graph of any size: `layers` layers of `width` boundaries, each
    /// depending on two boundaries of the next layer, inside one container per layer.
    ///
    /// - Parameters:
    ///   - layers: The number of layers (containers).
    ///   - width: Boundaries per layer.
    /// - Returns: A snapshot with `layers * (width + 1) + 1` nodes.
    public static func layered(layers: Int, width: Int) -> GraphSnapshot {
        let root = "Gen.Root"
        var nodes = [Node(id: root, kind: .root, type: root)]
        var edges: [Edge] = []
        func boundary(_ layer: Int, _ index: Int) -> String { "\(root)/Gen.Layer\(layer)/Gen.B\(layer)_\(index)" }
        for layer in 0..<layers {
            let container = "\(root)/Gen.Layer\(layer)"
            nodes.append(Node(id: container, kind: .container, type: "Gen.Layer\(layer)", parent: root))
            for index in 0..<width {
                nodes.append(Node(id: boundary(layer, index), kind: .boundary, type: "Gen.B\(layer)_\(index)", parent: container,
                                  ports: [Port(name: "port\(index)", type: "Gen.Service\(layer)_\(index)", origin: .computed)]))
                if layer + 1 < layers {
                    edges.append(Edge(from: boundary(layer, index), to: boundary(layer + 1, index), kind: .dependency))
                    edges.append(Edge(from: boundary(layer, index), to: boundary(layer + 1, (index * 7 + 3) % width), kind: .dependency))
                }
            }
        }
        return GraphSnapshot(nodes: nodes, edges: edges, source: "boundaries", title: "Generated \(layers)x\(width)")
    }
}
