import Testing
import WiringModel
import WiringScan

/// A view that sets its wrapped property's storage from an untyped read
/// (`_model = StateObject(wrappedValue: Resolver.resolve(args: x))`) reads the type the property declares.
@Suite("Resolver reads that set a wrapped property's storage")
struct ResolverWrapperStorageTests {
    @Test("_model = StateObject(wrappedValue: Resolver.resolve()) is typed by the property model, at its line")
    func storageIsTypedByTheWrappedProperty() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Resolver
                final class Item {}
                final class CardModel: ObservableObject { init(_ item: Item) {} }
                final class ListModel: ObservableObject {}
                extension Resolver: ResolverRegistering {
                    public static func registerAllServices() {
                        register { _, args in CardModel(args()) }
                        register { ListModel() }
                    }
                }
                """,
            "Sources/App/Views.swift": """
                import Resolver
                import SwiftUI
                struct CardView: View {
                    @StateObject var model: CardModel
                    init(item: Item) {
                        _model = StateObject(wrappedValue: Resolver.resolve(args: item))
                    }
                    var body: some View { Text("") }
                }
                struct ListView: View {
                    @StateObject private var model: ListModel
                    init() {
                        self._model = StateObject(wrappedValue: Resolver.resolve())
                    }
                    var body: some View { Text("") }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.map { "\($0.id) \($0.place?.description ?? "-")" }.sorted() == [
            "App.CardView -resolves-> Resolver.main/App.CardModel Sources/App/Views.swift:6",
            "App.ListView -resolves-> Resolver.main/App.ListModel Sources/App/Views.swift:13",
        ])
        #expect(result.warnings.map(\.description) == [])
    }
}
