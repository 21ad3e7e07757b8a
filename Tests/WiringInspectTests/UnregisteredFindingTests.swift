import Testing
import WiringInspect
import WiringModel

@Suite("Unregistered resolves in inspect")
struct UnregisteredFindingTests {
    @Test("a resolve of a service no registration provides is a warning naming both, not a service never resolved")
    func unregistered() {
        let snapshot = GraphSnapshot(
            nodes: [
                Node(id: "container/App.LogoutDaemon", kind: .service, type: "App.LogoutDaemon"),
                Node(
                    id: "container/App.CacheCleaner", kind: .service, type: "App.CacheCleaner", resolved: false,
                    attributes: ["registered": "false"]),
            ],
            edges: [
                Edge(
                    from: "container/App.LogoutDaemon", to: "container/App.CacheCleaner", kind: .resolves, resolved: false,
                    place: SourcePlace(file: "Sources/App/DI.swift", line: 16)),
            ])
        let findings = SnapshotInspector(snapshot).findings()
        #expect(findings.map(\.kind) == [.unregistered])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message
                == "LogoutDaemon resolves CacheCleaner, which no registration provides (Sources/App/DI.swift:16); register it or stop resolving it")
    }
}
