import WiringPlatform

/// How a view is drawn while it is planned for `GraphvizRenderer.pages`, so the drawing planning lays
/// out is the picture written: its link back to the picture it was opened from, and each box linked to
/// a stand-in address (`placeholder(for:)`), filled in with the file of the picture the box opens once
/// every view is planned (`filled(_:placeholders:links:)`). A link changes no layout; the back link
/// adds a line to the legend, which planning then sees.
struct PageLinks: Sendable {
    /// The view that gets the back link: its group and its clicks from the first view.
    var group: Int
    var depth: Int
    /// The title and file of the picture the view was opened from; `nil` for the first view.
    var backLink: BackLink?

    /// A link back to a picture (`Diagram.backLink`).
    struct BackLink: Sendable, Equatable {
        var title: String
        var file: String
    }

    /// The address a box is linked to until the file it opens is known: letters, digits, `.`, `-`
    /// and `_`, which every writer leaves as they are.
    static func placeholder(for box: String) -> String {
        "wiring-page-" + TextEscaping.elementID("box", box)
    }

    /// Sets a diagram's links for a view of the levels drawn by `Levels.diagram`.
    func apply(to diagram: inout Diagram, subject: Int, depth: Int) {
        for box in diagram.view?.boxes.keys.sorted() ?? [] { diagram.links[box] = Self.placeholder(for: box) }
        if subject == group && depth == self.depth, let backLink { diagram.backLink = backLink }
    }

    /// An SVG written with placeholder links, each box's placeholder replaced by the file its picture
    /// is in (`links`, by box id); `nil` when the boxes linked differ, or a placeholder is not found as
    /// a link in the SVG, so the picture is laid out again with its links.
    ///
    /// Links are found by their bytes, as XML reads them: no character before or after a link can hide it.
    static func filled(_ svg: Data, placeholders: [String: String], links: [String: String]) -> Data? {
        guard Set(placeholders.keys) == Set(links.keys) else { return nil }
        // Decoded first, so ill-formed UTF-8 is repaired as it was when the picture was read as text.
        var bytes = Array(String(decoding: svg, as: UTF8.self).utf8)
        for (box, placeholder) in placeholders.sorted(by: { $0.key < $1.key }) {
            guard let file = links[box], file.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) || "._-".contains($0) }),
                  let replaced = replacing(Array("xlink:href=\"\(placeholder)\"".utf8), with: Array("xlink:href=\"\(file)\"".utf8), in: bytes)
            else { return nil }
            bytes = replaced
        }
        return Data(bytes)
    }

    /// The bytes with every occurrence of a pattern replaced, from the first on; `nil` when there is none.
    private static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var found = false
        while index < bytes.count {
            if bytes[index] == pattern[0], bytes[index...].starts(with: pattern) {
                result += replacement
                index += pattern.count
                found = true
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return found ? result : nil
    }
}
