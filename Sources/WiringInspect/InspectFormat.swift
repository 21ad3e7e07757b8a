/// How an answer is written.
public enum InspectFormat: String, Sendable, CaseIterable, Equatable {
    /// Lines for a person at a terminal.
    case text
    /// Pretty-printed JSON with sorted keys, for scripts.
    case json
}
