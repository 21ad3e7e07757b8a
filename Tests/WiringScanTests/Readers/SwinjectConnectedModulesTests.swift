import Foundation
import Testing
@testable import WiringScan

/// The Swinject reader walks only the files of modules that a chain of the tree's imports, followed either way,
/// joins to a module importing SwincyBox or Swinject: code elsewhere can neither use a container nor be used by
/// code that does.
@Suite("Swinject reader walks only modules joined to one importing the framework")
struct SwinjectConnectedModulesTests {
    /// Writes the files (module folder / file name) and gives them as the scan's files.
    private func files(_ texts: [String: String], in folder: URL) throws -> [SourceFile] {
        try texts.keys.sorted().map { name in
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try texts[name]!.write(to: url, atomically: true, encoding: .utf8)
            return SourceFile(absolutePath: url.path, relativePath: name, module: String(name.split(separator: "/")[0]))
        }
    }

    @Test("a module importing the app's, one the app imports, and one importing that are walked; a module none joins is not")
    func joinedModulesOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("connected-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = "func resolveAll() { log(Item.self) }\nfunc log(_ type: Any.Type) {}\nstruct Item {}\n"
        let files = try files([
            "App/Setup.swift": "import Swinject\nimport Core\nlet container = Container()\n" + body,
            "Core/Model.swift": "import Foundation\n" + body,
            "Feature/Screen.swift": "@testable import App\n" + body,
            "Settings/Page.swift": "import struct Core.Model\n" + body,
            "Tools/Report.swift": "import Foundation\n// import App, in a comment, joins Tools too\n" + body,
            "Widgets/Clock.swift": "import Foundation\nimport WidgetKit\n" + body,
        ], in: folder)
        let facts = SourceScanner.parse(files)
        #expect(facts.map { file in
            let swinject = file.frameworks["swinject"] as? SwinjectFacts
            return "\(file.file) \(file.reachesSwinject) \(swinject.map { "\($0.valueCalls.count) calls" } ?? "none")"
        } == [
            "App/Setup.swift true 1 calls", "Core/Model.swift true 1 calls", "Feature/Screen.swift true 1 calls",
            "Settings/Page.swift true 1 calls", "Tools/Report.swift true 1 calls", "Widgets/Clock.swift false 0 calls",
        ])
    }

    @Test("a module imported by the name Xcode gives a target whose name is no identifier is joined")
    func identifierSpellings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("connected-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try files([
            "My-Kit/Kit.swift": "import SwincyBox\n",
            "2D/Shapes.swift": "import My_Kit\n",
            "Plot/Plot.swift": "import _2D\n",
            "Alone/Alone.swift": "import Foundation\n",
        ], in: folder)
        #expect(ConnectedModules.apart(from: SwinjectReader().modules, files: files) == ["Alone"])
        #expect(ConnectedModules.apart(from: SwinjectReader().modules, files: files.filter { $0.module != "My-Kit" }).isEmpty)
    }
}
