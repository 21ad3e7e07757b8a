import Foundation
import Testing
import WiringModel
import WiringTestSupport

/// No command writes over what it reads or through a symbolic link: a pull request controls its
/// checkout, so it controls which names there are files and which are links.
@Suite("output refusals")
struct OutputRefusalTests {
    @Test("scan -o refuses a file it reads: a scanned file, Package.swift, a Swift file in a scanned folder, the folder")
    func scanRefusesToWriteOverItsSources() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let sources = scratch.file("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let source = sources.appendingPathComponent("App.swift")
        let text = "import Boundaries\nfinal class AppRoot: Boundary {}\n"
        try Data(text.utf8).write(to: source)
        let manifest = scratch.file("Package.swift")
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: manifest)
        let cases: [[String]] = [
            ["scan", source.path, "-o", source.path],
            ["scan", scratch.file("Sources").path, "-o", source.path],
            ["scan", scratch.file("Sources").path, "-o", manifest.path],
            ["scan", scratch.file("Sources").path, "-o", sources.appendingPathComponent("New.swift").path],
            ["scan", scratch.file("Sources").path, "-o", scratch.file("Sources").path],
        ]
        for arguments in cases {
            let outcome = try WiringProcess.run(arguments)
            #expect(outcome.status == 2, "\(arguments) was not refused")
            #expect(outcome.stderr.contains("-o"), "\(arguments): \(outcome.stderr)")
        }
        #expect(try String(contentsOf: source, encoding: .utf8) == text)
        #expect(try String(contentsOf: manifest, encoding: .utf8) == "// swift-tools-version: 6.0\n")
        #expect(!FileManager.default.fileExists(atPath: sources.appendingPathComponent("New.swift").path))
        let allowed = try WiringProcess.run(["scan", scratch.file("Sources").path, "-o", scratch.file("app.wiring.json").path])
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }

    @Test("no command writes through a link to a file: refused, the file it points to untouched")
    func noCommandWritesThroughALink() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let snapshot = scratch.file("app.json"), rules = scratch.file("rules.json")
        try CheckSnapshots.v2.write(to: snapshot)
        try Data(CheckSnapshots.forbiddingShortcut.utf8).write(to: rules)
        let victim = scratch.file("victim.txt")
        try Data("precious".utf8).write(to: victim)
        let sources = scratch.file("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("import Boundaries\nfinal class AppRoot: Boundary {}\n".utf8).write(to: sources.appendingPathComponent("App.swift"))
        for (index, command) in [
            ["check", snapshot.path, "--rules", rules.path, "--format", "markdown"],
            ["diff", snapshot.path, snapshot.path, "--format", "sarif"],
            ["render", snapshot.path, "--format", "dot"],
            ["scan", scratch.file("Sources").path],
        ].enumerated() {
            let link = scratch.file("report-\(index).out")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
            let outcome = try WiringProcess.run(command + ["-o", link.path])
            #expect(outcome.status == 2, "\(command) wrote through a link")
            #expect(outcome.stderr.contains("symbolic link"), "\(command): \(outcome.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == victim.path)
        }
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        // A link to the null device is a stream, written in place.
        let null = scratch.file("null.out")
        try FileManager.default.createSymbolicLink(atPath: null.path, withDestinationPath: "/dev/null")
        #expect(try WiringProcess.run(["render", snapshot.path, "--format", "dot", "-o", null.path]).status == 0)
    }
}
