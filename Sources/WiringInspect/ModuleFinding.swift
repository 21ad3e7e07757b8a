import WiringModel

/// A problem in a package's module graph, found from its `module`, `depends` and `imports` parts.
package struct ModuleFinding: Sendable, Hashable, Comparable {
    /// What is wrong.
    package enum Kind: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
        /// A target imports a module it does not declare: one of its own package or project, or one
        /// of another package it declares nothing of (nor a product holding the module). It compiles
        /// today only because another target brings the module in, and breaks when that changes.
        case implicitDependency = "implicit-dependency"
        /// A target declares a dependency that none of its files imports.
        case unusedDependency = "unused-dependency"
        /// Modules that import each other in a loop.
        case importCycle = "import-cycle"

        package static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// What is wrong.
    package var kind: Kind
    /// The modules involved: the importing and imported one, the declaring and declared one, or
    /// the loop in order.
    package var chain: [Node]
    /// The line to look at: the `import`, or the line of `Package.swift` that declares the dependency.
    package var place: SourcePlace?
    /// The file that declares the first module's dependencies when it is neither `Package.swift` nor
    /// an Xcode project: the Tuist manifest or XcodeGen spec its project is generated from.
    package var declaredIn: String?
    /// For an implicit dependency, whether what the first module declares reaches the second
    /// through their own declared dependencies (so it compiles today through another target), or
    /// nothing it declares does (it compiles only when another target of the build builds it first).
    package var reachedThroughDeclared: Bool
    /// For an implicit dependency on a pod: the `Podfile` that gives the first module its pods, and
    /// the line of its first `pod` for that target there (`nil` when it links no pod).
    package var podfile: (file: String, line: Int?)? {
        get { podfileFile.map { ($0, podfileLine) } }
        set { podfileFile = newValue?.file; podfileLine = newValue?.line }
    }
    package var podfileFile: String?
    package var podfileLine: Int?

    /// Where the first module's dependencies are declared, as the message names it: the manifest or
    /// spec (`declaredIn`), its Xcode project, or `Package.swift`.
    private var declaringFile: String {
        declaredIn ?? (chain[0].parent?.hasPrefix("project:") == true ? "its Xcode project" : "Package.swift")
    }

    /// Creates a finding.
    package init(kind: Kind, chain: [Node], place: SourcePlace?, declaredIn: String? = nil, reachedThroughDeclared: Bool = true) {
        self.kind = kind
        self.chain = chain
        self.place = place
        self.declaredIn = declaredIn
        self.reachedThroughDeclared = reachedThroughDeclared
    }

    /// Why an implicit dependency compiles today, as far as the declared graph tells.
    private var compilesToday: String {
        reachedThroughDeclared
            ? "it compiles today only through another target"
            : "nothing it declares reaches it: it compiles only when another target of the build builds \(chain[1].type) first"
    }

    /// One sentence saying what is wrong and what to do.
    package var message: String {
        let names = chain.map(\.type)
        switch kind {
        case .implicitDependency:
            let description = declaringFile
            if podfile != nil, chain[0].attributes["targetType"] == "pod" { return podspecAdvice }
            if let podfile {
                // A pod is added to the Podfile's target of the importer's name, not to its manifest.
                let target = chain[0].attributes["target"] ?? names[0]
                let destination = podfile.line.map { "its target '\(target)' in \(podfile.file) (its first pod is at line \($0))" }
                    ?? "a `target '\(target)' do` block in \(podfile.file) (\(target) links no pod today)"
                // The Podfile names the pod, which may differ from its module (`pod 'R.swift'` builds `Rswift`).
                let pod = chain[1].attributes["target"] ?? names[1]
                return "\(names[0]) imports the pod \(names[1]), which none of its pods is or depends on; add `pod '\(pod)'` to "
                    + "\(destination) (\(compilesToday))"
            }
            if let package = chain[1].parent, package != chain[0].parent {
                let name = package.split(separator: ":", maxSplits: 1).last.map(String.init) ?? package
                return "\(names[0]) imports \(names[1]) of \(name) but declares nothing of \(name) that holds it; add the product "
                    + "that holds \(names[1]) to the dependencies of \(names[0]) in \(description) (\(compilesToday))"
            }
            return "\(names[0]) imports \(names[1]) but does not declare it; add \"\(names[1])\" to the dependencies "
                + "of \(names[0]) in \(description) (\(compilesToday))"
        case .unusedDependency:
            // The line is the place's when the dependency is written in the declaring file itself.
            var file = declaringFile
            if let declaredIn, let place, place.file == declaredIn { file += " line \(place.line)" }
            let from = declaredIn == nil ? file : "the dependencies of \(names[0]) in \(file)"
            return "\(names[0]) declares a dependency on \(names[1]) that none of its files imports; "
                + "remove it from \(from), or import it where it is used"
        case .importCycle:
            return "import cycle: " + (names + names.prefix(1)).joined(separator: " -> ") + "; break one of these imports"
        }
    }

    /// For a pod importing a pod its spec does not bring: what a pod depends on is its spec's to
    /// say, so the dependency goes there (the file a local pod's `podspec` attribute names), not to the Podfile.
    private var podspecAdvice: String {
        let pod = chain[1].attributes["target"] ?? chain[1].type
        let spec = chain[0].attributes["podspec"].map { "its spec \($0)" } ?? "its spec (which is not in the checkout)"
        return "\(chain[0].type) imports the pod \(chain[1].type), which none of the pods its spec depends on is or depends on; "
            + "add `s.dependency '\(pod)'` to \(spec) (\(compilesToday))"
    }

    package static func < (lhs: ModuleFinding, rhs: ModuleFinding) -> Bool {
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.chain.map(\.id).lexicographicallyPrecedes(rhs.chain.map(\.id))
    }
}

