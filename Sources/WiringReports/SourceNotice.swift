import WiringCheck

/// A line of what a source scan reports — a part of the source it could not read, or a finding
/// about the app — as the review formats write it: its stable rule id, level, message and place.
package struct SourceNotice: Sendable, Hashable {
    /// The stable rule id (`not-read`, `registered-twice`, `unregistered`).
    package var rule: String
    /// A few words naming the rule.
    package var title: String
    /// What the rule is about and what to do.
    package var help: String
    /// How loudly it is reported.
    package var level: FindingLevel
    /// What was left out or found.
    package var message: String
    /// The file, relative to the scanned root.
    package var file: String
    /// The line, from 1.
    package var line: Int

    /// Creates a line.
    package init(rule: String, title: String, help: String, level: FindingLevel, message: String, file: String, line: Int) {
        self.rule = rule
        self.title = title
        self.help = help
        self.level = level
        self.message = message
        self.file = file
        self.line = line
    }

    /// A fingerprint that keeps its value when the code moves: the rule, the file and the message.
    var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "scan\u{0}\(rule)\u{0}\(file)\u{0}\(message)".utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
