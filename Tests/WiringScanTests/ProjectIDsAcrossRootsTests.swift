import Testing
import WiringModel
@testable import WiringScan

/// Two scanned folders that give the same project id (two copies of one app) give two projects,
/// each told apart by its folder; one folder alone keeps its ids.
@Suite("Project ids across scanned folders")
struct ProjectIDsAcrossRootsTests {
    private static let project = """
        import ProjectDescription
        let project = Project(name: "Pocket", targets: [
            .target(name: "Pocket", destinations: .iOS, product: .app, bundleId: "dev.pocket", sources: ["Sources/**"],
                    dependencies: [.target(name: "Kit")]),
            .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "dev.kit", sources: ["Kit/**"]),
        ])
        """

    private func fixture() throws -> ScanFixture {
        try ScanFixture([
            "a/Project.swift": Self.project, "a/Sources/App.swift": "import Kit\n", "a/Kit/Kit.swift": "struct Kit {}\n",
            "b/Project.swift": Self.project, "b/Sources/App.swift": "import Kit\n", "b/Kit/Kit.swift": "struct Kit {}\n",
        ])
    }

    @Test("two copies of one app scanned together are two projects, each with its own modules and edges")
    func twoCopies() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["a", "b"]).snapshot
        let summary = Set(snapshot.nodeSummary)
        #expect(summary.isSuperset(of: [
            "project:a/Pocket package -", "project:b/Pocket package -",
            "module:a/Pocket/Pocket module project:a/Pocket", "module:a/Pocket/Kit module project:a/Pocket",
            "module:b/Pocket/Pocket module project:b/Pocket", "module:b/Pocket/Kit module project:b/Pocket",
        ]), "\(summary.sorted())")
        #expect(!summary.contains { $0.hasPrefix("project:Pocket ") })
        let edges = Set(snapshot.edgeSummary)
        #expect(edges.isSuperset(of: [
            "module:a/Pocket/Pocket -depends-> module:a/Pocket/Kit", "module:b/Pocket/Pocket -depends-> module:b/Pocket/Kit",
        ]), "\(edges.sorted())")
        #expect(Set(snapshot.nodes.map(\.id)).count == snapshot.nodes.count)
    }

    @Test("the services of two copies scanned together are two services, each inside its copy's module")
    func twoCopiesOfServices() throws {
        let wiring = """
            import Swinject
            final class Api {}
            let container: Container = {
                let c = Container()
                c.register(Api.self) { _ in Api() }
                return c
            }()
            """
        let fixture = try ScanFixture([
            "a/Project.swift": Self.project, "a/Sources/App.swift": "import Kit\n", "a/Kit/Kit.swift": wiring,
            "b/Project.swift": Self.project, "b/Sources/App.swift": "import Kit\n", "b/Kit/Kit.swift": wiring,
        ])
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["a", "b"]).snapshot
        let services = snapshot.nodes.filter { $0.kind == .service }
        #expect(services.map(\.id) == ["a/container/Kit.Api", "b/container/Kit.Api"])
        #expect(services.map { $0.place?.file } == ["a/Kit/Kit.swift", "b/Kit/Kit.swift"])
        let placed = snapshot.nodes.filter { $0.parent?.hasPrefix("module:") == true && $0.kind != .module }
        #expect(placed.map(\.parent) == ["module:a/Pocket/Kit", "module:b/Pocket/Kit"], "\(snapshot.nodeSummary)")
        #expect(Set(snapshot.nodes.map(\.id)).count == snapshot.nodes.count)
        // One folder alone keeps the ids it had.
        let one = try fixture.scan(["a"]).snapshot
        #expect(one.nodes.filter { $0.kind == .service }.map(\.id) == ["container/Kit.Api"])
    }

    @Test("one folder alone keeps its ids, and its project says it is a Tuist project")
    func oneFolder() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let snapshot = try fixture.scan(["a"]).snapshot
        let summary = Set(snapshot.nodeSummary)
        #expect(summary.isSuperset(of: ["project:Pocket package -", "module:Pocket module project:Pocket", "module:Kit module project:Pocket"]),
                "\(summary.sorted())")
        #expect(snapshot.nodes.first { $0.id == "project:Pocket" }?.attributes["build"] == "Tuist")
    }
}
