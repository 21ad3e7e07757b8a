/// The node ids of targets' modules, unique across their owners (packages and projects).
///
/// A target's module is `module:<target>` when no other owner has a target of that name, else
/// `module:<owner>/<target>`, `<owner>` being the owner's id without its kind (`damus` of
/// `package:damus`); when two owners of the name are the same without their kinds (a package
/// `damus` and an Xcode project `damus` over one folder), each is named by its whole id
/// (`module:package:damus/damus`, `module:project:damus/damus`), so two targets are never one node.
public enum ModuleIDNaming {
    /// The id of each target, in the order given.
    ///
    /// - Parameter targets: Each target's owner id (`package:…`, `project:…`) and name.
    public static func ids(_ targets: [(owner: String, target: String)]) -> [String] {
        var owners: [String: Set<String>] = [:]
        for entry in targets { owners[entry.target, default: []].insert(entry.owner) }
        return targets.map { entry in
            guard let named = owners[entry.target], named.count > 1 else { return "module:" + entry.target }
            let short = qualifier(entry.owner)
            let shared = named.contains { $0 != entry.owner && qualifier($0) == short }
            return "module:" + (shared ? entry.owner : short) + "/" + entry.target
        }
    }

    /// An owner's id without its kind: `package:foo` gives `foo`.
    public static func qualifier(_ owner: String) -> String {
        guard let colon = owner.firstIndex(of: ":") else { return owner }
        return String(owner[owner.index(after: colon)...])
    }
}
