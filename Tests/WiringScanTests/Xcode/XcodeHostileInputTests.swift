import Foundation
import Testing
@testable import WiringProjects
@testable import WiringScan
import WiringTestSupport

/// A `project.pbxproj` comes from whoever opened the pull request: whatever it holds, reading it
/// gives a project or a problem, in bounded time, and never traps.
@Suite("Xcode reader on hostile input")
struct XcodeHostileInputTests {
    /// Reads a project file with the given text.
    private func read(_ text: String) throws -> Result<XcodeProject, XcodeReadProblem> {
        let fixture = try ScanFixture(["Bad.xcodeproj/project.pbxproj": text])
        defer { fixture.remove() }
        return XcodeProjectReader.read(projectAt: fixture.root.appendingPathComponent("Bad.xcodeproj").path)
    }

    /// The problem a text gives, or `nil` when it reads.
    private func problem(_ text: String) throws -> XcodeReadProblem? {
        guard case .failure(let problem) = try read(text) else { return nil }
        return problem
    }

    @Test("garbage is a problem naming the line, not a crash")
    func garbage() throws {
        #expect(try problem("")?.message.contains("holds no property list") == true)
        #expect(try problem("\n\ngarbage (")?.line == 3)
        #expect(try problem("bplist00")?.message.contains("does not start with '{'") == true)
        #expect(try problem("<?xml version=\"1.0\"?><plist><dict/></plist>")?.message.contains("does not start with '{'") == true)
        #expect(try problem("{\n  a = b\n}")?.message.contains("expected ';'") == true)
        #expect(try problem("{\n\n  a = \"open;\n}\n")?.line == 3)
        #expect(try problem("{ /* never closed")?.message.contains("comment") == true)
        #expect(try problem("{ a = <12 zz>; }")?.message.contains("hexadecimal") == true)
        #expect(try problem("{ a = (b, c; }")?.message.contains("unexpected ';'") == true)
        #expect(try problem("{ a = b; } trailing")?.message.contains("after the end") == true)
        #expect(try problem("( a, b )")?.message.contains("does not start with '{'") == true)
        guard case .notAProject? = try problem("{ objects = {}; }") else { Issue.record("no root object reads"); return }
        guard case .notAProject? = try problem("{ objects = { P = {isa = PBXGroup;}; }; rootObject = P; }") else {
            Issue.record("a root object that is not a project reads"); return
        }
        var random = SplitMix64(seed: 7)
        for _ in 0..<50 {
            let bytes = (0..<Int.random(in: 1..<400, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            _ = try read(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test("nesting deeper than 64 is refused before Foundation's parser recurses into it")
    func deepNesting() throws {
        let deep = "{ a = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + "; }"
        guard case .tooDeep(_, 1, 64)? = try problem(deep) else { Issue.record("deep nesting reads"); return }
        // The top level is line 1 and each line opens one more: the 65th level is on line 65.
        let nested = "{\n" + String(repeating: "a = {\n", count: 70) + String(repeating: "};\n", count: 70) + "}"
        #expect(try problem(nested)?.line == 65)
    }

    @Test("a missing project, a file too large and a file that is not regular are problems, read without blocking")
    func unreadableFiles() throws {
        let fixture = try ScanFixture(["Big.xcodeproj/.keep": "", "Pipe.xcodeproj/.keep": ""])
        defer { fixture.remove() }
        let root = fixture.root.path
        #expect(throws: XcodeReadProblem.missing(file: root + "/None.xcodeproj/project.pbxproj")) {
            try XcodeProjectReader.read(projectAt: root + "/None.xcodeproj").get()
        }
        let big = root + "/Big.xcodeproj/project.pbxproj"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: UInt64(XcodeProjectReader.maxFileBytes + 1))
        try handle.close()
        #expect(throws: XcodeReadProblem.tooLarge(file: big, bytes: XcodeProjectReader.maxFileBytes + 1, limit: XcodeProjectReader.maxFileBytes)) {
            try XcodeProjectReader.read(projectAt: root + "/Big.xcodeproj").get()
        }
        #expect(mkfifo(root + "/Pipe.xcodeproj/project.pbxproj", 0o600) == 0)
        #expect(throws: XcodeReadProblem.unreadable(file: root + "/Pipe.xcodeproj/project.pbxproj", reason: "it is a FIFO, not a regular file; it was not opened")) {
            try XcodeProjectReader.read(projectAt: root + "/Pipe.xcodeproj").get()
        }
    }

