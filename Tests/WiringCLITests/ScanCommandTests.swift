import Foundation
import Testing

/// `wiring scan` on the examples' sources, compared with what the examples capture when they run.
@Suite("wiring scan")
struct ScanCommandTests {
    /// The package root, where the examples' sources are.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private struct Graph {
        var nodes: [String: [String: Any]]
        var edges: Set<String>

        init(_ url: URL) throws {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let nodes = try #require(json["nodes"] as? [[String: Any]])
            self.nodes = Dictionary(uniqueKeysWithValues: nodes.map { ($0["id"] as? String ?? "", $0) })
            let edges = try #require(json["edges"] as? [[String: Any]])
            self.edges = Set(edges.map { "\($0["from"] ?? "") -\($0["kind"] ?? "")-> \($0["to"] ?? "")" })
        }

        /// `id kind parent type key life` per node.
        var identities: Set<String> {
            Set(nodes.values.map { node in
                ["id", "kind", "parent", "type", "key", "life"].map { "\(node[$0] as? String ?? "-")" }.joined(separator: " ")
            })
        }

        /// `id.port` per port.
        var ports: Set<String> {
            Set(nodes.flatMap { id, node in
                (node["ports"] as? [[String: Any]] ?? []).map { "\(id).\($0["name"] as? String ?? "")" }
            })
        }
    }

    /// Runs an example to capture it and scans its sources.
    private func captureAndScan(
        _ example: String, arguments: [String] = [], in scratch: TemporaryDirectory
    ) throws -> (captured: Graph, scanned: Graph, stderr: String) {
        let captured = scratch.file("\(example).captured.json")
        let run = try WiringProcess.run(arguments + [captured.path], product: example)
        #expect(run.status == 0, "\(run.stderr)")
        let scanned = scratch.file("\(example).scanned.json")
        let scan = try WiringProcess.run([
            "scan", Self.packageRoot.appendingPathComponent("Examples/\(example)").path, "-o", scanned.path,
        ])
        #expect(scan.status == 0, "\(scan.stderr)")
        return (try Graph(captured), try Graph(scanned), scan.stderr)
    }

    @Test("boundary examples: the scan gives the capture's ids, kinds, parents and edges, and a superset of its ports",
          arguments: ["Payments", "CleanArchitecture"])
    func boundaryExamples(example: String) throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let (captured, scanned, stderr) = try captureAndScan(example, in: scratch)
        #expect(scanned.identities == captured.identities)
        #expect(scanned.edges == captured.edges)
        #expect(scanned.ports.isSuperset(of: captured.ports))
        #expect(!stderr.contains("warning:"), "\(stderr)")
        for node in scanned.nodes.values {
            let declared = node["declared"] as? [String: Any]
            #expect((declared?["file"] as? String)?.hasPrefix("Examples/\(example)/") == true)
        }
    }

    @Test("the Swinject showroom: the same services, scopes and resolves edges as its recorded capture, and what its main.swift resolves")
    func swinjectShowroom() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let (captured, scanned, _) = try captureAndScan("SwinjectShowroom", in: scratch)
        // The capture records what factories resolve; the scan also draws what the top-level code resolves, from the entry.
        let entry = "SwinjectShowroom.main() "
        #expect(scanned.identities.filter { !$0.hasPrefix(entry) } == captured.identities)
        #expect(scanned.edges.filter { !$0.hasPrefix(entry) } == captured.edges)
        #expect(scanned.edges.filter { $0.hasPrefix(entry) }.sorted() == [
            "SwinjectShowroom.main() -resolves-> container/SwinjectShowroom.Brochure(Swift.String)",
            "SwinjectShowroom.main() -resolves-> container/SwinjectShowroom.Car#familyCar",
            "SwinjectShowroom.main() -resolves-> container/SwinjectShowroom.Showroom",
        ])
    }

    @Test("the box showroom: the same services; the resolves edges the factories write out or their initializers imply")
    func boxShowroom() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        // The source holds the next version's extra resolve (behind a run-time flag), so compare with it.
        let (captured, scanned, stderr) = try captureAndScan("Showroom", arguments: ["--next"], in: scratch)
        #expect(scanned.identities == captured.identities)
        #expect(scanned.edges.isSubset(of: captured.edges))
        // `BMWX3(engine: r.resolve(), …)`: six resolves typed by the initializer parameters they are passed to.
        #expect(scanned.edges.count == 10)
        #expect(!stderr.contains("not read:"), "\(stderr)")
    }

    @Test("wiring diff scanned.json captured.json shows what the run never resolved and the ports it never made")
    func diffScannedWithCaptured() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        _ = try captureAndScan("Payments", in: scratch)
        let diff = try WiringProcess.run([
            "diff", scratch.file("Payments.scanned.json").path, scratch.file("Payments.captured.json").path,
        ])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("ProfileBoundary: resolved: true -> false"))
        #expect(diff.stdout.contains("- ModelBoundary.profileValidator"))
        #expect(diff.stdout.contains("New crossings: none"))
    }

    @Test("scans of two versions diff with exit 1, naming the new crossing")
    func versionsDiff() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        func write(_ version: String, dependencies: String) throws -> URL {
            let folder = scratch.url.appendingPathComponent("\(version)/Sources/Shop")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("""
                import Boundaries
                final class Model: Boundary {}
                final class Storage: Boundary {}
                final class View: Boundary { typealias Dependencies = \(dependencies) }
                final class Root: RootBoundary {
                    typealias Subboundaries = BoundaryList.Add<Model>.Add<Storage>.Add<View>
                }
                """.utf8).write(to: folder.appendingPathComponent("Shop.swift"))
            let output = scratch.file("\(version).json")
            let scan = try WiringProcess.run(["scan", folder.deletingLastPathComponent().path, "-o", output.path])
            #expect(scan.status == 0, "\(scan.stderr)")
            return output
        }
        let before = try write("v1", dependencies: "BoundaryList.Add<Model>")
        let after = try write("v2", dependencies: "BoundaryList.Add<Model>.Add<Storage>")
        let diff = try WiringProcess.run(["diff", before.path, after.path])
        #expect(diff.status == 1, "\(diff.stdout)\(diff.stderr)")
        #expect(diff.stdout.contains("View") && diff.stdout.contains("Storage"))
    }

    @Test("without -o the snapshot goes to standard output and the summary to standard error")
    func standardOutput() throws {
        let scan = try WiringProcess.run(["scan", Self.packageRoot.appendingPathComponent("Examples/Payments").path])
        #expect(scan.status == 0)
        #expect(scan.stdout.hasPrefix("{"))
        #expect(scan.stdout.contains("\"source\" : \"scan\""))
        #expect(scan.stderr.contains("wiring scan: 6 files"))
    }

    @Test("a missing path exits 2 and writes nothing")
    func missingPath() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let output = scratch.file("out.json")
        let scan = try WiringProcess.run(["scan", scratch.file("nope").path, "-o", output.path])
        #expect(scan.status == 2)
        #expect(scan.stderr.contains("no such file or folder"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let usage = try WiringProcess.run(["scan"])
        #expect(usage.status == 2)
    }

    @Test("wiring scan runs wiring-scan from beside wiring, options and help included, and says how to build it when it is missing")
    func scanRunsTheToolBesideWiring() throws {
        let help = try WiringProcess.run(["scan", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: wiring scan"))
        #expect(help.stdout.contains("--module"))
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let lonely = scratch.file("wiring")
        try FileManager.default.copyItem(at: try WiringProcess.executable(), to: lonely)
        let process = Process()
        process.executableURL = lonely
        process.arguments = ["scan", Self.packageRoot.appendingPathComponent("Examples/Payments").path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("wiring-scan") && message.contains("swift build --product wiring-scan"))
        #expect(message.contains(scratch.url.path))
    }

    @Test("each line is printed once with its rule id, the summary counts them by rule, and --format sarif lists them with their rule ids")
    func typedLines() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let folder = scratch.file("App/Sources/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            import Swinject
            import Dip
            final class Api {}
            let container = Container()
            func setUp() {
                container.register(Api.self) { _ in Api() }
                container.register(Api.self) { _ in Api() }
            }
            """.utf8).write(to: folder.appendingPathComponent("DI.swift"))
        let output = scratch.file("out.json")
        let scan = try WiringProcess.run(["scan", scratch.file("App").path, "-o", output.path, "--format", "sarif"])
        #expect(scan.status == 0, "\(scan.stderr)")
        let lines = scan.stderr.split(separator: "\n").filter { $0.hasPrefix("not read:") }
        #expect(lines.count == 2, "\(scan.stderr)")
        #expect(lines.allSatisfy { $0.components(separatedBy: "not read").count == 2 }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("[registered-twice]") } && lines.contains { $0.hasSuffix("[framework-not-read]") })
        #expect(scan.stderr.contains("2 places not read (1 framework-not-read, 1 registered-twice), 0 findings"), "\(scan.stderr)")
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(Set(results.compactMap { $0["ruleId"] as? String }) == ["registered-twice", "framework-not-read"])
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }).isSuperset(of: ["registered-twice", "framework-not-read"]))
        #expect(FileManager.default.fileExists(atPath: output.path))
        let refused = try WiringProcess.run(["scan", scratch.file("App").path, "--format", "sarif"])
        #expect(refused.status == 2 && refused.stderr.contains("-o FILE"), "\(refused.stderr)")
    }
}
