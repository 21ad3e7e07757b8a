import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import WiringCheck
import WiringReports
import WiringInspect
import WiringModel
import WiringTestSupport
@testable import WiringRender

/// Hostile names stay text in every output: each output of the hostile graph
/// has the same structure as the output of the same graph with plain names.
@Suite("Escaping hostile names")
struct EscapingTests {
    private let hostile = HostileNames.snapshot
    private let benign = HostileNames.benign

    private func render(_ snapshot: GraphSnapshot, _ format: OutputFormat) throws -> String {
        String(decoding: try GraphvizRenderer().render(snapshot, format: format), as: UTF8.self)
    }

    /// The output drawn whole (`--collapse none`): the hostile graph and its plain twin then have the
    /// same shape, where by default their boxes are groups of names (`NameGroups`) and may differ.
    private func renderWhole(_ snapshot: GraphSnapshot, _ format: OutputFormat) throws -> String {
        var whole = RenderOptions()
        whole.collapse = CollapseLevel.none
        return String(decoding: try GraphvizRenderer().render(snapshot, format: format, options: whole), as: UTF8.self)
    }

    /// Characters that would act on a terminal or reorder text if printed raw.
    private static func controlCharacters(in text: String, allowing allowed: Set<Unicode.Scalar> = ["\n"]) -> [String] {
        text.unicodeScalars.filter { scalar in
            guard !allowed.contains(scalar) else { return false }
            switch scalar.value {
            case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }.map { String($0.value, radix: 16) }
    }

    @Test func dotReadsBackWithTheSameShape() throws {
        let whole = try renderWhole(hostile, .dot)
        let parsed = try GraphvizContext.parse(dot: whole)
        let expected = try GraphvizContext.parse(dot: try renderWhole(benign, .dot))
        #expect(parsed.nodes == expected.nodes && parsed.edges == expected.edges && parsed.subgraphs == expected.subgraphs,
                "\(parsed) != \(expected)")
        // Drawn by default, the boxes of names read back too.
        let dot = try render(hostile, .dot)
        _ = try GraphvizContext.parse(dot: dot)
        for text in [whole, dot] {
            // Graphviz's own reader refuses HTML-like labels longer than 16,384 bytes.
            for label in Self.htmlStrings(in: text) {
                #expect(label.utf8.count <= 16_384, "an HTML label of \(label.utf8.count) bytes cannot be read back by dot")
            }
            // Graphviz wraps long strings with a backslash-newline, so lines are not compared.
            #expect(Self.controlCharacters(in: text, allowing: ["\n", "\t"]).isEmpty)
        }
    }

