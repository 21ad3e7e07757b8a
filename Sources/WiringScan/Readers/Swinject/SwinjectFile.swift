/// A file's facts with its SwincyBox and Swinject facts, as the Swinject graph's steps read them.
///
/// Held by reference: each step of the graph goes over every file of the scan, and a reference is
/// handed on and iterated without copying each of the two facts' many fields.
final class SwinjectFile: Sendable {
    /// The file's declarations, path, module and imports.
    let file: SourceFacts
    /// What the file declares for SwincyBox and Swinject.
    let facts: SwinjectFacts

    /// Holds a file's facts.
    ///
    /// - Parameters:
    ///   - file: The file's declarations, path, module and imports.
    ///   - facts: What the file declares for SwincyBox and Swinject.
    init(file: SourceFacts, facts: SwinjectFacts) {
        self.file = file
        self.facts = facts
    }
}
