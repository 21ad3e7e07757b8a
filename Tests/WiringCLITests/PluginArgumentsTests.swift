import Testing
import WiringCommandSupport

/// What `swift package wiring …` runs, through `PluginArguments` (Plugins/WiringCommandPlugin,
/// compiled here through a link): each argument reaches the tool once with its value, and the
/// read-only plugin refuses every way of naming an option that writes.
@Suite("Plugin arguments")
struct PluginArgumentsTests {
    @Test(
        "the read-only plugin refuses every spelling of an option that writes",
        arguments: [
            ["-o", "out.json"], ["-o=out.json"], ["-oout.json"], ["--output", "out.json"], ["--output=out.json"],
            ["--stamp", "stamp.swift"], ["--stamp=stamp.swift"], ["--update-baseline"], ["--rules", "r.json", "-qo", "x"],
        ])
    func refusesWriting(_ options: [String]) throws {
        for command in ["check", "scan", "diff", "inspect", "render"] {
            #expect(throws: PluginArgumentError.self) { try PluginArguments([command] + options, mayWrite: false) }
        }
        #expect(throws: PluginArgumentError.self) { try PluginArguments(options, mayWrite: false) }
        #expect(try PluginArguments(["check"] + options, mayWrite: true).rest == options)
    }

    @Test("the list holds every option that writes, each by the name the commands declare")
    func listOfWritingOptions() {
        #expect(WritingOption.all.map(\.long) == ["output", "stamp", "update-baseline"])
        #expect(WritingOption.firstWriting(in: ["--rules", "wiring-rules.json", "--format", "json"]) == nil)
        #expect(WritingOption.firstWriting(in: ["--outputs"]) == nil)
        #expect(WritingOption.firstWriting(in: ["--format", "json", "--output=x"]) == "--output=x")
    }

    @Test("the refusal names the wiring-write command to run instead")
    func refusalNamesTheWritingCommand() {
        let error = PluginArgumentError.writes(argument: "-o", command: "scan", arguments: ["-o", "x.json"])
        #expect(error.description.contains("swift package wiring-write scan -o x.json"))
    }

    @Test("check: scans into the work folder, then checks with the rules and baseline given, once each")
    func check() throws {
        let asked = try PluginArguments(["--target", "Shop", "--rules", "r.json", "--baseline=b.txt"], mayWrite: false)
        #expect(asked.command == "check")
        #expect(asked.targets == ["Shop"])
        #expect(asked.checkScanArguments(folders: ["/p/Sources/Shop"], snapshot: "/w/Shop.wiring.json")
            == ["/p/Sources/Shop", "-o", "/w/Shop.wiring.json", "--format", "xcode", "--diagnostic-paths", "absolute"])
        let runs = asked.checkArguments(snapshot: "/w/s.json")
        #expect(runs.diagnostics == ["check", "/w/s.json", "--format", "xcode", "--rules", "r.json", "--baseline=b.txt"])
        #expect(runs.report == nil)

        let report = try PluginArguments(["check", "--rules", "r.json", "--format", "json"], mayWrite: false)
            .checkArguments(snapshot: "s.json")
        #expect(report.diagnostics == ["check", "s.json", "--format", "xcode", "--rules", "r.json"])
        #expect(report.report == ["check", "s.json", "--rules", "r.json", "--format", "json"])

        let writing = try PluginArguments(["check", "--update-baseline", "--target=App"], mayWrite: true)
        #expect(writing.targets == ["App"])
        #expect(writing.checkArguments(snapshot: "s.json").report == ["check", "s.json", "--update-baseline"])
    }

    @Test("scan: options after the subcommand reach the tool once, with their values")
    func scan() throws {
        let asked = try PluginArguments(["scan", "--exclude", "Generated", "--target", "Shop", "--include-tests"], mayWrite: false)
        #expect(asked.targets == ["Shop"])
        #expect(asked.scanArguments(folders: ["/p/Sources/Shop"])
            == ["/p/Sources/Shop", "--format", "xcode", "--diagnostic-paths", "absolute", "--exclude", "Generated", "--include-tests"])
        #expect(throws: PluginArgumentError.missingValue("--target")) { try PluginArguments(["scan", "--target"], mayWrite: false) }
        // After `--`, nothing is the plugin's.
        #expect(try PluginArguments(["scan", "--", "--target", "x"], mayWrite: false).rest == ["--", "--target", "x"])
    }

    @Test("diff, inspect, render: the arguments go to wiring as given", arguments: ["diff", "inspect", "render"])
    func passedThrough(_ command: String) throws {
        let arguments = [command, "a.json", "--target", "T", "--format", "json"]
        let asked = try PluginArguments(arguments, mayWrite: false)
        #expect(asked.targets.isEmpty)
        #expect(asked.toolArguments == arguments)
    }

    @Test("a file name made from a package name stays in the work folder")
    func fileNames() {
        #expect(PluginArguments.fileName("Shop", suffix: ".wiring.json") == "Shop.wiring.json")
        #expect(PluginArguments.fileName("../../etc/x", suffix: ".json") == "_.._.._etc_x.json")
        #expect(PluginArguments.fileName("..", suffix: "") == "_..")
        #expect(PluginArguments.fileName("", suffix: ".json") == "_.json")
        #expect(PluginArguments.fileName("a/b\\c d", suffix: "") == "a_b_c_d")
        for name in ["..", "../x", "/etc/passwd", "a/../../b"] {
            let file = PluginArguments.fileName(name, suffix: ".wiring.json")
            #expect(!file.contains("/") && !file.hasPrefix("."))
        }
    }
}
