import Foundation
import Testing
import WiringModel
import WiringTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `AtomicFile` never replaces what is not a regular file, and never creates a file through a dangling link.
@Suite("Writing outputs safely")
struct OutputSafetyTests {
    private func scratch() throws -> URL { try makeScratchFolder("output-safety") }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func aDeviceIsWrittenInPlaceNotReplaced() throws {
        try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: "/dev/null"))
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    #if os(Linux)
    @Test func aFullDeviceGivesAnErrorAndStaysADevice() {
        #expect(throws: SnapshotError.self) { try AtomicFile.write(Data("x".utf8), to: URL(fileURLWithPath: "/dev/full")) }
        #expect(fileType("/dev/full") == S_IFCHR)
    }
    #endif

    @Test func aFIFOIsWrittenInPlaceNotReplaced() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("out.svg")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let reader = FIFOPeer.reading(fifo.path)
        try AtomicFile.write(Data("through the pipe".utf8), to: fifo)
        #expect(reader.wait() == Data("through the pipe".utf8))
        #expect(fileType(fifo.path) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
    }

    @Test func aDanglingLinkIsRefusedAndLeftAlone() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("out.svg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "missing.svg")
        #expect(throws: SnapshotError.self) { try AtomicFile.write(Data("x".utf8), to: link) }
        #expect(fileType(link.path) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "missing.svg")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
    }

    @Test func aLinkToADeviceWritesTheDevice() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("out.svg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
        try AtomicFile.write(Data("x".utf8), to: link)
        #expect(fileType(link.path) == S_IFLNK)
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    @Test func aPipeIsReadAsInput() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("in.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let writer = FIFOPeer.writing([(fifo.path, Data(#"{"schemaVersion":1,"nodes":[],"edges":[]}"#.utf8))])
        let snapshot = try GraphSnapshot(contentsOf: fifo)
        writer.wait()
        #expect(snapshot.nodes.isEmpty)
    }

    @Test func standardOutputErrorsAreThrownNotTrapped() {
        #expect(SnapshotError.unwritableStandardOutput(reason: "broken pipe").description == "cannot write standard output: broken pipe")
    }
}
