import Foundation
import Testing
import WiringModel
import WiringScan

/// The minimal reproductions of real Swinject code in `../shared/realworld/swinject-cases/`, each
/// scanned and compared with the graph its header states ("Expected graph").
@Suite("Swinject as real apps write it")
struct SwinjectCaseTests {
    /// The folder of cases, beside the repository.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/realworld/swinject-cases")

    /// The cases whose header lists the expected nodes and edges (case 03's header names the
    /// classes where the code registers their protocols; its own test checks it).
    static let graphCases = [
        "01-autoregister", "02-tilde-operator", "04-untyped-arguments", "05-storyboard",
        "07-array-service-type", "08-custom-register-overload", "11-resolve-variadic-arguments",
        "12-init-closure-hierarchy", "13-misleading-warnings",
    ]

    static func text(_ name: String) throws -> String {
        let url = folder.appendingPathComponent(name + ".swift")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing case \(url.path): the shared folder must sit beside the repository")
            throw CocoaError(.fileNoSuchFile)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Scans one case as the only file of module `App`.
    static func scan(_ name: String) throws -> ScanResult {
        let fixture = try ScanFixture(["Sources/App/\(name).swift": try text(name)])
        defer { fixture.remove() }
        return try fixture.scan()
    }

    @Test("each case's expected nodes and edges are in the scan", arguments: graphCases)
    func expectedGraph(_ name: String) throws {
        let expected = ExpectedGraph(header: try Self.text(name))
        #expect(!expected.nodes.isEmpty, "the header of \(name) lists no node")
        let result = try Self.scan(name)
        let ids = result.snapshot.nodes.map(\.id)
        for node in expected.nodes {
            #expect(ids.contains { ExpectedGraph.matches(node, $0) }, "\(name): no node \(node) in \(ids)")
        }
        let edges = result.snapshot.edges.filter { $0.kind == .resolves }
        for (from, to) in expected.edges {
            #expect(
                edges.contains { ExpectedGraph.matches(from, $0.from) && ExpectedGraph.matches(to, $0.to) },
                "\(name): no edge \(from) -> \(to) in \(result.snapshot.edgeSummary)")
        }
        #expect(result.unresolved.isEmpty, "\(name): \(result.unresolved)")
        #expect(result.warnings.isEmpty, "\(name): \(result.warnings)")
    }

    @Test("initCompleted resolves are edges marked as property injection, so the cycle is found")
    func initCompletedCycle() throws {
        let result = try Self.scan("03-initCompleted")
        #expect(result.warnings.isEmpty && result.unresolved.isEmpty, "\(result.warnings) \(result.unresolved)")
        #expect(result.snapshot.edges.map { "\($0.id) \($0.label ?? "-") \($0.place?.line ?? 0)" } == [
            "container/App.ChildProtocol -resolves-> container/App.ParentProtocol [initCompleted] initCompleted 23",
            "container/App.ParentProtocol -resolves-> container/App.ChildProtocol - 18",
        ])
    }

    @Test("the child container's parent keeps its registrations; Container { c in } closures bind c")
    func initClosureHierarchy() throws {
        let result = try Self.scan("12-init-closure-hierarchy")
        #expect(result.snapshot.nodes.map { "\($0.id) \($0.parent ?? "-") \($0.life ?? "-")" } == [
            "container container/parent -",
            "container/App.Car container graph",
            "container/parent - -",
            "container/parent/App.Engine container/parent container",
        ])
    }

    @Test("a test file's containers neither hijack nor join the app's graph")
    func testContainersApart() throws {
        let text = try Self.text("06-child-container-hijacks")
        let parts = text.components(separatedBy: "// ---- Tests/ParentChildSpec.swift (same scan) ----")
        try #require(parts.count == 2)
        let fixture = try ScanFixture([
            "App/AppDelegate.swift": parts[0],
            "Tests/ParentChildSpec.swift": "import Swinject\n" + parts[1],
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."], module: "App")
        #expect(result.snapshot.nodes.map(\.id) == ["container", "container/App.ImageSearch", "container/App.Networking"])
        #expect(result.snapshot.edgeSummary == ["container/App.ImageSearch -resolves-> container/App.Networking"])
        #expect(result.skipped.map(\.description) == ["skipped 1 file of tests (Tests/)"])

        let withTests = try SourceScanner(options: ScanOptions(module: "App", includeTests: true))
            .scan([fixture.root.path])
        // The test's own parent/child pair is kept apart: the app's registrations stay where they are.
        #expect(withTests.snapshot.node(withID: "container/App.ImageSearch") != nil)
        #expect(withTests.snapshot.node(withID: "container/parent/App.Networking") != nil)
    }

    @Test("a file of XCTest cases is left out, and said so")
    func testFileLeftOut() throws {
        let result = try Self.scan("09-test-containers-merged")
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.isEmpty)
        #expect(result.skipped.map(\.description) == ["skipped 1 file of tests (importing XCTest)"])
    }

    @Test("a resolve of a type nothing registers is a node marked unregistered, with an edge not made")
    func unregisteredResolve() throws {
        let result = try Self.scan("10-missing-registration-not-in-snapshot")
        let missing = try #require(result.snapshot.node(withID: "container/App.CacheCleaner"))
        #expect(missing.attributes["registered"] == "false")
        #expect(missing.resolved == false)
        #expect(missing.place?.line == 16)
        #expect(result.snapshot.edges.map { "\($0.id) \($0.resolved)" }
                == ["container/App.LogoutDaemon -resolves-> container/App.CacheCleaner false"])
        #expect(result.unresolved.isEmpty)
        #expect(result.findings.map(\.description) == [
            "Sources/App/10-missing-registration-not-in-snapshot.swift:16: App.LogoutDaemon resolves App.CacheCleaner, which no registration provides",
        ])
    }
}

/// The nodes and edges a case's header states.
struct ExpectedGraph {
    var nodes: [String] = []
    var edges: [(String, String)] = []

    /// Reads `//   container/A -> container/B` and `//   container/A` lines after "Expected".
    init(header: String) {
        var reading = false
        for line in header.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("//") else { break }
            if line.contains("Expected") { reading = true }
            guard reading else { continue }
            let text = line.dropFirst(2)
            if text.trimmingCharacters(in: .whitespaces).isEmpty { break }
            if let arrow = text.range(of: "->") {
                if let from = Self.firstID(text[..<arrow.lowerBound]), let to = Self.firstID(text[arrow.upperBound...]) {
                    edges.append((from, to))
                    nodes += [from, to]
                }
            } else if let id = Self.firstID(text) {
                nodes.append(id)
            }
        }
    }

    private static func firstID(_ text: Substring) -> String? {
        guard let start = text.range(of: "container/") else { return nil }
        var depth = 0
        let word = text[start.lowerBound...].prefix { character in
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            return depth > 0 || !character.isWhitespace
        }
        return String(word.hasSuffix(",") || word.hasSuffix(";") ? word.dropLast() : word)
    }

    /// Whether an id matches an expected one, where `#...` stands for any name and `(...)` for any arguments.
    static func matches(_ expected: String, _ id: String) -> Bool {
        if expected.hasSuffix("#...") {
            let base = String(expected.dropLast(4))
            return id == base || id.hasPrefix(base + "#")
        }
        if expected.hasSuffix("(...)") { return id.hasPrefix(String(expected.dropLast(4))) }
        return id == expected
    }
}