    @Test("cycles, repeated lists and fields of the wrong type are read in bounded time", .timeLimit(.minutes(5)))
    func cyclesAndWrongTypes() throws {
        var objects = PBXObjects.project(targets: (0..<200).map { "T\($0)" } + ["T0", "SELF"]) + [
            ("MAIN", "isa = PBXGroup; children = (LOOP_A, MAIN, FILE,); sourceTree = \"<group>\";"),
            ("LOOP_A", "isa = PBXGroup; children = (LOOP_B,); path = a; sourceTree = \"<group>\";"),
            ("LOOP_B", "isa = PBXGroup; children = (LOOP_A, MAIN,); path = b; sourceTree = \"<group>\";"),
            ("FILE", "isa = PBXFileReference; path = Main.swift; sourceTree = \"<group>\";"),
            ("SOURCES", "isa = PBXSourcesBuildPhase; files = (\(String(repeating: "BUILD,", count: 2_000)));"),
            ("BUILD", "isa = PBXBuildFile; fileRef = FILE;"),
            ("SELF", "isa = PBXNativeTarget; name = (x, y); buildPhases = SELF; dependencies = {a = b;}; "
                + "fileSystemSynchronizedGroups = (SELF, (nested,),); packageProductDependencies = (SELF,); productType = 3;"),
        ]
        objects += (0..<200).map { PBXObjects.target("T\($0)", name: "T\($0)", phases: ["SOURCES", "SOURCES"]) }
        let project = try XcodeFixture(objects: objects, files: ["Main.swift": ""])
        defer { project.remove() }
        let read = try project.read()
        #expect(read.targets.count == 201)
        #expect(read.targets.prefix(200).allSatisfy { $0.sourceFiles == [project.path("Main.swift")] })
        let odd = try #require(read.targets.last)
        #expect(odd.name == "SELF")
        #expect(odd.productType == "other")
        #expect(odd.sourceFiles.isEmpty)
        #expect(read.notRead.contains { $0.text.contains("names 'SELF' as a synchronized folder, but it is a PBXNativeTarget") })
    }

    @Test("a long list named from many places is read until the step budget is spent, with one note")
    func stepBudget() throws {
        let targets = (0..<40).map { "T\($0)" }
        let project = try XcodeFixture(objects: PBXObjects.project(targets: targets) + [
            ("MAIN", "isa = PBXGroup; children = (FILE,); sourceTree = \"<group>\";"),
            ("FILE", "isa = PBXFileReference; path = Main.swift; sourceTree = \"<group>\";"),
            ("SOURCES", "isa = PBXSourcesBuildPhase; files = (\(String(repeating: "BUILD,", count: 30_000)));"),
            ("BUILD", "isa = PBXBuildFile; fileRef = FILE;"),
        ] + targets.map { PBXObjects.target($0, name: $0, phases: ["SOURCES", "SOURCES"]) }, files: ["Main.swift": ""])
        defer { project.remove() }
        let read = try project.read()
        #expect(read.targets.count == 40)
        #expect(read.targets.first?.sourceFiles == [project.path("Main.swift")])
        #expect(read.targets.last?.sourceFiles == [])
        #expect(read.notRead.map(\.text) == ["the project names more than \(XcodeObjects.stepLimit) files and build files in all; the rest were not read"])
    }

    @Test("random edits of a real-looking project read as a project or a problem")
    func mutations() throws {
        let base = PBXText(objects: PBXObjects.project(targets: ["APP"]) + [
            ("MAIN", "isa = PBXGroup; children = (FILE, SYNC,); sourceTree = \"<group>\";"),
            ("FILE", "isa = PBXFileReference; path = \"A b.swift\"; sourceTree = \"<group>\";"),
            ("SYNC", "isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX,); path = App; sourceTree = \"<group>\";"),
            ("EX", "isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (X.swift,); target = APP;"),
            PBXObjects.target("APP", name: "App", phases: ["SOURCES"], fields: "dependencies = (DEP,); fileSystemSynchronizedGroups = (SYNC,);"),
            ("SOURCES", "isa = PBXSourcesBuildPhase; files = (BUILD,);"),
            ("BUILD", "isa = PBXBuildFile; fileRef = FILE; platformFilters = (ios,);"),
            ("DEP", "isa = PBXTargetDependency; targetProxy = PROXY;"),
            ("PROXY", "isa = PBXContainerItemProxy; containerPortal = PROJECT; remoteGlobalIDString = APP;"),
        ]).text
        var random = SplitMix64(seed: 42)
        var outcomes = (read: 0, refused: 0)
        let pieces = ["{", "}", "(", ")", ";", "=", ",", "\"", "'", "/*", "//", "<", ">", "\\", "\n", "$(", "../", "MAIN", "APP"]
        for _ in 0..<150 {
            var bytes = Array(base.utf8)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...20, using: &random)))
                case 1: bytes.insert(contentsOf: Array(random.pick(pieces).utf8), at: at)
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 60)], at: at)
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
            }
            switch try read(String(decoding: bytes, as: UTF8.self)) {
            case .success: outcomes.read += 1
            case .failure: outcomes.refused += 1
            }
        }
        #expect(outcomes.read > 0)
        #expect(outcomes.refused > 0)
    }

    @Test("the outline finds each object's line; '//' inside an unquoted string is not a comment")
    func outlineLines() {
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tA /* a */ = {isa = PBXGroup; path = a//b; name = "x\\"y";};
            \t\t"B" = {
            \t\t\tisa = PBXGroup;
            \t\t\tinner = {C = {isa = X;};};
            \t\t};
            \t\tA = {isa = PBXGroup;};
            \t};
            \tD = {isa = X;};
            }
            """
        let outline = Array(text.utf8).withUnsafeBufferPointer { XcodePlistOutline.read($0) }
        guard case .success(let read) = outline else { Issue.record("\(outline)"); return }
        #expect(read.objectLines == ["A": 4, "B": 5])
    }
}
