import WiringProjectModel

/// Specs XcodeGen could not generate as they stand: a file that declares targets (or includes
/// specs) but has no `name` (or one that is not a string: a template's `{{App-Name}}`), neither its
/// own nor from a spec it includes, and that no spec read includes. XcodeGen refuses a spec
/// without a name; such a file is usually meant to be included, or to be copied elsewhere (or
/// filled in) before `xcodegen` runs (its `include:` and `sources:` paths then name nothing beside
/// it). What it leaves out is said, never dropped in silence.
enum XcodeGenUnnamedSpecs {
    /// Whether a loaded file declares an XcodeGen project but names none: no `name`, and targets
    /// written as a mapping or includes that name spec files.
    static func isUnnamedSpec(_ spec: SpecValue) -> Bool {
        guard spec["name"]?.string == nil, spec["jobs"] == nil else { return false }
        if spec["targets"]?.isMapping == true { return true }
        let includes = spec["include"]?.elements ?? []
        return !includes.isEmpty && includes.allSatisfy { include in
            let path = (include.isMapping ? include["path"]?.string : include.string) ?? ""
            return [".yml", ".yaml", ".json"].contains { path.lowercased().hasSuffix($0) }
        }
    }

    /// What an unnamed spec no other spec includes leaves out: what its includes and sources do not
    /// give (as for a named spec), and one line naming the targets not read.
    static func findings(of spec: SpecValue, file: String, listing: TreeListing, notRead: [ProjectFinding]) -> [ProjectFinding] {
        let (project, found) = XcodeGenReader.project(of: spec, file: file, listing: listing, notRead: notRead)
        let targets = project.targets.map(\.name)
        let left = targets.isEmpty
            ? "what it declares is left out"
            : "its target\(targets.count == 1 ? "" : "s") \(shown(targets)) \(targets.count == 1 ? "is" : "are") left out"
        let unnamed: ProjectFinding
        if let name = spec["name"], name.place.place.file == file {
            // `name: {{App-Name}}`: a placeholder YAML reads as a mapping, where XcodeGen wants a string.
            let hint = name.isMapping ? " (YAML reads '{{…}}' as a mapping: a template's placeholder?)" : ""
            unnamed = ProjectFinding(
                .notRead, at: name.place.place,
                "the spec's name is not a string\(hint), so XcodeGen cannot generate it as it stands; \(left)")
        } else {
            // The place is the spec's own: its targets may all come from the specs it includes.
            let own = spec["targets"].map(\.place.place).flatMap { $0.file == file ? $0 : nil }
            unnamed = ProjectFinding(
                .notRead, at: own ?? ProjectPlace(file: file, line: 1),
                "the spec has no name, neither its own nor from a spec it includes, and no spec read includes it, "
                    + "so XcodeGen cannot generate it as it stands; \(left)")
        }
        return (project.notRead + found + [unnamed]).sorted()
    }

    /// Up to four names, quoted, and an ellipsis for the rest.
    private static func shown(_ names: [String]) -> String {
        names.prefix(4).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 4 ? ", … (\(names.count) in all)" : "")
    }

    /// A note for a path resolved from a spec's folder that is not on disk when the same path,
    /// read from the tree's root, is: XcodeGen resolves it from the spec's folder only.
    static func rootNote(written: String, resolved: String, listing: TreeListing) -> String {
        guard written != resolved, !written.hasPrefix("/"), !written.hasPrefix(".."),
              let fromRoot = ProjectPath.join("", written), fromRoot != resolved,
              DescriptionFile.isFile(listing.absolute(fromRoot)) || DescriptionFile.isFolder(listing.absolute(fromRoot))
        else { return "" }
        return " ('\(written)' is read from the spec's folder, as XcodeGen reads it; the tree has '\(fromRoot)' at its root: "
            + "is the spec copied there before xcodegen runs?)"
    }
}
