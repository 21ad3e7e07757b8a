import WiringModel
import WiringProjectModel
import WiringProjects

/// Imports of modules a pod builds under names of their own. A pod whose `Pods/` folder is committed
/// names the frameworks it vendors (`JitsiMeet` of `JitsiMeetSDK`, as the aggregate's frameworks
/// script installs it): an import of one is drawn to the pod. A pod from a spec repository with
/// subspecs (`WLSDK/Core`, `WLSDK/Flights`), whose podspec and module map are not in the checkout, may
/// vendor frameworks no file of the tree names (`WLConfig`, `WLUserInterface`): an import of a name
/// that starts like the pod is not drawn, since nothing in the tree ties it to the pod, and is said,
/// with the pod it may belong to.
extension ModuleGraphReader {
    /// A pod that builds modules named unlike it, or may, with its module node.
    struct PodOfOtherModules: Sendable {
        /// The pod's name.
        var name: String
        /// Its module node.
        var id: String
        /// The frameworks it vendors named unlike it, as the committed `Pods/` folder says.
        var vendored: Set<String>
        /// What `Podfile.lock` lists of it, where, when the tree does not say its modules.
        var subspecs: PodSubspecs?
        /// The lock file, relative to the scanned folder.
        var lockFile: String

        /// The start a module of the pod's would be named with: the pod's name less a word pods wrap it
        /// in (`WL` of `WLSDK`, `Facebook` of `FacebookKit`), when two letters or more are left.
        var stem: String {
            for suffix in ["SDK", "Kit", "Swift", "iOS"] where name.hasSuffix(suffix) && name.count >= suffix.count + 2 {
                return String(name.dropLast(suffix.count))
            }
            return name
        }

        /// Whether an imported name may be a module of the pod's: the stem followed by a word
        /// (`WLConfig`, `WLFlights`). A subspec's bare name is no module name (CocoaPods builds one
        /// module per pod, whatever its subspecs), and is often an SDK's (`PhoneNumberKit/UIKit`,
        /// `Moya/Combine`, `GoogleUtilities/Network`).
        func mayBuild(_ module: String) -> Bool {
            guard subspecs != nil, module != name, module.hasPrefix(stem), let next = module.dropFirst(stem.count).first
            else { return false }
            return next.isUppercase
        }
    }

    /// The pods that vendor frameworks named unlike them (`Target.vendoredFrameworks`) or whose
    /// modules the tree does not say (`Target.subspecs`), in the projects' order.
    func podsOfOtherModules(_ projects: [ModelProject], ids: ModuleIDs) -> [PodOfOtherModules] {
        projects.filter { $0.project.kind == .cocoapods }.flatMap { read in
            read.project.targets.compactMap { target -> PodOfOtherModules? in
                guard target.subspecs != nil || !target.vendoredFrameworks.isEmpty, let id = ids.id(owner: read.project.id, target: target.name)
                else { return nil }
                return PodOfOtherModules(
                    name: target.name, id: id, vendored: Set(target.vendoredFrameworks), subspecs: target.subspecs,
                    lockFile: target.subspecs.map { relative(read.absolute($0.place.file)) } ?? "")
            }
        }
    }

    /// Draws the imports that go to no node and name a framework a pod vendors: one `imports` edge
    /// per importing module and pod, at its first such import. An import that goes to no node and
    /// may name a module of a pod whose modules the tree does not say (the pod with the longest stem
    /// the name starts with; a tie to the first pod by name) is not drawn: one warning per importing
    /// module and name, at its first such import, names the pod, its line in the lock and its subspecs.
    ///
    /// - Parameters:
    ///   - unplaced: The imports whose name is no node (importing module id, file, import line), in
    ///     import order (`importEdges`).
    ///   - pods: The pods that build modules named unlike them, or may.
    ///   - edges: The edges drawn, so an imports edge to the pod already there is not drawn twice.
    ///   - nodes: The graph's nodes, for the importing modules' names.
    /// - Returns: The edges and warnings, and the imports still going to no node that no warning says,
    ///   in the order given.
    static func podModuleImports(
        _ unplaced: [(String, String, ImportLine)], pods: [PodOfOtherModules], edges: [Edge], nodes: [Node]
    ) -> (edges: [Edge], warnings: [ScanWarning], unplaced: [(String, String, ImportLine)]) {
        guard !pods.isEmpty else { return ([], [], unplaced) }
        let ordered = pods.sorted { ($0.stem.count, $1.name) > ($1.stem.count, $0.name) }
        var drawn: Set<String> = Set(edges.filter { $0.kind == .imports }.map { $0.from + "\u{0}" + $0.to })
        var newEdges: [Edge] = []
        var indexes: [String: Int] = [:]  // importing module and pod → its new edge
        var rest: [(String, String, ImportLine)] = []
        // importing module and name → the pod it may belong to, its first import, how many
        var guessed: [String: (pod: PodOfOtherModules, from: String, file: String, line: ImportLine, count: Int)] = [:]
        for (from, file, line) in unplaced {
            guard let pod = ordered.first(where: { $0.vendored.contains(line.module) }), pod.id != from else {
                // An import of a name the pod may build is said here, with the pod, and not again.
                guard let pod = ordered.first(where: { $0.mayBuild(line.module) }), pod.id != from else {
                    rest.append((from, file, line))
                    continue
                }
                let key = from + "\u{0}" + line.module
                if var first = guessed[key] {
                    first.count += 1
                    guessed[key] = first
                } else {
                    guessed[key] = (pod, from, file, line, 1)
                }
                continue
            }
            let key = from + "\u{0}" + pod.id
            if drawn.insert(key).inserted {
                newEdges.append(Edge(
                    from: from, to: pod.id, kind: .imports, label: line.condition.map { "#if " + $0 },
                    place: SourcePlace(file: file, line: line.line)))
                indexes[key] = newEdges.count - 1
            } else if line.condition == nil, let index = indexes[key] {
                // One import that always counts makes the edge unconditional; it stays at the first line.
                newEdges[index].label = nil
            }
        }
        let names = Dictionary(nodes.map { ($0.id, $0.type) }) { first, _ in first }
        let warnings = guessed.values.sorted { ($0.file, $0.line.line, $0.line.module) < ($1.file, $1.line.line, $1.line.module) }
            .compactMap { first -> ScanWarning? in
                guard let found = first.pod.subspecs else { return nil }
                let subspecs = found.names.map { "'\($0)'" }.joined(separator: ", ")
                let module = names[first.from] ?? first.from
                let imports = first.count == 1 ? "this import of it is" : "its \(first.count) imports in \(module) are"
                return ScanWarning(
                    .projectNotRead, place: SourcePlace(file: first.file, line: first.line.line),
                    message: "'\(first.line.module)' is no module of the tree and may be one pod '\(first.pod.name)' builds "
                        + "(\(first.pod.lockFile) line \(found.place.line) lists it with the subspecs \(subspecs)), "
                        + "but only its podspec, which is not in the checkout, says its modules: \(imports) not drawn")
            }
        return (newEdges, warnings, rest)
    }
}
