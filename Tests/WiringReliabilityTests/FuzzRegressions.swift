import Foundation

/// Inputs that once broke reading or drawing, kept as regression tests.
enum FuzzRegressions {
    /// One recorded input.
    struct Case: Sendable, CustomStringConvertible {
        /// What went wrong with it.
        var description: String
        /// The document.
        var data: Data
    }

    /// Every recorded input.
    static let all: [Case] = [
        Case(description: "nesting deeper than the parser's limit inside nodes",
             data: Data((#"{"schemaVersion":1,"edges":[],"nodes":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}").utf8)),
    ]
}
