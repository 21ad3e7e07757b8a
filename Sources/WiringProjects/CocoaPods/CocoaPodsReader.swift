import WiringProjectModel

/// Reads the CocoaPods setups of a tree: a project of pods for each `Podfile`, and what each
/// target of the app links.
///
/// A committed `Pods/` folder says what each target links in its aggregate's `.xcconfig`
/// (`OTHER_LDFLAGS`) and each pod's module in its `.modulemap` (else in a spec the checkout holds:
/// `Pods/Local Podspecs`, a local pod's own); without one, the `Podfile` (read as
/// text) says which pods each target links, and `Podfile.lock` what each pod depends on. Nothing is
/// installed and `pod` is never run.
public enum CocoaPodsReader {
    /// What a target of the app links, for the project reader to attach to the target of that name.
    public struct Link: Sendable, Hashable {
        /// The folder of the Podfile, relative to the root.
        public var folder: String
        /// The `.xcodeproj` the Podfile names, relative to the root, when it names one.
        public var project: String?
        /// The target's name.
        public var target: String
        /// The pods it links.
        public var dependencies: [TargetDependency]
    }

    /// The pods' projects and the links of a tree.
    public static func read(_ listing: TreeListing) -> (projects: [Project], links: [Link], findings: [ProjectFinding]) {
        var projects: [Project] = []
        var links: [Link] = []
        var findings: [ProjectFinding] = []
        let podfiles = listing.descriptions.filter { ProjectPath.name($0) == "Podfile" && !VendoredFolders.holds($0) }
        for podfile in podfiles {
            let read = read(podfile: podfile, listing: listing)
            if let project = read.project { projects.append(project) }
            links += read.links
            findings += read.findings
        }
        // A `Podfile.lock` with no `Podfile` beside it (one generated before `pod install`, from a
        // file of the app's own): its pods are the project of pods, and which target links which is said not known.
        let folders = Set(podfiles.map(ProjectPath.parent))
        for lockFile in listing.descriptions where ProjectPath.name(lockFile) == "Podfile.lock" && !VendoredFolders.holds(lockFile)
            && !folders.contains(ProjectPath.parent(lockFile)) {
            if let project = podsOfLock(lockFile, listing: listing) { projects.append(project) }
        }
        return (projects, links, findings)
    }

    /// The pods a `Podfile.lock` lists, as the project of pods, when no `Podfile` is beside it.
    private static func podsOfLock(_ lockFile: String, listing: TreeListing) -> Project? {
        guard case .text(let text) = DescriptionFile.contents(listing.absolute(lockFile), limit: 20_000_000), let lock = PodfileLock(text: text),
              !lock.pods.isEmpty
        else { return nil }
        let place = ProjectPlace(file: lockFile, line: 1)
        let targets = lock.pods.keys.sorted().map { pod in
            var target = Target(
                name: pod, moduleName: Target.moduleName(pod), product: .pod, place: place, compilesSwift: true,
                dependencies: (lock.pods[pod] ?? []).map { TargetDependency(kind: .pod, name: $0, place: place) })
            target.subspecs = subspecs(of: pod, in: lock, file: lockFile)
            return target
        }
        let unknown = ProjectFinding(
            .notRead, at: place,
            "there is no Podfile beside Podfile.lock (is it generated before 'pod install'?): its \(lock.pods.count) pod\(lock.pods.count == 1 ? " is" : "s are") read from the lock, "
                + "but which target links which is not known, so no target's link to a pod is drawn")
        var project = Project(
            kind: .cocoapods, name: "Pods", id: "project:Pods", folder: ProjectPath.parent(lockFile), file: lockFile, targets: targets,
            listsFiles: false, notRead: [unknown])
        project.linksKnown = false
        return project
    }

