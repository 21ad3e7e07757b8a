import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import WiringModel
import WiringTestSupport

/// `wiring diff` in the review formats, as a CI job runs it.
@Suite("wiring diff review formats")
struct DiffReviewFormatTests {
    /// Writes the app's V1 and V2 (or hostile snapshots) into a fresh directory.
    private static func files(_ before: GraphSnapshot, _ after: GraphSnapshot) throws -> (TemporaryDirectory, String, String) {
        let directory = try TemporaryDirectory()
        let v1 = directory.file("V1.json"), v2 = directory.file("V2.json")
        try before.jsonData().write(to: v1)
        try after.jsonData().write(to: v2)
        return (directory, v1.path, v2.path)
    }

    @Test("-o infers the format from the extension; each review format keeps exit status 1 for a new crossing", arguments: [
        ("report.sarif", "\"version\" : \"2.1.0\""), ("report.sarif.json", "partialFingerprints"),
        ("junit.xml", "<testsuites"), ("report.md", "```mermaid"),
        ("diff.svg", "<svg"), ("diff.html", "data-side=\"before\""),
    ])
    func inferredFormats(file: String, marker: String) throws {
        let (directory, v1, v2) = try Self.files(ReviewApp.v1, ReviewApp.v2)
        defer { directory.remove() }
        let output = directory.file(file)
        let outcome = try WiringProcess.run(["diff", v1, v2, "-o", output.path])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains(marker), "\(file)")
        #expect(!text.contains(directory.url.path), "\(file) holds an absolute path")
        // (The JSON report keeps the paths exactly as given; it is for machines on this runner.)
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: directory.url.path)) == ["V1.json", "V2.json", file])
    }

    @Test("the GitHub format prints one annotation on the crossing's file and line; V1 against V1 prints none and exits 0")
    func github() throws {
        let (directory, v1, v2) = try Self.files(ReviewApp.v1, ReviewApp.v2)
        defer { directory.remove() }
        let outcome = try WiringProcess.run(["diff", v1, v2, "--format", "github"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasPrefix("::warning file=Sources/App/AppStoreV2.swift,line=27,title="))
        let same = try WiringProcess.run(["diff", v1, v1, "--format", "github"])
        #expect(same.status == 0)
        #expect(same.stdout.isEmpty)
        let markdown = try WiringProcess.run(["diff", v1, v1, "--format", "markdown"])
        #expect(markdown.stdout.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count <= 2)
    }

    @Test("--focus-changes needs a drawing format and --depth needs --focus-changes")
    func focusValidation() throws {
        let (directory, v1, v2) = try Self.files(ReviewApp.v1, ReviewApp.v2)
        defer { directory.remove() }
        #expect(try WiringProcess.run(["diff", v1, v2, "--focus-changes"]).status == 2)
        #expect(try WiringProcess.run(["diff", v1, v2, "--format", "svg", "--depth", "2"]).status == 2)
        let focused = try WiringProcess.run(["diff", v1, v2, "--format", "svg", "--focus-changes", "--depth", "0"])
        #expect(focused.status == 1, "\(focused.stderr)")
        #expect(focused.stdout.contains("ViewModel") && !focused.stdout.contains(">Network<"))
    }

    @Test("hostile names pass through every review format as inert text", arguments: ["sarif", "github", "junit", "markdown", "svg", "html"])
    func hostile(format: String) throws {
        var before = HostileNames.snapshot
        before.setEdges([])
        var after = HostileNames.snapshot
        after.setEdges(after.edges.map { edge in
            var edge = edge
            edge.place = SourcePlace(file: "Sources/\(edge.label ?? "x").swift", line: 3)
            return edge
        })
        let (directory, v1, v2) = try Self.files(before, after)
        defer { directory.remove() }
        let outcome = try WiringProcess.run(["diff", v1, v2, "--format", format])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let text = outcome.stdout
        // The HTML page's embedded data keeps names exact (JSON), direction marks included; its script
        // writes them only as text. Everything else shows them as visible escapes.
        let controls = text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || (format != "html" && (0x202A...0x202E).contains($0.value))
        }
        #expect(controls.isEmpty, "\(controls.map { String($0.value, radix: 16) }) in \(text.prefix(80))")
        switch format {
        case "sarif":
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            let results = ((object?["runs"] as? [[String: Any]])?.first?["results"] as? [Any]) ?? []
            #expect(results.count == after.edges.count)
        case "github":
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == after.edges.count)
            for line in lines {
                #expect(line.hasPrefix("::warning "))
                // The properties end at the first `::`; no value adds a property or ends the list early.
                let properties = line.dropFirst("::warning ".count).components(separatedBy: "::")[0]
                let keys = properties.split(separator: ",").map { $0.split(separator: "=")[0] }
                #expect(keys.allSatisfy { ["file", "line", "title"].contains($0) }, "\(line.prefix(200))")
            }
        case "junit":
            let document = try XMLDocument(xmlString: text, options: [])
            #expect(try document.nodes(forXPath: "//testcase").count == after.edges.count)
            #expect(try document.nodes(forXPath: "//failure").count == after.edges.count)
        case "svg":
            let document = try XMLDocument(xmlString: text, options: [])
            #expect(try document.nodes(forXPath: "//*[local-name()='script']").isEmpty)
        case "html":
            #expect(text.components(separatedBy: "<script").count - 1 == 2)
        default:
            #expect(!text.contains("<script"))
            #expect(text.hasPrefix("<!-- wiring-diff -->"))
        }
    }
}
