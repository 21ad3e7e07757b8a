@_spi(WiringInspection) import Boundaries
import Foundation
import Testing
import WiringCapture
import WiringModel

extension ShopAppSuites {
    @Suite("Boundary graph capture", .serialized)
    struct BoundaryCaptureTests {
        private let root = "WiringCaptureTests.ShopApp"
        private var storeFront: String { "\(root)/WiringCaptureTests.StoreFront" }

        /// Builds the shop and uses it the way an app would: checkout and the logger, not the admin screen.
        private func runShop() -> ShopApp.Resolved {
            let app = ShopApp.Resolved()
            _ = app.checkout
            _ = app.receipts(configuration: 3)
            _ = app.logger
            return app
        }

        @Test func everyBoundaryHasItsKindAndParent() throws {
            let snapshot = GraphSnapshot.capture(runShop())
            let expected: [(String, NodeKind, String?)] = [
                (root, .root, nil),
                (storeFront, .container, root),
                ("\(storeFront)/WiringCaptureTests.CatalogBoundary", .boundary, storeFront),
                ("\(storeFront)/WiringCaptureTests.CatalogBoundary.Storage", .plugin, storeFront),
                ("\(storeFront)/WiringCaptureTests.DatabaseAdapter", .adapter, storeFront),
                ("\(storeFront)/WiringCaptureTests.LoggingBoundary", .boundary, storeFront),
                ("\(root)/WiringCaptureTests.CheckoutBoundary", .boundary, root),
                ("\(root)/WiringCaptureTests.CartBoundary", .boundary, root),
                ("\(root)/WiringCaptureTests.AdminBoundary", .boundary, root),
                ("\(root)/WiringCaptureTests.LoggingBoundary", .boundary, root),
            ]
            for (id, kind, parent) in expected {
                let node = try #require(snapshot.node(withID: id), "missing \(id)")
                #expect(node.kind == kind, "\(id)")
                #expect(node.parent == parent, "\(id)")
            }
            #expect(snapshot.nodes.count == expected.count)
        }