/// Finds `ModuleFinding`s in a snapshot that holds a module graph.
struct ModuleAudit {
    let index: GraphIndex

    /// Every finding, by kind and then by the modules involved.
    func findings() -> [ModuleFinding] {
        let edges = index.snapshot.edges.filter { $0.kind == .depends || $0.kind == .imports }
        guard !edges.isEmpty else { return [] }
        var declared: Set<String> = []
        var imported: [String: Set<String>] = [:]
        var reexported: [String: Set<String>] = [:]
        // What each module declares of each other package or project.
        var declaredOf: [String: [String: [Node]]] = [:]
        var podDependencies: [String: [String]] = [:]
        var dependsOn: [String: [String]] = [:]
        for edge in edges {
            if edge.kind == .depends { dependsOn[edge.from, default: []].append(edge.to) }
            if edge.kind == .depends, let from = index.nodesByID[edge.from], isPod(from) {
                podDependencies[edge.from, default: []].append(edge.to)
            }
            if edge.kind == .depends {
                declared.insert(edge.from + "\u{0}" + edge.to)
                if let to = index.nodesByID[edge.to], let parent = to.parent { declaredOf[edge.from, default: [:]][parent, default: []].append(to) }
            }
            if edge.kind == .imports { imported[edge.from, default: []].insert(edge.to) }
            if edge.kind == .imports, (edge.label ?? "").hasPrefix("@_exported") { reexported[edge.from, default: []].insert(edge.to) }
        }
        var found: [ModuleFinding] = []
        var reachedByImporter: [String: Set<String>] = [:]
        for edge in edges {
            guard let from = index.nodesByID[edge.from], let to = index.nodesByID[edge.to] else { continue }
            if edge.kind == .imports, !declared.contains(edge.from + "\u{0}" + edge.to), !(edge.label ?? "").contains("canImport("),
               isOwnModule(to, importer: from, podDependencies: podDependencies)
                || isProvidedByNothing(to, declared: declaredOf[edge.from] ?? [:], importer: from, podDependencies: podDependencies) {
                let reached = reachedByImporter[edge.from] ?? Self.reached(from: [edge.from], through: dependsOn)
                reachedByImporter[edge.from] = reached
                var finding = ModuleFinding(kind: .implicitDependency, chain: [from, to], place: edge.place, declaredIn: generatedFrom(from),
                                            reachedThroughDeclared: isReached(to, among: reached))
                if isPod(to), let podfile = to.parent.flatMap({ index.nodesByID[$0] })?.attributes["project"] {
                    let lines = edges.filter { $0.kind == .depends && $0.from == edge.from && $0.place?.file == podfile }.compactMap(\.place?.line)
                    finding.podfile = (podfile, lines.min())
                }
                found.append(finding)
            }
            // A module that compiles no Swift has no imports the scan reads: what it declares is used in ways not seen.
            if edge.kind == .depends, !isPlugin(from), from.attributes["compilesSwift"] != "false",
               isUnused(to, by: imported[edge.from] ?? [], reexported: reexported) {
                found.append(ModuleFinding(kind: .unusedDependency, chain: [from, to], place: edge.place, declaredIn: generatedFrom(from)))
            }
        }
        return (found + importCycles(edges.filter { $0.kind == .imports })).sorted()
    }

