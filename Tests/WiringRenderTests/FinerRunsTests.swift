import Testing
import WiringModel
@testable import WiringRender

/// A box of name group that a view one click in can neither open nor split in place, made room for by
/// splitting the group it was split from into more, smaller runs.
@Suite("Finer runs of a group split by name")
struct FinerRunsTests {
    /// One container of forty folders named by distinct words, so that a split by name runs along the
    /// alphabet: the first twenty-eight hold five services each, the last twelve three; in each folder a
    /// view model resolves its store and the next folder's store, and every store resolves its client.
    static func app(large: Int = 5, small: Int = 3) -> GraphSnapshot {
        let words = [
            "Amber", "Anchor", "Aspen", "Atlas", "Badger", "Beacon", "Birch", "Bison", "Canyon", "Cedar",
            "Comet", "Coral", "Delta", "Dune", "Eagle", "Ember", "Falcon", "Fern", "Fjord", "Garnet",
            "Glacier", "Granite", "Harbor", "Hazel", "Heron", "Indigo", "Iris", "Jasper", "Juniper", "Kestrel",
            "Lagoon", "Lark", "Maple", "Meadow", "Nectar", "Oasis", "Orchid", "Pebble", "Quartz", "Raven",
        ]
        var nodes = [Node(id: "c", kind: .container, type: "Swinject.Container")]
        var edges: [Edge] = []
        for (number, word) in words.enumerated() {
            let parts = ["ViewModel", "Store", "Client", "Mapper", "Cache"].prefix(number < 28 ? large : small)
            for part in parts {
                nodes.append(Node(
                    id: "c/App.\(word)\(part)", kind: .service, type: "App.\(word)\(part)", parent: "c",
                    declared: SourcePlace(file: "Sources/\(word)/\(word)\(part).swift", line: 1)))
            }
            edges.append(Edge(from: "c/App.\(word)ViewModel", to: "c/App.\(word)Store", kind: .resolves))
            edges.append(Edge(from: "c/App.\(word)Store", to: "c/App.\(word)Client", kind: .resolves))
            for part in parts.dropFirst(3) {
                edges.append(Edge(from: "c/App.\(word)Client", to: "c/App.\(word)\(part)", kind: .resolves))
            }
            if number + 1 < words.count {
                edges.append(Edge(from: "c/App.\(word)ViewModel", to: "c/App.\(words[number + 1])Store", kind: .resolves))
            }
        }
        return GraphSnapshot(nodes: nodes, edges: edges, title: "App")
    }

    /// Whether a view reads as `dot` draws it, else by the estimate.
    static func reads(_ diagram: Diagram) -> Bool {
        let shaped = DiagramPlanner.shaped(diagram, options: RenderOptions())
        return DiagramPlanner.drawnReading(shaped, format: nil)?.reads ?? DiagramPlanner.readable(diagram, options: RenderOptions())
    }

