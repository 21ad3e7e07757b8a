// libFuzzer target: the renderer's escaping for DOT, HTML/SVG, Mermaid, element ids and embedded JSON.
// Built by scripts/fuzz.sh with Sources/WiringRender/TextEscaping.swift, against WiringText and WiringModel.
import Foundation
import WiringModel
import WiringText

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEscaping(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    func fail(_ what: String, _ output: String) -> Never {
        fatalError("\(what) for \(text.debugDescription): \(output.debugDescription)")
    }
    func hasControl(_ output: String) -> Bool {
        output.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value) || $0.value & 0xFFFE == 0xFFFE }
    }
    // DOT: no control character, every backslash doubled (runs of even length).
    let dot = TextEscaping.dot(text)
    if hasControl(dot) { fail("control character in DOT text", dot) }
    for run in dot.unicodeScalars.split(whereSeparator: { $0 != "\\" }) where run.count % 2 != 0 { fail("lone backslash in DOT text", dot) }
    // HTML: no markup character but in the writer's own entities.
    let html = TextEscaping.html(text)
    // Checked scalar by scalar: a `<` followed by a combining mark is another Character but still a `<` to a parser.
    if hasControl(html) || html.unicodeScalars.contains(where: { "<>\"'".unicodeScalars.contains($0) }) { fail("markup in HTML text", html) }
    let htmlScalars = Array(html.unicodeScalars)
    for (offset, scalar) in htmlScalars.enumerated() where scalar == "&" {
        let tail = String(String.UnicodeScalarView(htmlScalars[offset...].prefix(6)))
        guard ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains(where: { tail.unicodeScalars.starts(with: $0.unicodeScalars) }) else {
            fail("bare & in HTML text", html)
        }
    }
    // Mermaid: none of its syntax characters, `#` only in entity codes.
    let mermaid = MermaidText.escaped(text)
    if hasControl(mermaid) || mermaid.unicodeScalars.contains(where: { "\"<>|`\\%&".unicodeScalars.contains($0) }) {
        fail("syntax in Mermaid text", mermaid)
    }
    // Element ids: only safe characters, and short ids decode back to the input (so none collide).
    let id = TextEscaping.elementID("node", text)
    guard id.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x5F }) else {
        fail("unsafe element id", id)
    }
    if text.utf8.count <= TextEscaping.maxIDBytes {
        var decoded: [UInt8] = []
        var scalars = Array(id.utf8.dropFirst(5))
        while !scalars.isEmpty {
            let byte = scalars.removeFirst()
            if byte == UInt8(ascii: "_") {
                guard scalars.count >= 2, let value = UInt8(String(decoding: scalars.prefix(2), as: UTF8.self), radix: 16) else { fail("bad escape in id", id) }
                decoded.append(value)
                scalars.removeFirst(2)
            } else {
                decoded.append(byte)
            }
        }
        if decoded != Array(text.utf8) { fail("element id does not decode back", id) }
    }
    // Embedded JSON: cannot close the script element, and reads back (strictly) as the same text.
    let encoder = JSONEncoder()
    if let data = try? encoder.encode([text]) {
        let script = TextEscaping.scriptJSON(data)
        if script.unicodeScalars.contains(where: { "<>&\u{2028}\u{2029}".unicodeScalars.contains($0) }) { fail("markup in script JSON", script) }
        guard case let .array(values)? = try? JSONValue(strictJSON: Data(script.utf8), fileName: "page"),
              values == [.string(text)]
        else { fail("script JSON does not read back", script) }
    }
    return 0
}
