import Foundation
import Testing
import WiringModel
import WiringScan

/// A generic `resolve()` typed by where its value goes.
@Suite("Swinject resolves typed from their context")
struct SwinjectContextTests {
    @Test("'.init(…)' as the factory's result, or bound with a written type, types the resolves passed to it and the factory's arguments")
    func implicitInitializer() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            final class Ledger {}
            enum Mode { case plain }
            final class Tally { init(ledger: Ledger) {} }
            final class Sheet { init(mode: Mode, ledger: Ledger) {} }
            protocol Page {}
            final class SheetPage: Page { init(sheet: Sheet) {} }
            func assemble(_ c: Container) {
                c.register(Ledger.self) { _ in Ledger() }
                c.register(Tally.self) { r in
                    return .init(ledger: r.resolve())
                }
                c.register(Page.self) { r, mode in
                    let sheet: Sheet = .init(mode: mode, ledger: r.resolve())
                    return SheetPage(sheet: sheet)
                }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
        #expect(result.snapshot.edgeSummary == [
            "container/App.Page(App.Mode) -resolves-> container/App.Ledger",
            "container/App.Tally -resolves-> container/App.Ledger",
        ])
    }

    @Test("a property assigned on an object the factory makes is typed on that object's type, or by the associated type it binds")
    func propertyOnMadeObject() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                import Then
                protocol Screen {}
                final class Model {}
                final class Store {}
                func assemble(_ c: Container) {
                    c.register(Model.self) { _ in Model() }
                    c.register(Store.self) { _ in Store() }
                    c.register(Screen.self, name: "list") { r in
                        ListScreen().then { $0.model = r.resolve() }
                    }
                    c.register(Screen.self, name: "grid") { r in
                        let screen = GridScreen()
                        screen.store = r.resolve()
                        return screen
                    }
                    c.register(Screen.self, name: "bound") { r in
                        BoundScreen().then { $0.reactor = r.resolve() }
                    }
                }
                """,
            "Sources/App/Screens.swift": """
                import Reactive
                final class ListScreen: Screen { var model: Model? }
                final class GridScreen: Screen { var store: Store! }
                final class OtherScreen { var store: Model? }
                final class BoundScreen: Screen, BindingView {
                    func bind(reactor: Store) {}
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
        #expect(result.snapshot.edgeSummary == [
            "container/App.Screen#bound -resolves-> container/App.Store",
            "container/App.Screen#grid -resolves-> container/App.Store",
            "container/App.Screen#list -resolves-> container/App.Model",
        ])
    }

    @Test("the app's own generic methods of Resolver that resolve are resolves where a factory calls them on its resolver")
    func resolveHelpers() throws {
        let fixture = try ScanFixture([
            "Sources/App/Resolving.swift": """
                import Swinject
                extension Resolver {
                    func must<T>(_ type: T.Type = T.self) -> T { resolve(type)! }
                }
                """,
            "Sources/App/DI.swift": """
                import Swinject
                final class Ledger {}
                final class Clock {}
                final class Tally { init(ledger: Ledger, clock: Clock, tag: String) {} }
                func assemble(_ c: Container, tags: [String: String]) {
                    c.register(Ledger.self) { _ in Ledger() }
                    c.register(Clock.self) { _ in Clock() }
                    c.register(Tally.self) { r in
                        Tally(ledger: r.must(Ledger.self), clock: r.must(), tag: tags.must("x"))
                    }
                    c.register(Clock.self, name: "slow") { r in r.lookUp(Clock.self) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary == [
            "container/App.Tally -resolves-> container/App.Clock",
            "container/App.Tally -resolves-> container/App.Ledger",
        ])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:11: r.lookUp(Clock.self) calls 'lookUp' on the resolver, which the scanned tree does not declare in an extension of Resolver or Container; if it resolves, what it resolves is not read",
        ])
    }

    @Test("a name written as the type's description is the type's name")
    func describedTypeNames() throws {
        let fixture = try ScanFixture(["Sources/App/DI.swift": """
            import Swinject
            protocol Page {}
            final class Intro: Page {}
            final class Menu: Page { init(intro: Page) {} }
            func assemble(_ c: Container) {
                c.register(Page.self, name: String(describing: Intro.self)) { _ in Intro() }
                c.register(Page.self, name: "\\(Menu.self)") { r in Menu(intro: r.resolve(Page.self, name: "Intro")!) }
            }
            """])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.snapshot.edgeSummary == ["container/App.Page#Menu -resolves-> container/App.Page#Intro"])
    }
}
