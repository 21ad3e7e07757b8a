/// What a target depends on, from four places in this order: its `dependencies`
/// (`PBXTargetDependency`, directly or through a `PBXContainerItemProxy`), its Frameworks phase
/// (other targets' products, frameworks in the tree, package products), its
/// `packageProductDependencies`, and its Copy Files phases (other targets' products it embeds).
/// Frameworks of the SDK or the developer folder, and package plugins (`plugin:…`), are not
/// dependencies of its code and are left out. Each dependency is kept once (the first place wins).
extension XcodeTargetReader {
    /// A target's dependencies.
    mutating func dependencies(of target: XcodeObjects.Object) -> [XcodeProject.Dependency] {
        var found: [XcodeProject.Dependency] = []
        var seen: Set<String> = []
        /// Keeps a dependency unless the same one is already kept.
        func add(_ dependency: XcodeProject.Dependency?) {
            guard let dependency else { return }
            let package = dependency.package.map { "\($0)" } ?? "-"
            let key = [dependency.kind.rawValue, dependency.name, dependency.project ?? "-", package].joined(separator: "\u{1}")
            if seen.insert(key).inserted { found.append(dependency) }
        }
        for id in objects.list("dependencies", of: target) {
            guard let dependency = objects.follow(id, from: target, "the target") else { continue }
            add(targetDependency(dependency))
        }
        for phase in buildPhases(of: target, isa: "PBXFrameworksBuildPhase") {
            for id in objects.list("files", of: phase) {
                guard let buildFile = objects.follow(id, from: phase, "the Frameworks phase") else { continue }
                add(linked(buildFile))
            }
        }
        for id in objects.list("packageProductDependencies", of: target) {
            add(packageProduct(id, from: target, line: nil, platforms: []))
        }
        for phase in buildPhases(of: target, isa: "PBXCopyFilesBuildPhase") {
            for id in objects.list("files", of: phase) {
                guard let buildFile = objects.follow(id, from: phase, "the Copy Files phase"),
                      let fileID = buildFile.string("fileRef"), let owner = productOwners[fileID]
                else { continue }
                add(XcodeProject.Dependency(
                    kind: .embedded, name: owner.string("name") ?? owner.id, package: nil,
                    platforms: platforms(of: buildFile), line: objects.line(buildFile.id)))
            }
        }
        // A product that names no package beside one of the same name that does is a leftover
        // (of an earlier edit of the project); the one with its package is kept.
        let placed = Set(found.filter { $0.kind == .package && $0.package != nil }.map(\.name))
        return found.filter { $0.kind != .package || $0.package != nil || !placed.contains($0.name) }
    }

    /// A `PBXTargetDependency` as a dependency, or `nil` when it names an aggregate target, a
    /// plugin, or nothing that can be read (with a note).
    private mutating func targetDependency(_ dependency: XcodeObjects.Object) -> XcodeProject.Dependency? {
        let line = objects.line(dependency.id)
        let platforms = self.platforms(of: dependency)
        /// A dependency on a native target of this project (`nil` for another kind of target).
        func onTarget(_ id: String) -> XcodeProject.Dependency? {
            guard let target = objects[id] else { return nil }
            guard target.isa == "PBXNativeTarget" else { return nil }
            return XcodeProject.Dependency(kind: .target, name: target.string("name") ?? id, package: nil, platforms: platforms, line: line)
        }
        if let id = dependency.string("target"), objects[id] != nil { return onTarget(id) }
        if let proxyID = dependency.string("targetProxy") {
            guard let proxy = objects.follow(proxyID, from: dependency, "the target dependency") else { return nil }
            let remote = proxy.string("remoteGlobalIDString") ?? ""
            let portal = proxy.string("containerPortal") ?? ""
            if portal == project.id {
                if objects[remote] == nil {
                    objects.note(line, "the target dependency '\(dependency.id)' names the target '\(remote)', which is not an object in the project; it was left out")
                }
                return onTarget(remote)
            }
            guard let other = objects[portal], let name = proxy.string("remoteInfo"), !name.isEmpty else {
                objects.note(line, "the target dependency '\(dependency.id)' names a target of another project that cannot be found; it was left out")
                return nil
            }
            return XcodeProject.Dependency(
                kind: .target, name: name, package: nil, platforms: platforms, line: line, project: tree.path(of: other))
        }
        if let productID = dependency.string("productRef") {
            return packageProduct(productID, from: dependency, line: line, platforms: platforms)
        }
        if let id = dependency.string("target") {
            objects.note(line, "the target dependency '\(dependency.id)' names '\(id)', which is not an object in the project; it was left out")
        } else {
            objects.note(line, "the target dependency '\(dependency.id)' names no target; it was left out")
        }
        return nil
    }

