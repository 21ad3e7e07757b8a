import Foundation
import Testing
import WiringModel
import WiringScan

/// An app extension runs as a process of its own: a look-up from its container stays in that process, so a service
/// only the app registers is not found there; when the extension's `Assembler` lists are not all read, its container is
/// not fully known and its look-ups still fall back to the app's containers, which is said once.
@Suite("Swinject look-ups from an app extension's container")
struct SwinjectExtensionLookupsTests {
    /// The app and widget of `SwinjectAssemblerListsTests.sharedAssembly`, where the framework declares a `Session`
    /// only the app registers, and the widget reads it in a factory of its own assembly and outside factories.
    static func files(widgetList: String = "[CoreAssembly(), SyncAssembly(), FeedAssembly()]") -> [String: String] {
        var files = SwinjectAssemblerListsTests.sharedAssembly
        files["Core/Session.swift"] = """
            public final class Session { public init() {} }
            """
        files["App/SessionAssembly.swift"] = """
            import Core
            import Swinject
            final class SessionAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Session.self) { _ in Session() }
                }
            }
            enum SessionDI {
                static let assembler = Assembler([SessionAssembly()])
            }
            """
        files["Widget/WidgetDI.swift"] = """
            import Core
            import Swinject
            final class Feed { init(session: Session, store: Store) {} }
            final class FeedAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Feed.self) { r in Feed(session: r.resolve(Session.self)!, store: r.resolve(Store.self)!) }
                }
            }
            enum WidgetDI {
                static let assembler: Assembler = {
                    let assembler = Assembler()
                    assembler.apply(assemblies: \(widgetList))
                    return assembler
                }()
            }
            final class Timeline {
                let session = WidgetDI.assembler.resolver.resolve(Session.self)!
                let store = WidgetDI.assembler.resolver.resolve(Store.self)!
            }
            """
        return files
    }

    static func resolveEdges(_ result: ScanResult) -> [String] {
        result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.from) -> \($0.to) :\($0.place?.line ?? 0)" }.sorted()
    }

    @Test("a service only the app registers is not looked up in the app's container from the widget's")
    func widgetLookupsStayInItsProcess() throws {
        let fixture = try ScanFixture(Self.files())
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(Self.resolveEdges(result) == [
            "Widget.Timeline -> container:Widget/Core.Store :18",
            "container/Core.Store -> container/Core.Api :8",
            "container/Notes.Screen -> container/Core.Store :6",
            "container:Widget/Core.Store -> container:Widget/Core.Api :8",
            "container:Widget/Widget.Feed -> container:Widget/Core.Store :6",
        ])
        // The app registers `Session` in its own process: from the widget's it is a resolve without an edge.
        #expect(result.unresolved.map { "\($0.service) \($0.place.line)" }.sorted() == [
            "Widget.Timeline 17", "container:Widget/Widget.Feed 6",
        ])
        #expect(result.warnings.filter { $0.kind != .moduleNotFound }.map(\.description) == [])
    }

    @Test("an assembly the widget lists that assembles a list not read leaves the widget's container not fully known")
    func unreadListInsideAnAssemblyFallsBack() throws {
        var files = Self.files(widgetList: "[CoreAssembly(), FeedAssembly(), BundleAssembly()]")
        files["Widget/BundleAssembly.swift"] = """
            import Swinject
            final class BundleAssembly: Assembly {
                let parts: [Assembly]
                init(parts: [Assembly] = []) { self.parts = parts }
                func assemble(container: Container) {
                    parts.forEach { $0.assemble(container: container) }
                }
            }
            """
        let fixture = try ScanFixture(files)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(Self.resolveEdges(result).contains("Widget.Timeline -> container/Core.Session :17"))
        #expect(Self.resolveEdges(result).contains("container:Widget/Widget.Feed -> container/Core.Session :6"))
        #expect(result.warnings.filter { $0.kind != .moduleNotFound }.map(\.description) == [
            "Widget/BundleAssembly.swift:6: $0.assemble(container: container) lists the assemblies in 'parts', which is not an "
                + "array literal of assemblies bound in this file; which assemblies it lists is not read, so their registrations "
                + "stay in the container of the target declaring them",
            "Widget/WidgetDI.swift:12: the container of Widget, which runs as a process of its own, is not fully known, as "
                + "an assembly it lists assembles a list not all read (Widget/BundleAssembly.swift:6); a service it is not "
                + "seen to register is looked up in the app's containers too",
        ])
    }

    @Test("a widget whose Assembler list is not read keeps the app's containers for its look-ups, and says so once")
    func partlyReadWidgetListFallsBack() throws {
        let fixture = try ScanFixture(Self.files(widgetList: "[CoreAssembly(), FeedAssembly(), makeExtra()]"))
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(Self.resolveEdges(result).contains("Widget.Timeline -> container/Core.Session :17"))
        #expect(Self.resolveEdges(result).contains("container:Widget/Widget.Feed -> container/Core.Session :6"))
        #expect(result.warnings.filter { $0.kind != .moduleNotFound }.map(\.description) == [
            "Widget/WidgetDI.swift:12: assembler.apply(assemblies: [CoreAssembly(), FeedAssembly(), makeExtra()]) lists "
                + "'makeExtra()', which is not a call of an assembly's initializer; which assembly it is is not read, so its "
                + "registrations stay in the container of the target declaring it",
            "Widget/WidgetDI.swift:12: the container of Widget, which runs as a process of its own, is not fully known, as "
                + "this list is not all read; a service it is not seen to register is looked up in the app's containers too",
        ])
    }
}
