import WiringText

/// How text answers are drawn: tree glyphs and whether to colour them.
///
/// The command line turns colour on only for a terminal with `NO_COLOR` unset;
/// the library never looks at the environment itself.
public struct InspectStyle: Sendable, Equatable {
    /// Draw trees and arrows with ASCII only (`|--`, `->`) instead of box-drawing characters.
    public var ascii: Bool
    /// Add ANSI colour to kinds, headings and warnings.
    public var colour: Bool

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - ascii: `true` for ASCII glyphs only.
    ///   - colour: `true` for ANSI colour.
    public init(ascii: Bool = false, colour: Bool = false) {
        self.ascii = ascii
        self.colour = colour
    }

    /// Box-drawing glyphs, no colour: the default, and what tests compare.
    public static let plain = InspectStyle()

    var branch: String { ascii ? "|-- " : "├── " }
    var lastBranch: String { ascii ? "`-- " : "└── " }
    var pipe: String { ascii ? "|   " : "│   " }
    var gap: String { "    " }
    var ellipsis: String { ascii ? "..." : "⋯" }
    var arrow: String { ascii ? "->" : "→" }
    var backArrow: String { ascii ? "<-" : "←" }
    var dash: String { ascii ? "-" : "—" }

    /// What a piece of text is, for colouring.
    enum Tone {
        case heading, kind, muted, warning, note
    }

    /// Wraps already-sanitized text in the colour for its tone, when colour is on.
    func paint(_ text: String, _ tone: Tone) -> String {
        guard colour, !text.isEmpty else { return text }
        let painted: TerminalText.Tone = switch tone {
        case .heading: .bold
        case .kind: .cyan
        case .muted: .dim
        case .warning: .yellow
        case .note: .blue
        }
        return TerminalText.painted(text, painted)
    }
}
