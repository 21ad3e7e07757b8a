import Foundation
import Testing
import WiringModel
import WiringScan

/// `autoregister` given a closure that takes nothing (`initializer: { RepoImpl(db: container.resolve(…)!) }`), and
/// keys written with a global string constant of the module (`let databaseFile = "water.sqlite"`).
@Suite("Swinject autoregister closures and global key constants")
struct SwinjectAutoregisterClosureTests {
    static func domain(_ module: String, file: String) -> [String: String] {
        [
            "Sources/\(module)/Database.swift": """
                final class Db { init(path: String) {} }
                let databaseFile = "\(file)"
                """,
            "Sources/\(module)/\(module)Assembly.swift": """
                import Swinject
                import SwinjectAutoregistration
                protocol Repo {}
                final class RepoImpl: Repo { init(db: Db) {} }
                final class UseCase { init(repo: Repo) {} }
                public final class \(module)Assembly: Assembly {
                    public func assemble(container: Container) {
                        container.autoregister(Db.self, name: databaseFile, initializer: {
                            Db(path: databaseFile)
                        }).inObjectScope(.container)
                        container.autoregister(
                            Repo.self,
                            initializer: {
                                RepoImpl(db: container.resolve(Db.self, name: databaseFile)!)
                            }
                        )
                        container.autoregister(UseCase.self, initializer: UseCase.init)
                    }
                }
                """,
        ]
    }

    @Test("a closure taking nothing is the factory; a global constant of the module names the key")
    func closureInitializerAndGlobalKey() throws {
        let fixture = try ScanFixture(Self.domain("Water", file: "water.sqlite").merging(Self.domain("User", file: "user.sqlite")) { $1 })
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/User.Db#user.sqlite", "container/User.Repo", "container/User.UseCase",
            "container/Water.Db#water.sqlite", "container/Water.Repo", "container/Water.UseCase",
        ])
        #expect(result.snapshot.edgeSummary.sorted() == [
            "container/User.Repo -resolves-> container/User.Db#user.sqlite",
            "container/User.UseCase -resolves-> container/User.Repo",
            "container/Water.Repo -resolves-> container/Water.Db#water.sqlite",
            "container/Water.UseCase -resolves-> container/Water.Repo",
        ])
        let lines = result.snapshot.edges.filter { $0.from.hasSuffix(".Repo") }.compactMap(\.place?.line)
        #expect(lines == [14, 14])
        let repo = result.snapshot.nodes.first { $0.id == "container/Water.Repo" }
        #expect(repo?.attributes["autoregister"] == "true")
        #expect(result.warnings.map(\.description) == [])
    }
}
