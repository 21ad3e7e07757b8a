import Foundation
import Testing
import WiringModel
import WiringScan

/// A generic function registering a type its callers give only by a value (`func show<T>(_ payload: T?)`
/// registering `T.self`) that no call passes a value to: the registration is said not read, naming the parameter.
@Suite("Swinject helpers registering a type inferred from a value")
struct SwinjectInferredTypeHelperTests {
    @Test("register(T.self) with T taken by no metatype is said not read; one taken as T.Type is a helper")
    func inferredTypeIsSaid() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                enum Screens {
                    static let container = Container()
                    static func show<T>(_ name: String, payload: T? = nil) {
                        if let payload {
                            container.register(T.self) { _ in payload }
                        }
                    }
                    static func single<T>(_ type: T.Type, make: @escaping () -> T) {
                        container.register(T.self) { _ in make() }
                    }
                    static func setUp() {
                        single(Api.self) { Api() }
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/App.Api"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:7: register(T.self) in show<T> registers the type of a value its callers pass, "
                + "and no call the scan reads passes one; the registration is left out",
        ])
    }
}
