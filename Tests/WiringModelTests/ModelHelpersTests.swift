import Testing
import WiringModel
import WiringTestSupport

@Suite("Model helpers")
struct ModelHelpersTests {
    @Test(arguments: [
        ("App.Model.Plugin", "Model.Plugin"),
        ("Swift.Array<App.Car>", "Array<Car>"),
        ("Swift.Dictionary<Swift.String, App.(local).Thing>", "Dictionary<String, (local).Thing>"),
        ("Plain", "Plain"),
    ])
    func unqualifiedNames(type: String, expected: String) {
        #expect(TypeName.unqualified(type) == expected)
    }

    @Test func stableNamesHideTheAddressOfLocalContexts() {
        struct Local {}
        let raw = String(reflecting: Local.self)
        #expect(raw.contains("(unknown context at $"))
        #expect(TypeName.stable(Local.self) == "WiringModelTests.ModelHelpersTests.(local).(local).Local")
        #expect(TypeName.stable("A.(unknown context at $1f).B<A.(unknown context at $2e).C>") == "A.(local).B<A.(local).C>")
        #expect(TypeName.stable(Int.self) == "Swift.Int")
    }

    @Test func modulesOfTypes() {
        #expect(TypeName.module(of: "Showroom.Car") == "Showroom")
        #expect(TypeName.module(of: "any Showroom.Vehicle") == "Showroom")
        #expect(TypeName.module(of: "Swift.Optional<App.X>") == "Swift")
    }

    @Test func crossingsFollowTheRules() throws {
        let payments = GraphIndex(SampleSnapshots.payments)
        // Every boundary edge joins two boundaries.
        #expect(payments.crossings.count == SampleSnapshots.payments.edges.count)

        let showroom = GraphIndex(SampleSnapshots.showroom)
        let crossing = Set(showroom.crossings.map { "\($0.edge.from) -> \($0.edge.to)" })
        #expect(crossing == [
            "box/Showroom.Transmission -> box/Engines.Engine",
            "box/child:garage/Showroom.Mechanic -> box/Showroom.Car#sportsCar",
        ])

        let objects = GraphIndex(SampleSnapshots.objects)
        #expect(Set(objects.crossings.compactMap(\.edge.label)) == ["store", "owner"])
    }

    @Test func indexAnswersLookups() throws {
        let index = GraphIndex(SampleSnapshots.payments)
        let root = "PaymentsApp.ApplicationBoundary"
        let payments = "\(root)/PaymentsApp.PaymentsBoundary"
        #expect(index.children[""] == [root])
        #expect(index.children[root]?.contains(payments) == true)
        #expect(index.ancestors(of: "\(payments)/PaymentsApp.ModelBoundary") == [payments, root])
        #expect(index.nodes(matching: "ModelBoundary") == ["\(payments)/PaymentsApp.ModelBoundary"])
        #expect(index.nodes(matching: "presenter").count == 1)
        #expect(SampleSnapshots.payments.node(withID: payments)?.kind == .container)
    }

    @Test("a query that is exactly one node's display name picks it over partial and key matches")
    func exactDisplayNameWins() {
        let snapshot = GraphSnapshot(nodes: [
            Node(id: "box", kind: .box, type: "SwincyBox.Box"),
            Node(id: "box/Shop.Transmission", kind: .service, type: "Shop.Transmission", parent: "box"),
            Node(id: "box/Shop.TransmissionMount", kind: .service, type: "Shop.TransmissionMount", parent: "box"),
            Node(id: "box/Shop.Gearbox#Transmission", kind: .service, type: "Shop.Gearbox", parent: "box", key: "Transmission"),
            Node(id: "box/Shop.Car#sports", kind: .service, type: "Shop.Car", parent: "box", key: "sports"),
            Node(id: "box/Shop.Car", kind: .service, type: "Shop.Car", parent: "box"),
        ], edges: [])
        let index = GraphIndex(snapshot)
        #expect(index.nodes(matching: "Transmission") == ["box/Shop.Transmission"])
        #expect(index.nodes(matching: "transmission") == ["box/Shop.Transmission"])
        #expect(index.nodes(matching: "Car#sports") == ["box/Shop.Car#sports"])
        #expect(index.nodes(matching: "Car").count == 2)
        #expect(index.nodes(matching: "Mount") == ["box/Shop.TransmissionMount"])
        #expect(index.nodes(matching: "").isEmpty)
        #expect(SampleSnapshots.payments.node(withID: "nope") == nil)
    }
}
