import WiringDiff
import WiringModel
import WiringPlatform
import WiringText

/// Crossings a team has accepted on purpose: they are reported but do not fail a diff.
///
/// The file is plain text, one entry per line, sorted so that two branches adding
/// entries merge cleanly. Lines starting with `#` are comments; blank lines are
/// ignored. An entry is either
///
/// - the crossing edge's id, as `--update-baseline` writes it:
///   `App/Model.ViewBoundary -dependency-> App/Model.StoreBoundary`, or
/// - a short form written by hand: `ViewBoundary -> StoreBoundary (dependency)`, where
///   each end is a node's display name, type or id.
///
/// Control characters in ids are written as visible `\u{…}` escapes, so an entry is
/// always one line.
public struct CrossingBaseline: Sendable, Hashable {
    /// The comment lines at the top of the file, kept when the baseline is rewritten.
    public var header: [String]
    /// The entries, sorted and unique.
    public private(set) var entries: [String]
    /// The entries, for lookup by edge id.
    private let exactEntries: Set<String>
    /// The entries in the hand-written short form, parsed once.
    private let shortForms: [(entry: String, form: ShortForm)]
    /// Positions in `shortForms` by the name of the start node, so a crossing is compared only
    /// with the entries that can name it (a large diff against a large baseline stays linear).
    private let shortFormsByFrom: [String: [Int]]

    /// The largest baseline file read, in bytes.
    static let maxFileBytes = 64 << 20

    /// Creates a baseline.
    ///
    /// - Parameters:
    ///   - entries: The entries, in any order; duplicates are merged.
    ///   - header: Comment lines (each starting with `#`) for the top of the file.
    public init(entries: [String] = [], header: [String] = []) {
        self.header = header
        self.entries = Array(Set(entries.map(Self.trimmed).filter { !$0.isEmpty })).sorted()
        self.exactEntries = Set(self.entries)
        self.shortForms = self.entries.compactMap { entry in ShortForm(entry).map { (entry, $0) } }
        var byFrom: [String: [Int]] = [:]
        for (position, short) in shortForms.enumerated() { byFrom[short.form.from.name, default: []].append(position) }
        self.shortFormsByFrom = byFrom
    }

    /// The short-form entries that name a crossing, in sorted order.
    private func shortFormEntries(naming crossing: NamedCrossing) -> [Int] {
        guard !shortForms.isEmpty else { return [] }
        var result: [Int] = []
        for name in ShortForm.End.names(of: crossing.from) {
            for position in shortFormsByFrom[name, default: []] where shortForms[position].form.names(crossing) {
                result.append(position)
            }
        }
        return result
    }

    /// Parses the text of a baseline file.
    ///
    /// - Parameter text: The file's content.
    public init(text: String) {
        var header: [String] = []
        var entries: [String] = []
        var inHeader = true
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = Self.trimmed(String(rawLine))
            if line.hasPrefix("#") {
                if inHeader { header.append(line) }
                continue
            }
            if line.isEmpty { continue }
            inHeader = false
            entries.append(line)
        }
        self.init(entries: entries, header: header)
    }

    /// Reads a baseline file.
    ///
    /// - Parameter url: The baseline file.
    /// - Throws: `DiffError.unreadableBaseline` naming the file when it cannot be read or is not UTF-8 text.
    public init(contentsOf url: URL) throws {
        let name = url.isFileURL ? url.path : url.absoluteString
        let data: Data
        do {
            data = try InputFile.read(url, limit: Self.maxFileBytes, kind: "baseline file")
        } catch {
            throw DiffError.unreadableBaseline(file: name, reason: CrossingRules.reason(error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DiffError.unreadableBaseline(file: name, reason: "not UTF-8 text; a baseline is plain text, one crossing per line")
        }
        self.init(text: text)
    }

    /// The entry `--update-baseline` writes for a crossing: its edge id, made single-line.
    ///
    /// - Parameter crossing: A crossing.
    /// - Returns: The entry.
    public static func entry(for crossing: NamedCrossing) -> String {
        trimmed(TerminalText.sanitized(crossing.id))
    }

    /// Whether an entry names a crossing, in either of the two forms.
    ///
    /// - Parameters:
    ///   - entry: A baseline entry.
    ///   - crossing: A crossing with its ends.
    /// - Returns: `true` when the entry is the crossing's edge id or a short form matching its ends and kind.
    public static func entry(_ entry: String, names crossing: NamedCrossing) -> Bool {
        if entry == Self.entry(for: crossing) { return true }
        return ShortForm(entry)?.names(crossing) ?? false
    }

    /// Whether the baseline accepts a crossing.
    ///
    /// - Parameter crossing: A crossing with its ends.
    /// - Returns: `true` when some entry names it.
    public func accepts(_ crossing: NamedCrossing) -> Bool {
        exactEntries.contains(Self.entry(for: crossing)) || !shortFormEntries(naming: crossing).isEmpty
    }

    /// The entries that name none of the given crossings: left over from crossings that are gone.
    ///
    /// - Parameter crossings: Every crossing of the current snapshot.
    /// - Returns: The stale entries, sorted.
    public func staleEntries(among crossings: [NamedCrossing]) -> [String] {
        let ids = Set(crossings.map(Self.entry(for:)))
        var liveShortForms: Set<String> = []
        for crossing in crossings {
            for position in shortFormEntries(naming: crossing) { liveShortForms.insert(shortForms[position].entry) }
        }
        return entries.filter { !ids.contains($0) && !liveShortForms.contains($0) }
    }

    /// The baseline with stale entries dropped and entries for the given crossings added.
    ///
    /// - Parameters:
    ///   - crossings: Crossings to accept.
    ///   - current: Every crossing of the current snapshot, to find stale entries.
    /// - Returns: The updated baseline; the header is kept.
    public func updated(accepting crossings: [NamedCrossing], current: [NamedCrossing]) -> CrossingBaseline {
        let stale = Set(staleEntries(among: current))
        let kept = entries.filter { !stale.contains($0) }
        let added = crossings.filter { !accepts($0) }.map(Self.entry(for:))
        return CrossingBaseline(entries: kept + added, header: header)
    }

    /// The file's text: the header, then the entries, one per line.
    public var text: String {
        var lines = header.isEmpty ? Self.defaultHeader : header
        lines += entries
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the baseline atomically.
    ///
    /// - Parameter url: The baseline file.
    /// - Throws: `SnapshotError.unwritable` naming the file.
    public func write(to url: URL) throws {
        try AtomicFile.write(Data(text.utf8), to: url)
    }

    public static func == (lhs: CrossingBaseline, rhs: CrossingBaseline) -> Bool {
        lhs.header == rhs.header && lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(header)
        hasher.combine(entries)
    }

    static let defaultHeader = [
        "# Crossings accepted on purpose: `wiring check` and `wiring diff` report them but do not fail on them.",
        "# One edge per line, sorted. Regenerate with `--update-baseline` (see docs/crossing-rules.md).",
    ]

    private static func trimmed(_ text: String) -> String {
        // Entries are trimmed every time a crossing is looked up: skip the work when there is nothing to trim.
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              first.isSpaceOrTab || last.isSpaceOrTab
        else { return text }
        return text.trimmingSpacesAndTabs()
    }
}