    private static func read(podfile: String, listing: TreeListing) -> (project: Project?, links: [Link], findings: [ProjectFinding]) {
        let folder = ProjectPath.parent(podfile)
        var findings: [ProjectFinding] = []
        guard case .text(let text) = DescriptionFile.contents(listing.absolute(podfile), limit: 5_000_000) else {
            findings.append(ProjectFinding(.notRead, at: ProjectPlace(file: podfile, line: 1), "the Podfile cannot be read; the pods its targets link are left out"))
            return (nil, [], findings)
        }
        let podfileRead = PodfileReader(text: text)
        var notRead = podfileRead.notRead.map { ProjectFinding(.notRead, at: ProjectPlace(file: podfile, line: $0.line), $0.text) }
        let lockFile = ProjectPath.join(folder, "Podfile.lock") ?? "Podfile.lock"
        var lock: PodfileLock?
        if case .text(let lockText) = DescriptionFile.contents(listing.absolute(lockFile), limit: 20_000_000) {
            lock = PodfileLock(text: lockText)
            if lock == nil { notRead.append(ProjectFinding(.notRead, at: ProjectPlace(file: lockFile, line: 1), "Podfile.lock holds no PODS list; what each pod depends on is left out")) }
        }
        let podsFolder = ProjectPath.join(folder, "Pods") ?? "Pods"
        let support = ProjectPath.join(folder, "Pods/Target Support Files") ?? "Pods/Target Support Files"
        let committed = DescriptionFile.isFolder(listing.absolute(support))
        var modules: [String: String] = [:]  // pod → module, from its module map
        var podNames = Set(lock?.pods.keys.map { $0 } ?? [])
        for target in podfileRead.targets { podNames.formUnion(target.pods.map(\.name)) }
        if committed {
            for pod in podNames {
                let map = support + "/" + pod + "/" + pod + ".modulemap"
                if case .text(let text) = DescriptionFile.contents(listing.absolute(map), limit: 1_000_000), let module = moduleName(inModuleMap: text) {
                    modules[pod] = module
                }
            }
        }
        // Without a module map, a pod's spec in the checkout may name its module (`Regex` of `STRegex`).
        var specs: [String: Podspec] = [:]
        var sourceFiles: [String: [String]] = [:]  // local pod → the Swift files its spec's `source_files` take
        var specFiles: [String: String] = [:]  // pod → its spec's file, where what it depends on is written
        for pod in podNames {
            let local = (lock?.paths[pod] ?? podfileRead.paths[pod]).flatMap { ProjectPath.join(folder, $0) }
            let named = (lock?.specFiles[pod] ?? podfileRead.specFiles[pod]).flatMap { ProjectPath.join(folder, $0) }
            guard let found = podspec(of: pod, podsFolder: podsFolder, local: local, named: named, listing: listing) else { continue }
            specs[pod] = found.spec
            // CocoaPods' copy in `Pods/Local Podspecs` is rewritten by `pod install`: not where a dependency is added.
            specFiles[pod] = found.copied
                ? podspec(of: pod, podsFolder: nil, local: local, named: named, listing: listing)?.file : found.file
            // A local pod (`:path`) compiles the files its spec names, from the spec's folder; a committed
            // `Pods/` project says so itself and is read instead.
            if !committed, lock?.paths[pod] ?? podfileRead.paths[pod] != nil, !found.spec.sourceFiles.isEmpty {
                sourceFiles[pod] = Self.files(matching: found.spec.sourceFiles, from: ProjectPath.parent(found.file), listing: listing)
            }
            if modules[pod] == nil, let module = found.spec.moduleName { modules[pod] = module }
            if modules[pod] == nil, let line = found.spec.computedModuleNameLine {
                notRead.append(ProjectFinding(
                    .notRead, at: ProjectPlace(file: found.file, line: line),
                    "the module name of the pod '\(pod)' is computed by its spec, which is not run; read as '\(Target.moduleName(pod))', its name's"))
            }
        }
        let podsByModule = Dictionary(podNames.map { (modules[$0] ?? Target.moduleName($0), $0) }) { first, _ in first }
        var links: [Link] = []
        let project = podfileRead.project.flatMap { ProjectPath.join(folder, $0.hasSuffix(".xcodeproj") ? $0 : $0 + ".xcodeproj") }
        var vendored: [String: Set<String>] = [:]  // pod → the frameworks it vendors named unlike its module
        if let line = podfileRead.unintegratedLine {
            notRead.append(ProjectFinding(
                .notRead, at: ProjectPlace(file: podfile, line: line),
                "'install!' says integrate_targets: false: CocoaPods links no pod into the project's targets (they link pods through settings of their own, if at all), "
                    + "so which target links which is not known and no target's link to a pod is drawn"))
        }
        for target in podfileRead.targets where !target.isAbstract && podfileRead.unintegratedLine == nil {
            var dependencies: [TargetDependency] = []
            let config = support + "/" + target.aggregate + "/" + target.aggregate + ".debug.xcconfig"
            if committed, case .text(let configText) = DescriptionFile.contents(listing.absolute(config), limit: 1_000_000) {
                // A framework a pod vendors (`JitsiMeet` of `JitsiMeetSDK`) is the pod's, as the frameworks script installs it.
                let script = support + "/" + target.aggregate + "/" + target.aggregate + "-frameworks.sh"
                var frameworks: [String: String] = [:]
                if case .text(let scriptText) = DescriptionFile.contents(listing.absolute(script), limit: 5_000_000) {
                    frameworks = PodsConfigFile.vendoredFrameworks(scriptText).filter { podNames.contains($0.value) }
                }
                // A static framework a pod vendors is not installed by the script: it is the pod's whose
                // folder, as the aggregate's framework search paths name it, holds it.
                let searched = PodsConfigFile.podFrameworkFolders(configText).filter { podNames.contains($0.pod) }
                let holder = { (name: String) -> String? in
                    searched.first { entry in
                        [".framework", ".xcframework"].contains { DescriptionFile.isFolder(listing.absolute(podsFolder + "/" + entry.path + "/" + name + $0)) }
                    }?.pod
                }
                // What the target really links; SDK frameworks are not pods.
                // A pod linked for some SDKs only is a dependency limited to their platforms.
                var linked: [String: Int] = [:]
                for link in PodsConfigFile.linked(configText) {
                    let name = link.name
                    var found = podsByModule[name] ?? (podNames.contains(name) ? name : nil)
                    if found == nil, let owner = frameworks[name] ?? holder(name) {
                        found = owner
                        if (modules[owner] ?? Target.moduleName(owner)) != name { vendored[owner, default: []].insert(name) }
                    }
                    guard let pod = found else { continue }
                    // Placed at the line of the setting that links it, as it is linked.
                    if let index = linked[pod] {
                        let known = dependencies[index].platforms
                        if !known.isEmpty, link.platforms.isEmpty { dependencies[index].place = ProjectPlace(file: config, line: link.line) }
                        dependencies[index].platforms = known.isEmpty || link.platforms.isEmpty ? [] : Set(known + link.platforms).sorted()
                        continue
                    }
                    linked[pod] = dependencies.count
                    dependencies.append(TargetDependency(kind: .pod, name: pod, platforms: link.platforms, place: ProjectPlace(file: config, line: link.line)))
                }
            } else {
                dependencies = target.pods.map { TargetDependency(kind: .pod, name: $0.name, place: ProjectPlace(file: podfile, line: $0.line)) }
            }
            links.append(Link(folder: folder, project: project, target: target.name, dependencies: dependencies))
        }
        var lines: [String: Int] = [:]
        for target in podfileRead.targets {
            for pod in target.pods where lines[pod.name] == nil { lines[pod.name] = pod.line }
        }
        let targets = podNames.sorted().map { pod in
            // A committed pod's folder says whether it compiles Swift: one holding none is a prebuilt
            // framework, C or Objective-C, headers, or a tool the build runs (SwiftLint).
            // Without it, a spec that names no source (`preserve_paths` only) says the pod compiles none.
            let swift = (committed ? Self.holdsSwift(listing.absolute(podsFolder + "/" + pod)) : nil)
                ?? (specs[pod]?.compilesNoSource == true ? false : nil)
            var target = Target(
                name: pod, moduleName: modules[pod] ?? Target.moduleName(pod), product: .pod,
                place: ProjectPlace(file: lines[pod] != nil ? podfile : lockFile, line: lines[pod] ?? 1), files: sourceFiles[pod] ?? [],
                compilesSwift: sourceFiles[pod]?.isEmpty == false || (swift ?? true),
                dependencies: (lock?.pods[pod] ?? []).map { TargetDependency(kind: .pod, name: $0, place: ProjectPlace(file: lockFile, line: 1)) })
            // A module map committed says the pod's module; without one, its subspecs may build modules of other names.
            if modules[pod] == nil, let lock { target.subspecs = subspecs(of: pod, in: lock, file: lockFile) }
            target.vendoredFrameworks = (vendored[pod] ?? []).sorted()
            target.specFile = specFiles[pod]
            return target
        }
        var pods = Project(
            kind: .cocoapods, name: "Pods", id: "project:Pods", folder: folder, file: podfile, targets: targets, listsFiles: false,
            notRead: notRead.sorted())
        // The links a committed `Pods/` folder's settings give are the frameworks linked only, not a
        // pod that adds a module without one (Firebase's umbrella), which the target may still import.
        pods.podDependenciesRead = lock != nil && !committed && podfileRead.unintegratedLine == nil
        pods.linksKnown = podfileRead.unintegratedLine == nil
        return (pods, links, findings)
    }

