/// A name pattern where `*` matches any run of characters (including none) and `?` matches
/// exactly one; every other character matches itself.
///
/// This is the one pattern syntax of Wiring: `wiring render --include/--exclude` and the
/// patterns of a rules file both use it; in a rules file a pattern is written as a JSON string. Characters are compared as Unicode scalars, without
/// normalisation, and matching takes time linear in the lengths of the name and the pattern:
/// the pattern is split at `*` into pieces, each piece is found at its earliest place after the
/// previous one (the earliest place always leaves the most room for the rest), and a piece is
/// found with the Knuth–Morris–Pratt search, or bit-parallel (Shift-And) when it holds `?`.
/// So no name and pattern, however long, can make matching slow.
public struct NamePattern: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    /// The pattern split at `*`, as scalar values; `?` is `wildcard`.
    private let pieces: [Piece]

    private static let wildcard: UInt32 = 0xFFFF_FFFF

    /// One run of the pattern between stars, ready for searching.
    private struct Piece: Sendable, Hashable {
        let scalars: [UInt32]
        let hasWildcard: Bool
        /// The Knuth–Morris–Pratt failure table (for pieces without `?`).
        let failure: [Int]

        init(_ scalars: [UInt32]) {
            self.scalars = scalars
            hasWildcard = scalars.contains(NamePattern.wildcard)
            var failure = [Int](repeating: 0, count: scalars.count)
            if !hasWildcard {
                var matched = 0
                for index in scalars.indices.dropFirst() {
                    while matched > 0 && scalars[index] != scalars[matched] { matched = failure[matched - 1] }
                    if scalars[index] == scalars[matched] { matched += 1 }
                    failure[index] = matched
                }
            }
            self.failure = failure
        }

        /// Whether the piece matches `name` at `start` exactly.
        func matches(_ name: [UInt32], at start: Int) -> Bool {
            guard start >= 0, start + scalars.count <= name.count else { return false }
            for offset in scalars.indices where scalars[offset] != NamePattern.wildcard && scalars[offset] != name[start + offset] {
                return false
            }
            return true
        }

        /// The end of the earliest match in `name` starting at `from` or later, or `nil`.
        func firstMatchEnd(in name: [UInt32], from: Int) -> Int? {
            if scalars.isEmpty { return from }
            return hasWildcard ? shiftAnd(name, from: from) : knuthMorrisPratt(name, from: from)
        }

        private func knuthMorrisPratt(_ name: [UInt32], from: Int) -> Int? {
            var matched = 0
            var index = from
            while index < name.count {
                while matched > 0 && name[index] != scalars[matched] { matched = failure[matched - 1] }
                if name[index] == scalars[matched] { matched += 1 }
                index += 1
                if matched == scalars.count { return index }
            }
            return nil
        }

        /// Shift-And over words of 64 positions: linear in the name for pieces up to 64 long.
        private func shiftAnd(_ name: [UInt32], from: Int) -> Int? {
            let words = (scalars.count + 63) / 64
            var wildcardMask = [UInt64](repeating: 0, count: words)
            var literalMasks: [UInt32: [UInt64]] = [:]
            for (offset, scalar) in scalars.enumerated() {
                if scalar == NamePattern.wildcard {
                    wildcardMask[offset / 64] |= 1 << UInt64(offset % 64)
                } else {
                    literalMasks[scalar, default: [UInt64](repeating: 0, count: words)][offset / 64] |= 1 << UInt64(offset % 64)
                }
            }
            let last = scalars.count - 1
            var state = [UInt64](repeating: 0, count: words)
            var index = from
            while index < name.count {
                let mask = literalMasks[name[index]]
                var carry: UInt64 = 1
                for word in 0..<words {
                    let next = state[word] >> 63
                    state[word] = ((state[word] << 1) | carry) & (wildcardMask[word] | (mask?[word] ?? 0))
                    carry = next
                }
                index += 1
                if state[last / 64] & (1 << UInt64(last % 64)) != 0 { return index }
            }
            return nil
        }
    }

    /// Creates a pattern.
    ///
    /// - Parameter text: The pattern; `*` matches any run of characters, `?` exactly one.
    public init(_ text: String) {
        self.text = text
        var pieces: [Piece] = []
        var current: [UInt32] = []
        for scalar in text.unicodeScalars {
            switch scalar {
            case "*":
                pieces.append(Piece(current))
                current = []
            case "?": current.append(Self.wildcard)
            default: current.append(scalar.value)
            }
        }
        pieces.append(Piece(current))
        self.pieces = pieces
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public var description: String { text }

    /// Whether the pattern matches the whole of a text.
    ///
    /// - Parameter name: The text to test.
    /// - Returns: `true` when the pattern, with `*` and `?` expanded, equals the text.
    public func matches(_ name: String) -> Bool {
        let scalars = name.unicodeScalars.map(\.value)
        let first = pieces[0]
        guard pieces.count > 1 else { return scalars.count == first.scalars.count && first.matches(scalars, at: 0) }
        guard first.matches(scalars, at: 0) else { return false }
        var position = first.scalars.count
        for piece in pieces.dropFirst().dropLast() {
            guard let end = piece.firstMatchEnd(in: scalars, from: position) else { return false }
            position = end
        }
        let last = pieces[pieces.count - 1]
        let start = scalars.count - last.scalars.count
        return start >= position && last.matches(scalars, at: start)
    }

    /// Whether the pattern matches a node's type, display name or id.
    ///
    /// - Parameter node: The node to test.
    /// - Returns: `true` when any of the three matches the whole pattern.
    public func matches(_ node: Node) -> Bool {
        matches(node.type) || matches(node.displayName) || matches(node.id)
    }
}
