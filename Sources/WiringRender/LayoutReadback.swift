import WiringModel

import WiringPlatform
import WiringText

/// Where a Graphviz layout put things, as Graphviz wrote it, keyed by `id` attribute.
struct LayoutReadback: Sendable {
    /// A node's centre (`"x,y"` in points) and size (inches).
    struct NodePlace: Sendable {
        var pos: String
        var width: String
        var height: String
    }

    /// Nodes by element id.
    var nodes: [String: NodePlace] = [:]
    /// Edge splines (`pos`) by element id.
    var edges: [String: String] = [:]
    /// Cluster boxes (`bb`, `"llx,lly,urx,ury"` in points) by element id.
    var clusters: [String: String] = [:]

    /// A node's box in points, or `nil` when its values do not parse.
    func box(of id: String) -> PinnedBox? {
        guard let place = nodes[id] else { return nil }
        let centre = place.pos.split(separator: ",").compactMap { Double($0.trimming { $0 == " " || $0 == "!" }) }
        guard centre.count >= 2, let width = Double(place.width), let height = Double(place.height) else { return nil }
        return PinnedBox(x: centre[0], y: centre[1], width: width * 72, height: height * 72)
    }

    /// A cluster's rectangle in points.
    func rect(ofCluster id: String) -> PinnedRect? {
        clusters[id].flatMap(Self.rect(parsing:))
    }

    /// A `bb` value (`"llx,lly,urx,ury"` in points; `gvLayout` itself separates them by spaces) as a
    /// rectangle, or `nil` when it does not parse.
    static func rect(parsing bb: String) -> PinnedRect? {
        let values = bb.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0.trimmingSpacesAndTabs()) }
        guard values.count == 4 else { return nil }
        return PinnedRect(minX: values[0], minY: values[1], maxX: values[2], maxY: values[3])
    }

    /// The width and height of a `bb` value, in points.
    static func size(ofBox bb: String) -> (width: Double, height: Double)? {
        rect(parsing: bb).map { ($0.maxX - $0.minX, $0.maxY - $0.minY) }
    }
}

/// A node's box: centre and size, in points.
struct PinnedBox: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// The rectangle, grown by `margin` on every side.
    func rect(margin: Double = 0) -> PinnedRect {
        PinnedRect(minX: x - width / 2 - margin, minY: y - height / 2 - margin, maxX: x + width / 2 + margin, maxY: y + height / 2 + margin)
    }
}

/// An axis-aligned rectangle in points.
struct PinnedRect: Sendable, Hashable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// Whether two rectangles overlap.
    func intersects(_ other: PinnedRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle holding both.
    func union(_ other: PinnedRect) -> PinnedRect {
        PinnedRect(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The point of the rectangle nearest to a point.
    func clamped(x: Double, y: Double) -> (x: Double, y: Double) {
        (min(max(x, minX), maxX), min(max(y, minY), maxY))
    }

    /// Graphviz's `bb` text.
    var bb: String { [minX, minY, maxX, maxY].map(PinnedRect.number).joined(separator: ",") }

    /// A coordinate as Graphviz reads it: two decimals, no exponent.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : twoDecimals(rounded)
    }

    /// `%.2f` as C's `printf` writes it, which is what Foundation's `String(format:)` calls.
    private static func twoDecimals(_ value: Double) -> String {
        // The longest `%.2f` of a Double, the largest one's 309 digits and more, fits.
        var buffer = [CChar](repeating: 0, count: 400)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.2f", $0) }
        return String(decoding: buffer.prefix(max(0, min(Int(count), buffer.count - 1))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
