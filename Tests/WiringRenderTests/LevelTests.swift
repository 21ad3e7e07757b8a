import Foundation
import Testing
import WiringModel
@testable import WiringRender

/// The levels of a graph: the groups its code puts nodes in, what each view shows, and that every
/// node is at most two clicks from the first view.
@Suite("Levels")
struct LevelTests {
    /// `count` services in one module, spread over `assemblies` Swinject assemblies, each service
    /// resolving the next one of its assembly and the first of the next assembly, declared in a
    /// folder per assembly.
    static func services(_ count: Int, assemblies: Int, module: Bool = true) -> GraphSnapshot {
        var nodes: [Node] = []
        var edges: [Edge] = []
        if module {
            nodes.append(Node(id: "package:app", kind: .package, type: "App"))
            nodes.append(Node(id: "module:App", kind: .module, type: "App", parent: "package:app"))
            nodes.append(Node(id: "c", kind: .container, type: "Swinject.Container", parent: "module:App"))
        }
        for number in 0..<count {
            let assembly = number % assemblies
            let id = "c/App.Service\(number)"
            nodes.append(Node(
                id: id, kind: .service, type: "App.Service\(number)", parent: module ? "c" : nil,
                attributes: ["assembly": "App.Assembly\(assembly)"],
                declared: SourcePlace(file: "App/Features/Feature\(assembly)/Service\(number).swift", line: 1)))
            if number + assemblies < count { edges.append(Edge(from: id, to: "c/App.Service\(number + assemblies)", kind: .resolves)) }
            // And the next service, which is in the next assembly.
            if number + 1 < count, number % 3 == 0 { edges.append(Edge(from: id, to: "c/App.Service\(number + 1)", kind: .resolves)) }
            if assembly + 1 < assemblies, number < assemblies { edges.append(Edge(from: id, to: "c/App.Service\(number + 1)", kind: .resolves)) }
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    @Test("a module holding one container holding assemblies folds into one group of assemblies")
    func foldsLevelsThatSayNothing() {
        let tree = GroupTree(Self.services(120, assemblies: 6))
        // The package, the module and the container each hold one thing: the whole is the module.
        #expect(tree[0].children.map { tree[$0].title } == (0..<6).map { "Assembly\($0)" })
        #expect(tree[0].alsoNodes.contains("module:App") && tree[0].alsoNodes.contains("c"))
        #expect(tree[0].size == 120)
        // Each assembly's one folder folds into the assembly.
        #expect(tree[0].children.allSatisfy { tree[$0].children.isEmpty && tree[$0].members.count == 20 })
    }

    @Test("a 100-service app opens on its assemblies, the largest opened in place, never on one box")
    func firstViewSaysSomething() {
        let levels = Levels(Self.services(100, assemblies: 6), title: "App")
        let cut = levels.firstCut()
        #expect(!cut.isWhole)
        // Six assemblies are fewer than eight: the largest is drawn open, its services in its frame.
        #expect(cut.boxes.count == 5 && cut.open.count == 1)
        let diagram = levels.diagram(cut, depth: 0, options: RenderOptions())
        #expect(diagram.snapshot.nodes.count >= LargeGraphPolicy.fewestBoxes)
        let open = levels.tree[cut.open[0]]
        #expect(diagram.snapshot.nodes.filter { $0.parent == open.id }.count == open.size)
        // Boxes say how many nodes they hold, and lines between them are counted.
        #expect(cut.boxes.allSatisfy { diagram.snapshot.node(withID: levels.tree[$0].id)?.attributes["members"] == "\(levels.tree[$0].size)" })
        #expect(diagram.edgeCounts.values.allSatisfy { $0 > 1 })
        #expect(diagram.snapshot.edges.contains { $0.label?.hasSuffix(" resolves") == true })
    }

    @Test("too few groups: the largest box is opened in place, inside its frame")
    func opensTheLargestInPlace() {
        var snapshot = Self.services(60, assemblies: 3)
        // A second module with two services makes the whole two modules: too few boxes to say anything.
        var nodes = snapshot.nodes
        nodes.append(Node(id: "module:Kit", kind: .module, type: "Kit", parent: "package:app"))
        nodes.append(Node(id: "Kit.A", kind: .service, type: "Kit.A", parent: "module:Kit"))
        nodes.append(Node(id: "Kit.B", kind: .service, type: "Kit.B", parent: "module:Kit"))
        snapshot.setNodes(nodes)
        let levels = Levels(snapshot, title: "App")
        let cut = levels.firstCut()
        // App opened (its three assemblies) and, still fewer than eight, its first assembly too.
        #expect(cut.open.map { levels.tree[$0].title } == ["App", "Assembly0"])
        #expect(cut.boxes.map { levels.tree[$0].title }.sorted() == ["Assembly1", "Assembly2", "Kit"])
        let diagram = levels.diagram(cut, depth: 0, options: RenderOptions())
        #expect(diagram.snapshot.nodes.filter { $0.parent == "module:App" }.count == 3)
        #expect(diagram.snapshot.node(withID: "module:Kit")?.attributes["members"] == "2")
    }

    @Test("a small graph drawn as boxes, since it reads badly whole, opens its largest in place to show eight items")
    func smallGraphShowsEight() {
        let levels = Levels(Self.services(40, assemblies: 6), title: "App")
        // Asked for (`--collapse overview`): the six assemblies, each a box.
        let asked = levels.firstCut(boxes: true)
        #expect(asked.boxes.count == 6 && asked.open.isEmpty)
        // Drawn by default: the largest opened in place, five boxes staying.
        let drawn = levels.firstCut(boxes: true, fewest: LargeGraphPolicy.fewestBoxes)
        #expect(drawn.boxes.count == 5 && drawn.open.count == 1)
        let diagram = levels.diagram(drawn, depth: 0, options: RenderOptions())
        // Its nodes but the open assembly, drawn as its frame.
        #expect(diagram.snapshot.nodes.count - 1 >= LargeGraphPolicy.fewestBoxes)
    }

    @Test("every node is at most two clicks from the first view, and every view but the last fits",
          arguments: [30, 150, 900, 2500])
    func twoClicks(services: Int) {
        let snapshot = Self.services(services, assemblies: max(2, services / 50), module: services % 2 == 0)
        let levels = Levels(snapshot, title: "App")
        let first = levels.diagram(levels.firstCut(), depth: 0, options: RenderOptions())
        var reached: [String: Int] = [:]
        func visit(_ diagram: Diagram, group: Int, clicks: Int) {
            // What the view shows: its boxes and leaves, not the frames around them or the stand-ins outside.
            let parents = Set(diagram.snapshot.nodes.compactMap(\.parent))
            let items = diagram.snapshot.nodes.filter { $0.attributes["stub"] == nil && !parents.contains($0.id) }
            #expect(items.count <= max(LargeGraphPolicy.mostBoxes, LargeGraphPolicy.flatLeaves) || clicks == LargeGraphPolicy.lastView)
            for node in diagram.snapshot.nodes where node.attributes["stub"] == nil && diagram.view?.boxes[node.id] == nil {
                reached[node.id] = min(reached[node.id] ?? .max, clicks)
            }
            for (_, box) in diagram.view?.boxes ?? [:] {
                let cut = levels.cut(of: box, depth: clicks + 1)
                visit(levels.diagram(cut, depth: clicks + 1, options: RenderOptions()), group: box, clicks: clicks + 1)
            }
        }
        visit(first, group: 0, clicks: 0)
        for node in snapshot.nodes where node.kind == .service {
            #expect((reached[node.id] ?? 99) <= LargeGraphPolicy.lastView, "\(node.id)")
        }
    }

    @Test("a view one click short of the last opens in place its boxes that hold groups and more than a view draws whole")
    func largeGroupsOpenInPlaceBeforeTheLastView() {
        let levels = Levels(Self.services(2500, assemblies: 10), title: "App")
        let tree = levels.tree
        let groups = Array(1..<tree.groups.count)
        let large = groups.filter { tree[$0].size > LargeGraphPolicy.flatLeaves && !tree[$0].children.isEmpty }
        #expect(!large.isEmpty)
        var opened = 0
        for group in large {
            let cut = levels.cut(of: group, depth: LargeGraphPolicy.lastView - 1)
            let items = cut.boxes.count + cut.leaves.count
            #expect(items <= LargeGraphPolicy.mostBoxes)
            opened += cut.open.count
            for box in cut.boxes where tree[box].size > LargeGraphPolicy.flatLeaves && !tree[box].children.isEmpty {
                // Left closed only where opening it would pass the most a view shows.
                #expect(items - 1 + tree[box].itemCount > LargeGraphPolicy.mostBoxes)
            }
            #expect(levels.cut(of: group, depth: LargeGraphPolicy.lastView).isWhole)
        }
        #expect(opened > 0)
    }

    /// Screens in one module using 38 use cases in another (`FetchArtistDetailUseCase`), each using
    /// one of six repositories in a third: one wide rank of long names.
    /// Three modules: 38 `Fetch…UseCase`s in `Domain`, each between a screen in `Feature` and a
    /// repository in `Data`. With `longNames`, each name runs past a hundred characters, so the use cases,
    /// which share one rank, cannot be drawn whole at a readable size.
    static func useCases(longNames: Bool = false) -> GraphSnapshot {
        var nodes = ["Feature", "Domain", "Data"].map { Node(id: "module:\($0)", kind: .module, type: $0) }
        var edges: [Edge] = []
        for number in 0..<8 { nodes.append(Node(id: "Feature.Screen\(number)", kind: .service, type: "Feature.Screen\(number)", parent: "module:Feature")) }
        for number in 0..<6 { nodes.append(Node(id: "Data.Repository\(number)", kind: .service, type: "Data.Repository\(number)", parent: "module:Data")) }
        let subjects = ["Artist", "Chart", "Credit", "Notice", "Playlist", "Profile", "Search", "Song", "Team", "User"]
        let details = ["Detail", "List", "Status", "Categories"]
        for number in 0..<38 {
            let tail = longNames ? "ForTheSignedInListenerFromTheRemoteCatalogueWhenTheCachedCopyHasExpiredOrIsMissing" : ""
            let type = "Domain.Fetch\(subjects[number / 4])\(details[number % 4])\(tail)UseCase"
            nodes.append(Node(id: type, kind: .service, type: type, parent: "module:Domain"))
            edges.append(Edge(from: "Feature.Screen\(number % 8)", to: type, kind: .resolves))
            edges.append(Edge(from: type, to: "Data.Repository\(number % 6)", kind: .resolves))
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    @Test("a view at the deepest level that does not read whole is split by name into boxes, each read one click further")
    func splitsAnUnreadableDeepView() throws {
        let levels = Levels(Self.useCases(longNames: true), title: "App")
        let group = try #require(levels.tree.groups.indices.first { levels.tree[$0].members.count == 38 })
        #expect(levels.tree[group].children.isEmpty)
        let depth = LargeGraphPolicy.lastView - 1
        let options = RenderOptions()
        let whole = levels.cut(of: group, depth: depth)
        #expect(whole.isWhole)
        #expect(!DiagramPlanner.readable(levels.diagram(whole, depth: depth, options: options), options: options))
        let view = DiagramPlanner.view(of: group, depth: depth, in: levels, options: options)
        let split = try #require(view.levels)
        let parts = Array((view.view?.boxes ?? [:]).values)
        #expect(parts.count >= 2)
        // Names that all start alike keep that start in the parts' titles.
        #expect(parts.allSatisfy { split.tree[$0].title.hasPrefix("Fetch") })
        // The groups the first view knows keep their places; the parts come after them.
        #expect(split.tree.groups.count == levels.tree.groups.count + parts.count)
        #expect(levels.tree.groups.indices.allSatisfy { split.tree[$0].id == levels.tree[$0].id })
        var reached = Set<String>()
        for part in parts {
            #expect(split.tree[part].kind == .names && split.tree[part].parent == group)
            let cut = split.cut(of: part, depth: depth + 1)
            #expect(cut.isWhole)
            #expect(DiagramPlanner.readable(split.diagram(cut, depth: depth + 1, options: options), options: options))
            let opened = DiagramPlanner.view(of: part, depth: depth + 1, in: split, options: options)
            #expect(opened.view?.boxes.isEmpty == true)
            reached.formUnion(opened.snapshot.nodes.lazy.filter { $0.attributes["stub"] == nil }.map(\.id))
        }
        #expect(Set(levels.tree[group].members).isSubset(of: reached))
        // In the page, each part's box stands for its use cases.
        let first = levels.diagram(levels.firstCut(), depth: 0, options: options)
        let content = PageContent(diagram: first, svg: "", details: [
            HTMLPageWriter.DetailView(id: "detail-0", group: levels.tree[group].id, parent: "main", diagram: view, svg: ""),
        ])
        for (box, part) in view.view?.boxes ?? [:] {
            #expect(Set(content.views[1].members[box] ?? []) == Set(split.tree[part].members))
        }
    }

    @Test("a deep view the estimate calls unreadable but that reads once laid out is drawn whole, not split")
    func keepsADeepViewThatReadsWhenDrawn() throws {
        let levels = Levels(Self.useCases(), title: "App")
        let group = try #require(levels.tree.groups.indices.first { levels.tree[$0].members.count == 38 })
        let depth = LargeGraphPolicy.lastView - 1
        let options = RenderOptions()
        let whole = levels.cut(of: group, depth: depth)
        #expect(whole.isWhole)
        #expect(!DiagramPlanner.readable(levels.diagram(whole, depth: depth, options: options), options: options))
        let view = DiagramPlanner.view(of: group, depth: depth, in: levels, options: options)
        // No parts were added to the levels.
        #expect((view.levels?.tree.groups.count ?? levels.tree.groups.count) == levels.tree.groups.count)
        #expect(view.view?.boxes.isEmpty ?? true)
        let shown = Set(view.snapshot.nodes.lazy.filter { $0.attributes["stub"] == nil }.map(\.id))
        #expect(Set(levels.tree[group].members).isSubset(of: shown))
    }

    /// Three modules of 20 services each, every service resolving its namesake in the next module.
    static func threeModules() -> (nodes: [Node], edges: [Edge]) {
        var nodes: [Node] = []
        var edges: [Edge] = []
        for module in 0..<3 {
            nodes.append(Node(id: "module:M\(module)", kind: .module, type: "M\(module)"))
            for number in 0..<20 {
                nodes.append(Node(id: "M\(module).S\(number)", kind: .service, type: "M\(module).S\(number)", parent: "module:M\(module)"))
                edges.append(Edge(from: "M\(module).S\(number)", to: "M\((module + 1) % 3).S\(number)", kind: .resolves))
            }
        }
        return (nodes, edges)
    }

    @Test("a box's view stands the groups outside it in as stubs, with counted lines")
    func stubs() {
        let levels = Levels(Self.services(100, assemblies: 5), title: "App")
        let first = levels.firstCut()
        let box = first.boxes[1]
        let view = levels.diagram(levels.cut(of: box, depth: 1), depth: 1, options: RenderOptions())
        let stubs = view.snapshot.nodes.filter { $0.attributes["stub"] != nil }
        #expect(!stubs.isEmpty)
        #expect(stubs.allSatisfy { !$0.resolved && $0.id.hasPrefix("stub:") })
        #expect(view.view?.stubs.values.allSatisfy { first.boxes.contains($0) } == true)
        // Drawn faded, but said to be outside the view, not "not resolved" (nothing here is unresolved).
        let labels = DotGraphBuilder().description(of: view).nodes.flatMap(\.attributes).map { "\($0.value)" }.joined(separator: "\n")
        #expect(labels.contains("outside this view"))
        #expect(!labels.contains("not resolved"))
    }

    @Test("stubs are told by where they stand, not by their ids: names starting with a combining mark draw whole")
    func stubsWhateverTheirNames() throws {
        // Three modules of 20 services, and two services outside every module whose ids start with a
        // combining mark (which joins the ":" of "stub:" into one character).
        var (nodes, edges) = Self.threeModules()
        let (first, second) = ("\u{065F}A", "\u{065F}B")
        nodes += [Node(id: first, kind: .service, type: first), Node(id: second, kind: .service, type: second)]
        edges += [Edge(from: first, to: second, kind: .resolves), Edge(from: first, to: "M0.S0", kind: .resolves),
                  Edge(from: "M0.S1", to: second, kind: .resolves)]
        let levels = Levels(GraphSnapshot(nodes: nodes, edges: edges), title: "App")
        let module = try #require(levels.tree.groups.firstIndex { $0.node == "module:M0" })
        let view = levels.diagram(levels.cut(of: module, depth: 1), depth: 1, options: RenderOptions())
        let ids = Set(view.snapshot.nodes.map(\.id))
        #expect(view.snapshot.edges.allSatisfy { ids.contains($0.from) && ids.contains($0.to) })
        // Both outside services are stubs; the line between them is outside the view.
        let stubs = view.snapshot.nodes.filter { $0.attributes["stub"] != nil && $0.kind == .service }
        #expect(Set(stubs.compactMap { $0.attributes["stub"] }) == [first, second])
        #expect(!view.snapshot.edges.contains { stubs.map(\.id).contains($0.from) && stubs.map(\.id).contains($0.to) })
    }

    @Test("many outside nodes of one group that use a box's services are one stand-in, 'N others'; a few stay apart",
          arguments: [3, 9])
    func othersTogether(users: Int) throws {
        // Three modules of 20 services, and `users` services outside every module using two of M0's.
        var (nodes, edges) = Self.threeModules()
        for user in 0..<users {
            nodes.append(Node(id: "U\(user)", kind: .object, type: "U\(user)"))
            edges += [Edge(from: "U\(user)", to: "M0.S1", kind: .resolves), Edge(from: "U\(user)", to: "M0.S2", kind: .resolves)]
        }
        let levels = Levels(GraphSnapshot(nodes: nodes, edges: edges), title: "App")
        let module = try #require(levels.tree.groups.firstIndex { $0.node == "module:M0" })
        let view = levels.diagram(levels.cut(of: module, depth: 1), depth: 1, options: RenderOptions())
        let standIns = view.snapshot.nodes.filter { $0.attributes["stub"] != nil && $0.kind == .object }
        if users > LargeGraphPolicy.standInsApart {
            #expect(standIns.map(\.type) == ["\(users) others"])
            #expect(view.view?.others[standIns[0].id] == (0..<users).map { "U\($0)" }.sorted())
            #expect(Set(view.snapshot.edges.filter { $0.from == standIns[0].id }.map { "\($0.to) \($0.label ?? "")" })
                    == ["M0.S1 \(users) resolves", "M0.S2 \(users) resolves"])
        } else {
            #expect(Set(standIns.compactMap { $0.attributes["stub"] }) == Set((0..<users).map { "U\($0)" }))
            #expect(view.view?.others.isEmpty == true)
        }
    }

    @Test("many modules beside a view that use its services are one stand-in, 'N modules'; a few stay apart",
          arguments: [3, 12])
    func modulesTogether(features: Int) throws {
        // Three modules of 20 services, and `features` feature modules whose screen uses two of M0's
        // and its own model.
        var (nodes, edges) = Self.threeModules()
        for feature in 0..<features {
            nodes += [Node(id: "module:F\(feature)", kind: .module, type: "F\(feature)"),
                      Node(id: "F\(feature).Screen", kind: .service, type: "F\(feature).Screen", parent: "module:F\(feature)"),
                      Node(id: "F\(feature).Model", kind: .service, type: "F\(feature).Model", parent: "module:F\(feature)")]
            edges += [Edge(from: "F\(feature).Screen", to: "M0.S1", kind: .resolves),
                      Edge(from: "F\(feature).Screen", to: "M0.S2", kind: .resolves),
                      Edge(from: "F\(feature).Screen", to: "F\(feature).Model", kind: .resolves)]
        }
        let levels = Levels(GraphSnapshot(nodes: nodes, edges: edges), title: "App")
        let module = try #require(levels.tree.groups.firstIndex { $0.node == "module:M0" })
        let view = levels.diagram(levels.cut(of: module, depth: 1), depth: 1, options: RenderOptions())
        let ids = Set(view.snapshot.nodes.map(\.id))
        #expect(view.snapshot.edges.allSatisfy { ids.contains($0.from) && ids.contains($0.to) })
        let standIns = view.snapshot.nodes.filter { $0.attributes["stub"] != nil && $0.id.hasPrefix("stub:others:") }
        if features > LargeGraphPolicy.groupStandInsApart {
            // M1 and M2 (twenty lines each) and the first five features (by name) stay apart; the other
            // features are one stand-in.
            let apart = LargeGraphPolicy.groupStandInsApart - 3
            let merged = (0..<features).map { "F\($0)" }.sorted().dropFirst(apart)
            let stubbed = Set((view.view?.stubs.values).map { Array($0) } ?? []).compactMap { levels.tree[$0].node }
            #expect(Set(stubbed) == Set(["module:M1", "module:M2"] + (0..<features).map { "module:F\($0)" }.sorted().prefix(apart)))
            #expect(standIns.map(\.type) == ["\(merged.count) modules"])
            #expect(standIns.first?.kind == .module)
            #expect(view.view?.others[standIns[0].id] == merged.map { $0 + ".Screen" }.sorted())
            #expect(Set(view.snapshot.edges.filter { $0.from == standIns.first?.id }.map { "\($0.to) \($0.label ?? "")" })
                    == ["M0.S1 \(merged.count) resolves", "M0.S2 \(merged.count) resolves"])
        } else {
            #expect(standIns.isEmpty)
            let stubbed = Set((view.view?.stubs.values).map { Array($0) } ?? []).compactMap { levels.tree[$0].node }
            #expect(Set(stubbed).isSuperset(of: (0..<features).map { "module:F\($0)" }))
        }
    }

    @Test("the legend counts one box as one box, and several as boxes")
    func noteCountsBoxes() throws {
        let (nodes, edges) = Self.threeModules()
        let levels = Levels(GraphSnapshot(nodes: nodes, edges: edges), title: "App")
        let modules = levels.tree.groups.indices.filter { levels.tree[$0].kind == .module }
        var cut = levels.firstCut()
        cut.boxes = [try #require(modules.first)]
        #expect(levels.note(for: cut) == "1 box (modules) holds 20 nodes; a click opens it; a line's number counts its edges")
        cut.boxes = modules
        #expect(levels.note(for: cut) == "3 boxes (modules) hold 60 nodes; a click opens one; a line's number counts its edges")
    }

    @Test("a group of more items than a view shows is split by the words of their names")
    func splitsByName() {
        var nodes: [Node] = []
        for word in ["Service", "Repository", "ViewModel", "Coordinator"] {
            for number in 0..<15 { nodes.append(Node(id: "N\(number)\(word)", kind: .service, type: "App.N\(number)\(word)")) }
        }
        let tree = GroupTree(GraphSnapshot(nodes: nodes, edges: []))
        #expect(tree[0].children.map { tree[$0].title } == ["*Coordinator", "*Repository", "*Service", "*ViewModel"])
        #expect(NameGroups.partition((0..<50).map { NameGroups.Item(name: "N\($0)\(["User", "Auth"][$0 % 2])Service", group: nil, leaf: "\($0)") },
                                     maxItems: 40).map(\.title) == ["*AuthService", "*UserService"])
        #expect(tree[0].children.allSatisfy { tree[$0].kind == .names && tree[$0].size == 15 })
    }

    @Test("between splits whose largest group is as large, the one of fewer groups is taken, titled by the words its names share")
    func fewerNameGroups() {
        // 60 use cases, and 30 factories whose last two words are all different: split by the last two
        // words, the factories stay 30 items of their own beside the use cases.
        var names = (0..<60).map { "Fetch\($0)UseCase" }
        names += (0..<30).map { "Screen\(String(UnicodeScalar(UInt8(65 + $0 % 26))))\($0 / 26)Detail\($0)Factory" }
        names += ["AuthRepository", "UserRepository"]
        let items = names.enumerated().map { NameGroups.Item(name: $1, group: nil, leaf: "\($0)") }
        let buckets = NameGroups.partition(items, maxItems: 40)
        #expect(buckets.map(\.title) == ["*Factory", "*Repository", "*UseCase"])
        #expect(buckets.map(\.items.count) == [30, 2, 60])
    }

    @Test("names split into words at case changes, runs of capitals and separators")
    func words() {
        #expect(NameGroups.words("URLSessionClient") == ["URL", "Session", "Client"])
        #expect(NameGroups.words("feature_login.ViewModel") == ["feature", "login", "View", "Model"])
        #expect(NameGroups.words("OAuth2Token") == ["O", "Auth2", "Token"])
    }

    @Test("names no word splits are split by spans of the alphabet, each within a view")
    func alphabetical() {
        let items = (0..<130).map { NameGroups.Item(name: String(format: "%c%03d", 65 + $0 % 26, $0), group: nil, leaf: "\($0)") }
        let buckets = NameGroups.alphabetical(items, maxItems: 40)
        #expect(buckets.count == 4)
        #expect(buckets.allSatisfy { $0.items.count <= 40 })
        #expect(buckets.map(\.items.count).reduce(0, +) == 130)
    }

    @Test("the packages a graph depends on are one group, apart from the app's own")
    func dependencyPackages() {
        var nodes = [Node(id: "package:app", kind: .package, type: "app")]
        for number in 0..<50 { nodes.append(Node(id: "module:M\(number)", kind: .module, type: "M\(number)", parent: "package:app")) }
        for number in 0..<6 {
            nodes.append(Node(id: "package:dep\(number)", kind: .package, type: "dep\(number)", attributes: ["url": "https://example.com/\(number)"]))
            nodes.append(Node(id: "product:dep\(number)/P", kind: .module, type: "P\(number)", parent: "package:dep\(number)", attributes: ["product": "true"]))
        }
        let tree = GroupTree(GraphSnapshot(nodes: nodes, edges: []))
        let titles = tree[0].children.map { tree[$0].title }
        #expect(titles.contains("Package dependencies"))
        let dependencies = tree[0].children.first { tree[$0].title == "Package dependencies" }!
        #expect(tree[dependencies].size == 6)
    }
}
