import WiringProjectModel

extension ProjectPlace {
    /// The place of a line in a file the readers name by its absolute path (an `.xcconfig` that an
    /// `#include` line is in), as the model holds it: the path relative to the scanned folder.
    ///
    /// - Parameters:
    ///   - file: The file's absolute path.
    ///   - line: The line, from 1.
    ///   - root: The absolute folder the model's paths are relative to.
    init(absolute file: String, line: Int, root: String) {
        self.init(file: SourceLayout.relative(file, to: root), line: line)
    }
}
