/// A drawing's frames (clusters) and the estimate of each one's layout as `dot` makes it: a frame is
/// ranked on its own from the edges between its members (its nodes, and the frames directly inside
/// it as blocks spanning their own ranks), then placed in the frame around it as one block
/// (`dot`'s ranking without `newrank`). `LayoutShaper` chooses with it how to stagger and stack.
struct FrameLayout {
    struct Frame {
        var parent: Int?
        /// Whether the frame is drawn with a caption (a frame drawn alone, its name its caption).
        var captioned = false
        var frames: [Int] = []
        var items: [Int] = []
        /// The edges whose ends' innermost common frame this is.
        var edges: [Int] = []
    }

    /// A frame laid out: its size along and across its ranks, how many ranks it spans, each item's
    /// rank inside it, and what was added to shape it.
    struct Block {
        var along = 0.0
        var across = 0.0
        var span = 1
        var rankOf: [Int: Int] = [:]
        /// Each member's rank, in the order of `Members.units`: `rankOf` is filled from it for the
        /// shape kept, not for every shape tried.
        var memberRanks: [Int] = []
        var top = 0
        var bottom = 0
        var minlen: [Int: Int] = [:]
        var invisible: [LayoutShaper.Shape.Invisible] = []
        /// The parts stacked under another whose lines come from outside the frame: `dot` carries such a
        /// line past the frame's rows above its end outside the frame, so it goes round the frame.
        var roundabout = 0
    }

    let items: [LayoutShaper.Item]
    let edges: [(from: Int, to: Int)]
    /// Frame 0 is the drawing itself.
    private(set) var frames: [Frame]
    /// Each item's innermost frame, and each item's frames from the drawing in.
    private(set) var frameOf: [Int]
    private var chains: [[Int]]
    /// Each item's edges: the other end, and whether the edge goes out.
    private var incident: [[(other: Int, out: Bool)]]

    init(items: [LayoutShaper.Item], edges: [(from: Int, to: Int)], captioned: Set<String> = []) {
        self.items = items
        self.edges = edges
        var frames = [Frame(parent: nil)]
        var byID: [String: Int] = [:]
        var chains: [[Int]] = []
        for (number, item) in items.enumerated() {
            var chain = [0]
            var key = ""
            for cluster in item.clusters {
                key += "\u{0}" + cluster
                if let known = byID[key] {
                    chain.append(known)
                    continue
                }
                let made = frames.count
                frames.append(Frame(parent: chain.last, captioned: captioned.contains(cluster)))
                frames[chain.last!].frames.append(made)
                byID[key] = made
                chain.append(made)
            }
            frames[chain.last!].items.append(number)
            chains.append(chain)
        }
        for (number, edge) in edges.enumerated() where edge.from != edge.to {
            let (a, b) = (chains[edge.from], chains[edge.to])
            var common = 0
            while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
            frames[a[common - 1]].edges.append(number)
        }
        self.frames = frames
        self.frameOf = chains.map { $0.last! }
        self.chains = chains
        var incident = [[(other: Int, out: Bool)]](repeating: [], count: items.count)
        for edge in edges where edge.from != edge.to {
            incident[edge.from].append((edge.to, true))
            incident[edge.to].append((edge.from, false))
        }
        self.incident = incident
    }

    /// The whole drawing's shape for one direction: each frame shaped from the inside out.
    ///
    /// - Parameters:
    ///   - across: Whether ranks are rows (top to bottom) rather than columns.
    ///   - staggers: The rows a wide rank may be staggered over.
    ///   - stackingFewMembers: Whether a frame of two or three members is stacked when no shape of it
    ///     left unstacked is within 3:1 (frames of four or more always may be).
    ///   - stackingReached: Whether a part that lines from outside its frame come into may be stacked
    ///     under another (its lines then go round the frame); when not, it only heads a column.
    ///   - score: How well the whole drawing reads at a size (width, height in points).
    ///   - withinAspect: Whether the whole drawing at a size counts as within 3:1.
    func shape(
        across: Bool, nodeSeparation: Double, rankSeparation: Double, rows staggers: [Int] = [1, 2, 3, 4, 6],
        stackingFewMembers: Bool = false, stackingReached: Bool = true, score: (Double, Double) -> Double,
        withinAspect: (Double, Double) -> Bool = LayoutShaper.blockWithinAspect(width:height:)
    ) -> LayoutShaper.Shape {
        shaped(
            across: across, nodeSeparation: nodeSeparation, rankSeparation: rankSeparation, rows: staggers,
            stackingFewMembers: stackingFewMembers, stackingReached: stackingReached, score: score, withinAspect: withinAspect).shape
    }