        @Test func dependencyPluginAndAdaptsEdgesComeFromTheLiveGraph() {
            let snapshot = GraphSnapshot.capture(runShop())
            let edges = Set(snapshot.edges.filter(\.resolved).map { "\(short($0.from)) -\($0.kind)-> \(short($0.to))" })
            #expect(edges == [
                "CheckoutBoundary -dependency-> CatalogBoundary",
                "CheckoutBoundary -dependency-> CartBoundary",
                "CatalogBoundary -plugin-> CatalogBoundary.Storage",
                "DatabaseAdapter -adapts-> CatalogBoundary.Storage",
                "DatabaseAdapter -dependency-> LoggingBoundary",
            ])
        }

        @Test func theUnresolvedAdminBoundaryKeepsItsDeclaredEdge() throws {
            let snapshot = GraphSnapshot.capture(runShop())
            let admin = try #require(snapshot.node(withID: "\(root)/WiringCaptureTests.AdminBoundary"))
            #expect(admin.resolved == false)
            #expect(admin.attributes["property"] == "admin")
            // AdminBoundary declares CatalogBoundary, but the catalog lives in StoreFront, not beside it,
            // so the declared edge has no end among its siblings and is left out rather than invented.
            #expect(!snapshot.edges.contains { $0.from == admin.id })
            #expect(shopCounter.count("lazyAdmin") == 0)
        }

        @Test func portsAreStoredLazyOrComputedAsMade() throws {
            let snapshot = GraphSnapshot.capture(runShop())
            let checkout = try #require(snapshot.node(withID: "\(root)/WiringCaptureTests.CheckoutBoundary"))
            #expect(checkout.ports.map(\.name) == ["checkout", "receipt"])
            #expect(checkout.ports.allSatisfy { $0.origin == .computed })
            #expect(checkout.ports[1].type == "Boundaries.Factory<Swift.Int, WiringCaptureTests.ReceiptView>")

            let cart = try #require(snapshot.node(withID: "\(root)/WiringCaptureTests.CartBoundary"))
            #expect(cart.ports.map { Port(name: $0.name, type: $0.type, origin: $0.origin, made: $0.made) } == [
                Port(name: "cart", type: "WiringCaptureTests.Cart", origin: .lazy, made: true),
                Port(name: "wishlist", type: "WiringCaptureTests.Cart", origin: .lazy, made: false),
            ])
            // A lazy port that ran knows where its `makeInputPort` call is; one that never ran does not.
            #expect(cart.ports[0].place?.file == "Tests/WiringCaptureTests/ShopFixture.swift")
            #expect(cart.ports[1].place == nil)

            let logging = try #require(snapshot.node(withID: "\(storeFront)/WiringCaptureTests.LoggingBoundary"))
            #expect(logging.ports == [Port(name: "logger", type: "WiringCaptureTests.Logger", origin: .stored)])

            let plugin = try #require(snapshot.node(withID: "\(storeFront)/WiringCaptureTests.CatalogBoundary.Storage"))
            #expect(plugin.ports == [Port(name: "productStore", type: "WiringCaptureTests.ProductStore", origin: .stored)])

            // Ports made inside makePlugin() belong to the plugin, not the adapter.
            let adapter = try #require(snapshot.node(withID: "\(storeFront)/WiringCaptureTests.DatabaseAdapter"))
            #expect(adapter.ports.isEmpty)
        }

        @Test func captureRunsNoFactoryAndTouchesNoLazyVar() throws {
            let app = runShop()
            let before = shopCounter.all
            let cartRecord = try #require(
                BoundaryInspection.record(of: app.inspectedBoundary).children.first { $0.typeName.hasSuffix("CartBoundary") })
            let storageBefore = lazyStorage(of: try #require(cartRecord.instance))

            _ = GraphSnapshot.capture(app)
            _ = GraphSnapshot.capture(app as Any)

            #expect(shopCounter.all == before)
            #expect(lazyStorage(of: try #require(cartRecord.instance)) == storageBefore)
            #expect(storageBefore == ["cart": true, "wishlist": false])
        }

        @Test func capturingTwiceGivesIdenticalBytes() {
            let app = runShop()
            let first = GraphSnapshot.capture(app).jsonData()
            let second = GraphSnapshot.capture(app).jsonData()
            #expect(first == second)
            // A second app built the same way gets the same ids and the same document.
            #expect(GraphSnapshot.capture(runShop()).jsonData() == first)
        }

        @Test func snapshotRoundTripsThroughAFile() throws {
            let snapshot = GraphSnapshot.capture(runShop())
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("shop-\(UUID().uuidString).wiring.json")
            defer { try? FileManager.default.removeItem(at: url) }
            try snapshot.write(to: url)
            #expect(try GraphSnapshot(contentsOf: url) == snapshot)
        }

        @Test func capturingBelowTheRootKeepsTheSameIDs() throws {
            let app = runShop()
            let whole = GraphSnapshot.capture(app)
            let record = BoundaryInspection.record(of: app.inspectedBoundary)
            let storeFrontRecord = try #require(record.children.first { $0.typeName.hasSuffix("StoreFront") })
            let part = GraphSnapshot.capture(try #require(storeFrontRecord.instance) as Any)
            #expect(part.nodes.isEmpty == false)
            for node in part.nodes {
                #expect(whole.node(withID: node.id) != nil, "\(node.id) is not an id of the whole graph")
            }
            // The captured container has no parent inside the part.
            #expect(part.node(withID: storeFront)?.parent == nil)
        }

        private func short(_ id: String) -> String {
            String(id.split(separator: "/").last!.dropFirst("WiringCaptureTests.".count))
        }

        private func lazyStorage(of boundary: AnyBoundary) -> [String: Bool] {
            var result: [String: Bool] = [:]
            for child in Mirror(reflecting: boundary).children {
                guard let label = child.label, label.hasPrefix("$__lazy_storage_$_") else { continue }
                let isSet = Mirror(reflecting: child.value).children.isEmpty == false
                result[String(label.dropFirst("$__lazy_storage_$_".count))] = isSet
            }
            return result
        }
    }
}
