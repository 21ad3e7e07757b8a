import Foundation

/// What the module graph needs of a package: read from `Package.swift`'s syntax
/// (`ManifestSyntaxReader`), or as `swift package dump-package` describes it when the user asks
/// for evaluation.
package struct PackageDescription: Sendable {
    /// A target and what it declares.
    package struct Target: Sendable {
        /// The kinds the module graph names, from SwiftPM's target types.
        package var name: String
        /// `library`, `executable`, `test`, `macro`, `plugin`, `system` or `binary`.
        package var kind: String
        /// The folder SwiftPM reads the target from, relative to the package, when written.
        package var path: String?
        /// Files or folders (relative to the target's folder) that are its only sources, when written.
        package var sources: [String]?
        /// Files or folders (relative to the target's folder) left out of its sources.
        package var exclude: [String]
        /// Its declared dependencies, in manifest order.
        package var dependencies: [Dependency]
        /// Conditions defined for its Swift code with `.define`: the name, and whether it is
        /// defined whatever the platform or configuration.
        package var defines: [String: Bool]
        /// The line of `Package.swift` that declares it (1 when not known).
        package var line = 1

        /// Whether the target has a Swift module that other targets import.
        package var hasImportableModule: Bool { !["plugin", "macro", "system", "binary"].contains(kind) }
    }

    /// One entry of a target's `dependencies:`.
    package struct Dependency: Sendable, Hashable {
        /// A target of the same package (`.target(name:)`), a product of another (`.product`), or
        /// either (a plain string, `.byName`).
        package enum Form: String, Sendable { case target, product, byName }
        package var form: Form
        package var name: String
        /// The package identity of a product, when written.
        package var package: String?
        /// The platforms it is limited to, when it has a condition.
        package var platforms: [String]
        /// The line of `Package.swift` that names it (the target's line when it comes from a variable).
        package var line = 1
    }

    /// A package this one depends on.
    package struct PackageDependency: Sendable {
        package var identity: String
        /// The absolute folder of a package named by path.
        package var path: String?
        /// The URL of a package fetched by SwiftPM.
        package var url: String?
        /// The name written with `name:` (`.package(name: "Purchases", url: …/purchases-ios)`, SwiftPM
        /// 5.2 to 5.5), which the manifest's plain product names and `.product(name:package:)` refer to.
        package var name: String?
        /// The line of `Package.swift` that names it.
        package var line = 1
    }

    /// A product another package offers.
    package struct Product: Sendable {
        package var name: String
        package var targets: [String]
    }

    package var name: String
    package var targets: [Target]
    package var dependencies: [PackageDependency]
    package var products: [Product]
    /// What of the manifest could not be read, each with its line: the description lacks it.
    package var notRead: [(line: Int, text: String)] = []
    /// Values the manifest computes with what the interpreter does not model (a library method or
    /// initializer), carried whole: each said once with its line; the description lacks nothing.
    package var notComputed: [(line: Int, text: String)] = []

    package init(name: String, targets: [Target], dependencies: [PackageDependency], products: [Product]) {
        self.name = name
        self.targets = targets
        self.dependencies = dependencies
        self.products = products
    }

    /// Takes the lines of another description of the same manifest (its syntax) for the targets
    /// and dependencies both name.
    package mutating func takeLines(from written: PackageDescription) {
        let targetsByName = Dictionary(written.targets.map { ($0.name, $0) }) { first, _ in first }
        for index in targets.indices {
            guard let source = targetsByName[targets[index].name] else { continue }
            targets[index].line = source.line
            for dependency in targets[index].dependencies.indices {
                let name = targets[index].dependencies[dependency].name
                targets[index].dependencies[dependency].line = source.dependencies.first { $0.name == name }?.line ?? source.line
            }
        }
    }

    /// Reads the JSON object `dump-package` prints.
    ///
    /// - Parameter json: The object.
    /// - Returns: The description, or `nil` when the object is not a package description.
    package init?(json: [String: Any]) {
        guard let name = json["name"] as? String, let targets = json["targets"] as? [[String: Any]] else { return nil }
        self.name = name
        self.targets = targets.compactMap(Self.target)
        dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap(Self.packageDependency)
        products = (json["products"] as? [[String: Any]] ?? []).compactMap { product in
            guard let name = product["name"] as? String else { return nil }
            return Product(name: name, targets: product["targets"] as? [String] ?? [])
        }
    }

    /// SwiftPM's target type of each PackageDescription call that declares a target (`.testTarget` → `test`).
    package static let targetTypes = ManifestVocabulary.packageDescription.targetTypes

    /// The module graph's kind of each SwiftPM target type.
    package static let kinds = [
        "regular": "library", "executable": "executable", "test": "test", "macro": "macro",
        "plugin": "plugin", "system": "system", "binary": "binary",
    ]

    private static func target(_ json: [String: Any]) -> Target? {
        guard let name = json["name"] as? String else { return nil }
        var defines: [String: Bool] = [:]
        for setting in json["settings"] as? [[String: Any]] ?? [] where setting["tool"] as? String == "swift" {
            // `"define": "X"`, or `"define": {"_0": "X"}` as SwiftPM 6 prints it.
            guard let kind = setting["kind"] as? [String: Any],
                  let defined = kind["define"] as? String ?? (kind["define"] as? [String: Any])?["_0"] as? String
            else { continue }
            let always = setting["condition"] == nil || setting["condition"] is NSNull
            defines[defined] = (defines[defined] ?? false) || always
        }
        return Target(
            name: name, kind: kinds[json["type"] as? String ?? ""] ?? (json["type"] as? String ?? "library"),
            path: json["path"] as? String, sources: json["sources"] as? [String],
            exclude: json["exclude"] as? [String] ?? [],
            dependencies: (json["dependencies"] as? [[String: Any]] ?? []).compactMap(dependency),
            defines: defines)
    }

    private static func dependency(_ json: [String: Any]) -> Dependency? {
        for form in [Dependency.Form.target, .product, .byName] {
            guard let values = json[form.rawValue] as? [Any], let name = values.first as? String else { continue }
            let condition = (form == .product ? values.dropFirst(3).first : values.dropFirst().first) as? [String: Any]
            let platforms = condition?["platformNames"] as? [String] ?? []
            let package = form == .product ? values.dropFirst().first as? String : nil
            return Dependency(form: form, name: name, package: package, platforms: platforms)
        }
        return nil
    }

    private static func packageDependency(_ json: [String: Any]) -> PackageDependency? {
        if let entry = (json["fileSystem"] as? [[String: Any]])?.first, let identity = entry["identity"] as? String {
            return PackageDependency(identity: identity, path: entry["path"] as? String, url: nil)
        }
        if let entry = (json["sourceControl"] as? [[String: Any]])?.first, let identity = entry["identity"] as? String {
            let location = entry["location"] as? [String: Any]
            let remote = (location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String
            // A package in a local git repository is still checked out by SwiftPM: it has no folder here.
            let local = (location?["local"] as? [String])?.first
            var dependency = PackageDependency(identity: identity, path: nil, url: remote ?? local)
            dependency.name = entry["nameForTargetDependencyResolutionOnly"] as? String
            return dependency
        }
        if let entry = (json["registry"] as? [[String: Any]])?.first, let identity = entry["identity"] as? String {
            return PackageDependency(identity: identity, path: nil, url: nil)
        }
        return nil
    }
}
