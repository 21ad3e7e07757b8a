import WiringProjectModel

extension XcodeProject {
    /// The project as the project model holds it, with paths relative to `root`.
    ///
    /// - Parameter root: The absolute folder the model's paths are relative to.
    package func modelProject(root: String) -> WiringProjectModel.Project {
        let relative = { (path: String) in SourceLayout.relative(path, to: root) }
        let file = relative(self.file)
        let folder = relative(SourceLayout.parent(of: self.folder))
        let place = { (line: Int) in ProjectPlace(file: file, line: line) }
        let targets = targets.filter(\.compilesSwift).map { target in
            WiringProjectModel.Target(
                name: target.name, moduleName: target.moduleName, product: ProductType(rawValue: target.productType),
                place: place(target.line), files: target.sourceFiles.map(relative).filter { !$0.hasPrefix("../") },
                compilesSwift: target.compilesSwift,
                dependencies: target.dependencies.map { dependency -> TargetDependency in
                    let kind: TargetDependency.Kind = switch dependency.kind {
                    case .target: .target
                    case .framework: .framework
                    case .package: .package
                    case .embedded: .embedded
                    }
                    let package: String? = switch dependency.package {
                    case .local(let index)?: localPackages.indices.contains(index)
                        ? PackageReference.identity(of: localPackages[index].folder) : nil
                    case .remote(let index)?: remotePackages.indices.contains(index) ? remotePackages[index].identity : nil
                    case nil: dependency.project.map(relative)
                    }
                    return TargetDependency(kind: kind, name: dependency.name, package: package, platforms: dependency.platforms, place: place(dependency.line))
                },
                defines: Dictionary(target.defines.map { ($0, true) } + target.anyDefines.map { ($0, false) }) { first, _ in first })
        }
        let packages = localPackages.map { PackageReference(identity: PackageReference.identity(of: $0.folder), folder: relative($0.folder), place: place($0.line)) }
            + remotePackages.map { PackageReference(identity: $0.identity, url: $0.url, place: place($0.line)) }
        return WiringProjectModel.Project(
            kind: .xcode, name: name, id: "project:" + name, folder: folder == "" ? "" : folder, file: file, targets: targets,
            packages: packages, listsFiles: true,
            notRead: notRead.filter { !$0.missing }.map { ProjectFinding(.notRead, at: place($0.line), $0.text) })
    }
}