    /// The spec of a pod found in the checkout, with its file: CocoaPods' copy in `Pods/Local Podspecs` (`copied`;
    /// not looked for without `podsFolder`), else the spec file the lock names (`:path: Core.podspec`,
    /// `:podspec: Specs/Realm.podspec`), else the `.podspec.json` or `.podspec` in a local pod's folder (the Podfile's
    /// own folder too); `nil` when none is there.
    private static func podspec(of pod: String, podsFolder: String?, local: String?, named: String?, listing: TreeListing)
        -> (spec: Podspec, file: String, copied: Bool)? {
        let read = { (file: String) -> Podspec? in
            guard case .text(let text) = DescriptionFile.contents(listing.absolute(file), limit: 5_000_000) else { return nil }
            return file.hasSuffix(".json") ? Podspec(json: text) : Podspec(ruby: text)
        }
        let copy = podsFolder.flatMap { ProjectPath.join($0, "Local Podspecs/" + pod + ".podspec.json") }
        let candidates = [copy, named] + (local.map { [ProjectPath.join($0, pod + ".podspec.json"), ProjectPath.join($0, pod + ".podspec")] } ?? [])
        for case let file? in candidates {
            if let spec = read(file) { return (spec, file, file == copy) }
        }
        return nil
    }

    /// The Swift files below `folder` that a spec's `source_files` patterns take (`Core/**/*.{h,m,swift}`: braces
    /// give alternatives, as CocoaPods reads them), sorted and unique.
    static func files(matching patterns: [String], from folder: String, listing: TreeListing) -> [String] {
        let globs = patterns.flatMap(braceAlternatives).map { ProjectPath.join(folder, $0) ?? $0 }
        var files: Set<String> = []
        for pattern in globs {
            let literal = pattern.split(separator: "/").prefix { !$0.contains("*") && !$0.contains("?") }.joined(separator: "/")
            let glob = Glob(pattern)
            files.formUnion(listing.swiftFiles(under: literal).filter { glob.matchesOrHolds($0) })
        }
        return files.sorted()
    }

