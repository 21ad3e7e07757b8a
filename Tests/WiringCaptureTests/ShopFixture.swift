import Boundaries
import Foundation
import Testing

/// Counts what app code runs, so tests can prove capture runs none of it.
final class RunCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func hit(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
    func count(_ name: String) -> Int { lock.withLock { counts[name, default: 0] } }
    var all: [String: Int] { lock.withLock { counts } }
}

let shopCounter = RunCounter()

/// The suites that build the shop app and read `shopCounter` run one test at a time: a test that
/// compares the counts before and after a capture must not count another test's use of its own app.
@Suite(.serialized) enum ShopAppSuites {}

// A shop app: a root with five subboundaries (one of them a container), a
// catalog plugin implemented by a database adapter, Factory ports, stored,
// lazy and computed ports, and a lazy boundary nobody resolves.

final class Product { let name: String; init(name: String) { self.name = name } }
protocol ProductStore: AnyObject { func all() -> [Product] }
final class SQLStore: ProductStore {
    func all() -> [Product] { [Product(name: "lamp")] }
}
final class Catalog {
    let store: ProductStore
    init(store: ProductStore) { self.store = store }
}
final class Cart { var items: [Product] = [] }
final class CheckoutScreen {
    let catalog: Catalog
    let cart: Cart
    init(catalog: Catalog, cart: Cart) { self.catalog = catalog; self.cart = cart }
}
final class ReceiptView { let total: Int; init(total: Int) { self.total = total } }
final class Logger {}

final class CatalogBoundary: Boundary {
    struct Storage: PluginBoundary {
        var productStore: InputPort<ProductStore>
    }
    typealias Dependencies = BoundaryList.Add<Storage>

    var catalog: InputPort<Catalog> {
        shopCounter.hit("catalog")
        return makeInputPort(implementation: Catalog(store: dependencies.productStore))
    }
}

final class DatabaseAdapter: AdapterBoundary {
    typealias PluginAdaptee = CatalogBoundary.Storage
    typealias Dependencies = BoundaryList.Add<LoggingBoundary>

    func makePlugin() -> CatalogBoundary.Storage {
        shopCounter.hit("makePlugin")
        _ = dependencies.logger
        return .init(productStore: makeInputPort(implementation: SQLStore()))
    }
}

final class LoggingBoundary: Boundary {
    // A stored port: made once, after `super.init`, so it is implicitly unwrapped.
    private(set) var logger: InputPort<Logger>!

    required init(internal: Internal) {
        super.init(internal: `internal`)
        logger = makeInputPort(implementation: Logger())
    }
}

final class CheckoutBoundary: Boundary {
    typealias Dependencies = BoundaryList.Add<CatalogBoundary>.Add<CartBoundary>

    var checkout: InputPort<CheckoutScreen> {
        shopCounter.hit("checkout")
        return makeInputPort(implementation: CheckoutScreen(catalog: dependencies.catalog, cart: dependencies.cart))
    }

    var receipt: InputPort<Factory<Int, ReceiptView>> {
        makeInputPort(implementation: Factory { total in ReceiptView(total: total) })
    }
}

final class CartBoundary: Boundary {
    lazy var cart: InputPort<Cart> = {
        shopCounter.hit("lazyCart")
        return makeInputPort(implementation: Cart())
    }()

    lazy var wishlist: InputPort<Cart> = {
        shopCounter.hit("lazyWishlist")
        return makeInputPort(implementation: Cart())
    }()
}

final class AdminBoundary: Boundary {
    typealias Dependencies = BoundaryList.Add<CatalogBoundary>
    var admin: InputPort<Catalog> { makeInputPort(implementation: dependencies.catalog) }
}

final class StoreFront: ContainerBoundary {
    typealias Subboundaries = BoundaryList.Add<CatalogBoundary>.Add<DatabaseAdapter>.Add<LoggingBoundary>

    lazy var logging: LoggingBoundary.Resolved = resolver(for: LoggingBoundary.self).resolved()
    lazy var database: DatabaseAdapter.Resolved = resolver(for: DatabaseAdapter.self).resolve(dependency: logging).resolved()
    lazy var catalogBoundary: CatalogBoundary.Resolved = resolver(for: CatalogBoundary.self).resolve(plugin: database).resolved()

    var catalogs: InputPort<CatalogBoundary.Resolved> { makeInputPort(implementation: catalogBoundary) }
}

final class ShopApp: RootBoundary {
    typealias Subboundaries = BoundaryList
        .Add<StoreFront>.Add<CheckoutBoundary>.Add<CartBoundary>.Add<AdminBoundary>.Add<LoggingBoundary>

    lazy var storeFront: StoreFront.Resolved = resolver(for: StoreFront.self).resolved()
    lazy var cartBoundary: CartBoundary.Resolved = resolver(for: CartBoundary.self).resolved()
    lazy var checkoutBoundary: CheckoutBoundary.Resolved = {
        shopCounter.hit("lazyCheckout")
        return resolver(for: CheckoutBoundary.self)
            .resolve(dependency: cartBoundary)
            .resolve(dependency: storeFront.catalogs)
            .resolved()
    }()
    lazy var admin: AdminBoundary.Resolved = {
        shopCounter.hit("lazyAdmin")
        return resolver(for: AdminBoundary.self).resolve(dependency: storeFront.catalogs).resolved()
    }()
    var logging: LoggingBoundary.Resolved { resolver(for: LoggingBoundary.self).resolved() }

    var checkout: InputPort<CheckoutScreen> { makeInputPort(implementation: checkoutBoundary.checkout) }
    var receipts: InputPort<Factory<Int, ReceiptView>> { makeInputPort(implementation: checkoutBoundary.receipt) }
    var logger: InputPort<Logger> { makeInputPort(implementation: logging.logger) }
}
