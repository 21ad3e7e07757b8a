import Testing
import WiringProjectModel
import WiringProjects

/// The value a case with an associated value is made with is of the type the case declares, named
/// as Swift looks it up from inside the enum: `.app(.main)` of `enum Modules { case app(App) }`
/// with `Modules.App` nested in it looks `.main` up in `Modules.App`.
@Suite("Tuist enum cases' associated value types")
struct TuistEnumCaseValueTypesTests {
    @Test("an implicit member given to a case is looked up in the type nested in the enum that the case names")
    func nestedValueType() throws {
        let tree = try TuistHelperTypesTests.tree(
            helpers: """
                public enum Modules {
                    case app(App)
                    case layer(Layer)

                    public var name: String {
                        switch self {
                        case .app(let app): return app.rawValue
                        case .layer(let layer): return layer.rawValue
                        }
                    }
                }

                extension Modules {
                    public enum App: String {
                        case app = "App"
                    }

                    public enum Layer: String {
                        case core = "Core"
                    }
                }
                """,
            manifest: """
                let app = Modules.app(.app)
                let project = Project(name: "App", targets: [
                    .target(name: app.name, destinations: .iOS, product: .app, bundleId: "dev.app", sources: ["App/**"],
                            dependencies: [.target(name: Modules.layer(.core).name)]),
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "dev.core", sources: ["Core/**"]),
                ])
                """)
        defer { tree.remove() }
        let model = try tree.read()
        #expect(TuistHelperTypesTests.notRead(model).isEmpty)
        #expect(model.dependencySummary == ["module:App -> target:Core"])
    }
}
