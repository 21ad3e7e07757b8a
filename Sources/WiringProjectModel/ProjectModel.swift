/// How a tree is built: every build description read in it, and the one answer to "which module
/// is this file in".
///
/// Made by the readers in WiringProjects (`ProjectReader`); paths are relative to `root`.
/// Node ids are unique across the model: a target's module is `module:<target>` when no other
/// project has a target of that name, else `module:<project>/<target>` (see `ModuleIDNaming`); a project is
/// `package:<identity>` or `project:<name>`, `project:<folder>` when two share a name.
public struct ProjectModel: Sendable {
    /// The absolute folder every path of the model is relative to.
    public var root: String
    /// The projects, in the order they were found (by folder, then kind).
    public private(set) var projects: [Project]
    /// What was found about the descriptions: parts not read, files missing, files not compiled.
    public var findings: [ProjectFinding]
    /// Swift files in the tree that no target compiles, where the projects say what compiles; sorted.
    public var notCompiled: [String]

    private var memberships: [String: ModuleMembership] = [:]

    /// Makes a model of projects, giving their targets and themselves unique ids.
    ///
    /// - Parameters:
    ///   - root: The absolute folder paths are relative to.
    ///   - projects: The projects read.
    ///   - findings: What the readers found.
    ///   - notCompiled: Swift files no target compiles.
    public init(root: String, projects: [Project], findings: [ProjectFinding] = [], notCompiled: [String] = []) {
        self.root = root
        self.projects = Self.identified(projects)
        self.findings = findings.sorted()
        self.notCompiled = notCompiled.sorted()
        memberships = Self.memberships(of: self.projects)
    }

    /// The module a file is compiled into, and its role; `nil` when no project compiles it.
    ///
    /// A file several targets compile is in the first target that ships (in project order), else
    /// the first test target; its role is `app` when a shipping target compiles it, `development`
    /// when one compiles it only as a development asset, else `test`.
    ///
    /// - Parameter file: The file's path relative to `root`.
    public func module(of file: String) -> ModuleMembership? {
        memberships[file]
    }

    /// Every file a target compiles, with its membership, sorted by path.
    public var files: [(file: String, membership: ModuleMembership)] {
        memberships.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The target with a module id, and its project.
    public func target(id: String) -> (project: Project, target: Target)? {
        for project in projects {
            if let target = project.targets.first(where: { $0.id == id }) { return (project, target) }
        }
        return nil
    }

    /// Projects with unique ids, and targets with unique module ids.
    private static func identified(_ projects: [Project]) -> [Project] {
        var projects = projects
        var projectCounts: [String: Int] = [:]
        for project in projects { projectCounts[project.id, default: 0] += 1 }
        for index in projects.indices where (projectCounts[projects[index].id] ?? 0) > 1 {
            let prefix = projects[index].id.prefix { $0 != ":" }
            let folder = projects[index].folder.isEmpty ? "." : projects[index].folder
            switch projects[index].kind {
            case .package: projects[index].id = prefix + ":" + folder
            // The `.xcodeproj` folder, as the scan has always named a project that shares its name.
            case .xcode: projects[index].id = prefix + ":" + String(projects[index].file.dropLast("/project.pbxproj".count))
            default: projects[index].id = prefix + ":" + projects[index].file
            }
        }
        let places = projects.indices.flatMap { index in projects[index].targets.indices.map { (index, $0) } }
        let ids = ModuleIDNaming.ids(places.map { (projects[$0.0].id, projects[$0.0].targets[$0.1].name) })
        for (place, id) in zip(places, ids) { projects[place.0].targets[place.1].id = id }
        return projects
    }

    /// The application targets that exist to host UI tests, not to ship: a UI-testing target depends
    /// on each, and each is named after that target (`AppUITests-App` for `AppUITests`). Their files
    /// are test code. An app that merely depends on another app is not one: a shipping app depends on
    /// the watch app or App Clip it embeds.
    static func uiTestHosts(in project: Project) -> Set<String> {
        var hosts: Set<String> = []
        for test in project.targets where test.product == .uiTest {
            for dependency in test.dependencies where dependency.kind == .target && dependency.package == nil {
                guard let host = project.targets.first(where: { $0.name == dependency.name && $0.product == .app }) else { continue }
                if host.name.hasPrefix(test.name) { hosts.insert(host.name) }
            }
        }
        return hosts
    }

    /// Each compiled file's membership.
    private static func memberships(of projects: [Project]) -> [String: ModuleMembership] {
        var shipped: [String: ModuleMembership] = [:]
        var development: [String: ModuleMembership] = [:]
        var tested: [String: ModuleMembership] = [:]
        for project in projects {
            let hosts = uiTestHosts(in: project)
            for target in project.targets {
                let developmentFiles = Set(target.developmentFiles)
                for file in target.files {
                    if target.product.isTest || hosts.contains(target.name) {
                        if tested[file] == nil {
                            tested[file] = ModuleMembership(
                                moduleName: target.moduleName, moduleID: target.id, projectID: project.id, role: .test,
                                product: target.product, runsApartFromApp: target.runsApartFromApp)
                        }
                    } else if developmentFiles.contains(file) {
                        if development[file] == nil {
                            development[file] = ModuleMembership(
                                moduleName: target.moduleName, moduleID: target.id, projectID: project.id, role: .development,
                                product: target.product, runsApartFromApp: target.runsApartFromApp)
                        }
                    } else if shipped[file] == nil {
                        shipped[file] = ModuleMembership(
                            moduleName: target.moduleName, moduleID: target.id, projectID: project.id, role: .app,
                            product: target.product, runsApartFromApp: target.runsApartFromApp)
                    }
                }
            }
        }
        return shipped.merging(development) { first, _ in first }.merging(tested) { first, _ in first }
    }
}