    /// A pattern's alternatives, its braces expanded (`*.{h,swift}`: `*.h`, `*.swift`), in order; at most 64, and
    /// only those are made, however many groups of braces a spec writes.
    static func braceAlternatives(_ pattern: String) -> [String] {
        var alternatives: [String] = []
        var pending = [pattern]  // the next to expand last
        while alternatives.count < 64, let next = pending.popLast() {
            guard let open = next.firstIndex(of: "{"), let close = next[open...].firstIndex(of: "}") else {
                alternatives.append(next)
                continue
            }
            let head = next[..<open]
            let tail = next[next.index(after: close)...]
            let choices = next[next.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            pending += choices.reversed().map { String(head + $0 + tail) }
        }
        return alternatives
    }

    /// Whether a committed pod's folder holds a Swift file; `nil` when the folder is not there or is too
    /// large to walk whole.
    private static func holdsSwift(_ folder: String) -> Bool? {
        var found = false
        let end = DirectoryWalk.walk(folder, limit: 50_000, unreadable: { _, _ in }) { entry in
            if entry.kind == .file, entry.name.hasSuffix(".swift") { found = true }
            return entry.kind == .folder && !found ? .enter : .next
        }
        if found { return true }
        return end == .complete ? false : nil
    }

    /// The subspecs a lock lists of a pod, at the pod's first entry, or `nil` when it lists none.
    private static func subspecs(of pod: String, in lock: PodfileLock, file: String) -> PodSubspecs? {
        guard let names = lock.subspecs[pod], !names.isEmpty else { return nil }
        return PodSubspecs(names: names, place: ProjectPlace(file: file, line: lock.lines[pod] ?? 1))
    }

    /// `framework module Lottie {` → `Lottie`.
    static func moduleName(inModuleMap text: String) -> String? {
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let index = words.firstIndex(of: "module"), index + 1 < words.count else { continue }
            let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { return String(name) }
        }
        return nil
    }
}
