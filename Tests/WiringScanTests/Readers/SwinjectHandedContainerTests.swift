import Testing
import WiringModel
import WiringScan

/// A container handed from one type to another through an initializer is the container the type
/// registers on and resolves from.
@Suite("Swinject containers handed through initializers")
struct SwinjectHandedContainerTests {
    static let files = [
        "Sources/App/Wiring.swift": """
            import Swinject
            final class Wiring {
                let container = Container()
                init() {
                    let remote = RemoteRecorder(parent: container)
                    remote.register()
                    MainRecorder(container).register()
                }
            }
            """,
        "Sources/App/MainRecorder.swift": """
            import Swinject
            protocol Clock {}
            final class SystemClock: Clock {}
            final class Screen { init(clock: Clock) {} }
            struct MainRecorder {
                private let mainContainer: Container
                init(_ container: Container) { self.mainContainer = container }
                func register() {
                    mainContainer.register(Clock.self) { _ in SystemClock() }
                    mainContainer.register(Screen.self) { r in Screen(clock: r.resolve(Clock.self)!) }
                }
            }
            """,
        "Sources/App/RemoteRecorder.swift": """
            import Swinject
            protocol Api {}
            final class RemoteApi: Api { init(clock: Clock) {} }
            struct RemoteRecorder {
                let container = Container()
                private let parentContainer: Container
                init(parent: Container) { parentContainer = parent }
                func register() {
                    container.register(Api.self) { _ in RemoteApi(clock: parentContainer.resolve(Clock.self)!) }
                    container.register(Clock.self) { _ in SystemClock() }
                }
            }
            """,
    ]