    @Test("a run that reads neither whole nor opened or split in place beside runs opened in place is drawn as smaller runs that read")
    func stuckRunMakesFinerRuns() throws {
        let app = Self.app()
        let levels = Levels(app, title: "App", maxItems: LargeGraphPolicy.itemsByName)
        let tree = levels.tree
        let runs = tree[0].children.filter { tree[$0].kind == .names }
        #expect(runs.map { tree[$0].title } == ["A–D", "E–Ja", "Ju–R"])
        let depth = LargeGraphPolicy.lastView - 1
        let options = RenderOptions()
        // One click in, the two runs of more than `flatLeaves` leaves are opened in place; the third stays a
        // box whose view does not read, which the view can neither open in place nor split by name and read.
        let cut = levels.cut(of: 0, depth: depth)
        #expect(cut.open.map { tree[$0].title } == ["A–D", "E–Ja"])
        let stuck = try #require(runs.last)
        #expect(cut.boxes.contains(stuck))
        #expect(!Self.reads(levels.diagram(levels.cut(of: stuck, depth: depth + 1), depth: depth + 1, options: options)))
        var opened = cut
        opened.opening(stuck, in: tree)
        #expect(!DiagramPlanner.readable(levels.diagram(opened, depth: depth, options: options), options: options))
        #expect(DiagramPlanner.nameParts(of: stuck, in: cut, levels: levels, depth: depth, options: options) == nil)
        // Planned, the forty folders are in more runs, every one a box whose view reads, and the view reads.
        let planned = DiagramPlanner.plannedView(of: 0, depth: depth, in: levels, options: options).diagram
        let view = try #require(planned.view)
        let split = try #require(planned.levels)
        let made = split.tree[0].children.filter { split.tree[$0].kind == .names }
        #expect(made.count > runs.count)
        #expect(Set(made).isSubset(of: Set(view.boxes.values)))
        #expect(!view.boxes.values.contains { ["A–D", "E–Ja", "Ju–R"].contains(split.tree[$0].title) })
        for run in made {
            #expect(Self.reads(split.diagram(split.cut(of: run, depth: depth + 1), depth: depth + 1, options: options)),
                    "\(split.tree[run].title)")
        }
        #expect(Self.reads(planned))
        // Every service is still one click away: the boxes and the services drawn hold them all.
        let shown = view.boxes.values.reduce(0) { $0 + split.tree[$1].size }
            + planned.snapshot.nodes.filter { $0.kind == .service }.count
        #expect(shown == app.nodes.count - 1)
    }

    /// The levels of the app with its container split by name into three runs, as a view one click in finds them.
    static func runs() -> (levels: Levels, runs: [Int]) {
        let levels = Levels(app(), title: "App", maxItems: LargeGraphPolicy.itemsByName)
        return (levels, levels.tree[0].children.filter { levels.tree[$0].kind == .names })
    }

    @Test("runs split again sort along the alphabet, by their first names, not by their titles")
    func finerRunsSortByFirstName() throws {
        let (levels, _) = Self.runs()
        let split = try #require(levels.resplitByName(0, leaves: 10))
        let tree = split.tree
        let made = tree[0].children.filter { tree[$0].kind == .names }
        // Amber and Anchor, then Aspen and Atlas: "As–At" is after "A–An" though "s" sorts before "–".
        #expect(made.prefix(2).map { tree[$0].title } == ["A–An", "As–At"])
        let firstNames = made.map { run in
            tree[run].children.map { tree[$0].title }.min { $0.lowercased() < $1.lowercased() } ?? ""
        }
        #expect(firstNames == firstNames.sorted { $0.lowercased() < $1.lowercased() })
        // Views list nodes by id: the runs' ids sort the same way.
        #expect(made.map { tree[$0].id } == made.map { tree[$0].id }.sorted())
    }

    @Test("runs split again take the old runs' places: every other group keeps its index, and no group is left unused")
    func finerRunsLeaveNoUnusedGroups() throws {
        let (levels, runs) = Self.runs()
        let split = try #require(levels.resplitByName(0, leaves: 10))
        let tree = split.tree
        var reached: Set<Int> = []
        var stack = [0]
        while let group = stack.popLast() {
            guard reached.insert(group).inserted else { continue }
            stack += tree[group].children
            for child in tree[group].children { #expect(tree[child].parent == group) }
        }
        #expect(reached.count == tree.groups.count)
        #expect(tree.groups.indices.allSatisfy { $0 == 0 || tree[$0].parent != nil && tree[$0].size > 0 })
        let made = tree[0].children.filter { tree[$0].kind == .names }
        #expect(made.count > runs.count)
        #expect(Set(runs).isSubset(of: Set(made)))
        // The folders keep their indices, and each leaf's group holds it.
        for group in levels.tree.groups.indices where !runs.contains(group) {
            #expect(tree[group].id == levels.tree[group].id)
        }
        for (leaf, group) in tree.groupOf where tree.leaves.contains(leaf) {
            #expect(tree[group].members.contains(leaf))
        }
    }

    /// One container of services whose names share their last words (`AudioClient`, `BillingClient`, …), so
    /// that a split by name makes word groups (`*Client`) and runs of the alphabet over them.
    static func wordGroups() -> GraphSnapshot {
        let words = [
            "Audio", "Billing", "Cache", "Daily", "Event", "File", "Game", "Home", "Image", "Journal", "Key",
            "Leader", "Match", "Notice", "Order", "Puzzle", "Query", "Rank", "Score", "Timer", "User", "Vocab",
        ]
        var nodes = [Node(id: "c", kind: .container, type: "Swinject.Container")]
        var edges: [Edge] = []
        for word in words {
            for part in ["Client", "Store", "Feature", "View"] {
                nodes.append(Node(id: "c/App.\(word)\(part)", kind: .service, type: "App.\(word)\(part)", parent: "c"))
            }
            edges.append(Edge(from: "c/App.\(word)Feature", to: "c/App.\(word)Store", kind: .resolves))
            edges.append(Edge(from: "c/App.\(word)Store", to: "c/App.\(word)Client", kind: .resolves))
        }
        // A service named as a word group is, so a run's id could be spelt like its first item's.
        nodes.append(Node(id: "c/App.Client", kind: .service, type: "App.Client", parent: "c"))
        return GraphSnapshot(nodes: nodes, edges: edges, title: "Words")
    }

    /// Every group id in a tree, with those used more than once.
    static func repeatedIDs(_ tree: GroupTree) -> [String] {
        var seen: [String: Int] = [:]
        for group in tree.groups { seen[group.id, default: 0] += 1 }
        return seen.filter { $0.value > 1 }.keys.sorted()
    }

    @Test("every group of a tree split by name, and split again into runs, has an id of its own, and so has every drawn box")
    func splitTreeIDsAreUnique() throws {
        for app in [Self.app(), Self.wordGroups()] {
            let levels = Levels(app, title: app.title ?? "", maxItems: LargeGraphPolicy.itemsByName)
            #expect(levels.tree.groups.contains { $0.kind == .names }, "\(app.title ?? "")")
            #expect(Self.repeatedIDs(levels.tree).isEmpty, "\(Self.repeatedIDs(levels.tree))")
            for leaves in [4, 10, 25] {
                guard let split = levels.resplitByName(0, leaves: leaves) else { continue }
                #expect(Self.repeatedIDs(split.tree).isEmpty, "\(leaves): \(Self.repeatedIDs(split.tree))")
            }
            let depth = LargeGraphPolicy.lastView - 1
            let planned = DiagramPlanner.plannedView(of: 0, depth: depth, in: levels, options: RenderOptions()).diagram
            let ids = planned.snapshot.nodes.map(\.id)
            #expect(Set(ids).count == ids.count, "\(ids)")
        }
    }
}
