/// How an answer is written.
package enum InspectFormat: String, Sendable, CaseIterable, Equatable {
    /// Lines for a person at a terminal.
    case text
    /// Pretty-printed JSON with sorted keys, for scripts.
    case json
}
