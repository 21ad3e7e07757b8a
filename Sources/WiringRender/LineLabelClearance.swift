/// Finds the lines' labels that a layout placed on another line, on a node or across a frame's border.
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
    /// The frames' (clusters') boxes: a label across a frame's border reads as neither inside nor out.
    var frames: [PinnedRect] = []

    /// The element ids of the edges whose label covers another edge's line, a node or a frame's border,
    /// sorted.
    ///
    /// A line is sampled only where a label's box reaches its piece's bounds: a cubic Bézier lies within
    /// its control points' box, so a piece whose box is clear of a label's cannot cross it. Most lines are
    /// read as numbers and never sampled.
    func coveredLabels() -> [String] {
        guard !labels.isEmpty else { return [] }
        let boxes = labels.map { PinnedBox(x: $0.x, y: $0.y, width: $0.width, height: $0.height).rect() }
        let reach = boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }
        // Only the pieces within reach of some label are kept, with their bounds.
        var pieces: [(edge: String, bounds: PinnedRect, piece: SplinePiece)] = []
        for (id, pos) in splines {
            for piece in Self.pieces(ofSpline: pos) {
                guard let bounds = piece.bounds, !bounds.isApart(from: reach) else { continue }
                pieces.append((id, bounds, piece))
            }
        }
        var sampled: [Int: [(x: Double, y: Double)]] = [:]
        var covered: [String] = []
        for (label, box) in zip(labels, boxes) {
            let onLine = pieces.indices.contains { index in
                let candidate = pieces[index]
                guard candidate.edge != label.edge, !candidate.bounds.isApart(from: box) else { return false }
                let points: [(x: Double, y: Double)]
                if let known = sampled[index] {
                    points = known
                } else {
                    points = candidate.piece.polyline()
                    sampled[index] = points
                }
                return points.indices.dropFirst().contains { Self.segment(from: points[$0 - 1], to: points[$0], crosses: box) }
            }
            if onLine || nodes.contains(where: { $0.rect().intersects(box) })
                || frames.contains(where: { $0.intersects(box) && !$0.holds(box) }) {
                covered.append(label.edge)
            }
        }
        return covered.sorted()
    }

    /// One piece of a Graphviz spline: the arrowheads' tips, if any, and the Bézier control points.
    struct SplinePiece {
        var start: (x: Double, y: Double)?
        var end: (x: Double, y: Double)?
        var controls: [(x: Double, y: Double)] = []

        /// The box holding every point of the piece as drawn (a Bézier lies within its control points'
        /// box); `nil` for a piece without control points, which draws nothing.
        var bounds: PinnedRect? {
            guard let first = controls.first else { return nil }
            var box = PinnedRect(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
            for point in controls.dropFirst() + [start, end].compactMap({ $0 }) {
                box = box.union(PinnedRect(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y))
            }
            return box
        }

        /// The piece as a polyline: each cubic Bézier sampled at twelve steps, from the tail
        /// arrowhead's tip to the head arrowhead's.
        func polyline() -> [(x: Double, y: Double)] {
            guard let first = controls.first else { return [] }
            var result: [(x: Double, y: Double)] = []
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
            return result
        }
    }

    /// A Graphviz spline (`e,x,y s,x,y x0,y0 x1,y1 …`, pieces separated by `;`), read as its pieces.
    static func pieces(ofSpline pos: String) -> [SplinePiece] {
        var pieces: [SplinePiece] = []
        for text in pos.split(separator: ";") {
            var piece = SplinePiece()
            for word in text.split(separator: " ") {
                var text = Substring(word)
                var mark: Character?
                if text.hasPrefix("e,") || text.hasPrefix("s,") { mark = text.first; text = text.dropFirst(2) }
                let numbers = text.split(separator: ",").compactMap { Double($0) }
                guard numbers.count == 2 else { continue }
                let point = (x: numbers[0], y: numbers[1])
                switch mark {
                case "e": piece.end = point
                case "s": piece.start = point
                default: piece.controls.append(point)
                }
            }
            if !piece.controls.isEmpty { pieces.append(piece) }
        }
        return pieces
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

extension PinnedRect {
    /// Whether the two rectangles are apart with room between them: not even touching, with a millionth
    /// of a point to spare, more than the rounding that can put a sampled point of a Bézier outside its
    /// control points' box.
    fileprivate func isApart(from other: PinnedRect) -> Bool {
        let slack = 1e-6
        return maxX + slack < other.minX || other.maxX + slack < minX || maxY + slack < other.minY || other.maxY + slack < minY
    }

    /// Whether the other rectangle lies wholly inside this one.
    fileprivate func holds(_ other: PinnedRect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }
}
