import Foundation
import Testing
import WiringTestSupport
@testable import WiringScan
@testable import WiringProjects

/// The interpreter against `swift package dump-package`: each manifest of
/// `Tests/Fixtures/Manifests` (minimal cases of our own, in the shapes real manifests use, and
/// hostile ones) is read as SwiftPM evaluates it, or is not read — as its `expect.txt` says.
///
/// What SwiftPM evaluated is kept in `dump.json` beside each manifest (the parts the module graph
/// reads), recorded with the toolchain named in `toolchain.txt`: `WIRING_RECORD=1` runs
/// `swift package dump-package` on a copy of each folder and writes them again (then the test
/// fails, as every recording does). Running SwiftPM for each manifest on every test run would take
/// seconds per manifest.
@Suite("Manifest interpreter: differential against dump-package")
struct ManifestDifferentialTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Manifests")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
            .filter { FileManager.default.fileExists(atPath: corpus.appendingPathComponent($0 + "/expect.txt").path) }
            .sorted()
    }

    /// The toolchain the goldens were recorded with.
    static var toolchain: [Int] {
        let text = (try? String(contentsOf: corpus.appendingPathComponent("toolchain.txt"), encoding: .utf8)) ?? "6.3.1"
        return ToolsVersion.numbers(text.trimmingCharacters(in: .whitespacesAndNewlines), maxParts: 3) ?? [6, 3, 1]
    }

    @Test("each manifest reads as dump-package evaluates it, or is not read, as expected", arguments: cases)
    func manifest(_ name: String) throws {
        let folder = Self.corpus.appendingPathComponent(name)
        let expectation = try String(contentsOf: folder.appendingPathComponent("expect.txt"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let golden = GoldenFile(folder.appendingPathComponent("dump.json"))
        if GoldenFile.isRecording {
            let summary = try Self.evaluate(folder)
            _ = try golden.compare(summary)
            Issue.record("recorded \(name)/dump.json (WIRING_RECORD=1); review it and run again without WIRING_RECORD")
            return
        }
        let evaluated = try String(contentsOf: golden.url, encoding: .utf8)
        let read: String?
        var unsetVariables = false
        switch Self.read(folder.path) {
        case .success(let description) where description.notRead.isEmpty:
            read = Self.summary(description, folder: folder.path)
        case .success(let description) where description.notRead.allSatisfy({ $0.text.hasPrefix("the environment variable") }):
            // Read as dump-package, which runs with none of the manifest's variables set, reads it; said once.
            read = Self.summary(description, folder: folder.path)
            unsetVariables = true
        case .success, .failure:
            read = nil
        }
        switch expectation {
        case "equal":
            #expect(read == evaluated, "\(name): the reading differs from dump-package's (or is not read)")
            #expect(!unsetVariables, "\(name): read with variables not set, where none is looked up")
        case "equal, variables not set":
            #expect(read == evaluated, "\(name): the reading differs from dump-package's (or is not read)")
            #expect(unsetVariables, "\(name): no line says the variables it looks up were read as not set")
        case "not read":
            #expect(read == nil, "\(name): read, where it should not be")
        default:
            Issue.record("\(name)/expect.txt says '\(expectation)'; write 'equal', 'equal, variables not set' or 'not read'")
        }
        // Never a different graph in silence.
        if let read { #expect(read == evaluated) }
    }

    /// The interpreter's reading, with the recorded toolchain.
    static func read(_ folder: String) -> Result<PackageDescription, ManifestSyntaxReader.ManifestProblem> {
        switch ManifestChoice.manifest(in: folder, toolchain: toolchain) {
        case .failure(let problem): return .failure(problem)
        case .success(let choice):
            guard let text = try? String(contentsOfFile: choice.path, encoding: .utf8) else { return .failure(.unreadable("unreadable")) }
            return ManifestSource.outcome(text, folder: folder, toolsVersion: choice.toolsVersion, toolchain: toolchain)
        }
    }

    /// What the module graph reads of a description, as stable JSON.
    static func summary(_ description: PackageDescription, folder: String) -> String {
        var object: [String: Any] = [:]
        object["name"] = description.name
        object["targets"] = description.targets.sorted { $0.name < $1.name }.map { target -> [String: Any] in
            [
                "name": target.name, "kind": target.kind, "path": target.path ?? NSNull(), "sources": target.sources ?? NSNull(),
                "exclude": target.exclude, "defines": target.defines.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" },
                "dependencies": target.dependencies.map { dependency -> String in
                    "\(dependency.form.rawValue):\(dependency.package.map { $0 + "/" } ?? "")\(dependency.name)"
                        + (dependency.platforms.isEmpty ? "" : "@" + dependency.platforms.sorted().joined(separator: ","))
                },
            ]
        }
        object["products"] = description.products.sorted { $0.name < $1.name }.map { ["name": $0.name, "targets": $0.targets] }
        object["dependencies"] = description.dependencies.sorted { $0.identity < $1.identity }.map { dependency -> [String: Any] in
            [
                "identity": dependency.identity, "url": dependency.url ?? NSNull(),
                "path": dependency.path.map { SourceLayout.relative($0, to: folder) } ?? NSNull(),
            ]
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// What SwiftPM evaluates, through `swift package dump-package` on a copy of the folder.
    static func evaluate(_ folder: URL) throws -> String {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-dump-\(UUID().uuidString)/" + folder.lastPathComponent)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: folder, to: copy)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", copy.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let description = PackageDescription(json: json)
        else { return "{\n  \"error\" : \"dump-package failed\"\n}\n" }
        return summary(description, folder: copy.path)
    }
}