    @Test func svgIsWellFormedAndHasNoActiveContent() throws {
        func names(_ document: XMLDocument) throws -> [String: Int] {
            try document.nodes(forXPath: "//*").reduce(into: [:]) { counts, node in counts[node.localName ?? "", default: 0] += 1 }
        }
        let whole = try XMLDocument(xmlString: try renderWhole(hostile, .svg), options: [])
        let plainWhole = try names(try XMLDocument(xmlString: try renderWhole(benign, .svg), options: []))
        // Either may be drawn tighter (`DrawingChoice`), its kinds left to the legend: at most one text
        // a node fewer, nothing else.
        var hostileNames = try names(whole)
        #expect(abs(hostileNames["text", default: 0] - plainWhole["text", default: 0]) <= benign.nodes.count)
        hostileNames["text"] = plainWhole["text"]
        #expect(hostileNames == plainWhole)
        // Drawn by default, with boxes of names: only the kinds of element the plain drawing has.
        let svg = try render(hostile, .svg)
        let document = try XMLDocument(xmlString: svg, options: [])
        #expect(try Set(names(document).keys).subtracting(plainWhole.keys).isEmpty)
        for document in [whole, document] {
            let active = try document.nodes(forXPath: "//*[local-name()='script' or local-name()='foreignObject']")
            #expect(active.isEmpty)
            let attributes = try document.nodes(forXPath: "//@*")
            for attribute in attributes {
                let name = (attribute.localName ?? attribute.name ?? "").lowercased()
                #expect(!name.hasPrefix("on"), "event attribute \(name)")
                // Tooltips may say anything; links may not lead to script.
                let value = (attribute.stringValue ?? "").lowercased().trimmingCharacters(in: .whitespaces)
                if ["href", "src", "action"].contains(name) { #expect(!value.hasPrefix("javascript:"), "\(name)=\(value)") }
            }
        }
        #expect(Self.controlCharacters(in: svg).isEmpty)
    }

    @Test func htmlHasOnlyItsOwnScriptsAndTheirDataReadsBack() throws {
        // Drawn whole, the two graphs have the same shape: the same elements, whatever the names.
        var whole = RenderOptions()
        whole.collapse = CollapseLevel.none
        let wholePage = String(decoding: try GraphvizRenderer().render(hostile, format: .html, options: whole), as: UTF8.self)
        let wholePlain = String(decoding: try GraphvizRenderer().render(benign, format: .html, options: whole), as: UTF8.self)
        // Either may be drawn tighter (`DrawingChoice`), its kinds left to the legend: at most one text
        // a node fewer, nothing else.
        let hostileElements = HTMLTokens(wholePage).elements.map(\.name)
        let plainElements = HTMLTokens(wholePlain).elements.map(\.name)
        #expect(hostileElements.filter { $0 != "text" } == plainElements.filter { $0 != "text" })
        #expect(abs(hostileElements.count { $0 == "text" } - plainElements.count { $0 == "text" }) <= benign.nodes.count)
        #expect(HTMLTokens(wholePage).elements.filter { $0.name == "script" }.count == 2)
        // Drawn by default the boxes are groups of names (`NameGroups`), so the shapes may differ: the page
        // still has only its own scripts, the data, the views' text and the code.
        let page = try render(hostile, .html)
        let tokens = HTMLTokens(page)
        let scripts = tokens.elements.filter { $0.name == "script" }
        let plainScripts = HTMLTokens(try render(benign, .html)).elements.filter { $0.name == "script" }
        #expect(scripts.map { "\($0.attributes)" } == plainScripts.map { "\($0.attributes)" })
        for element in tokens.elements + HTMLTokens(wholePage).elements {
            for attribute in element.attributes {
                #expect(!attribute.name.hasPrefix("on"), "<\(element.name) \(attribute.name)=…>")
                if ["href", "xlink:href", "src", "action"].contains(attribute.name) {
                    #expect(!attribute.value.lowercased().hasPrefix("javascript:"), "<\(element.name) \(attribute.name)=\(attribute.value)>")
                }
            }
        }
        // The embedded data ends where the page means it to: it parses and carries every name intact.
        let data = try #require(scripts.first { $0.attributes.contains { $0 == ("id", "wiring-data") } }?.rawText)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let types = Set((object["nodes"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String })
        for (label, name) in HostileNames.all {
            #expect(types.contains(name), "\(label) did not survive the embedded data")
        }
        #expect(!data.contains("</"), "the data could close its script element")
        #expect(!data.contains("<!--"))
    }

    @Test func overviewPageCarriesItsViewsAsTextThatCannotEndTheirScript() throws {
        var options = RenderOptions()
        options.collapse = .overview
        let page = String(decoding: try GraphvizRenderer().render(hostile, format: .html, options: options), as: UTF8.self)
        let plain = String(decoding: try GraphvizRenderer().render(benign, format: .html, options: options), as: UTF8.self)
        let tokens = HTMLTokens(page)
        // The boxes are groups of names (`NameGroups`), so the two pages' drawings differ; their scripts
        // do not, and no name made an element or an attribute that acts.
        let scripts = tokens.elements.filter { $0.name == "script" }
        #expect(scripts.map { "\($0.attributes)" } == HTMLTokens(plain).elements.filter { $0.name == "script" }.map { "\($0.attributes)" })
        #expect(scripts.count == 3)
        for element in tokens.elements {
            #expect(!["img", "iframe", "object", "embed", "foreignobject"].contains(element.name), "<\(element.name)>")
            for attribute in element.attributes { #expect(!attribute.name.hasPrefix("on"), "<\(element.name) \(attribute.name)=…>") }
        }
        let views = try #require(scripts.first { $0.attributes.contains { $0 == ("id", "wiring-views") } }?.rawText)
        #expect(views.hasPrefix("<svg") && views.contains("Evil."))
        #expect(!views.lowercased().contains("<script") && !views.contains("<!--"))
        let data = try #require(scripts.first { $0.attributes.contains { $0 == ("id", "wiring-data") } }?.rawText)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let types = Set((object["nodes"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String })
        for (label, name) in HostileNames.all {
            #expect(types.contains(name), "\(label) did not survive the embedded data")
        }
    }

    @Test func mermaidKeepsOneStatementPerLine() throws {
        // The very long name would push only the hostile text over Mermaid's size limit.
        let (hostile, benign) = HostileNames.pair(excluding: ["very long"])
        // Drawn whole, the two graphs have the same shape: every line but its quoted labels is the plain one.
        let wholeText = try renderWhole(hostile, .mermaid)
        let plain = try renderWhole(benign, .mermaid)
        let lines = wholeText.components(separatedBy: "\n")
        let plainLines = plain.components(separatedBy: "\n")
        #expect(lines.count == plainLines.count)
        for (line, plainLine) in zip(lines, plainLines) {
            let isComment = plainLine.trimmingCharacters(in: .whitespaces).hasPrefix("%%")
            #expect(isComment || Self.unquoted(line) == Self.unquoted(plainLine), "structure differs: \(line.prefix(300))")
        }
        // Drawn by default the boxes are groups of names (`NameGroups`), so the shapes may differ: both texts
        // still hold only the writer's own syntax.
        for text in [wholeText, try render(hostile, .mermaid)] {
            let lines = text.components(separatedBy: "\n")
            // Inside labels Mermaid reads HTML: only the writer's own tags may appear.
            for label in lines.flatMap(Self.quoted) {
                var text = label
                for tag in ["<br/>", "<b>", "</b>", "<i>", "</i>", "<sub>", "</sub>", "<small>", "</small>"] {
                    text = text.replacingOccurrences(of: tag, with: "")
                }
                #expect(!text.contains("<") && !text.contains(">"), "markup in a label: \(label.prefix(300))")
            }
            // Mermaid looks for `%%{…}%%` directives anywhere in the text.
            #expect(!text.contains("%%{"), "a directive from a name")
            #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("click") })
            #expect(Self.controlCharacters(in: text).isEmpty)
        }
    }

    /// The HTML-like strings (`<…>`, nested) of a DOT document.
    private static func htmlStrings(in dot: String) -> [String] {
        var strings: [String] = []
        let scalars = Array(dot.unicodeScalars)
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "=", scalars[index + 1] == "<" else { index += 1; continue }
            var depth = 0
            var end = index + 1
            repeat {
                if scalars[end] == "<" { depth += 1 } else if scalars[end] == ">" { depth -= 1 }
                end += 1
            } while depth > 0 && end < scalars.count
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[(index + 1)..<end])
            strings.append(text)
            index = end
        }
        return strings
    }

