import WiringText

extension JSONScanner {
    /// Why the strict reader stopped: where, what, and the JSON path to it.
    struct Failure: Error {
        /// A syntax failure means the bytes are not JSON; a value failure means they are JSON
        /// (so far) but not the expected shape (a wrong type, a repeated key, a number out of range).
        enum Kind: Sendable { case syntax, value }

        /// One step of a JSON path.
        enum Step: Sendable {
            case key(String)
            case index(Int)
        }

        var kind: Kind
        /// The byte offset in the document where the problem is.
        var offset: Int
        /// Lowercase, says what is wrong and, where it helps, what to do.
        var problem: String
        /// The path from the failing value up to the document, innermost first.
        var reversedPath: [Step] = []

        init(_ kind: Kind, _ offset: Int, _ problem: String) {
            self.kind = kind
            self.offset = offset
            self.problem = problem
        }

        /// The same failure one level further out: inside the member `step` of a container.
        func inside(_ step: Step) -> Failure {
            var copy = self
            copy.reversedPath.append(step)
            return copy
        }

        /// The path as a JSON path such as `$.nodes[3].kind`, keys made printable.
        var path: String {
            var text = "$"
            for step in reversedPath.reversed() {
                switch step {
                case let .key(key): text += ".\(TerminalText.sanitized(key, limit: 80))"
                case let .index(index): text += "[\(index)]"
                }
            }
            return text
        }

        /// A syntax failure's problem with its line and column, and the path when there is one:
        /// `expected ',' or '}' in an object, found ']' at line 4, column 16 (in $.nodes[0])`.
        func located(in bytes: UnsafeBufferPointer<UInt8>) -> String {
            let (line, column) = Self.lineAndColumn(of: offset, in: bytes)
            let place = reversedPath.isEmpty ? "" : " (in \(path))"
            return "\(problem) at line \(line), column \(column)\(place)"
        }

        /// The 1-based line and column (in bytes) of an offset.
        static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
            var line = 1
            var lineStart = 0
            let end = min(offset, bytes.count)
            var index = 0
            while index < end {
                if bytes[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            return (line, end - lineStart + 1)
        }
    }
}
