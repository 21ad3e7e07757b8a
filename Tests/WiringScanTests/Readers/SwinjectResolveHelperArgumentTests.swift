import Foundation
import Testing
import WiringModel
import WiringScan

/// An app's own method forwarding its caller's type, with its other parameters, to Swinject's `resolve`:
/// each call of it is a resolve of the type given, its arguments and name mapped through the method's
/// parameters, called on a receiver or, where the method is inherited (`extension View`), without one.
@Suite("Swinject resolves through an app's resolve helpers")
struct SwinjectResolveHelperArgumentTests {
    /// Screens taking an input, and an assembly registering them with it.
    static let services = """
        import Swinject
        protocol Screenable { associatedtype Input }
        final class Screen: Screenable {
            struct Input { let id: Int }
            init(input: Input) {}
        }
        protocol Api {}
        final class RealApi: Api {}
        final class MockApi: Api {}
        final class AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Screen.self) { (_, input: Screen.Input) in Screen(input: input) }
                container.register(Api.self) { _ in RealApi() }
                container.register(Api.self, name: "mock") { _ in MockApi() }
            }
        }
        """

    @Test("a helper's argument and name parameters reach the registration taking them; a call no forwarding overload takes is said")
    func argumentThroughHelper() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/Injector.swift": """
                import Swinject
                struct Options {}
                final class Injector {
                    private let container: Container
                    init(container: Container) { self.container = container }
                    func resolve<T>(_ serviceType: T.Type) -> T {
                        container.resolve(serviceType)!
                    }
                    func resolve<T: Screenable>(_ viewModelType: T.Type, injectable: T.Input) -> T {
                        container.resolve(viewModelType, argument: injectable)!
                    }
                    func resolve<T>(_ serviceType: T.Type, called variant: String) -> T {
                        container.resolve(serviceType, name: variant)!
                    }
                    func resolve<T>(_ serviceType: T.Type, options: Options) -> T {
                        fatalError()
                    }
                }
                """,
            "Sources/App/Coordinator.swift": """
                final class Coordinator {
                    let injector: Injector
                    init(injector: Injector) { self.injector = injector }
                    func start() {
                        let screen = injector.resolve(
                            Screen.self,
                            injectable: Screen.Input(id: 1)
                        )
                        let mock = injector.resolve(Api.self, called: "mock")
                        let other = injector.resolve(Api.self, options: Options())
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "App.Coordinator -resolves-> container/App.Api#mock",
            "App.Coordinator -resolves-> container/App.Screen(App.Screen.Input)",
        ])
        let places = result.snapshot.edges.filter { $0.from == "App.Coordinator" }.compactMap(\.place).map(\.line).sorted()
        #expect(places == [5, 9])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/Coordinator.swift:10: injector.resolve(Api.self, options: Options()) passes 'options:' to App.Injector.resolve, "
                + "but no method of that name the scan reads as forwarding to a container takes those labels; "
                + "what it resolves is not read; no edge",
        ])
    }

    @Test("a static helper of an extension of another module's protocol, called without a receiver in an adopting view, is a resolve")
    func helperInheritedFromExternalProtocol() throws {
        let fixture = try ScanFixture([
            "Sources/App/Services.swift": Self.services,
            "Sources/App/DI.swift": """
                import SwiftUI
                import Swinject
                import SwinjectAutoregistration
                enum DI {
                    static var resolver: Resolver!
                }
                extension View {
                    static func inject<T>(_: T.Type) -> T {
                        DI.resolver ~> T.self
                    }
                    static func inject<T, Arg1>(_: T.Type, argument: Arg1) -> T {
                        DI.resolver.resolve(T.self, argument: argument)!
                    }
                }
                """,
            "Sources/App/ListView.swift": """
                import SwiftUI
                struct ListView: View {
                    let api = inject(Api.self)
                    let screen = inject(Screen.self, argument: Screen.Input(id: 2))
                    var body: some View { Text("") }
                }
                """,
            "Sources/App/Plain.swift": """
                struct Plain {
                    static func inject<T>(_: T.Type) -> T { fatalError() }
                    let api = inject(Api.self)
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "App.ListView -resolves-> container/App.Api",
            "App.ListView -resolves-> container/App.Screen(App.Screen.Input)",
        ])
        let places = result.snapshot.edges.filter { $0.from == "App.ListView" }.compactMap(\.place).map(\.line).sorted()
        #expect(places == [3, 4])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
