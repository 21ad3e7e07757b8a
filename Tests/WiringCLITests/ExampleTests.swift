import Foundation
import Testing

/// Runs the built example apps and checks what they print and the snapshots they write.
@Suite("Examples")
struct ExampleTests {
    private func snapshot(at url: URL) throws -> (nodes: [[String: Any]], edges: [[String: Any]]) {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let nodes = try #require(json?["nodes"] as? [[String: Any]])
        let edges = try #require(json?["edges"] as? [[String: Any]])
        #expect(json?["schemaVersion"] as? Int == 1)
        return (nodes, edges)
    }

    @Test func paymentsRunsWiredAndWritesItsSnapshot() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let output = scratch.file("payments.wiring.json")
        let run = try WiringProcess.run([output.path], product: "Payments")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(3) == ["root view: Navigation", "first screen: Payments", "paid 42 to grace"])
        let (nodes, edges) = try snapshot(at: output)
        let kinds = Dictionary(grouping: nodes, by: { $0["kind"] as? String ?? "" }).mapValues(\.count)
        #expect(kinds == ["root": 1, "container": 1, "boundary": 6, "plugin": 1, "adapter": 1])
        #expect(edges.count == 6)
        // The profile boundary is declared but never shown, so it stays unresolved.
        let unresolved = nodes.filter { $0["resolved"] as? Bool == false }.compactMap { $0["type"] as? String }
        #expect(unresolved == ["Payments.ProfileBoundary"])

        let inspect = try WiringProcess.run(["inspect", output.path, "--node", "PresenterBoundary"])
        #expect(inspect.status == 0, "\(inspect.stderr)")
        #expect(inspect.stdout.contains("ModelBoundary"))
    }

    @Test func showroomPrintsTheReadmeFactsAndItsNextVersionAddsOneEdge() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let before = scratch.file("showroom.wiring.json")
        let after = scratch.file("showroom-next.wiring.json")
        let run = try WiringProcess.run([before.path], product: "Showroom")
        #expect(run.status == 0, "\(run.stderr)")
        for fact in [
            "familyCar: BMWX3", "sportsCar: BMWRoadster", "showroom is kept: true",
            "permanent car dummy: connected", "transient dummy car dummy: connected", "transient car dummy: nil",
        ] {
            #expect(run.stdout.contains(fact + "\n"), "missing '\(fact)'")
        }
        #expect(try WiringProcess.run(["--next", after.path], product: "Showroom").status == 0)
        func edgeSet(_ url: URL) throws -> Set<String> {
            Set(try snapshot(at: url).edges.map { "\($0["from"] ?? "") -> \($0["to"] ?? "")" })
        }
        let added = try edgeSet(after).subtracting(edgeSet(before))
        #expect(added == ["box/child:testTrack/Showroom.Car#sportsCar -> box/Showroom.Showroom"])
    }

    @Test func cleanArchitectureRunsOnCoreDataAndRealm() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let output = scratch.file("posts.wiring.json")
        let run = try WiringProcess.run([output.path], product: "CleanArchitecture")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("core data posts: [\"Hello from Core Data\"]"))
        #expect(run.stdout.contains("realm posts: [\"Hello from Realm\"]"))
        let (nodes, edges) = try snapshot(at: output)
        // Three scenes, each with Domain, Application, a platform adapter and the Domain's plugin.
        #expect(nodes.filter { $0["kind"] as? String == "adapter" }.count == 3)
        #expect(nodes.filter { $0["kind"] as? String == "plugin" }.count == 3)
        #expect(edges.filter { $0["kind"] as? String == "adapts" }.count == 3)
        // The network scene is never shown: it and everything in it stays unresolved.
        let unresolved = nodes.filter { $0["resolved"] as? Bool == false }.compactMap { $0["id"] as? String }
        #expect(!unresolved.isEmpty && unresolved.allSatisfy { $0.contains("NetworkScene") })
    }

    @Test func swinjectShowroomCapturesItsContainers() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let output = scratch.file("swinject.wiring.json")
        let run = try WiringProcess.run([output.path], product: "SwinjectShowroom")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("familyCar: BMWX3\n"))
        #expect(run.stdout.contains("engine is shared: true\n"))
        let (nodes, edges) = try snapshot(at: output)
        #expect(nodes.filter { $0["kind"] as? String == "box" }.count == 2)
        let services = nodes.filter { $0["kind"] as? String == "service" }
        #expect(services.count == 7)
        #expect(Set(services.compactMap { $0["life"] as? String }).isSuperset(of: ["transient", "container"]))
        #expect(edges.count == 6 && edges.allSatisfy { $0["kind"] as? String == "resolves" })
    }

    // MARK: Source places

    /// The repository root: this file sits in `Tests/WiringCLITests/`.
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The place object's file and line, and the text of that line in the repository.
    private func placed(_ object: [String: Any]) throws -> (file: String, line: Int, text: String)? {
        guard let place = object["place"] as? [String: Any] else { return nil }
        let file = try #require(place["file"] as? String)
        let line = try #require(place["line"] as? Int)
        let source = try String(contentsOf: Self.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(line >= 1 && line <= lines.count, "\(file):\(line) is outside the file")
        return (file, line, String(lines[line - 1]))
    }

    /// The snapshot with every place moved down by `lines`, as if lines were inserted at the top.
    private func shifted(_ url: URL, by lines: Int, to target: URL) throws {
        func shift(_ object: inout [String: Any]) {
            guard var place = object["place"] as? [String: Any], let line = place["line"] as? Int else { return }
            place["line"] = line + lines
            object["place"] = place
        }
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var nodes = try #require(json["nodes"] as? [[String: Any]])
        for index in nodes.indices {
            shift(&nodes[index])
            if var ports = nodes[index]["ports"] as? [[String: Any]] {
                for port in ports.indices { shift(&ports[port]) }
                nodes[index]["ports"] = ports
            }
        }
        var edges = try #require(json["edges"] as? [[String: Any]])
        for index in edges.indices { shift(&edges[index]) }
        json["nodes"] = nodes
        json["edges"] = edges
        try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: target)
    }

    @Test func paymentsPointsEveryBoundaryAndEdgeAtItsSourceLine() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let first = scratch.file("first.wiring.json")
        let second = scratch.file("second.wiring.json")
        #expect(try WiringProcess.run([first.path], product: "Payments").status == 0)
        #expect(try WiringProcess.run([second.path], product: "Payments").status == 0)
        // Two captures are the same bytes, and no absolute path is written.
        let bytes = try Data(contentsOf: first)
        #expect(bytes == (try Data(contentsOf: second)))
        #expect(!String(decoding: bytes, as: UTF8.self).contains(Self.repositoryRoot.path))

        let (nodes, edges) = try snapshot(at: first)
        for node in nodes where node["resolved"] as? Bool != false {
            let place = try #require(try placed(node), "\(node["id"] ?? "") has no place")
            #expect(place.file.hasPrefix("Examples/Payments/"), "\(place.file)")
            #expect(place.text.contains("resolver(for:") || place.text.contains("Resolved()")
                || place.text.contains("resolve(plugin:"), "\(node["id"] ?? ""): \(place.text)")
        }
        for edge in edges where edge["resolved"] as? Bool != false {
            let place = try #require(try placed(edge), "\(edge["from"] ?? "") -> \(edge["to"] ?? "") has no place")
            #expect(place.text.contains("resolve(dependency:") || place.text.contains("resolve(plugin:"), "\(place.text)")
        }

        // `inspect --node` prints the short place.
        let presenter = try #require(nodes.first { ($0["id"] as? String)?.hasSuffix(".PresenterBoundary") == true })
        let place = try #require(try placed(presenter))
        let inspect = try WiringProcess.run(["inspect", first.path, "--node", "PresenterBoundary"])
        let short = "\(place.file.split(separator: "/").last ?? ""):\(place.line)"
        #expect(inspect.stdout.split(separator: "\n").first?.hasSuffix(short) == true, "\(inspect.stdout)")

        // Seven lines inserted at the top of every file: no change, whatever fails the run.
        let moved = scratch.file("moved.wiring.json")
        try shifted(first, by: 7, to: moved)
        #expect(try Data(contentsOf: moved) != bytes)
        let diff = try WiringProcess.run(["diff", first.path, moved.path, "--fail-on", "any-change"])
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
    }

    @Test func showroomServicesPointAtTheirRegisterLines() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let output = scratch.file("showroom.wiring.json")
        #expect(try WiringProcess.run([output.path], product: "Showroom").status == 0)
        let (nodes, edges) = try snapshot(at: output)
        let services = nodes.filter { $0["kind"] as? String == "service" }
        #expect(!services.isEmpty)
        for service in services {
            let place = try #require(try placed(service), "\(service["id"] ?? "") has no place")
            #expect(place.file == "Examples/Showroom/main.swift")
            #expect(place.text.contains(".register"), "\(service["id"] ?? ""): \(place.text)")
        }
        for edge in edges {
            let place = try #require(try placed(edge))
            #expect(place.text.contains("resolve(") || place.text.contains("r.resolve"), "\(place.text)")
        }
    }
}
