extension GroupTree {
    /// Gives folders of one group that would be captioned alike (six `UseCases` folders of one
    /// assembly, each in its feature's folder) the part of their paths that tells them apart:
    /// `Vote/UseCases`, `Profile/…/UseCases`. The words the paths share before and after are left out;
    /// a folder whose path has no part of its own keeps the last shared word before its name.
    mutating func distinguishFolderTitles() {
        for parent in groups.indices {
            var byTitle: [String: [Int]] = [:]
            for child in groups[parent].children where groups[child].kind == .folder {
                byTitle[groups[child].title, default: []].append(child)
            }
            for (title, alike) in byTitle where alike.count > 1 {
                let paths = alike.map { Self.folderPath(of: groups[$0].id) }
                let shortest = paths.map(\.count).min() ?? 0
                var prefix = 0
                while prefix < shortest && paths.allSatisfy({ $0[prefix] == paths[0][prefix] }) { prefix += 1 }
                var suffix = 0
                while suffix < shortest - prefix && paths.allSatisfy({ $0[$0.count - 1 - suffix] == paths[0][paths[0].count - 1 - suffix] }) {
                    suffix += 1
                }
                var titles: [String] = []
                for path in paths {
                    var own = Array(path[prefix..<(path.count - suffix)])
                    if own.isEmpty, prefix > 0 { own = [path[prefix - 1]] }
                    guard !own.isEmpty else {
                        titles.append(title)
                        continue
                    }
                    // The name itself follows what tells it apart, with `…` for the shared folders between.
                    let head = own.joined(separator: "/")
                    switch suffix {
                    case 0: titles.append(own.last == title ? head : head + "/" + title)
                    case 1: titles.append(head + "/" + title)
                    default: titles.append(head + "/…/" + title)
                    }
                }
                // Told apart only when every new title differs.
                guard Set(titles).count == titles.count else { continue }
                for (child, newTitle) in zip(alike, titles) { groups[child].title = newTitle }
            }
        }
    }

    /// The folders of a folder group's id (`folder:` then the group it is in and its path), outermost first.
    static func folderPath(of id: String) -> [String] {
        let path = id.hasPrefix("folder:") ? id.dropFirst("folder:".count) : Substring(id)
        return path.split(separator: "/").map(String.init)
    }
}
