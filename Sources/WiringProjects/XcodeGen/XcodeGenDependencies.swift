import WiringProjectModel

/// What a target of an XcodeGen spec depends on, from its `dependencies:`: other targets (also of a
/// project reference, `Other/Target`), frameworks (also Carthage's), SDK frameworks and package
/// products.
struct XcodeGenDependencies {
    /// The spec's packages by the name it gives them: identity, folder or URL.
    let packages: [String: PackageReference]

    /// Reads the spec's packages.
    ///
    /// - Parameters:
    ///   - spec: The merged spec.
    ///   - folder: The folder of the project's own spec (relative to the tree's root): a package's
    ///     `path:` is relative to it, also in an included spec, which XcodeGen does not rebase
    ///     `packages:` for.
    init(spec: SpecValue, folder projectFolder: String) {
        var packages: [String: PackageReference] = [:]
        for (name, value) in spec["packages"]?.pairs ?? [] {
            let place = value.place.place
            if let path = value["path"]?.string {
                let folder = ProjectPath.join(projectFolder, path)
                packages[name] = PackageReference(identity: PackageReference.identity(of: path), folder: folder, place: place)
            } else if let url = value["url"]?.string ?? value["github"]?.string.map({ "https://github.com/" + $0 }) {
                packages[name] = PackageReference(identity: PackageReference.identity(of: url), url: url, place: place)
            } else {
                packages[name] = PackageReference(identity: name.lowercased(), place: place)
            }
        }
        // The older `localPackages:` list: folders.
        for entry in spec["localPackages"]?.elements ?? [] {
            guard let path = entry.string else { continue }
            let name = ProjectPath.name(path)
            packages[name] = PackageReference(
                identity: PackageReference.identity(of: path), folder: ProjectPath.join(entry.place.base, path), place: entry.place.place)
        }
        self.packages = packages
    }

    /// A target's dependencies, and what of them was not read.
    func dependencies(of target: SpecValue) -> (dependencies: [TargetDependency], notRead: [ProjectFinding]) {
        var dependencies: [TargetDependency] = []
        var notRead: [ProjectFinding] = []
        for entry in target["dependencies"]?.elements ?? [] {
            let place = entry.place.place
            let platforms = Self.platforms(of: entry)
            if let name = entry["target"]?.string {
                let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
                if parts.count == 2 {
                    dependencies.append(TargetDependency(kind: .target, name: parts[1], package: parts[0], platforms: platforms, place: place))
                } else {
                    dependencies.append(TargetDependency(kind: .target, name: name, platforms: platforms, place: place))
                }
            } else if let path = entry["framework"]?.string ?? entry["carthage"]?.string {
                dependencies.append(TargetDependency(kind: .framework, name: Self.frameworkName(path), platforms: platforms, place: place))
            } else if let sdk = entry["sdk"]?.string {
                dependencies.append(TargetDependency(kind: .sdk, name: Self.frameworkName(sdk), platforms: platforms, place: place))
            } else if let package = entry["package"]?.string {
                let products = entry["products"]?.strings ?? entry["product"].map { [$0.string ?? package] } ?? [package]
                let identity = packages[package]?.identity
                if identity == nil {
                    notRead.append(ProjectFinding(.notRead, at: place, "the package '\(package)' is not among the spec's packages; its products are taken from the package of that name"))
                }
                for product in products {
                    dependencies.append(TargetDependency(
                        kind: .package, name: product, package: identity ?? package.lowercased(), platforms: platforms, place: place))
                }
            } else if entry["bundle"] != nil {
                continue  // a resource bundle copied in: no module
            } else {
                notRead.append(ProjectFinding(.notRead, at: place, "a dependency of an unknown kind was not read"))
            }
        }
        return (dependencies, notRead)
    }

    /// The packages the targets of a spec link by `package:` that its `packages:` do not declare, sorted.
    func undeclaredPackages(in spec: SpecValue) -> [String] {
        var names: Set<String> = []
        for (_, target) in XcodeGenTemplates.targets(of: spec) where target.isMapping {
            for entry in target["dependencies"]?.elements ?? [] {
                if let package = entry["package"]?.string, packages[package] == nil { names.insert(package) }
            }
        }
        return names.sorted()
    }

    /// `Alamofire.framework`, `Carthage/Build/iOS/Kit.xcframework` → `Alamofire`, `Kit`.
    static func frameworkName(_ path: String) -> String {
        var name = ProjectPath.name(path)
        for suffix in [".xcframework", ".framework", ".tbd", ".dylib", ".a"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        if name.hasPrefix("lib"), path.hasSuffix(".a") || path.hasSuffix(".tbd") || path.hasSuffix(".dylib") { name.removeFirst(3) }
        return name
    }

    /// The platforms a dependency is limited to, as SwiftPM names them.
    static func platforms(of entry: SpecValue) -> [String] {
        var names: [String] = []
        if let filter = entry["platformFilter"]?.string?.lowercased(), filter != "all" { names.append(filter) }
        names += (entry["destinationFilters"]?.strings ?? []) + (entry["platforms"]?.strings ?? [])
        var seen: Set<String> = []
        return names.map { $0.lowercased() }.filter { seen.insert($0).inserted }
    }
}
