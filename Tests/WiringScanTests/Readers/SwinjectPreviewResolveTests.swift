import Foundation
import Testing
import WiringModel
import WiringScan

/// Resolves written for previews (`#Preview { … }`, a `PreviewProvider` type) are not the live graph: they are
/// neither drawn nor said, as for Resolver's and Factory's reads.
@Suite("Swinject resolves in previews")
struct SwinjectPreviewResolveTests {
    @Test("a resolve in #Preview or a PreviewProvider gives no edge and no line; a view's is drawn")
    func previewsAreLeftOut() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                import SwiftUI
                final class Api {}
                final class Model { init(api: Api) {} }
                enum DI {
                    static let container: Container = {
                        let c = Container()
                        c.register(Api.self) { _ in Api() }
                        c.register(Model.self) { r in Model(api: r.resolve(Api.self)!) }
                        return c
                    }()
                }
                struct HomeView: View {
                    let model: Model
                    var body: some View { Text("") }
                }
                struct Root: View {
                    let model = DI.container.resolve(Model.self)!
                    var body: some View { HomeView(model: model) }
                }
                #Preview {
                    HomeView(model: DI.container.resolve(Model.self)!)
                }
                struct HomeView_Previews: PreviewProvider {
                    static var previews: some View {
                        HomeView(model: DI.container.resolve(Model.self)!)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edgeSummary.sorted() == [
            "App.Root -resolves-> container/App.Model",
            "container/App.Model -resolves-> container/App.Api",
        ])
        #expect(result.warnings.map(\.description) == [])
    }
}
