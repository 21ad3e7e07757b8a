import WiringProjectModel

/// Descriptions of a project an XcodeGen spec already describes, left out so each target is read
/// once: another spec of the same name and targets (a copy, such as the JSON `xcodegen dump`
/// writes), and a committed `.xcodeproj` of the spec's name whose targets are all the spec's,
/// generated away from the spec's folder (`xcodegen --project`).
enum XcodeGenCopies {
    /// A description left out, with the line that says why.
    struct Copy: Sendable {
        /// The description's file, relative to the root.
        var file: String
        /// Why it is left out.
        var finding: ProjectFinding
    }

    /// The specs that repeat another's name and targets. Of such specs a YAML one is read before a
    /// JSON one (XcodeGen's own specs are YAML; JSON is what it dumps), then the first by path.
    static func copies(among specs: [Project]) -> [Copy] {
        let ordered = specs.filter { $0.kind == .xcodegen && !$0.targets.isEmpty }.sorted { (rank($0.file), $0.file) < (rank($1.file), $1.file) }
        var kept: [Project] = []
        var copies: [Copy] = []
        for spec in ordered {
            let names = Set(spec.targets.map(\.name))
            guard let original = kept.first(where: { $0.name == spec.name && Set($0.targets.map(\.name)) == names }) else {
                kept.append(spec)
                continue
            }
            copies.append(Copy(file: spec.file, finding: ProjectFinding(
                .unused, at: ProjectPlace(file: spec.file, line: 1),
                "the XcodeGen spec describes the project '\(spec.name)' with the same \(names.count) targets as \(original.file) "
                    + "(a copy, such as 'xcodegen dump' writes?); \(original.file) is read and this spec skipped")))
        }
        return copies
    }

    /// The Xcode projects named `<spec name>.xcodeproj`, outside the spec's folder, whose targets
    /// are all targets of that spec: generated from it, so the spec is read instead.
    static func generated(_ projects: [Project], specs: [Project]) -> [Copy] {
        let specs = specs.filter { $0.kind == .xcodegen }
        return projects.compactMap { project -> Copy? in
            let bundle = ProjectPath.parent(project.file)
            guard project.kind == .xcode, !project.targets.isEmpty, bundle.hasSuffix(".xcodeproj") else { return nil }
            let name = String(ProjectPath.name(bundle).dropLast(".xcodeproj".count))
            guard let spec = specs.first(where: { spec in
                spec.name == name && spec.folder != ProjectPath.parent(bundle)
                    && Set(project.targets.map(\.name)).isSubset(of: Set(spec.targets.map(\.name)))
            }) else { return nil }
            return Copy(file: project.file, finding: ProjectFinding(
                .unused, at: ProjectPlace(file: project.file, line: 1),
                "the Xcode project has the name and targets of the XcodeGen spec \(spec.file), which generates it "
                    + "('xcodegen --project'); the spec is read and the project skipped"))
        }
    }

    /// A YAML spec before a JSON one.
    private static func rank(_ file: String) -> Int {
        file.lowercased().hasSuffix(".json") ? 1 : 0
    }
}
