import WiringProjectModel

/// What `.external(name:)` names in the projects of one Tuist root: the packages its
/// `Tuist/Package.swift` (Tuist 4, a SwiftPM manifest), `Tuist/Dependencies.swift` (Tuist 3,
/// `SwiftPackageManagerDependencies`, and its Carthage frameworks) or, without either (or with a `Dependencies.swift` that
/// declares no package, which Tuist 4 does not read), the root's own `Package.swift` (which Tuist 4
/// also takes as its dependency file) declares, read without running anything.
///
/// A remote package's products are not on disk, so an external name is matched to a package by
/// SwiftPM's naming habits (`PackageNames`); a local package's products are read from its manifest.
struct TuistExternals {
    /// A package the file declares.
    struct Package {
        var reference: PackageReference
        /// The products its manifest declares (a local package read), else empty.
        var products: [String]
    }

    /// What a name resolves to.
    enum Resolution: Equatable {
        /// A product of this package (its identity).
        case package(String)
        /// Of this package (its identity) by its name alone, as a product of the family the
        /// package's name starts (`RxCocoa` of `RxSwift`): a guess, said where it is placed.
        case family(String)
        /// Written in the file (in `productTypes:`, say) but in no package the file names.
        case named
        /// Not in the file at all.
        case unknown
    }

    /// The file read (relative to the tree's root), or `nil` when the root has neither.
    private(set) var file: String?
    private(set) var packages: [Package] = []
    private(set) var notRead: [ProjectFinding] = []
    private var text = ""

    /// The manifests of the tree's packages, read already.
    private let manifests: PackageReadings

    init(root: String, listing: TreeListing, packages manifests: PackageReadings = PackageReadings()) {
        self.manifests = manifests
        let tuist = ProjectPath.join(root, "Tuist") ?? "Tuist"
        let package = ProjectPath.join(tuist, "Package.swift") ?? "Tuist/Package.swift"
        let dependencies = ProjectPath.join(tuist, "Dependencies.swift") ?? "Tuist/Dependencies.swift"
        if DescriptionFile.isFile(listing.absolute(package)) {
            file = package
            readPackage(package, listing: listing)
        } else {
            var frameworks: [Package] = []
            if DescriptionFile.isFile(listing.absolute(dependencies)) {
                file = dependencies
                frameworks = readDependencies(dependencies, listing: listing)
            }
            // Tuist 4 reads no Dependencies.swift: one that declares no package is left for the root's Package.swift.
            if packages.isEmpty, let rootPackage = ProjectPath.join(root, "Package.swift"), DescriptionFile.isFile(listing.absolute(rootPackage)) {
                file = rootPackage
                notRead = []
                frameworks = []
                readPackage(rootPackage, listing: listing)
            }
            packages += frameworks
        }
        if let file, case .text(let read) = DescriptionFile.contents(listing.absolute(file), limit: TuistReader.maxBytes) { text = read }
    }

    /// The package an external name is a product of.
    func resolve(_ name: String) -> Resolution {
        if let local = packages.first(where: { $0.products.contains(name) }) { return .package(local.reference.identity) }
        let unread = packages.filter(\.products.isEmpty).map(\.reference.identity)
        if let identity = PackageNames.bestFit(name, among: unread) {
            return PackageNames.fitsByFamilyOnly(name, among: unread) ? .family(identity) : .package(identity)
        }
        return text.contains("\"" + name + "\"") ? .named : .unknown
    }

    /// The packages the file declares.
    var declared: [PackageReference] { packages.map(\.reference) }

    /// The reference of a package by identity.
    func reference(_ identity: String) -> PackageReference? {
        packages.first { $0.reference.identity == identity }?.reference
    }

    // MARK: Reading

