import Foundation
import Testing
import WiringTestSupport

@Suite("wiring inspect")
struct InspectCommandTests {
    /// Writes a sample snapshot into a fresh directory and returns its path.
    private func write(_ name: String, _ data: Data, in directory: TemporaryDirectory) throws -> String {
        let url = directory.file(name)
        try data.write(to: url)
        return url.path
    }

    @Test("prints the tree and the findings, on stdout only")
    func tree() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try write("payments.wiring.json", SampleSnapshots.payments.jsonData(), in: directory)
        let outcome = try WiringProcess.run(["inspect", file])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        let lines = outcome.stdout.components(separatedBy: "\n")
        #expect(lines.first == "PaymentsApp.ApplicationBoundary (boundaries) — 9 nodes, 5 edges")
        #expect(lines.contains("│   │   └── → needs plugin ModelBoundary.Plugin"))
        #expect(lines.contains("└── ProfileBoundary [boundary] (unresolved)"))
        #expect(lines.contains("note: ProfileBoundary (boundary) is declared but not resolved yet"))
        // Standard output is a file here, not a terminal: no colour.
        #expect(!outcome.stdout.contains("\u{1B}"))
    }

    @Test("--ascii, --node, --path, --cycles and --warnings each answer their question")
    func questions() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let payments = try write("payments.json", SampleSnapshots.payments.jsonData(), in: directory)
        let showroom = try write("showroom.json", SampleSnapshots.showroom.jsonData(), in: directory)
        let objects = try write("objects.json", SampleSnapshots.objects.jsonData(), in: directory)

        let ascii = try WiringProcess.run(["inspect", payments, "--ascii"])
        #expect(ascii.status == 0)
        #expect(ascii.stdout.contains("`-- ProfileBoundary [boundary] (unresolved)"))
        #expect(ascii.stdout.unicodeScalars.filter { !$0.isASCII }.isEmpty)

        let node = try WiringProcess.run(["inspect", showroom, "--node", "Car#familyCar"])
        #expect(node.status == 0)
        #expect(node.stdout.hasPrefix("Car#familyCar [service] key: familyCar, life: permanent\n"))
        #expect(node.stdout.contains("  → resolves Transmission\n"))

        let path = try WiringProcess.run(["inspect", showroom, "--path", "Mechanic", "Engine"])
        #expect(path.status == 0)
        #expect(path.stdout.hasPrefix("Mechanic reaches Engine in 3 steps\n"))

        let none = try WiringProcess.run(["inspect", showroom, "--path", "Engine", "Mechanic"])
        #expect(none.status == 0)
        #expect(none.stdout.hasPrefix("no path from Engine to Mechanic\n"))

        let cycles = try WiringProcess.run(["inspect", objects, "--cycles"])
        #expect(cycles.status == 0)
        #expect(cycles.stdout.hasPrefix("no cycles\n"))
        #expect(cycles.stdout.contains("1 cycle through weak or unowned references (not retain cycles)"))

        let warnings = try WiringProcess.run(["inspect", showroom, "--warnings"])
        #expect(warnings.status == 0)
        #expect(warnings.stdout.hasPrefix("1 warning, 0 notes\nwarning: captive dependency: permanent Car#familyCar"))
    }

    @Test("--format json writes JSON a script can read")
    func json() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try write("showroom.json", SampleSnapshots.showroom.jsonData(), in: directory)
        let outcome = try WiringProcess.run(["inspect", file, "--format", "json"])
        #expect(outcome.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(object["nodeCount"] as? Int == 7)
        #expect((object["findings"] as? [Any])?.count == 1)
    }

    @Test("hostile names are printed without escape sequences")
    func hostile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try write("hostile.json", SampleSnapshots.hostile.jsonData(), in: directory)
        for arguments in [["inspect", file], ["inspect", file, "--format", "json"], ["inspect", file, "--node", "\u{1B}]0;x\u{7}"]] {
            let outcome = try WiringProcess.run(arguments)
            #expect(!(outcome.stdout + outcome.stderr).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        }
    }

    @Test("a file that is not JSON: exit 2, and the message names the file")
    func corrupt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try write("broken.json", Data("{\"schemaVersion\": 1, \"nodes\": [".utf8), in: directory)
        let outcome = try WiringProcess.run(["inspect", file])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains(file))
        #expect(outcome.stderr.contains("not valid JSON"))
    }

    @Test("a snapshot of another schema version: exit 2, naming the file and the version")
    func wrongVersion() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var object = try #require(try JSONSerialization.jsonObject(with: SampleSnapshots.payments.jsonData()) as? [String: Any])
        object["schemaVersion"] = 99
        let file = try write("future.json", try JSONSerialization.data(withJSONObject: object), in: directory)
        let outcome = try WiringProcess.run(["inspect", file])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains(file))
        #expect(outcome.stderr.contains("schemaVersion"))
        #expect(outcome.stderr.contains("found 99"))
    }

    @Test("a missing file: exit 2, naming it")
    func missing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("nowhere.json").path
        let outcome = try WiringProcess.run(["inspect", file])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(file))
    }

    @Test("unknown and ambiguous node names: exit 2 with suggestions or candidates")
    func badNode() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try write("payments.json", SampleSnapshots.payments.jsonData(), in: directory)
        let unknown = try WiringProcess.run(["inspect", file, "--node", "ModelBoundry"])
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr == "error: no node matches 'ModelBoundry'; did you mean 'ModelBoundary'?\n")
        let ambiguous = try WiringProcess.run(["inspect", file, "--path", "Boundary", "ModelBoundary"])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("'Boundary' matches 9 nodes"))
    }

    @Test("flag mistakes: exit 2 with a message saying what to write instead")
    func usage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try write("payments.json", SampleSnapshots.payments.jsonData(), in: directory)
        let cases: [([String], String)] = [
            (["inspect", file, "--path", "ViewBoundary"], "--path takes two node names"),
            (["inspect", file, "--cycles", "--warnings"], "--cycles and --warnings cannot be combined"),
            (["inspect", file, "--format", "xml"], "unknown format 'xml'"),
        ]
        for (arguments, message) in cases {
            let outcome = try WiringProcess.run(arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        }
    }
}