    /// The blocks one shaping chose, and the frames no choice in which stacked a part lines from outside
    /// reach (with every frame inside them): shaped again without stacking such parts, those come out the same.
    struct Shaping {
        var blocks: [Block]
        var unaffected: [Bool]
    }

    /// `shape(…)`, with the blocks it chose; `reusing` an earlier shaping of the same drawing, direction and
    /// settings with such parts stacked, its unaffected frames are taken from it rather than shaped again.
    func shaped(
        across: Bool, nodeSeparation: Double, rankSeparation: Double, rows staggers: [Int] = [1, 2, 3, 4, 6],
        stackingFewMembers: Bool = false, stackingReached: Bool = true, reusing earlier: Shaping? = nil,
        score: (Double, Double) -> Double,
        withinAspect: (Double, Double) -> Bool = LayoutShaper.blockWithinAspect(width:height:)
    ) -> (shape: LayoutShaper.Shape, shaping: Shaping) {
        var blocks = [Block](repeating: Block(), count: frames.count)
        var unaffected = [Bool](repeating: true, count: frames.count)
        // Inside out: a frame after every frame in it (frames are made after their parents).
        for frame in stride(from: frames.count - 1, through: 0, by: -1) {
            if let earlier, earlier.unaffected[frame] {
                blocks[frame] = earlier.blocks[frame]
                continue
            }
            var best: Block?
            var bestScore = -Double.infinity
            var unstackedWithin = false
            let members = members(of: frame, blocks: blocks)
            func choose(stacking choices: [Int]) {
                for rows in staggers {
                    for stack in choices {
                        let block = layout(
                            frame, members: members, blocks: blocks, rows: rows, stack: stack, across: across,
                            stackingReached: stackingReached, nodeSeparation: nodeSeparation, rankSeparation: rankSeparation)
                        if block.roundabout > 0 { unaffected[frame] = false }
                        let (width, height) = across ? (block.along, block.across) : (block.across, block.along)
                        let value = frame == 0 ? score(width, height) : LayoutShaper.blockScore(width: width, height: height)
                        let within = frame == 0 ? withinAspect(width, height) : LayoutShaper.blockWithinAspect(width: width, height: height)
                        if stack == 0 && within { unstackedWithin = true }
                        // The plain layout first: a change has to pay for itself.
                        if value > bestScore * 1.02 {
                            best = block
                            bestScore = value
                        }
                    }
                }
            }
            choose(stacking: stackingChoices(frame, blocks: blocks))
            // A frame of a few members is stacked only when no shape of it without stacking is within 3:1.
            if stackingFewMembers, !unstackedWithin, let fewer = fewMembersStacking(frame) { choose(stacking: fewer) }
            blocks[frame] = ranked(best ?? Block(), members: members, blocks: blocks)
            if !unaffected[frame], let parent = frames[frame].parent { unaffected[parent] = false }
        }
        var shape = LayoutShaper.Shape()
        for block in blocks {
            shape.minlen.merge(block.minlen) { max($0, $1) }
            shape.invisible += block.invisible
            shape.roundabout += block.roundabout
        }
        (shape.width, shape.height) = across ? (blocks[0].along, blocks[0].across) : (blocks[0].across, blocks[0].along)
        return (shape, Shaping(blocks: blocks, unaffected: unaffected))
    }

