import Foundation
import Testing
import WiringModel
import WiringScan

/// An assembly registers into the container of every process target whose `Assembler` lists it (and so do the assemblies
/// it assembles, and those of lists built by adding or appending); its `container` parameter is the container the
/// listing `Assembler`s fill, not one bound by that name elsewhere; a container declared
/// by name in a watch app is the watch app's; a read in an extension of a type outside the scanned code is that type's.
@Suite("Swinject assemblies listed by several Assemblers, containers per target, reads of outside types")
struct SwinjectAssemblerListsTests {
    /// The start of the app's file in the tests below: a `ScreenAssembly` registering a screen that resolves the
    /// framework's `Store`.
    static let screenAssembly = """
        import Core
        import Swinject
        final class Screen { init(store: Store) {} }
        final class ScreenAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Screen.self) { r in Screen(store: r.resolve(Store.self)!) }
            }
        }

        """

    /// What the scan says of `SyncAssembly` where no `Assembler` lists it.
    static let syncNotApplied = "Core/CoreAssembly.swift:14: Core.SyncAssembly is an assembly no `Assembler` lists and nothing "
        + "assembles, while every list of the app is read: it is not applied, so its registrations fill no container and are not drawn"

    /// An app and its widget, each making an `Assembler` listing the `CoreAssembly` of a framework both link.
    static let sharedAssembly: [String: String] = [
        "project.yml": AppWithWidgetProject.spec(app: "Notes"),
        "Core/CoreAssembly.swift": """
            import Swinject
            public final class Api { public init() {} }
            public final class Store { public init(api: Api) {} }
            public final class CoreAssembly: Assembly {
                public init() {}
                public func assemble(container: Container) {
                    container.register(Api.self) { _ in Api() }
                    container.register(Store.self) { r in Store(api: r.resolve(Api.self)!) }
                }
            }
            public final class SyncAssembly: Assembly {
                public init() {}
                public func assemble(container: Container) {
                    container.register(Clock.self) { _ in Clock() }
                }
            }
            public final class Clock { public init() {} }
            """,
        "App/AppDI.swift": screenAssembly + """
            enum AppDI {
                static let assemblies: [Assembly] = [CoreAssembly(), ScreenAssembly()]
                static let assembler = Assembler(assemblies)
            }
            """,
        "Widget/WidgetDI.swift": """
            import Core
            import Swinject
            enum WidgetDI {
                static let assembler: Assembler = {
                    let assembler = Assembler()
                    assembler.apply(assemblies: [CoreAssembly(), SyncAssembly()])
                    return assembler
                }()
            }
            final class Timeline {
                let store = WidgetDI.assembler.resolver.resolve(Store.self)!
            }
            """,
    ]

