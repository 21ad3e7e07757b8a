import Foundation
import Testing
@testable import WiringProjects
@testable import WiringScan

/// Workspaces: the projects and packages their `FileRef`s name, through nested groups.
@Suite("Xcode workspace reader")
struct XcodeWorkspaceReaderTests {
    @Test("nested groups prefix group: paths; container:, absolute: and self: locations; missing projects are notes")
    func nestedGroups() throws {
        let scratch = try ScanFixture([
            "Apps/Shop/Shop.xcodeproj/project.pbxproj": "",
            "Apps/Shop/Kits/Net/Package.swift": "",
            "Libs/Store/Package.swift": "",
            "Libs/Plain/Readme.md": "",
            "Absolute/Tool.xcodeproj/project.pbxproj": "",
        ])
        defer { scratch.remove() }
        let root = scratch.root.path
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <Group
                  location = "group:Apps/Shop"
                  name = "Shop">
                  <FileRef
                     location = "group:Shop.xcodeproj">
                  </FileRef>
                  <Group location = "group:Kits">
                     <FileRef location = "group:Net"></FileRef>
                     <FileRef location = "container:Libs/Store"></FileRef>
                  </Group>
               </Group>
               <FileRef location = "group:Libs/Plain"></FileRef>
               <FileRef location = "absolute:\(root)/Absolute/Tool.xcodeproj"></FileRef>
               <FileRef location = "self:"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "developer:Tools"></FileRef>
            </Workspace>
            """
        try Data(text.utf8).write(to: scratch.root.appendingPathComponent("Shop.xcworkspace/contents.xcworkspacedata"), createFolder: true)
        let read = try XcodeWorkspaceReader.read(workspaceAt: root + "/Shop.xcworkspace").get()
        #expect(read.file == root + "/Shop.xcworkspace/contents.xcworkspacedata")
        #expect(read.projects == [
            .init(path: root + "/Apps/Shop/Shop.xcodeproj", line: 8),
            .init(path: root + "/Absolute/Tool.xcodeproj", line: 16),
        ])
        #expect(read.packages == [
            .init(path: root + "/Apps/Shop/Kits/Net", line: 11),
            .init(path: root + "/Libs/Store", line: 12),
        ])
        // A start tag's line is the line of its closing '>'.
        #expect(read.notRead.map(\.line) == [19])
        #expect(read.missingProjects.map(\.line) == [18])
        #expect(read.missingProjects.first?.path.hasSuffix("Pods/Pods.xcodeproj") == true)
    }

    @Test("a missing, malformed, deep or entity-declaring workspace is a problem, not a crash")
    func unreadable() throws {
        let scratch = try ScanFixture([
            "Broken.xcworkspace/contents.xcworkspacedata": "<Workspace><FileRef location=\"group:A\">\n</Workspace>",
            "Other.xcworkspace/contents.xcworkspacedata": "<?xml version=\"1.0\"?>\n<Project></Project>\n",
            "Deep.xcworkspace/contents.xcworkspacedata": "<Workspace>" + String(repeating: "<Group>", count: 100) + String(repeating: "</Group>", count: 100) + "</Workspace>",
            "Laughs.xcworkspace/contents.xcworkspacedata": "<?xml version=\"1.0\"?>\n<!DOCTYPE w [<!ENTITY a \"aaaa\">]>\n<Workspace>&a;</Workspace>",
        ])
        defer { scratch.remove() }
        /// The problem reading a workspace of the scratch folder gives, or `nil`.
        func read(_ name: String) -> XcodeReadProblem? {
            guard case .failure(let problem) = XcodeWorkspaceReader.read(workspaceAt: scratch.root.appendingPathComponent(name).path) else { return nil }
            return problem
        }
        let missing = scratch.root.appendingPathComponent("None.xcworkspace/contents.xcworkspacedata").path
        #expect(read("None.xcworkspace") == .missing(file: missing))
        guard case .malformed(_, _, _)? = read("Broken.xcworkspace") else { Issue.record("a broken workspace parses"); return }
        guard case .notAProject(_, _)? = read("Other.xcworkspace") else { Issue.record("a non-workspace reads"); return }
        guard case .tooDeep(_, _, 64)? = read("Deep.xcworkspace") else { Issue.record("deep groups read"); return }
        guard case .malformed(_, 2, _)? = read("Laughs.xcworkspace") else { Issue.record("entities parse"); return }
    }
}

/// Writing fixture files.
extension Data {
    /// Writes the data, creating the folder that holds the file first.
    func write(to url: URL, createFolder: Bool) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write(to: url)
    }
}