    /// A frame's block with each item's rank inside it, its inner frames' items placed by their ranks there.
    private func ranked(_ block: Block, members: Members, blocks: [Block]) -> Block {
        var block = block
        for (u, rank) in block.memberRanks.enumerated() {
            switch members.units[u] {
            case let .item(i): block.rankOf[i] = rank
            case let .frame(f): for (i, r) in blocks[f].rankOf { block.rankOf[i] = rank + r }
            }
        }
        return block
    }

    /// The column heights (in ranks) worth trying for a frame's small parts; 0 leaves them be. A frame
    /// of fewer than four members is left be here (see `fewMembersStacking`).
    private func stackingChoices(_ frame: Int, blocks: [Block]) -> [Int] {
        let units = frames[frame].items.count + frames[frame].frames.count
        guard units >= 4 else { return [0] }
        return columnHeights(units: units)
    }

    /// The column heights worth trying for a frame of two or three members, which is stacked only when
    /// every shape of it left unstacked is beyond 3:1 (long names side by side in one row); nil for
    /// other frames.
    private func fewMembersStacking(_ frame: Int) -> [Int]? {
        let units = frames[frame].items.count + frames[frame].frames.count
        guard units >= 2, units < 4 else { return nil }
        return columnHeights(units: units).filter { $0 > 0 }
    }

    private func columnHeights(units: Int) -> [Int] {
        let columns = Int(Double(units).squareRoot().rounded(.up))
        return Array(Set([0, 2, 3, 4, max(2, columns), max(2, units / 3), 8, 12])).sorted()
    }

    /// One frame's members: nodes directly in it and frames directly in it.
    private enum Unit: Hashable {
        case item(Int)
        case frame(Int)
    }

    /// The member of a frame that holds an item inside it.
    private func unit(of item: Int, in frame: Int) -> Unit {
        let chain = chains[item]
        guard let position = chain.firstIndex(of: frame), position + 1 < chain.count else { return .item(item) }
        return .frame(chain[position + 1])
    }

    /// An edge between two members of a frame, and the ranks its ends must be apart.
    private struct Link { var edge: Int; var from: Int; var to: Int; var weight: Int }

    /// A frame's members, the links between them and each member's rank before any staggering or
    /// stacking: the same for every way a frame is shaped, so worked out once per frame.
    private struct Members {
        var units: [Unit]
        var links: [Link]
        var outgoing: [[Int]]
        var incoming: [[Int]]
        /// The links pointing back, reversed by dot and left out of ranking.
        var back: Set<Int>
        /// The members in an order where each comes after those pointing to it.
        var order: [Int]
        var rank: [Int]
        /// The parts joined by links, largest first, and each member's part.
        var parts: [[Int]]
        var part: [Int]
    }

