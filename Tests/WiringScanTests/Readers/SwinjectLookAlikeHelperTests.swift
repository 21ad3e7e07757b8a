import Foundation
import Testing
import WiringModel
import WiringScan

/// A function passing its caller's type to another API's `register` (UIKit's
/// `register(_:forCellWithReuseIdentifier:)`) is not a registering helper: its calls are neither
/// registrations nor said as registrations not read.
@Suite("Swinject and look-alike register helpers")
struct SwinjectLookAlikeHelperTests {
    @Test("a cell-registering helper's calls are left alone; a container helper's are read")
    func cellHelperIsNotARegistration() throws {
        let fixture = try ScanFixture([
            "Sources/App/Cells.swift": """
                import UIKit
                extension UICollectionView {
                    func registerIdentifiableCell<T: UICollectionViewCell>(_ cellClass: T.Type) {
                        register(cellClass.self, forCellWithReuseIdentifier: String(describing: cellClass))
                    }
                }
                final class NoteCell: UICollectionViewCell {}
                final class NotesScreen {
                    let collectionView = UICollectionView()
                    func setUp() {
                        collectionView.registerIdentifiableCell(NoteCell.self)
                    }
                }
                """,
            "Sources/App/DI.swift": """
                import Swinject
                final class Api {}
                extension Container {
                    func registerShared<T>(_ type: T.Type, factory: @escaping (Resolver) -> T) {
                        register(type, factory: factory).inObjectScope(.container)
                    }
                    func registerAll() {
                        registerShared(Api.self) { _ in Api() }
                        registerShared(Api.self)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id) == ["container/App.Api"])
        #expect(result.warnings.map(\.description) == [
            "Sources/App/DI.swift:9: a call of the registering helper 'registerShared' not written as "
                + "`registerShared(T.self) { r in … }`; the registration is not read",
        ])
    }
}
