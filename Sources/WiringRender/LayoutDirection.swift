/// Which way the arrows of a layered layout flow.
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Top to bottom.
    case TB
    /// Left to right.
    case LR
    /// Bottom to top.
    case BT
    /// Right to left.
    case RL
}
