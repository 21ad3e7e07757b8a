/// The start tags of an HTML document, read the way a browser's tokenizer reads
/// them: comments and doctypes skipped, attribute values quoted or bare, and the
/// content of `script` and `style` elements taken raw up to their end tag.
///
/// Enough of HTML's tokenization rules to see what a browser would see as
/// elements and attributes; if a name could close a script or open an element,
/// it shows up here.
struct HTMLTokens {
    /// One start tag.
    struct Element {
        /// The lowercased tag name.
        var name: String
        /// Attributes as written, names lowercased.
        var attributes: [(name: String, value: String)]
        /// For `script` and `style`: the raw text up to the end tag.
        var rawText: String?
    }

    /// Every start tag, in document order.
    private(set) var elements: [Element] = []

    /// Tokenizes a document.
    ///
    /// - Parameter html: The page.
    init(_ html: String) {
        let characters = Array(html.unicodeScalars)
        var index = 0
        func starts(with text: String, at position: Int) -> Bool {
            let scalars = Array(text.lowercased().unicodeScalars)
            guard position + scalars.count <= characters.count else { return false }
            for (offset, scalar) in scalars.enumerated()
            where String(characters[position + offset]).lowercased() != String(scalar) {
                return false
            }
            return true
        }
        func skip(past terminator: String) {
            while index < characters.count && !starts(with: terminator, at: index) { index += 1 }
            index = min(characters.count, index + terminator.unicodeScalars.count)
        }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { [" ", "\n", "\t", "\r", "\u{0C}"].contains(scalar) }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic && scalar.isASCII }

        while index < characters.count {
            guard characters[index] == "<" else { index += 1; continue }
            if starts(with: "<!--", at: index) { index += 4; skip(past: "-->"); continue }
            if starts(with: "<!", at: index) || starts(with: "<?", at: index) || starts(with: "</", at: index) {
                skip(past: ">")
                continue
            }
            guard index + 1 < characters.count, isLetter(characters[index + 1]) else { index += 1; continue }
            index += 1
            var name = ""
            while index < characters.count, !isSpace(characters[index]), characters[index] != ">", characters[index] != "/" {
                name.unicodeScalars.append(characters[index])
                index += 1
            }
            var attributes: [(String, String)] = []
            while index < characters.count, characters[index] != ">" {
                if isSpace(characters[index]) || characters[index] == "/" { index += 1; continue }
                var attribute = ""
                while index < characters.count, !isSpace(characters[index]), !["=", ">"].contains(characters[index]) {
                    attribute.unicodeScalars.append(characters[index])
                    index += 1
                }
                while index < characters.count, isSpace(characters[index]) { index += 1 }
                var value = ""
                if index < characters.count, characters[index] == "=" {
                    index += 1
                    while index < characters.count, isSpace(characters[index]) { index += 1 }
                    if index < characters.count, characters[index] == "\"" || characters[index] == "'" {
                        let quote = characters[index]
                        index += 1
                        while index < characters.count, characters[index] != quote {
                            value.unicodeScalars.append(characters[index])
                            index += 1
                        }
                        index += 1
                    } else {
                        while index < characters.count, !isSpace(characters[index]), characters[index] != ">" {
                            value.unicodeScalars.append(characters[index])
                            index += 1
                        }
                    }
                }
                if !attribute.isEmpty { attributes.append((attribute.lowercased(), value)) }
            }
            index += 1
            var element = Element(name: name.lowercased(), attributes: attributes, rawText: nil)
            if element.name == "script" || element.name == "style" {
                let start = index
                while index < characters.count && !starts(with: "</\(element.name)", at: index) { index += 1 }
                var raw = ""
                raw.unicodeScalars.append(contentsOf: characters[start..<index])
                element.rawText = raw
            }
            elements.append(element)
        }
    }
}
