/// Finds the lines' labels that a layout placed on another line or on a node.
///
/// Graphviz places an `xlabel` clear of nodes and other labels (`forcelabels=false`), but not clear of
/// other edges' lines: round a box many lines meet, a count often sits on a neighbour's line and reads
/// as that line's. Such a label is left out: its text is taken out of an SVG (`SVGLineLabels`), and a
/// PNG or PDF is laid out again without it; its words stay in the line's tooltip. Works on the
/// attributes the layout writes back (`pos`, `xlp`, `width`, `height`), which every Graphviz since 2.43
/// writes the same way.
struct LineLabelClearance: Sendable {
    /// A placed label: the edge's element id, its centre (points) and its size.
    struct Label: Sendable, Hashable {
        var edge: String
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// The placed labels.
    var labels: [Label] = []
    /// Each edge's spline (`pos`) by element id.
    var splines: [String: String] = [:]
    /// The nodes' boxes.
    var nodes: [PinnedBox] = []

    /// The element ids of the edges whose label covers another edge's line or a node, sorted.
    func coveredLabels() -> [String] {
        guard !labels.isEmpty else { return [] }
        let lines = splines.mapValues(Self.polylines(ofSpline:))
        var covered: [String] = []
        for label in labels {
            let box = PinnedBox(x: label.x, y: label.y, width: label.width, height: label.height).rect()
            let onLine = lines.contains { id, polylines in
                id != label.edge && polylines.contains { points in
                    points.indices.dropFirst().contains { Self.segment(from: points[$0 - 1], to: points[$0], crosses: box) }
                }
            }
            if onLine || nodes.contains(where: { $0.rect().intersects(box) }) { covered.append(label.edge) }
        }
        return covered.sorted()
    }

    /// A Graphviz spline (`e,x,y s,x,y x0,y0 x1,y1 …`, pieces separated by `;`) as polylines, one a piece:
    /// each cubic Bézier sampled at twelve steps, from the tail arrowhead's tip to the head arrowhead's.
    static func polylines(ofSpline pos: String) -> [[(x: Double, y: Double)]] {
        var polylines: [[(x: Double, y: Double)]] = []
        for piece in pos.split(separator: ";") {
            var result: [(x: Double, y: Double)] = []
            var start: (x: Double, y: Double)?
            var end: (x: Double, y: Double)?
            var controls: [(x: Double, y: Double)] = []
            for word in piece.split(separator: " ") {
                var text = Substring(word)
                var mark: Character?
                if text.hasPrefix("e,") || text.hasPrefix("s,") { mark = text.first; text = text.dropFirst(2) }
                let numbers = text.split(separator: ",").compactMap { Double($0) }
                guard numbers.count == 2 else { continue }
                let point = (x: numbers[0], y: numbers[1])
                switch mark {
                case "e": end = point
                case "s": start = point
                default: controls.append(point)
                }
            }
            guard let first = controls.first else { continue }
            if let start { result.append(start) }
            result.append(first)
            var index = 0
            while index + 3 < controls.count {
                let (p0, p1, p2, p3) = (controls[index], controls[index + 1], controls[index + 2], controls[index + 3])
                for step in 1...12 {
                    let t = Double(step) / 12, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    result.append((a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
                index += 3
            }
            if let end { result.append(end) }
            polylines.append(result)
        }
        return polylines
    }

    /// Whether a straight segment passes through a rectangle's inside (Liang–Barsky clipping).
    static func segment(from a: (x: Double, y: Double), to b: (x: Double, y: Double), crosses box: PinnedRect) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        var low = 0.0, high = 1.0
        for (p, q) in [(-dx, a.x - box.minX), (dx, box.maxX - a.x), (-dy, a.y - box.minY), (dy, box.maxY - a.y)] {
            if p == 0 {
                if q <= 0 { return false }
                continue
            }
            let t = q / p
            if p < 0 { low = max(low, t) } else { high = min(high, t) }
            if low >= high { return false }
        }
        return true
    }
}
