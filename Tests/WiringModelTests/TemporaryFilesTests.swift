import Foundation
import Testing
@testable import WiringModel
import WiringTestSupport

/// An interrupt and a write racing each other: the file is either renamed into place before the interrupt
/// (and listed as written) or never renamed into place after it.
@Suite("Temporary files and interrupts")
struct TemporaryFilesTests {
    @Test func aFileRenamedBeforeTheInterruptIsListedAsWritten() throws {
        let directory = try makeScratchFolder("temporary-files")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = TemporaryFiles()
        let temporary = directory.appendingPathComponent(".out.tmp").path
        let destination = directory.appendingPathComponent("out.json").path
        let descriptor = files.create(temporary)
        #expect(descriptor >= 0)
        close(descriptor)

        #expect(files.commit(temporary, to: destination, shown: "out.json") == nil)
        files.remove(temporary)
        files.removeAll()

        #expect(files.completed == ["out.json"])
        #expect(FileManager.default.fileExists(atPath: destination))
    }

    @Test func noFileIsRenamedIntoPlaceOnceAnInterruptHasBegun() throws {
        let directory = try makeScratchFolder("temporary-files")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = TemporaryFiles()
        let written = directory.appendingPathComponent(".written.tmp").path
        let destination = directory.appendingPathComponent("out.json").path
        let descriptor = files.create(written)
        #expect(descriptor >= 0)
        close(descriptor)
        // A second temporary file the interrupt does not know of, made whole before it.
        let unnoted = directory.appendingPathComponent(".unnoted.tmp").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: unnoted))

        files.removeAll()

        #expect(files.isInterrupted)
        #expect(!FileManager.default.fileExists(atPath: written))
        #expect(files.commit(unnoted, to: destination, shown: "out.json") == "interrupted")
        #expect(!FileManager.default.fileExists(atPath: destination))
        #expect(files.completed.isEmpty)
    }
}
