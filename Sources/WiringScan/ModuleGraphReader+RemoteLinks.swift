import WiringModel
import WiringProjects

extension ModuleGraphReader {
    /// The products of remote packages (those the checkout does not hold) that each module links,
    /// for naming the package an import of a module no node is likely comes from.
    struct RemoteLinks {
        /// A package an importer links a product of, named as the likely home of a module.
        struct Link: Equatable {
            /// The package's identity (`firebase-ios-sdk`).
            let package: String
            /// The name of an importing module that links a product of it.
            let importer: String
            /// The product it links.
            let product: String
        }

        /// Per importing module id, the links it has to remote packages' products.
        private let links: [String: [Link]]

        /// - Parameters:
        ///   - remote: The package nodes of remote packages.
        ///   - nodes: The graph's nodes (modules and the product nodes inside packages).
        ///   - edges: The graph's edges; only `depends` edges to products of `remote` count.
        init(remote: [Node], nodes: [Node], edges: [Edge]) {
            let identities = Dictionary(remote.map { ($0.id, $0.type) }, uniquingKeysWith: { first, _ in first })
            let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            var links: [String: [Link]] = [:]
            for edge in edges where edge.kind == .depends {
                guard let product = byID[edge.to], let parent = product.parent, let package = identities[parent],
                      let importer = byID[edge.from]
                else { continue }
                links[edge.from, default: []].append(Link(package: package, importer: importer.type, product: product.type))
            }
            self.links = links
        }

        /// The remote package, among those a module of `importers` links a product of, that `module` is
        /// named like a product of (`PackageNames`: `FirebaseCore` of `firebase-ios-sdk`), with the first
        /// importer and product by name; `nil` when none fits.
        func likelyPackage(of module: String, importers: Set<String>) -> Link? {
            let candidates = importers.flatMap { links[$0] ?? [] }
            guard let identity = PackageNames.bestFit(module, among: Array(Set(candidates.map(\.package))).sorted()) else { return nil }
            return candidates.filter { $0.package == identity }.min { ($0.importer, $0.product) < ($1.importer, $1.product) }
        }
    }
}
