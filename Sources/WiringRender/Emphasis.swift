/// How loudly a diagram draws a node or edge, for overlays such as a diff.
///
/// A diff marks what it added, removed or flagged; the renderer turns each
/// mark into a style that reads at a glance. `newCrossing` is the loudest
/// thing on the page, `context` the quietest.
public enum Emphasis: String, Sendable, Hashable, CaseIterable {
    /// Drawn in the ordinary style of its kind.
    case normal
    /// Drawn green and bold: new in this version.
    case added
    /// Drawn grey, dashed and faded: gone in this version.
    case removed
    /// Drawn thick and red: an architectural crossing that is new and needs review.
    case newCrossing
    /// Drawn blue: a new crossing the rules allow.
    case allowedCrossing
    /// Drawn purple and dashed: a new crossing the baseline accepts, no rule speaking about it.
    case acceptedCrossing
    /// Drawn orange and dashed: a new crossing the rules forbid but the baseline accepts.
    case forbiddenAcceptedCrossing
    /// Drawn small and light: shown only so the rest makes sense.
    case context

    /// How much a mark outweighs others when several fold into one (a collapsed container).
    var loudness: Int {
        switch self {
        case .context: 0
        case .normal: 1
        case .removed: 2
        case .added: 3
        case .allowedCrossing: 4
        case .acceptedCrossing: 5
        case .forbiddenAcceptedCrossing: 6
        case .newCrossing: 7
        }
    }

    /// The louder of two marks.
    func louder(_ other: Emphasis) -> Emphasis { other.loudness > loudness ? other : self }
}
