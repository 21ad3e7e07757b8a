import Foundation

/// Inputs that once broke reading or drawing, kept as regression tests.
///
/// Small ones are written inline; larger ones are files in `Regressions/`
/// beside this file, exactly as the fuzz test generated them.
enum FuzzRegressions {
    /// One recorded input.
    struct Case: Sendable, CustomStringConvertible {
        /// What went wrong with it.
        var description: String
        /// The document.
        var data: Data
    }

    private static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    private static func file(_ name: String) -> Data {
        (try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data()
    }

    /// Every recorded input.
    static let all: [Case] = [
        Case(description: "nesting deeper than the parser's limit inside nodes",
             data: Data((#"{"schemaVersion":1,"edges":[],"nodes":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}").utf8)),
        // Weird graph of seed 2: labelled edges between nodes of the top rank made Graphviz 2.43's
        // dot layout free memory twice (heap corruption, then an abort) when drawn as SVG or HTML.
        Case(description: "labelled flat edges in the top rank", data: file("flat-edge-label-double-free.json")),
    ]
}