    /// A frame's members and their ranks, its inner frames as laid out already in `blocks`.
    private func members(of frame: Int, blocks: [Block]) -> Members {
        let units: [Unit] = frames[frame].items.map { .item($0) } + frames[frame].frames.map { .frame($0) }
        var number: [Unit: Int] = [:]
        for (position, unit) in units.enumerated() { number[unit] = position }
        let count = units.count
        func offset(_ item: Int, in u: Int) -> Int { if case let .frame(f) = units[u] { return blocks[f].rankOf[item] ?? 0 } else { return 0 } }
        // Edges between members, with the ranks of their ends inside them.
        var links: [Link] = []
        for edge in frames[frame].edges {
            let (a, b) = (edges[edge].from, edges[edge].to)
            guard let from = number[unit(of: a, in: frame)], let to = number[unit(of: b, in: frame)], from != to else { continue }
            links.append(Link(edge: edge, from: from, to: to, weight: offset(a, in: from) - offset(b, in: to) + 1))
        }
        var outgoing = [[Int]](repeating: [], count: count)
        var incoming = [[Int]](repeating: [], count: count)
        for (position, link) in links.enumerated() {
            outgoing[link.from].append(position)
            incoming[link.to].append(position)
        }
        // Links a depth-first walk finds pointing back are reversed by dot: left out of ranking.
        var state = [UInt8](repeating: 0, count: count)
        var back = Set<Int>()
        for start in 0..<count where state[start] == 0 {
            var path: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = path.last {
                if top.next < outgoing[top.node].count {
                    path[path.count - 1].next += 1
                    let link = outgoing[top.node][top.next]
                    let target = links[link].to
                    if state[target] == 0 {
                        state[target] = 1
                        path.append((target, 0))
                    } else if state[target] == 1 {
                        back.insert(link)
                    }
                } else {
                    state[top.node] = 2
                    path.removeLast()
                }
            }
        }
        var rank = [Int](repeating: 0, count: count)
        var indegree = [Int](repeating: 0, count: count)
        for (position, link) in links.enumerated() where !back.contains(position) { indegree[link.to] += 1 }
        var queue = (0..<count).filter { indegree[$0] == 0 }
        var order: [Int] = []
        while let u = queue.popLast() {
            order.append(u)
            for link in outgoing[u] where !back.contains(link) {
                let target = links[link].to
                rank[target] = max(rank[target], rank[u] + links[link].weight)
                indegree[target] -= 1
                if indegree[target] == 0 { queue.append(target) }
            }
        }
        // A member only pointing to others sits right above the nearest of them, as dot's ranking puts it.
        for u in order.reversed() where incoming[u].allSatisfy({ back.contains($0) }) {
            let below = outgoing[u].filter { !back.contains($0) }.map { rank[links[$0].to] - links[$0].weight }
            if let nearest = below.min() { rank[u] = nearest }
        }
        // Parts joined by links; each starts at rank 0. The largest (by members) is part 0.
        var parent = Array(0..<count)
        func find(_ u: Int) -> Int {
            var u = u
            while parent[u] != u {
                parent[u] = parent[parent[u]]
                u = parent[u]
            }
            return u
        }
        for link in links { parent[find(link.from)] = find(link.to) }
        var joined: [Int: [Int]] = [:]
        for u in 0..<count { joined[find(u), default: []].append(u) }
        let parts = joined.values.sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
        var part = [Int](repeating: 0, count: count)
        for (index, list) in parts.enumerated() {
            let lowest = list.map { rank[$0] }.min() ?? 0
            for u in list {
                part[u] = index
                rank[u] -= lowest
            }
        }
        return Members(
            units: units, links: links, outgoing: outgoing, incoming: incoming, back: back, order: order, rank: rank,
            parts: parts, part: part)
    }

