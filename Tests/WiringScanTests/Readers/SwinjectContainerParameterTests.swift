import Foundation
import Testing
import WiringModel
import WiringScan

/// A `container` parameter of a function other than an assembly's `assemble(container:)` is the container the
/// function's callers pass, never a container bound by that name elsewhere in the tree.
@Suite("Swinject registrations on a helper's container parameter")
struct SwinjectContainerParameterTests {
    @Test("a helper's parameter is the container its one caller passes, not a same-named one")
    func helperParameterIsTheCallersContainer() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                final class Screen { init(api: Api) {} }
                enum AppDI {
                    static let container: Container = {
                        let container = Container()
                        container.register(Api.self) { _ in Api() }
                        return container
                    }()
                    static let screens: Container = {
                        let screens = Container(parent: AppDI.container)
                        registerScreens(in: screens)
                        return screens
                    }()
                }
                func registerScreens(in container: Container) {
                    container.register(Screen.self) { r in Screen(api: r.resolve(Api.self)!) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/App.Screen", "container/parent/App.Api",
        ])
        #expect(result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.from) -> \($0.to)" } == [
            "container/App.Screen -> container/parent/App.Api",
        ])
        #expect(result.warnings.map(\.description) == [])
    }

    @Test("an assembly's helper taking its container parameter registers where the assembly is listed")
    func assemblyHelperFollowsTheAssembly() throws {
        var files = SwinjectAssemblerListsTests.sharedAssembly
        files["App/AppDI.swift"] = """
            import Core
            import Swinject
            enum AppDI {
                static let container = Container()
                static let assembler = Assembler([CoreAssembly()], container: container)
            }
            """
        files["Widget/WidgetDI.swift"] = """
            import Core
            import Swinject
            final class Face { init(store: Store) {} }
            final class WidgetAssembly: Assembly {
                func assemble(container: Container) {
                    registerFaces(in: container)
                }
                private func registerFaces(in container: Container) {
                    container.register(Face.self) { r in Face(store: r.resolve(Store.self)!) }
                }
            }
            enum WidgetDI { static let assembler = Assembler([CoreAssembly(), WidgetAssembly()]) }
            """
        let fixture = try ScanFixture(files)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/Core.Api", "container/Core.Store",
            "container:Widget/Core.Api", "container:Widget/Core.Store", "container:Widget/Widget.Face",
        ])
        #expect(result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.from) -> \($0.to)" }.sorted() == [
            "container/Core.Store -> container/Core.Api",
            "container:Widget/Core.Store -> container:Widget/Core.Api",
            "container:Widget/Widget.Face -> container:Widget/Core.Store",
        ])
        #expect(result.warnings.filter { $0.kind != .moduleNotFound }.map(\.description) == [SwinjectAssemblerListsTests.syncNotApplied])
    }

    @Test("a helper whose callers pass different containers is said; a call registering nothing on a parameter is not")
    func callersPassingDifferentContainersAreSaid() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                enum AppDI {
                    static let live: Container = {
                        let live = Container()
                        registerServices(in: live)
                        return live
                    }()
                    static let preview: Container = {
                        let preview = Container()
                        registerServices(in: preview)
                        return preview
                    }()
                }
                func registerServices(in container: Container) {
                    container.register(Api.self) { _ in Api() }
                }
                final class Attachments {
                    func load(_ provider: NSItemProvider) { provider.loadObject(ofClass: Api.self) { _, _ in } }
                    func open(_ resolver: Resolver) -> Api { resolver.resolve(Api.self)! }
                    func start() {
                        load(NSItemProvider())
                        open(AppDI.live)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/App.Api"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:16: registers on 'container', a parameter of 'registerServices', and the scanned calls of "
                + "'registerServices' pass different containers; which container it is is not read, so its registrations are "
                + "drawn in the container bound by that name, if any, else the app's",
        ])
    }

    @Test("a helper no scanned call tells, where a container is bound by its parameter's name, is said")
    func uncalledHelperBesideASameNamedContainerIsSaid() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                final class Clock {}
                enum AppDI {
                    static let container: Container = {
                        let container = Container()
                        container.register(Clock.self) { _ in Clock() }
                        return container
                    }()
                }
                enum Previews {
                    static func setUp(container: Container) {
                        container.register(Api.self) { _ in Api() }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == ["container/App.Api", "container/App.Clock"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:13: registers on 'container', a parameter of 'setUp', and no scanned call of 'setUp' "
                + "passes it; which container it is is not read, so its registrations are drawn in the container bound by "
                + "that name, if any, else the app's",
        ])
    }
}
