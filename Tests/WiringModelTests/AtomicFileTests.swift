import Foundation
import Testing
import WiringModel
import WiringTestSupport

@Suite("Atomic writes")
struct AtomicFileTests {
    private func scratch() throws -> URL { try makeScratchFolder("atomic") }

    @Test func aWriteReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.wiring.json")
        try Data("old".utf8).write(to: file)
        try SampleSnapshots.payments.write(to: file)
        #expect(try GraphSnapshot(contentsOf: file) == SampleSnapshots.payments)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["app.wiring.json"])
    }

    @Test func aFailedWriteKeepsWhatWasThere() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The destination is a directory, so the rename fails after the data was written aside.
        let blocked = directory.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: blocked.appendingPathComponent("inside"))
        #expect(throws: SnapshotError.self) { try AtomicFile.write(Data("new".utf8), to: blocked) }
        #expect(try String(contentsOf: blocked.appendingPathComponent("inside"), encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["blocked"])
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("shared.svg")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        try AtomicFile.write(Data("new".utf8), to: file)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o640)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    }

    @Test func aLinkToAFileIsRefusedAndBothAreLeftAsTheyWere() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("real.svg")
        let link = directory.appendingPathComponent("link.svg")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        do {
            try AtomicFile.write(Data("new".utf8), to: link)
            Issue.record("a write through a link should be refused")
        } catch {
            #expect(String(describing: error).contains("symbolic link"))
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.svg", "real.svg"])
    }

    @Test func aLinkToAFolderIsRefused() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("out.svg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: directory.path)
        #expect(throws: SnapshotError.self) { try AtomicFile.write(Data("x".utf8), to: link) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
    }

    @Test func aMissingFolderIsReportedByName() {
        let file = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/out.svg")
        do {
            try AtomicFile.write(Data(), to: file)
            Issue.record("the write should have failed")
        } catch {
            #expect(String(describing: error).hasPrefix("cannot write '\(file.path)'"))
        }
    }
}