    /// Lays one frame out with a given stagger (`rows` per wide rank) and stacking (`stack` ranks per
    /// column, 0 for none), its members as `members(of:blocks:)` found them.
    private func layout(
        _ frame: Int, members: Members, blocks: [Block], rows: Int, stack: Int, across: Bool, stackingReached: Bool,
        nodeSeparation: Double, rankSeparation: Double
    ) -> Block {
        let units = members.units
        let count = units.count
        let (links, outgoing, incoming, back, order, parts, part) = (
            members.links, members.outgoing, members.incoming, members.back, members.order, members.parts, members.part
        )
        var rank = members.rank
        func span(_ u: Int) -> Int { if case let .frame(f) = units[u] { return blocks[f].span } else { return 1 } }
        func along(_ u: Int) -> Double {
            switch units[u] {
            case let .item(i): (across ? items[i].width : items[i].height)
            case let .frame(f): blocks[f].along
            }
        }
        func thick(_ u: Int) -> Double {
            switch units[u] {
            case let .item(i): across ? items[i].height : items[i].width
            case let .frame(f): blocks[f].across
            }
        }
        func offset(_ item: Int, in u: Int) -> Int { if case let .frame(f) = units[u] { return blocks[f].rankOf[item] ?? 0 } else { return 0 } }
        var block = Block()
        func endItem(_ u: Int, bottom: Bool) -> Int {
            switch units[u] {
            case let .item(i): i
            case let .frame(f): bottom ? blocks[f].bottom : blocks[f].top
            }
        }
        if stack > 0 {
            // The small parts (at most three members and three ranks), one under another in columns.
            func height(_ list: [Int]) -> Int { (list.map { rank[$0] + span($0) }.max() ?? 1) }
            let firstSmall = parts.count > 0 && (parts[0].count > 3 || height(parts[0]) > 3) ? 1 : 0
            var column: (bottom: Int, height: Int)?
            // Whether lines from outside the part come into it and go out of it.
            func crossing(_ list: [Int]) -> (ins: Bool, outs: Bool) {
                var inside: Set<Int> = []
                for u in list {
                    switch units[u] {
                    case let .item(i): inside.insert(i)
                    case let .frame(f): inside.formUnion(blocks[f].rankOf.keys)
                    }
                }
                var ins = false, outs = false
                for item in inside {
                    for end in incident[item] where !inside.contains(end.other) {
                        if end.out { outs = true } else { ins = true }
                    }
                }
                return (ins, outs)
            }
            for index in firstSmall..<parts.count {
                let list = parts[index]
                let tall = height(list)
                // A part whose edges to the rest both come in and go out is left where it is: stacked, its
                // nodes would be pushed down rank by rank, and every frame after them (a staircase).
                let (ins, outs) = crossing(list)
                guard list.count <= 3, tall <= 3, !(ins && outs) else { continue }
                let top = list.min { rank[$0] != rank[$1] ? rank[$0] < rank[$1] : $0 < $1 }!
                if let current = column, current.height + tall <= stack, stackingReached || !ins {
                    if ins { block.roundabout += 1 }
                    block.invisible.append(.init(from: endItem(current.bottom, bottom: true), to: endItem(top, bottom: false)))
                    for u in list { rank[u] += current.height }
                    let bottom = list.max { rank[$0] + span($0) < rank[$1] + span($1) }!
                    column = (bottom, current.height + tall)
                } else {
                    column = (list.max { rank[$0] + span($0) < rank[$1] + span($1) }!, tall)
                }
            }
        }
        // How many ranks each member is moved by staggering (down when positive).
        var shift = [Int](repeating: 0, count: count)
        if rows > 1 {
            // The widest rank of the largest part sets how wide every rank may be.
            var extent = [Double](repeating: 0, count: (0..<count).lazy.filter { part[$0] == 0 }.map { rank[$0] + span($0) }.max() ?? 0)
            for u in 0..<count where part[u] == 0 {
                for level in rank[u]..<(rank[u] + span(u)) { extent[level] += along(u) + nodeSeparation }
            }
            let target = (extent.max() ?? 0) / Double(rows)
            var movers: [Int: [(unit: Int, down: Bool)]] = [:]
            for u in 0..<count where part[u] == 0 && span(u) == 1 {
                let ins = incoming[u].contains { !back.contains($0) }, outs = outgoing[u].contains { !back.contains($0) }
                if !ins && outs { movers[rank[u], default: []].append((u, false)) }
                // A node between others (a use case between the screens and the repositories) is moved
                // down too: what it points to moves down with it (below).
                if ins { movers[rank[u], default: []].append((u, true)) }
            }
            for (level, list) in movers where extent[level] > target * 1.05 {
                let count = min(rows, Int((extent[level] / max(target, 1)).rounded(.up)))
                guard count > 1 else { continue }
                // In the order of what they are joined to, so siblings spread over the rows in turn.
                let ordered = list.sorted { lhs, rhs in
                    let left = neighbour(lhs.unit), right = neighbour(rhs.unit)
                    return left != right ? left < right : lhs.unit < rhs.unit
                }
                for (position, mover) in ordered.enumerated() {
                    let step = position % count
                    shift[mover.unit] = mover.down ? step : -step
                }
            }
            func neighbour(_ u: Int) -> Int {
                if let link = outgoing[u].first { return links[link].to }
                if let link = incoming[u].first { return links[link].from }
                return u
            }
            for u in 0..<count { rank[u] += shift[u] }
            // What a moved node points to goes down with it, as dot's ranking pushes it.
            for u in order {
                for link in outgoing[u] where !back.contains(link) {
                    rank[links[link].to] = max(rank[links[link].to], rank[u] + links[link].weight)
                }
            }
            for u in 0..<count where shift[u] != 0 {
                if shift[u] > 0 {
                    for link in incoming[u] where !back.contains(link) {
                        block.minlen[links[link].edge] = max(1, rank[u] - rank[links[link].from] - (links[link].weight - 1))
                    }
                } else {
                    for link in outgoing[u] where !back.contains(link) {
                        block.minlen[links[link].edge] = max(1, rank[links[link].to] - rank[u] - (links[link].weight - 1))
                    }
                }
            }
            let lowest = rank.min() ?? 0
            if lowest != 0 { for u in 0..<count { rank[u] -= lowest } }
        }
        // Sizes: members along each rank with the space between them, frames across the ranks they
        // span, and one more space in each rank a link crosses without stopping (dot's virtual nodes).
        // A member moved down sits under where its line crosses the rank above, which dot puts beside
        // that rank's members: the last one hangs half its width beyond them (one moved up, beyond the
        // rank below).
        // Per rank, from 0 (every rank is at least 0 here); `spanned` marks the ranks a member or a line is in.
        let levels = (0..<count).map { rank[$0] + span($0) }.max() ?? 0
        var hang = [Double](repeating: 0, count: levels)
        for u in 0..<count where shift[u] != 0 {
            let level = rank[u] + (shift[u] > 0 ? -1 : 1)
            if hang.indices.contains(level) { hang[level] = max(hang[level], along(u) / 2 + nodeSeparation) }
        }
        var extent = [Double](repeating: 0, count: levels)
        var spanned = [Bool](repeating: false, count: levels)
        var thickness = [Double](repeating: 0, count: levels)
        for u in 0..<count {
            let s = span(u)
            let share = (thick(u) - Double(s - 1) * rankSeparation) / Double(s)
            for level in rank[u]..<(rank[u] + s) {
                extent[level] += along(u) + nodeSeparation
                spanned[level] = true
                thickness[level] = max(thickness[level], share)
            }
        }
        for (position, link) in links.enumerated() {
            let a = rank[link.from] + offset(edges[link.edge].from, in: link.from)
            let b = rank[link.to] + offset(edges[link.edge].to, in: link.to)
            let (low, high) = back.contains(position) ? (min(a, b), max(a, b)) : (a, b)
            if high - low > 1 {
                for level in (low + 1)..<high {
                    extent[level] += nodeSeparation
                    spanned[level] = true
                }
            }
        }
        let ranks = max(levels, 1)
        let margin = frame == 0 ? 0 : LayoutShaper.clusterMargin
        let widest = extent.indices.lazy.filter { spanned[$0] }.map { extent[$0] + hang[$0] }.max() ?? 0
        block.along = max(0, widest - nodeSeparation) + 2 * margin
        block.across = (0..<ranks).reduce(0) { $0 + (thickness.indices.contains($1) ? thickness[$1] : 0) } + Double(max(0, ranks - 1)) * rankSeparation
            + (frame == 0 ? 0 : 2 * margin + (frames[frame].captioned ? LayoutShaper.clusterCaption : 0))
        block.span = ranks
        block.memberRanks = rank
        if let top = (0..<count).min(by: { rank[$0] != rank[$1] ? rank[$0] < rank[$1] : $0 < $1 }) { block.top = endItem(top, bottom: false) }
        if let bottom = (0..<count).max(by: { rank[$0] + span($0) != rank[$1] + span($1) ? rank[$0] + span($0) < rank[$1] + span($1) : $0 > $1 }) {
            block.bottom = endItem(bottom, bottom: true)
        }
        return block
    }
}