    /// The line with its `"…"` labels blanked out.
    private static func unquoted(_ line: String) -> String {
        line.components(separatedBy: "\"").enumerated().map { $0.offset.isMultiple(of: 2) ? $0.element : "…" }.joined(separator: "\"")
    }

    /// The `"…"` labels of a line.
    private static func quoted(_ line: String) -> [String] {
        line.components(separatedBy: "\"").enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element)
    }

    @Test func markdownDiffKeepsTablesAndCodeIntact() throws {
        let empty = GraphSnapshot(nodes: [], edges: [])
        let report = try DiffReport(before: empty, after: hostile).formatted(as: .markdown)
        let plainReport = try DiffReport(before: empty, after: benign).formatted(as: .markdown)
        let lines = String(decoding: report, as: UTF8.self).components(separatedBy: "\n")
        let plainLines = String(decoding: plainReport, as: UTF8.self).components(separatedBy: "\n")
        func unescapedPipes(_ line: String) -> Int {
            var count = 0
            var previous: Character = " "
            for character in line {
                if character == "|" && previous != "\\" { count += 1 }
                previous = character
            }
            return count
        }
        // The Mermaid block boxes nodes by module when they come from several (`subgraph` … `end`), and
        // the modules are in the names: those lines are checked on their own, the rest line by line.
        func isModuleBox(_ line: String) -> Bool {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("subgraph m") || trimmed == "end"
        }
        for line in lines where isModuleBox(line) {
            #expect(unescapedPipes(line) == 0 && !line.hasPrefix("```"), "module box broken: \(line.prefix(200))")
        }
        let unboxed = lines.filter { !isModuleBox($0) }
        #expect(unboxed.count == plainLines.filter { !isModuleBox($0) }.count)
        for (line, plainLine) in zip(unboxed, plainLines.filter { !isModuleBox($0) }) {
            #expect(unescapedPipes(line) == unescapedPipes(plainLine), "table cell broken: \(line.prefix(200))")
            #expect(line.hasPrefix("```") == plainLine.hasPrefix("```"), "code fence from a name: \(line.prefix(200))")
        }
        let text = String(decoding: report, as: UTF8.self)
        #expect(!text.contains("<script"), "raw markup in the markdown report")
        // Outside the fenced Mermaid block (where Markdown makes no links), every `](` is escaped.
        var insideMermaid = false
        let prose = text.components(separatedBy: "\n").filter { line in
            if line.hasPrefix("```") { insideMermaid = line == "```mermaid" }
            return !insideMermaid
        }.joined(separator: "\n")
        #expect(prose.components(separatedBy: "](javascript:").dropFirst().count
                == prose.components(separatedBy: "\\](javascript:").dropFirst().count, "a live link in the markdown report")
        #expect(Self.controlCharacters(in: text).isEmpty)
    }

    @Test func terminalOutputsPassNoControlCharacters() throws {
        let empty = GraphSnapshot(nodes: [], edges: [])
        var outputs: [(String, String, String)] = []
        for colors in [false, true] {
            let text = String(decoding: try DiffReport(before: empty, after: hostile).formatted(as: .text, colors: colors), as: UTF8.self)
            let plain = String(decoding: try DiffReport(before: empty, after: benign).formatted(as: .text, colors: colors), as: UTF8.self)
            outputs.append(("diff text colors=\(colors)", text, plain))
        }
        let inspector = SnapshotInspector(hostile)
        let plainInspector = SnapshotInspector(benign)
        for (label, question, plainQuestion) in [
            ("overview", InspectQuestion.overview, InspectQuestion.overview),
            ("cycles", .cycles, .cycles),
            ("warnings", .warnings, .warnings),
            ("node", .node(hostile.nodes[3].id), .node(benign.nodes[3].id)),
            ("path", .path(from: hostile.nodes[1].id, to: hostile.nodes[5].id), .path(from: benign.nodes[1].id, to: benign.nodes[5].id)),
        ] {
            outputs.append((
                "inspect \(label)", try inspector.answer(question, format: .text, style: .plain),
                try plainInspector.answer(plainQuestion, format: .text, style: .plain)))
        }
        for (label, text, plain) in outputs {
            // Colour codes the tool itself writes are allowed; no other escape may appear.
            let stripped = text.replacingOccurrences(of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
            #expect(Self.controlCharacters(in: stripped).isEmpty, "\(label): \(Self.controlCharacters(in: stripped))")
            #expect(text.components(separatedBy: "\n").count == plain.components(separatedBy: "\n").count, "\(label): line count differs")
        }
    }

    /// The hostile (or plain) graph's diff from its nodes alone, each edge placed in a file named after it.
    private static func reviewReport(_ snapshot: GraphSnapshot) -> DiffReport {
        var before = snapshot
        before.setEdges([])
        var after = snapshot
        after.setEdges(snapshot.edges.map { edge in
            var edge = edge
            edge.place = SourcePlace(file: "Sources/\(edge.label ?? "x").swift", line: 7)
            return edge
        })
        return DiffReport(before: before, after: after, beforeName: "base|<em>.json", afterName: "/abs/head.json")
    }

    @Test func reviewFormatsKeepTheirStructure() throws {
        let hostileReport = Self.reviewReport(hostile)
        let plainReport = Self.reviewReport(benign)
        // SARIF: the same results with the same keys; no control character anywhere.
        let sarif = try hostileReport.formatted(as: .sarif)
        func results(_ data: Data) throws -> [[String: Any]] {
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            return ((object?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        }
        let hostileResults = try results(sarif), plainResults = try results(try plainReport.formatted(as: .sarif))
        #expect(hostileResults.count == plainResults.count && !plainResults.isEmpty)
        for (result, plain) in zip(hostileResults, plainResults) {
            #expect(Set(result.keys) == Set(plain.keys))
        }
        #expect(Self.controlCharacters(in: String(decoding: sarif, as: UTF8.self)).isEmpty)

        // GitHub: one command per finding, the same properties, no line break or control character.
        let github = String(decoding: try hostileReport.formatted(as: .github), as: UTF8.self)
        let plainGitHub = String(decoding: try plainReport.formatted(as: .github), as: UTF8.self)
        func propertyKeys(_ text: String) -> [[Substring]] {
            text.split(separator: "\n").map { line in
                let properties = line.drop { $0 != " " }.dropFirst().components(separatedBy: "::")[0]
                return properties.split(separator: ",").map { $0.split(separator: "=")[0] }
            }
        }
        #expect(propertyKeys(github).map { $0.filter { $0 != "file" && $0 != "line" } }
                == propertyKeys(plainGitHub).map { $0.filter { $0 != "file" && $0 != "line" } })
        #expect(github.split(separator: "\n").allSatisfy { $0.hasPrefix("::warning ") })
        #expect(Self.controlCharacters(in: github).isEmpty)

        // JUnit: well-formed, the same elements as the plain report.
        let junit = String(decoding: try hostileReport.formatted(as: .junit), as: UTF8.self)
        let document = try XMLDocument(xmlString: junit, options: [])
        let plainDocument = try XMLDocument(xmlString: String(decoding: try plainReport.formatted(as: .junit), as: UTF8.self), options: [])
        func names(_ document: XMLDocument) throws -> [String] { try document.nodes(forXPath: "//*").map { $0.localName ?? "" } }
        #expect(try names(document) == names(plainDocument))
        #expect(Self.controlCharacters(in: junit).isEmpty)

        // No format writes the absolute input path.
        for format in [ReportFormat.sarif, .github, .junit, .markdown] {
            #expect(!String(decoding: try hostileReport.formatted(as: format), as: UTF8.self).contains("/abs/"), "\(format)")
        }
    }

    @Test func pinnedVisualDiffHasNoActiveContent() throws {
        let report = Self.reviewReport(hostile)
        let svg = String(decoding: try report.formatted(as: .svg, drawing: GraphvizDiffDrawing()), as: UTF8.self)
        let document = try XMLDocument(xmlString: svg, options: [])
        #expect(try document.nodes(forXPath: "//*[local-name()='script' or local-name()='foreignObject']").isEmpty)
        #expect(Self.controlCharacters(in: svg).isEmpty)
        let page = String(decoding: try report.formatted(as: .html, drawing: GraphvizDiffDrawing()), as: UTF8.self)
        let tokens = HTMLTokens(page)
        let plainTokens = HTMLTokens(String(decoding: try Self.reviewReport(benign).formatted(as: .html, drawing: GraphvizDiffDrawing()), as: UTF8.self))
        #expect(tokens.elements.filter { $0.name == "script" }.count == 2)
        // The merged graph is drawn by default, its boxes groups of names (`NameGroups`) that may differ from
        // the plain graph's: the page around the drawing is the same, and the drawing has only its own kinds.
        let drawing: Set<String> = ["svg", "g", "path", "polygon", "polyline", "ellipse", "text", "title", "a"]
        #expect(tokens.elements.map(\.name).filter { !drawing.contains($0) } == plainTokens.elements.map(\.name).filter { !drawing.contains($0) })
        #expect(Set(tokens.elements.map(\.name)).subtracting(plainTokens.elements.map(\.name)).isEmpty)
    }
}