    @Test("a factory resolving from a container its type is handed reaches that container's registration")
    func resolveFromHandedContainer() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
        let edges = result.snapshot.edgeSummary.sorted()
        #expect(edges.contains { $0.hasSuffix("App.Api -resolves-> container/App.Clock") }, "\(edges)")
        #expect(edges.contains("container/App.Screen -resolves-> container/App.Clock"), "\(edges)")
    }

    @Test("registrations on a handed container are that container's; it keeps the level's id, another registering the same type is named")
    func registrationsOnHandedContainer() throws {
        let fixture = try ScanFixture(Self.files)
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
        let services = result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted()
        #expect(services.count == 4, "\(services)")
        #expect(services.contains("container/App.Screen"), "\(services)")
    }

    @Test("of two containers registering one service, the one handed to other types keeps the level's id, wherever it registers")
    func handedContainerKeepsTheId() throws {
        let fixture = try ScanFixture([
            "Sources/App/Local.swift": """
                import Swinject
                protocol Store {}
                final class DiskStore: Store {}
                final class Local {
                    let container = Container()
                    func register() { container.register(Store.self) { _ in DiskStore() } }
                }
                """,
            "Sources/App/Main.swift": """
                import Swinject
                final class MemoryStore: Store {}
                final class Screen { init(store: Store) {} }
                struct MainRecorder {
                    let main: Container
                    init(main: Container) { self.main = main }
                    func register() {
                        main.register(Store.self) { _ in MemoryStore() }
                        main.register(Screen.self) { r in Screen(store: r.resolve(Store.self)!) }
                    }
                }
                """,
            "Sources/App/Wiring.swift": """
                import Swinject
                final class Wiring {
                    let shared = Container()
                    func start() { MainRecorder(main: shared).register() }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let services = result.snapshot.nodes.filter { $0.kind == .service }.map(\.id).sorted()
        #expect(services == ["container/App.Screen", "container/App.Store", "container:Local.container/App.Store"], "\(services)")
        #expect(result.snapshot.edgeSummary == ["container/App.Screen -resolves-> container/App.Store"])
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
    }

    /// A type holding two containers its initializer is handed, built by a function of the app from its own parameters.
    static let recorder = """
        import Swinject
        protocol Clock {}
        final class SystemClock: Clock {}
        final class Screen { init(clock: Clock) {} }
        struct Recorder {
            private let mainContainer: Container
            private let remoteContainer: Container
            init(_ mainContainer: Container, _ remoteContainer: Container) {
                self.mainContainer = mainContainer
                self.remoteContainer = remoteContainer
            }
            func register() {
                mainContainer.register(Screen.self) { _ in Screen(clock: remoteContainer.resolve(Clock.self)!) }
            }
        }
        """

    @Test("a container handed to an initializer through a function's parameters is the one the function's callers pass")
    func handedThroughFunctionParameters() throws {
        let fixture = try ScanFixture([
            "Sources/App/Recorder.swift": Self.recorder,
            "Sources/App/Wiring.swift": """
                import Swinject
                final class Wiring {
                    let shared = Container()
                    let backing = Container()
                    init() {
                        backing.register(Clock.self) { _ in SystemClock() }
                        recorder(from: shared, and: backing).register()
                    }
                    private func recorder(from main: Container, and remote: Container) -> Recorder {
                        makeRecorder(main, remote)
                    }
                    private func makeRecorder(_ main: Container, _ remote: Container) -> Recorder {
                        .init(main, remote)
                    }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
        let edges = result.snapshot.edgeSummary.sorted()
        #expect(edges == ["container/App.Screen -resolves-> container/App.Clock"], "\(edges)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
    }

    @Test("a container read from another value and handed through a function's parameters is still said")
    func memberHandedThroughFunctionParameters() throws {
        let fixture = try ScanFixture([
            "Sources/App/Recorder.swift": Self.recorder,
            "Sources/App/Wiring.swift": """
                import Swinject
                protocol Storage { var container: Container { get } }
                final class DiskStorage: Storage {
                    let container = Container()
                    init() { container.register(Clock.self) { _ in SystemClock() } }
                }
                final class Wiring {
                    let container = Container()
                    init() {
                        let storage: Storage = DiskStorage()
                        recorder(container, storage.container).register()
                    }
                    private func recorder(_ main: Container, _ remote: Container) -> Recorder { .init(main, remote) }
                }
                """,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        let unread = result.unresolved
        #expect(unread.count == 1, "\(unread)")
        #expect(unread.first?.place.description == "Sources/App/Recorder.swift:13")
        #expect(unread.first?.call == "remoteContainer.resolve(Clock.self)")
    }

    /// A type of the app whose stored property holds its own container, read from a value of that type.
    static let diskStorage = """
        import Swinject
        final class DiskStorage {
            let container = Container()
            init() { container.register(Clock.self) { _ in SystemClock() } }
        }
        """

    /// The edges of a scan of the recorder, the storage and a wiring file, with no resolve left unread.
    static func edgesReadingStorage(_ wiring: String) throws -> [String] {
        let fixture = try ScanFixture([
            "Sources/App/Recorder.swift": recorder, "Sources/App/DiskStorage.swift": diskStorage, "Sources/App/Wiring.swift": wiring,
        ])
        defer { fixture.remove() }
        let result = try fixture.scan()
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
        return result.snapshot.edgeSummary.sorted()
    }

    @Test("a container read from a value whose type the file writes is the one that type's property holds")
    func memberOfConcreteTypeHandedThroughFunctionParameters() throws {
        let edges = try Self.edgesReadingStorage("""
            import Swinject
            final class Wiring {
                let container = Container()
                init() {
                    let storage = DiskStorage()
                    recorder(container, storage.container).register()
                }
                private func recorder(_ main: Container, _ remote: Container) -> Recorder { .init(main, remote) }
            }
            """)
        #expect(edges.count == 1 && edges.first?.hasPrefix("container/App.Screen -resolves-> ") == true
            && edges.first?.hasSuffix("App.Clock") == true, "\(edges)")
    }

    @Test("a container read from a parameter of a written type and handed to an initializer is that type's")
    func memberOfParameterHandedToInitializer() throws {
        let edges = try Self.edgesReadingStorage("""
            import Swinject
            final class Wiring {
                let container = Container()
                func start(with storage: DiskStorage) { Recorder(container, storage.container).register() }
            }
            """)
        #expect(edges.count == 1 && edges.first?.hasSuffix("App.Clock") == true, "\(edges)")
    }
}