    /// The Tuist manifest or XcodeGen spec a module's project is generated from, which is where its
    /// dependencies are declared (an Xcode project generated from it is not where to add one).
    private func generatedFrom(_ module: Node) -> String? {
        guard let parent = module.parent.flatMap({ index.nodesByID[$0] }), let build = parent.attributes["build"],
              build == "Tuist" || build == "XcodeGen" else { return nil }
        return parent.attributes["project"]
    }

    /// Whether a module of another package or project, imported by `importer`, comes from nothing
    /// it declares: it declares nothing of that package, or only products whose targets are known
    /// and do not hold the module. A product whose targets are not known (a package not read)
    /// might hold it, so it is never reported then. A pod declared holds itself and the pods it
    /// depends on, through any number of others, when what each pod depends on is read
    /// (`podDependencies`, from the lock); else it might hold any pod.
    private func isProvidedByNothing(_ node: Node, declared: [String: [Node]], importer: Node, podDependencies: [String: [String]]) -> Bool {
        guard node.kind == .module, let package = node.parent, package != importer.parent, !isPlugin(importer) else { return false }
        // Which target links the modules of a project whose links are not known (the pods of a lone Podfile.lock) is said once, where it is read.
        if index.nodesByID[package]?.attributes["links"] == "unknown" { return false }
        guard let products = declared[package] else { return true }
        if index.nodesByID[package]?.attributes["podDependencies"] == "read", products.allSatisfy(isPod) {
            return !Self.reached(from: products.map(\.id), through: podDependencies).contains(node.id)
        }
        return products.allSatisfy { product in
            // A target of another project declared whole (`.project(target:path:)`, a cross-project
            // dependency) is its own module only.
            // A pod may bring others the project's links do not name (an umbrella pod, a subspec),
            // so only a declared target of another kind is known to hold its own module alone.
            if isTarget(product) { return !isPod(product) && product.id != node.id }
            guard let targets = productTargets(product) else { return false }
            return !targets.contains(Self.targetName(node))
        }
    }

    /// Whether an imported module is among the nodes an importer's declared dependencies reach, or a
    /// product of its package reached may hold it (one whose targets name it, or are not known).
    private func isReached(_ node: Node, among reached: Set<String>) -> Bool {
        if reached.contains(node.id) { return true }
        guard let package = node.parent else { return false }
        return reached.contains { id in
            guard let product = index.nodesByID[id], product.parent == package, product.attributes["product"] != nil else { return false }
            return productTargets(product).map { $0.contains(Self.targetName(node)) } ?? true
        }
    }

    /// The names of a product's targets, or `nil` for a node that is not a product, or a product of
    /// a package not read (its targets are not known).
    private func productTargets(_ node: Node) -> Set<String>? {
        guard node.attributes["product"] != nil, let targets = node.attributes["targets"], !targets.isEmpty else { return nil }
        return Set(targets.split(separator: ",").map { String($0.drop { $0 == " " }) })
    }

    /// The name of the target a module node is (its `target` attribute when the module's name differs), as a product lists it.
    private static func targetName(_ node: Node) -> String {
        node.attributes["target"] ?? node.type
    }

