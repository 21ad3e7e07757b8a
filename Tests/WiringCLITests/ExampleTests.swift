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
}
