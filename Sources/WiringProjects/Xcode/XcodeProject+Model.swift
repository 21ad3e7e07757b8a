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
        // Every native target is a module of the graph, whatever it compiles: one of resources or
        // Objective-C only too, with what it declares.
        let targets = targets.map { target in
            WiringProjectModel.Target(
                name: target.name, moduleName: target.moduleName, product: ProductType(rawValue: target.productType),
                place: place(target.line), files: target.sourceFiles.map(relative).filter { !$0.hasPrefix("../") },
                compilesSwift: target.compilesSwift,
                dependencies: target.dependencies.map { dependency -> TargetDependency in
                    let kind: TargetDependency.Kind = switch dependency.kind {
                    case .target: .target
                    case .framework: .framework
                    case .prebuilt: .prebuilt
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
                // Which configuration a build uses is the scheme's choice: a define of any of them is in some builds.
                defines: Dictionary((target.defines + target.anyDefines).map { ($0, false) }) { first, _ in first },
                platforms: target.platforms)
        }
        let packages = localPackages.map { PackageReference(identity: PackageReference.identity(of: $0.folder), folder: relative($0.folder), place: place($0.line)) }
            + remotePackages.map { PackageReference(identity: $0.identity, url: $0.url, place: place($0.line)) }
        return WiringProjectModel.Project(
            kind: .xcode, name: name, id: "project:" + name, folder: folder == "" ? "" : folder, file: file, targets: targets,
            packages: packages, listsFiles: true,
            notRead: notRead.filter { !$0.missing }.map { problem in
                ProjectFinding(.notRead, at: problem.file.map { ProjectPlace(absolute: $0, line: problem.line, root: root) } ?? place(problem.line), problem.message(root: root))
            },
            shownPath: SourceLayout.parent(of: file), conventions: .xcode)
    }
}

extension XcodeProject {
    /// What the project could not say, as the module graph says it (paths relative to `root`):
    /// each part not read, at the line that names it (in `project.pbxproj`, or an `.xcconfig`'s
    /// `#include`), and one line for the files it names that are not on disk, which leave the project
    /// complete, at the place of the first (one that an `#include` names elsewhere shown with the
    /// place of that line); `outside` for what lies outside the tree or is not on disk.
    ///
    /// - Parameter root: The absolute folder the paths are relative to.
    package func notReadLines(root: String) -> [(outside: Bool, file: String, line: Int, message: String)] {
        let projectFile = SourceLayout.relative(self.file, to: root)
        let file = { (problem: Problem) in problem.file.map { SourceLayout.relative($0, to: root) } ?? projectFile }
        var lines = notRead.filter { !$0.missing }.map { problem in
            (outside: problem.outside, file: file(problem), line: problem.line, message: problem.message(root: root) + "; the module graph is incomplete")
        }
        let missing = notRead.filter(\.missing).sorted()
        if let first = missing.first {
            var seen: Set<String> = []
            let paths = missing.filter { seen.insert($0.text).inserted }.map { problem in
                problem.file == nil || (problem.file, problem.line) == (first.file, first.line) ? "'\(problem.text)'" : "'\(problem.text)' (named at \(file(problem)):\(problem.line))"
            }
            let shown = paths.shortList
            lines.append((
                outside: true, file: file(first), line: first.line,
                message: "\(paths.count) file\(paths.count == 1 ? "" : "s") the project names \(paths.count == 1 ? "is" : "are") not on disk "
                    + "(generated, or ignored by git?): \(shown); \(paths.count == 1 ? "it was" : "they were") left out"))
        }
        return lines
    }
}
