extension StringProtocol {
    /// The text without the spaces and tabs at either end, as Foundation's
    /// `trimmingCharacters(in: .whitespaces)` trims them.
    ///
    /// - Returns: The text with leading and trailing `Unicode.Scalar.isSpaceOrTab` scalars removed.
    package func trimmingSpacesAndTabs() -> String {
        trimming(where: \.isSpaceOrTab)
    }

    /// The text without the scalars at either end that `isTrimmed` picks.
    ///
    /// Like Foundation's `trimmingCharacters(in:)`, this looks at Unicode scalars, not characters:
    /// a space followed by a combining mark loses the space.
    ///
    /// - Parameter isTrimmed: Whether a scalar at an end is removed.
    /// - Returns: The trimmed text.
    package func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[start...last]))
    }
}

extension Unicode.Scalar {
    /// Whether Foundation's `CharacterSet.whitespaces` holds the scalar: the space separators
    /// (general category Zs), the tab, and the zero-width space U+200B, which it also counts.
    package var isSpaceOrTab: Bool {
        value == 0x09 || value == 0x200B || properties.generalCategory == .spaceSeparator
    }
}
