import Foundation
import Testing
@testable import WiringScan

/// Which files are walked again, bodies and all, for a call of the app's own method that resolves:
/// the method's name counts only where a name starts, so a helper named `get` does not pull in
/// every file calling `target(`, `widget(` or `budget(`.
@Suite("Swinject files walked again for a resolving call, by the call's whole name")
struct SwinjectResolvingCallNameTests {
    @Test("a file calling get( is walked again; one calling target(, widget( or budget( is not")
    func wholeNameOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resolving-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let texts = [
            "Locator.swift": """
                import Swinject
                final class Api {}
                final class Locator {
                    static let shared = Locator()
                    let container = Container()
                    func get<T>(_ type: T.Type) -> T { container.resolve(T.self)! }
                    func setUp() { container.register(Api.self) { _ in Api() } }
                }
                """,
            "Screen.swift": """
                final class Screen {
                    func load() { print(Locator.shared.get(Api.self)) }
                }
                """,
            "Start.swift": """
                final class Start {
                    func load(_ locator: Locator) {
                        let api: Api = locator.get(Api.self); print(api)
                    }
                }
                func start() { _ = (get(Api.self)) }
                """,
            "Widget.swift": """
                final class Widget {
                    func layout() { print(target(1), widget(2), budget(3), _get(4), get2(5)) }
                    func target(_ x: Int) -> Int { x }
                    func widget(_ x: Int) -> Int { x }
                    func budget(_ x: Int) -> Int { x }
                    func _get(_ x: Int) -> Int { x }
                    func get2(_ x: Int) -> Int { x }
                }
                """,
        ]
        let files = try texts.keys.sorted().map { name in
            let path = folder.appendingPathComponent(name).path
            try texts[name]!.write(toFile: path, atomically: true, encoding: .utf8)
            return SourceFile(absolutePath: path, relativePath: name, module: "App")
        }
        let facts = SourceScanner.parse(files)
        #expect(facts.map { "\($0.file) \($0.bodiesRead)" } == [
            "Locator.swift true", "Screen.swift true", "Start.swift true", "Widget.swift false",
        ])
    }
}