    /// Scans the files and expects the app's container to hold the framework's `Api` and `Store` and the app's
    /// `Screen`, the widget's to hold `Api`, `Store` and `Clock`, and the warnings (other than modules not found) to be
    /// those given.
    static func expectScreenInAppAndClockInWidget(
        _ files: [String: String], saying warnings: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let fixture = try ScanFixture(files)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/Core.Api", "container/Core.Store", "container/Notes.Screen",
            "container:Widget/Core.Api", "container:Widget/Core.Clock", "container:Widget/Core.Store",
        ], sourceLocation: sourceLocation)
        #expect(
            result.warnings.filter { $0.kind != .moduleNotFound }.map(\.description) == warnings, sourceLocation: sourceLocation)
    }

    @Test("an assembly of a framework listed by the app's and the widget's Assemblers registers into both containers")
    func sharedAssemblyRegistersIntoEveryListingTarget() throws {
        let fixture = try ScanFixture(Self.sharedAssembly)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map { "\($0.id) :\($0.place?.line ?? 0)" }.sorted() == [
            "container/Core.Api :7", "container/Core.Store :8", "container/Notes.Screen :6",
            "container:Widget/Core.Api :7", "container:Widget/Core.Clock :14", "container:Widget/Core.Store :8",
        ])
        #expect(result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.from) -> \($0.to) :\($0.place?.line ?? 0)" }.sorted() == [
            "Widget.Timeline -> container:Widget/Core.Store :11",
            "container/Core.Store -> container/Core.Api :8",
            "container/Notes.Screen -> container/Core.Store :6",
            "container:Widget/Core.Store -> container:Widget/Core.Api :8",
        ])
        // The fixture's project declares no Swinject package: its import is said as a module not found, and nothing else.
        #expect(result.warnings.filter { $0.kind != .moduleNotFound }.map(\.description) == [])
    }

    @Test("a list the scan cannot follow is said, naming file, line and what is left out")
    func unfollowedListIsSaid() throws {
        var files = Self.sharedAssembly
        files["App/AppDI.swift"] = """
            import Core
            import Swinject
            enum AppDI {
                static let assembler = Assembler(makeAssemblies())
                static func makeAssemblies() -> [Assembly] { [CoreAssembly()] }
            }
            """
        let fixture = try ScanFixture(files)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.warnings.filter { $0.kind != .moduleNotFound }.map(\.description) == [
            "App/AppDI.swift:4: Assembler(makeAssemblies()) lists 'makeAssemblies()', which is not a call of an "
                + "assembly's initializer; which assembly it is is not read, so its registrations stay in the container of "
                + "the target declaring it",
        ])
        // The app's list is not read, so the framework's assemblies stay in the app's container as well.
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/Core.Api", "container/Core.Clock", "container/Core.Store",
            "container:Widget/Core.Api", "container:Widget/Core.Clock", "container:Widget/Core.Store",
        ])
    }

    @Test("an assembly's container parameter is the container each listing Assembler fills, not one bound by that name")
    func assemblyParameterIsNotASameNamedContainer() throws {
        var files = Self.sharedAssembly
        files["Core/Provider.swift"] = """
            import Swinject
            public final class Provider {
                public static let shared = Provider()
                public let container = Container()
            }
            """
        files["App/AppDI.swift"] = """
            import Core
            import Swinject
            enum AppDI { static let assembler = Assembler([CoreAssembly()], container: Provider.shared.container) }
            """
        files["Widget/WidgetDI.swift"] = """
            import Core
            import Swinject
            enum WidgetDI { static let assembler = Assembler([CoreAssembly()], container: Provider.shared.container) }
            """
        let fixture = try ScanFixture(files)
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        // `SyncAssembly`, which no `Assembler` lists, is not applied: it fills no container.
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/Core.Api", "container/Core.Store", "container:Widget/Core.Api", "container:Widget/Core.Store",
        ])
        #expect(result.warnings.filter { $0.kind != .moduleNotFound }.map(\.description) == [Self.syncNotApplied])
    }

    @Test("assemblies an assembly assembles with its own container parameter are placed where that assembly is")
    func nestedAssembliesArePlacedWithTheirOuterAssembly() throws {
        var files = Self.sharedAssembly
        files["App/AppDI.swift"] = Self.screenAssembly + """
            final class AppAssembly: Assembly {
                let dependencies: [Assembly] = [CoreAssembly(), ScreenAssembly()]
                func assemble(container: Container) {
                    dependencies.forEach { $0.assemble(container: container) }
                }
            }
            enum AppDI { static let assembler = Assembler([AppAssembly()]) }
            """
        files["Widget/WidgetDI.swift"] = """
            import Core
            import Swinject
            final class WidgetAssembly: Assembly {
                private let extras: [Assembly] = [SyncAssembly()]
                func assemble(container: Container) {
                    CoreAssembly().assemble(container: container)
                    for assembly in extras { assembly.assemble(container: container) }
                }
            }
            enum WidgetDI { static let assembler = Assembler([WidgetAssembly()]) }
            """
        try Self.expectScreenInAppAndClockInWidget(files)
    }

    @Test("a list built by adding lists or by appending to an array is followed, and what it adds unread is said")
    func builtListsAreFollowed() throws {
        var files = Self.sharedAssembly
        files["App/AppDI.swift"] = Self.screenAssembly + """
            enum AppDI {
                static let common: [Assembly] = [CoreAssembly()]
                static let assembler = Assembler(common + [ScreenAssembly()])
            }
            """
        files["Widget/WidgetDI.swift"] = """
            import Core
            import Swinject
            enum WidgetDI {
                static func make() -> Assembler {
                    var assemblies: [Assembly] = []
                    assemblies.append(CoreAssembly())
                    assemblies += [SyncAssembly()]
                    assemblies.append(contentsOf: extras())
                    return Assembler(assemblies)
                }
                static func extras() -> [Assembly] { [] }
            }
            """
        try Self.expectScreenInAppAndClockInWidget(files, saying: [
            "Widget/WidgetDI.swift:9: Assembler(assemblies) lists 'extras()', which is not a call of an assembly's initializer; "
                + "which assembly it is is not read, so its registrations stay in the container of the target declaring it",
            "Widget/WidgetDI.swift:9: the container of Widget, which runs as a process of its own, is not fully known, as this "
                + "list is not all read; a service it is not seen to register is looked up in the app's containers too",
        ])
    }

    @Test("a list begun empty as [Assembly]() takes what is appended, a named list added whole and an append under #if")
    func listBegunEmptyTakesEveryAppend() throws {
        var files = Self.sharedAssembly
        files["Widget/WidgetDI.swift"] = """
            import Core
            import Swinject
            enum WidgetDI {
                static let common: [Assembly] = [CoreAssembly()]
                static func make() -> Assembler {
                    var assemblies = [Assembly]()
                    assemblies.append(contentsOf: common)
                    #if DEBUG
                    assemblies.append(SyncAssembly())
                    #endif
                    return Assembler(assemblies)
                }
            }
            """
        try Self.expectScreenInAppAndClockInWidget(files)
    }

    @Test("lists added whole by name are followed: a computed property's, a closure's made in place, a type's static one")
    func namedListsAddedWholeAreFollowed() throws {
        var files = Self.sharedAssembly
        files["Widget/WidgetDI.swift"] = """
            import Core
            import Swinject
            final class WidgetDI {
                private var core: [Assembly] { [CoreAssembly()] }
                static let extras: [Assembly] = {
                    var list: [Assembly] = []
                    list.append(SyncAssembly())
                    return list
                }()
                func make() -> Assembler {
                    var assemblies: [Assembly] = []
                    assemblies.append(contentsOf: core)
                    assemblies += WidgetDI.extras
                    let assembler = Assembler()
                    assembler.apply(assemblies: assemblies)
                    return assembler
                }
            }
            """
        try Self.expectScreenInAppAndClockInWidget(files)
    }

    @Test("assemblies applied without a receiver in an extension of Assembler are that Assembler's list")
    func applyInAnExtensionOfAssemblerIsAList() throws {
        var files = Self.sharedAssembly
        files["Widget/WidgetDI.swift"] = """
            import Core
            import Swinject
            extension Assembler {
                func registerWidgetAssemblies() {
                    var assemblies = [Assembly]()
                    assemblies.append(contentsOf: [CoreAssembly(), SyncAssembly()])
                    apply(assemblies: assemblies)
                }
            }
            enum WidgetDI {
                static func make() -> Assembler {
                    let assembler = Assembler()
                    assembler.registerWidgetAssemblies()
                    return assembler
                }
            }
            """
        try Self.expectScreenInAppAndClockInWidget(files)
    }

    @Test("an append on a type's static list reaches the list an Assembler reads by that type's name")
    func appendOnTypeMemberReachesTheList() throws {
        var files = Self.sharedAssembly
        files["Widget/WidgetDI.swift"] = """
            import Core
            import Swinject
            enum WidgetDI {
                static var assemblies: [Assembly] = []
                static func make() -> Assembler {
                    WidgetDI.assemblies.append(CoreAssembly())
                    WidgetDI.assemblies += [SyncAssembly()]
                    return Assembler(WidgetDI.assemblies)
                }
            }
            """
        try Self.expectScreenInAppAndClockInWidget(files)
    }

    @Test("a list bound by adding lists is followed where an Assembler lists it")
    func boundSumIsFollowed() throws {
        var files = Self.sharedAssembly
        files["Widget/WidgetDI.swift"] = """
            import Core
            import Swinject
            enum WidgetDI {
                static let common: [Assembly] = [CoreAssembly()]
                static let all = common + [SyncAssembly()]
                static let assembler = Assembler(all)
            }
            """
        try Self.expectScreenInAppAndClockInWidget(files)
    }

    @Test("an append to a stored property in a method written above its declaration joins the list")
    func appendAboveTheDeclarationJoinsTheList() throws {
        var files = Self.sharedAssembly
        files["Widget/WidgetDI.swift"] = """
            import Core
            import Swinject
            final class WidgetDI {
                func make() -> Assembler {
                    assemblies.append(SyncAssembly())
                    return Assembler(assemblies)
                }
                var assemblies: [Assembly] = [CoreAssembly()]
            }
            """
        try Self.expectScreenInAppAndClockInWidget(files)
    }

    @Test("Container.shared declared by an iPhone app and by its watch app are two containers, one per target")
    func namedContainerPerProcessTarget() throws {
        let fixture = try ScanFixture([
            "project.yml": """
                name: Hike
                targets:
                  Hike:
                    type: application
                    platform: iOS
                    sources: [Phone]
                  HikeWatch:
                    type: application
                    platform: watchOS
                    sources: [Watch]
                """,
            "Phone/DI.swift": """
                import Swinject
                final class Trails {}
                final class Map { init(trails: Trails) {} }
                extension Container {
                    static let shared: Container = {
                        let container = Container()
                        container.register(Trails.self) { _ in Trails() }
                        container.register(Map.self) { r in Map(trails: r.resolve(Trails.self)!) }
                        return container
                    }()
                }
                """,
            "Watch/DI.swift": """
                import Swinject
                final class Steps {}
                final class Face { init(steps: Steps) {} }
                extension Container {
                    static let shared: Container = {
                        let container = Container()
                        container.register(Steps.self) { _ in Steps() }
                        container.register(Face.self) { r in Face(steps: r.resolve(Steps.self)!) }
                        return container
                    }()
                }
                final class FaceView { let face = Container.shared.resolve(Face.self)! }
                @propertyWrapper struct Inject<Service> {
                    let wrappedValue: Service
                    init() { wrappedValue = Container.shared.resolve(Service.self)! }
                }
                final class FaceScreen { @Inject var face: Face }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan(["."])
        #expect(result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted() == [
            "container/Hike.Map", "container/Hike.Trails", "container:HikeWatch/HikeWatch.Face", "container:HikeWatch/HikeWatch.Steps",
        ])
        #expect(result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.from) -> \($0.to)" }.sorted() == [
            "HikeWatch.FaceScreen -> container:HikeWatch/HikeWatch.Face",
            "HikeWatch.FaceView -> container:HikeWatch/HikeWatch.Face",
            "container/Hike.Map -> container/Hike.Trails",
            "container:HikeWatch/HikeWatch.Face -> container:HikeWatch/HikeWatch.Steps",
        ])
    }

    @Test("a resolve in an extension of a type the scan does not declare is drawn from a node of that type")
    func extensionOfOutsideTypeReads() throws {
        let fixture = try ScanFixture([
            "Sources/App/DI.swift": """
                import Swinject
                import WebKit
                final class Cache {}
                extension Container {
                    static let shared: Container = {
                        let container = Container()
                        container.register(Cache.self) { _ in Cache() }
                        return container
                    }()
                }
                extension WKWebViewConfiguration {
                    static var cached: WKWebViewConfiguration {
                        let cache = Container.shared.resolve(Cache.self)!
                        return WKWebViewConfiguration()
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.snapshot.edges.filter { $0.kind == .resolves }.map { "\($0.from) -> \($0.to) :\($0.place?.line ?? 0)" } == [
            "WKWebViewConfiguration -> container/App.Cache :13",
        ])
        let reader = result.snapshot.nodes.first { $0.id == "WKWebViewConfiguration" }
        #expect(reader?.kind == .object)
        #expect(reader?.attributes["extension"] == "of a type outside the scanned code")
        #expect(result.warnings.map(\.description) == [])
    }
}
