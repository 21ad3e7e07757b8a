import Testing
import WiringModel
import WiringScan

/// An assembly nothing applies fills no container, and an assembly applied to containers the scan does not see to be
/// one is said.
@Suite("Swinject assemblies not applied, or applied to several containers")
struct SwinjectAppliedAssemblyTests {
    /// Scans one file of module `App`: services with their lines, and the warnings.
    static func scan(_ text: String) throws -> (services: [String], warnings: [String]) {
        let fixture = try ScanFixture(["Sources/App/DI.swift": text])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let services = result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.id) \($0.place?.line ?? 0)" }
        return (services, result.warnings.map(\.description))
    }

    static let assemblies = """
        import Swinject
        final class Vault {}
        final class VaultAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Vault.self) { _ in Vault() }
            }
        }
        final class DataAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Vault.self) { _ in Vault() }
            }
        }

        """

    @Test("an assembly no Assembler lists, while every list is read, is said not applied, not registered twice")
    func unapplied() throws {
        let scanned = try Self.scan(Self.assemblies + """
            let assembler = Assembler([DataAssembly()])
            """)
        #expect(scanned.services == ["container/App.Vault 10"])
        #expect(scanned.warnings == [
            "Sources/App/DI.swift:5: App.VaultAssembly is an assembly no `Assembler` lists and nothing assembles, "
                + "while every list of the app is read: it is not applied, so its registrations fill no container and are not drawn",
        ])
    }

    @Test("an assembly a list not read may name still fills the app's container")
    func listNotRead() throws {
        let scanned = try Self.scan(Self.assemblies + """
            func parts() -> [Assembly] { [VaultAssembly()] }
            let assembler = Assembler([DataAssembly()] + parts())
            """)
        #expect(scanned.services == ["container/App.Vault 5"])
        #expect(scanned.warnings.contains { $0.contains("registered twice") })
    }

    @Test("an assembly two Assemblers apply, one with its own container, one given another, is said applied to both")
    func appliedTwice() throws {
        let scanned = try Self.scan(Self.assemblies + """
            let shared = Container()
            let first = Assembler([DataAssembly()])
            let second = Assembler([DataAssembly(), VaultAssembly()], container: shared)
            """)
        #expect(scanned.warnings.contains(
            "Sources/App/DI.swift:14: App.DataAssembly is applied by 2 `Assembler`s of the app, here and at "
                + "Sources/App/DI.swift:15, given containers the scan does not see to be one; its registrations are drawn once, "
                + "in the app's container, though each of those containers holds its own"))
    }

    @Test("assemblies the same Assemblers apply are said together, once, at the first list")
    func appliedTwiceTogether() throws {
        let scanned = try Self.scan(Self.assemblies + """
            let shared = Container()
            let first = Assembler([DataAssembly(), VaultAssembly()])
            let second = Assembler([DataAssembly(), VaultAssembly()], container: shared)
            """)
        #expect(scanned.warnings.filter { $0.contains("`Assembler`s of the app") } == [
            "Sources/App/DI.swift:14: App.DataAssembly and App.VaultAssembly are applied by 2 `Assembler`s of the app, here and at "
                + "Sources/App/DI.swift:15, given containers the scan does not see to be one; their registrations are drawn once, "
                + "in the app's container, though each of those containers holds its own",
        ])
    }
}