    /// A build file of a Frameworks phase as a dependency: another target's product, a framework
    /// outside the SDK, or a package product; `nil` for anything else.
    private mutating func linked(_ buildFile: XcodeObjects.Object) -> XcodeProject.Dependency? {
        let line = objects.line(buildFile.id)
        let platforms = self.platforms(of: buildFile)
        if let productID = buildFile.string("productRef") {
            return packageProduct(productID, from: buildFile, line: line, platforms: platforms)
        }
        guard let fileID = buildFile.string("fileRef") else { return nil }
        if let owner = productOwners[fileID] {
            return XcodeProject.Dependency(kind: .framework, name: owner.string("name") ?? owner.id, package: nil, platforms: platforms, line: line)
        }
        guard let file = objects.follow(fileID, from: buildFile, "the build file") else { return nil }
        let path = file.string("path") ?? file.string("name") ?? ""
        let tree = file.string("sourceTree") ?? "<group>"
        guard file.isa == "PBXFileReference" || file.isa == "PBXReferenceProxy",
              tree != "SDKROOT", tree != "DEVELOPER_DIR", !path.contains("/System/Library/") else { return nil }
        let name = XcodePath.lastComponent(path)
        guard file.isa == "PBXReferenceProxy" || name.hasSuffix(".framework") || name.hasSuffix(".xcframework") else { return nil }
        // A file of the tree is prebuilt; one in the build products folder is built by a target, here or elsewhere.
        let kind: XcodeProject.Dependency.Kind = file.isa == "PBXFileReference" && tree != "BUILT_PRODUCTS_DIR" ? .prebuilt : .framework
        return XcodeProject.Dependency(kind: kind, name: XcodePath.dropExtension(name), package: nil, platforms: platforms, line: line)
    }

    /// An `XCSwiftPackageProductDependency` as a dependency, or `nil` for a plugin or an object
    /// that is not one.
    ///
    /// - Parameters:
    ///   - id: The product's id.
    ///   - owner: The object that names it.
    ///   - line: The line to give (the product's own line when `nil`).
    ///   - platforms: The platforms the naming object limits it to.
    private mutating func packageProduct(
        _ id: String, from owner: XcodeObjects.Object, line: Int?, platforms: [String]
    ) -> XcodeProject.Dependency? {
        guard let product = objects.follow(id, from: owner, "the object") else { return nil }
        guard product.isa == "XCSwiftPackageProductDependency" else {
            objects.note(objects.line(owner.id), "'\(owner.id)' names '\(id)' as a package product, but it is a \(product.isa); it was left out")
            return nil
        }
        guard let name = product.string("productName"), !name.isEmpty, !name.hasPrefix("plugin:") else { return nil }
        let package = product.string("package").flatMap {
            packages.package($0, of: product, projectFolder: projectFolder, objects: &objects)
        }
        return XcodeProject.Dependency(
            kind: .package, name: name, package: package, platforms: platforms, line: line ?? objects.line(product.id))
    }

    /// The platforms an object is limited to (`platformFilter`, `platformFilters`), as SwiftPM
    /// names them, sorted.
    private mutating func platforms(of object: XcodeObjects.Object) -> [String] {
        var names = objects.list("platformFilters", of: object)
        if let one = object.string("platformFilter") { names.append(one) }
        return Set(names.map { name in
            switch name.lowercased() {
            case "xros", "visionos": "visionos"
            case "macosx", "osx": "macos"
            case "iphoneos": "ios"
            case "appletvos": "tvos"
            default: name.lowercased()
            }
        }).sorted()
    }
}