    /// Whether an imported module is one of the importer's own package or project: another of its
    /// targets, or a framework the project links that is no target of it (a Carthage or prebuilt
    /// framework, placed in the project as a product). Either is implicit when the importer does
    /// not declare it: another target brings it into the build. A pod holds the pods it depends on,
    /// through any number of others, when the lock says what each depends on (`podDependencies`).
    private func isOwnModule(_ node: Node, importer: Node, podDependencies: [String: [String]]) -> Bool {
        guard node.kind == .module, let parent = node.parent, parent == importer.parent else { return false }
        if isPod(importer), isPod(node), index.nodesByID[parent]?.attributes["podDependencies"] == "read" {
            return !Self.reached(from: [importer.id], through: podDependencies).contains(node.id)
        }
        if isTarget(node) { return true }
        guard !isPlugin(importer), let project = index.nodesByID[parent] else { return false }
        return project.id.hasPrefix("project:") && project.attributes["links"] != "unknown"
    }

    /// The nodes `starts` reach through `next`, themselves included.
    private static func reached(from starts: [String], through next: [String: [String]]) -> Set<String> {
        var seen = Set(starts)
        var pending = starts
        while let id = pending.popLast() {
            for following in next[id] ?? [] where seen.insert(following).inserted { pending.append(following) }
        }
        return seen
    }

    private func isPod(_ node: Node) -> Bool {
        node.attributes["targetType"] == "pod"
    }

    private func isTarget(_ node: Node) -> Bool {
        node.kind == .module && node.attributes["product"] == nil
    }

    /// Whether a target is a plugin: what it depends on are the tools it runs, never modules it imports.
    private func isPlugin(_ node: Node) -> Bool {
        node.attributes["targetType"] == "plugin"
    }

    /// Whether a declared dependency is never imported. Only what certainly has a Swift module of
    /// its own name counts: a target of a library, executable or test kind, or a product of a
    /// package that was read (whose targets are known). Plugins, macros, system libraries, binary
    /// targets, products of packages not read and targets that compile no Swift (resources, or
    /// Objective-C, used without an `import` the scan reads) are never reported.
    ///
    /// A wrapper that re-exports (`@_exported import`) a module the dependent imports is used.
    private func isUnused(_ node: Node, by imports: Set<String>, reexported: [String: Set<String>]) -> Bool {
        guard node.kind == .module else { return false }
        let seen = { (id: String) in imports.contains(id) || !(reexported[id] ?? []).isDisjoint(with: imports) }
        if node.attributes["product"] != nil {
            // The product's targets are the package's modules of those names.
            guard let names = productTargets(node) else { return false }
            let ids = index.snapshot.nodes.filter { $0.kind == .module && $0.parent == node.parent && names.contains(Self.targetName($0)) }.map(\.id)
                + names.map { "module:" + $0 }
            return !seen(node.id) && !ids.contains(where: seen)
        }
        // Package targets, and Xcode targets that build a module others import (not an app or an
        // extension another target embeds).
        let importable: Set<String> = ["library", "executable", "test", "framework", "static-library", "dynamic-library"]
        guard importable.contains(node.attributes["targetType"] ?? ""), node.attributes["compilesSwift"] != "false" else { return false }
        return !seen(node.id)
    }

    private func importCycles(_ edges: [Edge]) -> [ModuleFinding] {
        let ids = Set(edges.flatMap { [$0.from, $0.to] })
        let nodes = index.snapshot.nodes.filter { ids.contains($0.id) }.map { node in
            var plain = node
            plain.parent = nil
            return plain
        }
        let report = SnapshotInspector(GraphSnapshot(nodes: nodes, edges: edges)).cycles()
        return report.cycles.map { cycle in
            let chain = cycle.example.compactMap { index.nodesByID[$0.from] }
            let first = cycle.example.first.flatMap { step in edges.first { $0.from == step.from && $0.to == step.to } }
            return ModuleFinding(kind: .importCycle, chain: chain, place: first?.place)
        }
    }
}