    private mutating func readPackage(_ file: String, listing: TreeListing) {
        switch ManifestSyntaxReader.read(packageAt: listing.absolute(ProjectPath.parent(file))) {
        case .failure(let problem):
            let (line, reason): (Int, String) = switch problem {
            case .unreadable(let reason): (1, reason)
            case .noPackage(let line): (line, "no 'Package(…)' could be read")
            case .notRead(let line, let reason): (line, reason)
            }
            notRead.append(ProjectFinding(.notRead, at: ProjectPlace(file: file, line: line), "the packages '.external(name:)' names are not read: " + reason))
        case .success(let description):
            for part in description.notRead {
                notRead.append(ProjectFinding(.notRead, at: ProjectPlace(file: file, line: part.line), part.text))
            }
            for dependency in description.dependencies {
                let place = ProjectPlace(file: file, line: dependency.line)
                if let url = dependency.url {
                    packages.append(Package(reference: PackageReference(identity: dependency.identity, url: url, place: place), products: []))
                } else if let path = dependency.path {
                    let folder = SourceLayout.relative(path, to: listing.root)
                    guard !folder.hasPrefix("../"), !folder.hasPrefix("/") else {
                        notRead.append(ProjectFinding(.notRead, at: place, "the local package '\(folder)' leaves the scanned folder; it was not read"))
                        continue
                    }
                    var products: [String] = []
                    if case .success(let local) = manifests.read(packageAt: path) { products = local.products.map(\.name) }
                    packages.append(Package(
                        reference: PackageReference(identity: dependency.identity, folder: folder == "." ? "" : folder, place: place),
                        products: products))
                }
            }
        }
    }

    /// Reads Tuist 3's `Dependencies.swift`: its packages into `packages`.
    ///
    /// - Returns: Its Carthage frameworks (`carthage: [.github(path:), .git(path:), .binary(path:)]`),
    ///   each a package of the framework's name with no products, as `.external(name:)` names them.
    private mutating func readDependencies(_ file: String, listing: TreeListing) -> [Package] {
        var findings: [ProjectFinding] = []
        guard let parsed = ParsedManifest.parse(file, listing: listing, lineBase: 0, notRead: &findings) else {
            notRead += findings
            return []
        }
        var frameworks: [Package] = []
        let (interpreter, place) = TuistHelpers.none.interpreter(for: parsed, vocabulary: .dependenciesDescription, allowance: nil)
        switch interpreter.run(parsed.tree) {
        case .notRead(let unknown):
            notRead.append(ProjectFinding(.notRead, at: place(unknown.line), "the packages '.external(name:)' names are not read: " + unknown.reason))
        case .root(let object):
            notRead += TuistHelpers.environmentFindings(of: interpreter, place: place)
            for element in object.list("carthage") ?? [] {
                guard let call = element.object, call.poisoned == nil, ["github", "git", "binary"].contains(call.name),
                      let path = call["path"]?.string ?? call.firstUnlabelled?.string
                else {
                    notRead.append(ProjectFinding(
                        .notRead, at: place(element.object?.line ?? object.line), "a Carthage dependency is not a value the reader knows; left out"))
                    continue
                }
                var identity = PackageReference.identity(of: path)
                if identity.hasSuffix(".json") { identity.removeLast(5) }
                let url = call.name == "github" ? "https://github.com/" + path : path
                frameworks.append(Package(reference: PackageReference(identity: identity, url: url, place: place(call.line)), products: []))
            }
            var elements: [ManifestValue] = []
            switch object["swiftPackageManager"] {
            case .array(let list)?: elements = list
            case .object(let manager)?:
                elements = manager.list("packages") ?? []
                if let list = manager.firstUnlabelled?.array { elements += list }
            default: break
            }
            for element in elements {
                guard let call = element.object, call.poisoned == nil else {
                    notRead.append(ProjectFinding(.notRead, at: place(object.line), "a package of the dependencies is not a value the reader knows; left out"))
                    continue
                }
                if let url = call["url"]?.string {
                    packages.append(Package(
                        reference: PackageReference(identity: PackageReference.identity(of: url), url: url, place: place(call.line)), products: []))
                } else if let written = call["path"]?.string ?? call["path"]?.object?.firstUnlabelled?.string,
                          let folder = ProjectPath.join(ProjectPath.parent(ProjectPath.parent(file)), written) {
                    var products: [String] = []
                    if case .success(let local) = manifests.read(packageAt: listing.absolute(folder)) { products = local.products.map(\.name) }
                    packages.append(Package(
                        reference: PackageReference(identity: PackageReference.identity(of: folder), folder: folder, place: place(call.line)),
                        products: products))
                }
            }
        }
        return frameworks
    }
}
